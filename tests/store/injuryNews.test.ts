// Injury stories in the news feed: stars out for weeks and the player's own starters, told in the week each was hurt
// (read from who sat out the games), checked against the save's statuses and absences.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsResponse } from '../../src/shared/news-types.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { STAR_RATING, STAR_WEEKS_OUT } from '../../src/store/views/injuryNews.js';
import { STORIES_PER_WEEK } from '../../src/store/views/newsFeed.js';
import { runCli, type CliResult } from '../helpers/cli.js';
import { KEYS, openGame } from '../cli/play-helpers.js';

const TEAM = 'Ohio State';
let dir: string;
let save: string;
const cli = (...args: string[]): Promise<CliResult> => runCli(['--save', save, ...args]);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'injury-news-'));
  save = join(dir, 'dynasty.db');
  expect((await cli('new', '--year', '2024', '--team', TEAM, '--seed', '11')).status).toBe(0);
  expect((await cli('advance')).status).toBe(0);
  expect((await cli('sim', '--to', '7')).status).toBe(0);
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Hurt {
  id: number;
  team: string;
  first: string;
  last: string;
  rating: number;
  starter: number;
  return_week: number;
}

describe('injury stories', () => {
  it('tell each star out for weeks and each of the player’s hurt starters in the week he was hurt', async () => {
    const r = await cli('news', '--json');
    expect(r.status).toBe(0);
    const feed = JSON.parse(r.stdout) as NewsResponse;
    const told = feed.stories.filter((s) => s.kind === 'injury');
    expect(told.length).toBeGreaterThan(0);
    expect(told.some((s) => s.user_team)).toBe(true);

    const file = await SaveFile.open(save);
    const db = file.db;
    const hurt = db.all<Hurt>(
      `SELECT p.id, p.team, p.first, p.last, p.rating, p.starter, s.return_week FROM player_status s
       JOIN players p ON p.id = s.player_id WHERE s.year = 2024 AND s.injury IS NOT NULL`,
    );
    const absentFrom = (gameId: number): number[] =>
      JSON.parse(
        db.get<{ player_ids: string }>('SELECT player_ids FROM game_absences WHERE game_id = ?', [gameId])?.player_ids
          ?? '[]',
      ) as number[];
    const gamesOf = (team: string) =>
      db.all<{ id: number; week: number }>(
        'SELECT id, week FROM games WHERE year = 2024 AND (home = ? OR away = ?) AND home_points IS NOT NULL ORDER BY week',
        [team, team],
      );
    let newsworthy = 0;
    for (const p of hurt) {
      const story = told.find((s) => s.headline.includes(`${p.first} ${p.last} (${p.rating})`) && s.team === p.team);
      const games = gamesOf(p.team).filter((g) => g.week < p.return_week);
      // He played the game he was hurt in and sat out every later one before his return.
      const hurtGame = [...games].reverse().find((g) => !absentFrom(g.id).includes(p.id))!;
      const weeksOut = p.return_week >= 99 ? 99 : p.return_week - hurtGame.week - 1;
      const news = p.starter === 1 && (p.team === TEAM || (p.rating >= STAR_RATING && weeksOut >= STAR_WEEKS_OUT));
      if (!news) {
        expect(story, `${p.first} ${p.last}`).toBeUndefined();
        continue;
      }
      newsworthy++;
      const weekFull = feed.stories.filter((s) => s.week === hurtGame.week).length === STORIES_PER_WEEK;
      if (!story) {
        expect(weekFull, `${p.first} ${p.last} is left out of a week with room`).toBe(true);
        continue;
      }
      expect(story.week).toBe(hurtGame.week);
      for (const g of games.filter((g) => g.week > hurtGame.week)) expect(absentFrom(g.id)).toContain(p.id);
      expect(story.headline).toMatch(
        p.return_week >= 99 ? /out for the season/ : new RegExp(`out (a week|${weeksOut} weeks)`),
      );
      expect(story.user_team).toBe(p.team === TEAM);
    }
    file.close();
    expect(newsworthy).toBeGreaterThanOrEqual(told.length);
  });

  it('are in the text of dynasty news and on the terminal News screen (u, then → to the week)', async () => {
    const feed = JSON.parse((await cli('news', '--json')).stdout) as NewsResponse;
    const story = feed.stories.find((s) => s.kind === 'injury')!;
    const r = await cli('news', '--week', String(story.week));
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(story.headline);
    expect(r.stdout).toMatch(/\(\d+\) out (for the season|a week|\d+ weeks): /);

    const game = await openGame(save);
    try {
      await game.waitFor(`Continue: 2024 ${TEAM}`);
      await game.press('c');
      await game.waitFor(`${TEAM} dashboard`);
      await game.press('u');
      await game.waitFor('2024 news');
      // → from every week goes to the preseason, then week by week.
      await game.press(KEYS.right);
      await game.waitFor('Preseason');
      for (let week = 1; week <= story.week; week++) await game.press(KEYS.right);
      const frame = await game.waitFor(story.headline.slice(0, 50));
      expect(frame).toContain(`Week ${story.week}`);
    } finally {
      game.close();
    }
  }, 60_000);
});
