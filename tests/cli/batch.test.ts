// dynasty batch (regular seasons in memory): the realism report's JSON and text, the games export, and that
// spreading seasons over worker processes gives the same report.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealismBatchReport } from '../../src/cli/batch/realismReport.js';
import { seasonLeague } from '../../src/core/data/league.js';
import { GAMES_PER_TEAM } from '../../src/core/season/calendar.js';
import { runCli } from '../helpers/cli.js';

const NO_SAVE = { DYNASTY_SAVE: '/nonexistent/dynasty.db' };

/** Wide bands: a broken unit or a stat counted twice lands outside; engine tuning stays inside. */
const PLAUSIBLE: Record<keyof RealismBatchReport['perTeamGame'], [number, number]> = {
  points: [18, 38], totalYards: [300, 470], passYards: [150, 300], rushYards: [100, 220], plays: [55, 80],
  yardsPerPlay: [4.5, 7], yardsPerPass: [5.5, 9.5], yardsPerRush: [3.2, 5.6], completionPct: [50, 72],
  passAttempts: [22, 40], rushAttempts: [28, 45], firstDowns: [15, 26], interceptions: [0.4, 1.3],
  fumblesLost: [0.2, 1], sacks: [1, 3.5], penalties: [3.5, 8], penaltyYards: [30, 75], thirdDownPct: [30, 50],
  punts: [2.5, 6], fieldGoalAttempts: [0.8, 2.3], fieldGoalPct: [60, 92], drives: [10, 15],
};

