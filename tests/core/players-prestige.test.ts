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
  it("keeps the league's spread of prestige when results follow prestige", () => {
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
    programs[0] = {
      ...programs[0],
      team: 'Riser',
      prestige: 1,
      seasons: [season(10, 0.9), season(12, 0.85), season(20, 0.8)],
    };
    const before = tierCounts(programs.map((p) => p.prestige));
    const next = leaguePrestige(programs);
    expect(tierCounts(next.values())).toEqual(before);
  });

  it('stays within floor and ceiling, and leaves programs without seasons alone', () => {
    const programs = league(5, 3, 0.05);
    programs[0] = {
      ...programs[0],
      team: 'Capped',
      prestige: 3,
      ceiling: 3,
      seasons: [season(1, 1), season(1, 1), season(2, 0.95)],
    };
    programs[1] = {
      ...programs[1],
      team: 'Floored',
      prestige: 4,
      floor: 4,
      seasons: [season(0, 0), season(0, 0.1), season(0, 0.1)],
    };
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

describe('prestige over several seasons', () => {
  /** Offseasons one after another: each adds the season given for Riser and Faller to their history. */
  function offseasons(
    riser: { finalRank: number; winPct: number }[],
    faller: { finalRank: number; winPct: number }[],
  ): { riser: number[]; faller: number[] } {
    // Results around each program's tier with enough luck that every boundary has programs to trade places with.
    let programs = league(8, 3, 0.15);
    programs[0] = {
      ...programs[0],
      team: 'Riser',
      prestige: 2,
      seasons: [season(0, 0.17), season(0, 0.17), season(0, 0.17)],
    };
    programs[1] = {
      ...programs[1],
      team: 'Faller',
      prestige: 6,
      seasons: [season(12, 0.75), season(12, 0.75), season(12, 0.75)],
    };
    const path = { riser: [2], faller: [6] };
    riser.forEach((r, i) => {
      programs = programs.map((p) => {
        const next = p.team === 'Riser' ? r : p.team === 'Faller' ? faller[i] : p.seasons[(i + 1) % 3];
        return { ...p, seasons: [next, ...p.seasons].slice(0, 3) };
      });
      const moved = leaguePrestige(programs);
      programs = programs.map((p) => ({ ...p, prestige: moved.get(p.team)! }));
      path.riser.push(moved.get('Riser')!);
      path.faller.push(moved.get('Faller')!);
    });
    return path;
  }

  it('lifts a program that keeps winning two tiers over the seasons and drops one that keeps losing, a step at a time', () => {
    const winning = Array.from({ length: 5 }, () => season(10, 0.85));
    const losing = Array.from({ length: 5 }, () => season(0, 0.25));
    const { riser, faller } = offseasons(winning, losing);
    // Never more than one step a season, and at least two steps in five.
    for (let i = 1; i < riser.length; i++) expect(Math.abs(riser[i] - riser[i - 1])).toBeLessThanOrEqual(1);
    expect(riser[riser.length - 1]).toBeGreaterThanOrEqual(4);
    expect(faller[faller.length - 1]).toBeLessThanOrEqual(4);
    // It holds what it climbed while it keeps winning.
    expect(riser.slice(-2).every((p) => p >= 4)).toBe(true);
  });

  it('gives back what one winning season among ordinary ones lifted as that season fades', () => {
    const ordinary = season(0, 0.17);
    const { riser } = offseasons(
      [ordinary, season(18, 0.75), ordinary, ordinary],
      Array.from({ length: 4 }, () => season(12, 0.75)),
    );
    for (let i = 1; i < riser.length; i++) expect(Math.abs(riser[i] - riser[i - 1])).toBeLessThanOrEqual(1);
    expect(Math.max(...riser)).toBeGreaterThan(2);
    expect(riser[riser.length - 1]).toBeLessThan(Math.max(...riser));
  });
});
