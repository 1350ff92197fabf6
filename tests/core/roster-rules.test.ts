// The depth chart with the player's edits, the next man up, who injuries hit and the redshirt rules by era: pure core
// rules on generated rosters (how many injuries, against the record: tests/calibration/games.test.ts).
import { describe, expect, it } from 'vitest';
import { applyDepthEdits, assignDepthChart, moveToSlot } from '../../src/core/players/depthChart.js';
import { generateTeamRoster } from '../../src/core/players/generate.js';
import { STARTERS, type Player, type Position } from '../../src/core/players/types.js';
import { createRng } from '../../src/core/random.js';
import { gameRoster, isAvailable, playersWhoPlayed } from '../../src/core/roster/availability.js';
import { drawInjuries, rosterExposure } from '../../src/core/roster/injuries.js';
import { autoRedshirts, keepsRedshirtYear, redshirtRefusal } from '../../src/core/roster/redshirt.js';
import { QUARTERBACK_INJURY_SHARE } from '../../src/core/roster/tuning.js';
import { HEALTHY } from '../../src/core/roster/types.js';

function roster(seed: number, prestige = 70): Player[] {
  let id = seed * 1000;
  return assignDepthChart(
    generateTeamRoster({ name: `Team ${seed}`, prestige }, createRng(seed), { next: () => ++id }),
  );
}

const at = (players: readonly Player[], pos: Position) =>
  players.filter((p) => p.pos === pos).sort((a, b) => a.depth - b.depth);

describe('the depth chart', () => {
  it("is automatic by overall, and the player's order wins where he edited it", () => {
    const players = roster(1);
    const qbs = at(players, 'QB');
    expect(qbs.map((p) => p.rating)).toEqual([...qbs.map((p) => p.rating)].sort((a, b) => b - a));
    const order = moveToSlot(
      qbs.map((p) => p.id),
      qbs[qbs.length - 1].id,
      1,
    );
    const edited = applyDepthEdits(players, new Map([['QB', order]]));
    expect(at(edited, 'QB').map((p) => p.id)).toEqual(order);
    expect(at(edited, 'QB')[0].starter).toBe(true);
    // Other positions stay automatic.
    expect(at(edited, 'RB').map((p) => p.id)).toEqual(at(players, 'RB').map((p) => p.id));
  });

  it('keeps the edited order of the players who remain, newcomers after them', () => {
    const players = roster(2);
    const wrs = at(players, 'WR')
      .map((p) => p.id)
      .reverse();
    // One of them left (graduated) and a new one came.
    const gone = wrs[1];
    const newcomer: Player = { ...at(players, 'WR')[0], id: 999999, rating: 99, depth: 0 };
    const next = [...players.filter((p) => p.id !== gone), newcomer];
    const chart = at(applyDepthEdits(next, new Map([['WR', wrs]])), 'WR').map((p) => p.id);
    expect(chart).toEqual([...wrs.filter((id) => id !== gone), 999999]);
  });

  it('moves a player to a slot and keeps the others in order', () => {
    expect(moveToSlot([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
    expect(moveToSlot([1, 2, 3, 4], 1, 4)).toEqual([2, 3, 4, 1]);
    expect(moveToSlot([1, 2, 3], 9, 1)).toEqual([9, 1, 2, 3]);
  });

  it('sends the next man up when a starter is out, keeping the edited order', () => {
    const players = roster(3);
    const qbs = at(players, 'QB').map((p) => p.id);
    const order = [qbs[2], qbs[0], qbs[1], ...qbs.slice(3)];
    const edited = applyDepthEdits(players, new Map([['QB', order]]));
    const game = gameRoster(edited, new Set([qbs[2]]));
    expect(game.some((p) => p.id === qbs[2])).toBe(false);
    const gameQbs = at(game, 'QB');
    expect(gameQbs[0].id).toBe(qbs[0]);
    expect(gameQbs[0].starter).toBe(true);
    expect(gameQbs.map((p) => p.depth)).toEqual(gameQbs.map((_, i) => i + 1));
    // Nobody out: the same roster array (the engine's lineup cache holds).
    expect(gameRoster(edited, new Set())).toBe(edited);
  });
});

describe('injuries', () => {
  it('hit the starting quarterback more often than a starter elsewhere, the kickers least', () => {
    const players = roster(11);
    const exposure = rosterExposure(players);
    const chanceOf = (p: Player) => exposure.chance[Array.from(exposure.index).indexOf(players.indexOf(p))];
    const qb = at(players, 'QB')[0];
    const wr = at(players, 'WR')[0];
    const k = at(players, 'K')[0];
    expect(chanceOf(qb)).toBeCloseTo(QUARTERBACK_INJURY_SHARE * chanceOf(wr), 12);
    expect(chanceOf(qb)).toBeGreaterThan(chanceOf(wr));
    expect(chanceOf(k)).toBeLessThan(chanceOf(wr));
  });

  it('spare the deep bench: only players who take snaps are hurt', () => {
    const players = roster(7);
    const onField = playersWhoPlayed(players, []);
    for (let game = 0; game < 200; game++) {
      for (const injury of drawInjuries(players, createRng(game))) expect(onField.has(injury.playerId)).toBe(true);
    }
  });
});

describe('redshirts by era', () => {
  const freshman = (): Player => ({ ...roster(9).find((p) => p.year === 'fr' && !p.redshirted)! });

  it('before 2018 a redshirt does not play at all', () => {
    const p = freshman();
    const status = { ...HEALTHY, redshirting: true };
    expect(isAvailable(status, 2016, 1)).toBe(false);
    expect(keepsRedshirtYear(p, status, 2016)).toBe(true);
    expect(keepsRedshirtYear(p, { ...status, gamesPlayed: 1 }, 2016)).toBe(false);
    expect(redshirtRefusal(p, { ...HEALTHY, gamesPlayed: 1 }, 2016)).toMatch(/before 2018/);
    expect(redshirtRefusal(p, HEALTHY, 2016)).toBeNull();
  });

  it('from 2018 he may play four games and keep his year', () => {
    const p = freshman();
    const status = { ...HEALTHY, redshirting: true, gamesPlayed: 3 };
    expect(isAvailable(status, 2019, 5)).toBe(true);
    expect(isAvailable({ ...status, gamesPlayed: 4 }, 2019, 6)).toBe(false);
    expect(keepsRedshirtYear(p, { ...status, gamesPlayed: 4 }, 2019)).toBe(true);
    expect(keepsRedshirtYear(p, { ...status, gamesPlayed: 5 }, 2019)).toBe(false);
    expect(redshirtRefusal(p, { ...HEALTHY, gamesPlayed: 4 }, 2019)).toBeNull();
    expect(redshirtRefusal(p, { ...HEALTHY, gamesPlayed: 5 }, 2019)).toMatch(/no more than 4/);
    expect(redshirtRefusal({ ...p, redshirted: true }, HEALTHY, 2019)).toMatch(/already used/);
  });

  it('computer programs redshirt most freshmen outside the two-deep, never a starter', () => {
    let freshmen = 0;
    let redshirted = 0;
    for (let seed = 20; seed < 40; seed++) {
      const players = roster(seed);
      const ids = new Set(autoRedshirts(players, createRng(seed)));
      for (const p of players) {
        if (ids.has(p.id)) expect(p.starter).toBe(false);
        if (p.year === 'fr' && !p.redshirted && p.depth > STARTERS[p.pos] + 1 && !['K', 'P'].includes(p.pos)) {
          freshmen++;
          if (ids.has(p.id)) redshirted++;
        }
      }
    }
    expect(redshirted / freshmen).toBeGreaterThan(0.6);
  });
});
