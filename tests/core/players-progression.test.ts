import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/random.js';
import { overallFor } from '../../src/core/players/attributes.js';
import { assignDepthChart } from '../../src/core/players/depthChart.js';
import { createIdSource, generateTeamRoster } from '../../src/core/players/generate.js';
import { developmentChange, programDevelopment, progressRoster } from '../../src/core/players/progression.js';
import { PROGRAM_DEVELOPMENT_SD, PROGRESSION_SD } from '../../src/core/players/tuning.js';
import { CLASS_YEARS, STARTERS, type Player } from '../../src/core/players/types.js';
import { mean } from './players-fixtures.js';

const rosters = Array.from({ length: 24 }, (_, i) =>
  generateTeamRoster({ name: `Team ${i}`, prestige: 1 + (i % 7) }, createRng(500 + i), createIdSource(i * 1000)),
);
const results = rosters.map((roster, i) => progressRoster(roster, createRng(900 + i)));

describe('progressRoster', () => {
  it('lets exactly the seniors leave, unchanged', () => {
    rosters.forEach((roster, i) => {
      const { leaving, returning } = results[i];
      expect(leaving).toEqual(roster.filter((p) => p.year === 'sr'));
      const returningIds = new Set(returning.map((p) => p.id));
      expect(leaving.some((p) => returningIds.has(p.id))).toBe(false);
      expect(returning).toHaveLength(roster.length - leaving.length);
    });
  });

  it('moves everyone else up a class, except players who redshirt a year they barely played', () => {
    let freshmen = 0;
    let redshirtedFreshmen = 0;
    rosters.forEach((roster, i) => {
      const after = new Map(results[i].returning.map((p) => [p.id, p]));
      for (const before of roster.filter((p) => p.year !== 'sr')) {
        const now = after.get(before.id)!;
        const step = CLASS_YEARS.indexOf(now.year) - CLASS_YEARS.indexOf(before.year);
        if (step === 0) {
          // A redshirt year: only for someone who had not used it and sat below the first backups.
          expect(before.redshirted).toBe(false);
          expect(now.redshirted).toBe(true);
          expect(before.depth).toBeGreaterThan(STARTERS[before.pos] + 1);
        } else {
          expect(step).toBe(1);
          expect(now.redshirted).toBe(before.redshirted);
        }
        if (before.year === 'fr' && !before.redshirted) {
          freshmen++;
          if (step === 0) redshirtedFreshmen++;
        }
      }
      // Returning freshmen can only be redshirt freshmen.
      expect(results[i].returning.filter((p) => p.year === 'fr').every((p) => p.redshirted)).toBe(true);
    });
    expect(redshirtedFreshmen / freshmen).toBeGreaterThan(0.08);
    expect(redshirtedFreshmen / freshmen).toBeLessThan(0.35);
  });

  it('develops players: positive on average with spread, a few stall and a few jump, within 0-99', () => {
    const changes = results.flatMap((r) => r.progressed.map((p) => p.change));
    expect(mean(changes)).toBeGreaterThan(2.5);
    expect(mean(changes)).toBeLessThan(5.5);
    const stalls = changes.filter((c) => c <= 0).length / changes.length;
    expect(stalls).toBeGreaterThan(0.03);
    // A program's shared offseason (PROGRAM_DEVELOPMENT_SD) takes a bad year's whole roster down a little.
    expect(stalls).toBeLessThan(0.25);
    const middle = changes.filter((c) => c >= 1 && c <= 6).length / changes.length;
    expect(middle).toBeGreaterThan(0.6);
    const jumps = changes.filter((c) => c >= 8).length / changes.length;
    expect(jumps).toBeGreaterThan(0.01);
    expect(jumps).toBeLessThan(0.15);
    expect(Math.max(...changes)).toBeLessThanOrEqual(12);
    for (const { returning } of results) {
      for (const p of returning) {
        expect(p.rating).toBe(overallFor(p.pos, p.attributes));
        expect(p.rating).toBeGreaterThanOrEqual(0);
        expect(p.rating).toBeLessThanOrEqual(99);
        expect(p.potential).toBeGreaterThanOrEqual(p.rating);
        expect(p.potential).toBeLessThanOrEqual(99);
      }
    }
  });

  it('reports each returning player once with his real change, and never far past his potential', () => {
    rosters.forEach((roster, i) => {
      const before = new Map(roster.map((p) => [p.id, p]));
      const { progressed, returning } = results[i];
      expect(progressed.map((p) => p.player.id).sort()).toEqual(returning.map((p) => p.id).sort());
      for (const { player, change } of progressed) {
        const old = before.get(player.id)!;
        expect(change).toBe(player.rating - old.rating);
        if (change > 0) expect(player.rating).toBeLessThanOrEqual(Math.max(old.rating, old.potential + 1));
        expect(returning).toContain(player);
      }
    });
  });

  it('develops young players and high development traits faster', () => {
    const all = results.flatMap((r, i) =>
      r.progressed.map((p) => ({ ...p, before: rosters[i].find((x) => x.id === p.player.id)! })),
    );
    const byYear = (year: string) => mean(all.filter((p) => p.before.year === year).map((p) => p.change));
    expect(byYear('fr')).toBeGreaterThan(byYear('jr'));
    const byTrait = (lo: number, hi: number) =>
      mean(all.filter((p) => p.before.developmentTrait >= lo && p.before.developmentTrait <= hi).map((p) => p.change));
    expect(byTrait(4, 5)).toBeGreaterThan(byTrait(1, 2) + 1.5);
  });

  it('recomputes the depth chart', () => {
    for (const { returning } of results) {
      expect(returning).toEqual(assignDepthChart(returning));
      // Until the signing class arrives a position may be short (a lone senior kicker left).
      for (const pos of Object.keys(STARTERS) as (keyof typeof STARTERS)[]) {
        const room = returning.filter((p) => p.pos === pos);
        expect(room.filter((p) => p.starter)).toHaveLength(Math.min(STARTERS[pos], room.length));
      }
    }
  });

  it('does not change its input and is deterministic', () => {
    const roster = rosters[3];
    const copy = structuredClone(roster);
    const a = progressRoster(roster, createRng(77));
    const b = progressRoster(roster, createRng(77));
    expect(roster).toEqual(copy);
    expect(a).toEqual(b);
    expect(progressRoster(roster, createRng(78))).not.toEqual(a);
  });

  it('charts players without a depth chart by overall first', () => {
    const undrafted: Player[] = rosters[0].map((p) => ({ ...p, depth: 0, starter: false }));
    const { returning, leaving } = progressRoster(undrafted, createRng(5));
    expect(returning.length + leaving.length).toBe(undrafted.length);
    expect(returning.every((p) => p.depth >= 1)).toBe(true);
  });
});

