// dynasty batch (seasons in memory, postseason included): the realism report's JSON and text, the season leaders,
// the games export, and that spreading seasons over worker processes gives the same report.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPREAD_SIZES } from '../../src/core/odds/lineRecord.js';
import type { RealismBatchReport } from '../../src/workbench/realismReport.js';
import { seasonLeague } from '../../src/core/data/league.js';
import { GAMES_PER_TEAM } from '../../src/core/season/calendar.js';
import { runCli } from '../helpers/cli.js';

const NO_SAVE = { DYNASTY_SAVE: '/nonexistent/dynasty.db' };

/** Wide bands: a broken unit or a stat counted twice lands outside; engine tuning stays inside. */
const PLAUSIBLE: Record<keyof RealismBatchReport['perTeamGame'], [number, number]> = {
  points: [18, 38],
  totalYards: [300, 470],
  passYards: [150, 300],
  rushYards: [100, 220],
  plays: [55, 80],
  yardsPerPlay: [4.5, 7],
  yardsPerPass: [5.5, 9.5],
  yardsPerRush: [3.2, 5.6],
  completionPct: [50, 72],
  passAttempts: [22, 40],
  rushAttempts: [28, 45],
  firstDowns: [15, 26],
  interceptions: [0.4, 1.3],
  fumblesLost: [0.2, 1],
  sacks: [1, 3.5],
  penalties: [3.5, 8],
  penaltyYards: [30, 75],
  thirdDownPct: [30, 50],
  punts: [2.5, 6],
  fieldGoalAttempts: [0.8, 2.3],
  fieldGoalPct: [60, 92],
  drives: [10, 15],
};

let dir: string;
let report: RealismBatchReport;
let gamesCsv: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cli-batch-'));
  gamesCsv = join(dir, 'games.csv');
  const r = await runCli(
    [
      'batch',
      '--year',
      '2024',
      '--seasons',
      '2',
      '--seed',
      '3',
      '--workers',
      '2',
      '--json',
      '--export-games',
      gamesCsv,
    ],
    NO_SAVE,
  );
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  report = JSON.parse(r.stdout) as RealismBatchReport;
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Each size's upper end (a line below it is in the size or a smaller one). */
const SPREAD_MAX: Record<string, number> = Object.fromEntries(SPREAD_SIZES.map((s) => [s.label, s.max]));

