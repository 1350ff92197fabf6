// The clock as a coach plays it: his tempo (held until changed), the sideline call and the season's out-of-bounds
// rule, the spike, and the 2008 and 2023 clock rules.

import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/random.js';
import type { Call, DecisionKind } from '../../src/core/sim/calls.js';
import { runCoachedGame } from '../../src/core/sim/coachedGame.js';
import { callProblem } from '../../src/core/sim/coaching.js';
import { rulesForYear } from '../../src/core/sim/rules.js';
import { scrimmageDown } from '../../src/core/sim/scrimmage.js';
import { GameState } from '../../src/core/sim/state.js';
import { simTeam } from '../fixtures/simTeams.js';

const home = simTeam('Middleton', 4, 2, 'MID');
const away = simTeam('Midland', 4, 3, 'MDL');

interface Spot {
  year?: number;
  quarter?: number;
  clock?: number;
  ballOn?: number;
  down?: number;
  distance?: number;
  clockRunning?: boolean;
}

/**
 * One snap of a game set up by hand: the home team's coach has the ball and makes `calls` in turn (his tempo, a
 * timeout, the play); the away side is the staff's. Returns the state after the snap, the clock at the snap and the
 * snap's own line of play-by-play (not a timeout before it, nor the try after a touchdown).
 */
function snap(seed: number, calls: Call[], spot: Spot = {}) {
  const s = new GameState({
    home,
    away,
    neutral: false,
    rules: rulesForYear(spot.year ?? 2016),
    rng: createRng(seed),
    playByPlay: true,
  });
  s.quarter = spot.quarter ?? 1;
  s.clock = spot.clock ?? 600;
  s.offense = 0;
  s.ballOn = spot.ballOn ?? 40;
  s.down = spot.down ?? 1;
  s.distance = spot.distance ?? 10;
  s.clockRunning = spot.clockRunning ?? true;
  let next = 0;
  s.caller = (kind: DecisionKind, side) => (side === 0 && kind === 'offense' ? (calls[next++] ?? 'coordinator') : null);
  const before = s.clock;
  scrimmageDown(s);
  const play = s.plays?.find((p) => !p.text.startsWith('Timeout'));
  return { s, runoff: before - (play?.clock ?? -1), text: play?.text ?? '' };
}

const seeds = Array.from({ length: 60 }, (_, i) => i + 1);
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

describe("the coach's tempo", () => {
  it('the hurry-up runs off less before the snap than the huddle, and milking the clock more', () => {
    const runoff = (tempo: Call) =>
      mean(seeds.map((seed) => snap(seed, [tempo, 'inside_run'], { quarter: 2, clock: 700 }).runoff));
    const hurry = runoff('tempo_hurry'),
      huddle = runoff('tempo_huddle'),
      milk = runoff('tempo_milk');
    expect(hurry).toBeLessThan(18);
    expect(huddle).toBeGreaterThan(hurry + 10);
    expect(milk).toBeGreaterThan(huddle);
  });

  it('with 0:49 left before the half the hurry-up keeps the time the staff would have milked', () => {
    // Backed up at his own 20, the staff runs the clock out; the coach's hurry-up snaps it with time to spare.
    const staff = seeds.map((seed) => snap(seed, ['screen'], { quarter: 2, clock: 49, ballOn: 20, down: 2 }).runoff);
    const hurry = seeds.map(
      (seed) => snap(seed, ['tempo_hurry', 'screen'], { quarter: 2, clock: 49, ballOn: 20, down: 2 }).runoff,
    );
    expect(Math.max(...hurry)).toBeLessThanOrEqual(22);
    expect(mean(staff)).toBeGreaterThan(30);
  });

  it('holds until changed, and tempo_auto hands it back to the coordinator', () => {
    // He sets the hurry-up at his first snap on offense, whichever side kicks off.
    let set = false;
    let sawHurry = 0;
    const run = runCoachedGame(
      { home, away, neutral: false, rules: rulesForYear(2016), rng: createRng(5) },
      0,
      [],
      (kind, s) => {
        if (kind !== 'offense') return 'coordinator';
        if (!set) {
          set = true;
          return 'tempo_hurry';
        }
        if (s.coachTempo[0] === 'hurry') sawHurry += 1;
        return s.quarter >= 3 && s.coachTempo[0] === 'hurry' ? 'tempo_auto' : 'coordinator';
      },
    );
    expect(run.result).not.toBeNull();
    expect(sawHurry).toBeGreaterThan(10);
    expect(run.state.coachTempo[0]).toBeNull();
  });

  it('a coach who sets the hurry-up all game runs more plays than one who milks the clock', () => {
    const plays = (tempo: Call) => {
      let n = 0;
      for (let seed = 1; seed <= 8; seed++) {
        let set = false;
        const first = (kind: DecisionKind): Call => {
          if (kind !== 'offense' || set) return 'coordinator';
          set = true;
          return tempo;
        };
        const r = runCoachedGame(
          { home, away, neutral: false, rules: rulesForYear(2016), rng: createRng(seed) },
          0,
          [],
          first,
        ).result!;
        n += r.teamStats.home.rushAttempts + r.teamStats.home.passAttempts;
      }
      return n / 8;
    };
    expect(plays('tempo_hurry')).toBeGreaterThan(plays('tempo_milk') + 8);
  });

  it('is refused where it cannot be set, with the reason', () => {
    const s = new GameState({ home, away, neutral: false, rules: rulesForYear(2016), rng: createRng(1) });
    expect(callProblem(s, 'defense', 0, 'tempo_hurry')).toMatch(/offen/);
    expect(callProblem(s, 'offense', 0, 'tempo_auto')).toMatch(/already/);
    expect(callProblem(s, 'offense', 0, 'tempo_milk')).toBeNull();
    s.overtime = 1;
    expect(callProblem(s, 'offense', 0, 'tempo_hurry')).toMatch(/overtime/);
  });
});

