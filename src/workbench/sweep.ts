// dynasty batch --sweep NAME=a,b,c (two for a grid): the same batch at each value, over the same seeds, and the
// judged figures side by side: each centre with its standard error over the seeds, and which values bring which
// figures inside their real tolerance.
import type { TuningValue } from '../core/tuning.js';
import { formatTable } from '../shared/textTable.js';
import { shown } from './judgedLine.js';
import type { RealismBatchReport } from './realismReport.js';
import { bandText, seedsReport, type SeedFigure, type SeedsReport } from './seedsReport.js';
import type { Sweep } from './tuningOptions.js';

export interface SweepPoint<R> {
  values: Record<string, TuningValue>;
  /** The JSON the batch prints with --json when played at these values. */
  report: R;
}

export interface SweepReport<R> {
  sweep: { names: string[]; points: SweepPoint<R>[] };
}

/** Every combination of the sweeps' values, the first sweep's changing slowest. */
export function sweepPoints(sweeps: readonly Sweep[]): Record<string, TuningValue>[] {
  return sweeps.reduce<Record<string, TuningValue>[]>(
    (points, sweep) => points.flatMap((point) => sweep.values.map((value) => ({ ...point, [sweep.name]: value }))),
    [{}],
  );
}

/** A point's report as judged figures over its seeds (one seed's report: one seed, no spread). */
function figuresOf(report: RealismBatchReport | SeedsReport): { figures: SeedFigure[]; seeds: number } {
  const seeds =
    'mode' in report && report.mode === 'seeds'
      ? report
      : seedsReport([report as RealismBatchReport], [(report as RealismBatchReport).seed]);
  return { figures: seeds.figures, seeds: seeds.seeds.length };
}

function pointLabel(values: Record<string, TuningValue>): string {
  return Object.values(values).join(' / ');
}

/** "31.2 ± 0.4 in": a figure's centre, its standard error over the seeds (none for one seed) and whether it is in. */
function cell(figure: SeedFigure, seeds: number): string {
  const centre = figure.rule ? `${Math.round(figure.centre * seeds)}/${seeds}` : shown(figure.centre);
  const error = figure.rule || seeds < 2 ? '' : ` ± ${shown(figure.sd / Math.sqrt(seeds))}`;
  return `${centre}${error} ${figure.ok ? 'in' : 'OUT'}`;
}

export function formatSweep(report: SweepReport<RealismBatchReport | SeedsReport>): string {
  const { names, points } = report.sweep;
  const judged = points.map((p) => figuresOf(p.report));
  const seeds = judged[0].seeds;
  const labels = points.map((p) => pointLabel(p.values));
  const rows = judged[0].figures.map((first, i) => [
    first.label,
    bandText(first),
    ...judged.map((j) => cell(j.figures[i], j.seeds)),
  ]);
  const changes = judged[0].figures.flatMap((first, i) => {
    const inAt = labels.filter((_, k) => judged[k].figures[i].ok);
    if (inAt.length === 0 || inAt.length === points.length) return [];
    return [`  ${first.label}: in at ${inAt.join(', ')}`];
  });
  return [
    `Sweep of ${names.join(' / ')} over ${seeds} seed${seeds === 1 ? '' : 's'}: each figure's centre ± its standard error over the seeds, and whether it is within its real tolerance`,
    '',
    formatTable(['Figure', 'Band', ...labels], rows),
    '',
    `Figures within tolerance: ${labels.map((label, k) => `${label}: ${judged[k].figures.filter((f) => f.ok).length} of ${judged[k].figures.length}`).join('; ')}.`,
    ...(changes.length === 0
      ? ['No figure moves into or out of its tolerance across these values.']
      : ['Figures within tolerance at some values only:', ...changes]),
  ].join('\n');
}
