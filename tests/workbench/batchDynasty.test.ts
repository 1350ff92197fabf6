// dynasty batch --dynasty: a whole season with its offseason through the real actions, on a temporary save that
// is deleted afterwards; the report and the team-season and game exports.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DynastyBatchReport } from '../../src/workbench/dynastyReport.js';
import { playDynasty } from '../../src/workbench/dynastyRun.js';
import type { AbilityReport } from '../../src/workbench/abilityReport.js';
import type { RecruitingReport } from '../../src/workbench/recruitingReport.js';
import { seasonLeague } from '../../src/core/data/league.js';
import { COMPUTER_POSITION_CHANGES } from '../../src/core/roster/tuning.js';
import { runCli } from '../helpers/cli.js';
import { closeBrowser, drawnCharts, openReport } from '../helpers/htmlReport.js';

let dir: string;
let scratch: string;
let report: DynastyBatchReport & { recruiting: RecruitingReport; coachGrowth: AbilityReport };
const teamsCsv = () => join(dir, 'teams.csv');
const gamesCsv = () => join(dir, 'games.csv');
const reportHtml = () => join(dir, 'report.html');

function csvRows(path: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(path, 'utf8').trim().split('\n');
  const keys = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [keys[i], v])));
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cli-batch-dynasty-'));
  // The batch's temporary save goes here, so the test can see that it is gone afterwards.
  scratch = join(dir, 'scratch');
  mkdirSync(scratch);
  const r = await runCli(
    [
      'batch',
      '--dynasty',
      '--year',
      '2024',
      '--seasons',
      '1',
      '--seed',
      '7',
      '--comparison-seasons',
      '1',
      '--json',
      '--export-teams',
      teamsCsv(),
      '--export-games',
      gamesCsv(),
      '--html',
      reportHtml(),
    ],
    { TMPDIR: scratch, DYNASTY_SAVE: '/nonexistent/dynasty.db' },
  );
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  report = JSON.parse(r.stdout) as DynastyBatchReport & { recruiting: RecruitingReport; coachGrowth: AbilityReport };
});

afterAll(async () => {
  await closeBrowser();
  rmSync(dir, { recursive: true, force: true });
});

