// The coordinators' market: who leaves, who is hired where, within a staff budget, moving up never down.
import { describe, expect, it } from 'vitest';
import { drawCoordinator, type Coordinator } from '../../src/core/coaches/staff.js';
import {
  askingSalary,
  fillStaffOpenings,
  staffDepartures,
  type MarketProgram,
} from '../../src/core/coaches/staffMarket.js';
import { createRng } from '../../src/core/random.js';

function program(team: string, prestige: number, extra: Partial<MarketProgram> = {}): MarketProgram {
  return { team, prestige, margin: 0, newHead: false, staffBudget: 5000, isUser: false, ...extra };
}

function coordinator(id: number, team: string | null, calling: number, extra: Partial<Coordinator> = {}): Coordinator {
  const c = drawCoordinator(createRng(id), { id, year: 2020, role: 'OC', team, prestige: 4 });
  return { ...c, calling, recruiting: 60, development: 60, birthYear: 1975, salary: 800, ...extra };
}

describe('the staff market', () => {
  it("lets most of a new head coach's inherited coordinators go, few of a settled staff, none of the player's", () => {
    const programs = new Map([
      ['New', program('New', 4, { newHead: true })],
      ['Settled', program('Settled', 4)],
      ['Mine', program('Mine', 4, { isUser: true })],
    ]);
    const count = { New: 0, Settled: 0, Mine: 0 };
    for (let seed = 0; seed < 200; seed++) {
      const staff = [coordinator(1, 'New', 60), coordinator(2, 'Settled', 60), coordinator(3, 'Mine', 60)];
      for (const d of staffDepartures(staff, programs, 2020, createRng(seed)))
        count[d.coordinator.team as keyof typeof count] += 1;
    }
    expect(count.New).toBeGreaterThan(120);
    expect(count.Settled).toBeLessThan(50);
    expect(count.Mine).toBe(0);
  });

  it('hires the best candidate it can pay, takes coordinators only from programs no bigger, and refills the job he left', () => {
    const programs = new Map([
      ['Big', program('Big', 6)],
      ['Small', program('Small', 2)],
      ['Bigger', program('Bigger', 7)],
    ]);
    const star = coordinator(1, 'Small', 85);
    const giant = coordinator(2, 'Bigger', 95);
    const free = coordinator(3, null, 55);
    const hires = fillStaffOpenings({
      year: 2020,
      openings: [{ team: 'Big', role: 'OC' }],
      employed: [star, giant],
      pool: [free, coordinator(4, null, 50)],
      programs,
      rng: createRng(1),
    });
    expect(hires[0]).toMatchObject({ team: 'Big', coordinatorId: 1, from: 'Small' });
    expect(hires[0].salary).toBe(askingSalary(star, 2020));
    expect(hires[0].salary).toBeGreaterThan(star.salary);
    // Small's opening, left by him, is filled from the pool.
    expect(hires[1]).toMatchObject({ team: 'Small', coordinatorId: 3, from: null });
    expect(hires.some((h) => h.coordinatorId === 2)).toBe(false);
  });

  it("hires nobody it cannot pay, and never fills the player's opening for him", () => {
    const programs = new Map([
      ['Poor', program('Poor', 3, { staffBudget: 100 })],
      ['Mine', program('Mine', 3, { isUser: true })],
    ]);
    const hires = fillStaffOpenings({
      year: 2020,
      openings: [
        { team: 'Poor', role: 'OC' },
        { team: 'Mine', role: 'OC' },
      ],
      employed: [],
      pool: [coordinator(1, null, 70)],
      programs,
      rng: createRng(2),
    });
    expect(hires).toEqual([]);
  });
});
