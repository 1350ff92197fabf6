// Browsing the dynasty's past: a finished season's weekly polls and final poll, and its leaders in every category
// (defense, kicking and punting beside the offense), through the views and `dynasty rankings/stats`.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastWeekFor } from '../../src/core/season/calendar.js';
import type {
  DefenseLeaderStats,
  IndividualStatEntry,
  IndividualStatsResponse,
  RankingsResponse,
} from '../../src/shared/api-types.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { takeFirstOfferIfFired } from '../../src/store/actions/coaches/offers.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { readState } from '../../src/store/queries/meta.js';
import { offenseTotals } from '../../src/store/queries/playerGameLines.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { PageContext } from '../../src/store/views/context.js';
import { gameView } from '../../src/store/views/game.js';
import { individualStatsView } from '../../src/store/views/individualStats.js';
import { rankingsView } from '../../src/store/views/rankings.js';
import { runCli } from '../helpers/cli.js';

const FIRST = 2024;
let dir: string;
let path: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-browse-'));
  path = join(dir, 'dynasty.db');
  const save = await newDynasty(path, { year: FIRST, team: 'Georgia', seed: 5 });
  save.change(() => advanceStage(save.db));
  save.change(() => simulateTo(save.db, lastWeekFor(readState(save.db).playoff.teams) + 1));
  save.change(() => advanceStage(save.db));
  save.change(() => takeFirstOfferIfFired(save.db, FIRST));
  for (let i = 0; i < 4; i++) save.change(() => advanceStage(save.db)); // ... the next season
  save.change(() => simulateTo(save.db, 3));
  save.close();
}, 300_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function withCtx<T>(fn: (ctx: PageContext) => T): Promise<T> {
  const save = await SaveFile.open(path);
  try {
    return fn(new PageContext(save.db));
  } finally {
    save.close();
  }
}

