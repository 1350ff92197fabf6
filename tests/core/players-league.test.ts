// Talent across a generated 130-team league with an FBS-like prestige spread (its stars against the national classes:
// tests/calibration/rosters.test.ts).
import { describe, expect, it } from 'vitest';
import { teamRatings } from '../../src/core/players/teamRatings.js';
import { generateLeague, mean, rankCorrelation, type LeagueTeam } from './players-fixtures.js';

const SEEDS = [1, 2, 3];
const leagues = SEEDS.map(generateLeague);

function starterAverage(team: LeagueTeam): number {
  return mean(team.roster.filter((p) => p.starter && p.pos !== 'K' && p.pos !== 'P').map((p) => p.rating));
}

function byTier(league: LeagueTeam[], value: (team: LeagueTeam) => number): number[] {
  return [1, 2, 3, 4, 5, 6, 7].map((tier) => mean(league.filter((t) => t.prestige === tier).map(value)));
}

describe('a generated league', () => {
  it('puts the blue-chips at the top programs and mostly 2-3 stars at the weakest', () => {
    const league = leagues[0];
    const share = (tier: number, test: (stars: number) => boolean): number => {
      const players = league.filter((t) => t.prestige === tier).flatMap((t) => t.roster);
      return players.filter((p) => test(p.stars)).length / players.length;
    };
    expect(share(7, (s) => s >= 4)).toBeGreaterThan(0.6);
    expect(share(4, (s) => s === 3)).toBeGreaterThan(0.65);
    expect(share(1, (s) => s === 2 || s === 3)).toBeGreaterThan(0.85);
    const fiveStars = league.flatMap((t) => t.roster.filter((p) => p.stars === 5).map(() => t.prestige));
    expect(fiveStars.filter((tier) => tier >= 6).length / fiveStars.length).toBeGreaterThan(0.6);
  });

  it('raises the average starter rating with every prestige tier, to the targeted levels', () => {
    for (const league of leagues) {
      const tiers = byTier(league, starterAverage);
      for (let i = 1; i < tiers.length; i++) expect(tiers[i]).toBeGreaterThan(tiers[i - 1]);
      expect(tiers[0]).toBeGreaterThanOrEqual(57);
      expect(tiers[0]).toBeLessThanOrEqual(63);
      expect(tiers[3]).toBeGreaterThanOrEqual(68);
      expect(tiers[3]).toBeLessThanOrEqual(73);
      expect(tiers[6]).toBeGreaterThanOrEqual(81);
      expect(tiers[6]).toBeLessThanOrEqual(88);
    }
  });

  it('rates older players above younger ones of the same stars', () => {
    const players = leagues.flat().flatMap((t) => t.roster);
    for (const stars of [2, 3, 4]) {
      const byYear = (['fr', 'so', 'jr', 'sr'] as const).map((year) =>
        mean(players.filter((p) => p.stars === stars && p.year === year).map((p) => p.rating)),
      );
      for (let i = 1; i < byYear.length; i++) expect(byYear[i], `${stars} stars`).toBeGreaterThan(byYear[i - 1]);
    }
  });
});

describe('teamRatings across a league', () => {
  it('spreads from about 60 to 90+ with a tier-4 program near 75, ordered by prestige with noise', () => {
    for (const league of leagues) {
      const ratings = league.map((t) => teamRatings(t.roster));
      const overall = ratings.map((r) => r.overall);
      expect(Math.max(...overall)).toBeGreaterThanOrEqual(90);
      expect(Math.max(...overall)).toBeLessThanOrEqual(98);
      expect(Math.min(...overall)).toBeGreaterThanOrEqual(54);
      expect(Math.min(...overall)).toBeLessThanOrEqual(63);
      const tiers = byTier(league, (t) => teamRatings(t.roster).overall);
      for (let i = 1; i < tiers.length; i++) expect(tiers[i]).toBeGreaterThan(tiers[i - 1]);
      expect(tiers[3]).toBeGreaterThanOrEqual(72);
      expect(tiers[3]).toBeLessThanOrEqual(78);
      const correlation = rankCorrelation(
        league.map((t) => t.prestige),
        overall,
      );
      expect(correlation).toBeGreaterThan(0.85);
      // Noise: some program outrates one a tier above it.
      const upsets = league.filter((a) =>
        league.some(
          (b) => b.prestige === a.prestige + 1 && teamRatings(a.roster).overall > teamRatings(b.roster).overall,
        ),
      );
      expect(upsets.length).toBeGreaterThan(0);
      for (const r of ratings) {
        for (const value of [r.offense, r.defense, r.overall]) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(99);
        }
      }
    }
  });

  it('weighs the quarterback most on offense and the pass rush and coverage on defense', () => {
    const team = leagues[0].find((t) => t.prestige === 4)!;
    const base = teamRatings(team.roster);
    const boost = (pos: string, by: number) =>
      team.roster.map((p) => (p.pos === pos && p.starter ? { ...p, rating: p.rating + by } : p));
    const qbGain = teamRatings(boost('QB', 15)).offense - base.offense;
    const rbGain = teamRatings(boost('RB', 15)).offense - base.offense;
    const teGain = teamRatings(boost('TE', 15)).offense - base.offense;
    expect(qbGain).toBeGreaterThan(rbGain);
    expect(qbGain).toBeGreaterThan(teGain);
    const cbGain = teamRatings(boost('CB', 15)).defense - base.defense;
    const lbGain = teamRatings(boost('LB', 15)).defense - base.defense;
    const dlGain = teamRatings(boost('DL', 15)).defense - base.defense;
    expect(cbGain).toBeGreaterThan(lbGain);
    expect(dlGain).toBeGreaterThan(lbGain);
    const kGain = teamRatings(boost('K', 15)).overall - base.overall;
    expect(kGain).toBeGreaterThanOrEqual(0);
    expect(kGain).toBeLessThanOrEqual(1);
    expect(teamRatings(boost('QB', 15)).overall).toBeGreaterThan(base.overall);
  });

  it('fills a missing starter with a walk-on instead of failing', () => {
    const team = leagues[0][0];
    const noKicker = team.roster.filter((p) => p.pos !== 'K');
    expect(teamRatings(noKicker).overall).toBeLessThanOrEqual(teamRatings(team.roster).overall);
    expect(teamRatings([])).toEqual({
      offense: expect.any(Number),
      defense: expect.any(Number),
      overall: expect.any(Number),
    });
  });
});
