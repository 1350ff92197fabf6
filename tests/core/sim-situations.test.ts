// The situations a coach picks: which decisions come to him (third downs, the red zone, the last minutes...), the
// coordinator's calls for the rest keep the simulated game, the default set asks a third of the decisions, and a set
// a player sends is checked.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DecisionKind } from '../../src/core/sim/calls.js';
import { runCoachedGame } from '../../src/core/sim/coachedGame.js';
import { simulateGame } from '../../src/core/sim/game.js';
import { createRng } from '../../src/core/random.js';
import { rulesForYear } from '../../src/core/sim/rules.js';
import {
  comesToCoach,
  DEFAULT_SITUATIONS,
  onlyAsked,
  situationSetProblem,
  SITUATION_SIDES,
  SITUATIONS,
  type SituationSet,
} from '../../src/core/sim/situations.js';
import { GameState } from '../../src/core/sim/state.js';
import type { SimulateGameInput } from '../../src/core/sim/types.js';
import { simTeam } from '../fixtures/simTeams.js';

// Teams of a few strengths, made once (a fixture's players are numbered as they are made).
const homes = [2, 3, 4].map((q) => simTeam('Middleton', 4, q, 'MID'));
const aways = [3, 4].map((q) => simTeam('Midland', 4, q, 'MDL'));

function input(seed: number): SimulateGameInput {
  const home = homes[seed % 3];
  const away = aways[seed % 2];
  return { home, away, neutral: false, rules: rulesForYear(2024), rng: createRng(seed), playByPlay: false };
}

/** A snap with the home team (the coached side, 0) on offense unless said. */
function snap(
  at: Partial<{
    quarter: number;
    clock: number;
    down: number;
    ballOn: number;
    overtime: number;
    offense: 0 | 1;
    score: [number, number];
  }>,
): GameState {
  const s = new GameState(input(1));
  s.quarter = at.quarter ?? 1;
  s.clock = at.clock ?? 600;
  s.down = at.down ?? 1;
  s.ballOn = at.ballOn ?? 40;
  s.overtime = at.overtime ?? 0;
  s.offense = at.offense ?? 0;
  s.score[0] = at.score?.[0] ?? 0;
  s.score[1] = at.score?.[1] ?? 0;
  return s;
}

const set = (situations: SituationSet['situations'], sides: SituationSet['sides'] = 'both'): SituationSet => ({
  situations,
  sides,
});
const asks = (which: SituationSet, kind: DecisionKind, s: GameState): boolean => comesToCoach(which, kind, 0, s);

describe('which decisions come to the coach', () => {
  it('third and fourth downs, on either side of the ball unless he picks one', () => {
    expect(asks(set(['third']), 'offense', snap({ down: 3 }))).toBe(true);
    expect(asks(set(['third']), 'offense', snap({ down: 2 }))).toBe(false);
    expect(asks(set(['third']), 'defense', snap({ down: 3, offense: 1 }))).toBe(true);
    expect(asks(set(['third'], 'offense'), 'defense', snap({ down: 3, offense: 1 }))).toBe(false);
    expect(asks(set(['fourth'], 'defense'), 'defense', snap({ down: 4, offense: 1 }))).toBe(true);
    expect(asks(set(['fourth'], 'defense'), 'offense', snap({ down: 4 }))).toBe(false);
  });

  it('the red zone: a snap inside the 20, his offense or the other', () => {
    expect(asks(set(['redzone']), 'offense', snap({ ballOn: 80 }))).toBe(true);
    expect(asks(set(['redzone']), 'offense', snap({ ballOn: 79 }))).toBe(false);
    expect(asks(set(['redzone']), 'defense', snap({ ballOn: 95, offense: 1 }))).toBe(true);
  });

  it('the last four minutes of each half, and overtime', () => {
    expect(asks(set(['late']), 'offense', snap({ quarter: 2, clock: 240 }))).toBe(true);
    expect(asks(set(['late']), 'defense', snap({ quarter: 4, clock: 30, offense: 1 }))).toBe(true);
    expect(asks(set(['late']), 'offense', snap({ quarter: 2, clock: 241 }))).toBe(false);
    expect(asks(set(['late']), 'offense', snap({ quarter: 3, clock: 60 }))).toBe(false);
    expect(asks(set(['late']), 'offense', snap({ quarter: 5, clock: 0, overtime: 1 }))).toBe(true);
  });

  it('the two-minute drill: his ball, trailing or tied, the last two minutes of a half', () => {
    expect(asks(set(['two_minute']), 'offense', snap({ quarter: 4, clock: 110, score: [14, 17] }))).toBe(true);
    expect(asks(set(['two_minute']), 'offense', snap({ quarter: 2, clock: 120, score: [7, 7] }))).toBe(true);
    expect(asks(set(['two_minute']), 'offense', snap({ quarter: 4, clock: 110, score: [21, 17] }))).toBe(false);
    expect(asks(set(['two_minute']), 'offense', snap({ quarter: 4, clock: 121, score: [14, 17] }))).toBe(false);
    expect(asks(set(['two_minute']), 'defense', snap({ quarter: 4, clock: 60, offense: 1, score: [14, 17] }))).toBe(
      false,
    );
  });

  it('kick-offs and tries only with kicks; every snap with every', () => {
    expect(asks(set(['every']), 'kickoff', snap({}))).toBe(false);
    expect(asks(set(['kicks'], 'offense'), 'try', snap({}))).toBe(true);
    expect(asks(set(['kicks']), 'offense', snap({ down: 3 }))).toBe(false);
    expect(asks(set(['every'], 'defense'), 'defense', snap({ offense: 1 }))).toBe(true);
    expect(asks(set(['every'], 'defense'), 'offense', snap({}))).toBe(false);
  });
});

