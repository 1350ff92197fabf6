// A player moved to another position: close positions keep more of his overall than far ones, his body comes with
// him, more closeness never costs him, he develops at the new position; and the computer programs' moves by need.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_NAMES, overallFor } from '../../src/core/players/attributes.js';
import { createIdSource, generateTeamRoster } from '../../src/core/players/generate.js';
import { progressRoster } from '../../src/core/players/progression.js';
import { OVERALL_WEIGHTS, REPLACEMENT_RATING } from '../../src/core/players/tuning.js';
import {
  POSITIONS,
  STARTERS,
  type Player,
  type PlayerAttributes,
  type Position,
} from '../../src/core/players/types.js';
import { createRng } from '../../src/core/random.js';
import { closenessOf, convertToPosition, positionSimilarity } from '../../src/core/roster/positionChange.js';
import { needMoves } from '../../src/core/roster/positionNeeds.js';
import { COMPUTER_POSITION_CHANGES } from '../../src/core/roster/tuning.js';

const rosters = Array.from({ length: 40 }, (_, i) =>
  generateTeamRoster({ name: `Team ${i}`, prestige: 1 + (i % 7) }, createRng(700 + i), createIdSource(i * 1000)),
);
const players = rosters.flat();

/** The mean overall points a move from `from` to `to` costs the good players (70+) of the generated rosters. */
function meanLoss(from: Position, to: Position): number {
  const good = players.filter((p) => p.pos === from && p.rating >= 70);
  expect(good.length).toBeGreaterThan(20);
  return good.reduce((sum, p) => sum + p.rating - convertToPosition(p, to).rating, 0) / good.length;
}

describe('how close two positions are', () => {
  it('is one table either way round, the quarterback far from everything', () => {
    for (const a of POSITIONS) {
      for (const b of POSITIONS) {
        expect(positionSimilarity(a, b)).toBe(positionSimilarity(b, a));
        if (a === 'QB' && b !== 'QB') expect(closenessOf(positionSimilarity(a, b))).toBe('far');
      }
      expect(positionSimilarity(a, a)).toBe(1);
    }
    expect(closenessOf(positionSimilarity('S', 'CB'))).toBe('close');
    expect(closenessOf(positionSimilarity('LB', 'DL'))).toBe('close');
    expect(closenessOf(positionSimilarity('TE', 'WR'))).toBe('partial');
    expect(closenessOf(positionSimilarity('TE', 'OL'))).toBe('partial');
    expect(closenessOf(positionSimilarity('OL', 'CB'))).toBe('far');
  });
});

describe('a player converted to another position', () => {
  it('keeps more of his overall at a close position than at a far one', () => {
    expect(meanLoss('S', 'CB')).toBeLessThan(meanLoss('S', 'WR'));
    expect(meanLoss('S', 'WR')).toBeLessThan(meanLoss('S', 'OL'));
    expect(meanLoss('CB', 'S')).toBeLessThan(meanLoss('CB', 'LB'));
    expect(meanLoss('LB', 'DL')).toBeLessThan(meanLoss('LB', 'OL'));
    expect(meanLoss('DL', 'LB')).toBeLessThan(meanLoss('DL', 'CB'));
    expect(meanLoss('TE', 'WR')).toBeLessThan(meanLoss('TE', 'CB'));
    expect(meanLoss('TE', 'OL')).toBeLessThan(meanLoss('TE', 'S'));
    // The closest moves cost a good player a few points at most, a quarterback's many.
    expect(meanLoss('S', 'CB')).toBeLessThan(3);
    expect(meanLoss('QB', 'WR')).toBeGreaterThan(10);
    expect(meanLoss('QB', 'OL')).toBeGreaterThan(15);
  });

  it('brings his body, keeps what the new position does not read, and is rated there', () => {
    for (const p of players.slice(0, 400)) {
      for (const to of POSITIONS) {
        if (to === p.pos) continue;
        const c = convertToPosition(p, to);
        expect(c.rating).toBe(overallFor(to, c.attributes));
        expect(c.potential).toBeGreaterThanOrEqual(c.rating);
        for (const name of ['speed', 'strength', 'agility', 'stamina'] as const)
          expect(c.attributes[name]).toBe(p.attributes[name]);
        for (const name of ATTRIBUTE_NAMES)
          if (OVERALL_WEIGHTS[to][name] === undefined) expect(c.attributes[name]).toBe(p.attributes[name]);
      }
    }
  });

  it('starts a skill new to him higher the better an athlete he is', () => {
    const base = players.find((p) => p.pos === 'S' && p.rating >= 70)!;
    const slow = { ...base, attributes: { ...base.attributes, speed: 50, agility: 50 } };
    const fast = { ...base, attributes: { ...base.attributes, speed: 90, agility: 90 } };
    // A safety's catching is new to him at receiver.
    expect(convertToPosition(fast, 'WR').attributes.routeRunning).toBeGreaterThan(
      convertToPosition(slow, 'WR').attributes.routeRunning,
    );
  });

  it('never loses him anything for a closer position (generated attributes, fixed seed)', () => {
    const rating = fc.integer({ min: 0, max: 99 });
    const attributes = fc.record(
      Object.fromEntries(ATTRIBUTE_NAMES.map((name) => [name, rating])) as Record<
        keyof PlayerAttributes,
        typeof rating
      >,
    );
    fc.assert(
      fc.property(
        attributes,
        fc.constantFrom(...POSITIONS),
        fc.constantFrom(...POSITIONS),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (attrs, from, to, a, b) => {
          fc.pre(from !== to);
          const player = { pos: from, attributes: attrs, potential: 99 };
          const [low, high] = a < b ? [a, b] : [b, a];
          const near = convertToPosition(player, to, high);
          const far = convertToPosition(player, to, low);
          expect(near.rating).toBeGreaterThanOrEqual(far.rating);
          for (const name of ATTRIBUTE_NAMES) {
            expect(near.attributes[name]).toBeGreaterThanOrEqual(far.attributes[name]);
            expect(near.attributes[name]).toBeGreaterThanOrEqual(0);
            expect(near.attributes[name]).toBeLessThanOrEqual(99);
          }
        },
      ),
      { seed: 97, numRuns: 500 },
    );
  });

  it('develops at his new position: his growth goes to the skills it reads', () => {
    // Every safety of the rosters becomes a cornerback, and the rosters have a strong offseason.
    const converted = rosters.map((roster) =>
      roster.map(
        (p): Player => (p.pos === 'S' && p.year !== 'sr' ? { ...p, pos: 'CB', ...convertToPosition(p, 'CB') } : p),
      ),
    );
    let catching = 0;
    let runStop = 0;
    let n = 0;
    converted.forEach((roster, i) => {
      const moved = new Map(roster.filter((p, j) => rosters[i][j].pos === 'S' && p.pos === 'CB').map((p) => [p.id, p]));
      for (const { player } of progressRoster(roster, createRng(40 + i), undefined, 4).progressed) {
        const before = moved.get(player.id);
        if (!before) continue;
        expect(player.pos).toBe('CB');
        expect(player.rating).toBe(overallFor('CB', player.attributes));
        // Catching: a cornerback's skill, not a safety's; stopping the run: a safety's, not a cornerback's.
        catching += player.attributes.catching - before.attributes.catching;
        runStop += player.attributes.runStop - before.attributes.runStop;
        n++;
      }
    });
    expect(n).toBeGreaterThan(100);
    expect(catching / n).toBeGreaterThan(2 * (runStop / n));
  });
});

