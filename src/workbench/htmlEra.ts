// The HTML report of an era batch (one seed or --seeds): each judged figure's values over the seeds against its
// real band, the lines against the results by size, the season leaders against the real ones, and the table.
import type { RealismBatchReport } from './realismReport.js';
import { seedsReport, type SeedFigure, type SeedSection, type SeedsReport } from './seedsReport.js';
import { COLOURS, COUNT_TICKS, esc, shortNumber, table, type Charts } from './htmlPage.js';

export interface HtmlSection {
  id: string;
  title: string;
  html: string;
}

/** A one-seed report as a report over its one seed, so both draw the same way. */
export function overSeeds(report: RealismBatchReport | SeedsReport): SeedsReport {
  return report.mode === 'seeds' ? report : seedsReport([report], [report.seed]);
}

const SECTION_TITLES: Record<SeedSection, string> = {
  'per game': 'Per team, per game, and the odds',
  line: 'The lines by size: favourites covered and won, totals went over',
  endings: 'How FBS-vs-FBS games end',
  teams: 'How teams differ within a season',
  kicking: "Kicking game and backs' yards a carry",
  atmosphere: 'The home crowd and the weather',
  leaders: 'Season leaders',
};

export function bandText(f: Pick<SeedFigure, 'low' | 'high'>): string {
  if (f.low === null) return f.high === null ? 'no band' : `at most ${shortNumber(f.high)}`;
  if (f.high === null) return `at least ${shortNumber(f.low)}`;
  return `${shortNumber(f.low)} to ${shortNumber(f.high)}`;
}

/** The x axis of a figure: its values and band, with some room; an open side of the band runs to the edge. */
function axis(values: readonly number[], low: number | null, high: number | null): { min: number; max: number } {
  const known = [...values, ...(low === null ? [] : [low]), ...(high === null ? [] : [high])];
  const lo = Math.min(...known);
  const hi = Math.max(...known);
  const pad = hi > lo ? (hi - lo) * 0.15 : Math.max(1, Math.abs(hi) * 0.1);
  return { min: lo - pad, max: hi + pad };
}

/** One figure's strip: the real band, each seed's value (red where that seed's own report has it out), the centre. */
export function figureStrip(f: SeedFigure, seeds: readonly number[]): Record<string, unknown> {
  const { min, max } = axis(f.values, f.low, f.high);
  const n = f.values.length;
  const out = new Set(f.outAt);
  return {
    type: 'scatter',
    data: {
      datasets: [
        {
          label: `real band ${bandText(f)}`,
          showLine: true,
          borderColor: COLOURS.band,
          borderWidth: 22,
          borderCapStyle: 'butt',
          pointRadius: 0,
          data: [
            { x: f.low ?? min, y: 0 },
            { x: f.high ?? max, y: 0 },
          ],
        },
        {
          label: 'seeds',
          data: f.values.map((v, i) => ({ x: v, y: n > 1 ? -0.5 + i / (n - 1) : 0 })),
          pointRadius: 3.5,
          pointBackgroundColor: seeds.map((s) => (out.has(s) ? COLOURS.out : COLOURS.seed)),
          pointBorderWidth: 0,
        },
        {
          label: 'centre',
          data: [{ x: f.centre, y: 0 }],
          pointStyle: 'line',
          rotation: 90,
          pointRadius: 14,
          borderWidth: 3,
          borderColor: f.ok ? COLOURS.centre : COLOURS.out,
        },
      ],
    },
    options: {
      plugins: { legend: { display: false } },
      layout: { padding: { left: 4, right: 8 } },
      scales: {
        y: { display: false, min: -1, max: 1 },
        x: { suggestedMin: min, suggestedMax: max, ticks: { maxTicksLimit: 6 } },
      },
    },
  };
}

/** One figure's card: its label, centre, real band and verdict over a line, its strip below. */
export function figureCard(
  f: SeedFigure,
  seeds: readonly number[],
  charts: Charts,
  unit = 'seed',
  bandWord = 'real',
): string {
  const n = f.values.length;
  const verdict = `<span class="${f.ok ? 'in' : 'out'}">${f.ok ? 'in' : 'OUT'}</span>`;
  const outAt = f.outAt.length === 0 ? '' : ` · out at ${unit} ${esc(f.outAt.join(' '))}`;
  if (f.rule) {
    return `<div class="card"><h3>${esc(f.label)}</h3><p>a rule: held at ${Math.round(f.centre * n)} of ${n} ${unit}s · ${verdict}${outAt}</p></div>`;
  }
  const spread = n > 1 ? ` (SD ${shortNumber(f.sd)} over ${unit}s)` : '';
  return [
    `<div class="card"><h3>${esc(f.label)}</h3>`,
    `<p>${n > 1 ? 'centre' : 'measured'} ${shortNumber(f.centre)}${spread} · ${bandWord} ${esc(bandText(f))} · ${verdict}${outAt}</p>`,
    charts.canvas(figureStrip(f, seeds), `${f.label}: ${shortNumber(f.centre)} against ${bandText(f)}`, 58),
    '</div>',
  ].join('');
}

function figureGrid(report: SeedsReport, sections: readonly SeedSection[], charts: Charts): string {
  return sections
    .map((s) => {
      const figures = report.figures.filter((f) => f.section === s);
      if (figures.length === 0) return '';
      return `<h3>${esc(SECTION_TITLES[s])}</h3>\n<div class="grid">${figures.map((f) => figureCard(f, report.seeds, charts)).join('\n')}</div>`;
    })
    .join('\n');
}

