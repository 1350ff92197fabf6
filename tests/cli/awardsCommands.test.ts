// dynasty heisman, awards, records and league-history: text and JSON over a real save through a whole season,
// the errors a player can cause (exit 2, save untouched), and reading never changing the save.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SummaryResponse } from '../../src/shared/api-types.js';
import type {
  AwardsResponse,
  HeismanWatchResponse,
  LeagueHistoryResponse,
  RecordsResponse,
} from '../../src/shared/awards-types.js';
import { cliSave } from '../helpers/cli.js';

const temp = cliSave('cli-awards-');
const save = temp.path;
const { cli, json } = temp;

beforeAll(async () => {
  expect((await cli('new', '--year', '2024', '--team', 'Georgia', '--seed', '9')).status).toBe(0);
  expect((await cli('advance')).status).toBe(0);
  expect((await cli('sim', '--to', '4')).status).toBe(0);
}, 120_000);

afterAll(() => temp.cleanup());

describe('awards commands', () => {
  it('heisman: the watch list in the season, as text and JSON', async () => {
    const watch = await json<HeismanWatchResponse>('heisman');
    expect(watch.week).toBe(4);
    expect(watch.candidates).toHaveLength(10);
    const text = await cli('heisman');
    expect(text.stdout).toContain('2024 Heisman Watch (after week 4)');
    expect(text.stdout).toContain(watch.candidates[0].name);
  });

  it('records [TEAM]: the league and a program book; an unknown team exits 2 and changes nothing', async () => {
    const league = await json<RecordsResponse>('records');
    expect(league.records.game.length).toBeGreaterThan(5);
    const text = (await cli('records')).stdout;
    expect(text).toContain('FBS Record Book');
    // The book opens with the real FBS records of before the dynasty: Halliday's 734-yard game is one.
    expect(league.records.game.find((r) => r.stat === 'pass_yds')).toMatchObject({
      holder: 'Connor Halliday',
      value: 734,
      set_in_dynasty: false,
    });
    expect(text).toMatch(/Connor Halliday +Washington State +2014 vs California +real FBS/);
    expect((await json<RecordsResponse>('records', 'georgia')).scope).toBe('Georgia');
    const before = readFileSync(save);
    const bad = await cli('records', 'Nowhere State');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/Nowhere State/);
    expect(readFileSync(save).equals(before)).toBe(true);
  });

  it('awards and league-history through the end of the season; a bad year exits 2', async () => {
    expect((await cli('awards')).stdout).toContain('No awards yet');
    expect((await cli('awards', '--year', '1990')).status).toBe(2);
    expect((await cli('awards', '--year', 'soon')).status).toBe(2);
    expect((await cli('sim', '--end')).status).toBe(0);
    expect((await cli('advance')).status).toBe(0); // the summary: awards are given
    const awards = await json<AwardsResponse>('awards', '--year', '2024');
    expect(awards.awards?.heisman[0].award_name).toBe('Heisman Trophy');
    const text = (await cli('awards')).stdout;
    expect(text).toContain(`Heisman Trophy: ${awards.awards!.heisman[0].name}`);
    expect(text).toContain('All-America First Team');
    expect(text).toContain('Freshman All-America');
    const summary = await json<SummaryResponse>('summary');
    expect(summary.awards?.heisman[0].player_id).toBe(awards.awards!.heisman[0].player_id);
    expect((await cli('summary')).stdout).toContain('2024 Awards');
    const history = await json<LeagueHistoryResponse>('league-history');
    expect(history.years[0].champion).toBe(summary.champion?.name);
    expect((await cli('league-history')).stdout).toContain(`${summary.champion?.name}`);
    // The Heisman winner's player page lists his award.
    const winner = await cli('player', String(awards.awards!.heisman[0].player_id));
    expect(winner.status).toBe(0);
    expect(winner.stdout).toMatch(/Awards\n[\s\S]*2024 +Heisman Trophy\n/);
  }, 240_000);
});