describe('the sideline call', () => {
  /** The snaps whose carrier went out of bounds, as the play-by-play tells it. */
  const outOfBounds = (runs: ReturnType<typeof snap>[]) =>
    runs.filter((r) => r.text.includes('out of bounds') && !r.text.includes('PENALTY'));

  it('gets the carrier out of bounds far more often, never for more yards', () => {
    // A hundred seeds: about as many caught quick passes (some 45) as sixty gave when the check was written.
    const seedsHere = Array.from({ length: 100 }, (_, i) => i + 1);
    const plain = seedsHere.map((seed) => snap(seed, ['quick_pass']));
    const sideline = seedsHere.map((seed) => snap(seed, ['quick_pass+sideline']));
    expect(outOfBounds(sideline).length).toBeGreaterThan(outOfBounds(plain).length + 15);
    // The same seed draws the same play up to the sideline: only the yards after contact are given up.
    let given = 0;
    for (let i = 0; i < seedsHere.length; i++) {
      const a = sideline[i].s.gains[0],
        b = plain[i].s.gains[0];
      if (!a || !b) continue;
      expect(a.yards).toBeLessThanOrEqual(b.yards);
      given += b.yards - a.yards;
    }
    expect(given).toBeGreaterThan(20);
  });

  it('before 2008 stops the clock until the snap', () => {
    const out = outOfBounds(seeds.map((seed) => snap(seed, ['outside_run+sideline'], { year: 2005, distance: 30 })));
    expect(out.length).toBeGreaterThan(10);
    for (const r of out) expect(r.s.clockRunning).toBe(false);
  });

  it('from 2008 the clock starts again on the ready signal, except in the last two minutes of a half', () => {
    const early = outOfBounds(seeds.map((seed) => snap(seed, ['outside_run+sideline'], { year: 2010, distance: 30 })));
    expect(early.length).toBeGreaterThan(10);
    for (const r of early) expect(r.s.clockRunning && r.s.chainStop).toBe(true);
    const late = outOfBounds(
      seeds.map((seed) => snap(seed, ['outside_run+sideline'], { year: 2010, quarter: 4, clock: 100, distance: 30 })),
    );
    expect(late.length).toBeGreaterThan(10);
    for (const r of late) expect(r.s.clockRunning).toBe(false);
  });

  it('is refused for a play that cannot go to the sideline', () => {
    const s = new GameState({ home, away, neutral: false, rules: rulesForYear(2016), rng: createRng(1) });
    expect(callProblem(s, 'offense', 0, 'inside_run+sideline')).toMatch(/sideline/);
    expect(callProblem(s, 'defense', 0, 'zone+sideline')).toMatch(/offense/);
    expect(callProblem(s, 'offense', 0, 'deep_shot+sideline')).toBeNull();
  });
});

describe('the spike and the season clock rules', () => {
  it('a spike stops the clock at once', () => {
    for (const seed of seeds.slice(0, 10)) {
      const { s, runoff } = snap(seed, ['spike'], { quarter: 4, clock: 40, down: 1 });
      expect(runoff).toBeLessThanOrEqual(9);
      expect(s.clockRunning).toBe(false);
      expect(s.down).toBe(2);
    }
  });

  it('a first down in bounds stops the clock for the chains before 2023, not after (outside the last two minutes)', () => {
    const firstDowns = (year: number, quarter = 1, clock = 600) =>
      seeds
        .map((seed) => snap(seed, ['inside_run'], { year, distance: 1, quarter, clock }))
        .filter(
          (r) => r.s.offense === 0 && r.s.down === 1 && r.s.clockRunning && !/out of bounds|PENALTY/.test(r.text),
        );
    const before = firstDowns(2022),
      after = firstDowns(2024),
      lateAfter = firstDowns(2024, 4, 100);
    expect(before.length).toBeGreaterThan(20);
    expect(after.length).toBeGreaterThan(20);
    expect(lateAfter.length).toBeGreaterThan(20);
    for (const r of before) expect(r.s.chainStop).toBe(true);
    for (const r of after) expect(r.s.chainStop).toBe(false);
    for (const r of lateAfter) expect(r.s.chainStop).toBe(true);
  });

  it("the seasons' clock rules: 2006's experiment, 2008's play clock and out-of-bounds rule, 2023's first downs", () => {
    expect(rulesForYear(2006).clockStartsOnChange).toBe(true);
    expect(rulesForYear(2007).clockStartsOnChange).toBe(false);
    expect([rulesForYear(2007).playClock, rulesForYear(2008).playClock]).toEqual([25, 40]);
    expect([rulesForYear(2007).outOfBoundsClock, rulesForYear(2008).outOfBoundsClock]).toEqual(['snap', 'ready']);
    expect([rulesForYear(2022).clockStopsOnFirstDown, rulesForYear(2023).clockStopsOnFirstDown]).toEqual([
      'always',
      'lastTwoMinutes',
    ]);
  });
});
