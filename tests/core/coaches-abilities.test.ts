// Coach abilities: a season's experience points, their price by rating, the player's spending and the computer
// coaches' policy.
import { describe, expect, it } from 'vitest';
import {
  pointCost,
  raiseCost,
  ratingsAfterSeason,
  seasonXp,
  spendByProfile,
  spendXp,
  type CoachSeasonResults,
} from '../../src/core/coaches/abilities.js';
import { progressCoach } from '../../src/core/coaches/progression.js';
import type { CoachRatings } from '../../src/core/coaches/types.js';

const average: CoachRatings = { offense: 62, defense: 58, recruiting: 65, development: 60, gameManagement: 55 };
const quiet: CoachSeasonResults = {
  wins: 6,
  losses: 6,
  prestige: 4,
  finalRank: 0,
  champion: false,
  bowlGames: 0,
  bowlWins: 0,
  conferenceTitle: false,
  playoff: false,
  developmentGain: 0,
  fourStars: 0,
  fiveStars: 0,
};
const title: CoachSeasonResults = {
  ...quiet,
  wins: 14,
  losses: 1,
  prestige: 6,
  finalRank: 1,
  champion: true,
  bowlGames: 2,
  bowlWins: 2,
  conferenceTitle: true,
  playoff: true,
  developmentGain: 200,
  fourStars: 12,
  fiveStars: 4,
};
const total = (s: CoachSeasonResults) => seasonXp(s).reduce((n, e) => n + e.xp, 0);

describe('coach XP', () => {
  it('grows with wins, bowls, titles, development and recruits', () => {
    expect(seasonXp(quiet)).toEqual([{ source: 'wins', xp: 48 }]);
    expect(total(title)).toBeGreaterThan(4 * total(quiet));
    expect(seasonXp(title).map((e) => e.source)).toEqual([
      'wins',
      'above_expectation',
      'bowls',
      'titles',
      'development',
      'recruiting',
    ]);
  });

  it('costs more a point the higher the rating', () => {
    expect(pointCost(55)).toBeLessThan(pointCost(65));
    expect(pointCost(95)).toBeGreaterThan(pointCost(85));
    expect(raiseCost(69, 2)).toBe(pointCost(69) + pointCost(70));
  });

  it('spends only what the XP pays for, and never past 99', () => {
    expect(spendXp(average, 59, 'defense', 1)).toBeNull();
    expect(spendXp(average, 60, 'defense', 1)).toEqual({ coach: { ...average, defense: 59 }, cost: 60 });
    expect(spendXp({ ...average, recruiting: 99 }, 10_000, 'recruiting', 1)).toBeNull();
    expect(spendXp(average, 10_000, 'game-day', 3)!.coach.gameManagement).toBe(58);
  });

  it('takes ratings for a season far below expectation and for age, not for a season that met it', () => {
    expect(ratingsAfterSeason(average, quiet, 50)).toEqual(average);
    const bad = ratingsAfterSeason(average, { ...quiet, wins: 2, losses: 10 }, 50);
    expect(bad.offense).toBe(60);
    expect(ratingsAfterSeason(average, quiet, 70).development).toBe(59);
  });
});

describe('computer coaches spend by their profile', () => {
  it('spends all it can, deterministically, most on his stronger side', () => {
    const a = spendByProfile(average, 800);
    expect(spendByProfile(average, 800)).toEqual(a);
    expect(a.xp).toBeLessThan(pointCost(58));
    const gains = {
      offense: a.coach.offense - 62,
      defense: a.coach.defense - 58,
      gameManagement: a.coach.gameManagement - 55,
    };
    expect(gains.offense).toBeGreaterThan(0);
    expect(Object.values(a.coach).reduce((n, r) => n + r, 0)).toBeGreaterThan(
      Object.values(average).reduce((n, r) => n + r, 0) + 8,
    );
  });

  it("keeps the player's XP for the player, spends a computer coach's", () => {
    const user = progressCoach(average, title, 50, 30, false);
    expect(user.coach).toEqual(average);
    expect(user.xp).toBe(30 + total(title));
    const ai = progressCoach(average, title, 50, 30, true);
    expect(ai.xp).toBeLessThan(user.xp);
    expect(ai.coach.offense).toBeGreaterThan(average.offense);
  });
});
