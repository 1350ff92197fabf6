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
