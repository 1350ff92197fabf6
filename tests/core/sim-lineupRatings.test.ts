// The odds' first-string ratings are the engine's: firstStringRatings reads what buildLineup's first string rates.
import { describe, expect, it } from 'vitest';
import { buildLineup, firstStringRatings } from '../../src/core/sim/lineup.js';
import { gameRoster } from '../../src/core/roster/availability.js';
import { simTeam } from '../fixtures/simTeams.js';

describe('first-string ratings', () => {
  it('are the ratings of the lineup the engine builds, for full and short-handed rosters', () => {
    for (const [prestige, seed] of [
      [1, 'a'],
      [4, 'b'],
      [7, 'c'],
    ] as const) {
      const team = simTeam(`Ratings ${seed}`, prestige, seed);
      expect(firstStringRatings(team.players)).toEqual(buildLineup(team).first.ratings);
      // Starters out: the next men up rate the units.
      const out = new Set(
        team.players
          .filter((p) => p.starter)
          .slice(0, 12)
          .map((p) => p.id),
      );
      const shortHanded = { ...team, players: gameRoster(team.players, out) };
      expect(firstStringRatings(shortHanded.players)).toEqual(buildLineup(shortHanded).first.ratings);
    }
  });

  it('refuses a team without players, as the lineup does', () => {
    expect(() => firstStringRatings([])).toThrow('a roster that has no players');
  });
});
