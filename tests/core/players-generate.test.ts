import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/random.js';
import {
  createIdSource,
  generatePlayer,
  generateTeamRoster,
  newProgramRoster,
} from '../../src/core/players/generate.js';
import { FIRST_NAMES, LAST_NAMES } from '../../src/core/players/names.js';
import { ATTRIBUTE_NAMES, overallFor } from '../../src/core/players/attributes.js';
import { CLASS_YEARS, POSITIONS, type Player, type Position } from '../../src/core/players/types.js';
import { mean } from './players-fixtures.js';

const COUNT_RANGES: Record<Position, [number, number]> = {
  QB: [4, 4],
  RB: [5, 7],
  WR: [10, 12],
  TE: [5, 7],
  OL: [16, 18],
  DL: [14, 16],
  LB: [10, 12],
  CB: [10, 12],
  S: [7, 9],
  K: [1, 3],
  P: [1, 1],
};

function countBy<T extends string>(players: readonly Player[], key: (p: Player) => T): Map<T, number> {
  const counts = new Map<T, number>();
  for (const p of players) counts.set(key(p), (counts.get(key(p)) ?? 0) + 1);
  return counts;
}

describe('name pools', () => {
  it('hold 400+ first and 800+ last names without duplicates', () => {
    expect(FIRST_NAMES.length).toBeGreaterThanOrEqual(400);
    expect(LAST_NAMES.length).toBeGreaterThanOrEqual(800);
    expect(new Set(FIRST_NAMES).size).toBe(FIRST_NAMES.length);
    expect(new Set(LAST_NAMES).size).toBe(LAST_NAMES.length);
  });
});

describe('createIdSource', () => {
  it('hands out consecutive ids from the start and tells where it stands', () => {
    const ids = createIdSource(500);
    expect([ids.next(), ids.next(), ids.next()]).toEqual([500, 501, 502]);
    expect(ids.peek()).toBe(503);
  });
});