describe('developmentChange', () => {
  it("moves a program's roster together: one offseason goes well or badly for all its returning players", () => {
    const sd = (xs: number[]) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));
    // The same roster through 60 offseasons: its players' average change varies by the program's draw, far more
    // than 60-odd independent players' spreads would make it (PROGRESSION_SD / sqrt(n), about 0.25).
    const roster = rosters[3];
    const averages = Array.from({ length: 60 }, (_, i) =>
      mean(progressRoster(roster, createRng(`offseason ${i}`)).progressed.map((p) => p.change)),
    );
    const independent = PROGRESSION_SD / Math.sqrt(roster.length - roster.filter((p) => p.year === 'sr').length);
    expect(sd(averages)).toBeGreaterThan(0.6 * PROGRAM_DEVELOPMENT_SD);
    expect(sd(averages)).toBeGreaterThan(3 * independent);
    // The draw itself is centred: no program gains on average from it.
    const draws = Array.from({ length: 4000 }, (_, i) => programDevelopment(createRng(`program ${i}`)));
    expect(Math.abs(mean(draws))).toBeLessThan((4 * PROGRAM_DEVELOPMENT_SD) / Math.sqrt(draws.length));
    expect(sd(draws)).toBeCloseTo(PROGRAM_DEVELOPMENT_SD, 1);
  });

  it('keeps a player at his potential from climbing past it', () => {
    const capped = { ...rosters[0].find((p) => p.year === 'fr')!, developmentTrait: 5 };
    const atPotential = { ...capped, potential: capped.rating };
    const rng = createRng(1);
    for (let i = 0; i < 200; i++) expect(developmentChange(atPotential, rng)).toBeLessThanOrEqual(1);
  });

  it('gives a share of the expected growth: the same draws, less growth, never more', () => {
    // A young player far from his potential, so the ceiling does not bind: the share scales his expected gain.
    const young = { ...rosters[0].find((p) => p.year === 'fr')!, developmentTrait: 3, redshirted: false };
    const player = { ...young, potential: young.rating + 30 };
    const full: number[] = [];
    const share: number[] = [];
    for (let i = 0; i < 400; i++) {
      const a = developmentChange(player, createRng(`growth ${i}`));
      const b = developmentChange(player, createRng(`growth ${i}`), 0, 0.8);
      expect(b).toBeLessThanOrEqual(a);
      full.push(a);
      share.push(b);
    }
    // Expected gain after the first year: 5 at trait 3; a 0.8 share takes about a point off (stalls keep theirs).
    expect(mean(full) - mean(share)).toBeGreaterThan(0.7);
    expect(mean(full) - mean(share)).toBeLessThan(1.1);
  });
});

