// The top bar's controls in an online league's game: no "Play next week" (nobody moves the league on by accident),
// but where the league stands, who is ready, and the coach's Ready. The league is read again when its log tells
// of something (a coach ready, an advance, a commissioner's act: the tab's live events), now and then besides (a
// dropped stream), and while it moves on; once it has, the page is read again.
import { useCallback, useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { LeagueResponse } from '../../shared/league-types';
import { api } from '../api';
import { onLiveEvent } from '../liveEvents';
import { emitRefresh } from '../refresh';

/** How often the league is read again while a page is open, besides its live events. */
const IDLE_MS = 15_000;
/** And while it moves on. */
const MOVING_MS = 1_000;

export function LeagueTurn({ leagueId }: { leagueId: string }) {
  const [league, setLeague] = useState<LeagueResponse | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const read = useCallback(async () => {
    try {
      const next = await api.league(leagueId);
      setLeague((before) => {
        if (before?.game && next.game && next.game.turn !== before.game.turn) emitRefresh();
        return next;
      });
      setFailed(null);
    } catch (error) {
      setFailed((error as Error).message);
    }
  }, [leagueId]);
  const moving = league?.game?.moving_on === true;
  useEffect(() => {
    void read();
    const timer = setInterval(() => void read(), moving ? MOVING_MS : IDLE_MS);
    return () => clearInterval(timer);
  }, [read, moving]);
  useEffect(
    () =>
      onLiveEvent((event) => {
        if (event.type === 'league' && event.league === leagueId) void read();
      }),
    [read, leagueId],
  );
  if (!league?.game) return <span className="text-light small">{failed ?? 'Online league'}</span>;
  const me = league.coaches.find((c) => c.team === league.you.team);
  const ready = league.coaches.filter((c) => c.ready).length;
  const active = league.coaches.filter((c) => !c.auto_pilot).length;
  const toggle = async () => {
    if (!me) return;
    try {
      setLeague(await api.readyInLeague(league.id, !me.ready));
    } catch (error) {
      setFailed((error as Error).message);
    }
  };
  return (
    <div className="d-flex flex-wrap align-items-center gap-2" data-testid="league-turn">
      <span className="badge text-bg-warning fs-6">{league.game.where}</span>
      <Link to="/online" className="text-light small">
        {league.name}: {ready} of {active} ready
        {league.game.paused ? ' (paused)' : ''}
        {moving ? ', moving on...' : ''}
      </Link>
      {me && (
        <Button
          size="sm"
          variant={me.ready ? 'outline-light' : 'success'}
          onClick={() => void toggle()}
          data-testid="league-ready"
        >
          {me.ready ? 'Not ready after all' : 'Ready'}
        </Button>
      )}
      {failed && <span className="text-warning small">{failed}</span>}
    </div>
  );
}
