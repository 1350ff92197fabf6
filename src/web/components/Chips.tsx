// Small badges: game results, ranking movement, game labels.
import { Badge } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { GameResult } from '../../shared/api-types';

/** "W: 31-24" / "L: 17-20", opening the game. */
export function ResultChip({ result, score, gameId }: { result: GameResult; score: string | null; gameId: number }) {
  return (
    <Link
      to={`/game/${gameId}`}
      className={`badge rounded-pill text-decoration-none result-chip ${result === 'W' ? 'text-bg-success' : 'text-bg-danger'}`}
    >
      {result}: {score ?? ''}
    </Link>
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
