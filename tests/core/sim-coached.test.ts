// Coached games: a coach's calls change the plays, the coordinator's calls are the simulated game, a paused game
// resumes to the same game, and calls that cannot be made are refused.

import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/random.js';
import type { Call, DecisionKind } from '../../src/core/sim/calls.js';
import { runCoachedGame, type MoreCalls } from '../../src/core/sim/coachedGame.js';
import { callProblem } from '../../src/core/sim/coaching.js';
import { simulateGame } from '../../src/core/sim/game.js';
import { rulesForYear } from '../../src/core/sim/rules.js';
import type { GameTeam, SimulateGameInput } from '../../src/core/sim/types.js';
import { simTeam } from '../fixtures/simTeams.js';

const home = simTeam('Middleton', 4, 2, 'MID');
const away = simTeam('Midland', 4, 3, 'MDL');
const optionTeam: GameTeam = {
  ...simTeam('Optionville', 4, 5, 'OPT'),
  plan: { ...simulateDefaults(), qbRunShift: 0.3 },
};

function simulateDefaults() {
  return {
    passLean: -1.9,
    runoffShift: 0,
    qbRunShift: 0,
    targets: { wr: 1, te: 1, rb: 1 },
    deepShift: 0,
    fourthDownAggression: 0,
    front: { runStop: 0, passRush: 0, coverage: 0 },
    offenseEdge: 0,
    defenseEdge: 0,
  };
}

function input(seed: number, playByPlay = false, h: GameTeam = home): SimulateGameInput {
  return { home: h, away, neutral: false, rules: rulesForYear(2016), rng: createRng(seed), playByPlay };
}

/** A script: `offense` on first to third down, the coordinator for everything else. */
function always(call: Call): MoreCalls {
  return (kind: DecisionKind, s) => (kind === 'offense' && s.down < 4 ? call : 'coordinator');
}

describe('the coordinator coaches the simulated game', () => {
  it('a game coached by the coordinator alone is the simulated game, play by play', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const simulated = simulateGame(input(seed, seed % 2 === 0));
      const coached = runCoachedGame(input(seed, seed % 2 === 0), (seed % 2) as 0 | 1, [], () => 'coordinator');
      expect(coached.pending).toBeNull();
      expect(coached.result).toEqual(simulated);
      expect(coached.calls.length).toBeGreaterThan(60);
    }
  });
});

describe('pausing and resuming', () => {
  it('a coach with no call pauses the game at his first decision', () => {
    const run = runCoachedGame(input(7), 0, []);
    expect(run.result).toBeNull();
    expect(run.pending?.side).toBe(0);
    expect(['offense', 'defense', 'kickoff']).toContain(run.pending?.kind);
  });

  it('replaying the calls made so far and going on gives the same game as playing it through', () => {
    const script: MoreCalls = (kind, s) =>
      kind === 'offense'
        ? s.down === 3
          ? 'quick_pass'
          : s.down === 4
            ? s.overtime > 0
              ? 'go'
              : 'punt'
            : 'inside_run'
        : kind === 'defense'
          ? s.down === 3
            ? 'pass_blitz'
            : 'base'
          : kind === 'try'
            ? 'kick'
            : kind === 'punt_return'
              ? 'fair_catch'
              : kind === 'field_goal_defense'
                ? 'block'
                : 'normal';
    const whole = runCoachedGame(input(11, true), 0, [], script);
    let n = 0;
    const stopAt = 40;
    const half = runCoachedGame(input(11, true), 0, [], (kind, s) => (n++ < stopAt ? script(kind, s) : undefined));
    expect(half.pending).not.toBeNull();
    expect(half.calls).toHaveLength(stopAt);
    const resumed = runCoachedGame(
      input(11, true),
      0,
      half.calls.map((c) => c.call),
      script,
    );
    expect(resumed.result).toEqual(whole.result);
  });
});

describe('the calls', () => {
  function totals(script: MoreCalls, games = 30) {
    let passes = 0,
      rushes = 0,
      points = 0;
    for (let seed = 100; seed < 100 + games; seed++) {
      const r = runCoachedGame(input(seed), 0, [], script).result!;
      passes += r.teamStats.home.passAttempts;
      rushes += r.teamStats.home.rushAttempts;
      points += r.homePoints;
    }
    return { passes, rushes, points };
  }

  it('a called run is a run and a called pass a pass', () => {
    const runs = totals(always('inside_run'));
    const throws = totals(always('quick_pass'));
    expect(runs.passes).toBeLessThan(runs.rushes / 10);
    expect(throws.rushes).toBeLessThan(throws.passes / 3);
  });

  it('no call is a free win: one call all day wins less often than the coordinator', () => {
    const wins = (script: MoreCalls) => {
      let w = 0;
      for (let seed = 1; seed <= 150; seed++)
        if (runCoachedGame({ ...input(seed), neutral: true }, 0, [], script).result!.winner === 'home') w++;
      return w;
    };
    const coordinator = wins(() => 'coordinator');
    for (const call of ['inside_run', 'deep_shot', 'intermediate_pass'] as const)
      expect(wins(always(call))).toBeLessThan(coordinator);
    expect(wins((kind) => (kind === 'defense' ? 'pass_blitz' : 'coordinator'))).toBeLessThan(coordinator);
  });

  it('a two-point try and an onside kick are honoured', () => {
    const r = runCoachedGame(input(21), 0, [], (kind) =>
      kind === 'try' ? 'two' : kind === 'kickoff' ? 'onside' : 'coordinator',
    ).result!;
    expect(r.teamStats.home.extraPointsAttempted).toBe(0);
    expect(r.teamStats.home.twoPointAttempts).toBeGreaterThan(0);
  });
});

