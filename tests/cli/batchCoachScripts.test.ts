// dynasty batch --coach-scripts: every script's win share centred over seeds, the coordinator's games equal to the
// simulated ones, and the win probability's calibration table over 5,000 coordinator games.
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
      '40',
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
      'always blitz',
      'random calls',
      'random formations and fronts',
      'heavy runs, empty passes',
      'always cover 0 from the dime',
      'win-probability 4th down and 2pt',
    ]);
    for (const s of report.scripts) expect(s.perSeed).toHaveLength(4);
    expect(report.sameAsSimulated).toEqual({ equal: 40, games: 40 });
    const byName = Object.fromEntries(report.scripts.map((s: { script: string; mean: number }) => [s.script, s.mean]));
    expect(byName['random calls']).toBeLessThan(byName.coordinator);
    expect(report.calibration.games).toBe(5000);
    expect(report.calibration.bands).toHaveLength(10);
    expect(report.calibration.worst).toBeLessThanOrEqual(0.03);
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
