// "Last Week" and "This Week" cells of the rankings and standings tables.
import { ForcedMark } from './Chips';
import { SiteOpponent } from './SiteOpponent';
import { Link } from 'react-router-dom';
import type { LastGameRef, NextGameRef } from '../../shared/api-types';

export function LastGameCell({ game }: { game: LastGameRef | null }) {
  if (!game) return <span className="text-muted">-</span>;
  return (
    <span className="d-inline-flex align-items-center gap-1 text-nowrap">
      {game.result && <strong className={game.result === 'W' ? 'text-success' : 'text-danger'}>{game.result}</strong>}
      <Link to={`/game/${game.id}`}>{game.score ?? 'Final'}</Link>
      {game.forced && <ForcedMark note={game.forced_note} />}
      <SiteOpponent site={game.site} opponent={game.opponent} logo={false} />
    </span>
  );
}

export function NextGameCell({ game }: { game: NextGameRef | null }) {
  if (!game) return <span className="text-muted">-</span>;
  return (
    <span className="d-inline-flex align-items-center gap-1 text-nowrap">
      <SiteOpponent site={game.site} opponent={game.opponent} logo={false} />
      <Link to={`/game/${game.id}`} className="ms-1">
        {game.spread ?? 'Preview'}
      </Link>
      {game.spread && game.total && <span className="text-muted small">O/U {game.total}</span>}
    </span>
  );
}
