// Box-score aggregation: season totals from game lines.

import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/random.js';
import { simulateGame } from '../../src/core/sim/game.js';
import { rulesForYear } from '../../src/core/sim/rules.js';
import type { PlayerGameStats } from '../../src/core/sim/types.js';
import { sumPlayerLines, sumTeamStats } from '../../src/core/stats/aggregate.js';
import { simTeam } from '../fixtures/simTeams.js';

const home = simTeam('Aggregate U', 5, 1, 'AGU');
const away = simTeam('Sum State', 3, 2, 'SUM');
const games = Array.from({ length: 12 }, (_, i) =>
  simulateGame({ home, away, neutral: false, rules: rulesForYear(2024), rng: createRng(i + 1) }),
);

describe('aggregation', () => {
  it('team season totals add every game', () => {
    const season = sumTeamStats(games.map((g) => g.teamStats.home));
    expect(season.points).toBe(games.reduce((a, g) => a + g.homePoints, 0));
    expect(season.passYards).toBe(games.reduce((a, g) => a + g.teamStats.home.passYards, 0));
    expect(season.timeOfPossession).toBe(games.reduce((a, g) => a + g.teamStats.home.timeOfPossession, 0));
  });

  it("a player's season adds his games, with the longest play kept", () => {
    const qb = home.players.find((p) => p.pos === 'QB' && p.depth === 1)!;
    const lines = games
      .map((g) => g.playerStats.home.find((l) => l.playerId === qb.id))
      .filter((l): l is PlayerGameStats => !!l);
    expect(lines.length).toBeGreaterThan(8);
    const total = sumPlayerLines(lines)!;
    expect(total.passing!.yds).toBe(lines.reduce((a, l) => a + (l.passing?.yds ?? 0), 0));
    expect(total.passing!.long).toBe(Math.max(...lines.map((l) => l.passing?.long ?? 0)));
    expect(total.rushing!.att).toBe(lines.reduce((a, l) => a + (l.rushing?.att ?? 0), 0));
    expect(sumPlayerLines([])).toBeNull();
    expect(() => sumPlayerLines([lines[0], { ...lines[1], playerId: -1 }])).toThrow();
  });
});