describe('generateTeamRoster', () => {
  const rosters = [1, 2, 3, 4, 5, 6, 7].map((prestige) =>
    generateTeamRoster({ name: `Team ${prestige}`, prestige }, createRng(100 + prestige), createIdSource(1)),
  );

  it('fills 85 scholarships with realistic position counts', () => {
    for (const roster of rosters) {
      expect(roster).toHaveLength(85);
      const counts = countBy(roster, (p) => p.pos);
      for (const pos of POSITIONS) {
        const [min, max] = COUNT_RANGES[pos];
        expect(counts.get(pos) ?? 0, pos).toBeGreaterThanOrEqual(min);
        expect(counts.get(pos) ?? 0, pos).toBeLessThanOrEqual(max);
      }
    }
  });

  it('spreads players over the four classes with redshirts as a running league has them, at every position group', () => {
    for (const roster of rosters) {
      const counts = countBy(roster, (p) => p.year);
      // True and redshirt freshmen make the biggest class (about 36 of 85); the older classes hold 14-18 each.
      expect(counts.get('fr') ?? 0).toBeGreaterThanOrEqual(30);
      expect(counts.get('fr') ?? 0).toBeLessThanOrEqual(43);
      for (const year of CLASS_YEARS.filter((y) => y !== 'fr')) {
        expect(counts.get(year) ?? 0, year).toBeGreaterThanOrEqual(11);
        expect(counts.get(year) ?? 0, year).toBeLessThanOrEqual(22);
      }
      // About half the roster has used its redshirt year (most upperclassmen, a third of the freshmen).
      const redshirts = roster.filter((p) => p.redshirted).length;
      expect(redshirts).toBeGreaterThanOrEqual(35);
      expect(redshirts).toBeLessThanOrEqual(60);
      expect(roster.some((p) => p.year === 'fr' && p.redshirted)).toBe(true);
      // A position room of four or more is never a single class.
      for (const pos of POSITIONS) {
        const room = roster.filter((p) => p.pos === pos);
        if (room.length >= 4) expect(new Set(room.map((p) => p.year)).size, pos).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('keeps every rating, attribute, potential, star and trait in range, and ids unique', () => {
    const all = rosters.flat();
    for (const p of all) {
      expect(p.rating).toBe(overallFor(p.pos, p.attributes));
      for (const name of ATTRIBUTE_NAMES) {
        expect(p.attributes[name]).toBeGreaterThanOrEqual(0);
        expect(p.attributes[name]).toBeLessThanOrEqual(99);
        expect(Number.isInteger(p.attributes[name])).toBe(true);
      }
      expect(p.potential).toBeGreaterThanOrEqual(p.rating);
      expect(p.potential).toBeLessThanOrEqual(99);
      expect(p.stars).toBeGreaterThanOrEqual(1);
      expect(p.stars).toBeLessThanOrEqual(5);
      expect(p.developmentTrait).toBeGreaterThanOrEqual(1);
      expect(p.developmentTrait).toBeLessThanOrEqual(5);
      expect(p.first.length).toBeGreaterThan(0);
      expect(p.last.length).toBeGreaterThan(0);
    }
    for (const roster of rosters) expect(new Set(roster.map((p) => p.id)).size).toBe(roster.length);
    for (const p of rosters[6].filter((x) => x.pos === 'K' || x.pos === 'P')) expect(p.stars).toBeLessThanOrEqual(3);
  });

  it('is deterministic: the same seed gives a deep-equal roster, another seed a different one', () => {
    const team = { name: 'State', prestige: 5 };
    const a = generateTeamRoster(team, createRng(42), createIdSource(1));
    const b = generateTeamRoster(team, createRng(42), createIdSource(1));
    const c = generateTeamRoster(team, createRng(43), createIdSource(1));
    expect(a).toEqual(b);
    expect(c).not.toEqual(a);
  });

  it('gives a program that joins FBS a full roster of its prestige', () => {
    const roster = newProgramRoster({ name: 'Newcomer', prestige: 2 }, createRng(9), createIdSource(1000));
    expect(roster).toHaveLength(85);
    expect(roster.every((p) => p.team === 'Newcomer' && p.id >= 1000)).toBe(true);
  });
});

describe('generatePlayer', () => {
  const rng = createRng(7);
  const ids = createIdSource(1);
  const sample = (stars: number, year: 'fr' | 'sr', redshirted = false): Player[] =>
    Array.from({ length: 300 }, () => generatePlayer({ team: 'T', pos: 'WR', year, stars, rng, ids, redshirted }));

  it('rates more stars higher, and seniors above freshmen of the same stars', () => {
    const means = [1, 2, 3, 4, 5].map((stars) => mean(sample(stars, 'fr').map((p) => p.rating)));
    for (let i = 1; i < means.length; i++) expect(means[i]).toBeGreaterThan(means[i - 1] + 4);
    for (const stars of [2, 3, 4, 5]) {
      const fr = mean(sample(stars, 'fr').map((p) => p.rating));
      const sr = mean(sample(stars, 'sr').map((p) => p.rating));
      expect(sr - fr, `${stars} stars`).toBeGreaterThan(8);
      expect(sr - fr, `${stars} stars`).toBeLessThan(18);
    }
  });

  it('leaves freshmen more room to grow than seniors', () => {
    const room = (players: Player[]): number => mean(players.map((p) => p.potential - p.rating));
    expect(room(sample(3, 'fr'))).toBeGreaterThan(room(sample(3, 'sr')) + 8);
  });

  it('takes the given class, redshirt and development trait', () => {
    const p = generatePlayer({
      team: 'T',
      pos: 'QB',
      year: 'jr',
      stars: 4,
      rng,
      ids,
      redshirted: true,
      developmentTrait: 5,
    });
    expect(p).toMatchObject({
      team: 'T',
      pos: 'QB',
      year: 'jr',
      stars: 4,
      redshirted: true,
      developmentTrait: 5,
      depth: 0,
      starter: false,
    });
  });

  it('shows kickers and punters at three stars at most but keeps their talent tier', () => {
    const kickers = Array.from({ length: 200 }, () =>
      generatePlayer({ team: 'T', pos: 'K', year: 'jr', stars: 5, rng, ids }),
    );
    const threeStarKickers = Array.from({ length: 200 }, () =>
      generatePlayer({ team: 'T', pos: 'K', year: 'jr', stars: 3, rng, ids }),
    );
    expect(kickers.every((p) => p.stars === 3)).toBe(true);
    expect(mean(kickers.map((p) => p.rating))).toBeGreaterThan(mean(threeStarKickers.map((p) => p.rating)) + 10);
  });
});
