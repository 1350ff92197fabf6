// Individual statistics: the season's passing, rushing and receiving leaders, in the wire format's key sets
// (document: GET /api/stats/individual/): one object per category keyed by player id, every entry carrying
// every key of its category as a number.
import type {
  IndividualStatEntry, IndividualStatsResponse, PassingLeaderStats, ReceivingLeaderStats, RushingLeaderStats,
} from '../../shared/api-types.js';
import { offenseTotals, type OffenseTotalsRow } from '../queries/playerGameLines.js';
import type { PageContext } from './context.js';
import { adjustedPassYardsPerAttempt, passerRating, ratio } from './statLines.js';
import { checkDynastyYear } from './teamStats.js';

/** Longest list per category: leader boards, not a dump of every player. */
const LEADERS_SHOWN = 100;
/** NCAA per-game leader boards count players who played at least 75% of their team's games. */
const MIN_SHARE_OF_TEAM_GAMES = 0.75;
/** Passing efficiency qualifier: NCAA asks 15 attempts per team game; 10 keeps run-first starters on the board. */
const MIN_PASS_ATTEMPTS_PER_TEAM_GAME = 10;
/** Rushers and receivers need some volume too, or a one-carry 60-yard game leads yards per carry. */
const MIN_RUSH_ATTEMPTS_PER_TEAM_GAME = 5;
const MIN_RECEPTIONS_PER_TEAM_GAME = 1.5;

function passingStats(r: OffenseTotalsRow, games: number): PassingLeaderStats {
  const passing = { comp: r.pass_comp, att: r.pass_att, yds: r.pass_yds, td: r.pass_td, int: r.pass_int };
  return {
    att: r.pass_att,
    cmp: r.pass_comp,
    yards: r.pass_yds,
    td: r.pass_td,
    int: r.pass_int,
    pct: ratio(100 * r.pass_comp, r.pass_att),
    passer_rating: passerRating(passing),
    adjusted_pass_yards_per_attempt: adjustedPassYardsPerAttempt(passing),
    yards_per_game: ratio(r.pass_yds, games),
  };
}

function rushingStats(r: OffenseTotalsRow, games: number): RushingLeaderStats {
  return { att: r.rush_att, yards: r.rush_yds, td: r.rush_td, fumbles: r.rush_fumbles, yards_per_rush: ratio(r.rush_yds, r.rush_att), yards_per_game: ratio(r.rush_yds, games) };
}

function receivingStats(r: OffenseTotalsRow, games: number): ReceivingLeaderStats {
  return { rec: r.rec, yards: r.rec_yds, td: r.rec_td, yards_per_rec: ratio(r.rec_yds, r.rec), yards_per_game: ratio(r.rec_yds, games) };
}

export function individualStatsView(ctx: PageContext, year = ctx.year): IndividualStatsResponse {
  checkDynastyYear(ctx, year);
  const rows = ctx.memo(`offenseTotals:${year}`, () => offenseTotals(ctx.db, year));
  const teamGames = (team: string): number => {
    const r = ctx.record(team, year);
    return Math.max(1, r.wins + r.losses);
  };
  const regular = (row: OffenseTotalsRow): boolean => row.games >= MIN_SHARE_OF_TEAM_GAMES * teamGames(row.team);

  const board = <S>(
    qualifies: (row: OffenseTotalsRow) => boolean,
    stats: (row: OffenseTotalsRow, games: number) => S,
    order: (s: S) => number,
  ): Record<string, IndividualStatEntry<S>> => {
    const entries = rows
      .filter((row) => regular(row) && qualifies(row))
      .map((row): IndividualStatEntry<S> => ({
        id: row.player_id,
        first: row.first,
        last: row.last,
        pos: row.pos,
        team: row.team,
        // The document's gamesPlayed is the team's games; per-game figures use the player's own games.
        gamesPlayed: teamGames(row.team),
        stats: stats(row, row.games),
      }))
      .sort((a, b) => order(b.stats) - order(a.stats) || a.last.localeCompare(b.last))
      .slice(0, LEADERS_SHOWN);
    return Object.fromEntries(entries.map((e) => [String(e.id), e]));
  };

  return {
    info: ctx.info(),
    team: ctx.team(ctx.state.userTeam),
    conferences: ctx.conferences(),
    // The boards sort the season's every player line: once per version of the save (shared, read-only).
    stats: ctx.memo(`individualLeaders:${year}`, () => ({
      passing: board((r) => r.pass_att >= MIN_PASS_ATTEMPTS_PER_TEAM_GAME * teamGames(r.team), passingStats, (s) => s.adjusted_pass_yards_per_attempt),
      rushing: board((r) => r.rush_att >= MIN_RUSH_ATTEMPTS_PER_TEAM_GAME * teamGames(r.team), rushingStats, (s) => s.yards_per_game),
      receiving: board((r) => r.rec >= MIN_RECEPTIONS_PER_TEAM_GAME * teamGames(r.team), receivingStats, (s) => s.yards_per_game),
    })),
  };
}