describe("a computer program's moves by need", () => {
  const all = rosters.map((roster) => needMoves(roster));

  it('makes a few a program, the same for the same roster', () => {
    for (const [i, moves] of all.entries()) {
      expect(moves.length).toBeLessThanOrEqual(COMPUTER_POSITION_CHANGES.perProgram);
      expect(needMoves(rosters[i])).toEqual(moves);
    }
    const total = all.reduce((n, moves) => n + moves.length, 0);
    expect(total / rosters.length).toBeGreaterThan(0.5);
    expect(total / rosters.length).toBeLessThan(COMPUTER_POSITION_CHANGES.perProgram);
  });

  it('moves a player to a similar position from one with a player to spare, never a quarterback or a kicker', () => {
    for (const [i, moves] of all.entries()) {
      // The roster as each move found it.
      let roster = rosters[i];
      for (const move of moves) {
        const from = move.player.pos;
        expect(['QB', 'K', 'P']).not.toContain(from);
        expect(['QB', 'K', 'P']).not.toContain(move.to);
        expect(positionSimilarity(from, move.to)).toBeGreaterThanOrEqual(COMPUTER_POSITION_CHANGES.similarity);
        expect(move.worth).toBeGreaterThanOrEqual(COMPUTER_POSITION_CHANGES.gain);
        expect(move.converted).toEqual(convertToPosition(move.player, move.to));
        expect(roster.filter((p) => p.pos === from).length).toBeGreaterThan(2 * STARTERS[from]);
        roster = roster.map((p) => (p.id === move.player.id ? { ...p, pos: move.to, ...move.converted } : p));
      }
      expect(new Set(moves.map((m) => m.player.id)).size).toBe(moves.length);
    }
  });

  it('fills a hole from the similar position with players to spare, with the one who fits best', () => {
    // Two cornerbacks left, and safeties to spare: a safety moves to corner first, the one worth the most there.
    const base = rosters[3];
    const roster = [...base.filter((p) => p.pos !== 'CB'), ...base.filter((p) => p.pos === 'CB').slice(0, 2)];
    const safeties = roster.filter((p) => p.pos === 'S');
    expect(safeties.length).toBeGreaterThan(2 * STARTERS.S);
    // The two-deep's strength, worked out here on its own: starters whole, backups by the weight, a hole a walk-on.
    const twoDeep = (players: readonly Player[], pos: Position): number => {
      const best = players
        .filter((p) => p.pos === pos)
        .map((p) => p.rating)
        .sort((a, b) => b - a);
      let value = 0;
      for (let slot = 0; slot < 2 * STARTERS[pos]; slot++)
        value +=
          (slot < STARTERS[pos] ? 1 : COMPUTER_POSITION_CHANGES.backupWeight) * (best[slot] ?? REPLACEMENT_RATING);
      return value;
    };
    const worth = (s: Player): number => {
      const after = roster.map((p) =>
        p.id === s.id ? { ...p, pos: 'CB' as const, ...convertToPosition(p, 'CB') } : p,
      );
      return twoDeep(after, 'CB') - twoDeep(roster, 'CB') - (twoDeep(roster, 'S') - twoDeep(after, 'S'));
    };
    const [first] = needMoves(roster);
    expect(first.player.pos).toBe('S');
    expect(first.to).toBe('CB');
    expect(first.worth).toBeCloseTo(Math.max(...safeties.map(worth)), 9);
    expect(first.worth).toBeCloseTo(worth(first.player), 9);
  });
});
