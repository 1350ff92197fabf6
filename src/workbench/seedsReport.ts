// dynasty batch --seeds N: the realism report's judged figures over several seeds at once. One batch of a few seasons
// varies from seed to seed by about as much as many figures' tolerances, so one seed's outs may be its draw rather
// than the engine; each figure's centre (its mean over the seeds) says where the engine stands, and its SD over the
// seeds how far one seed's figure wanders.
import { formatTable } from '../shared/textTable.js';
import { shown } from './judgedLine.js';
import type { BatchLeague, RealismBatchReport } from './realismReport.js';
import { lineTolerance, type LineCheck } from './lineReport.js';
import { mean, round, sd } from '../core/stats/math.js';

export type SeedSection = 'per game' | 'line' | 'endings' | 'teams' | 'kicking' | 'atmosphere' | 'leaders';

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
  /** Figures whose centre is in (or out of) its band: the per-game checks, the lines, endings, teams and leaders. */
  inTolerance: number;
  outOfTolerance: number;
  /** Each seed's own report: its judged figures out (the realism figures' and the leaders'). */
  outsBySeed: { seed: number; outs: number }[];
  /** The lines' figures by size on the games pooled over the seeds (the HTML report's chart). */
  lines: PooledLine[];
  /** --league: the league file played (as the seeds' own reports have it). */
  league?: BatchLeague;
}

/** One of the lines' figures at one size over all the seeds: its games pooled, judged by the single report's rule. */
export interface PooledLine extends Pick<LineCheck, 'figure' | 'size' | 'label' | 'target'> {
  games: number;
  measured: number;
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
  for (const c of report.lines.checks) {
    judged.push({
      section: 'line',
      figure: `${c.figure} ${c.size}`,
      label: c.label,
      value: c.measured,
      low: c.target - c.tolerance,
      high: c.target + c.tolerance,
      rule: false,
      ok: c.ok,
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
  for (const l of report.atmosphere?.lines ?? []) {
    if (!l.judged) continue;
    judged.push({
      section: 'atmosphere',
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

/** The lines' figure `j` over all the seeds: its games pooled, judged by the single report's rule on them. */
function pooledLine(reports: readonly RealismBatchReport[], j: number): PooledLine {
  const checks = reports.map((r) => r.lines.checks[j]);
  const games = checks.reduce((sum, c) => sum + c.games, 0);
  const first = checks[0];
  return {
    figure: first.figure,
    size: first.size,
    label: first.label,
    target: first.target,
    games,
    measured: checks.reduce((sum, c) => sum + c.measured * c.games, 0) / Math.max(1, games),
    tolerance: lineTolerance(first, games),
  };
}

/** The report over the seeds: `reports[i]` is seed `seeds[i]`'s report, all of one year and number of seasons. */
export function seedsReport(reports: readonly RealismBatchReport[], seeds: readonly number[]): SeedsReport {
  const perSeed = reports.map(judgedFigures);
  const firstLine = perSeed[0].findIndex((j) => j.section === 'line');
  const pooledLines = reports[0].lines.checks.map((_, j) => pooledLine(reports, j));
  const figures: SeedFigure[] = perSeed[0].map((first, i) => {
    const lines = perSeed.map((judged) => judged[i]);
    const values = lines.map((l) => l.value);
    // A line's figure is judged on the games pooled over the seeds, its band by their number.
    const pooled = first.section === 'line' ? pooledLines[i - firstLine] : null;
    const centre = pooled ? pooled.measured : mean(values);
    const low = pooled ? pooled.target - pooled.tolerance : first.low;
    const high = pooled ? pooled.target + pooled.tolerance : first.high;
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
    lines: pooledLines.map((l) => ({ ...l, measured: round(l.measured, 3), tolerance: round(l.tolerance, 3) })),
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
      + `(the lines on their games pooled over the seeds; a rule such as the margin order holds at most seeds).`,
  ].join('\n');
}
