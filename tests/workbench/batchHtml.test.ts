// dynasty batch --html FILE: a real small batch writes one self-contained page that opens from file:// with the
// network refused, draws every chart, has each section, and shows names from a league file as text, never as
// markup. A sweep (the tuning's --json shape) built from two real reports draws each figure against the swept value.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esc, scriptJson } from '../../src/workbench/htmlPage.js';
import { htmlReport, type SweepReport } from '../../src/workbench/htmlReport.js';
import type { RealismBatchReport } from '../../src/workbench/realismReport.js';
import { seedsReport, type SeedsReport } from '../../src/workbench/seedsReport.js';
import { runBin, runCli, runCliJson } from '../helpers/cli.js';
import { axisProblems, closeBrowser, drawnCharts, openReport } from '../helpers/htmlReport.js';

const NO_SAVE = { DYNASTY_SAVE: '/nonexistent/dynasty.db' };
const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'league-2016-realigned.json');
/** A conference name a league file may carry (40 characters at most) that would run script if pasted as markup. */
const HOSTILE = '<img src=x onerror="window.pwned=1">&';

let dir: string;
let seeds: SeedsReport;
let single: RealismBatchReport;
const seedsHtml = () => join(dir, 'seeds.html');
const singleHtml = () => join(dir, 'single.html');

const json = <T>(args: string[]): Promise<T> => runCliJson<T>(args, NO_SAVE);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cli-batch-html-'));
  const league = JSON.parse(readFileSync(FIXTURE, 'utf8'));
  league.conferences[0].name = HOSTILE;
  const leagueFile = join(dir, 'hostile-league.json');
  writeFileSync(leagueFile, JSON.stringify(league, null, 2));
  seeds = await json<SeedsReport>([
    'batch',
    '--year',
    '2016',
    '--seasons',
    '1',
    '--seed',
    '3',
    '--seeds',
    '2',
    '--league',
    leagueFile,
    '--html',
    seedsHtml(),
    '--json',
  ]);
  // The bundle as a player installs it (dist/node): it finds Chart.js in the installed packages.
  const bin = runBin(
    ['batch', '--year', '2016', '--seasons', '1', '--seed', '9', '--html', singleHtml(), '--json'],
    NO_SAVE,
  );
  expect(bin.stderr).toBe('');
  expect(bin.status).toBe(0);
  single = JSON.parse(bin.stdout) as RealismBatchReport;
});

afterAll(async () => {
  await closeBrowser();
  rmSync(dir, { recursive: true, force: true });
});