describe('dynasty batch (regular seasons)', () => {
  it('reports every required figure with plausible numbers', () => {
    const teams = seasonLeague(2024).teams.length;
    expect(report.seasons).toBe(2);
    // The regular season's FBS-vs-FBS games (the FCS ones are reported apart, in seasonRecords), then each season's
    // title games, bowls and 12-team playoff.
    const fcsGames = report.seasonRecords.lines[0].perSeason.reduce((a, b) => a + b, 0);
    const regular = (2 * teams * GAMES_PER_TEAM - fcsGames) / 2;
    expect(report.games).toBeGreaterThan(regular + 2 * 40);
    expect(report.games).toBeLessThan(regular + 2 * 70);
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
    // Combined points are of FBS-vs-FBS games; the per-team average also counts the FBS side of FCS games, which
    // the FBS team wins big: a team averages more than half an FBS-vs-FBS game's combined points, by a little.
    expect(g.combinedPointsMean).toBeLessThan(2 * report.perTeamGame.points);
    expect(g.combinedPointsMean).toBeGreaterThan(2 * report.perTeamGame.points - 5);
    expect(g.combinedPointsSd).toBeGreaterThan(10);
    expect(g.combinedPointsSd).toBeLessThan(25);
  });

  it('marks each figure against the reference target and tolerance, and judges the lines by size', () => {
    const figures = report.checks.map((c) => c.figure);
    for (const required of ['points', 'homeWinPct', 'overtimePct', 'combinedPointsMean'])
      expect(figures).toContain(required);
    const points = report.checks.find((c) => c.figure === 'points')!;
    expect(points.target).toBe(27.9);
    expect(points.tolerance).toBe(1);
    expect(points.ok).toBe(Math.abs(points.measured - points.target) <= points.tolerance);
    // The real closing lines' sizes of spread, each with its covers, margin beyond the spread and wins judged.
    const lines = report.lines;
    expect(lines.spreads.map((l) => l.label)).toEqual([
      '0.5-2.5',
      '3',
      '3.5-6.5',
      '7',
      '7.5-9.5',
      '10-13.5',
      '14-16.5',
      '17-20.5',
      '21-27.5',
      '28+',
    ]);
    expect(lines.spreads.reduce((s, l) => s + l.games, 0)).toBeLessThanOrEqual(report.games);
    expect(lines.spreads.reduce((s, l) => s + l.games, 0)).toBeGreaterThan(report.games * 0.9);
    // Bigger favourites win more often.
    const won = lines.spreads.map((l) => l.wonPct!);
    expect(won[won.length - 1]).toBeGreaterThan(won[0] + 30);
    for (const c of lines.checks) {
      expect(c.ok, c.label).toBe(c.games === 0 || Math.abs(c.measured - c.target) <= c.tolerance + 1e-9);
      // Never closer than the floor, and wider for a size of few games.
      expect(c.tolerance, c.label).toBeGreaterThanOrEqual(c.floor);
      expect(c.floor, c.label).toBe(
        c.figure === 'won' ? 3 : c.figure === 'beyond' ? 2 : c.figure === 'covered' || c.figure === 'over' ? 4 : 1,
      );
    }
    const covered = lines.checks.filter((c) => c.figure === 'covered');
    expect(covered.map((c) => c.target)).toEqual(covered.map(() => 50));
    expect(report.inTolerance + report.outOfTolerance).toBe(
      report.checks.filter((c) => c.checked).length
        + lines.checks.length
        + report.endings.lines.length
        + report.teams.length
        + report.kicking.lines.filter((l) => l.judged).length
        + report.atmosphere.lines.filter((l) => l.judged).length,
    );
  });

  it('sizes the lines of 2024 beside the real ones, over all games and between power programs', () => {
    const z = report.lines.sizes;
    expect(report.lines.sizesJudged).toBe(true);
    // Every size's share, over all games and between power programs, adds to the whole.
    expect(z.shares.reduce((a, x) => a + x.pct, 0)).toBeCloseTo(100, 1);
    expect(z.shares.reduce((a, x) => a + x.powerPct, 0)).toBeCloseTo(100, 1);
    expect(z.shares.reduce((a, x) => a + x.realPct, 0)).toBeCloseTo(100, 1);
    // The cumulative shares are the rows' own, and the median lies where half the lines are no bigger.
    expect(z.from28.pct).toBeCloseTo(z.shares.at(-1)!.pct, 2);
    expect(z.from21.pct).toBeCloseTo(z.shares.at(-2)!.pct + z.shares.at(-1)!.pct, 2);
    const below = z.shares.filter((x) => SPREAD_MAX[x.label] <= z.median).reduce((a, x) => a + x.pct, 0);
    expect(below).toBeLessThanOrEqual(50);
    // Power programs' games are some of the games; conference games are the regular season's, a power one among them.
    expect(z.powerGames).toBeGreaterThan(0);
    expect(z.powerGames).toBeLessThan(z.games);
    expect(z.powerConference.games).toBeGreaterThan(0);
    expect(z.powerConference.games).toBeLessThan(z.conference.games);
    const judged = report.lines.checks.filter((c) => ['median', 'sizeShare', 'conferenceMean'].includes(c.figure));
    expect(judged.map((c) => c.size)).toEqual(['median', '21+', '28+', 'conference', 'power conference']);
    expect(judged.find((c) => c.size === 'power conference')!.measured).toBe(z.powerConference.mean);
  });

  it('reports field goals by distance, punts and the backs against their era, counting every FBS try once', () => {
    const k = report.kicking;
    const line = (figure: string) => k.lines.find((l) => l.figure === figure)!;
    expect(k.lines.map((l) => l.figure)).toEqual([
      'fgPctUnder30',
      'fgPct30to39',
      'fgPct40to49',
      'fgPct50Plus',
      'fiftyPlusShare',
      'puntGross',
      'backsYardsPerCarry',
    ]);
    // The bands' tries are the per-game figure's tries (rounded to 3 decimals): the drives' kicks of every FBS side.
    const tries = k.attempts.reduce((a, b) => a + b, 0);
    expect(Math.abs(tries - report.perTeamGame.fieldGoalAttempts * report.teamGames)).toBeLessThanOrEqual(
      0.0005 * report.teamGames,
    );
    expect(line('fiftyPlusShare').measured).toBeCloseTo((100 * k.attempts[3]) / tries, 2);
    // Shorter kicks under 50 yards are made more often (the 50-yard tries are the strong legs'); a punt goes 35-50
    // yards; a back with 100 carries gains 3.5-7 a carry.
    const made = ['fgPctUnder30', 'fgPct30to39', 'fgPct40to49'].map((f) => line(f).measured);
    expect(made).toEqual([...made].sort((a, b) => b - a));
    expect(line('puntGross').measured).toBeGreaterThan(35);
    expect(line('puntGross').measured).toBeLessThan(50);
    expect(line('backsYardsPerCarry').measured).toBeGreaterThan(3.5);
    expect(line('backsYardsPerCarry').measured).toBeLessThan(7);
    expect(line('fgPct50Plus')).toMatchObject({ target: 50, tolerance: 7, judged: true });
    for (const l of k.lines) expect(l.ok, l.figure).toBe(!l.judged || Math.abs(l.measured - l.target) <= l.tolerance);
  });

  it('reports the season leaders beside the reference ranges, with the seasons in range', () => {
    const leaders = report.leaders!;
    expect(leaders.seasons).toBe(2);
    const figure = (name: string) => leaders.figures.find((f) => f.figure === name)!;
    expect(leaders.figures).toHaveLength(23);
    expect(figure('rushers1000')).toMatchObject({ min: 38, max: 58, source: 'fbs 2022-24', seasons: 2 });
    expect(figure('sackLeader')).toMatchObject({ min: 12, max: 17.5, source: 'defense 2015-24' });
    expect(figure('tackleLeader')).toMatchObject({ min: 135, max: 185, source: 'defense 2015-24' });
    for (const f of leaders.figures) {
      expect(f.seasonsInRange, f.figure).toBeLessThanOrEqual(2);
      expect(f.ok, f.figure).toBe((f.min === null || f.measured >= f.min) && (f.max === null || f.measured <= f.max));
    }
    // 2024 is outside the reference's 2015-2021: the goals, defensive leaders, records and the 2022-24 counts are judged.
    expect(leaders.inRange + leaders.outOfRange).toBe(leaders.figures.filter((f) => f.checked).length);
    expect(figure('tenthRusherYards').checked).toBe(false);
    expect(figure('rushers1000').checked).toBe(true);
    expect(figure('sackLeader').checked).toBe(true);
    // Wide bands: a stat counted twice, or a whole game's line given to one player, lands outside.
    expect(figure('leadingPasserYards').measured).toBeGreaterThan(3000);
    expect(figure('leadingPasserYards').measured).toBeLessThan(7000);
    expect(figure('leadingRusherYards').measured).toBeGreaterThan(1200);
    expect(figure('leadingRusherYards').measured).toBeLessThan(3000);
    expect(figure('tenthReceiverYards').measured).toBeLessThan(figure('leadingReceiverYards').measured);
    expect(leaders.best.rushing!.games).toBeGreaterThanOrEqual(GAMES_PER_TEAM);
    expect(leaders.best.rushing!.games).toBeLessThanOrEqual(GAMES_PER_TEAM + 4);
    expect(leaders.best.sacks!.pos).toMatch(/^(DL|LB|S)$/);
  });

  it('exports one CSV row per game, matching the report', () => {
    const lines = readFileSync(gamesCsv, 'utf8').trim().split('\n');
    expect(lines[0]).toBe('season,week,home,away,neutral,home_points,away_points,home_spread,overtimes,kind,fcs,total');
    const all = lines.slice(1).map((l) => l.split(','));
    // The report's game figures are FBS against FBS; the FCS games are exported too, marked.
    const rows = all.filter((r) => r[10] === '0');
    const fcs = all.filter((r) => r[10] === '1');
    expect(rows).toHaveLength(report.games);
    expect(fcs.length).toBe(report.seasonRecords.lines[0].perSeason.reduce((a, b) => a + b, 0));
    expect(new Set(rows.map((r) => r[0]))).toEqual(new Set(['1', '2']));
    const teams = seasonLeague(2024).teams.length;
    for (const r of all) {
      expect(r).toHaveLength(12);
      // Every game has its lines: a spread and a total in half points.
      expect(Number(r[11]) * 2).toBe(Math.round(Number(r[11]) * 2));
      expect(Number(r[11])).toBeGreaterThan(20);
      expect(r[2]).not.toBe(r[3]);
      expect(Number(r[1])).toBeGreaterThanOrEqual(1);
      expect(Number(r[1])).toBeLessThanOrEqual(r[9] === 'regular' ? 14 : 19);
      expect(['regular', 'championship', 'bowl', 'playoff']).toContain(r[9]);
    }
    const ofKind = (season: string, kind: string) => rows.filter((r) => r[0] === season && r[9] === kind);
    for (const season of ['1', '2']) {
      const fcsOfSeason = fcs.filter((r) => r[0] === season).length;
      expect(ofKind(season, 'regular')).toHaveLength((teams * GAMES_PER_TEAM - fcsOfSeason) / 2);
      expect(fcs.filter((r) => r[0] === season).every((r) => r[9] === 'regular' && r[4] === '0')).toBe(true);
      expect(ofKind(season, 'championship').length).toBeGreaterThanOrEqual(8);
      // 2024's playoff: four first-round games, four quarterfinals, two semifinals, the title game.
      expect(ofKind(season, 'playoff')).toHaveLength(11);
      const bowls = ofKind(season, 'bowl');
      expect(bowls.length).toBeGreaterThan(25);
      // Nobody plays two bowls; every bowl is at a neutral site.
      expect(new Set(bowls.flatMap((r) => [r[2], r[3]])).size).toBe(2 * bowls.length);
      expect(bowls.every((r) => r[4] === '1')).toBe(true);
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
    expect(r.stdout).toMatch(/Realism report: 1 season of the 2010 league \(seed \d+\), postseason included/);
    expect(r.stdout).toMatch(/^Points\s+\d+\.\d\s+27\.9\s+±1\s+(in|OUT)$/m);
    expect(r.stdout).toContain("The line against the results by the favourite's spread");
    expect(r.stdout).toMatch(/^28\+\s+\d+\s+\d+(\.\d+)?( OUT)?\s+99\.0\s+/m);
    expect(r.stdout).toMatch(/\d+ of \d+ figures within tolerance/);
    expect(r.stdout).toContain('Season leaders (FBS players, postseason included; mean of 1 season)');
    expect(r.stdout).toMatch(
      /^Rushers over 1,000 yards\s+\d+\.\d\s+50-70\s+[01] of 1\s+fbs-eras §3\s+\(2015-21 ex\. 2020\)$/m,
    );
    expect(r.stdout).toMatch(/^Sack leader\s+\d+\.\d\s+12-17\.5\s+[01] of 1\s+defense 2015-24\s+(in|OUT)$/m);
    expect(r.stdout).toMatch(
      /\d+ of 9 leader figures within range\. The reference's ranges describe 2015-2021 but 2020/,
    );
    expect(r.stdout).toMatch(/^Real FBS records passed: /m);
    expect(r.stdout).toContain('FCS opponents and six-win teams');
    expect(r.stdout).toMatch(/^FBS-vs-FCS games\s+\d+/m);
    expect(r.stdout).toMatch(/^Teams with 6\+ wins \(of 120\)\s+\d+/m);
    // 2010 has the 50-yard figures of its era; the punts and backs have none before 2016 and 2015: shown, not judged.
    expect(r.stdout).toContain('Kicking game and backs (FBS teams, postseason included)');
    expect(r.stdout).toMatch(/^Field goal % 50\+ yards\s+\d+\.\d\s+about 40-45% \(2005-14\)\s+42\.0 ±7\s+(in|OUT)$/m);
    expect(r.stdout).toMatch(/^Gross yards a punt\s+\d+\.\d\s+42-43 \(2016-24\)\s+42\.5 ±1\.5\s+shown$/m);
    expect(r.stdout).toMatch(/^Field goal tries: under 30 \d+, 30-39 \d+, 40-49 \d+, 50\+ \d+\.$/m);
  });

  it('reports FCS games, FCS wins and six-win teams per season against their targets', () => {
    const lines = report.seasonRecords.lines;
    expect(lines.map((l) => l.label)).toEqual([
      'FBS-vs-FCS games',
      'FCS wins over FBS teams',
      `Teams with 6+ wins (of ${seasonLeague(2024).teams.length})`,
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
