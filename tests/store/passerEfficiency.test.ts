// Passing efficiency, the college rating: the formula against real seasons' published figures, and every surface
// that shows a passer's rating (the API's leaders, player page and box score, `dynasty stats`, `dynasty game`,
// `dynasty player`) carrying it beside the NFL-formula passer_rating, on a real save over a real server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameResponse, IndividualStatsResponse, PlayerResponse } from '../../src/shared/api-types.js';
import { passerEfficiency, passerRating } from '../../src/store/views/statLines.js';
import { runCli, season2019AtWeek4 } from '../helpers/cli.js';
import { Client, startServer, type Running } from '../server/helpers.js';

/** Published NCAA seasons: completions, attempts, yards, touchdowns, interceptions and the published efficiency. */
const REAL_SEASONS: [string, { comp: number; att: number; yds: number; td: number; int: number }, number][] = [
  ['Joe Burrow, LSU 2019', { comp: 402, att: 527, yds: 5671, td: 60, int: 6 }, 202.0],
  ['Mac Jones, Alabama 2020', { comp: 311, att: 402, yds: 4500, td: 41, int: 4 }, 203.1],
  ['Russell Wilson, Wisconsin 2011', { comp: 225, att: 309, yds: 3175, td: 33, int: 4 }, 191.8],
];

describe('the passing efficiency formula', () => {
  it.each(REAL_SEASONS)('gives %s its published figure', (_who, line, published) => {
    expect(passerEfficiency(line)).toBe(published);
  });

  it('is 0 without attempts and is not capped like the NFL rating', () => {
    expect(passerEfficiency({ comp: 0, att: 0, yds: 0, td: 0, int: 0 })).toBe(0);
    // One 80-yard touchdown pass: 8.4 x 80 + 330 + 100 = 1,102 (the NFL rating tops out at 158.3).
    expect(passerEfficiency({ comp: 1, att: 1, yds: 80, td: 1, int: 0 })).toBe(1102);
    expect(passerRating({ comp: 1, att: 1, yds: 80, td: 1, int: 0 })).toBe(158.3);
  });

  it('is a per-attempt rate: the same line k times over rates the same', () => {
    const line = fc.record({ att: fc.integer({ min: 1, max: 60 }) }).chain(({ att }) =>
      fc.record({
        att: fc.constant(att),
        comp: fc.integer({ min: 0, max: att }),
        yds: fc.integer({ min: -20, max: 900 }),
        td: fc.integer({ min: 0, max: 9 }),
        int: fc.integer({ min: 0, max: 7 }),
      }),
    );
    fc.assert(
      fc.property(line, fc.integer({ min: 2, max: 14 }), (l, k) => {
        const many = { comp: l.comp * k, att: l.att * k, yds: l.yds * k, td: l.td * k, int: l.int * k };
        // Both are rounded to one decimal: a tenth apart at most where the rounding falls either way.
        expect(Math.abs(passerEfficiency(many) - passerEfficiency(l))).toBeLessThan(0.1001);
      }),
      { seed: 7, numRuns: 300 },
    );
  });
});

describe('every surface that rates a passer', () => {
  let dir: string;
  let path: string;
  let server: Running;
  let client: Client;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dynasty-efficiency-'));
    path = join(dir, 'dynasty.db');
    await season2019AtWeek4(path);
    server = await startServer({ mode: { kind: 'local', savePath: path } });
    client = new Client(server.base);
  }, 300_000);

  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const efficiencyOf = (s: { cmp: number; att: number; yards: number; td: number; int: number }) =>
    passerEfficiency({ comp: s.cmp, att: s.att, yds: s.yards, td: s.td, int: s.int });

  it('the leaders carry passer_efficiency before the NFL passer_rating', async () => {
    const page = await client.ok<IndividualStatsResponse>('/api/stats/individual/');
    const passers = Object.values(page.stats.passing);
    expect(passers.length).toBeGreaterThan(20);
    for (const p of passers) {
      const keys = Object.keys(p.stats);
      expect(keys.indexOf('passer_efficiency')).toBe(keys.indexOf('passer_rating') - 1);
      expect(p.stats.passer_efficiency).toBe(efficiencyOf(p.stats));
    }
    // College efficiencies run well above the NFL scale's figures for the same lines.
    const mean = (f: (s: (typeof passers)[number]['stats']) => number) =>
      passers.reduce((n, p) => n + f(p.stats), 0) / passers.length;
    expect(mean((s) => s.passer_efficiency)).toBeGreaterThan(mean((s) => s.passer_rating));
  });

  it("the player page's seasons and game logs and the game's box score carry it", async () => {
    const page = await client.ok<IndividualStatsResponse>('/api/stats/individual/');
    const top = Object.values(page.stats.passing).sort((a, b) => b.stats.yards - a.stats.yards)[0];
    const player = await client.ok<PlayerResponse>(`/api/player/${top.id}/`);
    const season = Object.values(player.yearly_cumulative_stats).at(-1) as unknown as Record<string, number>;
    expect(season.passer_efficiency).toBe(
      efficiencyOf({
        cmp: season.pass_completions,
        att: season.pass_attempts,
        yards: season.pass_yards,
        td: season.pass_touchdowns,
        int: season.pass_interceptions,
      }),
    );
    expect(player.game_logs.length).toBeGreaterThan(0);
    const log = player.game_logs[0] as unknown as Record<string, number> & { game: { id: number } };
    expect(Object.keys(log)).toContain('passer_efficiency');
    const game = await client.ok<GameResponse>(`/api/game/${log.game.id}/`);
    const line = game.game_logs?.Passing.find((l) => l.player_id === top.id);
    expect(line?.passer_efficiency).toBe(log.passer_efficiency);
  });

  it('the CLI shows it: the leaders, the box score and the player page', async () => {
    const leaders = await runCli(['--save', path, 'stats', 'passing']);
    expect(leaders.status).toBe(0);
    expect(leaders.stdout).toMatch(/\bEff\b.*NFL Rate/);
    const page = await client.ok<IndividualStatsResponse>('/api/stats/individual/');
    const top = Object.values(page.stats.passing).sort((a, b) => b.stats.yards - a.stats.yards)[0];
    const player = await runCli(['--save', path, 'player', String(top.id)]);
    expect(player.stdout).toMatch(/passer_efficiency \d+(\.\d)?, passer_rating/);
    const json = JSON.parse(
      (await runCli(['--save', path, 'player', String(top.id), '--json'])).stdout,
    ) as PlayerResponse;
    const gameId = json.game_logs[0].game.id;
    const box = await runCli(['--save', path, 'game', '--id', String(gameId)]);
    expect(box.stdout).toMatch(/\d+\/\d+, \d+ yds, \d+ TD, \d+ INT, \d+\.\d eff/);
  });
});