describe('dynasty batch --dynasty', () => {
  const teams = seasonLeague(2024).teams.length;

  it('reports the champion, unbeaten teams, wins, prestige and ratings of the season', () => {
    expect(report.mode).toBe('dynasty');
    expect(report.seeds).toEqual([7]);
    expect(report.champions).toHaveLength(1);
    const champion = report.champions[0];
    expect(champion.season).toBe(2024);
    expect(Number(champion.record.split('-')[0])).toBeGreaterThanOrEqual(10);
    expect(champion.runnerUp).not.toBe(champion.team);
    expect(report.unbeaten).toHaveLength(1);
    expect(report.winDistribution.reduce((s, w) => s + w.teamsPerSeason, 0)).toBe(teams);
    const season = report.perSeason[0];
    expect(season.teams).toBe(teams);
    expect(Object.values(season.prestigeTiers).reduce((a, b) => a + b, 0)).toBe(teams);
    expect(season.rating.min).toBeLessThan(season.rating.median);
    expect(season.rating.median).toBeLessThan(season.rating.max);
    expect(season.prestigeUp + season.prestigeDown).toBeLessThanOrEqual(teams);
    expect(report.stability.stable).toBeNull();
  });

  it("reports the season's recruiting figures and a scripted recruiter against the staff at a mid-tier program", () => {
    const [season] = report.recruiting.seasons;
    expect(season.year).toBe(2024);
    expect(season.spearman).toBeGreaterThan(0.3);
    expect(season.fiveStars).toBeGreaterThan(15);
    expect(season.fiveStarsTop15).toBeLessThanOrEqual(season.fiveStars);
    const comparison = report.recruiting.comparison!;
    expect(comparison.seed).toBe(7);
    expect(comparison.seasons).toHaveLength(1);
    expect([3, 4]).toContain(comparison.seasons[0].prestige);
    expect(comparison.seasons[0].scriptedSize).toBeGreaterThan(10);
    expect(comparison.averageGain).toBe(comparison.seasons[0].staffRank - comparison.seasons[0].scriptedRank);
  });

  it("reports how the coaches grow: every head coach's archetype and level, and the abilities owned", () => {
    const use = report.coachGrowth.use;
    expect(use.seasons).toBe(1);
    expect(use.coaches).toBe(teams);
    for (const archetype of ['recruiter', 'motivator', 'tactician']) {
      expect(use.byArchetype[archetype], archetype).toBeGreaterThan(teams / 6);
    }
    expect(use.levelSum / use.coaches).toBeGreaterThan(2);
    expect(Object.keys(use.owning)).toHaveLength(9);
    expect(report.coachGrowth.groups).toBeNull();
  });

  it("counts how the computer programs build theirs: position changes, dealbreakers, pipelines, signees' homes", () => {
    const b = report.building;
    expect(b.classes).toBe(1);
    expect(b.offseasons).toBe(1);
    // A computer program moves at most COMPUTER_POSITION_CHANGES.perProgram players an offseason.
    expect(b.positionChanges.perProgram).toBeGreaterThan(0);
    expect(b.positionChanges.perProgram!).toBeLessThanOrEqual(COMPUTER_POSITION_CHANGES.perProgram);
    expect(Object.values(b.positionChanges.byPosition).reduce((a, c) => a + c, 0)).toBeCloseTo(
      b.positionChanges.perOffseason!,
      0,
    );
    expect(b.dealbreakers.share).toBeGreaterThan(0);
    expect(b.dealbreakers.twoShare!).toBeLessThan(b.dealbreakers.share!);
    expect(b.dealbreakers.ruledOutOfferingPerProspect!).toBeLessThanOrEqual(b.dealbreakers.ruledOutPerProspect!);
    const tiers = b.pipelines.programShare;
    expect(tiers.gold!).toBeLessThanOrEqual(tiers.silver!);
    expect(tiers.silver!).toBeLessThanOrEqual(tiers.bronze!);
    expect(b.geography.signeeMiles.value).toBeGreaterThan(0);
    expect(b.geography.accInState.signees).toBeGreaterThan(100);
    expect(b.verdict).toMatch(/^Building a program: signees' miles from home \d+ \(target 335-560\)/);
    // The staffs' retention talks and promises, and the share of those judged that were kept (none judged yet).
    expect(report.retention.keeping.talksPerProgram).toBeGreaterThan(0);
    expect(report.retention.keeping.positionsPerProgram).toBeGreaterThanOrEqual(0);
  });

  it.each([
    [['--coach-abilities', 'mind-reading'], /--coach-abilities: no ability "mind-reading"/],
    [['--coach-abilities', 'closer,closer'], /names closer twice/],
    [['--ability-control'], /--ability-control is the baseline of --coach-abilities/],
  ])('refuses %j with one line and exit 2', async (args, message) => {
    const r = await runCli(['batch', '--dynasty', '--year', '2024', '--seasons', '1', ...args]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('exports one row per team read from team_seasons, consistent with the report', () => {
    const rows = csvRows(teamsCsv());
    expect(rows).toHaveLength(teams);
    expect(new Set(rows.map((r) => r.team)).size).toBe(teams);
    expect(Object.keys(rows[0])).toEqual([
      'dynasty',
      'season',
      'team',
      'conference',
      'wins',
      'losses',
      'conf_wins',
      'conf_losses',
      'final_rank',
      'prestige',
      'rating',
      'points_for',
      'points_against',
      'losses_before_postseason',
    ]);
    const sum = (key: string) => rows.reduce((s, r) => s + Number(r[key]), 0);
    // Games between two FBS teams balance; an FCS opponent's win, loss and points are not in the FBS rows.
    const fcs = csvRows(gamesCsv()).filter((g) => g.fcs === '1');
    const fbsWins = fcs.filter((g) => Number(g.home_points) > Number(g.away_points)).length;
    expect(sum('wins') - sum('losses')).toBe(fbsWins - (fcs.length - fbsWins));
    expect(sum('conf_wins')).toBe(sum('conf_losses'));
    const points = (key: 'home_points' | 'away_points') => fcs.reduce((s, g) => s + Number(g[key]), 0);
    expect(sum('points_for') - sum('points_against')).toBe(points('home_points') - points('away_points'));
    for (const r of rows) expect(Number(r.wins) + Number(r.losses)).toBeGreaterThanOrEqual(12);
    const champion = rows.find((r) => r.team === report.champions[0].team)!;
    expect(`${champion.wins}-${champion.losses}`).toBe(report.champions[0].record);
    expect(champion.final_rank).toBe('1');
    const unbeaten = rows
      .filter((r) => r.losses === '0')
      .map((r) => r.team)
      .sort();
    expect(report.unbeaten[0].teams.map((t) => t.team).sort()).toEqual(unbeaten);
    // Losses before the postseason: the season's losses less those of its bowl and playoff games.
    const postseasonLosses = new Map<string, number>();
    for (const g of csvRows(gamesCsv()).filter((g) => g.kind === 'bowl' || g.kind === 'playoff')) {
      const loser = Number(g.home_points) > Number(g.away_points) ? g.away : g.home;
      postseasonLosses.set(loser, (postseasonLosses.get(loser) ?? 0) + 1);
    }
    expect(postseasonLosses.size).toBeGreaterThan(10);
    for (const r of rows)
      expect(Number(r.losses_before_postseason)).toBe(Number(r.losses) - (postseasonLosses.get(r.team) ?? 0));
  });

  it('exports every game of the season, postseason included', () => {
    const rows = csvRows(gamesCsv());
    // Each FBS team plays 12: an FCS game fills one team's slot, an FBS game two (FCS games are at the FBS team's home).
    const fcs = rows.filter((r) => r.fcs === '1');
    expect(fcs.length).toBeGreaterThan(teams / 2);
    expect(fcs.every((r) => r.kind === 'regular' && r.neutral === '0')).toBe(true);
    expect(2 * rows.filter((r) => r.kind === 'regular').length - fcs.length).toBe(teams * 12);
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['regular', 'championship', 'bowl', 'playoff']));
    for (const r of rows) expect(r.home_points).not.toBe(r.away_points);
  });

  it("lists each season's final top 10 and draws the league's movement in the HTML report", async () => {
    expect(report.topTen).toHaveLength(1);
    const top = report.topTen[0];
    expect(top).toMatchObject({ dynasty: 7, season: 2024 });
    expect(top.teams).toHaveLength(10);
    expect(new Set(top.teams).size).toBe(10);
    const teams = csvRows(teamsCsv());
    expect(top.teams).toEqual(
      Array.from({ length: 10 }, (_, i) => teams.find((t) => Number(t.final_rank) === i + 1)!.team),
    );
    const opened = await openReport(reportHtml());
    try {
      expect(opened.requests).toEqual([]);
      expect(opened.errors).toEqual([]);
      const charts = await drawnCharts(opened.page);
      expect(charts.canvases).toBeGreaterThanOrEqual(8);
      expect(charts.drawn).toBe(charts.canvases);
      for (const id of ['movement', 'goals', 'top-ten', 'building', 'champions'])
        expect(await opened.page.locator(`section#${id} h2`).count(), id).toBe(1);
      const row = await opened.page.locator('section#top-ten tbody tr').first().locator('td').allTextContents();
      expect(row).toEqual(['2024', ...top.teams]);
      expect(await opened.page.locator('section#champions').textContent()).toContain(report.champions[0].team);
      // The building figures beside the real record: the signees' miles as the text report has them.
      const miles = await opened.page.locator('section#building tbody tr').first().locator('td').allTextContents();
      expect(miles.slice(0, 3)).toEqual([
        "Signees' miles from home",
        String(report.building.geography.signeeMiles.value),
        '446',
      ]);
    } finally {
      await opened.close();
    }
  });

  it('deletes its temporary save', () => {
    expect(readdirSync(scratch)).toEqual([]);
  });

  it('keeps the save when given a path', async () => {
    const path = join(dir, 'kept.db');
    const run = await playDynasty({
      kind: 'dynasty',
      year: 2024,
      seed: 7,
      seasons: 0,
      team: 'Texas',
      savePath: path,
      collectGames: false,
    });
    expect(run.userTeam).toBe('Texas');
    expect(existsSync(path)).toBe(true);
    const status = await runCli(['--save', path, 'status', '--json']);
    expect(JSON.parse(status.stdout).team).toBe('Texas');
  });
});
