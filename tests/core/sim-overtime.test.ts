// College overtime: possessions from the 25, a two-point try required from the era's period, alternating
// two-point plays later, and never a tie.

import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/random.js';
import { playOvertime } from '../../src/core/sim/overtime.js';
import { rulesForYear } from '../../src/core/sim/rules.js';
import { GameState } from '../../src/core/sim/state.js';
import type { Drive } from '../../src/core/sim/types.js';
import { simTeam } from '../fixtures/simTeams.js';

const home = simTeam('Overton', 4, 11, 'OVT');
const away = simTeam('Extra State', 4, 12, 'EXS');

/** Overtime from a 24-24 tie at the end of regulation. */
function overtime(year: number, seed: number): { state: GameState; drives: Drive[] } {
  const state = new GameState({ home, away, neutral: false, rules: rulesForYear(year), rng: createRng(seed) });
  state.quarter = 4;
  state.clock = 0;
  state.score[0] = 24;
  state.score[1] = 24;
  playOvertime(state);
  return { state, drives: state.drives.filter((d) => d.quarter >= 5) };
}

function byPeriod(drives: Drive[]): Map<number, Drive[]> {
  const map = new Map<number, Drive[]>();
  for (const d of drives) map.set(d.quarter - 4, [...(map.get(d.quarter - 4) ?? []), d]);
  return map;
}

const SEEDS = Array.from({ length: 400 }, (_, i) => i + 1);

describe('overtime, current rules (2021 on)', () => {
  const games = SEEDS.map((seed) => overtime(2024, seed));

  it('never ends in a tie, and ends after the first period that is not tied', () => {
    for (const { state, drives } of games) {
      expect(state.score[0]).not.toBe(state.score[1]);
      expect(state.overtime).toBeGreaterThanOrEqual(1);
      const periods = byPeriod(drives);
      expect(periods.size).toBe(state.overtime);
      let home = 24;
      let away = 24;
      for (let p = 1; p <= state.overtime; p++) {
        for (const d of periods.get(p)!) {
          if (d.offense === 'home') {
            home += d.points;
            away += d.defensePoints;
          } else {
            away += d.points;
            home += d.defensePoints;
          }
        }
        if (p < state.overtime) expect(home).toBe(away);
      }
      expect(home).toBe(state.score[0]);
      expect(away).toBe(state.score[1]);
    }
  });

  it('each team gets one possession per period from the opponent 25, the order alternating', () => {
    for (const { drives } of games) {
      const periods = byPeriod(drives);
      const p1 = periods.get(1)!;
      expect(p1.map((d) => d.offense).sort()).toEqual(['away', 'home']);
      for (const [p, list] of periods) {
        expect(list.length).toBe(2);
        expect(list[0].offense).not.toBe(list[1].offense);
        if (p <= 2) for (const d of list) expect(d.startYardLine).toBe(75);
        if (p === 2) expect(list[0].offense).toBe(p1[1].offense);
      }
    }
  });

  it('a touchdown in the first overtime may be followed by a kick; from the second a two-point try is required', () => {
    let kicked = 0;
    let secondPeriodTds = 0;
    for (const { drives } of games) {
      for (const d of drives) {
        const period = d.quarter - 4;
        if (d.result !== 'touchdown') continue;
        if (period === 1 && d.points === 7) kicked += 1;
        if (period >= 2) {
          secondPeriodTds += 1;
          expect([6, 8]).toContain(d.points);
        }
      }
    }
    expect(kicked).toBeGreaterThan(50);
    expect(secondPeriodTds).toBeGreaterThan(5);
  });

  it('from the third overtime teams alternate single two-point plays', () => {
    let shootouts = 0;
    for (const { drives } of games) {
      for (const d of drives) {
        const period = d.quarter - 4;
        if (period >= 3) {
          shootouts += 1;
          expect(d.result).toBe('twoPointTry');
          expect([0, 2]).toContain(d.points);
          expect(d.startYardLine).toBe(97);
        } else {
          expect(d.result).not.toBe('twoPointTry');
        }
      }
    }
    expect(shootouts).toBeGreaterThan(4);
  });

  it('the clock does not run in overtime', () => {
    for (const { state, drives } of games) {
      for (const d of drives) expect(d.duration).toBe(0);
      expect(state.team[0].timeOfPossession + state.team[1].timeOfPossession).toBe(0);
    }
  });
});

describe('overtime, earlier rules', () => {
  it('2019-2020: two-point try required from the third period, shootout from the fifth', () => {
    let third = 0;
    for (const seed of SEEDS) {
      const { state, drives } = overtime(2019, seed);
      expect(state.score[0]).not.toBe(state.score[1]);
      for (const d of drives) {
        const period = d.quarter - 4;
        if (period >= 5) expect(d.result).toBe('twoPointTry');
        else expect(d.result).not.toBe('twoPointTry');
        if (period >= 3 && period <= 4 && d.result === 'touchdown') {
          third += 1;
          expect([6, 8]).toContain(d.points);
        }
      }
    }
    expect(third).toBeGreaterThan(0);
  });

  it('before 2019: possessions every period, no shootout', () => {
    for (const seed of SEEDS.slice(0, 200)) {
      const { state, drives } = overtime(2010, seed);
      expect(state.score[0]).not.toBe(state.score[1]);
      for (const d of drives) expect(d.result).not.toBe('twoPointTry');
    }
  });
});
