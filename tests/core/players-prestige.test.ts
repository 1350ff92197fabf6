import { describe, expect, it } from 'vitest';
import { leaguePrestige, type ProgramResults } from '../../src/core/players/prestige.js';
import { createRng } from '../../src/core/random.js';

const season = (finalRank: number, winPct: number) => ({ finalRank, winPct });

/** A league whose tiers are spread like the real one, with seasons of results drawn around each program's tier. */
function league(seed: number, seasons: number, luck: number): ProgramResults[] {
  const rng = createRng(seed);
  const tiers = [1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 6, 7];
  const programs: ProgramResults[] = [];
  for (let i = 0; i < 120; i++) {
    const prestige = tiers[i % tiers.length];
    programs.push({
      team: `T${i}`,
      prestige,
      ceiling: 7,
      floor: 1,
      seasons: Array.from({ length: seasons }, () => {
        const pct = Math.max(0, Math.min(1, (prestige - 1) / 6 + rng.normal(0, luck)));
        return season(0, pct);
      }),
    });
  }
  return programs;
}

function tierCounts(prestige: Iterable<number>): number[] {
  const counts = new Array(8).fill(0);
  for (const p of prestige) counts[p]++;
  return counts;
}

describe('prestige from one season to the next', () => {
  it('keeps the league\'s spread of prestige when results follow prestige', () => {
    for (const seed of [1, 2, 3]) {
      const programs = league(seed, 3, 0.12);
      const before = tierCounts(programs.map((p) => p.prestige));
      const after = tierCounts(leaguePrestige(programs).values());
      // Promotion and relegation: a program climbs only as another falls, so every tier keeps its size.
      expect(after).toEqual(before);
    }
  });

  it('lifts a program that keeps winning and drops one that keeps losing, one step at a time', () => {
    const programs = league(4, 3, 0.05);
    const winning = [season(3, 0.92), season(8, 0.85), season(15, 0.8)];
    const losing = [season(0, 0.1), season(0, 0.15), season(0, 0.2)];
    programs[0] = { ...programs[0], team: 'Riser', prestige: 2, seasons: winning };
    programs[1] = { ...programs[1], team: 'Slider', prestige: 3, seasons: losing };
    programs[2] = { ...programs[2], team: 'Faller', prestige: 6, seasons: losing };
    programs[3] = { ...programs[3], team: 'Climber', prestige: 5, seasons: winning };
    const next = leaguePrestige(programs);
    expect(next.get('Riser')).toBe(3);
    expect(next.get('Slider')).toBe(2);
    expect(next.get('Faller')).toBe(5);
    expect(next.get('Climber')).toBe(6);
  });

  it('keeps every tier the same size when one program overshoots its tier by far', () => {
    const programs = league(7, 3, 0);
    programs[0] = { ...programs[0], team: 'Riser', prestige: 1, seasons: [season(10, 0.9), season(12, 0.85), season(20, 0.8)] };
    const before = tierCounts(programs.map((p) => p.prestige));
    const next = leaguePrestige(programs);
    expect(tierCounts(next.values())).toEqual(before);
  });

  it('stays within floor and ceiling, and leaves programs without seasons alone', () => {
    const programs = league(5, 3, 0.05);
    programs[0] = { ...programs[0], team: 'Capped', prestige: 3, ceiling: 3, seasons: [season(1, 1), season(1, 1), season(2, 0.95)] };
    programs[1] = { ...programs[1], team: 'Floored', prestige: 4, floor: 4, seasons: [season(0, 0), season(0, 0.1), season(0, 0.1)] };
    programs[2] = { ...programs[2], team: 'Newcomer', prestige: 2, seasons: [] };
    const next = leaguePrestige(programs);
    expect(next.get('Capped')).toBe(3);
    expect(next.get('Floored')).toBe(4);
    expect(next.get('Newcomer')).toBe(2);
  });

  it('does not move a program on one ordinary season', () => {
    const programs = league(6, 1, 0.03);
    const next = leaguePrestige(programs);
    const moved = programs.filter((p) => next.get(p.team) !== p.prestige).length;
    expect(moved / programs.length).toBeLessThan(0.15);
  });
});
