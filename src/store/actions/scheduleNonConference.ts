// The player schedules a non-conference game in the preseason.
import { availableOpponents, createNonConferenceGame } from '../../core/schedule/nonConference.js';
import type { ScheduledGame } from '../../core/schedule/types.js';
import { REGULAR_SEASON_WEEKS } from '../../core/season/calendar.js';
import { STAGE_INFO } from '../../core/season/stages.js';
import type { Db } from '../database.js';
import { GameError } from '../errors.js';
import { dynastyLeague, resolveTeam } from '../league.js';
import { gamesOfYear, insertGames, toScheduledGame } from '../queries/games.js';
import { readState, type DynastyState } from '../queries/meta.js';

function requirePreseason(db: Db): DynastyState {
  const state = readState(db);
  if (state.stage !== 'preseason') {
    throw new GameError('wrong_stage', 'Non-conference games can only be scheduled in the preseason.', STAGE_INFO[state.stage].page);
  }
  return state;
}

function checkWeek(week: number): void {
  if (!Number.isInteger(week) || week < 1 || week > REGULAR_SEASON_WEEKS) {
    throw new GameError('not_found', `Week ${week} is not a regular-season week (1-${REGULAR_SEASON_WEEKS}).`);
  }
}

/** Teams the player's team can still play in a week. */
export function opponentsForWeek(db: Db, week: number): string[] {
  checkWeek(week);
  const state = requirePreseason(db);
  const league = dynastyLeague(db, state.year);
  const scheduled = gamesOfYear(db, state.year).map(toScheduledGame);
  return availableOpponents(league, state.userTeam, week, scheduled);
}

export function scheduleNonConferenceGame(db: Db, opponentName: string, week: number): ScheduledGame {
  checkWeek(week);
  const state = requirePreseason(db);
  const league = dynastyLeague(db, state.year);
  const opponent = resolveTeam(league, opponentName);
  const scheduled = gamesOfYear(db, state.year).map(toScheduledGame);
  const result = createNonConferenceGame(league, state.userTeam, opponent, week, scheduled);
  if (!result.ok) throw new GameError('conflict', result.error);
  db.transaction(() => insertGames(db, state.year, [result.game], true));
  return result.game;
}