describe('calls that cannot be made', () => {
  it('unknown, out-of-scheme and impossible calls are refused with a reason', () => {
    const run = runCoachedGame(input(3), 0, [], (kind) => (kind === 'offense' ? undefined : 'coordinator'));
    expect(run.pending?.kind).toBe('offense');
    const s = run.state;
    expect(callProblem(s, 'offense', 0, 'hook_and_ladder')).toMatch(/Unknown call/);
    expect(callProblem(s, 'offense', 0, 'base')).toMatch(/Unknown call/);
    expect(callProblem(s, 'offense', 0, 'option')).toMatch(/option and spread/);
    expect(callProblem(s, 'offense', 0, 'inside_run')).toBeNull();
    if (s.distance > 3) expect(callProblem(s, 'offense', 0, 'qb_sneak')).toMatch(/3 yards or less/);
    s.timeouts[0] = 0;
    expect(callProblem(s, 'offense', 0, 'timeout')).toMatch(/No timeouts left/);
    expect(callProblem(s, 'try', 0, 'deep_shot')).toMatch(/Unknown call/);
    const option = runCoachedGame(input(3, false, optionTeam), 0, [], (kind) =>
      kind === 'offense' ? undefined : 'coordinator',
    );
    expect(callProblem(option.state, 'offense', 0, 'option')).toBeNull();
  });

  it('a timeout right after a timeout is refused; after the snap one can be called again', () => {
    // The coach's first snap call is a timeout, then he waits.
    let timeouts = 0;
    const once: MoreCalls = (kind) =>
      kind === 'kickoff' || kind === 'try' ? 'coordinator' : timeouts++ === 0 ? 'timeout' : undefined;
    const run = runCoachedGame(input(3), 0, [], once);
    const pending = run.pending!;
    expect(['offense', 'defense']).toContain(pending.kind);
    expect(run.calls.at(-1)?.call).toBe('timeout');
    expect(run.state.timeouts[0]).toBe(2);
    expect(callProblem(run.state, pending.kind, 0, 'timeout')).toMatch(/just called a timeout/);
    expect(() =>
      runCoachedGame(input(3), 0, [], (kind) => (kind === 'kickoff' || kind === 'try' ? 'coordinator' : 'timeout')),
    ).toThrow(/just called a timeout/);
    // The play, then a timeout before the next snap.
    let calls = 0;
    const snapBetween: MoreCalls = (kind) =>
      kind === 'kickoff' || kind === 'try' ? 'coordinator' : (['timeout', 'coordinator'] as const)[calls++];
    const next = runCoachedGame(input(3), 0, [], snapBetween);
    expect(['offense', 'defense']).toContain(next.pending?.kind);
    expect(callProblem(next.state, next.pending!.kind, 0, 'timeout')).toBeNull();
  });

  it('a game saved with two timeouts in a row, before that was refused, still resumes', () => {
    let timeouts = 0;
    const once: MoreCalls = (kind) =>
      kind === 'kickoff' || kind === 'try' ? 'coordinator' : timeouts++ === 0 ? 'timeout' : undefined;
    const first = runCoachedGame(input(3), 0, [], once);
    const saved = [...first.calls.map((c) => c.call), 'timeout' as Call];
    const resumed = runCoachedGame(input(3), 0, saved);
    expect(resumed.calls.map((c) => c.call)).toEqual(saved);
    expect(resumed.state.timeouts[0]).toBe(1);
    expect(['offense', 'defense']).toContain(resumed.pending?.kind);
  });

  it('a game given a call it cannot make stops with the reason', () => {
    expect(() => runCoachedGame(input(3), 0, [], () => 'hook_and_ladder' as Call)).toThrow(/Unknown call/);
  });
});

describe('a quarterback sneak', () => {
  it('ends in the pile: never out of bounds', () => {
    let sneaks = 0;
    for (let seed = 300; seed < 340; seed++) {
      // The play-by-play line of each sneak: the one after the plays told when it was called.
      const at: number[] = [];
      const r = runCoachedGame(
        input(seed, true),
        0,
        [],
        (kind, s) => (kind === 'offense' && s.distance <= 3 ? 'qb_sneak' : 'coordinator'),
        (_kind, call, s) => {
          if (call === 'qb_sneak') at.push(s.plays!.length);
        },
      ).result!;
      for (const i of at) {
        const line = r.plays![i];
        if (!line || !/ rush /.test(line.text)) continue;
        sneaks++;
        expect(line.text).not.toMatch(/out of bounds/);
      }
    }
    expect(sneaks).toBeGreaterThan(200);
  });
});
