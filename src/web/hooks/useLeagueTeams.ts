// The programs the coaches of the online league this tab plays coach (none outside a league): a game against one of
// them may be played head to head. Read once when the page opens (GET /api/leagues/:id: its coaches).
import { useEffect, useState } from 'react';
import { api, playedLeague } from '../api';

export function useLeagueTeams(): readonly string[] {
  const league = playedLeague();
  const [teams, setTeams] = useState<readonly string[]>([]);
  useEffect(() => {
    if (!league) return;
    let shown = true;
    api.league(league).then(
      (read) => shown && setTeams(read.coaches.map((c) => c.team)),
      () => {}, // the league's own bar (LeagueTurn) tells of a failed read
    );
    return () => {
      shown = false;
    };
  }, [league]);
  return teams;
}
