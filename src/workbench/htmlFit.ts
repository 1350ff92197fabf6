// The HTML page of a fit: the objective falling generation by generation, each constant's candidates against the
// generation, the figures the search moved (the best candidate so far against its band), and every judged figure
// before and after on the tuning and the confirming seeds.
import type { FitCell, FitReport, FitRow } from './fitReport.js';
import { verdictText } from './fitText.js';
import { bandText, type HtmlSection } from './htmlEra.js';
import { bandDatasets, COLOURS, esc, shortNumber, table, type Charts } from './htmlPage.js';

/** At most this many figure cards: the ones that came in or went out first, then the most moved. */
const FIGURE_CARDS = 24;

/** The generations as a category axis: whole-number ticks, each generation's candidates in one column. */
function xAxis(last: number): Record<string, unknown> {
  const labels = Array.from({ length: last + 1 }, (_, g) => String(g));
  return { type: 'category', labels, offset: true, title: { display: true, text: 'generation' } };
}

/** A level across every generation (a band's edge, the current constants). */
function across(last: number, y: number): { x: string; y: number }[] {
  return [
    { x: '0', y },
    { x: String(last), y },
  ];
}

function objectiveChart(r: FitReport['fit']): Record<string, unknown> {
  const last = r.generations;
  return {
    type: 'scatter',
    data: {
      datasets: [
        {
          label: 'each candidate',
          pointRadius: 3,
          backgroundColor: COLOURS.grey,
          data: r.candidates.map((c) => ({ x: String(c.generation), y: c.objective })),
        },
        {
          label: 'best so far',
          showLine: true,
          stepped: true,
          borderColor: COLOURS.seed,
          backgroundColor: COLOURS.seed,
          pointRadius: 4,
          data: r.path.map((p) => ({ x: String(p.generation), y: p.objective })),
        },
        {
          label: 'current constants',
          showLine: true,
          borderDash: [6, 4],
          borderColor: COLOURS.out,
          pointRadius: 0,
          data: across(last, r.candidates[r.current].objective),
        },
      ],
    },
    options: {
      scales: {
        x: xAxis(last),
        y: { beginAtZero: true, title: { display: true, text: 'objective (0: every figure in)' } },
      },
    },
  };
}

function constantChart(r: FitReport['fit'], name: string, low: number, high: number, current: number) {
  const last = r.generations;
  return {
    type: 'scatter',
    data: {
      datasets: [
        {
          label: 'candidates',
          pointRadius: 3,
          backgroundColor: COLOURS.grey,
          data: r.candidates.map((c) => ({ x: String(c.generation), y: c.values[name] })),
        },
        {
          label: 'best so far',
          showLine: true,
          stepped: true,
          borderColor: COLOURS.seed,
          pointRadius: 3,
          data: r.path.map((p) => ({ x: String(p.generation), y: p.values[name] })),
        },
        {
          label: 'current',
          showLine: true,
          borderDash: [6, 4],
          borderColor: COLOURS.out,
          pointRadius: 0,
          data: across(last, current),
        },
      ],
    },
    options: { plugins: { legend: { display: false } }, scales: { x: xAxis(last), y: { min: low, max: high } } },
  };
}

function figureChart(r: FitReport['fit'], row: FitRow): Record<string, unknown> {
  const last = r.generations;
  const known = [
    ...row.path.filter(Number.isFinite),
    ...(row.low === null ? [] : [row.low]),
    ...(row.high === null ? [] : [row.high]),
  ];
  const lo = Math.min(...known);
  const hi = Math.max(...known);
  const pad = hi > lo ? (hi - lo) * 0.15 : Math.max(1, Math.abs(hi) * 0.1);
  const edge = (value: number | null, fallback: number) => across(last, value ?? fallback);
  return {
    type: 'scatter',
    data: {
      datasets: [
        ...bandDatasets(edge(row.low, lo - pad), edge(row.high, hi + pad)),
        {
          label: 'best so far',
          showLine: true,
          stepped: true,
          borderColor: COLOURS.centre,
          pointRadius: 3,
          pointBackgroundColor: row.path.map((v) =>
            (row.low === null || v >= row.low) && (row.high === null || v <= row.high) ? COLOURS.centre : COLOURS.out,
          ),
          data: row.path.map((v, g) => ({ x: String(g), y: v })),
        },
      ],
    },
    options: {
      plugins: { legend: { display: false } },
      scales: { x: xAxis(last), y: { min: lo - pad, max: hi + pad, ticks: { maxTicksLimit: 5 } } },
    },
  };
}

function cellText(c: FitCell | undefined, row: FitRow, seeds: number): string {
  if (!c || c.centre === null || Number.isNaN(c.centre)) return '-';
  const error = seeds > 1 ? ` ± ${shortNumber(c.se)}` : '';
  const value = row.rule ? `held ${Math.round(c.centre * seeds)}/${seeds}` : `${shortNumber(c.centre)}${error}`;
  return `${value} ${c.ok ? 'in' : 'OUT'}`;
}

