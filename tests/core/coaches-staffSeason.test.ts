// The staff's season (issue 15's league movement): beyond the head coach's ratings, each program's staff has a
// season that goes well or badly, more so in a new coach's first year; the engine's plan carries it.
import { describe, expect, it } from 'vitest';
import { gamePlanFor, type PlanCoach } from '../../src/core/coaches/gamePlan.js';
import { staffSeason } from '../../src/core/coaches/staffSeason.js';
import { STAFF_EDGE_PER_POINT, STAFF_SEASON, STAFF_SPREAD_BY_PRESTIGE } from '../../src/core/coaches/tuning.js';
import { createRng } from '../../src/core/random.js';

const coach: PlanCoach = {
  scheme: 'spread',
  tempo: 'balanced',
  front: '4-3',
  offense: 72,
  defense: 62,
  gameManagement: 62,
};

function draws(firstSeason: boolean, n = 4000) {
  return Array.from({ length: n }, (_, i) => staffSeason(createRng(`staff test ${i}`), firstSeason));
}

const sd = (xs: number[]) => {
  const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
  return Math.sqrt(xs.reduce((s, x) => s + (x - mean) ** 2, 0) / xs.length);
};

describe("a staff's season", () => {
  it('is the same for the same program and season (a replayed game plays the same)', () => {
    expect(staffSeason(createRng('7:staff:2026:Indiana'), false)).toEqual(
      staffSeason(createRng('7:staff:2026:Indiana'), false),
    );
    expect(staffSeason(createRng('7:staff:2026:Indiana'), false)).not.toEqual(
      staffSeason(createRng('7:staff:2027:Indiana'), false),
    );
  });

  it('averages out over the league and spreads by the tuned SD, both sides moving together in part', () => {
    const seasons = draws(false);
    const offense = seasons.map((s) => s.offense);
    expect(Math.abs(offense.reduce((s, x) => s + x, 0) / offense.length)).toBeLessThan(0.1);
    expect(sd(offense)).toBeCloseTo(STAFF_SEASON.sd, 0);
    const both = seasons.map((s) => s.offense + s.defense);
    // Shared part: the two sides' sum spreads more than two independent draws would.
    expect(sd(both)).toBeGreaterThan(STAFF_SEASON.sd * Math.SQRT2 * 1.1);
  });

  it("varies more in a head coach's first season at the program", () => {
    const settled = sd(draws(false).map((s) => s.offense + s.defense));
    const first = sd(draws(true).map((s) => s.offense + s.defense));
    expect(first / settled).toBeCloseTo(STAFF_SEASON.firstSeasonFactor, 1);
  });

  it("spreads by the program's tier: the same draw, scaled by the tier's multiplier", () => {
    for (const prestige of [0.6, 1, 2, 3.4, 5, 7, 9]) {
      const tier = Math.min(7, Math.max(1, Math.round(prestige)));
      const plain = staffSeason(createRng(`tier ${prestige}`), true);
      const scaled = staffSeason(createRng(`tier ${prestige}`), true, prestige);
      expect(scaled.offense).toBeCloseTo(plain.offense * STAFF_SPREAD_BY_PRESTIGE[tier - 1], 10);
      expect(scaled.defense).toBeCloseTo(plain.defense * STAFF_SPREAD_BY_PRESTIGE[tier - 1], 10);
    }
  });

  it("adds to the coach's own staff edges in the engine's plan", () => {
    const plain = gamePlanFor(coach, 62);
    expect(plain.offenseEdge).toBeCloseTo(STAFF_EDGE_PER_POINT * 10);
    expect(plain.defenseEdge).toBeCloseTo(0);
    const season = gamePlanFor(coach, 62, { offense: 1.5, defense: -2 });
    expect(season.offenseEdge).toBeCloseTo(plain.offenseEdge + 1.5);
    expect(season.defenseEdge).toBeCloseTo(-2);
    expect({ ...season, offenseEdge: 0, defenseEdge: 0 }).toEqual({ ...plain, offenseEdge: 0, defenseEdge: 0 });
  });
});
