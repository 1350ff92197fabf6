// dynasty batch --seeds N: the realism report's judged figures over several seeds at once. One batch of a few seasons
// varies from seed to seed by about as much as many figures' tolerances, so one seed's outs may be its draw rather
// than the engine; each figure's centre (its mean over the seeds) says where the engine stands, and its SD over the
// seeds how far one seed's figure wanders.
import { formatTable } from '../format.js';
import { bandTolerance, shown, type BatchLeague, type RealismBatchReport } from './realismReport.js';
import { mean, round, sd } from '../../core/stats/math.js';

export type SeedSection = 'per game' | 'spread band' | 'endings' | 'teams' | 'kicking' | 'leaders';

/** One judged figure of the realism report over the seeds. */
export interface SeedFigure {
  section: SeedSection;
  figure: string;
  label: string;
  /** Each seed's figure, in seed order (a rule such as the margin order: 1 where it held, 0 where not). */
  values: number[];
  /** The mean over the seeds (a rule: the share of seeds where it held). */
  centre: number;
  /** SD of the seeds' figures: how far one seed's batch wanders from the centre. */
  sd: number;
  /** The band the centre is judged against (null: open on that side). */
  low: number | null;
  high: number | null;
  /** A rule (pass or fail per batch) rather than a measured figure: judged in when it held at most seeds. */
  rule: boolean;
  /** The centre is in its band. */
  ok: boolean;
  /** Seeds whose own report has the figure out. */
  outAt: number[];
}

export interface SeedsReport {
  mode: 'seeds';
  year: number;
  /** The seeds, in order; each played `seasons` seasons. */
  seeds: number[];
  seasons: number;
  figures: SeedFigure[];
  /** Figures whose centre is in (or out of) its band: the per-game checks, spread bands, endings, teams and leaders. */
  inTolerance: number;
  outOfTolerance: number;
  /** Each seed's own report: its judged figures out (the realism figures' and the leaders'). */
  outsBySeed: { seed: number; outs: number }[];
  /** The odds' calibration by spread band on the games pooled over the seeds (the HTML report's curve). */
  spreadBands: PooledBand[];
  /** --league: the league file played (as the seeds' own reports have it). */
  league?: BatchLeague;
}

export interface PooledBand {
  label: string;
  games: number;
  favoriteWinPct: number;
  expectedWinPct: number;
  tolerance: number;
}

interface Judged {
  section: SeedSection;
  figure: string;
  label: string;
  value: number;
  low: number | null;
  high: number | null;
  rule: boolean;
  ok: boolean;
}

/** The judged figures of one seed's report, in the report's order, each with its band. */
function judgedFigures(report: RealismBatchReport): Judged[] {
  const judged: Judged[] = [];
  for (const c of report.checks) {
    if (!c.checked) continue;
    judged.push({
      section: 'per game',
      figure: c.figure,
      label: c.label,
      value: c.measured,
      low: c.target - c.tolerance,
      high: c.target + c.tolerance,
      rule: false,
      ok: c.ok,
    });
  }
  for (const b of report.spreadBands) {
    judged.push({
      section: 'spread band',
      figure: `band ${b.label}`,
      label: `Spread ${b.label}: favourites won, less the odds' %`,
      value: b.favoriteWinPct - b.expectedWinPct,
      low: -b.tolerance,
      high: b.tolerance,
      rule: false,
      ok: b.ok,
    });
  }
  for (const [section, lines] of [
    ['endings', report.endings.lines],
    ['teams', report.teams],
  ] as const) {
    for (const l of lines) {
      const rule = l.tolerance === 0;
      judged.push({
        section,
        figure: l.figure,
        label: l.label,
        value: rule ? Number(l.ok) : l.measured,
        low: rule ? null : l.target - l.tolerance,
        high: rule ? null : l.target + l.tolerance,
        rule,
        ok: l.ok,
      });
    }
  }
  for (const l of report.kicking?.lines ?? []) {
    if (!l.judged) continue;
    judged.push({
      section: 'kicking',
      figure: l.figure,
      label: l.label,
      value: l.measured,
      low: l.target - l.tolerance,
      high: l.target + l.tolerance,
      rule: false,
      ok: l.ok,
    });
  }
  for (const f of report.leaders?.figures ?? []) {
    if (!f.checked) continue;
    judged.push({
      section: 'leaders',
      figure: f.figure,
      label: f.label,
      value: f.measured,
      low: f.min,
      high: f.max,
      rule: false,
      ok: f.ok,
    });
  }
  return judged;
}

