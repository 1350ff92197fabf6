// Playing the season: every game of each week up to a target week, then what follows each week
// (the poll, championship games, the playoff field and bowls, the next playoff round).
import { lastWeekFor } from '../../../core/season/calendar.js';
import type { Db } from '../../database.js';
import { GameError } from '../../errors.js';
import { dynastyLeague } from '../../league.js';
import { readState, writeState, type DynastyState } from '../../queries/meta.js';
import { playedGames } from '../../queries/games.js';
import { latestPoll, pollFromRows } from '../../queries/polls.js';
import { afterWeek } from './afterWeek.js';
import { playWeek } from './playWeek.js';
import { RecordTracker } from './recordTracker.js';
import { keepSeason } from './seasonCache.js';
import { loadSeason } from './seasonLoad.js';
import { RecruitingWeeks } from '../recruiting/weeks.js';

export interface SimulationProgress {
  week: number;
  lastWeek: number;
}

/**
 * Called before each week's games with the week and the recruiting cycle held in memory: a caller that gives
 * recruiting orders between weeks (the batch's scripted recruiter) does so here, in one simulation, rather than
 * simulating one week at a time (each call loads and writes the season's teams, totals and cycle again).
 */
export type BeforeWeek = (week: number, recruiting: RecruitingWeeks | null) => void;

/**
 * Plays every unplayed game of the weeks before `week` (spec: "simulates up to the week"; lastWeek + 1
 * plays to the end of the season). The dynasty's currentWeek becomes `week`, or less when stopAfterWeek (asked
 * after each played week: a server's thread wanted by another player) ends it early; a later call plays on.
 */
export function simulateTo(
  db: Db,
  week: number,
  onWeek?: (progress: SimulationProgress) => void,
  beforeWeek?: BeforeWeek,
  stopAfterWeek?: () => boolean,
): DynastyState {
  let state = readState(db);
  const lastWeek = lastWeekFor(state.playoff.teams);
  if (state.stage !== 'season' && state.stage !== 'playoff') {
    const where = state.stage === 'preseason' ? '/noncon' : undefined;
    throw new GameError(
      'wrong_stage',
      `Games are played during the season; the dynasty is in the ${state.stage} stage.`,
      where,
    );
  }
  if (!Number.isInteger(week) || week < 1 || week > lastWeek + 1) {
    throw new GameError(
      'not_found',
      `Week ${week} is not in the ${state.year} season (weeks 1-${lastWeek}; ${lastWeek + 1} plays to the end).`,
    );
  }
  if (week <= state.currentWeek) return state;
  const league = dynastyLeague(db, state.year);
  // What the last simulation of this save kept, when nothing changed since, else read (seasonLoad.ts).
  const season = loadSeason(db, state, league);
  const { teams } = season;
  // The season's results so far, kept in memory: every week's poll reads them all.
  const played = playedGames(db, state.year);
  // And the latest poll: each week's poll starts from the one before.
  let poll = pollFromRows(latestPoll(db, state.year));
  const players = season.playerTotals;
  const rosters = [...teams.gameTeams.values()].map((t) => t.players);
  const totals = {
    players,
    teams: season.teamTotals,
    status: season.status,
    records: new RecordTracker(db, state, players, rosters, season.book),
  };
  db.transaction(() => {
    // Every program recruits after each played week (held in memory, written once).
    const recruiting = RecruitingWeeks.open(db, state, league);
    for (let w = state.currentWeek; w < week; w++) {
      beforeWeek?.(w, recruiting);
      const ranks = new Map(poll?.entries.map((e) => [e.team, e.rank]));
      played.push(...playWeek(db, state, league, teams, w, totals, ranks));
      const after = afterWeek(db, state, league, teams, w, played, poll);
      state = after.state;
      poll = after.poll;
      recruiting?.afterGames(w);
      state = { ...state, currentWeek: w + 1 };
      writeState(db, state);
      onWeek?.({ week: w, lastWeek });
      if (w + 1 < week && stopAfterWeek?.()) break;
    }
    recruiting?.save();
    // The records first: the season records are read from the player totals' changes, which saving them ends.
    totals.records.save();
    totals.players.save(db, rosters);
    totals.teams.save(db);
    totals.status.save(db);
    const playerTotals = totals.players.inLoadOrder(db) ? totals.players : null;
    keepSeason(db, league, {
      teams,
      status: totals.status,
      teamTotals: totals.teams,
      playerTotals,
      book: totals.records.book,
    });
  });
  return state;
}
