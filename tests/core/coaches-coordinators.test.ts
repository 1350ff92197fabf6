// Coordinators: three per program, the offence the offensive coordinator's, the front the defensive coordinator's,
// and their play calling a small edge measured from the league's coordinators.
import { describe, expect, it } from 'vitest';
import { gamePlanFor } from '../../src/core/coaches/gamePlan.js';
import { leagueCoaches } from '../../src/core/coaches/generate.js';
import {
  coordinatorMean,
  coordinatorSalary,
  leagueCoordinators,
  staffGamePlan,
  COORDINATOR_EDGE_SHARE,
  type Staff,
} from '../../src/core/coaches/staff.js';
import { STAFF_EDGE_PER_POINT } from '../../src/core/coaches/tuning.js';
import { createRng } from '../../src/core/random.js';

const teams = [
  { name: 'Texas', prestige: 7 },
  { name: 'Army', prestige: 3 },
  { name: 'Iowa', prestige: 5 },
  { name: 'Kent State', prestige: 1 },
];

describe('coordinators', () => {
  const heads = leagueCoaches(teams, 2016, createRng('heads'), 1);
  const byTeam = new Map(heads.map((c) => [c.team!, c]));
  const staffs = leagueCoordinators(teams, byTeam, 2016, createRng('coordinators'), 1);

  it("gives every program an offensive, a defensive and a special-teams coordinator running its head coach's offence", () => {
    expect(staffs).toHaveLength(12);
    for (const t of teams) {
      const own = staffs.filter((c) => c.team === t.name);
      expect(own.map((c) => c.role).sort()).toEqual(['DC', 'OC', 'ST']);
      const oc = own.find((c) => c.role === 'OC')!;
      expect(oc.scheme).toBe(byTeam.get(t.name)!.scheme);
      expect(own.find((c) => c.role === 'DC')!.front).toBe(byTeam.get(t.name)!.front);
      for (const c of own) expect(c.salary).toBeGreaterThan(0);
    }
    expect(new Set(staffs.map((c) => c.id)).size).toBe(12);
  });

  it("plays the offensive coordinator's scheme and the defensive coordinator's front", () => {
    const head = { ...heads[0], scheme: 'pro_style' as const, tempo: 'deliberate' as const, front: '4-3' as const };
    const staff: Staff = {
      OC: { calling: 62, scheme: 'air_raid', tempo: 'up_tempo', front: '4-3' },
      DC: { calling: 62, scheme: 'air_raid', tempo: 'up_tempo', front: '3-3-5' },
    };
    const plan = staffGamePlan(head, staff, 62, 62);
    const airRaid = gamePlanFor({ ...head, scheme: 'air_raid', tempo: 'up_tempo', front: '3-3-5' }, 62);
    expect(plan).toEqual(airRaid);
    expect(staffGamePlan(head, {}, 62, 62)).toEqual(gamePlanFor(head, 62));
  });

  it("adds a small edge for play calling above the league's coordinators, none at the mean", () => {
    const head = heads[0];
    const at = (calling: number) =>
      staffGamePlan(head, { OC: { ...staffs[0], calling }, DC: { ...staffs[1], calling } }, 62, 60);
    expect(at(60).offenseEdge).toBeCloseTo(gamePlanFor(head, 62).offenseEdge, 10);
    expect(at(80).offenseEdge - at(60).offenseEdge).toBeCloseTo(20 * COORDINATOR_EDGE_SHARE * STAFF_EDGE_PER_POINT, 10);
    expect(at(40).defenseEdge).toBeLessThan(at(60).defenseEdge);
    expect(coordinatorMean([{ OC: { ...staffs[0], calling: 50 }, DC: { ...staffs[1], calling: 70 } }])).toBe(60);
  });

  it('pays a better coordinator more, and pays more in later eras', () => {
    expect(coordinatorSalary(80, 2024)).toBeGreaterThan(coordinatorSalary(60, 2024));
    expect(coordinatorSalary(70, 2024)).toBeGreaterThan(coordinatorSalary(70, 2004));
  });
});
