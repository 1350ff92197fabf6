// The recruiting plan on the board: standing weekly orders per prospect (a toggle per kind in his row), the same
// orders for every prospect the filter shows at once, and the line that says what the plan spends this week.
import { useState } from 'react';
import { Button, ButtonGroup, Form, ToggleButton } from 'react-bootstrap';
import {
  PITCH_LABELS,
  PITCH_STRENGTHS,
  RECRUITING_ACTIONS,
  type EndedPlanEntry,
  type PitchStrength,
  type PlanBudget,
  type PlanEntry,
  type RecruitingActionKind,
  planPitch,
} from '../../shared/recruitingApi';
import { api } from '../api';

type Run = (call: () => Promise<{ message: string }>) => void;

const SHORT: Record<RecruitingActionKind, string> = { scout: 'S', contact: 'C', offer: 'O', pitch: 'P', visit: 'V' };

/**
 * One prospect's standing orders: a small toggle for each kind, what his standing pitch sells (changed for him
 * alone), and whether he is kept warm (his orders go on while he is committed).
 */
export function PlanToggles({
  prospectId,
  entry,
  pending,
  run,
}: {
  prospectId: number;
  entry: PlanEntry | undefined;
  pending: boolean;
  run: Run;
}) {
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-1">
      <ButtonGroup size="sm" data-testid="plan-toggles">
        {RECRUITING_ACTIONS.map((kind) => {
          const on = entry?.kinds.includes(kind) ?? false;
          return (
            <Button
              key={kind}
              variant={on ? 'primary' : 'outline-secondary'}
              className="px-1 py-0"
              title={`${on ? 'Stop' : 'Every week'}: ${kind}`}
              aria-label={`${kind} every week`}
              aria-pressed={on}
              disabled={pending}
              data-testid={`plan-${kind}`}
              onClick={() => run(() => api.changeRecruitingPlan([prospectId], [kind], !on))}
            >
              {SHORT[kind]}
            </Button>
          );
        })}
      </ButtonGroup>
      {entry?.pitch && (
        <Form.Select
          size="sm"
          className="w-auto py-0"
          aria-label="His standing pitch"
          data-testid="plan-pitch-strength"
          value={entry.pitch}
          disabled={pending}
          onChange={(e) =>
            run(() => api.changeRecruitingPlanOrders([prospectId], { strength: e.target.value as PitchStrength }))
          }
        >
          {PITCH_STRENGTHS.map((s) => (
            <option key={s} value={s}>
              {PITCH_LABELS[s]}
            </option>
          ))}
        </Form.Select>
      )}
      {entry && (
        <Button
          size="sm"
          variant={entry.warm ? 'warning' : 'outline-secondary'}
          className="px-1 py-0"
          title={
            entry.warm
              ? 'Kept warm: his orders go on while he is committed (click to let them end when he commits)'
              : 'His orders end when he commits (click to keep him warm)'
          }
          aria-pressed={entry.warm}
          disabled={pending}
          data-testid="plan-warm"
          onClick={() => run(() => api.changeRecruitingPlanOrders([prospectId], { warm: !entry.warm }))}
        >
          warm
        </Button>
      )}
    </span>
  );
}

/**
 * The kinds chosen for a change of the whole shown list, and the two buttons that make it (adding changes no order
 * already in the plan: the pitch chosen is for new pitches); then the week's budget and the orders that ended.
 */
export function PlanBar({
  shown,
  plan,
  ended,
  budget,
  pending,
  run,
  disabled,
}: {
  shown: readonly number[];
  plan: readonly PlanEntry[];
  ended: readonly EndedPlanEntry[];
  budget: PlanBudget;
  pending: boolean;
  run: Run;
  disabled: boolean;
}) {
  const [kinds, setKinds] = useState<RecruitingActionKind[]>(['contact', 'pitch']);
  const [strength, setStrength] = useState<PitchStrength>(() => planPitch(plan));
  const [warm, setWarm] = useState(false);
  const toggle = (kind: RecruitingActionKind) =>
    setKinds((now) => (now.includes(kind) ? now.filter((k) => k !== kind) : [...now, kind]));
  const none = disabled || pending || shown.length === 0 || kinds.length === 0;
  return (
    <div className="border rounded p-2 mb-2" data-testid="plan-bar">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span className="fw-semibold">Every week for the {shown.length} shown:</span>
        {RECRUITING_ACTIONS.map((kind) => (
          <ToggleButton
            key={kind}
            id={`plan-bulk-${kind}`}
            type="checkbox"
            size="sm"
            variant="outline-primary"
            checked={kinds.includes(kind)}
            value={kind}
            onChange={() => toggle(kind)}
            data-testid={`plan-bulk-${kind}`}
          >
            {kind}
          </ToggleButton>
        ))}
        <Form.Select
          size="sm"
          className="w-auto"
          aria-label="Pitch"
          title="What new standing pitches sell (those already in the plan keep theirs)"
          data-testid="plan-bulk-strength"
          value={strength}
          onChange={(e) => setStrength(e.target.value as PitchStrength)}
        >
          {PITCH_STRENGTHS.map((s) => (
            <option key={s} value={s}>
              Pitch {PITCH_LABELS[s].toLowerCase()}
            </option>
          ))}
        </Form.Select>
        <Form.Check
          type="checkbox"
          id="plan-bulk-warm"
          data-testid="plan-bulk-warm"
          label="Keep warm"
          title="Their orders go on while they are committed (otherwise they end when they commit)"
          checked={warm}
          onChange={(e) => setWarm(e.target.checked)}
        />
        <Button
          size="sm"
          disabled={none}
          data-testid="plan-add-shown"
          onClick={() => run(() => api.changeRecruitingPlan(shown, kinds, true, strength, warm))}
        >
          Add to plan
        </Button>
        <Button
          size="sm"
          variant="outline-danger"
          disabled={none}
          data-testid="plan-remove-shown"
          onClick={() => run(() => api.changeRecruitingPlan(shown, kinds, false))}
        >
          Take out of plan
        </Button>
      </div>
      <div className="small mt-1" data-testid="plan-budget">
        {budget.line}
      </div>
      {budget.skipped.length > 0 && (
        <details className="small text-body-secondary">
          <summary>Skipped this week ({budget.skipped.length})</summary>
          <ul className="mb-0">
            {budget.skipped.map((s) => (
              <li key={`${s.kind}-${s.prospect_id}`}>
                {s.kind} {s.prospect_name}: {s.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
      {ended.length > 0 && (
        <details className="small text-body-secondary" data-testid="plan-ended">
          <summary>Ended by themselves ({ended.length})</summary>
          <ul className="mb-0">
            {ended.map((e) => (
              <li key={e.prospect_id}>
                {e.prospect_name} ({e.kinds.join(', ')}): {e.reason},{' '}
                {e.week === 0 ? 'in the summer' : `week ${e.week}`}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