describe('dynasty batch --html', () => {
  it('writes a page that draws every chart offline, with each section, from an era batch over seeds', async () => {
    expect(seeds.league?.conferences[0]).toBe(HOSTILE);
    const opened = await openReport(seedsHtml());
    try {
      expect(opened.requests).toEqual([]);
      expect(opened.errors).toEqual([]);
      const charts = await drawnCharts(opened.page);
      // One strip per judged figure (rules aside), the spread curve and the seeds' outs.
      expect(charts.canvases).toBe(seeds.figures.filter((f) => !f.rule).length + 2);
      expect(charts.drawn).toBe(charts.canvases);
      expect(charts.counted).toBe(charts.canvases);
      for (const id of ['figures', 'spreads', 'leaders', 'table'])
        expect(await opened.page.locator(`section#${id} h2`).count(), id).toBe(1);
      // Every judged figure has its row in the table, with its verdict.
      const rows = await opened.page.locator('section#table tbody tr').allTextContents();
      expect(rows).toHaveLength(seeds.figures.length);
      expect(rows.filter((r) => r.includes('OUT'))).toHaveLength(seeds.outOfTolerance);
    } finally {
      await opened.close();
    }
  });

  it('writes every axis title whole, and counts in whole numbers', async () => {
    // The seeds' outs as a batch with few figures out has them: bars of 1 and 0.
    const few: SeedsReport = { ...seeds, outsBySeed: seeds.outsBySeed.map((s, i) => ({ ...s, outs: 1 - i })) };
    const file = join(dir, 'few-outs.html');
    writeFileSync(file, htmlReport(few));
    for (const path of [file, seedsHtml(), singleHtml()]) {
      const opened = await openReport(path);
      try {
        expect(await axisProblems(opened.page), path).toEqual([]);
      } finally {
        await opened.close();
      }
    }
  });

  it("shows the league file's names as text, never as markup", async () => {
    const text = readFileSync(seedsHtml(), 'utf8');
    expect(text).not.toContain(HOSTILE);
    expect(text).toContain(esc(HOSTILE));
    const opened = await openReport(seedsHtml());
    try {
      expect(await opened.page.locator('p.meta').textContent()).toContain(HOSTILE);
      expect(await opened.page.locator('img').count()).toBe(0);
      expect(await opened.page.evaluate(() => (globalThis as unknown as { pwned?: number }).pwned)).toBeUndefined();
    } finally {
      await opened.close();
    }
  });

  it("draws a one-seed batch of the bundled command with its leaders' best seasons", async () => {
    const opened = await openReport(singleHtml());
    try {
      expect(opened.requests).toEqual([]);
      const charts = await drawnCharts(opened.page);
      expect(charts.drawn).toBe(charts.canvases);
      expect(charts.canvases).toBeGreaterThan(40);
      const best = await opened.page.locator('section#leaders table tbody tr').allTextContents();
      expect(best.length).toBeGreaterThanOrEqual(5);
      expect(best[0]).toContain(single.leaders!.best.passing!.team);
    } finally {
      await opened.close();
    }
  });

  it('draws each figure of a sweep against the swept value', async () => {
    const sweep: SweepReport = {
      sweep: {
        names: ['sim.<b>pace</b>'],
        points: [
          { values: { 'sim.<b>pace</b>': 0.9 }, report: single },
          { values: { 'sim.<b>pace</b>': 1.1 }, report: seeds },
        ],
      },
    };
    const file = join(dir, 'sweep.html');
    writeFileSync(file, htmlReport(sweep));
    const opened = await openReport(file);
    try {
      expect(opened.requests).toEqual([]);
      expect(opened.errors).toEqual([]);
      const charts = await drawnCharts(opened.page);
      // One chart per judged figure (rules aside) and the figures in at each point.
      expect(charts.canvases).toBe(seeds.figures.filter((f) => !f.rule).length + 1);
      expect(charts.drawn).toBe(charts.canvases);
      expect(await opened.page.locator('b').count()).toBe(0);
      expect(await axisProblems(opened.page)).toEqual([]);
      expect(await opened.page.locator('h1').textContent()).toContain('sim.<b>pace</b>');
      const points = await opened.page.locator('section#sweep tbody tr').allTextContents();
      // A one-seed report counts as the report over its one seed does: its leader figures with the rest.
      const one = seedsReport([single], [single.seed]);
      expect(points).toEqual([
        `10.9${one.inTolerance}${one.outOfTolerance}`,
        `21.1${seeds.inTolerance}${seeds.outOfTolerance}`,
      ]);
      // The x axis is the swept value itself: the centre's points sit at 0.9 and 1.1.
      const xs = await opened.page.evaluate(() => {
        const chart = (
          globalThis as unknown as {
            Chart: { getChart(id: string): { data: { datasets: { data: { x: number }[] }[] } } };
          }
        ).Chart;
        return chart.getChart('chart-1').data.datasets[3].data.map((p) => p.x);
      });
      expect(xs).toEqual([0.9, 1.1]);
    } finally {
      await opened.close();
    }
  });

  it('refuses a folder that does not exist before playing, and a report it does not know', async () => {
    const r = await runCli(
      ['batch', '--year', '2016', '--seasons', '1', '--html', join(dir, 'missing', 'r.html')],
      NO_SAVE,
    );
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^dynasty: Cannot write .*r\.html: no folder/);
    expect(existsSync(join(dir, 'missing'))).toBe(false);
    expect(() => htmlReport({ mode: 'nothing' } as never)).toThrow(/Not a batch report/);
    expect(() => htmlReport({ sweep: { names: ['x'], points: [{ values: {}, report: {} }] } } as never)).toThrow(
      /Each point of a sweep/,
    );
  });

  it('escapes any text for HTML and any value for a script element', () => {
    const unescapeHtml = (s: string) => s.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const e = esc(s);
        expect(e).not.toMatch(/[<>"']/);
        expect(unescapeHtml(e)).toBe(s);
        const j = scriptJson({ s, list: [s] });
        expect(j).not.toContain('<');
        expect(JSON.parse(j)).toEqual({ s, list: [s] });
      }),
      { seed: 42, numRuns: 300 },
    );
  });
});
