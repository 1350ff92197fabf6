// The training plan moves growth between a roster's players and never adds any: emphasis gains, everyone else pays.
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/random.js';
import { createIdSource, generateTeamRoster } from '../../src/core/players/generate.js';
import { progressRoster } from '../../src/core/players/progression.js';
import {
  GROUP_POSITIONS,
  NO_TRAINING_PLAN,
  TRAINING_POINT,
  groupOf,
  parseTrainingGroup,
  trainingShifts,
  type TrainingPlan,
} from '../../src/core/players/training.js';
import { mean } from './players-fixtures.js';

const rosters = Array.from({ length: 40 }, (_, i) =>
  generateTeamRoster({ name: `Team ${i}`, prestige: 1 + (i % 7) }, createRng(700 + i), createIdSource(i * 1000)),
);

describe('trainingShifts', () => {
  it('changes nothing without a plan, or when every group has the same focus', () => {
    expect(trainingShifts(rosters[0], NO_TRAINING_PLAN).size).toBe(0);
    const all = Object.fromEntries(Object.keys(GROUP_POSITIONS).map((g) => [g, 'emphasis'])) as TrainingPlan['groups'];
    expect(trainingShifts(rosters[0], { groups: all, players: [] }).size).toBe(0);
  });

  it('gives an emphasised group growth that the rest of the roster pays for: the total stays zero', () => {
    const roster = rosters[0];
    const [singled, ol] = roster.filter((p) => p.pos === 'OL');
    const shifts = trainingShifts(roster, { groups: { QB: 'emphasis', 'WR/TE': 'light' }, players: [singled.id] });
    const total = [...shifts.values()].reduce((a, b) => a + b, 0);
    expect(Math.abs(total)).toBeLessThan(1e-9);
    const qb = roster.find((p) => p.pos === 'QB')!;
    const wr = roster.find((p) => p.pos === 'WR')!;
    expect(shifts.get(qb.id)!).toBeGreaterThan(0.5);
    expect(shifts.get(wr.id)!).toBeLessThan(-0.5);
    // A player singled out gains most; realistic bounds: never more than a few points a year.
    expect(shifts.get(singled.id)!).toBeGreaterThan(shifts.get(ol.id)! + 1.4);
    for (const s of shifts.values()) expect(Math.abs(s)).toBeLessThanOrEqual(3 * TRAINING_POINT);
  });

  it('reads group names as players type them', () => {
    expect(parseTrainingGroup('wr/te')).toBe('WR/TE');
    expect(parseTrainingGroup('WRTE')).toBe('WR/TE');
    expect(parseTrainingGroup('cb')).toBe('DB');
    expect(parseTrainingGroup(' k/p ')).toBe('K/P');
    expect(parseTrainingGroup('nickel')).toBeNull();
    expect(groupOf('S')).toBe('DB');
  });
});

describe('progressRoster with a training plan', () => {
  // The same rosters and seeds with and without a plan: the emphasised group grows more, the others a little less.
  const plan: TrainingPlan = { groups: { OL: 'emphasis' }, players: [] };
  function growth(withPlan: boolean, inGroup: boolean): number {
    const changes: number[] = [];
    rosters.forEach((roster, i) => {
      const result = progressRoster(roster, createRng(900 + i), undefined, 0, withPlan ? plan : NO_TRAINING_PLAN);
      for (const p of result.progressed) if ((p.player.pos === 'OL') === inGroup) changes.push(p.change);
    });
    return mean(changes);
  }

  it("moves expected growth towards the emphasis, within bounds, at the others' cost", () => {
    const olGain = growth(true, true) - growth(false, true);
    const othersGain = growth(true, false) - growth(false, false);
    expect(olGain).toBeGreaterThan(0.35);
    expect(olGain).toBeLessThan(1.2);
    expect(othersGain).toBeLessThan(0);
    expect(othersGain).toBeGreaterThan(-0.4);
  });

  it('draws the same numbers: without a plan the outcome is the one it always was', () => {
    const a = progressRoster(rosters[3], createRng(1));
    const b = progressRoster(rosters[3], createRng(1), undefined, 0, NO_TRAINING_PLAN);
    expect(b).toEqual(a);
  });
});