/** The figures to draw: those that came in or went out, then the chased ones the search moved most. */
function drawnRows(r: FitReport['fit']): FitRow[] {
  const label = (row: FitRow) => `${row.year} ${row.label}`;
  const changed = new Set([...r.cameIn, ...r.wentOut]);
  const moved = (row: FitRow) => {
    const values = row.path.filter(Number.isFinite);
    const width = row.low !== null && row.high !== null ? row.high - row.low : 1;
    return values.length ? (Math.max(...values) - Math.min(...values)) / (width || 1) : 0;
  };
  const first = r.rows.filter((row) => changed.has(label(row)));
  const rest = r.rows
    .filter((row) => row.chased && !changed.has(label(row)) && moved(row) > 0)
    .sort((a, b) => moved(b) - moved(a));
  return [...first, ...rest].slice(0, FIGURE_CARDS);
}

export function fitSections(report: FitReport, charts: Charts): HtmlSection[] {
  const r = report.fit;
  const seeds = r.seeds.length;
  const confirm = r.confirmSeeds.length;
  const constants = table(
    ['Constant', 'Range', 'Current', 'Fitted'],
    r.constants.map((c) => [c.name, `${c.low} to ${c.high}`, c.current, c.fitted]),
    ['Current', 'Fitted'],
  );
  const summary = [
    `<p><strong>${esc(verdictText(r))}</strong></p>`,
    `<p>Came in: ${esc(r.cameIn.join('; ') || 'none')}. Went out: ${esc(r.wentOut.join('; ') || 'none')}.</p>`,
    `<p class="note">Figures the constants do not move beyond the dice (reported, not chased): ${r.unmoved.in} in at the current constants${r.unmoved.out.length ? ', and out:' : '.'}</p>`,
    r.unmoved.out.length ? `<ul>${r.unmoved.out.map((line) => `<li>${esc(line)}</li>`).join('')}</ul>` : '',
    constants,
  ].join('\n');
  const cards = r.constants.map((c) =>
    [
      `<div class="card"><h3>${esc(c.name)}</h3><p>range ${esc(`${c.low} to ${c.high}`)} · current ${esc(c.current)} · fitted ${esc(c.fitted)}</p>`,
      charts.canvas(constantChart(r, c.name, c.low, c.high, c.current), `${c.name} against the generation`, 170),
      '</div>',
    ].join(''),
  );
  const effects = r.effects.map(
    (e) =>
      `<li><strong>${esc(e.name)}</strong> ${esc(e.low)} → ${esc(e.high)}: ${esc(
        e.moved
          .slice(0, 8)
          .map((m) => `${m.year} ${m.label} ${m.change >= 0 ? '+' : ''}${shortNumber(m.change)}`)
          .join(', ') || "no judged figure beyond the seeds' noise",
      )}</li>`,
  );
  const figureCards = drawnRows(r).map((row) =>
    [
      `<div class="card"><h3>${esc(`${row.year} ${row.label}`)}</h3><p>real ${esc(bandText(row))} · ${esc(cellText(row.tuning.current, row, seeds))} → ${esc(cellText(row.tuning.best, row, seeds))}</p>`,
      charts.canvas(figureChart(r, row), `${row.label} of the best candidate so far`, 150),
      '</div>',
    ].join(''),
  );
  const headers = [
    'Figure',
    'Band',
    'Tuning: current',
    'Tuning: fitted',
    'Confirming: current',
    'Confirming: fitted',
    'Chased',
  ];
  const rows = r.rows.map((row) => [
    `${row.year} ${row.label}`,
    row.rule ? 'most seeds' : bandText(row),
    cellText(row.tuning.current, row, seeds),
    cellText(row.tuning.best, row, seeds),
    cellText(row.confirming?.current, row, confirm),
    cellText(row.confirming?.best, row, confirm),
    row.chased ? 'yes' : 'no',
  ]);
  return [
    { id: 'fit', title: 'The fit', html: summary },
    {
      id: 'search',
      title: 'The objective, generation by generation',
      html: `${charts.canvas(objectiveChart(r), 'The objective of each candidate and the best so far', 280)}<p class="note">Grey: each candidate on the tuning seeds. Blue: the best so far. Red dashes: the current constants.</p>`,
    },
    {
      id: 'constants',
      title: 'Each constant against the generation',
      html: `<div class="grid">${cards.join('\n')}</div><p>What each did in the first generation (a third below its range's centre to a third above):</p><ul>${effects.join('')}</ul>`,
    },
    {
      id: 'figures',
      title: 'The figures that moved',
      html: `<p class="note">The best candidate so far after each generation (tuning seeds), against the real band in green.</p><div class="grid">${figureCards.join('\n')}</div>`,
    },
    { id: 'before-after', title: 'Before and after', html: table(headers, rows) },
  ];
}
