import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/random.js';
import { assignDepthChart } from '../../src/core/players/depthChart.js';
import { createIdSource, generateTeamRoster } from '../../src/core/players/generate.js';
import { POSITIONS, STARTERS } from '../../src/core/players/types.js';

const OFFENSE = ['QB', 'RB', 'WR', 'TE', 'OL'];
const DEFENSE = ['DL', 'LB', 'CB', 'S'];

describe('assignDepthChart', () => {
  const roster = generateTeamRoster({ name: 'Tech', prestige: 4 }, createRng(11), createIdSource(1));
  // Scramble the order and the depth fields to show the chart is rebuilt from ratings alone.
  const scrambled = createRng(12)
    .shuffle(roster)
    .map((p) => ({ ...p, depth: 99, starter: !p.starter }));
  const chart = assignDepthChart(scrambled);

  it('numbers each position 1..n with the best overall first', () => {
    for (const pos of POSITIONS) {
      const room = chart.filter((p) => p.pos === pos);
      expect(room.map((p) => p.depth)).toEqual(room.map((_, i) => i + 1));
      for (let i = 1; i < room.length; i++) expect(room[i - 1].rating).toBeGreaterThanOrEqual(room[i].rating);
    }
  });

  it('starts exactly 11 on offense, 11 on defense, a kicker and a punter, and they are the best', () => {
    const starters = chart.filter((p) => p.starter);
    expect(starters.filter((p) => OFFENSE.includes(p.pos))).toHaveLength(11);
    expect(starters.filter((p) => DEFENSE.includes(p.pos))).toHaveLength(11);
    expect(starters.filter((p) => p.pos === 'K')).toHaveLength(1);
    expect(starters.filter((p) => p.pos === 'P')).toHaveLength(1);
    for (const pos of POSITIONS) {
      const room = chart.filter((p) => p.pos === pos);
      const worstStarter = Math.min(...room.filter((p) => p.starter).map((p) => p.rating));
      const bestBackup = Math.max(-1, ...room.filter((p) => !p.starter).map((p) => p.rating));
      expect(worstStarter, pos).toBeGreaterThanOrEqual(bestBackup);
      expect(room.filter((p) => p.starter)).toHaveLength(STARTERS[pos]);
    }
  });

  it('returns new objects and leaves the input untouched, keeping every player', () => {
    expect(chart).toHaveLength(scrambled.length);
    expect(scrambled.every((p) => p.depth === 99)).toBe(true);
    expect(new Set(chart.map((p) => p.id))).toEqual(new Set(roster.map((p) => p.id)));
    expect(chart.some((p) => scrambled.includes(p))).toBe(false);
  });

  it('orders the result by position, and gives a thin room only the starters it has', () => {
    expect(chart.map((p) => p.pos)).toEqual(
      POSITIONS.flatMap((pos) => chart.filter((p) => p.pos === pos).map(() => pos)),
    );
    const thin = assignDepthChart(
      roster.filter((p) => p.pos !== 'QB' || p.depth === 1).filter((p) => p.pos !== 'WR' || p.depth > 8),
    );
    expect(thin.filter((p) => p.pos === 'QB' && p.starter)).toHaveLength(1);
    expect(thin.filter((p) => p.pos === 'WR' && p.starter).length).toBeLessThanOrEqual(3);
  });

  it('breaks rating ties by class, then id, so the chart is stable', () => {
    const [a, b] = roster.filter((p) => p.pos === 'LB');
    const tiedA = { ...a, rating: 70, year: 'fr' as const, redshirted: false };
    const tiedB = { ...b, rating: 70, year: 'jr' as const, redshirted: false };
    expect(assignDepthChart([tiedA, tiedB])[0].id).toBe(b.id);
    expect(assignDepthChart([tiedB, tiedA])[0].id).toBe(b.id);
  });
});