describe("a past season's polls", () => {
  it('the final poll ranks every team; a week of it keeps its Top 25; each names its season and weeks', async () => {
    await withCtx((ctx) => {
      expect(ctx.year).toBe(FIRST + 1);
      const final = rankingsView(ctx, undefined, FIRST);
      expect(final.season).toBe(FIRST);
      expect(final.poll_weeks![0]).toBe(0);
      expect(final.week).toBe(final.poll_weeks!.at(-1));
      expect(final.rankings.length).toBeGreaterThan(100);
      expect(final.rankings.map((r) => r.ranking).slice(0, 5)).toEqual([1, 2, 3, 4, 5]);
      // The champion's record is the whole season's: more games than the regular season's 12.
      const [wins, losses] = final.rankings[0].record.split(' ')[0].split('-').map(Number);
      expect(wins + losses).toBeGreaterThan(12);

      const week5 = rankingsView(ctx, 5, FIRST);
      expect(week5.week).toBe(5);
      expect(week5.rankings.map((r) => r.ranking)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
      // Records as they stood after week 5: at most 6 games (weeks 0-5).
      for (const r of week5.rankings) {
        const [w, l] = r.record.split(' ')[0].split('-').map(Number);
        expect(w + l).toBeLessThanOrEqual(6);
      }
      // The current season's own poll is not the past one's.
      expect(rankingsView(ctx).season).toBe(FIRST + 1);
      expect(() => rankingsView(ctx, undefined, FIRST - 1)).toThrow(/No season 2023/);
      expect(() => rankingsView(ctx, 40, FIRST)).toThrow(/Week 40 is not in the 2024 season/);
    });
  });
});

describe("a past season's leaders", () => {
  it('defense, kicking and punting boards hold the leaders of each of their figures', async () => {
    await withCtx((ctx) => {
      const view = individualStatsView(ctx, FIRST);
      const { defense, kicking, punting } = view.stats;
      const defenders = Object.values(defense);
      expect(defenders.length).toBeGreaterThanOrEqual(100);
      // The season's sack, interception and tackle leaders (among regulars) are all on the board.
      const totals = offenseTotals(ctx.db, FIRST);
      const most = (field: 'sacks' | 'ints' | 'tackles' | 'tfl') =>
        Math.max(...totals.filter((t) => t.games >= 10).map((t) => t[field]));
      expect(Math.max(...defenders.map((d) => d.stats.sacks))).toBe(most('sacks'));
      expect(Math.max(...defenders.map((d) => d.stats.int))).toBe(most('ints'));
      expect(Math.max(...defenders.map((d) => d.stats.tackles))).toBe(most('tackles'));
      expect(most('tackles')).toBeGreaterThan(60);
      expect(most('tfl')).toBeGreaterThan(5);
      for (const d of defenders) {
        expect(d.stats.passes_defended).toBeGreaterThanOrEqual(d.stats.int);
        expect(Math.abs(d.stats.tackles_per_game - d.stats.tackles / d.stats.games)).toBeLessThanOrEqual(0.05 + 1e-9); // one decimal
      }
      const kickers = Object.values(kicking);
      expect(kickers.length).toBeGreaterThan(50);
      for (const k of kickers) {
        expect(k.pos).toBe('K');
        expect(k.stats.fgm).toBeLessThanOrEqual(k.stats.fga);
        expect(k.stats.points).toBe(3 * k.stats.fgm + k.stats.xpm);
        if (k.stats.fgm > 0) expect(k.stats.long).toBeGreaterThanOrEqual(18);
      }
      for (const p of Object.values(punting)) {
        expect(Math.abs(p.stats.average - p.stats.yards / p.stats.punts)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(p.stats.average).toBeGreaterThan(30);
      }
      // Another season's leaders are other figures.
      const now = individualStatsView(ctx);
      expect(Math.max(...Object.values(now.stats.defense).map((d) => d.stats.tackles))).toBeLessThan(most('tackles'));
    });
  });
});

describe('box scores', () => {
  it("a played game lists both defenses' tackles, the kickers' field goals and extra points, the punters", async () => {
    await withCtx((ctx) => {
      const ids = ctx.db.all<{ id: number }>(
        `SELECT g.id FROM games g JOIN game_detail d ON d.game_id = g.id
          WHERE g.year = ? AND g.home_points IS NOT NULL AND d.players IS NOT NULL ORDER BY g.id`,
        [FIRST + 1],
      );
      // A game between two FBS teams (an FCS side has no player lines).
      const logs = ids
        .map(({ id }) => gameView(ctx, id).game_logs!)
        .find((l) => new Set(l.Passing.map((p) => p.team_name)).size === 2)!;
      const teams = new Set(logs.Defense.map((l) => l.team_name));
      expect(teams.size).toBe(2);
      const tackles = logs.Defense.map((l) => l.tackles ?? 0);
      expect(tackles).toEqual([...tackles].sort((a, b) => b - a));
      expect(tackles.reduce((a, b) => a + b, 0)).toBeGreaterThan(60);
      for (const l of logs.Defense) expect(l.passes_defended).toBeGreaterThanOrEqual(l.interceptions ?? 0);
      const xp = logs.Kicking.reduce((sum, l) => sum + (l.extra_points_attempted ?? 0), 0);
      expect(xp).toBeGreaterThan(0);
      for (const l of logs.Punting) expect(l.punt_average).toBeCloseTo((l.punt_yards ?? 0) / (l.punts ?? 1), 0);
    });
  });
});

describe('dynasty rankings --season and dynasty stats', () => {
  const cli = (...args: string[]) => runCli(['--save', path, ...args]);

  it("print a past season's poll and leaders, in text and JSON, without changing the save", async () => {
    const bytes = readFileSync(path);
    const week = await cli('rankings', '--season', String(FIRST), '--week', '5');
    expect(week.status).toBe(0);
    expect(week.stdout).toContain(`AP Top 25, ${FIRST} Week 5`);
    const final = JSON.parse((await cli('rankings', '--season', String(FIRST), '--json')).stdout) as RankingsResponse;
    expect((await cli('rankings', '--season', String(FIRST))).stdout).toContain(`${FIRST} Final`);
    expect((await cli('rankings', '--season', String(FIRST))).stdout).toContain(final.rankings[0].name);

    const sacks = await cli('stats', 'defense', '--season', String(FIRST), '--sort', 'sacks', '--limit', '3');
    expect(sacks.status).toBe(0);
    expect(sacks.stdout).toContain(`Defense leaders, ${FIRST}`);
    const json = JSON.parse(
      (await cli('stats', '--season', String(FIRST), '--json')).stdout,
    ) as IndividualStatsResponse;
    // The first line is a player with the most sacks (several may share them).
    const defenders = Object.values<IndividualStatEntry<DefenseLeaderStats>>(json.stats.defense);
    const most = Math.max(...defenders.map((d) => d.stats.sacks));
    const leaders = defenders.filter((d) => d.stats.sacks === most).map((d) => `${d.first} ${d.last}`);
    const first = sacks.stdout.split('\n')[3];
    expect(
      leaders.some((name) => first.includes(name)),
      `${first} among ${leaders.join(', ')}`,
    ).toBe(true);
    const kicking = await cli('stats', 'kicking', '--season', String(FIRST));
    expect(kicking.stdout).toMatch(/FGM +FGA +FG% +Long +XPM +XPA/);
    expect((await cli('stats', 'team', '--defense', '--season', String(FIRST))).stdout).toContain(
      `Team defense per game, ${FIRST}`,
    );
    expect(readFileSync(path).equals(bytes)).toBe(true);
  });

  it('refuse an unknown category, sort or season with exit 2', async () => {
    for (const args of [
      ['stats', 'blocking'],
      ['stats', 'defense', '--sort', 'yards'],
      ['stats', '--season', '1999'],
      ['rankings', '--season', '2030'],
    ]) {
      const r = await cli(...args);
      expect(r.status).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});
