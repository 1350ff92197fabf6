// Individual statistics: the season's passing, rushing, receiving, defense, kicking and punting leaders, in the wire format's key sets
// (document: GET /api/stats/individual/): one object per category keyed by player id, every entry carrying
// every key of its category as a number.
import type {
  DefenseLeaderStats,
  IndividualBoardResponse,
  IndividualStatEntry,
  IndividualStatsBoards,
  IndividualStatsResponse,
  KickingLeaderStats,
  PassingLeaderStats,
  PuntingLeaderStats,
  ReceivingLeaderStats,
  RushingLeaderStats,
} from '../../shared/api-types.js';
import { offenseTotals, type OffenseTotalsRow } from '../queries/playerGameLines.js';
import { playerNames } from '../queries/formerPlayers.js';
import type { PageContext } from './context.js';
import { adjustedPassYardsPerAttempt, passerEfficiency, passerRating, ratio } from './statLines.js';
import { checkDynastyYear } from './teamStats.js';
import { LEADER_CATEGORIES, type LeaderCategory } from '../../shared/leaderCategories.js';

/** Longest list per category: leader boards, not a dump of every player. */
const LEADERS_SHOWN = 100;
/** NCAA per-game leader boards count players who played at least 75% of their team's games. */
const MIN_SHARE_OF_TEAM_GAMES = 0.75;
/** Passing efficiency qualifier: NCAA asks 15 attempts per team game; 10 keeps run-first starters on the board. */
const MIN_PASS_ATTEMPTS_PER_TEAM_GAME = 10;
/** Rushers and receivers need some volume too, or a one-carry 60-yard game leads yards per carry. */
const MIN_RUSH_ATTEMPTS_PER_TEAM_GAME = 5;
const MIN_RECEPTIONS_PER_TEAM_GAME = 1.5;
/** Kickers and punters: NCAA asks 0.75 field goal tries and 3.6 punts a game; a punter who punts twice a game is on. */
const MIN_FG_ATTEMPTS_PER_TEAM_GAME = 0.5;
const MIN_PUNTS_PER_TEAM_GAME = 2;

function passingStats(r: OffenseTotalsRow, games: number): PassingLeaderStats {
  const passing = { comp: r.pass_comp, att: r.pass_att, yds: r.pass_yds, td: r.pass_td, int: r.pass_int };
  return {
    att: r.pass_att,
    cmp: r.pass_comp,
    yards: r.pass_yds,
    td: r.pass_td,
    int: r.pass_int,
    pct: ratio(100 * r.pass_comp, r.pass_att),
    passer_efficiency: passerEfficiency(passing),
    passer_rating: passerRating(passing),
    adjusted_pass_yards_per_attempt: adjustedPassYardsPerAttempt(passing),
    yards_per_game: ratio(r.pass_yds, games),
  };
}

function rushingStats(r: OffenseTotalsRow, games: number): RushingLeaderStats {
  return {
    att: r.rush_att,
    yards: r.rush_yds,
    td: r.rush_td,
    fumbles: r.rush_fumbles,
    yards_per_rush: ratio(r.rush_yds, r.rush_att),
    yards_per_game: ratio(r.rush_yds, games),
  };
}

function receivingStats(r: OffenseTotalsRow, games: number): ReceivingLeaderStats {
  return {
    rec: r.rec,
    yards: r.rec_yds,
    td: r.rec_td,
    yards_per_rec: ratio(r.rec_yds, r.rec),
    yards_per_game: ratio(r.rec_yds, games),
  };
}

function defenseStats(r: OffenseTotalsRow, games: number): DefenseLeaderStats {
  return {
    games,
    tackles: r.tackles,
    sacks: r.sacks,
    tfl: r.tfl,
    int: r.ints,
    int_yards: r.int_yds,
    // Passes defended, as the NCAA counts them: interceptions and pass breakups.
    passes_defended: r.ints + r.pass_breakups,
    forced_fumbles: r.forced_fumbles,
    td: r.def_td,
    tackles_per_game: ratio(r.tackles, games),
  };
}

function kickingStats(r: OffenseTotalsRow, games: number): KickingLeaderStats {
  return {
    games,
    fgm: r.fgm,
    fga: r.fga,
    fg_pct: ratio(100 * r.fgm, r.fga),
    long: r.fg_long,
    xpm: r.xpm,
    xpa: r.xpa,
    points: 3 * r.fgm + r.xpm,
  };
}

function puntingStats(r: OffenseTotalsRow, games: number): PuntingLeaderStats {
  return {
    games,
    punts: r.punts,
    yards: r.punt_yds,
    average: ratio(r.punt_yds, r.punts),
    long: r.punt_long,
    inside20: r.punt_inside20,
  };
}

