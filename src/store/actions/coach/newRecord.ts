// A coached game at kick-off, for the player's own game (coachGame.ts) and a head-to-head one (headToHead.ts): its
// record before any call, and the refusal of a game whose result is forced.
import type { GameDay } from '../../../core/sim/gameDay.js';
import type { GameTeam } from '../../../core/sim/types.js';
import type { Db } from '../../database.js';
import { GameError } from '../../errors.js';
import { dynastyLeague } from '../../league.js';
import type { GameRow } from '../../queries/games.js';
import { forcedWinnerOf } from '../../queries/godMode.js';
import { loadSeasonTeams } from '../season/rosters.js';
import { gameDayOf } from '../season/replay.js';
import { SeasonRosterStatus } from '../season/rosterStatus.js';
import type { CoachedRecord } from './record.js';

/**
 * A coached game about to kick off, its calls none yet: the teams as the week would field them (playWeek.ts), the
 * depth charts without the hurt and the redshirts; `team` the coached side.
 */
export function newCoachedRecord(db: Db, year: number, seed: number, game: GameRow, team: string): CoachedRecord {
  const league = dynastyLeague(db, year);
  const teams = loadSeasonTeams(db, league);
  const rosters = [...teams.gameTeams.values()].map((t) => t.players);
  const status = SeasonRosterStatus.load(db, year, seed, rosters);
  const side = (name: string): GameTeam => {
    const found = teams.gameTeams.get(name);
    if (!found) return teams.fcsTeam(name);
    return {
      name: found.name,
      abbreviation: found.abbreviation,
      players: status.rosterFor(found.name, found.players, game.week),
      plan: found.plan,
    };
  };
  return {
    gameId: game.id,
    year,
    week: game.week,
    side: game.home === team ? 'home' : 'away',
    neutral: game.neutral === 1,
    homeSpread: game.spread,
    home: side(game.home),
    away: side(game.away),
    calls: [],
    facing: true,
    finished: false,
    day: dayOf(gameDayOf(seed, game, league.rivalries)),
  };
}

/** A game whose result is forced is simulated to that result, not coached: the refusal says who forced it, and why. */
export function refuseForcedGame(db: Db, game: GameRow): void {
  const forced = forcedWinnerOf(db, game.id);
  if (!forced || (forced.winner !== game.home && forced.winner !== game.away)) return;
  const how = forced.reason ? `by the commissioner (${forced.reason})` : 'under God Mode';
  throw new GameError(
    'conflict',
    `${forced.winner} was forced to win ${game.away} at ${game.home} ${how}: that game is simulated, not coached.`,
  );
}

/** What the engine plays of the day (the stadium and the rivalry are the game page's). */
function dayOf(day: GameDay): CoachedRecord['day'] {
  return { weather: day.weather, homeEdge: day.homeEdge };
}
