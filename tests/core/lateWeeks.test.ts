// The late weeks of a cycle by era: the January contact period after the bowls, before signing day (three weekends
// of visits, four in the 2017 cycle's longer January), visits on campus except in the COVID-19 dead period of 2021.
import { describe, expect, it } from 'vitest';
import { cycleWeeks, isLateWeek, lateVisits, lateWeeks } from '../../src/core/recruiting/lateWeeks.js';
import { timetableOf } from '../../src/core/recruiting/timetable.js';
import { RECRUITING_WEEKS } from '../../src/core/recruiting/tuning.js';
import type { Prospect } from '../../src/core/recruiting/types.js';

describe('the late weeks', () => {
  it('follow the NCAA calendar of the era', () => {
    expect([2005, 2016, 2017, 2018, 2024].map(lateWeeks)).toEqual([3, 3, 4, 3, 3]);
    expect(cycleWeeks(2016)).toBe(RECRUITING_WEEKS + 3);
    expect(isLateWeek(RECRUITING_WEEKS)).toBe(false);
    expect(isLateWeek(RECRUITING_WEEKS + 1)).toBe(true);
  });

  it('host official visits on campus, except in a January that was a dead period', () => {
    const programs = [{ name: 'Home U' }, { name: 'Other U' }];
    expect(Object.keys(lateVisits(2019, programs))).toEqual(['Home U', 'Other U']);
    expect(lateVisits(2020, programs)).toEqual({});
  });

  it('keep signing-day deciders for signing day itself', () => {
    // Prospects drawn until one decides on signing day: he opens after the last late week.
    for (let id = 1; id < 500; id++) {
      const t = timetableOf({ id, stars: 2 } as Prospect, 2016);
      if (t.timetable !== 'signing') continue;
      expect(t.opens).toBe(cycleWeeks(2016) + 1);
      return;
    }
    throw new Error('no signing-day decider drawn');
  });
});
