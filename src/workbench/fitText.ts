// The fit's report as text: the search, the verdict on the confirming seeds, the figures side by side (centre ±
// standard error, tuning and confirming seeds, current and fitted constants), what came in and went out, and what
// each constant did.
import { formatTable } from '../shared/textTable.js';
import type { FitCell, FitReport, FitRow } from './fitReport.js';
import { shown } from './judgedLine.js';

function seedsText(seeds: readonly number[]): string {
  const runs: string[] = [];
  for (let i = 0; i < seeds.length; ) {
    let j = i;
    while (j + 1 < seeds.length && seeds[j + 1] === seeds[j] + 1) j++;
    runs.push(j > i ? `${seeds[i]}-${seeds[j]}` : `${seeds[i]}`);
    i = j + 1;
  }
  return runs.join(',');
}

function cellText(c: FitCell, row: FitRow, seeds: number): string {
  if (c.centre === null || Number.isNaN(c.centre)) return '-';
  const mark = c.ok ? 'in' : 'OUT';
  if (row.rule) return `held ${Math.round(c.centre * seeds)}/${seeds} ${mark}`;
  return `${shown(c.centre)}${seeds > 1 ? ` ± ${shown(c.se)}` : ''} ${mark}`;
}

function bandText(row: FitRow): string {
  if (row.rule) return 'most seeds';
  if (row.low === null) return row.high === null ? '-' : `<= ${shown(row.high)}`;
  if (row.high === null) return `>= ${shown(row.low)}`;
  return `${shown(row.low)} to ${shown(row.high)}`;
}

function number(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(4)));
}

export function verdictText(r: FitReport['fit']): string {
  const t = r.objective.tuning;
  const c = r.objective.confirming;
  const inT = r.figuresIn.tuning;
  const inC = r.figuresIn.confirming;
  switch (r.verdict) {
    case 'current is best':
      return `No candidate beat the current constants on the tuning seeds (objective ${shown(t.current)}): keep them.`;
    case 'unconfirmed':
      return `Not yet confirmed: the best candidate's objective on the tuning seeds is ${shown(t.best)} against the current constants' ${shown(t.current)}.`;
    case 'confirmed':
      return `Confirmed: on the confirming seeds the fitted constants judge ${shown(c!.best)} against the current constants' ${shown(c!.current)}, with ${inC!.best} of ${r.figuresIn.of} figures in against ${inC!.current} (tuning seeds: ${shown(t.current)} -> ${shown(t.best)}, ${inT.current} -> ${inT.best} in).`;
    case 'not confirmed':
      return `Not confirmed: the fitted constants won on the tuning seeds (objective ${shown(t.current)} -> ${shown(t.best)}, ${inT.current} -> ${inT.best} figures in) but not on the confirming seeds (${shown(c!.current)} -> ${shown(c!.best)}, ${inC!.current} -> ${inC!.best} in; a win there judges better and brings more figures in): keep the current constants.`;
  }
}

export function formatFitReport(report: FitReport): string {
  const r = report.fit;
  const seeds = r.seeds.length;
  const confirm = r.confirmSeeds.length;
  const current = r.candidates[r.current];
  const best = r.candidates[r.best];
  const shownRows = r.rows.filter((row) => {
    const cells = [
      row.tuning.current,
      row.tuning.best,
      ...(row.confirming ? [row.confirming.current, row.confirming.best] : []),
    ];
    return cells.some((c) => !c.ok);
  });
  const headers = [
    'Figure',
    'Band',
    'Tuning: current',
    'Tuning: fitted',
    ...(r.objective.confirming ? ['Confirming: current', 'Confirming: fitted'] : []),
    'Chased',
  ];
  const rows = shownRows.map((row) => [
    `${row.year} ${row.label}`,
    bandText(row),
    cellText(row.tuning.current, row, seeds),
    cellText(row.tuning.best, row, seeds),
    ...(row.confirming
      ? [cellText(row.confirming.current, row, confirm), cellText(row.confirming.best, row, confirm)]
      : []),
    row.chased ? 'yes' : 'no',
  ]);
  const where = r.objective.confirming ? 'confirming seeds' : 'tuning seeds';
  const effects = r.effects.map((e) => {
    const moved = e.moved
      .slice(0, 6)
      .map(
        (m) =>
          `${m.year} ${m.label} ${m.change >= 0 ? '+' : ''}${shown(m.change)}${m.standardErrors === null ? '' : ` (${shown(m.standardErrors)} SE)`}`,
      );
    const more = e.moved.length > 6 ? `, and ${e.moved.length - 6} more` : '';
    return `  ${e.name} ${number(e.low)} -> ${number(e.high)}: ${moved.length ? `${moved.join(', ')}${more}` : "moved no judged figure beyond the seeds' noise"}.`;
  });
  return [
    `Fit of ${r.constants.map((c) => c.name).join(', ')} over ${r.years.join(', ')}: ${r.seasons} season${r.seasons === 1 ? '' : 's'} at each of tuning seeds ${seedsText(r.seeds)}; confirming seeds ${seedsText(r.confirmSeeds)}.`,
    `The search (DIRECT over common random numbers: every candidate plays the same seeds): ${r.generations} generation${r.generations === 1 ? '' : 's'}, ${r.candidates.length} candidates. Its objective, each chased figure's distance outside its band in band widths times its weight (0: all in), went from ${shown(current.objective)} at the current constants to ${shown(best.objective)} (candidate ${r.best + 1}, generation ${best.generation}).`,
    '',
    formatTable(
      ['Constant', 'Range', 'Current', 'Fitted'],
      r.constants.map((c) => [c.name, `${number(c.low)} to ${number(c.high)}`, number(c.current), number(c.fitted)]),
      ['Current', 'Fitted'],
    ),
    '',
    verdictText(r),
    `Figures in their bands (of ${r.figuresIn.of}): tuning seeds ${r.figuresIn.tuning.current} -> ${r.figuresIn.tuning.best}${r.figuresIn.confirming ? `; confirming seeds ${r.figuresIn.confirming.current} -> ${r.figuresIn.confirming.best}` : ''}.`,
    `Came in (${where}): ${r.cameIn.length ? r.cameIn.join('; ') : 'none'}.`,
    `Went out (${where}): ${r.wentOut.length ? r.wentOut.join('; ') : 'none'}.`,
    '',
    'Each figure out of its band in some column (centre ± its standard error over the seeds):',
    rows.length ? formatTable(headers, rows) : '  none',
    `(${r.rows.length - rows.length} other judged figures are in their bands in every column.)`,
    '',
    "What each constant did in the first generation (from a third below its range's centre to a third above, the others at the centre; moves beyond 3 standard errors of a difference):",
    ...(effects.length ? effects : ['  not measured yet (the first generation is not complete).']),
    `Figures these constants do not move beyond the dice (reported, not chased): ${r.unmoved.in} in at the current constants${r.unmoved.out.length ? ', and out:' : '.'}`,
    ...r.unmoved.out.map((line) => `  ${line}`),
  ].join('\n');
}
