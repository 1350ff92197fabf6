// Pieces the recruiting pages share: a prospect's name link, his scouted range, the leaders of his recruitment,
// his status, the cycle's line, the week's hours and the orders a player gives (with their result shown).
import { useCallback, useState } from 'react';
import { Alert, Badge, Button, ButtonGroup, Dropdown, DropdownButton } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import {
  PITCH_LABELS,
  PITCH_STRENGTHS,
  recruitingClassName,
  type ActionCheck,
  type PitchStrength,
  type ProspectSummary,
  type RecruitingActionKind,
  type RecruitingCycle,
  type SuitorInterest,
} from '../../shared/recruitingApi';
import { api, ApiError } from '../api';
import { emitRefresh } from '../refresh';
import { TeamLogo } from './Logos';
import { TeamLink } from './TeamInfo';

export const SCOUTING_LABELS = ['Unscouted', 'Scouted once', 'Well scouted', 'Fully scouted'];

export function ProspectLink({ p }: { p: Pick<ProspectSummary, 'id' | 'first' | 'last'> }) {
  return (
    <Link to={`/recruiting/prospects/${p.id}`} className="text-nowrap">
      {p.first} {p.last}
    </Link>
  );
}

/** A scouted bound pair: one number once fully scouted, else "low-high". */
export function range([low, high]: [number, number]): string {
  return low === high ? String(low) : `${low}-${high}`;
}

export function heightText(inches: number): string {
  return `${Math.floor(inches / 12)}'${inches % 12}"`;
}

/** Scouting level 0-3 as filled dots. */
export function ScoutingDots({ level }: { level: number }) {
  return (
    <span
      className="scouting-dots text-nowrap"
      role="img"
      title={SCOUTING_LABELS[level] ?? ''}
      aria-label={`Scouting ${level} of 3`}
    >
      {'●'.repeat(level)}
      <span className="text-muted">{'○'.repeat(Math.max(0, 3 - level))}</span>
    </span>
  );
}

/** The leading programs of a recruitment, highest interest first. */
export function Leaders({ leaders, lead }: { leaders: SuitorInterest[]; lead?: string }) {
  if (leaders.length === 0) return <span className="text-muted">None</span>;
  return (
    <span className="d-inline-flex flex-wrap gap-2">
      {lead && (
        <span className="w-100 small fw-semibold" data-testid="prospect-lead">
          {lead}
        </span>
      )}
      {leaders.map((l) => (
        <span
          key={l.team}
          className="text-nowrap"
          title={`${l.team}: interest ${l.interest}, ${l.share}% of his top schools'${l.offered ? ', offered' : ''}${l.visited ? ', visited' : ''}`}
        >
          <TeamLogo name={l.team} size={18} /> {l.share}%{l.offered && <sup className="text-success">O</sup>}
        </span>
      ))}
    </span>
  );
}

/** Committed where, or where his recruitment stands with the player's program. */
export function ProspectStatus({ p, userTeam }: { p: ProspectSummary; userTeam: string }) {
  if (p.committed_to) {
    return (
      <span className="text-nowrap" data-testid="prospect-status">
        <Badge bg={p.committed_to === userTeam ? 'success' : 'secondary'} className="me-1">
          {p.signed_early ? 'Signed' : 'Committed'}
        </Badge>
        <TeamLink name={p.committed_to} logo />
      </span>
    );
  }
  return (
    <span className="text-nowrap" data-testid="prospect-status">
      {p.offered ? (
        <Badge bg="primary">Offered</Badge>
      ) : p.offer_queued ? (
        <Badge bg="secondary" title="Made when the coming week is played">
          Offer queued
        </Badge>
      ) : (
        <span className="text-muted">Open</span>
      )}
      {p.visited && (
        <Badge bg="info" className="ms-1">
          Visited
        </Badge>
      )}
      {/* On a line of its own: a status column as wide as "decides on signing day" pushed the board's orders off screen. */}
      {p.decides !== 'ready to commit' && (
        <small className="d-block text-muted" data-testid="prospect-decides">
          {p.decides}
        </small>
      )}
    </span>
  );
}

