// Individual statistics: the season's passing, rushing and receiving leaders.
import type { IndividualStatEntry, IndividualStatsResponse } from '../../shared/api-types.js';
import { offenseTotals, type OffenseTotalsRow } from '../queries/playerGameLines.js';
import type { PageContext } from './context.js';
import { playerStatLine } from './statLines.js';
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

function entry(row: OffenseTotalsRow, keep: 'passing' | 'rushing' | 'receiving'): IndividualStatEntry {
  const totals =
    keep === 'passing'
      ? { passing: { comp: row.pass_comp, att: row.pass_att, yds: row.pass_yds, td: row.pass_td, int: row.pass_int, sacks: 0, sackYds: 0, long: 0 } }
      : keep === 'rushing'
        ? { rushing: { att: row.rush_att, yds: row.rush_yds, td: row.rush_td, long: 0, fumbles: row.rush_fumbles, fumblesLost: 0 } }
        : { receiving: { rec: row.rec, targets: 0, yds: row.rec_yds, td: row.rec_td, long: 0 } };
  return { id: row.player_id, first: row.first, last: row.last, team: row.team, gamesPlayed: row.games, stats: playerStatLine(totals, row.games) };
}

export function individualStatsView(ctx: PageContext, year = ctx.year): IndividualStatsResponse {
  checkDynastyYear(ctx, year);
  const rows = ctx.memo(`offenseTotals:${year}`, () => offenseTotals(ctx.db, year));
  const teamGames = (team: string): number => {
    const r = ctx.record(team, year);
    return Math.max(1, r.wins + r.losses);
  };
  const regular = (row: OffenseTotalsRow): boolean => row.games >= MIN_SHARE_OF_TEAM_GAMES * teamGames(row.team);

  const board = (
    keep: 'passing' | 'rushing' | 'receiving',
    qualifies: (row: OffenseTotalsRow) => boolean,
    order: (e: IndividualStatEntry) => number,
  ): IndividualStatEntry[] =>
    rows
      .filter((row) => regular(row) && qualifies(row))
      .map((row) => entry(row, keep))
      .sort((a, b) => order(b) - order(a) || a.last.localeCompare(b.last))
      .slice(0, LEADERS_SHOWN);

  return {
    info: ctx.info(),
    conferences: ctx.conferences(),
    team: ctx.team(ctx.state.userTeam),
    stats: {
      passing: board('passing', (r) => r.pass_att >= MIN_PASS_ATTEMPTS_PER_TEAM_GAME * teamGames(r.team), (e) => e.stats.adjusted_pass_yards_per_attempt ?? 0),
      rushing: board('rushing', (r) => r.rush_att >= MIN_RUSH_ATTEMPTS_PER_TEAM_GAME * teamGames(r.team), (e) => e.stats.rush_yards_per_game ?? 0),
      receiving: board('receiving', (r) => r.rec >= MIN_RECEPTIONS_PER_TEAM_GAME * teamGames(r.team), (e) => e.stats.receiving_yards_per_game ?? 0),
    },
  };
}
