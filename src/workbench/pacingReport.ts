// The pacing of recruiting in a batch dynasty: the share of the signed class committed before the season, at
// mid-season, at the early signing period and on signing day, and the decommitments and flips per class, each
// season read back from the cycle's news after signing day, centred over seeds beside the real figures
// (docs/reference/recruiting-calendar.md).
import { EARLY_SIGNING_FROM, EARLY_SIGNING_WEEK, SUMMER_VISITS_FROM } from '../core/recruiting/tuning.js';
import { round } from '../core/stats/math.js';
import type { Db } from '../store/database.js';
import { formatTable } from '../shared/textTable.js';

/** The week after which the season is half played (7 of 14 regular-season weeks). */
export const MID_SEASON_WEEK = 7;
/** The early weeks after which no class may be complete. */
export const EARLY_WEEKS = 4;

export interface SeasonPacing {
  /** Shares 0-1 of the signees (scholarship recruits) committed after the summer, week 7, week 15 and on signing day. */
  beforeSeason: number;
  midSeason: number;
  earlySigning: number;
  signingDay: number;
  /** Decommitments in the weeks and flips (a decommitment, then a commitment elsewhere) per 25 signees. */
  decommitments: number;
  flips: number;
  /** The most any program held after week 4, as a share of its scholarships. */
  mostAfterWeek4: number;
}