/** Where the cycle stands, one line. */
export function CycleLine({ cycle }: { cycle: RecruitingCycle }) {
  const variant = cycle.status === 'open' ? 'info' : cycle.status === 'signed' ? 'success' : 'secondary';
  return (
    <Alert variant={variant} className="py-2 mb-3" data-testid="cycle-line">
      <strong className="me-2">{recruitingClassName(cycle.year)}</strong>
      {cycle.message}
      {cycle.status === 'open' && cycle.home_week && (
        <Badge bg="success" className="ms-2">
          {cycle.summer
            ? 'Summer: official visits allowed'
            : cycle.late
              ? 'January: official visits on campus'
              : 'Home game: visits allowed'}
        </Badge>
      )}
    </Alert>
  );
}

export interface OrderResult {
  kind: 'success' | 'error';
  text: string;
}

/**
 * Runs one order (or board change) against the API; the result is shown by ResultAlert, and on success the
 * refresh event has the page load its data again: hours, queue and board changed.
 */
export function useRecruitingOrders() {
  const [result, setResult] = useState<OrderResult | null>(null);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (call: () => Promise<{ message: string }>) => {
    setPending(true);
    try {
      const answer = await call();
      setResult({ kind: 'success', text: answer.message });
      emitRefresh();
    } catch (error) {
      setResult({ kind: 'error', text: error instanceof ApiError ? error.message : 'The order could not be sent.' });
    } finally {
      setPending(false);
    }
  }, []);
  return { result, pending, run, clear: () => setResult(null) };
}

/** What a page's order buttons need: whether an order is on its way, and the way to send one. */
export type RecruitingOrders = ReturnType<typeof useRecruitingOrders>;

export function ResultAlert({ result, onClose }: { result: OrderResult | null; onClose: () => void }) {
  if (!result) return null;
  return (
    <Alert
      variant={result.kind === 'success' ? 'success' : 'danger'}
      dismissible
      onClose={onClose}
      className="py-2"
      data-testid="recruiting-result"
      role={result.kind === 'error' ? 'alert' : 'status'}
    >
      {result.kind === 'error' && <strong className="me-1">Not done:</strong>}
      {result.text}
    </Alert>
  );
}

const ACTION_LABELS: Record<RecruitingActionKind, string> = {
  scout: 'Scout',
  contact: 'Contact',
  offer: 'Offer',
  pitch: 'Pitch',
  visit: 'Visit',
};

/**
 * The orders a player can give one prospect. `disabled` gives per action why it cannot be given now (null:
 * it can); an action not listed is allowed and the server has the last word.
 */
export function ProspectActions({
  prospectId,
  hours,
  disabled,
  pending,
  run,
  size = 'sm',
}: {
  prospectId: number;
  /** Hours each order costs (shown as the buttons' tooltips). */
  hours?: Record<RecruitingActionKind, number>;
  disabled: Partial<ActionCheck>;
  pending: boolean;
  run: (call: () => Promise<{ message: string }>) => void;
  size?: 'sm' | 'lg';
}) {
  const order = (kind: RecruitingActionKind, strength?: PitchStrength) =>
    run(() => api.recruitingAction(kind, prospectId, strength));
  const button = (kind: Exclude<RecruitingActionKind, 'pitch'>) => (
    <Button
      key={kind}
      variant={kind === 'offer' ? 'outline-primary' : 'outline-secondary'}
      disabled={pending || !!disabled[kind]}
      title={disabled[kind] ?? (hours ? `${ACTION_LABELS[kind]}: ${hours[kind]} h` : ACTION_LABELS[kind])}
      onClick={() => order(kind)}
      data-testid={`action-${kind}`}
    >
      {ACTION_LABELS[kind]}
    </Button>
  );
  return (
    <ButtonGroup size={size} className="flex-nowrap" aria-label="Recruiting orders">
      {button('scout')}
      {button('contact')}
      {button('offer')}
      <DropdownButton
        as={ButtonGroup}
        size={size}
        variant="outline-secondary"
        title="Pitch"
        id={`pitch-${prospectId}`}
        disabled={pending || !!disabled.pitch}
        data-testid="action-pitch"
      >
        <Dropdown.Header>{hours ? `Pitch (${hours.pitch} h)` : 'Pitch'}: your strongest selling point</Dropdown.Header>
        {PITCH_STRENGTHS.map((strength) => (
          <Dropdown.Item key={strength} onClick={() => order('pitch', strength)}>
            {PITCH_LABELS[strength]}
          </Dropdown.Item>
        ))}
      </DropdownButton>
      {button('visit')}
    </ButtonGroup>
  );
}