/** The leaders of each order (the first order's first), one board that every one of its sorts can read; unnamed yet. */
function board<S>(
  all: readonly { row: OffenseTotalsRow; stats: S }[],
  ...orders: ((s: S) => number)[]
): { row: OffenseTotalsRow; stats: S }[] {
  const shown = new Map<number, { row: OffenseTotalsRow; stats: S }>();
  for (const order of orders) {
    // Only the rows at or above the 100th best value are sorted (a season's defense is thousands of players).
    const values = Float64Array.from(all, (e) => order(e.stats));
    const ascending = values.slice().sort();
    const cut = ascending.length > LEADERS_SHOWN ? ascending[ascending.length - LEADERS_SHOWN] : -Infinity;
    const leaders = all
      .filter((_, i) => values[i] >= cut)
      .sort((a, b) => order(b.stats) - order(a.stats) || a.row.player_id - b.row.player_id)
      .slice(0, LEADERS_SHOWN);
    for (const e of leaders) if (!shown.has(e.row.player_id)) shown.set(e.row.player_id, e);
  }
  return [...shown.values()];
}

/**
 * The season's leaders of one category, named: the qualified players' lines, sorted, with the names of those shown
 * (read for them only, not for the season's thousands).
 */
function categoryLeaders(
  ctx: PageContext,
  year: number,
  category: LeaderCategory,
): IndividualStatsBoards[LeaderCategory] {
  // The season's lines of the players with this category's stats.
  const rows = offenseTotals(ctx.db, year, ctx.seasonTotals(year), category);
  const games = new Map<string, number>();
  const teamGames = (team: string): number => {
    let n = games.get(team);
    if (n === undefined) {
      const r = ctx.record(team, year);
      n = Math.max(1, r.wins + r.losses);
      games.set(team, n);
    }
    return n;
  };
  const regular = (row: OffenseTotalsRow): boolean => row.games >= MIN_SHARE_OF_TEAM_GAMES * teamGames(row.team);
  const lines = <S>(
    qualifies: (row: OffenseTotalsRow) => boolean,
    stats: (row: OffenseTotalsRow, games: number) => S,
  ): { row: OffenseTotalsRow; stats: S }[] =>
    rows.filter((row) => regular(row) && qualifies(row)).map((row) => ({ row, stats: stats(row, row.games) }));
  const named = <S>(entries: { row: OffenseTotalsRow; stats: S }[]): Record<string, IndividualStatEntry<S>> => {
    const names = playerNames(
      ctx.db,
      entries.map((e) => e.row.player_id),
    );
    const out: Record<string, IndividualStatEntry<S>> = {};
    for (const { row, stats } of entries) {
      const who = names.get(row.player_id);
      if (!who) continue;
      out[String(row.player_id)] = {
        id: row.player_id,
        first: who.first,
        last: who.last,
        pos: who.pos,
        team: row.team,
        // The document's gamesPlayed is the team's games; per-game figures use the player's own games.
        gamesPlayed: teamGames(row.team),
        stats,
      };
    }
    return out;
  };
  switch (category) {
    case 'passing':
      return named(
        board(
          lines((r) => r.pass_att >= MIN_PASS_ATTEMPTS_PER_TEAM_GAME * teamGames(r.team), passingStats),
          (s) => s.adjusted_pass_yards_per_attempt,
        ),
      );
    case 'rushing':
      return named(
        board(
          lines((r) => r.rush_att >= MIN_RUSH_ATTEMPTS_PER_TEAM_GAME * teamGames(r.team), rushingStats),
          (s) => s.yards_per_game,
        ),
      );
    case 'receiving':
      return named(
        board(
          lines((r) => r.rec >= MIN_RECEPTIONS_PER_TEAM_GAME * teamGames(r.team), receivingStats),
          (s) => s.yards_per_game,
        ),
      );
    case 'defense':
      // The leaders in tackles, sacks, tackles for loss, interceptions and passes defended, on one board.
      return named(
        board(
          lines((r) => r.tackles + r.sacks + r.ints + r.pass_breakups > 0, defenseStats),
          (s) => s.tackles,
          (s) => s.sacks,
          (s) => s.tfl,
          (s) => s.int,
          (s) => s.passes_defended,
        ),
      );
    case 'kicking':
      return named(
        board(
          lines((r) => r.fga >= MIN_FG_ATTEMPTS_PER_TEAM_GAME * teamGames(r.team), kickingStats),
          (s) => s.fgm + s.fg_pct / 1000,
        ),
      );
    case 'punting':
      return named(
        board(
          lines((r) => r.punts >= MIN_PUNTS_PER_TEAM_GAME * teamGames(r.team), puntingStats),
          (s) => s.average,
        ),
      );
  }
}

/**
 * The season's leader boards: every category, or only `category`'s (what the web page's tab shows: one board is
 * a sixth of the answer's bytes and of its build).
 */
export function individualStatsView(ctx: PageContext, year?: number): IndividualStatsResponse;
export function individualStatsView(ctx: PageContext, year: number, category?: LeaderCategory): IndividualBoardResponse;
export function individualStatsView(
  ctx: PageContext,
  year = ctx.year,
  category?: LeaderCategory,
): IndividualBoardResponse {
  checkDynastyYear(ctx, year);
  const stats: Partial<Record<LeaderCategory, unknown>> = {};
  for (const shown of category ? [category] : LEADER_CATEGORIES) {
    // A board sorts the season's every player line: once per version of the save (shared, read-only).
    stats[shown] = ctx.memo(`individualLeaders:${year}:${shown}`, () => categoryLeaders(ctx, year, shown));
  }
  return {
    info: ctx.info(),
    team: ctx.team(ctx.program.team),
    conferences: ctx.conferences(),
    stats: stats as IndividualStatsBoards,
  };
}