describe('a game with situations', () => {
  it('a coach who answers every asked decision with the coordinator plays the simulated game', () => {
    for (const which of [DEFAULT_SITUATIONS, set(['redzone', 'late', 'kicks'], 'offense'), set(['every', 'kicks'])]) {
      for (let seed = 1; seed <= 6; seed++) {
        const side = (seed % 2) as 0 | 1;
        const coached = runCoachedGame(
          input(seed),
          side,
          [],
          onlyAsked(which, side, () => 'coordinator'),
        );
        expect(coached.result).toEqual(simulateGame(input(seed)));
      }
    }
  });

  it('pauses only at a decision in the set', () => {
    const seen: boolean[] = [];
    const run = runCoachedGame(
      input(3),
      0,
      [],
      onlyAsked(DEFAULT_SITUATIONS, 0, (kind, s) => {
        seen.push(comesToCoach(DEFAULT_SITUATIONS, kind, 0, s));
        return seen.length < 10 ? 'coordinator' : undefined;
      }),
    );
    expect(seen.every(Boolean)).toBe(true);
    // It stops at the next decision in the set, whichever the seed's game brings (a third down, a fourth down on
    // either side of the ball, the other team's punt or field goal, a kick).
    expect(run.pending).not.toBeNull();
    expect(run.pending!.side).toBe(0);
    expect(comesToCoach(DEFAULT_SITUATIONS, run.pending!.kind, 0, run.state)).toBe(true);
  });

  it('the default set asks about a third of the decisions a coach who calls everything makes (seeds 1-20)', () => {
    const asked = (which: SituationSet): number => {
      let n = 0;
      for (let seed = 1; seed <= 20; seed++) {
        const side = (seed % 2) as 0 | 1;
        runCoachedGame(
          input(seed),
          side,
          [],
          onlyAsked(which, side, () => {
            n += 1;
            return 'coordinator';
          }),
        );
      }
      return n;
    };
    // Every decision: about 165 a game. The game-day count (40-60 with real teams) is checked in the store's tests.
    const share = asked(DEFAULT_SITUATIONS) / asked(set(['every', 'kicks']));
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.4);
  });
});

describe('a set a player sends', () => {
  it('is refused, naming the valid values, unless every name is known and there is one at least', () => {
    const names = fc.oneof(fc.constantFrom(...SITUATIONS), fc.string({ maxLength: 12 }));
    const sides = fc.oneof(fc.constantFrom(...SITUATION_SIDES), fc.string({ maxLength: 8 }));
    fc.assert(
      fc.property(fc.array(names, { maxLength: 9 }), sides, (list, side) => {
        const problem = situationSetProblem(list, side);
        const valid =
          list.length > 0
          && list.every((n) => (SITUATIONS as readonly string[]).includes(n))
          && (SITUATION_SIDES as readonly string[]).includes(side);
        expect(problem === null).toBe(valid);
        if (problem) expect(problem).toMatch(/third, fourth, redzone|offense, defense, both/);
      }),
      { seed: 20261125, numRuns: 300 },
    );
  });
});
