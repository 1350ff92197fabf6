// Coordinators' contracts end: at the carousel a computer program renews more often the better it did, for a new term
// at his market salary within its staff budget; the player's program renews when it can pay; others are untouched.
import { describe, expect, it } from 'vitest';
import { drawCoordinator, coordinatorSalary, type Coordinator } from '../../src/core/coaches/staff.js';
import { CONTRACT_RENEWAL, contractDecisions, contractEnds } from '../../src/core/coaches/staffContracts.js';
import type { MarketProgram } from '../../src/core/coaches/staffMarket.js';
import { createRng } from '../../src/core/random.js';

function program(team: string, extra: Partial<MarketProgram> = {}): MarketProgram {
  return { team, prestige: 4, margin: 0, newHead: false, staffBudget: 5000, isUser: false, ...extra };
}

function coordinator(id: number, team: string, contractUntil: number): Coordinator {
  const c = drawCoordinator(createRng(id), { id, year: 2020, role: 'DC', team, prestige: 4 });
  return { ...c, calling: 70, salary: 900, contractUntil };
}

describe("coordinators' contracts", () => {
  it('end after their last season: renewed more often at a winning program, never while they run', () => {
    const programs = new Map([
      ['Winning', program('Winning', { margin: 0.2 })],
      ['Losing', program('Losing', { margin: -0.25 })],
    ]);
    const renewed = { Winning: 0, Losing: 0 };
    for (let seed = 0; seed < 200; seed++) {
      const staff = [coordinator(1, 'Winning', 2020), coordinator(2, 'Losing', 2020), coordinator(3, 'Losing', 2022)];
      const decisions = contractDecisions(staff, programs, new Map(), 2020, createRng(seed));
      expect(decisions.map((d) => d.coordinator.id)).toEqual([1, 2]);
      for (const d of decisions) {
        if (!d.renewed) continue;
        renewed[d.coordinator.team as keyof typeof renewed] += 1;
        expect(d.contractUntil).toBeGreaterThanOrEqual(2020 + CONTRACT_RENEWAL.years[0]);
        expect(d.contractUntil).toBeLessThanOrEqual(2020 + CONTRACT_RENEWAL.years[1]);
        expect(d.salary).toBe(Math.max(900, coordinatorSalary(70, 2021)));
      }
    }
    expect(renewed.Winning).toBeGreaterThan(180);
    expect(renewed.Losing).toBeLessThan(130);
    expect(contractEnds({ contractUntil: 2021 }, 2020)).toBe(false);
  });

  it("renews the player's coordinators when his staff budget pays the raise, and lets one go when it cannot", () => {
    const raise = coordinatorSalary(70, 2021) - 900;
    const rich = new Map([['Mine', program('Mine', { isUser: true, staffBudget: 3000 })]]);
    const poor = new Map([['Mine', program('Mine', { isUser: true, staffBudget: 2700 + raise - 1 })]]);
    const staff = [coordinator(1, 'Mine', 2020)];
    const payroll = new Map([['Mine', 2700]]);
    expect(contractDecisions(staff, rich, payroll, 2020, createRng(1))[0].renewed).toBe(true);
    expect(raise).toBeGreaterThan(0);
    expect(contractDecisions(staff, poor, payroll, 2020, createRng(1))[0].renewed).toBe(false);
  });
});