/** The lines' figures by size on the pooled games: favourites covered (and overs hit) about half the time, and won
 * about as often as real favourites of the size. */
function lineChart(report: SeedsReport, charts: Charts): string {
  const of = (figure: string) => report.lines.filter((l) => l.figure === figure);
  const spreads = of('covered');
  const point = (l: (typeof spreads)[number]) => (l.games > 0 ? l.measured : null);
  const config = {
    type: 'line',
    data: {
      labels: spreads.map((l) => l.size),
      datasets: [
        { label: 'covered %', data: spreads.map(point), borderColor: COLOURS.seed, backgroundColor: COLOURS.seed },
        {
          label: 'won %',
          data: of('won').map(point),
          borderColor: COLOURS.bandEdge,
          backgroundColor: COLOURS.bandEdge,
        },
        {
          label: 'real favourites won %',
          data: of('won').map((l) => l.target),
          borderColor: COLOURS.grey,
          borderDash: [5, 4],
          pointRadius: 0,
        },
      ],
    },
    options: {
      scales: {
        x: { title: { display: true, text: "the favourite's spread" } },
        y: { min: 0, max: 100, title: { display: true, text: '% of games' } },
      },
    },
  };
  const rows = report.lines.map((l) => [
    l.label,
    l.games,
    shortNumber(l.measured),
    `${shortNumber(l.target - l.tolerance)} to ${shortNumber(l.target + l.tolerance)}`,
  ]);
  return [
    '<div class="pair"><div>',
    charts.canvas(config, 'Favourites covered and won by the size of the spread', 320),
    '</div><div>',
    table(['Figure', 'Games', 'Measured', 'Band'], rows, ['Games', 'Measured']),
    `<p class="note">${report.seeds.length > 1 ? 'Games pooled over the seeds. ' : ''}A line means what it says when favourites cover about half the time at every size and win about as often as real favourites of that size (2023-24 closing lines).</p>`,
    '</div></div>',
  ].join('\n');
}

/** The batch's best single seasons, who had them and for whom (a regular report's own leaders). */
function bestLeaders(report: RealismBatchReport): string {
  const best = report.leaders?.best;
  if (!best) return '';
  const rows = Object.entries(best).flatMap(([what, line]) =>
    line ? [[what, line.team, line.pos, line.value, line.games]] : [],
  );
  return (
    `<h3>The batch's best single seasons</h3>${table(['List', 'Team', 'Position', 'Value', 'Games'], rows, ['Value', 'Games'])}`
    + (report.leaders?.recordsPassed ? `<p class="note">${esc(report.leaders.recordsPassed)}</p>` : '')
  );
}

function figuresTable(report: SeedsReport): string {
  const n = report.seeds.length;
  const rows = report.figures.map((f) => [
    f.section,
    f.label,
    f.rule ? `held at ${Math.round(f.centre * n)} of ${n}` : shortNumber(f.centre),
    f.rule || n === 1 ? '-' : shortNumber(f.sd),
    f.rule ? 'holds at most seeds' : bandText(f),
    f.ok ? 'in' : 'OUT',
    f.outAt.length === 0 ? '-' : f.outAt.join(' '),
  ]);
  return table(
    ['Section', 'Figure', n > 1 ? 'Centre' : 'Measured', 'SD over seeds', 'Real band', 'In?', 'Out at seeds'],
    rows,
    ['Centre', 'Measured', 'SD over seeds'],
  );
}

/** Each seed's own report's figures out, as bars. */
function outsBySeed(report: SeedsReport, charts: Charts): string {
  if (report.seeds.length < 2) return '';
  const config = {
    type: 'bar',
    data: {
      labels: report.outsBySeed.map((s) => `seed ${s.seed}`),
      datasets: [{ label: 'figures out', data: report.outsBySeed.map((s) => s.outs), backgroundColor: COLOURS.seed }],
    },
    options: {
      plugins: { legend: { display: false } },
      scales: { y: { beginAtZero: true, ticks: COUNT_TICKS, title: { display: true, text: 'figures out' } } },
    },
  };
  return `<h3>Figures out at each seed</h3><p class="note">Each seed's own report's figures out of their real band.</p><div style="max-width:560px">${charts.canvas(config, 'Figures out at each seed', 180)}</div>`;
}

/** The era report's sections; the title line under the heading says which batch it was. */
export function eraSections(input: RealismBatchReport | SeedsReport, charts: Charts): HtmlSection[] {
  const report = overSeeds(input);
  const single = input.mode === 'regular' ? input : null;
  const legend =
    '<p class="note">Green: the real band. Dots: each seed\'s figure (red where that seed\'s own report has it out). '
    + 'Bar: the centre over the seeds (red when out).</p>';
  return [
    {
      id: 'figures',
      title: 'Era figures against their real bands',
      html:
        `<p><strong>${report.inTolerance} of ${report.inTolerance + report.outOfTolerance}</strong> figures' centres within tolerance.</p>${legend}`
        + outsBySeed(report, charts)
        + figureGrid(report, ['per game', 'endings', 'teams', 'kicking', 'atmosphere'], charts),
    },
    {
      id: 'spreads',
      title: 'The lines against the results',
      html: lineChart(report, charts) + figureGrid(report, ['line'], charts),
    },
    {
      id: 'leaders',
      title: 'Season leaders against the real leaders',
      html:
        (figureGrid(report, ['leaders'], charts)
          || `<p class="note">No leader figure is judged for ${report.year}.</p>`)
        + (single ? bestLeaders(single) : ''),
    },
    { id: 'table', title: 'Every judged figure', html: figuresTable(report) },
  ];
}
