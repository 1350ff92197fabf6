// Head-to-head games: both sides call, the game waits for each side's call of a snap, a call sent early waits
// unseen for the other side's, the coordinators alone play the simulated game, and a paused game resumes the same.

import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/random.js';
import type { Call } from '../../src/core/sim/calls.js';
import { simulateGame } from '../../src/core/sim/game.js';
import { COORDINATORS, runHeadToHead, type MoreSideCalls } from '../../src/core/sim/headToHead.js';
import { rulesForYear } from '../../src/core/sim/rules.js';
import type { SimulateGameInput } from '../../src/core/sim/types.js';
import { simTeam } from '../fixtures/simTeams.js';

const home = simTeam('Middleton', 4, 2, 'MID');
const away = simTeam('Midland', 4, 3, 'MDL');

function input(seed: number, playByPlay = false): SimulateGameInput {
  return { home, away, neutral: false, rules: rulesForYear(2016), rng: createRng(seed), playByPlay };
}

/** Home runs inside and blitzes; away throws short and plays zone; the coordinators call the rest. */
const script: MoreSideCalls = (side, kind, s) => {
  if (kind === 'offense' && s.down < 4) return side === 0 ? 'inside_run' : 'quick_pass';
  if (kind === 'defense') return side === 0 ? 'pass_blitz' : 'zone';
  return 'coordinator';
};

/** Plays the game one call at a time, each side sending when the game waits for it: both sides' calls, in order. */
function callByCall(seed: number): { calls: [Call[], Call[]]; pauses: number } {
  const calls: [Call[], Call[]] = [[], []];
  let pauses = 0;
  for (;;) {
    const run = runHeadToHead(input(seed), calls);
    if (run.result) return { calls, pauses };
    pauses += 1;
    // The away side answers first when both wait (the defense may call before the offense).
    const next = [...run.waiting].sort((a, b) => b.side - a.side)[0];
    calls[next.side].push(script(next.side, next.kind, run.state)!);
  }
}

describe('head to head', () => {
  it('the coordinators alone play the simulated game', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const run = runHeadToHead(input(seed, seed % 2 === 0), [[], []], COORDINATORS);
      expect(run.waiting).toEqual([]);
      expect(run.result).toEqual(simulateGame(input(seed, seed % 2 === 0)));
    }
  });

  it('a snap waits for both sides, the offense first, and either may call first', () => {
    let run = runHeadToHead(input(3), [[], []]);
    // The opening kick-off is the kicking side's alone.
    expect(run.waiting).toHaveLength(1);
    expect(run.waiting[0].kind).toBe('kickoff');
    expect(run.fresh).toBe(true);
    const kicker = run.waiting[0].side;
    const calls: [Call[], Call[]] = [[], []];
    calls[kicker].push('coordinator');
    run = runHeadToHead(input(3), calls);
    const offense = run.state.offense;
    const defense = (1 - offense) as 0 | 1;
    expect(run.waiting).toEqual([
      { kind: 'offense', side: offense },
      { kind: 'defense', side: defense },
    ]);
    expect(run.fresh).toBe(true);
    // The defense calls first: the snap still waits for the offense, the defense's call unused.
    calls[defense].push('zone');
    run = runHeadToHead(input(3), calls);
    expect(run.waiting).toEqual([{ kind: 'offense', side: offense }]);
    expect(run.unused[defense]).toBe(1);
    expect(run.fresh).toBe(false);
    const before = run.point;
    calls[offense].push('inside_run');
    run = runHeadToHead(input(3), calls);
    // The snap is played: the next one waits for both again.
    expect(run.unused).toEqual([0, 0]);
    expect(run.point).toBe(before + 2);
    expect(run.fresh).toBe(true);
  });

  it('the offense calling first leaves the defense alone to call', () => {
    const calls: [Call[], Call[]] = [[], []];
    let run = runHeadToHead(input(5), calls);
    calls[run.waiting[0].side].push('coordinator');
    run = runHeadToHead(input(5), calls);
    const offense = run.state.offense;
    calls[offense].push('quick_pass');
    run = runHeadToHead(input(5), calls);
    expect(run.waiting).toEqual([{ kind: 'defense', side: 1 - offense }]);
    expect(run.fresh).toBe(false);
  });

  it('a game called snap by snap is the same game replayed, and the calls change it', () => {
    const { calls, pauses } = callByCall(11);
    expect(pauses).toBeGreaterThan(100);
    const again = runHeadToHead(input(11), calls);
    const scripted = runHeadToHead(input(11), [[], []], script);
    expect(again.result).toEqual(scripted.result);
    expect(again.made[0].length).toBe(calls[0].length);
    expect(again.made[1].some((c) => c.call === 'quick_pass')).toBe(true);
    expect(again.made[0].some((c) => c.call === 'pass_blitz')).toBe(true);
    const simulated = simulateGame(input(11));
    expect(again.result).not.toEqual(simulated);
  });

  it("a call the game cannot take where it is reached is the coordinator's", () => {
    const calls: [Call[], Call[]] = [[], []];
    let run = runHeadToHead(input(9), calls);
    calls[run.waiting[0].side].push('coordinator');
    run = runHeadToHead(input(9), calls);
    const offense = run.state.offense;
    calls[offense].push('field_goal');
    calls[1 - offense].push('base');
    run = runHeadToHead(input(9), calls);
    // A 80-yard field goal is out of range: the coordinator called the snap.
    expect(run.made[offense].at(-1)?.call).toBe('coordinator');
  });
});
