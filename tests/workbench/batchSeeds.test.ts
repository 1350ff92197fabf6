// dynasty batch --seeds: the realism report over several seeds, every judged figure on its mean over them. Each
// seed's figures are its own batch's (the same as `batch --seed S` alone), and bad combinations are refused.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealismBatchReport } from '../../src/workbench/realismReport.js';
import type { SeedsReport } from '../../src/workbench/seedsReport.js';
import { runCli, runCliJson } from '../helpers/cli.js';

const NO_SAVE = { DYNASTY_SAVE: '/nonexistent/dynasty.db' };
const BASE = ['batch', '--year', '2016', '--seasons', '1'];

let dir: string;
let report: SeedsReport;
let singles: RealismBatchReport[];

const json = <T>(args: string[]): Promise<T> => runCliJson<T>(args, NO_SAVE);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cli-seeds-'));
  report = await json<SeedsReport>([...BASE, '--seed', '5', '--seeds', '2', '--json']);
  singles = [
    await json<RealismBatchReport>([...BASE, '--seed', '5', '--json']),
    await json<RealismBatchReport>([...BASE, '--seed', '6', '--json']),
  ];
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A single report's judged figures by label, as the seeds report lists them. */
function singleValues(r: RealismBatchReport): Map<string, { value: number; ok: boolean }> {
  const m = new Map<string, { value: number; ok: boolean }>();
  for (const c of r.checks) if (c.checked) m.set(c.label, { value: c.measured, ok: c.ok });
  for (const c of r.lines.checks) m.set(c.label, { value: c.measured, ok: c.ok });
  for (const l of [...r.endings.lines, ...r.teams])
    m.set(l.label, { value: l.tolerance === 0 ? Number(l.ok) : l.measured, ok: l.ok });
  for (const l of r.kicking.lines) if (l.judged) m.set(l.label, { value: l.measured, ok: l.ok });
  for (const l of r.atmosphere.lines) if (l.judged) m.set(l.label, { value: l.measured, ok: l.ok });
  for (const f of r.leaders?.figures ?? []) if (f.checked) m.set(f.label, { value: f.measured, ok: f.ok });
  return m;
}

describe('dynasty batch --seeds', () => {
  it("lists each seed's own figures and judges the mean over them", () => {
    expect(report.mode).toBe('seeds');
    expect(report.year).toBe(2016);
    expect(report.seeds).toEqual([5, 6]);
    expect(report.seasons).toBe(1);
    const [five, six] = singles.map(singleValues);
    expect(report.figures.length).toBe(five.size);
    expect(report.figures.map((f) => f.section)).toEqual(
      expect.arrayContaining(['per game', 'line', 'endings', 'teams', 'kicking', 'atmosphere', 'leaders']),
    );
    for (const f of report.figures) {
      const a = five.get(f.label)!;
      const b = six.get(f.label)!;
      expect(a, f.label).toBeDefined();
      // The seeds' batches are the single batches: the same games, so the same figures.
      expect(f.values[0], f.label).toBeCloseTo(a.value, 2);
      expect(f.values[1], f.label).toBeCloseTo(b.value, 2);
      // A line's centre is its games pooled over the seeds (checked below), every other figure's the seeds' mean.
      if (f.section !== 'line') expect(f.centre, f.label).toBeCloseTo((a.value + b.value) / 2, 2);
      expect(f.sd, f.label).toBeCloseTo(Math.abs(a.value - b.value) / Math.SQRT2, 2);
      expect(f.outAt, f.label).toEqual([...(a.ok ? [] : [5]), ...(b.ok ? [] : [6])]);
      if (f.rule) expect(f.ok, f.label).toBe(f.centre > 0.5);
      else {
        const inside = (f.low === null || f.centre >= f.low) && (f.high === null || f.centre <= f.high);
        expect(f.ok, f.label).toBe(inside);
      }
    }
    expect(report.inTolerance + report.outOfTolerance).toBe(report.figures.length);
    expect(report.inTolerance).toBe(report.figures.filter((f) => f.ok).length);
    expect(report.outsBySeed).toEqual(
      singles.map((s) => ({ seed: s.seed, outs: s.outOfTolerance + (s.leaders?.outOfRange ?? 0) })),
    );
  });

  it("judges the lines' figures on their games pooled over the seeds, by the single report's rule", () => {
    const lineFigures = report.figures.filter((x) => x.section === 'line');
    expect(lineFigures.length).toBe(singles[0].lines.checks.length);
    for (const [j, f] of lineFigures.entries()) {
      const checks = singles.map((s) => s.lines.checks[j]);
      expect(f.label).toBe(checks[0].label);
      const games = checks.reduce((sum, c) => sum + c.games, 0);
      const measured = checks.reduce((sum, c) => sum + c.measured * c.games, 0) / Math.max(1, games);
      expect(f.centre, f.label).toBeCloseTo(measured, 2);
      // The pooled games' band is no wider than either seed's own.
      const half = (f.high! - f.low!) / 2;
      expect(half, f.label).toBeLessThanOrEqual(Math.min(...checks.map((c) => c.tolerance)) + 1e-3);
      expect((f.high! + f.low!) / 2, f.label).toBeCloseTo(checks[0].target, 2);
      // The pooled figure the HTML report draws: the same games, the same band.
      const pooled = report.lines[j];
      expect(pooled.games).toBe(games);
      expect(pooled.measured).toBeCloseTo(measured, 2);
      expect(pooled.tolerance).toBeCloseTo(half, 2);
    }
  });

  it('prints the table with each figure, its centre, its SD over the seeds and where it was out', async () => {
    const r = await runCli([...BASE, '--seed', '5', '--seeds', '2'], NO_SAVE);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Realism over seeds 5-6: 1 season of the 2016 league at each seed');
    expect(r.stdout).toContain(
      `Figures out at each seed's own report: seed 5 ${report.outsBySeed[0].outs}, seed 6 ${report.outsBySeed[1].outs}.`,
    );
    expect(r.stdout).toMatch(/Section\s+Figure\s+Centre\s+SD over seeds\s+Band\s+In\?\s+Out at seeds/);
    expect(r.stdout).toMatch(/teams\s+SD of team points\/g\s+\d/);
    expect(r.stdout).toContain(`${report.inTolerance} of ${report.figures.length} figures' centres within tolerance`);
  });

  it('refuses bad input with a line on stderr and status 2, writing nothing', async () => {
    const csv = join(dir, 'games.csv');
    const cases: [string[], string][] = [
      [['--seeds', '0'], 'Seeds must be from 1 to 100, not 0.'],
      [['--seeds', 'x'], 'Seeds must be a whole number'],
      [['--seeds', '2', '--dynasty'], '--seeds is for the realism report'],
      [['--seeds', '2', '--export-games', csv], "--export-games writes one seed's games: leave out --seeds."],
    ];
    for (const [args, message] of cases) {
      const r = await runCli([...BASE, ...args], NO_SAVE);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain(message);
    }
    expect(existsSync(csv)).toBe(false);
  });
});
