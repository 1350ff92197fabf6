// dynasty batch --coach-scripts: every script's win share centred over seeds, the coordinator's games equal to the
// simulated ones, each script's yards a play, points and turnovers, and the win probability's calibration table in
// the batch's year and three eras. Whether the calibration is within its band and no script beats the coordinator,
// over the real count of games on held-out seeds: tests/calibration/coachedGames.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { closeBrowser, drawnCharts, openReport } from '../helpers/htmlReport.js';

describe('dynasty batch --coach-scripts', () => {
  it('prints the scripts against the coordinator and the calibration table', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cli-coach-scripts-'));
    const html = join(dir, 'report.html');
    const r = await runCli([
      'batch',
      '--year',
      '2016',
      '--coach-scripts',
      '--coach-games',
      '20',
      '--seeds',
      '32',
      '--calibration-games',
      '320',
      '--json',
      '--html',
      html,
    ]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.scripts.map((s: { script: string }) => s.script)).toEqual([
      'coordinator',
      'always run',
      'always deep shot',
      'always play action',
      'always screen',
      'random pass (pa, deep, int, screen)',
      'random calls',
      'always blitz',
      'random defense',
      'random formations and fronts',
      'heavy runs, empty passes',
      'always cover 0 from the dime',
      'win-probability 4th down and 2pt',
    ]);
    // Each script's win share, yards a play gained and allowed, points and turnovers, with their spread over seeds.
    for (const s of report.scripts) {
      expect(s.perSeed).toHaveLength(32);
      for (const k of ['yardsPerPlay', 'yardsPerPlayAllowed', 'points', 'turnovers', 'takeaways']) {
        expect(s[k].perSeed).toHaveLength(32);
        expect(s[k].mean).toBeGreaterThan(0);
        expect(s[k].sd).toBeGreaterThanOrEqual(0);
      }
    }
    expect(Object.keys(report.fairness).sort()).toEqual(['wins', 'withinGoal', 'yardsPerPlay']);
    expect(report.sameAsSimulated).toEqual({ equal: 32, games: 32 });
    const byName = Object.fromEntries(report.scripts.map((s: { script: string; mean: number }) => [s.script, s.mean]));
    expect(byName['random calls']).toBeLessThan(byName.coordinator);
    // The calibration in the batch's year and in three eras apart, its games spread over the 32 leagues.
    expect(report.calibrations.map((c: { year: number }) => c.year)).toEqual([2004, 2016, 2024]);
    expect(report.calibration.year).toBe(2016);
    for (const c of report.calibrations) {
      expect(c.games).toBe(320);
      expect(c.bands).toHaveLength(10);
      const worst = Math.max(
        ...c.bands.map((b: { predicted: number; observed: number }) => Math.abs(b.predicted - b.observed)),
      );
      expect(c.worst).toBe(worst);
    }
    // The HTML report draws the calibration curve and the scripts' win shares, offline.
    const opened = await openReport(html);
    try {
      expect(opened.requests).toEqual([]);
      expect(await drawnCharts(opened.page)).toEqual({ canvases: 2, drawn: 2, counted: 2 });
      expect(await opened.page.locator('section#win-probability tbody tr').count()).toBe(10);
      expect(await opened.page.locator('section#scripts tbody tr').count()).toBe(report.scripts.length);
    } finally {
      await opened.close();
      await closeBrowser();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