describe("what a program adds to its players' growth", () => {
  it("gives the best programs' facilities a yearly edge, nothing below the middle tier", async () => {
    const { facilitiesDevelopment } = await import('../../src/core/players/progression.js');
    const { FACILITIES_PER_TIER } = await import('../../src/core/players/tuning.js');
    expect([1, 2, 3, 4].map(facilitiesDevelopment)).toEqual([0, 0, 0, 0]);
    expect(facilitiesDevelopment(5)).toBeCloseTo(FACILITIES_PER_TIER, 9);
    expect(facilitiesDevelopment(7)).toBeCloseTo(3 * FACILITIES_PER_TIER, 9);
  });

  it('widens the edge in the NIL era, still nothing below the middle tier', async () => {
    const { facilitiesDevelopment } = await import('../../src/core/players/progression.js');
    const { FACILITIES_PER_TIER_FROM_NIL } = await import('../../src/core/players/tuning.js');
    expect(facilitiesDevelopment(4, 2024)).toBe(0);
    expect(facilitiesDevelopment(7, 2020)).toBeLessThan(facilitiesDevelopment(7, 2021));
    expect(facilitiesDevelopment(7, 2021)).toBeCloseTo(3 * FACILITIES_PER_TIER_FROM_NIL, 9);
  });

  it('lets a roster with the edge grow more than the same roster without it', () => {
    const roster = generateTeamRoster({ name: 'Edge', prestige: 7 }, createRng(77), createIdSource(0));
    const growth = (coaching: number) =>
      mean(progressRoster(roster, createRng(78), undefined, coaching).progressed.map((p) => p.change));
    expect(growth(1.35)).toBeGreaterThan(growth(0) + 0.5);
  });
});

describe('side lean of a generated program', () => {
  it('makes some programs better on offense and others on defense, the team overall about the same', () => {
    const leaning = Array.from({ length: 24 }, (_, i) =>
      generateTeamRoster(
        { name: `Team ${i}`, prestige: 1 + (i % 7), sideLeanSd: 4.5 },
        createRng(500 + i),
        createIdSource(i * 1000),
      ),
    );
    const sideGap = leaning.map((roster) => {
      const starters = (positions: string[]) =>
        mean(roster.filter((p) => p.starter && positions.includes(p.pos)).map((p) => p.rating));
      return starters(['QB', 'RB', 'WR', 'TE', 'OL']) - starters(['DL', 'LB', 'CB', 'S']);
    });
    // Without the lean the gap spans about 12 points over these 24 rosters (positions and draws).
    expect(Math.max(...sideGap) - Math.min(...sideGap)).toBeGreaterThan(20);
  });
});