let dir: string;
let report: RealismBatchReport;
let gamesCsv: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cli-batch-'));
  gamesCsv = join(dir, 'games.csv');
  const r = await runCli(['batch', '--year', '2024', '--seasons', '2', '--seed', '3', '--workers', '2', '--json', '--export-games', gamesCsv], NO_SAVE);
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  report = JSON.parse(r.stdout) as RealismBatchReport;
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('dynasty batch (regular seasons)', () => {
  it('reports every required figure with plausible numbers', () => {
    const teams = seasonLeague(2024).teams.length;
    expect(report.seasons).toBe(2);
    // Every team plays 12 games; the FBS-vs-FCS ones are reported apart (seasonRecords).
    const fcsGames = report.seasonRecords!.lines[0].perSeason.reduce((a, b) => a + b, 0);
    expect(2 * report.games + fcsGames).toBe(2 * teams * GAMES_PER_TEAM);
    expect(Object.keys(report.perTeamGame).sort()).toEqual(Object.keys(PLAUSIBLE).sort());
    for (const [figure, [low, high]] of Object.entries(PLAUSIBLE)) {
      const value = report.perTeamGame[figure as keyof typeof PLAUSIBLE];
      expect(value, figure).toBeGreaterThanOrEqual(low);
      expect(value, figure).toBeLessThanOrEqual(high);
    }
    const g = report.game;
    expect(g.homeWinPct).toBeGreaterThan(50);
    expect(g.homeWinPct).toBeLessThan(70);
    expect(g.overtimePct).toBeGreaterThan(0);
    expect(g.overtimePct).toBeLessThan(12);
    expect(g.favoriteWinPct).toBeGreaterThan(65);
    expect(g.favoriteWinPct).toBeLessThan(85);
    expect(g.combinedPointsMean).toBeCloseTo(2 * report.perTeamGame.points, 2);
    expect(g.combinedPointsSd).toBeGreaterThan(10);
    expect(g.combinedPointsSd).toBeLessThan(25);
  });

  it('marks each figure against the reference target and tolerance, and calibrates the odds by spread band', () => {
    const figures = report.checks.map((c) => c.figure);
    for (const required of ['points', 'homeWinPct', 'overtimePct', 'combinedPointsMean']) expect(figures).toContain(required);
    const points = report.checks.find((c) => c.figure === 'points')!;
    expect(points.target).toBe(27.9);
    expect(points.tolerance).toBe(1);
    expect(points.ok).toBe(Math.abs(points.measured - points.target) <= points.tolerance);
    expect(report.spreadBands.map((b) => b.label)).toEqual(['0-3', '3-7', '7-10', '10-14', '14-21', '21+']);
    expect(report.spreadBands.reduce((s, b) => s + b.games, 0)).toBeLessThanOrEqual(report.games);
    const expected = report.spreadBands.map((b) => b.expectedWinPct);
    expect(expected).toEqual([...expected].sort((a, b) => a - b));
    expect(report.inTolerance + report.outOfTolerance).toBe(report.checks.length + report.spreadBands.length);
  });

  it('exports one CSV row per game, matching the report', () => {
    const lines = readFileSync(gamesCsv, 'utf8').trim().split('\n');
    expect(lines[0]).toBe('season,week,home,away,neutral,home_points,away_points,home_spread,overtimes,kind,fcs');
    const all = lines.slice(1).map((l) => l.split(','));
    // The report's game figures are FBS against FBS; the FCS games are exported too, marked.
    const rows = all.filter((r) => r[10] === '0');
    const fcs = all.filter((r) => r[10] === '1');
    expect(rows).toHaveLength(report.games);
    expect(fcs.length).toBe(report.seasonRecords!.lines[0].perSeason.reduce((a, b) => a + b, 0));
    expect(new Set(rows.map((r) => r[0]))).toEqual(new Set(['1', '2']));
    for (const r of all) {
      expect(r).toHaveLength(11);
      expect(r[2]).not.toBe(r[3]);
      expect(Number(r[1])).toBeGreaterThanOrEqual(1);
      expect(Number(r[1])).toBeLessThanOrEqual(14);
      expect(r[9]).toBe('regular');
    }
    const points = rows.reduce((s, r) => s + Number(r[5]) + Number(r[6]), 0);
    expect(points / rows.length).toBeCloseTo(report.game.combinedPointsMean, 2);
    const overtimeGames = rows.filter((r) => Number(r[8]) > 0).length;
    expect((100 * overtimeGames) / rows.length).toBeCloseTo(report.game.overtimePct, 2);
  });

  it('gives the same report in one process as over two workers', async () => {
    const r = await runCli(['batch', '--year', '2024', '--seasons', '2', '--seed', '3', '--json'], NO_SAVE);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(report);
  });

  it('prints the report as a table with each figure marked in or out', async () => {
    const r = await runCli(['batch', '--year', '2010', '--seasons', '1'], NO_SAVE);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Realism report: 1 regular season of the 2010 league/);
    expect(r.stdout).toMatch(/^Points\s+\d+\.\d\s+27\.9\s+±1\s+(in|OUT)$/m);
    expect(r.stdout).toContain('Odds calibration by spread band');
    expect(r.stdout).toMatch(/\d+ of \d+ figures within tolerance/);
    expect(r.stdout).toContain('FCS opponents and six-win teams');
    expect(r.stdout).toMatch(/^FBS-vs-FCS games\s+\d+/m);
    expect(r.stdout).toMatch(/^Teams with 6\+ wins \(of 120\)\s+\d+/m);
  });

  it('reports FCS games, FCS wins and six-win teams per season against their targets', () => {
    const lines = report.seasonRecords!.lines;
    expect(lines.map((l) => l.label)).toEqual([
      'FBS-vs-FCS games', 'FCS wins over FBS teams', `Teams with 6+ wins (of ${seasonLeague(2024).teams.length})`,
      'Bowl-eligible teams (era rule on FCS wins)',
    ]);
    for (const l of lines) expect(l.perSeason).toHaveLength(2);
    const [games, wins, six] = lines;
    expect(games.measured).toBeGreaterThan(85);
    expect(games.measured).toBeLessThan(130);
    expect(wins.measured).toBeLessThan(15);
    expect(six.measured).toBeGreaterThan(70);
    expect(six.measured).toBeLessThan(95);
  });

  it('refuses options that do not fit', async () => {
    for (const args of [
      ['batch', '--year', '2024', '--export-teams', join(dir, 'x.csv')],
      ['batch', '--year', '2024', '--seasons', '0'],
      ['batch', '--year', '1999'],
      ['batch', '--year', '2024', '--workers', 'two'],
    ]) {
      const r = await runCli(args, NO_SAVE);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
    }
  });
});
