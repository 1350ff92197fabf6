// The season's awards page (GET /api/awards/?year=), and the award lists other pages show.
import { AWARD_NAMES, type AwardKind } from '../../core/awards/types.js';
import type { AwardEntry, AwardsResponse, SeasonAwards } from '../../shared/awards-types.js';
import type { Db } from '../database.js';
import { GameError } from '../errors.js';
import { awardYears, awardsOfYear, type AwardRow } from '../queries/awards.js';
import type { PageContext } from './context.js';

export function awardEntry(row: AwardRow): AwardEntry {
  return {
    year: row.year,
    award: row.award,
    award_name: AWARD_NAMES[row.award as AwardKind] ?? row.award,
    conference: row.conference,
    slot: row.slot,
    player_id: row.player_id,
    name: row.name,
    team: row.team,
    pos: row.pos,
    line: row.line,
    score: row.score,
  };
}

/** A season's awards, grouped as the pages show them; null when none were given (the season is not over). */
export function seasonAwards(db: Db, year: number): SeasonAwards | null {
  const rows = awardsOfYear(db, year).map(awardEntry);
  if (rows.length === 0) return null;
  const of = (award: string): AwardEntry[] => rows.filter((r) => r.award === award).sort((a, b) => a.slot - b.slot);
  const allConference: SeasonAwards['all_conference'] = {};
  for (const r of rows.filter((r) => r.award.startsWith('all_conference')).sort((a, b) => a.slot - b.slot)) {
    allConference[r.conference] ??= { first: [], second: [] };
    const conf = allConference[r.conference];
    (r.award === 'all_conference_1' ? conf.first : conf.second).push(r);
  }
  const individual: AwardKind[] = [
    'best_qb',
    'best_rb',
    'best_receiver',
    'best_defender',
    'best_lineman',
    'best_kicker',
    'best_punter',
    'coach_of_year',
  ];
  return {
    year,
    heisman: of('heisman'),
    individual: individual.flatMap((a) => of(a)),
    all_america: { first: of('all_america_1'), second: of('all_america_2'), third: of('all_america_3') },
    freshman_all_america: of('freshman_all_america'),
    all_conference: Object.fromEntries(Object.entries(allConference).sort(([a], [b]) => a.localeCompare(b))),
  };
}

/** A season of this dynasty, or a clear error. */
export function dynastyYear(ctx: PageContext, year: number): number {
  if (!Number.isInteger(year) || year < ctx.state.startYear || year > ctx.year) {
    throw new GameError('not_found', `No season ${year} in this dynasty (${ctx.state.startYear}-${ctx.year}).`);
  }
  return year;
}

/** year: default the latest season with awards (the current one before any are given). */
export function awardsView(ctx: PageContext, year?: number): AwardsResponse {
  const years = awardYears(ctx.db);
  const shown = year === undefined ? (years[0] ?? ctx.year) : dynastyYear(ctx, year);
  return {
    info: ctx.info(),
    team: ctx.team(ctx.program.team),
    conferences: ctx.conferences(),
    year: shown,
    years,
    awards: seasonAwards(ctx.db, shown),
  };
}
