// The HTML report's page: escaping, the charts' specs, and the shell that inlines Chart.js so the file opens
// offline. Sections are plain HTML strings; every chart is a Chart.js config (plain JSON, no functions) that the
// page's one small script draws into its canvas.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Text for HTML content and attribute values: names come from league files and reports. */
export function esc(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside a <script> element: no "</script>", "<!--" or line separators can end or bend it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A chart of the page: its canvas's id and the Chart.js config drawn into it. */
export interface ChartSpec {
  id: string;
  config: Record<string, unknown>;
  /** Tick labels of a linear x axis that counts points (a sweep over several names). */
  xLabels?: string[];
}

/** Collects a page's charts and hands out their canvases. */
export class Charts {
  readonly specs: ChartSpec[] = [];

  /** A canvas for the config, in a box of the given height (px), with a text alternative. */
  canvas(config: Record<string, unknown>, label: string, height = 260, xLabels?: string[]): string {
    const id = `chart-${this.specs.length + 1}`;
    this.specs.push({ id, config, ...(xLabels ? { xLabels } : {}) });
    return `<div class="chart" style="height:${height}px"><canvas id="${id}" role="img" aria-label="${esc(label)}"></canvas></div>`;
  }
}

/** The ticks of an axis that counts (programs, figures): whole numbers only, never "0.5" or "1.0". */
export const COUNT_TICKS = { precision: 0 } as const;

export const COLOURS = {
  band: 'rgba(46, 160, 67, 0.22)',
  bandEdge: 'rgba(46, 160, 67, 0.7)',
  seed: 'rgba(31, 111, 235, 0.75)',
  centre: '#111',
  out: '#cf222e',
  grey: 'rgba(110, 118, 129, 0.8)',
  tiers: ['#0b3d91', '#1f6feb', '#54aeff', '#9be9a8', '#f2cc60', '#fb8f44', '#cf222e'],
} as const;

/** A band drawn as two edges with the green between them (Chart.js line datasets: the low edge, then the high). */
export function bandDatasets(low: unknown[], high: unknown[], label = 'real band'): Record<string, unknown>[] {
  const edge = { showLine: true, borderColor: COLOURS.bandEdge, borderWidth: 1, pointRadius: 0 };
  return [
    { label: `${label}, low`, ...edge, data: low },
    { label: `${label}, high`, ...edge, fill: '-1', backgroundColor: COLOURS.band, data: high },
  ];
}

/** A table of escaped cells; `numeric` names the columns aligned right. */
export function table(
  headers: readonly string[],
  rows: readonly (readonly (string | number)[])[],
  numeric: readonly string[] = [],
): string {
  const right = headers.map((h) => numeric.includes(h));
  const head = headers.map((h, i) => `<th${right[i] ? ' class="num"' : ''}>${esc(h)}</th>`).join('');
  const body = rows
    .map((r) => `<tr>${r.map((c, i) => `<td${right[i] ? ' class="num"' : ''}>${esc(c)}</td>`).join('')}</tr>`)
    .join('\n');
  return `<table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

export function section(id: string, title: string, body: string): string {
  return `<section id="${esc(id)}"><h2>${esc(title)}</h2>\n${body}\n</section>`;
}

export function shortNumber(value: number): string {
  return Math.abs(value) >= 100 ? value.toFixed(0) : Math.abs(value) >= 10 ? value.toFixed(1) : value.toFixed(2);
}

let chartJs: string | null = null;

/** Chart.js's UMD build, read from the installed package (the bundle keeps npm packages external). */
function chartLibrary(): string {
  if (chartJs === null) {
    const main = createRequire(import.meta.url).resolve('chart.js');
    const text = readFileSync(join(dirname(main), 'chart.umd.min.js'), 'utf8');
    // No source map to fetch, and nothing in the library can close the script element.
    chartJs = text.replace(/\n\/\/# sourceMappingURL=.*\s*$/, '\n').replace(/<\/(script)/gi, '<\\/$1');
  }
  return chartJs;
}

/** Draws each spec; body[data-charts] counts them when done (what a test or a screenshot waits for). */
const DRAW = `
(function () {
  var specs = JSON.parse(document.getElementById('chart-specs').textContent);
  Chart.defaults.animation = false;
  Chart.defaults.maintainAspectRatio = false;
  Chart.defaults.font.family = 'system-ui, sans-serif';
  specs.forEach(function (s) {
    var config = s.config;
    if (s.xLabels) {
      config.options.scales.x.ticks = Object.assign({}, config.options.scales.x.ticks, {
        callback: function (v) { return s.xLabels[v - 1] === undefined ? '' : s.xLabels[v - 1]; }
      });
    }
    new Chart(document.getElementById(s.id), config);
  });
  document.body.setAttribute('data-charts', String(specs.length));
})();
`;

const STYLE = `
body { font: 14px/1.45 system-ui, sans-serif; color: #1f2328; margin: 0 auto; max-width: 1200px; padding: 16px 24px 48px; }
h1 { font-size: 22px; margin: 8px 0 4px; } h2 { font-size: 18px; margin: 32px 0 8px; border-bottom: 1px solid #d0d7de; padding-bottom: 4px; }
h3 { font-size: 15px; margin: 18px 0 6px; } p.meta, p.note { color: #59636e; margin: 4px 0; }
nav a { margin-right: 14px; } table { border-collapse: collapse; margin: 8px 0; font-size: 13px; }
th, td { padding: 3px 8px; border-bottom: 1px solid #eaeef2; text-align: left; } th { background: #f6f8fa; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.chart { position: relative; width: 100%; } .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(350px, 1fr)); gap: 10px 18px; }
.card { border: 1px solid #d0d7de; border-radius: 6px; padding: 6px 10px 4px; } .card h3 { font-size: 13px; margin: 0; }
.card p { margin: 0; font-size: 12px; color: #59636e; } .out { color: #cf222e; font-weight: 600; } .in { color: #1a7f37; }
.pair { display: grid; grid-template-columns: 1fr 1fr; gap: 18px; } @media (max-width: 800px) { .pair { grid-template-columns: 1fr; } }
details { margin: 6px 0; } summary { cursor: pointer; }
`;

/** The whole document: title, a line under it, the sections, and the charts' specs and script inline. */
export function page(
  title: string,
  meta: string,
  sections: readonly { id: string; title: string; html: string }[],
  charts: Charts,
): string {
  const nav = sections.map((s) => `<a href="#${esc(s.id)}">${esc(s.title)}</a>`).join('\n');
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head><body>',
    `<h1>${esc(title)}</h1>`,
    `<p class="meta">${meta}</p>`,
    `<nav>${nav}</nav>`,
    ...sections.map((s) => section(s.id, s.title, s.html)),
    `<script id="chart-specs" type="application/json">${scriptJson(charts.specs)}</script>`,
    `<script>${chartLibrary()}</script>`,
    `<script>${DRAW}</script>`,
    '</body></html>',
    '',
  ].join('\n');
}
