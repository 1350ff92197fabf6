// Small badges: game results, ranking movement, game labels.
import { Badge } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { GameResult } from '../../shared/api-types';
import { FORCED_MARK, FORCED_NOTE } from '../../shared/forcedResult';

/** "W: 31-24" / "L: 17-20", opening the game; a forced result is marked beside it (note: what it means). */
export function ResultChip({
  result,
  score,
  gameId,
  forced = false,
  note,
}: {
  result: GameResult;
  score: string | null;
  gameId: number;
  forced?: boolean;
  note?: string;
}) {
  return (
    <span className="text-nowrap">
      <Link
        to={`/game/${gameId}`}
        className={`badge rounded-pill text-decoration-none result-chip ${result === 'W' ? 'text-bg-success' : 'text-bg-danger'}`}
      >
        {result}: {score ?? ''}
      </Link>
      {forced && <ForcedMark note={note} />}
    </span>
  );
}

/**
 * The mark of a forced result ("forced", its meaning on hover and for screen readers): note, the game's own words
 * (the commissioner's reason when he forced it), else a result forced under God Mode.
 */
export function ForcedMark({ note = FORCED_NOTE }: { note?: string }) {
  return (
    <Badge bg="dark" pill className="ms-1 forced-mark" title={note} data-testid="forced-mark">
      {FORCED_MARK}
      <span className="visually-hidden"> ({note})</span>
    </Badge>
  );
}

export function MovementChip({ movement }: { movement: number }) {
  if (!movement) return null;
  return (
    <Badge pill bg={movement > 0 ? 'success' : 'danger'} className="ms-1 movement-chip">
      {movement > 0 ? `+${movement}` : movement}
    </Badge>
  );
}

export function LabelChip({ label }: { label: string | null | undefined }) {
  if (!label) return null;
  return (
    <Badge pill bg="secondary" className="label-chip">
      {label}
    </Badge>
  );
}
