// A coached game's grades when a period runs out before a fourth down's snap: the down is played at the start of the
// next period, its call asked again there. The call that was never played is not graded; the one played is, once.
import { describe, expect, it } from 'vitest';
import { replayCoached, type CoachedRecord } from '../../src/store/actions/coach/record.js';
import { gradeCalls } from '../../src/store/views/callGrades.js';
import { simTeam } from '../fixtures/simTeams.js';

const record: CoachedRecord = {
  gameId: 7,
  year: 2016,
  week: 1,
  side: 'home',
  neutral: false,
  homeSpread: 0,
  home: simTeam('Middleton', 4, 2, 'MID'),
  away: simTeam('Midland', 4, 3, 'MDL'),
  calls: [],
  finished: true,
};

interface PeriodEndFourth {
  before: number;
  beforeClock: number;
  after: number;
  clock: number;
}

/**
 * Where the game of `seed` asks a fourth down again after the period ran out before its snap (no down snapped between
 * the two asks, the quarter changed): the two quarters and clocks; null when it never does.
 */
function periodEndFourth(seed: number): PeriodEndFourth | null {
  let last: { snapped: number; quarter: number; clock: number } | null = null;
  let found: PeriodEndFourth | null = null;
  replayCoached(
    record,
    seed,
    () => 'coordinator',
    (kind, _call, s) => {
      if (kind !== 'offense' || s.down !== 4) return;
      if (found === null && last?.snapped === s.downsSnapped && last.quarter !== s.quarter)
        found = { before: last.quarter, beforeClock: last.clock, after: s.quarter, clock: s.clock };
      last = { snapped: s.downsSnapped, quarter: s.quarter, clock: s.clock };
    },
  );
  return found;
}

/** The game of `seed` with every call the coordinator's, graded. */
function graded(seed: number) {
  const run = replayCoached(record, seed, () => 'coordinator');
  expect(run.result).not.toBeNull();
  return gradeCalls({ ...record, calls: run.calls.map((c) => c.call) }, seed).grades;
}

describe('call grades at the end of a period', () => {
  it('grade a fourth down asked again after a quarter ran out before its snap once, where it was played', () => {
    // The first seed whose game has a fourth down asked as a period runs out, and again at the next one's start
    // (seed 190 did when the test was written: 4th & 1 at the Midland 36 with 0:03 left in the third quarter).
    const seed = Array.from({ length: 1000 }, (_, i) => i + 1).find((n) => periodEndFourth(n) !== null);
    expect(seed).toBeDefined();
    const { before, beforeClock, after, clock } = periodEndFourth(seed!)!;
    expect([after, clock]).toEqual([before + 1, 900]);
    const asked = [
      `Q${before} ${Math.floor(beforeClock / 60)}:${String(beforeClock % 60).padStart(2, '0')}`,
      `Q${after} 15:00`,
    ];
    const fourth = graded(seed!)
      .filter((g) => g.kind === 'fourth_down')
      .map((g) => `Q${g.quarter} ${g.clock}`)
      .filter((at) => asked.includes(at));
    expect(fourth, `seed ${seed}`).toEqual([`Q${after} 15:00`]);
  });

  it('never grade the same fourth down twice across a change of period (fixed seeds)', () => {
    for (const seed of [1, 7, 12, 17, 21, 33, 44, 53, 74, 92]) {
      const grades = graded(seed);
      const twice = grades.filter(
        (g, i) =>
          i > 0
          && g.kind === 'fourth_down'
          && grades[i - 1].kind === 'fourth_down'
          && grades[i - 1].situation === g.situation
          && grades[i - 1].quarter !== g.quarter,
      );
      expect(twice, `seed ${seed}`).toEqual([]);
    }
  });
});
