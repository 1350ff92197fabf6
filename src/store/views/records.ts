// The record book (GET /api/records/?team=): the league's records, or one program's.
import {
  LEAGUE_SCOPE,
  PLAYER_RECORD_STATS,
  RECORD_STAT_NAMES,
  TEAM_RECORD_STATS,
  type RecordEntry,
  type RecordStat,
} from '../../core/records/book.js';
import type { RecordRow, RecordsResponse } from '../../shared/awards-types.js';
import { godModeSeasons } from '../queries/godMode.js';
import { bookOfScope } from '../queries/recordBook.js';
import type { PageContext } from './context.js';

const STAT_ORDER: readonly RecordStat[] = [...PLAYER_RECORD_STATS, ...TEAM_RECORD_STATS];

/**
 * startYear: the dynasty's first season (records set before it are the real ones it started with); godSeasons: the
 * seasons with anything done under God Mode (a record of one is marked).
 */
export function recordRow(
  e: RecordEntry,
  startYear: number,
  godSeasons: ReadonlySet<number>,
  forcedGames: ReadonlySet<number> = new Set(),
): RecordRow {
  return {
    span: e.span,
    stat: e.stat,
    stat_name: RECORD_STAT_NAMES[e.stat],
    value: e.value,
    holder: e.holder,
    player_id: e.playerId,
    team: e.team,
    year: e.year,
    week: e.week,
    game_id: e.gameId,
    opponent: e.opponent,
    set_in_dynasty: e.year >= startYear,
    ...(e.year >= startYear && godSeasons.has(e.year) ? { god_mode: true as const } : {}),
    ...(e.gameId !== null && forcedGames.has(e.gameId) ? { forced: true as const } : {}),
  };
}

/** team: a program's book (any spelling the league knows), or undefined for the league's. */
export function recordsView(ctx: PageContext, team?: string): RecordsResponse {
  const scope = team === undefined ? null : ctx.resolveTeam(team);
  const startYear = ctx.state.startYear;
  const godSeasons = new Set(godModeSeasons(ctx.db));
  const forced = new Set(ctx.forcedGames().map((g) => g.id));
  const rows = bookOfScope(ctx.db, scope ?? LEAGUE_SCOPE, startYear)
    .sort((a, b) => STAT_ORDER.indexOf(a.stat) - STAT_ORDER.indexOf(b.stat))
    .map((e) => recordRow(e, startYear, godSeasons, forced));
  return {
    info: ctx.info(),
    team: ctx.team(scope ?? ctx.program.team),
    conferences: ctx.conferences(),
    scope,
    teams: ctx.teamNames(),
    records: {
      game: rows.filter((r) => r.span === 'game'),
      season: rows.filter((r) => r.span === 'season'),
      career: rows.filter((r) => r.span === 'career'),
    },
  };
}
