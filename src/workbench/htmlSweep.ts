// The HTML report of a sweep: each judged figure against the swept value (its centre, each seed's value and its
// real band at every point), and how many figures were in at each point.
import type { RealismBatchReport } from './realismReport.js';
import type { SeedFigure, SeedsReport } from './seedsReport.js';
import { bandText, overSeeds, type HtmlSection } from './htmlEra.js';
import { COLOURS, COUNT_TICKS, esc, table, type Charts } from './htmlPage.js';

/** What the tuning's --sweep prints with --json: the era report at each point of the swept values. */
export interface SweepReport {
  sweep: {
    names: string[];
    points: { values: Record<string, number | string | boolean>; report: RealismBatchReport | SeedsReport }[];
  };
}

interface Axis {
  /** x of each point: the swept value itself (one numeric name) or the point's number. */
  xs: number[];
  /** Tick labels by point number when the x is a number of a point. */
  labels?: string[];
  title: string;
}

function sweepAxis(s: SweepReport['sweep']): Axis {
  const one = s.names.length === 1 ? s.names[0] : null;
  if (one !== null && s.points.every((p) => typeof p.values[one] === 'number')) {
    return { xs: s.points.map((p) => Number(p.values[one])), title: one };
  }
  return {
    xs: s.points.map((_, i) => i + 1),
    labels: s.points.map((p) => s.names.map((n) => `${n}=${p.values[n]}`).join(', ')),
    title: s.names.join(', '),
  };
}

/** One figure over the sweep: its band filled, each seed's values, and the centre's line. */
function figureChart(lines: (SeedFigure | undefined)[], axis: Axis): Record<string, unknown> {
  const known = lines.flatMap((f) =>
    f ? [...f.values, ...(f.low === null ? [] : [f.low]), ...(f.high === null ? [] : [f.high])] : [],
  );
  const lo = Math.min(...known);
  const hi = Math.max(...known);
  const pad = hi > lo ? (hi - lo) * 0.15 : Math.max(1, Math.abs(hi) * 0.1);
  const min = lo - pad;
  const max = hi + pad;
  const at = (pick: (f: SeedFigure) => number | null) =>
    lines.flatMap((f, i) => (f ? [{ x: axis.xs[i], y: pick(f) }] : []));
  return {
    type: 'scatter',
    data: {
      datasets: [
        {
          label: 'real band, low',
          showLine: true,
          borderColor: COLOURS.bandEdge,
          borderWidth: 1,
          pointRadius: 0,
          data: at((f) => f.low ?? min),
        },
        {
          label: 'real band, high',
          showLine: true,
          borderColor: COLOURS.bandEdge,
          borderWidth: 1,
          pointRadius: 0,
          fill: '-1',
          backgroundColor: COLOURS.band,
          data: at((f) => f.high ?? max),
        },
        {
          label: 'seeds',
          pointRadius: 2.5,
          backgroundColor: COLOURS.grey,
          data: lines.flatMap((f, i) => (f ? f.values.map((v) => ({ x: axis.xs[i], y: v })) : [])),
        },
        {
          label: 'centre',
          showLine: true,
          borderColor: COLOURS.centre,
          pointRadius: 4,
          pointBackgroundColor: lines.flatMap((f) => (f ? [f.ok ? COLOURS.centre : COLOURS.out] : [])),
          data: at((f) => f.centre),
        },
      ],
    },
    options: {
      plugins: { legend: { display: false } },
      scales: {
        y: { min, max, ticks: { maxTicksLimit: 5 } },
        x: {
          title: { display: true, text: axis.title },
          ...(axis.labels ? { ticks: { stepSize: 1 }, min: 0.5, max: axis.labels.length + 0.5 } : {}),
        },
      },
    },
  };
}

export function sweepSections(input: SweepReport, charts: Charts): HtmlSection[] {
  const s = input.sweep;
  const axis = sweepAxis(s);
  const reports = s.points.map((p) => overSeeds(p.report));
  const key = (f: SeedFigure) => `${f.section}|${f.figure}`;
  const byKey = reports.map((r) => new Map(r.figures.map((f) => [key(f), f])));
  const figures = reports[0]?.figures.filter((f) => !f.rule) ?? [];
  const cards = figures.map((first) => {
    const lines = byKey.map((m) => m.get(key(first)));
    const verdicts = lines.map((f) => (f ? (f.ok ? 'in' : 'OUT') : '-')).join(' ');
    return [
      `<div class="card"><h3>${esc(first.label)}</h3><p>real ${esc(bandText(first))} · ${esc(verdicts)}</p>`,
      charts.canvas(figureChart(lines, axis), `${first.label} against ${axis.title}`, 150, axis.labels),
      '</div>',
    ].join('');
  });
  const inChart = {
    type: 'scatter',
    data: {
      datasets: [
        {
          label: 'figures in',
          showLine: true,
          borderColor: COLOURS.seed,
          backgroundColor: COLOURS.seed,
          pointRadius: 4,
          data: reports.map((r, i) => ({ x: axis.xs[i], y: r.inTolerance })),
        },
      ],
    },
    options: {
      plugins: { legend: { display: false } },
      scales: {
        y: {
          beginAtZero: true,
          ticks: COUNT_TICKS,
          title: { display: true, text: `figures in (of ${reports[0]?.figures.length ?? 0})` },
        },
        x: {
          title: { display: true, text: axis.title },
          ...(axis.labels ? { ticks: { stepSize: 1 }, min: 0.5, max: axis.labels.length + 0.5 } : {}),
        },
      },
    },
  };
  const rows = s.points.map((p, i) => [
    i + 1,
    ...s.names.map((n) => String(p.values[n] ?? '')),
    reports[i].inTolerance,
    reports[i].outOfTolerance,
  ]);
  return [
    {
      id: 'sweep',
      title: 'The sweep',
      html:
        `<div class="pair"><div>${charts.canvas(inChart, `Figures in at each value of ${axis.title}`, 260, axis.labels)}</div>`
        + `<div>${table(['Point', ...s.names, 'In', 'Out'], rows, ['Point', 'In', 'Out'])}</div></div>`,
    },
    {
      id: 'sweep-figures',
      title: 'Era figures against the swept value',
      html:
        '<p class="note">Green: the real band. Grey dots: each seed. Line: the centre (red points out).</p>'
        + `<div class="grid">${cards.join('\n')}</div>`,
    },
  ];
}
