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

/** The game of `seed` with every call the coordinator's, graded. */
function graded(seed: number) {
  const run = replayCoached(record, seed, () => 'coordinator');
  expect(run.result).not.toBeNull();
  return gradeCalls({ ...record, calls: run.calls.map((c) => c.call) }, seed).grades;
}

describe('call grades at the end of a period', () => {
  it('grade a fourth down asked again after the third quarter ran out before its snap once, where it was played', () => {
    // Seed 190: 4th & 1 at the Midland 36 with 0:03 left in the third quarter; the clock runs out before the snap.
    const fourth = graded(190).filter((g) => g.situation.startsWith('4th & 1 at MDL 36'));
    expect(fourth.map((g) => `Q${g.quarter} ${g.clock}`)).toEqual(['Q4 15:00']);
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
