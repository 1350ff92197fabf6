// Opens a batch's HTML report in the system Chromium from file://, with every request that is not the file itself
// refused and recorded: the report must draw its charts offline.
import { chromium, type Browser, type Page } from '@playwright/test';
import { pathToFileURL } from 'node:url';

export interface OpenedReport {
  page: Page;
  /** Requests the page made beyond its own file (each was refused). */
  requests: string[];
  /** Uncaught errors in the page. */
  errors: string[];
  close(): Promise<void>;
}

let browser: Browser | null = null;

export async function openReport(file: string): Promise<OpenedReport> {
  browser ??= await chromium.launch({
    executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const url = pathToFileURL(file).href;
  const requests: string[] = [];
  const errors: string[] = [];
  await context.route('**/*', (route) => {
    if (route.request().url() === url) return route.continue();
    requests.push(route.request().url());
    return route.abort();
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  // The page's script counts its charts on the body when it has drawn them all.
  await page.waitForSelector('body[data-charts]');
  return { page, requests, errors, close: () => context.close() };
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = null;
}

/** How many canvases the page has, and how many of them Chart.js drew a chart into with a size. */
export async function drawnCharts(page: Page): Promise<{ canvases: number; drawn: number; counted: number }> {
  // The page's own globals, typed here: the tests' TypeScript has no DOM library.
  return page.evaluate(() => {
    interface Canvas {
      width: number;
      height: number;
    }
    const page = globalThis as unknown as {
      document: { querySelectorAll(selector: string): Iterable<Canvas>; body: { dataset: Record<string, string> } };
      Chart: { getChart(c: Canvas): unknown };
    };
    const canvases = [...page.document.querySelectorAll('canvas')];
    const drawn = canvases.filter((c) => page.Chart.getChart(c) !== undefined && c.width > 0 && c.height > 0).length;
    return { canvases: canvases.length, drawn, counted: Number(page.document.body.dataset.charts) };
  });
}

/**
 * What is wrong with the page's axes, as the reader sees them: an axis title longer than its side of the chart (cut
 * off at the canvas's edge), and a bar chart of whole numbers (counts) whose value axis has a tick between them.
 */
export async function axisProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    interface Tick {
      value: number;
    }
    interface Scale {
      id: string;
      ticks: Tick[];
      options: { display: boolean | string; title: { display: boolean; text: string | string[]; font: unknown } };
      isHorizontal(): boolean;
    }
    interface ChartLike {
      width: number;
      height: number;
      ctx: { font: string; measureText(text: string): { width: number } };
      config: { type: string; options: { indexAxis?: string } };
      data: { datasets: { data: unknown[] }[] };
      scales: Record<string, Scale>;
      canvas: { id: string };
    }
    const g = globalThis as unknown as {
      document: { querySelectorAll(selector: string): Iterable<unknown> };
      Chart: { getChart(c: unknown): ChartLike | undefined; helpers: { toFont(f: unknown): { string: string } } };
    };
    const problems: string[] = [];
    for (const canvas of g.document.querySelectorAll('canvas')) {
      const chart = g.Chart.getChart(canvas);
      if (!chart) continue;
      for (const scale of Object.values(chart.scales)) {
        const title = scale.options.title;
        if (scale.options.display === false || !title.display) continue;
        const text = Array.isArray(title.text) ? title.text.join(' ') : title.text;
        chart.ctx.font = g.Chart.helpers.toFont(title.font).string;
        const length = chart.ctx.measureText(text).width;
        const room = scale.isHorizontal() ? chart.width : chart.height;
        if (length > room)
          problems.push(`${chart.canvas.id} ${scale.id}: "${text}" is ${length}px on a ${room}px side`);
      }
      if (chart.config.type !== 'bar') continue;
      const values = chart.data.datasets.flatMap((d) => d.data).filter((v): v is number => typeof v === 'number');
      if (!values.every(Number.isInteger)) continue;
      const axis = chart.scales[chart.config.options.indexAxis === 'y' ? 'x' : 'y'];
      const between = axis.ticks.filter((t) => !Number.isInteger(t.value)).map((t) => t.value);
      if (between.length > 0) problems.push(`${chart.canvas.id}: a count axis ticks at ${between.join(', ')}`);
    }
    return problems;
  });
}
