// A coached game's grades with tempos in its calls: the tempo set before a fourth down is not graded as the fourth
// down's decision; the call after it is, once.
import { describe, expect, it } from 'vitest';
import type { Call } from '../../src/core/sim/calls.js';
import { replayCoached, type CoachedRecord } from '../../src/store/actions/coach/record.js';
import { gradeCalls } from '../../src/store/views/callGrades.js';
import { simTeam } from '../fixtures/simTeams.js';

describe('call grades', () => {
  it('grade the fourth down once when the coach sets a tempo before it', () => {
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
    // On every fourth down the coach changes his tempo, then leaves the call to the coordinator.
    let fourthDowns = 0,
      tempos = 0,
      justSet = false;
    const run = replayCoached(
      record,
      3,
      (kind, s) => {
        if (kind !== 'offense' || s.down !== 4 || s.overtime > 0 || justSet) {
          justSet = false;
          return 'coordinator';
        }
        justSet = true;
        return (s.coachTempo[0] === 'milk' ? 'tempo_huddle' : 'tempo_milk') as Call;
      },
      (kind, call, s) => {
        if (kind !== 'offense' || s.down !== 4 || s.overtime > 0) return;
        if (call.startsWith('tempo_')) tempos += 1;
        else fourthDowns += 1;
      },
    );
    expect(run.result).not.toBeNull();
    expect(tempos).toBeGreaterThan(0);
    const grades = gradeCalls({ ...record, calls: run.calls.map((c) => c.call) }, 3).grades;
    expect(grades.filter((g) => g.kind === 'fourth_down')).toHaveLength(fourthDowns);
  });
});
