// The games whose result may be forced now, to pick from rather than type an id: the unplayed games of the week the
// season plays next (none outside the season), but a game coached (its result is the coach's calls). One list
// for an online league's commissioner (web), God Mode's page, `dynasty god force` and the terminal's God Mode screen.
import { lastWeekFor } from '../../core/season/calendar.js';
import type { ForcibleGames } from '../../shared/league-types.js';
import { GameError } from '../errors.js';
import type { Db } from '../database.js';
import { coachedRecordsByGame } from '../actions/coach/record.js';
import { gamesOfWeek, isPlayed } from '../queries/games.js';
import { readState } from '../queries/meta.js';

export function forcibleGames(db: Db): ForcibleGames {
  const state = readState(db);
  const inSeason =
    (state.stage === 'season' || state.stage === 'playoff') && state.currentWeek <= lastWeekFor(state.playoff.teams);
  if (!inSeason) return { year: state.year, week: null, games: [] };
  const coached = coachedRecordsByGame(db);
  const games = gamesOfWeek(db, state.year, state.currentWeek)
    .filter((g) => !isPlayed(g) && coached.get(g.id)?.record.year !== g.year)
    .map((g) => ({ id: g.id, away: g.away, home: g.home }));
  return { year: state.year, week: state.currentWeek, games };
}

/**
 * The game of the week to come between two programs (either at home), named as the player types them: its id. A
 * clear refusal when they do not meet this week.
 */
export function forcibleGameBetween(db: Db, team1: string, team2: string): number {
  const named = [team1, team2].map((t) => t.trim().toLowerCase());
  const { games } = forcibleGames(db);
  const game = games.find((g) => {
    const sides = [g.away.toLowerCase(), g.home.toLowerCase()];
    return named.every((t) => sides.includes(t)) && named[0] !== named[1];
  });
  if (!game)
    throw new GameError(
      'not_found',
      `${team1} and ${team2} play no unplayed game this week${games.length === 0 ? ' (no game to force now)' : ''}.`,
    );
  return game.id;
}
