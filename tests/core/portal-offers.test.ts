// A program's portal offers: the best programs make theirs first, each for the best players it can still get at a
// position it needs (no better player draws more than MAX_SUITORS offers from programs ahead of it), so the best
// players draw the best programs. Over many random portals (seeded) the quality of a player's suitors rises with his
// rating, and no player draws more than MAX_SUITORS offers.
import { describe, expect, it } from 'vitest';
import { firstRoundSuitors, transferPreferences } from '../../src/core/portal/signing.js';
import { MAX_SUITORS } from '../../src/core/portal/tuning.js';
import type { PortalPlayer, PortalProgram } from '../../src/core/portal/types.js';
import { POSITIONS, type Position } from '../../src/core/players/types.js';
import { createRng, type Rng } from '../../src/core/random.js';

function program(name: string, prestige: number, open: Partial<Record<Position, number>>, median = 60): PortalProgram {
  const openings = Object.fromEntries(POSITIONS.map((p) => [p, open[p] ?? 0])) as Record<Position, number>;
  const room = Object.values(openings).reduce((a, b) => a + b, 0);
  return {
    name,
    prestige,
    conference: prestige >= 5 ? 'SEC' : 'Sun Belt',
    power: prestige >= 5,
    state: 'TX',
    resources: 0.5,
    contending: 0.5,
    scholarships: room,
    openings,
    room,
    positionMedian: Object.fromEntries(POSITIONS.map((p) => [p, median])),
    offers: null,
  };
}

function player(id: number, pos: Position, rating: number, rng: Rng): PortalPlayer {
  return {
    player: { id, pos, rating, stars: 3 },
    fromTeam: 'Elsewhere',
    state: 'TX',
    preferences: transferPreferences(3, rng.fork(`p${id}`)),
  };
}

/** Spearman's rank correlation (ties ranked by their mean place). */
function spearman(xs: readonly number[], ys: readonly number[]): number {
  const rank = (v: readonly number[]) => {
    const order = v.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]);
    const r = new Array<number>(v.length);
    for (let i = 0; i < order.length; ) {
      let j = i;
      while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j++;
      for (let k = i; k <= j; k++) r[order[k][1]] = (i + j) / 2;
      i = j + 1;
    }
    return r;
  };
  const [rx, ry] = [rank(xs), rank(ys)];
  const mean = (rx.length - 1) / 2;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < rx.length; i++) {
    sxy += (rx[i] - mean) * (ry[i] - mean);
    sxx += (rx[i] - mean) ** 2;
    syy += (ry[i] - mean) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

describe('portal offers', () => {
  it('the best program offers the best players at a position it needs, not those nearest its level', () => {
    const rng = createRng('portal-offers-best');
    const players = [98, 90, 80, 71, 65].map((r, i) => player(i + 1, 'QB', r, rng));
    const big = program('Big', 7, { QB: 1 }, 78);
    const suitorsOf = (id: number) => firstRoundSuitors(players, [big], id).map((p) => p.name);
    // Three offers per opening: the three best.
    expect([1, 2, 3, 4, 5].map(suitorsOf)).toEqual([['Big'], ['Big'], ['Big'], [], []]);
  });

  it('caps a player at MAX_SUITORS offers from the programs ahead of the rest', () => {
    const rng = createRng('portal-offers-cap');
    const qb = player(1, 'QB', 85, rng);
    const bigger = Array.from({ length: MAX_SUITORS }, (_, i) => program(`Power ${i}`, 4, { QB: 1 }));
    const smaller = program('Smaller', 3, { QB: 1 });
    const suitors = firstRoundSuitors([qb], [smaller, ...bigger], 1).map((p) => p.name);
    expect(suitors).toHaveLength(MAX_SUITORS);
    expect(suitors).not.toContain('Smaller');
  });

  it('over random portals, better players draw better programs and none draws more than MAX_SUITORS', () => {
    const rng = createRng('portal-offers-market');
    const ratings: number[] = [];
    const suitorPrestige: number[] = [];
    const countsByTier = [0, 0, 0];
    const playersByTier = [0, 0, 0];
    for (let trial = 0; trial < 20; trial++) {
      const programs = Array.from({ length: 40 }, (_, i) => {
        const prestige = 1 + (i % 7);
        const open: Partial<Record<Position, number>> = {};
        for (const pos of ['QB', 'RB', 'WR', 'OL', 'DL', 'LB', 'CB', 'S'] as const) open[pos] = rng.int(0, 2);
        return program(`P${trial}-${i}`, prestige, open, 50 + 4 * prestige + rng.int(-3, 3));
      });
      const players = Array.from({ length: 120 }, (_, i) =>
        player(i + 1, rng.pick(['QB', 'RB', 'WR', 'OL', 'DL', 'LB', 'CB', 'S'] as const), rng.int(45, 95), rng),
      );
      for (const p of players) {
        const suitors = firstRoundSuitors(players, programs, p.player.id);
        expect(suitors.length).toBeLessThanOrEqual(MAX_SUITORS);
        const tier = p.player.rating >= 80 ? 2 : p.player.rating >= 65 ? 1 : 0;
        countsByTier[tier] += suitors.length;
        playersByTier[tier] += 1;
        if (suitors.length === 0) continue;
        ratings.push(p.player.rating);
        suitorPrestige.push(suitors.reduce((sum, s) => sum + s.prestige, 0) / suitors.length);
      }
    }
    expect(spearman(ratings, suitorPrestige)).toBeGreaterThan(0.8);
    // The best draw at least as many offers as the middle, the middle more than the bottom.
    const perPlayer = countsByTier.map((n, i) => n / playersByTier[i]);
    expect(perPlayer[2]).toBeGreaterThanOrEqual(perPlayer[1]);
    expect(perPlayer[1]).toBeGreaterThan(perPlayer[0]);
  });
});
