// The national class: size, star counts, homes, builds, true ratings behind imperfect stars, and
// what each prospect wants (and what scouting reveals of it).

import { describe, expect, it } from 'vitest';
import { createIdSource } from '../../src/core/players/generate.js';
import { createRng } from '../../src/core/random.js';
import {
  TALENT_STATES,
  milesBetweenStates,
  nationalClass,
  scoutingReport,
  starsForRank,
  type Prospect,
} from '../../src/core/recruiting/index.js';

const prospects = nationalClass(createRng(2025), createIdSource(1));
const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const median = (values: readonly number[]) => {
  const s = values.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const withStars = (stars: number) => prospects.filter((p) => p.stars === stars);

describe('the national class', () => {
  it('has 3,000 prospects ranked 1..3000 with unique ids', () => {
    expect(prospects).toHaveLength(3000);
    expect(prospects.map((p) => p.rank)).toEqual(prospects.map((_, i) => i + 1));
    expect(new Set(prospects.map((p) => p.id)).size).toBe(3000);
  });

  it('rates 32 five-stars, 350 four-stars, 1,500 three-stars and the rest two-stars (kickers and punters at most three)', () => {
    expect(starsForRank(32, 3000)).toBe(5);
    expect(starsForRank(33, 3000)).toBe(4);
    expect(starsForRank(382, 3000)).toBe(4);
    expect(starsForRank(383, 3000)).toBe(3);
    expect(starsForRank(1882, 3000)).toBe(3);
    expect(starsForRank(1883, 3000)).toBe(2);
    const specialists = prospects.filter((p) => p.pos === 'K' || p.pos === 'P');
    expect(specialists.every((p) => p.stars <= 3)).toBe(true);
    const cappedTop = prospects.filter((p) => p.rank <= 382 && (p.pos === 'K' || p.pos === 'P')).length;
    expect(withStars(5).length + withStars(4).length).toBe(382 - cappedTop);
    expect(withStars(5).length).toBeGreaterThanOrEqual(28);
    expect(withStars(3).length).toBe(1500 + cappedTop);
    expect(withStars(2).length).toBe(1118);
    expect(withStars(1)).toHaveLength(0);
  });

  it('ranks no kicker or punter in the national top 100 of any class, nor above the three-stars', () => {
    // The 247Sports composite ranks the best specialists of a class some hundreds deep, as three-stars.
    for (const season of [2024, 2025, 2026, 2027, 2028, 2029]) {
      const specialists = nationalClass(createRng(`kickers:${season}`), createIdSource(1)).filter(
        (p) => p.pos === 'K' || p.pos === 'P',
      );
      expect(specialists.length).toBeGreaterThan(60);
      expect(Math.min(...specialists.map((p) => p.rank))).toBeGreaterThan(382);
      expect(specialists.some((p) => p.stars === 3)).toBe(true);
    }
  });

  it('comes from where FBS talent comes from: Texas, Florida, California and Georgia about 40%, the Southeast heavy', () => {
    const share = (codes: string[]) => prospects.filter((p) => codes.includes(p.state)).length / prospects.length;
    expect(share(['TX', 'FL', 'CA', 'GA'])).toBeGreaterThan(0.33);
    expect(share(['TX', 'FL', 'CA', 'GA'])).toBeLessThan(0.47);
    expect(share(['TX'])).toBeGreaterThan(share(['OH']) * 2);
    expect(share(['AL', 'LA', 'MS', 'SC', 'TN'])).toBeGreaterThan(share(['NY', 'MA', 'CT', 'NJ', 'PA']));
    for (const p of prospects) {
      const home = TALENT_STATES.find((s) => s.code === p.state);
      expect(home?.towns).toContain(p.town);
    }
  });

  it('is built like his position: linemen biggest, corners lightest, quarterbacks taller than backs', () => {
    const at = (pos: Prospect['pos'], key: 'heightInches' | 'weightPounds') =>
      mean(prospects.filter((p) => p.pos === pos).map((p) => p[key]));
    expect(at('OL', 'weightPounds')).toBeGreaterThan(280);
    expect(at('CB', 'weightPounds')).toBeLessThan(190);
    expect(at('QB', 'heightInches')).toBeGreaterThan(at('RB', 'heightInches') + 2);
  });

  it('has stars that follow true talent imperfectly: gems among the three-stars, busts among the four-stars', () => {
    const avg = [5, 4, 3, 2].map((s) =>
      mean(
        withStars(s)
          .filter((p) => p.pos !== 'K' && p.pos !== 'P')
          .map((p) => p.rating),
      ),
    );
    expect(avg[0]).toBeGreaterThan(avg[1]);
    expect(avg[1]).toBeGreaterThan(avg[2]);
    expect(avg[2]).toBeGreaterThan(avg[3]);
    const fourMedian = median(withStars(4).map((p) => p.rating));
    const threeMedian = median(withStars(3).map((p) => p.rating));
    const gems = withStars(3).filter((p) => p.rating >= fourMedian).length;
    const busts = withStars(4).filter((p) => p.rating <= threeMedian).length;
    expect(gems).toBeGreaterThan(5);
    expect(busts).toBeGreaterThan(0);
    expect(busts).toBeLessThan(withStars(4).length * 0.1);
    expect(prospects.every((p) => p.potential >= p.rating)).toBe(true);
  });

  it("gives each prospect his own preferences: scheme fit weighed by the offence's skill players alone, prestige more for the best", () => {
    const skill = new Set(['QB', 'RB', 'WR', 'TE']);
    expect(prospects.every((p) => p.preferences.schemeFit > 0 === skill.has(p.pos))).toBe(true);
    expect(prospects.every((p) => (p.preferences.nil ?? 0) > 0)).toBe(true);
    expect(
      prospects.every((p) => p.preferences.proximity > 0 && p.preferences.playingTime > 0 && p.preferences.effort > 0),
    ).toBe(true);
    const prestigeWeight = (stars: number) => mean(withStars(stars).map((p) => p.preferences.prestige));
    expect(prestigeWeight(5)).toBeGreaterThan(prestigeWeight(2) * 1.5);
    // Weights differ by prospect: a homebody and a ring chaser.
    expect(new Set(prospects.slice(0, 50).map((p) => p.preferences.proximity.toFixed(4))).size).toBeGreaterThan(45);
  });

  it('is the same class from the same seed, and another from another', () => {
    const again = nationalClass(createRng(2025), createIdSource(1));
    expect(again).toEqual(prospects);
    const other = nationalClass(createRng(2026), createIdSource(1));
    expect(other.slice(0, 10).map((p) => p.last)).not.toEqual(prospects.slice(0, 10).map((p) => p.last));
  });
});

describe('scouting reports', () => {
  const prospect = prospects[100];
  it('narrow the rating step by step, always holding the truth', () => {
    const widths = [0, 1, 2, 3].map((level) => {
      const report = scoutingReport(prospect, level);
      expect(report.rating[0]).toBeLessThanOrEqual(prospect.rating);
      expect(report.rating[1]).toBeGreaterThanOrEqual(prospect.rating);
      return report.rating[1] - report.rating[0];
    });
    expect(widths).toEqual([18, 12, 6, 0]);
    expect(scoutingReport(prospect, 3).rating).toEqual([prospect.rating, prospect.rating]);
  });

  it('reveal nothing of his wants at levels 0-1, his top want at 2, all of them at 3', () => {
    expect(scoutingReport(prospect, 1).preferences).toEqual([]);
    const all = scoutingReport(prospect, 3).preferences;
    // Scheme fit is shown only to those who weigh it: the offence's skill players.
    expect(all).toHaveLength(['QB', 'RB', 'WR', 'TE'].includes(prospect.pos) ? 6 : 5);
    expect(scoutingReport(prospect, 2).preferences).toEqual([all[0]]);
    const w = prospect.preferences;
    expect(all.map((k) => w[k])).toEqual(
      all
        .map((k) => w[k])
        .slice()
        .sort((a, b) => b - a),
    );
  });
});

describe('distances', () => {
  it('are zero at home, about 1,000 miles from Texas to Georgia, and far for an unknown state', () => {
    expect(milesBetweenStates('TX', 'TX')).toBe(0);
    expect(milesBetweenStates('TX', 'GA')).toBeGreaterThan(700);
    expect(milesBetweenStates('TX', 'GA')).toBeLessThan(1000);
    expect(milesBetweenStates('TX', 'ZZ')).toBeGreaterThanOrEqual(3000);
  });
});
