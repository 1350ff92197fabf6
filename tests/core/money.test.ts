// Money by era: budgets by prestige, conference and winning; no NIL before July 2021; the 2025 revenue-share cap;
// NIL a bounded factor in a player's decision; facilities projects a little better each season.
import { describe, expect, it } from 'vitest';
import { collectiveSize, nilPool, programBudget, revenueShareCap, staffBudget } from '../../src/core/money/budget.js';
import { advanceProject, facilitiesDevelopment, FACILITY_PROJECT } from '../../src/core/money/facilities.js';
import { collectivePull, nilBeforeEra, nilFactor, NIL_APPEAL_MAX, offerPull } from '../../src/core/money/nil.js';

const blueBlood = { prestige: 7, power: true, success: 0.8 };
const small = { prestige: 2, power: false, success: 0.4 };

describe('money by era', () => {
  it('gives richer budgets to prestige, power conferences and winning, growing over the eras', () => {
    expect(programBudget(blueBlood, 2024)).toBeGreaterThan(3 * programBudget(small, 2024));
    expect(programBudget({ ...small, power: true }, 2024)).toBeGreaterThan(programBudget(small, 2024));
    expect(programBudget({ ...small, success: 1 }, 2024)).toBeGreaterThan(programBudget(small, 2024));
    expect(programBudget(blueBlood, 2024)).toBeGreaterThan(2 * programBudget(blueBlood, 2002));
    expect(staffBudget(programBudget(blueBlood, 2024))).toBeLessThan(programBudget(blueBlood, 2024));
  });

  it('has no NIL before 2021, collectives growing with fan base and success after, and a cap from 2025', () => {
    expect(collectiveSize(blueBlood, 2020)).toBe(0);
    expect(nilPool(blueBlood, 2020)).toBe(0);
    expect(nilBeforeEra(2020)).toMatch(/July 2021/);
    expect(nilBeforeEra(2021)).toBeNull();
    expect(collectiveSize(blueBlood, 2022)).toBeGreaterThan(5 * collectiveSize(small, 2022));
    expect(collectiveSize(blueBlood, 2024)).toBeGreaterThan(collectiveSize(blueBlood, 2021));
    expect(revenueShareCap(2024)).toBe(0);
    expect(revenueShareCap(2025)).toBe(20_500);
    expect(nilPool(blueBlood, 2025)).toBeLessThanOrEqual(revenueShareCap(2025));
  });

  it('makes NIL a bounded factor: at most NIL_APPEAL_MAX more pull, an offer worth his market value at most', () => {
    expect(nilFactor(undefined, 1)).toBe(1);
    expect(nilFactor({ general: collectivePull(10, 10) }, 1)).toBeCloseTo(1 + NIL_APPEAL_MAX / 2, 10);
    // Diminishing returns: a collective a quarter of the largest pulls half as much, none pulls without money.
    expect(collectivePull(2.5, 10)).toBeCloseTo(collectivePull(10, 10) / 2, 10);
    expect(collectivePull(0, 10)).toBe(0);
    const offers = new Map([[7, offerPull(5000, 5)]]);
    expect(nilFactor({ general: 0.1, offers }, 7)).toBeCloseTo(1 + NIL_APPEAL_MAX, 10);
    expect(nilFactor({ general: 0.1, offers }, 8)).toBeCloseTo(1 + 0.1 * NIL_APPEAL_MAX, 10);
  });

  it('raises facilities a little each season of a project, and development with them', () => {
    let level = 40;
    let left: number = FACILITY_PROJECT.seasons;
    for (let s = 0; s < 4; s++) ({ level, seasonsLeft: left } = advanceProject(level, left));
    expect(level).toBe(40 + FACILITY_PROJECT.seasons * FACILITY_PROJECT.perSeason);
    expect(facilitiesDevelopment(level)).toBeGreaterThan(facilitiesDevelopment(40));
    expect(Math.abs(facilitiesDevelopment(100))).toBeLessThan(0.5);
  });
});
