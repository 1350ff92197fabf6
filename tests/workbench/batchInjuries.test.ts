// A regular batch's injuries: hurt players sit out until their return week with the next man up on the chart, and over
// a season starters (quarterbacks among them) miss games, so backups throw passes.
import { describe, expect, it } from 'vitest';
import { playRegularSeason } from '../../src/workbench/regularSeason.js';
import { SeasonInjuries } from '../../src/workbench/seasonInjuries.js';
import { createIdSource, generateTeamRoster } from '../../src/core/players/generate.js';
import type { Player } from '../../src/core/players/types.js';
import { createRng } from '../../src/core/random.js';
import { SEASON_ENDING } from '../../src/core/roster/tuning.js';

describe("a batch team's injuries", () => {
  const players = generateTeamRoster(
    { name: 'Tech', prestige: 60 },
    createRng('injuries-test:roster'),
    createIdSource(1),
  );
  const starterQb = players.find((p) => p.pos === 'QB' && p.depth === 1)!;
  const backupQb = players.find((p) => p.pos === 'QB' && p.depth === 2)!;

  it('keeps the hurt out until their return week, the next man up starting in their place', () => {
    let seasons = 0;
    let quarterbackHurt = false;
    // Seasons of 15 weeks until the starting quarterback has been hurt once (a given seed always finds the same).
    while (!quarterbackHurt) {
      expect(seasons++).toBeLessThan(40);
      const injuries = new SeasonInjuries(createRng(`injuries-test:${seasons}`));
      const returns = new Map<number, number>();
      for (let week = 1; week <= 15; week++) {
        const roster = injuries.rosterFor('Tech', players, week);
        const ids = new Set(roster.map((p) => p.id));
        for (const [id, back] of returns) {
          expect(ids.has(id), `player ${id} in week ${week}, back in ${back}`).toBe(week >= back);
          if (week >= back) returns.delete(id);
        }
        if (!ids.has(starterQb.id)) {
          const qb: Player = roster.find((p) => p.pos === 'QB' && p.depth === 1)!;
          expect(qb.id).toBe(backupQb.id);
          expect(qb.starter).toBe(true);
        }
        for (const injury of injuries.afterGame('Tech', roster, week)) {
          expect(ids.has(injury.playerId)).toBe(true);
          returns.set(injury.playerId, injury.games >= SEASON_ENDING ? Infinity : week + injury.games + 1);
          if (injury.playerId === starterQb.id) quarterbackHurt = true;
        }
      }
      expect(injuries.totals.teamGames).toBe(15);
    }
  });
});

describe('a regular batch season', () => {
  const season = playRegularSeason({ kind: 'regular', year: 2024, seed: 11, season: 1 });
  const w = season.leaders.whoPlayed!;

  it("has starters hurt and out of games at the rate of the dynasty's injuries", () => {
    // core/roster/tuning.ts: about 1.4 injuries a team-game, most of them to starters.
    expect(w.injuries / w.teamGames).toBeGreaterThan(1);
    expect(w.injuries / w.teamGames).toBeLessThan(2);
    expect(w.starterInjuries).toBeGreaterThan(w.injuries / 2);
    expect(w.startersOut / w.teamGames).toBeGreaterThan(1);
    // First quarterbacks miss a few games in a hundred, so backups start some.
    expect(w.quarterbackGamesOut / w.teamGames).toBeGreaterThan(0.03);
    expect(w.quarterbackGamesOut / w.teamGames).toBeLessThan(0.2);
  });

  it("gives backup quarterbacks passes beyond a blowout's few", () => {
    // Without injuries only the reserves of games out of hand threw: about 4% of passes.
    expect(w.backupPassAttempts / w.passAttempts).toBeGreaterThan(0.07);
    expect(w.backupPassAttempts / w.passAttempts).toBeLessThan(0.25);
  });
});
