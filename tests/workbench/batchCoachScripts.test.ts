// dynasty batch --coach-scripts: every script's win share centred over seeds, the coordinator's games equal to the
// simulated ones, each script's yards a play, points and turnovers, and the win probability's calibration table over
// 5,000 coordinator games in each of three eras.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coachScriptsBatch, FAIRNESS_GOAL, SCRIPTS } from '../../src/workbench/coachScripts.js';
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
    // The calibration in the batch's year and in three eras apart, every band within 4 points. The 5,000 games are
    // spread over 32 leagues: games of one league share its teams, and the worst of a set's thirty bands has reached 3.6
    // points on two sets of thirteen, off in either direction (docs/calibration-winprob.md).
    expect(report.calibrations.map((c: { year: number }) => c.year)).toEqual([2004, 2016, 2024]);
    expect(report.calibration.year).toBe(2016);
    for (const c of report.calibrations) {
      expect(c.games).toBe(Math.ceil(5000 / 32) * 32);
      expect(c.bands).toHaveLength(10);
      expect(c.worst).toBeLessThanOrEqual(0.04);
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

describe('coached-game fairness', () => {
  it('no simple offensive script gains half a yard a play more than the coordinator, nor wins more', () => {
    const names = ['coordinator', 'always play action', 'random pass (pa, deep, int, screen)', 'random calls'];
    const scripts = Object.fromEntries(names.map((n) => [n, SCRIPTS[n]]));
    const r = coachScriptsBatch(2016, 1, 4, 40, 4, scripts);
    const base = r.scripts[0];
    for (const s of r.scripts.slice(1)) {
      expect(s.yardsPerPlay.mean - base.yardsPerPlay.mean).toBeLessThan(FAIRNESS_GOAL.yardsPerPlay);
      expect(s.mean - base.mean).toBeLessThan(FAIRNESS_GOAL.wins);
    }
    expect(r.fairness.withinGoal).toBe(true);
  }, 180_000);
});
