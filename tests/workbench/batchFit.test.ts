// dynasty batch fit through the CLI, on the smallest real fit (one constant, one season of one year, one tuning and
// one confirming seed, its first generation): what it leaves (report, state, tuning file, page), a fit stopped and
// resumed from its state, a generation played in shards and merged into the state, and the refusals.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FitReport } from '../../src/workbench/fitReport.js';
import { type FitState, readFitState } from '../../src/workbench/fitState.js';
import { formatFitReport } from '../../src/workbench/fitText.js';
import { htmlReport } from '../../src/workbench/htmlReport.js';
import { batchOverrides } from '../../src/workbench/tuningOptions.js';
import { HOME_EDGE } from '../../src/core/sim/tuning.js';
import { runCli, type CliResult } from '../helpers/cli.js';
import { closeBrowser, drawnCharts, openReport } from '../helpers/htmlReport.js';

const NO_SAVE = { DYNASTY_SAVE: '/nonexistent/dynasty.db' };
const FIT = ['batch', 'fit', '--years', '2024', '--vary', 'sim.HOME_EDGE', '--seasons', '1', '--seeds', '1'];
const ONE = [...FIT, '--confirm-seeds', '2', '--generations', '1'];

let dir: string;
const file = (name: string) => join(dir, name);
let report: FitReport;
let whole: FitState;

async function ok(args: string[]): Promise<CliResult> {
  const r = await runCli(args, NO_SAVE);
  expect(r.stderr, args.join(' ')).toBe('');
  expect(r.status, args.join(' ')).toBe(0);
  return r;
}

async function refused(args: string[], message: RegExp): Promise<void> {
  const r = await runCli(args, NO_SAVE);
  expect(r.status, args.join(' ')).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
  expect(r.stderr).toMatch(message);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cli-batch-fit-'));
  const r = await ok([...ONE, '--state', file('whole.json'), '--html', file('fit.html'), '--json']);
  report = JSON.parse(r.stdout) as FitReport;
  whole = readFitState(file('whole.json'));
});

afterAll(async () => {
  await closeBrowser();
  rmSync(dir, { recursive: true, force: true });
});

