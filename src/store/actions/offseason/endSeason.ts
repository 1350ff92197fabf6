// Season -> summary: the season's records and final ranks go into history; its polls are settled.
import { CHAMPIONSHIP_WEEK, lastWeekFor } from '../../../core/season/calendar.js';
import type { Db } from '../../database.js';
import { GameError } from '../../errors.js';
import type { DynastyState } from '../../queries/meta.js';
import { coachesAfterSeason } from '../coaches/seasonEnd.js';
import { earnUserCoachXp, XP_AT_SEASON_END } from '../coaches/progression.js';
import { handBackFreePages } from './pruneDetail.js';
import { pipelinesAfterSeason } from '../recruiting/pipelines.js';
import { judgePromises } from '../retention/judge.js';
import { awardSeason } from './seasonAwards.js';
import { settleCareerRecords } from '../season/recordTracker.js';
import { latestPoll, settleSeasonPolls } from '../../queries/polls.js';
import { seasonRecords } from '../../queries/records.js';
import { teamSeasonTotals } from '../../queries/playerSeasons.js';
import { seasonPlayerNames } from '../../queries/awardCandidates.js';
import { rewriteSeasonGamesInOrder, rewriteSeasonTeamStatsInOrder } from '../../queries/playerRows.js';

export function endSeason(db: Db, state: DynastyState): DynastyState {
  const year = state.year;
  const unplayed =
    db.get<{ n: number }>('SELECT COUNT(*) AS n FROM games WHERE year = ? AND home_points IS NULL', [year])?.n ?? 0;
  if (state.currentWeek <= lastWeekFor(state.playoff.teams) || unplayed > 0) {
    throw new GameError(
      'conflict',
      `The ${year} season is not over yet: simulate to the end of the season first.`,
      '/dashboard',
    );
  }
  const records = seasonRecords(db, year);
  const finalRanks = new Map(latestPoll(db, year).map((r) => [r.team, r.rank]));
  for (const [team, r] of records) {
    db.run(
      `UPDATE team_seasons SET wins = ?, losses = ?, conf_wins = ?, conf_losses = ?, points_for = ?, points_against = ?, final_rank = ?
       WHERE year = ? AND team = ?`,
      [r.wins, r.losses, r.confWins, r.confLosses, r.pointsFor, r.pointsAgainst, finalRanks.get(team) ?? 0, year, team],
    );
  }
  settleSeasonPolls(db, year, CHAMPIONSHIP_WEEK);
  // The season's player totals decoded and their names read once for the awards and the career records (neither
  // changes them).
  const totals = teamSeasonTotals(db, year);
  const names = seasonPlayerNames(db, totals);
  awardSeason(db, year, totals, names);
  settleCareerRecords(db, state, lastWeekFor(state.playoff.teams), totals, names);
  coachesAfterSeason(db, state);
  // Every program's pipelines fade, and grow by its starters from each state (before anyone leaves the rosters).
  pipelinesAfterSeason(db);
  // The promises of the offseason before it: kept by the players still starting (or at their position).
  judgePromises(db, year, true);
  earnUserCoachXp(db, year, XP_AT_SEASON_END);
  rewriteSeasonGamesInOrder(db, year);
  rewriteSeasonTeamStatsInOrder(db, year);
  // Former players' groups are not written again in order: a season appends a chunk to each group its leavers join
  // (encoding/formerPlayers.ts), and rewriting all of them at every season's end cost more as the archive grew (its
  // pages changed, committed and written each season: the summary step, seasons 26-30 against 1-5, 1.25x).
  handBackFreePages(db);
  return { ...state, stage: 'summary' };
}
