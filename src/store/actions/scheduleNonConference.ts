// The player schedules a non-conference game in the preseason: an FBS team or an FCS program of the season, at
// home, away or on a neutral site as far as the opponent agrees (core/schedule/gameSite.ts).
import type { GameSite } from '../../core/schedule/gameSite.js';
import { createNonConferenceGame, opponentChoices, type OpponentChoice } from '../../core/schedule/nonConference.js';
import type { ScheduledGame } from '../../core/schedule/types.js';
import { REGULAR_SEASON_WEEKS } from '../../core/season/calendar.js';
import { STAGE_INFO } from '../../core/season/stages.js';
import type { Db } from '../database.js';
import { GameError } from '../errors.js';
import { dynastyLeague, resolveOpponent } from '../league.js';
import { gamesOfYear, insertGames, toScheduledGame } from '../queries/games.js';
import { readState, type DynastyState } from '../queries/meta.js';
import { refuseCoachedOpponent, unplacedBookedGames } from './series.js';
import { coachedTeams, type Program } from '../program.js';

function requirePreseason(db: Db): DynastyState {
  const state = readState(db);
  if (state.stage !== 'preseason') {
    throw new GameError(
      'wrong_stage',
      'Non-conference games can only be scheduled in the preseason.',
      STAGE_INFO[state.stage].page,
    );
  }
  return state;
}

function checkWeek(week: number): void {
  if (!Number.isInteger(week) || week < 1 || week > REGULAR_SEASON_WEEKS) {
    throw new GameError('not_found', `Week ${week} is not a regular-season week (1-${REGULAR_SEASON_WEEKS}).`);
  }
}

/** Teams the player's team can still play in a week (FBS, then FCS), with the sites each would play at. */
export function opponentChoicesForWeek(db: Db, program: Program, week: number): OpponentChoice[] {
  checkWeek(week);
  const state = requirePreseason(db);
  const league = dynastyLeague(db, state.year);
  const scheduled = [...gamesOfYear(db, state.year).map(toScheduledGame), ...unplacedBookedGames(db, state.year)];
  const coached = coachedTeams(db);
  // Another player's schedule is his own: his program is no opponent to choose.
  return opponentChoices(league, program.team, week, scheduled).filter((c) => !coached.has(c.name));
}

/** Schedules the game at the chosen site (default: the one that keeps the home slate even); nothing changes on an error. */
export function scheduleNonConferenceGame(
  db: Db,
  program: Program,
  opponentName: string,
  week: number,
  site?: GameSite,
): ScheduledGame {
  checkWeek(week);
  const state = requirePreseason(db);
  const league = dynastyLeague(db, state.year);
  const opponent = resolveOpponent(league, opponentName);
  refuseCoachedOpponent(db, opponent, 'scheduled');
  const scheduled = [...gamesOfYear(db, state.year).map(toScheduledGame), ...unplacedBookedGames(db, state.year)];
  const result = createNonConferenceGame(league, program.team, opponent, week, scheduled, site);
  if (!result.ok) throw new GameError('conflict', result.error);
  db.transaction(() => insertGames(db, state.year, [result.game], true));
  return result.game;
}