/** Spread band `j` over all the seeds: its games pooled, judged by the single report's rule on them. */
function pooledBand(reports: readonly RealismBatchReport[], j: number): PooledBand {
  const bands = reports.map((r) => r.spreadBands[j]);
  const games = bands.reduce((sum, b) => sum + b.games, 0);
  const pooled = (pick: (b: (typeof bands)[number]) => number) =>
    bands.reduce((sum, b) => sum + pick(b) * b.games, 0) / Math.max(1, games);
  const expected = pooled((b) => b.expectedWinPct);
  return {
    label: bands[0].label,
    games,
    favoriteWinPct: pooled((b) => b.favoriteWinPct),
    expectedWinPct: expected,
    tolerance: bandTolerance(expected, games),
  };
}

/** The report over the seeds: `reports[i]` is seed `seeds[i]`'s report, all of one year and number of seasons. */
export function seedsReport(reports: readonly RealismBatchReport[], seeds: readonly number[]): SeedsReport {
  const perSeed = reports.map(judgedFigures);
  const firstBand = perSeed[0].findIndex((j) => j.section === 'spread band');
  const pooledBands = reports[0].spreadBands.map((_, j) => pooledBand(reports, j));
  const figures: SeedFigure[] = perSeed[0].map((first, i) => {
    const lines = perSeed.map((judged) => judged[i]);
    const values = lines.map((l) => l.value);
    const centre = mean(values);
    const band = first.section === 'spread band' ? pooledBands[i - firstBand].tolerance : null;
    const low = band === null ? first.low : -band;
    const high = band === null ? first.high : band;
    const ok = first.rule ? centre > 0.5 : (low === null || centre >= low) && (high === null || centre <= high);
    return {
      section: first.section,
      figure: first.figure,
      label: first.label,
      values: values.map((v) => round(v, 3)),
      centre: round(centre, 3),
      sd: round(sd(values), 3),
      low: low === null ? null : round(low, 3),
      high: high === null ? null : round(high, 3),
      rule: first.rule,
      ok,
      outAt: lines.flatMap((l, k) => (l.ok ? [] : [seeds[k]])),
    };
  });
  const inTolerance = figures.filter((f) => f.ok).length;
  return {
    mode: 'seeds',
    year: reports[0].year,
    seeds: [...seeds],
    seasons: reports[0].seasons,
    figures,
    inTolerance,
    outOfTolerance: figures.length - inTolerance,
    outsBySeed: perSeed.map((judged, k) => ({ seed: seeds[k], outs: judged.filter((j) => !j.ok).length })),
    spreadBands: pooledBands.map((b) => ({
      ...b,
      favoriteWinPct: round(b.favoriteWinPct, 3),
      expectedWinPct: round(b.expectedWinPct, 3),
      tolerance: round(b.tolerance, 3),
    })),
    ...(reports[0].league ? { league: reports[0].league } : {}),
  };
}

/** A figure's band as the tables show it. */
export function bandText(f: SeedFigure): string {
  if (f.rule) return 'holds at most seeds';
  if (f.low === null) return f.high === null ? '-' : `<= ${shown(f.high)}`;
  if (f.high === null) return `>= ${shown(f.low)}`;
  return `${shown(f.low)} to ${shown(f.high)}`;
}

export function formatSeedsReport(report: SeedsReport): string {
  const first = report.seeds[0];
  const last = report.seeds[report.seeds.length - 1];
  const n = report.seeds.length;
  return [
    `Realism over seeds ${first}-${last}: ${report.seasons} season${report.seasons === 1 ? '' : 's'} of the ${report.year} league at each seed, `
      + 'every judged figure on its centre (the mean over the seeds)',
    `Figures out at each seed's own report: ${report.outsBySeed.map((s) => `seed ${s.seed} ${s.outs}`).join(', ')}.`,
    '',
    formatTable(
      ['Section', 'Figure', 'Centre', 'SD over seeds', 'Band', 'In?', 'Out at seeds'],
      report.figures.map((f) => [
        f.section,
        f.label,
        f.rule ? `held at ${Math.round(f.centre * n)} of ${n}` : shown(f.centre),
        f.rule ? '-' : shown(f.sd),
        bandText(f),
        f.ok ? 'in' : 'OUT',
        f.outAt.length === 0 ? '-' : f.outAt.join(' '),
      ]),
      ['Centre', 'SD over seeds'],
    ),
    '',
    `${report.inTolerance} of ${report.inTolerance + report.outOfTolerance} figures' centres within tolerance `
      + `(spread bands on their games pooled over the seeds; a rule such as the margin order holds at most seeds).`,
  ].join('\n');
}
