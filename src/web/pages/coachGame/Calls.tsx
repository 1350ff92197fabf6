// The calls card of a coached game and what sits beside it: what a coach sees before the snap, the call buttons
// with their keys (a tempo that holds, a play to the sideline, the coordinator's calls), and the situations control
// that chooses which decisions come to the player.
import { useEffect, useRef, useState } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { callKey, callLabel, callOfKey } from '../../../shared/callKeys';
import {
  DECISION_HINTS,
  DECISION_TITLES,
  SITUATION_LABELS,
  SITUATION_NAMES,
  SITUATION_SIDE_NAMES,
  unitName,
  type CoachTempoWire,
  type CoachedGameResponse,
  type CoachedSituations,
} from '../../../shared/coached-types';
import { clockLine, gainsLine, TEMPO_NAMES, tendencyLine } from '../../../shared/coachedSnapText';
import type { PlaybookChoice } from '../../../shared/playbookChoice';

const label = callLabel;

/** What a coach sees before the snap: the clock and his tempo, the other team's tendencies, the last gains. */
export function SnapFacts({ g }: { g: CoachedGameResponse }) {
  if (g.status === 'final') return null;
  return (
    <Card className="mb-3 small" data-testid="snap-facts">
      <Card.Body className="py-2">
        <div data-testid="clock-line">{clockLine(g)}</div>
        <div data-testid="tendency-line">{tendencyLine(g)}</div>
        <div data-testid="gains-line">{gainsLine(g)}</div>
      </Card.Body>
    </Card>
  );
}

/** A call's button, with its key. */
function CallButton({
  call,
  text,
  variant,
  busy,
  onCall,
}: {
  call: string;
  text: string;
  variant: string;
  busy: boolean;
  onCall: (call: string) => void;
}) {
  const key = callKey(call);
  return (
    <Button
      size="sm"
      variant={variant}
      disabled={busy}
      onClick={() => onCall(call)}
      data-testid={`call-${call}`}
      aria-keyshortcuts={key || undefined}
    >
      {text}
      {key && <kbd className="ms-1 small">{key}</kbd>}
    </Button>
  );
}

/** The calls' keys: a key makes the call whose button shows it (not while typing in a field, nor with a modifier). */
export function useCallKeys(calls: readonly string[], busy: boolean, onCall: (call: string) => void): void {
  const latest = useRef({ calls, busy, onCall });
  latest.current = { calls, busy, onCall };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const { calls: now, busy: waiting, onCall: call } = latest.current;
      const target = e.target as HTMLElement | null;
      if (waiting || e.ctrlKey || e.metaKey || e.altKey || target?.closest('input, select, textarea')) return;
      const made = callOfKey(e.key, now);
      if (!made) return;
      e.preventDefault();
      // One call per answer: a second key before it comes is not a call on the next decision.
      latest.current.busy = true;
      call(made);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** Which decisions come to the player: the situations and whose snaps; the coordinator calls the rest. */
export function Situations({
  g,
  busy,
  onChange,
}: {
  g: CoachedGameResponse;
  busy: boolean;
  onChange: (set: CoachedSituations) => void;
}) {
  const set = g.situations;
  const toggle = (name: (typeof SITUATION_NAMES)[number]) => {
    const situations = set.situations.includes(name)
      ? set.situations.filter((n) => n !== name)
      : [...set.situations, name];
    if (situations.length > 0) onChange({ ...set, situations });
  };
  return (
    <Card className="mb-3" data-testid="situations">
      <Card.Body className="py-2 small">
        <span className="me-2 fw-semibold">You call:</span>
        {SITUATION_NAMES.map((name) => (
          <Form.Check
            key={name}
            inline
            id={`situation-${name}`}
            type="checkbox"
            label={SITUATION_LABELS[name]}
            checked={set.situations.includes(name)}
            disabled={busy}
            onChange={() => toggle(name)}
            data-testid={`situation-${name}`}
          />
        ))}
        <Form.Select
          size="sm"
          className="d-inline-block w-auto ms-1"
          aria-label="Whose snaps"
          value={set.sides}
          disabled={busy}
          onChange={(e) => onChange({ ...set, sides: e.target.value as CoachedSituations['sides'] })}
          data-testid="situation-sides"
        >
          {SITUATION_SIDE_NAMES.map((side) => (
            <option key={side} value={side}>
              {side === 'both' ? 'offense and defense' : `${side} only`}
            </option>
          ))}
        </Form.Select>
        <div className="text-body-secondary mt-1">
          The coordinator calls every other decision. Keys: the letter on a button makes its call.
        </div>
      </Card.Body>
    </Card>
  );
}

/** The tempo the coach sets on offense (held until changed): each tempo that can be set now is a button. */
function Tempo({ g, busy, onCall }: { g: CoachedGameResponse; busy: boolean; onCall: (call: string) => void }) {
  const tempos = g.pending?.calls.filter((c) => c.startsWith('tempo_')) ?? [];
  if (tempos.length === 0) return null;
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center w-100" data-testid="tempo">
      <span className="small text-body-secondary">Tempo: {TEMPO_NAMES[g.tempo]}</span>
      {tempos.map((c) => (
        <CallButton
          key={c}
          call={c}
          text={TEMPO_NAMES[c.slice('tempo_'.length) as CoachTempoWire]}
          variant="outline-dark"
          busy={busy}
          onCall={onCall}
        />
      ))}
    </div>
  );
}