describe('dynasty batch fit', () => {
  it('searches, confirms the best on seeds it never played, and leaves a tuning file, its state and a page', async () => {
    const r = report.fit;
    // The first generation: the centre of the range (the current constants) and a third of the way to each end.
    expect(r.candidates.map((c) => c.generation)).toEqual([0, 1, 1]);
    const [low, centre, high] = r.candidates.map((c) => c.values['sim.HOME_EDGE']).sort((a, b) => a - b);
    expect(centre).toBe(HOME_EDGE);
    expect(low).toBeCloseTo(HOME_EDGE * (1 - 0.25 / 1.5), 2);
    expect(high).toBeCloseTo(HOME_EDGE * (1 + 0.25 / 1.5), 2);
    expect(r.candidates[r.current].values['sim.HOME_EDGE']).toBe(HOME_EDGE);
    expect(r.candidates[r.best].objective).toBeLessThanOrEqual(r.candidates[r.current].objective);
    expect(['confirmed', 'not confirmed', 'current is best']).toContain(r.verdict);
    expect(whole.candidates[r.current].confirmed).toBeDefined();
    expect(whole.candidates[r.best].confirmed).toBeDefined();
    expect(r.figuresIn.confirming).not.toBeNull();
    expect(r.rows.length).toBe(r.figuresIn.of);
    expect(r.rows.every((row) => row.confirming && Number.isFinite(row.tuning.best.centre))).toBe(true);
    expect(r.effects.map((e) => e.name)).toEqual(['sim.HOME_EDGE']);
    // Home field moves the home teams' wins: the constant's effect is measured, and the figure is chased.
    expect(r.effects[0].moved.map((m) => m.key)).toContain('2024 per game/homeWinPct');

    const tuning = file('whole.tuning.yaml');
    expect(batchOverrides(['--tuning', tuning])).toEqual({ 'sim.HOME_EDGE': r.constants[0].fitted });
    expect(readFileSync(file('fit.html'), 'utf8')).toBe(htmlReport(report));
    expect(htmlReport(report)).toContain('The objective, generation by generation');
    // The page opens offline and draws every chart: the objective, the constant, the figures the search moved.
    const opened = await openReport(file('fit.html'));
    try {
      expect(opened.requests).toEqual([]);
      expect(opened.errors).toEqual([]);
      const charts = await drawnCharts(opened.page);
      expect(charts.canvases).toBeGreaterThanOrEqual(2);
      expect(charts.drawn).toBe(charts.canvases);
      for (const id of ['fit', 'search', 'constants', 'figures', 'before-after'])
        expect(await opened.page.locator(`section#${id} h2`).count(), id).toBe(1);
    } finally {
      await opened.close();
    }
    const text = formatFitReport(report);
    expect(text).toMatch(/^Fit of sim\.HOME_EDGE over 2024: 1 season at each of tuning seeds 1; confirming seeds 2\./);
    expect(text).toMatch(/Figures in their bands \(of \d+\): tuning seeds \d+ -> \d+; confirming seeds \d+ -> \d+\./);
  });

  it('goes on from its state: a fit stopped after two candidates plays the rest alone, to the same end', async () => {
    // What a fit stopped after its second candidate leaves (the state is written after each), marked to show that
    // the two are not played again.
    const stopped: FitState = structuredClone({
      ...whole,
      candidates: whole.candidates.slice(0, 2).map(({ confirmed: _, ...c }) => c),
    });
    delete stopped.movable;
    delete stopped.effects;
    stopped.candidates[1].judgement[0].inTolerance = -1;
    writeFileSync(file('stopped.json'), JSON.stringify(stopped));
    await ok([...ONE, '--state', file('stopped.json'), '--json']);
    const resumed = readFitState(file('stopped.json'));
    expect(resumed.candidates[1].judgement[0].inTolerance).toBe(-1);
    resumed.candidates[1].judgement[0].inTolerance = whole.candidates[1].judgement[0].inTolerance;
    expect(resumed).toEqual(whole);

    const before = readFileSync(file('whole.json'), 'utf8');
    await refused(
      [...ONE, '--seeds', '1,5', '--state', file('whole.json')],
      /is a fit of other options \(seeds \[1,5\] against \[1\]\)/,
    );
    expect(readFileSync(file('whole.json'), 'utf8')).toBe(before);
  });

  it('plays a generation in shards and merges it into the state: the generation the fit plays whole', async () => {
    const parts = [file('part-1.json'), file('part-2.json')];
    for (const [k, out] of parts.entries())
      await ok([...ONE, '--state', file('sharded.json'), '--shard', `${k + 1}/2`, '--out', out]);
    expect(existsSync(file('sharded.json'))).toBe(false);
    await refused(['batch', 'merge', ...parts], /parts of a fit's generation: give --state FILE/);
    await ok(['batch', 'merge', parts[1], parts[0], '--state', file('sharded.json')]);
    const sharded = readFitState(file('sharded.json'));
    expect(sharded.candidates).toEqual(whole.candidates.map(({ confirmed: _, ...c }) => c));
    expect(sharded.movable).toEqual(whole.movable);
    expect(sharded.effects).toEqual(whole.effects);
    await refused(['batch', 'merge', ...parts, '--state', file('sharded.json')], /not the one .* plays next/);
    await refused(
      [...ONE, '--state', file('whole.json'), '--shard', '1/2', '--out', file('none.json')],
      /played its 1 generations/,
    );
  });

  it('refuses bad input with one line on stderr, playing and writing nothing', async () => {
    const state = file('refused.json');
    const cases: [string[], RegExp][] = [
      [['--vary', 'sim.NO_SUCH'], /Unknown tuning constant sim\.NO_SUCH/],
      [['--vary', 'sim.TACKLE_ASSIST=0.5..1.5'], /outside its catalogued range/],
      [['--weight', 'all=0'], /No figure to judge/],
      [['--confirm-seeds', '1'], /1 is in both --seeds and --confirm-seeds/],
      [['--shard', '1/2'], /--shard K\/N and --out FILE go together/],
    ];
    for (const [extra, message] of cases) await refused([...FIT, ...extra, '--state', state], message);
    await refused(FIT, /needs --state FILE/);
    await refused(
      ['batch', '--year', '2024', 'fit', ...FIT.slice(2), '--state', state],
      /batch fit does not take --year/,
    );
    // Generated: any seeds shared by the two sets are refused before anything plays.
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 4 }),
        async (seeds) => {
          const args = [...FIT.slice(0, -2), '--seeds', seeds.join(','), '--confirm-seeds', `${seeds[0]},99`];
          await refused([...args, '--state', state], /in both --seeds and --confirm-seeds/);
        },
      ),
      { seed: 20261127, numRuns: 15 },
    );
    expect(existsSync(state)).toBe(false);
  });
});
