// A whole season played from the command line, then the pages of its end and of the offseason: the playoff
// field and champion, the summary, history with final records, progression and recruiting. Reading a page of
// the next stage never advances the dynasty; only `advance` does.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PlayoffResponse,
  RecruitingSummaryResponse,
  RosterProgressionResponse,
  SummaryResponse,
  TeamHistoryResponse,
} from '../../src/shared/api-types.js';
import { cliSave, playedSeason2019 } from '../helpers/cli.js';

const temp = cliSave('cli-offseason-');
const save = temp.path;
const { cli, json } = temp;

async function stage(): Promise<string> {
  return (await json<{ stage: string }>('status')).stage;
}

/** Reads every offseason page and checks that none of them moved the dynasty. */
async function readAllPages(): Promise<void> {
  const before = readFileSync(save);
  for (const page of ['summary', 'progression', 'recruiting', 'playoff', 'history']) {
    expect((await cli(page)).status, page).toBe(0);
  }
  expect(readFileSync(save).equals(before)).toBe(true);
}

beforeAll(async () => {
  // The 4-team format keeps the postseason short.
  await playedSeason2019(save);
});

afterAll(() => temp.cleanup());

describe('the end of a season and the offseason', () => {
  it('the playoff page shows the selected field and the played bracket', async () => {
    const view = await json<PlayoffResponse>('playoff');
    expect(view.playoff_teams.map((t) => t.seed)).toEqual([1, 2, 3, 4]);
    const final = view.bracket?.championship;
    expect(final?.winner).toBeTruthy();
    expect([final?.team1, final?.team2]).toContain(final?.winner);
    const text = await cli('playoff');
    expect(text.stdout).toContain('4-Team Playoff');
    expect(text.stdout).not.toContain('Projection');
    await readAllPages();
  });

  it('summary names the champion; advancing to it writes the final records into history', async () => {
    expect((await cli('advance')).status).toBe(0);
    expect(await stage()).toBe('summary');
    const summary = await json<SummaryResponse>('summary');
    const playoff = await json<PlayoffResponse>('playoff');
    expect(summary.champion?.name).toBe(playoff.bracket?.championship.winner);
    expect((await cli('summary')).stdout).toContain(`National Champion: `);

    const history = await json<TeamHistoryResponse & { champions: { year: number; team: string }[] }>(
      'history',
      summary.champion!.name,
    );
    expect(history.champions).toEqual([expect.objectContaining({ year: 2019, team: summary.champion!.name })]);
    const season = history.years.find((y) => y.year === 2019)!;
    expect(`${season.wins}-${season.losses}`).toBe(summary.champion!.record.split(' ')[0]);
    expect(season.rank).toBeGreaterThan(0);
    await readAllPages();
    expect(await stage()).toBe('summary');
  });

  it('progression lists progressed and leaving players once the dynasty advances to it', async () => {
    expect((await json<RosterProgressionResponse>('progression')).progressed).toEqual([]);
    expect((await cli('advance')).status).toBe(0);
    const view = await json<RosterProgressionResponse>('progression');
    expect(view.progressed.length).toBeGreaterThan(40);
    expect(view.leaving.length).toBeGreaterThan(5);
    expect(view.leaving.every((p) => p.year === 'sr')).toBe(true);
    expect((await cli('progression')).stdout).toContain('Clemson roster progression, 2019 to 2020');
    await readAllPages();
    expect(await stage()).toBe('progression');
  });

  it('recruiting lists every class once the dynasty advances to it', async () => {
    expect((await cli('advance')).status).toBe(0);
    const view = await json<RecruitingSummaryResponse>('recruiting');
    expect(view.summary_stats.total_freshmen).toBeGreaterThan(1000);
    expect(view.team_rankings.length).toBeGreaterThan(100);
    const total = view.team_rankings.reduce((s, t) => s + t.players.length, 0);
    expect(total).toBe(view.summary_stats.total_freshmen);
    const text = (await cli('recruiting')).stdout;
    expect(text).toContain('Top recruits');
    expect(text.split('\n').filter((l) => /^\s*\d+\s/.test(l)).length).toBeGreaterThanOrEqual(50);
    await readAllPages();
    expect(await stage()).toBe('recruiting_summary');
  });
});