/** The formation and personnel (offense) or the front (defense) the calls are sent with; the first: the staff's own. */
function BookPick({
  pending,
  choice,
  onChoice,
}: {
  pending: NonNullable<CoachedGameResponse['pending']>;
  choice: PlaybookChoice;
  onChoice: (c: PlaybookChoice) => void;
}) {
  const pick = (field: keyof PlaybookChoice, names: readonly string[], own: string, suffix = '') =>
    names.length === 0 ? null : (
      <Form.Select
        size="sm"
        className="w-auto"
        aria-label={field}
        value={choice[field] ?? ''}
        onChange={(e) => onChoice({ ...choice, [field]: e.target.value === '' ? null : e.target.value })}
        data-testid={field}
      >
        <option value="">{own}</option>
        {names.map((n) => (
          <option key={n} value={n}>
            {label(n)}
            {suffix}
          </option>
        ))}
      </Form.Select>
    );
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center w-100" data-testid="book">
      {pick('formation', pending.formations, `Staff's formation (${label(pending.formations[0] ?? '')})`)}
      {pick('personnel', pending.personnel, `Staff's personnel (${pending.personnel[0] ?? ''})`, ' personnel')}
      {pick('front', pending.fronts, `Staff's front (${label(pending.fronts[0] ?? '')})`, ' front')}
    </div>
  );
}

export function Calls({
  g,
  busy,
  onCall,
  choice,
  onChoice,
}: {
  g: CoachedGameResponse;
  busy: boolean;
  onCall: (call: string) => void;
  choice: PlaybookChoice;
  onChoice: (c: PlaybookChoice) => void;
}) {
  const [sideline, setSideline] = useState(false);
  const pending = g.pending;
  if (!pending) return null;
  const own = pending.calls.filter((c) => !c.startsWith('coordinator') && !c.startsWith('tempo_'));
  // With the sideline switch on, the plays that can go there are sent "+sideline".
  const send = (c: string) => onCall(sideline && pending.sideline.includes(c) ? `${c}+sideline` : c);
  const coordinator = pending.calls.filter((c) => c.startsWith('coordinator'));
  const title = DECISION_TITLES[pending.kind];
  const hint = DECISION_HINTS[pending.kind];
  return (
    <Card className="mb-3" data-testid="calls">
      <Card.Header>
        <h2 className="h6 mb-0">{title}</h2>
        {hint && (
          <small className="text-muted d-block" data-testid="decision-hint">
            {hint}
          </small>
        )}
        {g.you_call && (
          <small className="text-muted" data-testid="you-call">
            You are a coordinator: you call the {unitName(g.you_call)}; the rest is the staff&apos;s call.
          </small>
        )}
      </Card.Header>
      <Card.Body className="d-flex flex-wrap gap-2">
        <Tempo g={g} busy={busy} onCall={onCall} />
        <BookPick pending={pending} choice={choice} onChoice={onChoice} />
        {pending.sideline.length > 0 && (
          <Form.Check
            type="switch"
            id="sideline"
            className="w-100 small"
            label="To the sideline (out of bounds to stop the clock, fewer yards)"
            checked={sideline}
            onChange={(e) => setSideline(e.target.checked)}
            data-testid="sideline"
          />
        )}
        {own.map((c) => (
          <CallButton
            key={c}
            call={c}
            text={`${label(c)}${sideline && pending.sideline.includes(c) ? ' ⇥' : ''}`}
            variant={c === 'timeout' ? 'outline-danger' : 'outline-primary'}
            busy={busy}
            onCall={send}
          />
        ))}
        <span className="vr mx-1" />
        {coordinator.map((c) => (
          <CallButton key={c} call={c} text={label(c)} variant="outline-secondary" busy={busy} onCall={onCall} />
        ))}
      </Card.Body>
    </Card>
  );
}
