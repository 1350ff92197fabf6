// Small badges: game results, ranking movement, game labels.
import { Badge } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { GameResult } from '../../shared/api-types';
import { FORCED_MARK, FORCED_NOTE } from '../../shared/forcedResult';

/** "W: 31-24" / "L: 17-20", opening the game; a result forced under God Mode is marked beside it. */
export function ResultChip({
  result,
  score,
  gameId,
  forced = false,
}: {
  result: GameResult;
  score: string | null;
  gameId: number;
  forced?: boolean;
}) {
  return (
    <span className="text-nowrap">
      <Link
        to={`/game/${gameId}`}
        className={`badge rounded-pill text-decoration-none result-chip ${result === 'W' ? 'text-bg-success' : 'text-bg-danger'}`}
      >
        {result}: {score ?? ''}
      </Link>
      {forced && <ForcedMark />}
    </span>
  );
}

/** The mark of a result forced under God Mode ("forced", its meaning on hover and for screen readers). */
export function ForcedMark() {
  return (
    <Badge bg="dark" pill className="ms-1 forced-mark" title={FORCED_NOTE} data-testid="forced-mark">
      {FORCED_MARK}
      <span className="visually-hidden"> ({FORCED_NOTE})</span>
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
