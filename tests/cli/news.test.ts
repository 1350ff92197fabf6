// dynasty news: the week's top stories read from the save's games, polls, records and recruiting, checked against
// the games and polls themselves; bad weeks exit 2 and leave the save as it was.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsResponse } from '../../src/shared/news-types.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { STORIES_PER_WEEK, UPSET_RANK_GAP } from '../../src/store/views/newsFeed.js';
import { cliSave } from '../helpers/cli.js';

const temp = cliSave('cli-news-');
const save = temp.path;
const { cli } = temp;
async function news(...args: string[]): Promise<NewsResponse> {
  const r = await cli('news', ...args, '--json');
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout) as NewsResponse;
}

interface Game {
  id: number;
  week: number;
  home: string;
  away: string;
  home_points: number;
  away_points: number;
  home_rank: number;
  away_rank: number;
}

beforeAll(async () => {
  expect((await cli('new', '--year', '2024', '--team', 'Ohio State', '--seed', '11')).status).toBe(0);
  expect((await cli('advance')).status).toBe(0);
  expect((await cli('sim', '--to', '5')).status).toBe(0);
});

afterAll(() => temp.cleanup());

describe('dynasty news', () => {
  it("every upset is a ranked team's loss to an unranked or much lower one, and none is left out", async () => {
    const feed = await news();
    const file = await SaveFile.open(save);
    const db = file.db;
    const games = db.all<Game>('SELECT * FROM games WHERE year = 2024 AND home_points IS NOT NULL');
    const upsets = games.filter((g) => {
      const ranked = (r: number) => (r > 25 ? 0 : r);
      const [w, l] = (g.home_points > g.away_points ? [g.home_rank, g.away_rank] : [g.away_rank, g.home_rank]).map(
        ranked,
      );
      return l > 0 && (w === 0 || w - l >= UPSET_RANK_GAP);
    });
    expect(upsets.length).toBeGreaterThan(0);
    file.close();
    const told = feed.stories.filter((s) => s.kind === 'upset');
    for (const s of told) {
      const g = upsets.find((u) => u.id === s.game_id);
      expect(g, s.headline).toBeDefined();
      expect(s.team).toBe(g!.home_points > g!.away_points ? g!.home : g!.away);
    }
    for (const g of upsets) {
      const weekFull = feed.stories.filter((s) => s.week === g.week).length === STORIES_PER_WEEK;
      if (!weekFull) expect(told.some((s) => s.game_id === g.id)).toBe(true);
    }
    // Newest week first, at most the week's top stories.
    for (let i = 1; i < feed.stories.length; i++)
      expect(feed.stories[i].week).toBeLessThanOrEqual(feed.stories[i - 1].week);
  });

  it('names the ranked teams that fell in the poll', async () => {
    const feed = await news();
    const drops = feed.stories.filter((s) => s.kind === 'poll_drop');
    expect(drops.length).toBeGreaterThan(0);
    const file = await SaveFile.open(save);
    const db = file.db;
    for (const s of drops) {
      const rank = (week: number) =>
        db.get<{ rank: number }>('SELECT rank FROM polls WHERE year = 2024 AND week = ? AND team = ?', [week, s.team])
          ?.rank ?? 0;
      const was = rank(s.week - 1);
      const is = rank(s.week);
      expect(was).toBeGreaterThan(0);
      expect(was).toBeLessThanOrEqual(25);
      expect(is === 0 || is > 25 || is - was >= 8, s.headline).toBe(true);
    }
    file.close();
  });

  it('--week keeps one week, in text and JSON', async () => {
    const feed = await news('--week', '3');
    expect(feed.week).toBe(3);
    expect(feed.stories.every((s) => s.week === 3)).toBe(true);
    const text = await cli('news', '--week', '3');
    expect(text.status).toBe(0);
    expect(text.stdout).toContain('2024 News (week 3)');
    for (const s of feed.stories) expect(text.stdout).toContain(s.headline);
  });

  it('refuses a bad week or season with status 2 and changes nothing', async () => {
    const before = readFileSync(save);
    for (const args of [
      ['--week', 'x'],
      ['--week', '40'],
      ['--year', '1999'],
    ]) {
      const r = await cli('news', ...args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
    expect(readFileSync(save).equals(before)).toBe(true);
  });
});