interface NewsRow {
  week: number;
  kind: 'commit' | 'decommit';
  prospect_id: number;
  team: string;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Each program's scholarships in the cycle: read before signing day (it deletes the boards). */
export function cycleScholarships(db: Db): Map<string, number> {
  return new Map(
    db
      .all<{ team: string; scholarships: number }>('SELECT team, scholarships FROM recruiting_boards')
      .map((r) => [r.team, r.scholarships]),
  );
}

/** Read after signing day, before the next cycle replaces the news. */
export function seasonPacing(db: Db, year: number, scholarships: ReadonlyMap<string, number>): SeasonPacing | null {
  const signed =
    db.get<{ n: number }>("SELECT COUNT(*) AS n FROM roster_changes WHERE year = ? AND kind = 'recruit'", [year])?.n
    ?? 0;
  if (signed === 0) return null;
  const news = db.all<NewsRow>('SELECT week, kind, prospect_id, team FROM recruiting_news WHERE year = ? ORDER BY id', [
    year,
  ]);
  const heldAfter = (week: number): number =>
    news.reduce((n, r) => (r.week > week ? n : n + (r.kind === 'commit' ? 1 : -1)), 0);
  const byTeam = new Map<string, number>();
  for (const r of news)
    if (r.week <= EARLY_WEEKS) byTeam.set(r.team, (byTeam.get(r.team) ?? 0) + (r.kind === 'commit' ? 1 : -1));
  let most = 0;
  for (const [team, held] of byTeam) most = Math.max(most, held / Math.max(1, scholarships.get(team) ?? 0));
  const decommits = news.filter((r) => r.kind === 'decommit');
  // A flip: he commits to another program after decommitting (the same week or later).
  const flips = decommits.filter((d) =>
    news.some((r) => r.kind === 'commit' && r.prospect_id === d.prospect_id && r.week >= d.week && r.team !== d.team),
  );
  const per25 = (n: number): number => round((25 * n) / signed, 2);
  return {
    beforeSeason: round(heldAfter(0) / signed, 3),
    midSeason: round(heldAfter(MID_SEASON_WEEK) / signed, 3),
    earlySigning: round(heldAfter(EARLY_SIGNING_WEEK) / signed, 3),
    signingDay: 1,
    decommitments: per25(decommits.length),
    flips: per25(flips.length),
    mostAfterWeek4: round(most, 3),
  };
}

/**
 * The real figures by era (docs/reference/recruiting-calendar.md): shares of FBS signees committed at each point,
 * decommitments per 25 signees over a cycle, with the tolerance the batch allows.
 */
export function realPacing(year: number): {
  beforeSeason: number;
  midSeason: number;
  earlySigning: number;
  decommitments: number;
  tolerance: number;
  decommitTolerance: number;
} {
  if (year >= SUMMER_VISITS_FROM)
    return {
      beforeSeason: 0.55,
      midSeason: 0.72,
      earlySigning: 0.88,
      decommitments: 3,
      tolerance: 0.12,
      decommitTolerance: 2,
    };
  if (year >= EARLY_SIGNING_FROM)
    return {
      beforeSeason: 0.45,
      midSeason: 0.65,
      earlySigning: 0.85,
      decommitments: 3,
      tolerance: 0.12,
      decommitTolerance: 2,
    };
  return {
    beforeSeason: 0.4,
    midSeason: 0.6,
    earlySigning: 0.78,
    decommitments: 3.5,
    tolerance: 0.12,
    decommitTolerance: 2,
  };
}

export interface PacingLine {
  year: number;
  measured: Omit<SeasonPacing, 'signingDay'>;
  real: ReturnType<typeof realPacing>;
  inRange: boolean;
}

export interface PacingReport {
  seasons: PacingLine[];
  /** No program held a complete class (all its scholarships) after week 4 in any dynasty. */
  noClassCompleteByWeek4: boolean;
}

/** Each season's figures centred (median) over the dynasties, beside the real ones. */
export function pacingReport(
  runs: readonly { seasons: readonly { year: number; pacing?: SeasonPacing | null }[] }[],
): PacingReport {
  const years = [...new Set(runs.flatMap((r) => r.seasons.map((s) => s.year)))].sort((a, b) => a - b);
  let mostAfterWeek4 = 0;
  const seasons = years.flatMap((year) => {
    const all = runs.flatMap((r) => r.seasons.filter((s) => s.year === year && s.pacing).map((s) => s.pacing!));
    if (all.length === 0) return [];
    for (const p of all) mostAfterWeek4 = Math.max(mostAfterWeek4, p.mostAfterWeek4);
    const centre = (pick: (p: SeasonPacing) => number): number => round(median(all.map(pick)), 3);
    const measured = {
      beforeSeason: centre((p) => p.beforeSeason),
      midSeason: centre((p) => p.midSeason),
      earlySigning: centre((p) => p.earlySigning),
      decommitments: centre((p) => p.decommitments),
      flips: centre((p) => p.flips),
      mostAfterWeek4: centre((p) => p.mostAfterWeek4),
    };
    const real = realPacing(year);
    const near = (a: number, b: number, t: number): boolean => Math.abs(a - b) <= t;
    const inRange =
      near(measured.beforeSeason, real.beforeSeason, real.tolerance)
      && near(measured.midSeason, real.midSeason, real.tolerance)
      && near(measured.earlySigning, real.earlySigning, real.tolerance)
      && near(measured.decommitments, real.decommitments, real.decommitTolerance);
    return [{ year, measured, real, inRange }];
  });
  return { seasons, noClassCompleteByWeek4: mostAfterWeek4 < 1 };
}

export function formatPacingReport(report: PacingReport): string {
  const pct = (x: number): string => (100 * x).toFixed(0);
  const beside = (x: number, real: number, t: number): string => `${pct(x)} (${pct(real)}±${pct(t)})`;
  return [
    'Recruiting pacing: share % of the signed classes committed at each point, centred over the dynasties (real ± tolerance)',
    formatTable(
      [
        'Season',
        'Before season',
        'Mid-season',
        'Early signing',
        'Signing day',
        'Decommits/25',
        'Flips/25',
        'Most at wk 4 %',
        'In range',
      ],
      report.seasons.map((s) => [
        s.year,
        beside(s.measured.beforeSeason, s.real.beforeSeason, s.real.tolerance),
        beside(s.measured.midSeason, s.real.midSeason, s.real.tolerance),
        beside(s.measured.earlySigning, s.real.earlySigning, s.real.tolerance),
        '100',
        `${s.measured.decommitments} (${s.real.decommitments}±${s.real.decommitTolerance})`,
        s.measured.flips,
        pct(s.measured.mostAfterWeek4),
        s.inRange ? 'yes' : 'NO',
      ]),
      ['Season', 'Decommits/25', 'Flips/25', 'Most at wk 4 %'],
    ),
    `No program's class complete after week ${EARLY_WEEKS}: ${report.noClassCompleteByWeek4 ? 'yes' : 'NO'}.`,
  ].join('\n');
}
