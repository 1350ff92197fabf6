// What a program recruits for besides its graduating seniors: the players expected to leave early (NFL early
// entrants, the transfer portal), by era. A class sized for the graduates alone left the top programs filling
// those places with walk-ons and lower transfers, and the prestige tiers' team ratings drifted together.
import { describe, expect, it } from 'vitest';
import { expectedDepartureShare, needsAfterGraduation } from '../../src/core/recruiting/index.js';

const players = (pos: 'QB' | 'OL' | 'WR', year: 'fr' | 'so' | 'jr' | 'sr', n: number) => Array.from({ length: n }, () => ({ pos, year }));

describe('roster needs with early departures expected', () => {
  it('expects few early departures before the portal, more in its first seasons, most from 2020 on', () => {
    const before = expectedDepartureShare(2015);
    const first = expectedDepartureShare(2018);
    const recent = expectedDepartureShare(2023);
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(first);
    expect(first).toBeLessThan(recent);
    // About 20-25 of some 70 returning players a program (early entrants and transfers) in the recent era.
    expect(recent * 70).toBeGreaterThan(18);
    expect(recent * 70).toBeLessThan(27);
  });

  it('opens scholarships and spots by position for them, still at most 25', () => {
    const roster = [...players('QB', 'sr', 2), ...players('QB', 'so', 2), ...players('OL', 'jr', 14), ...players('WR', 'fr', 8), ...players('WR', 'sr', 2)];
    const graduates = needsAfterGraduation(roster);
    expect(graduates.scholarships).toBe(25);
    expect(graduates.openings).toMatchObject({ QB: 2, OL: 2, WR: 2 });
    const withDepartures = needsAfterGraduation(roster, 0.25);
    // 1.5 of 2 returning QBs stay: 2.5 spots (rounded); 10.5 of 14 linemen: 5.5; 6 of 8 receivers: 4.
    expect(withDepartures.openings).toMatchObject({ QB: 3, OL: 6, WR: 4 });
    const full = [...players('OL', 'jr', 70), ...players('QB', 'sr', 4)];
    expect(needsAfterGraduation(full).scholarships).toBe(15);
    expect(needsAfterGraduation(full, 0.1).scholarships).toBe(22);
    expect(needsAfterGraduation(full, 0.3).scholarships).toBe(25);
  });
});
