// Odds: spreads from team strength and site, win probabilities Phi(s / 14.5), American moneylines,
// and the fit that links ratings to points.

import { describe, expect, it } from 'vitest';
import {
  HOME_FIELD_POINTS,
  LOPSIDED,
  MEDIAN_SHIFT,
  TOTAL,
  TOWARD_MEDIAN,
  marginScale,
} from '../../src/core/odds/calibration.js';
import {
  fitStrengthModel,
  scaleToMargins,
  solveLinear,
  type GameMarginSample,
  type TeamGameSample,
} from '../../src/core/odds/fit.js';
import { normalCdf } from '../../src/core/odds/normal.js';
import {
  expectedMargin,
  expectedTotal,
  gameOdds,
  moneylineFromProbability,
  spreadFor,
  totalFor,
  winProbability,
} from '../../src/core/odds/odds.js';
import { teamStrength } from '../../src/core/odds/strength.js';
import type { UnitRatings } from '../../src/core/sim/lineup.js';
import type { TeamStrength } from '../../src/core/sim/types.js';
import { createRng } from '../../src/core/random.js';
import { simTeam } from '../fixtures/simTeams.js';

const team = (overall: number): TeamStrength => ({ offense: overall / 2, defense: overall / 2, overall });

/** Today's margin scale (the odds' default season). */
const MARGIN_SCALE = marginScale(2024);

describe('win probability and moneylines', () => {
  it('the normal distribution function is accurate', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1)).toBeCloseTo(0.841345, 5);
    expect(normalCdf(-1.96)).toBeCloseTo(0.024998, 5);
  });

  it('a favourite of s points wins Phi(s / 14.5) of the time', () => {
    expect(winProbability(0)).toBeCloseTo(0.5, 6);
    expect(winProbability(-3)).toBeCloseTo(0.58, 2);
    expect(winProbability(-7)).toBeCloseTo(0.685, 2);
    expect(winProbability(-10)).toBeCloseTo(0.755, 2);
    expect(winProbability(-14)).toBeCloseTo(0.83, 2);
    expect(winProbability(-21)).toBeCloseTo(0.926, 2);
    expect(winProbability(-28)).toBeCloseTo(0.973, 2);
    expect(winProbability(7) + winProbability(-7)).toBeCloseTo(1, 6);
  });

  it("moneylines are American odds with the book's margin", () => {
    expect(moneylineFromProbability(0.5)).toBe(-110); // the classic pick'em line
    expect(moneylineFromProbability(0.75)).toBeLessThan(-300);
    expect(moneylineFromProbability(0.25)).toBeGreaterThan(250);
    expect(moneylineFromProbability(0.75, 0)).toBe(-300);
    expect(moneylineFromProbability(0.25, 0)).toBe(300);
    // The margin makes both sides worse than fair.
    expect(moneylineFromProbability(0.3)).toBeLessThan(moneylineFromProbability(0.3, 0));
    // Quoted in steps of 5.
    for (const p of [0.1, 0.33, 0.5, 0.61, 0.9]) expect(Math.abs(moneylineFromProbability(p) % 5)).toBe(0);
  });
});

/** The straight line's margin shortened for a lopsided game, as calibration.ts describes it. */
const shortened = (x: number) => x / (1 + LOPSIDED * Math.abs(x));

describe('spreads', () => {
  it('are negative when home is favoured, rounded to half a point, with home field', () => {
    // A strength difference is worth MARGIN_SCALE points of margin a point (calibration.ts), a little less in a
    // lopsided game; the line goes TOWARD_MEDIAN of the way to the middle result.
    const ten = shortened(10 * MARGIN_SCALE);
    const hung = (e: number) => -Math.round((e + TOWARD_MEDIAN * MEDIAN_SHIFT[Math.round(e)]) * 2) / 2;
    expect(expectedMargin(team(10), team(0), true)).toBeCloseTo(ten, 9);
    expect(spreadFor(team(10), team(0), true)).toBeCloseTo(hung(ten), 0);
    expect(spreadFor(team(0), team(10), true)).toBe(-spreadFor(team(10), team(0), true));
    expect(expectedMargin(team(0), team(0), false)).toBeCloseTo(shortened(HOME_FIELD_POINTS), 9);
    expect(spreadFor(team(0), team(0), true)).toBe(0);
    expect(Object.is(spreadFor(team(0), team(0), true), -0)).toBe(false);
    for (let d = 0; d < 60; d += 0.37) {
      const s = spreadFor(team(d), team(0), true);
      expect(s * 2).toBe(Math.round(s * 2));
      // Never more than a point and a half off the expected margin, and bigger mismatches get bigger lines.
      expect(Math.abs(-s - expectedMargin(team(d), team(0), true))).toBeLessThanOrEqual(1.5);
      expect(-s).toBeGreaterThanOrEqual(-spreadFor(team(Math.max(0, d - 1.5)), team(0), true));
    }
    expect(expectedMargin(team(5), team(2), false)).toBeCloseTo(shortened(3 * MARGIN_SCALE + HOME_FIELD_POINTS), 6);
  });

  it('shorten lopsided mismatches: four touchdowns on the straight line are about three and a half', () => {
    const straight28 = 28 / MARGIN_SCALE;
    expect(expectedMargin(team(straight28), team(0), true)).toBeCloseTo(25.4, 1);
    expect(expectedMargin(team(0), team(straight28), true)).toBeCloseTo(-25.4, 1);
  });

  it('hang on the key numbers: a favourite expected to win by 8 to 9 is laid about 7.5 to 8', () => {
    for (const e of [8.2, 8.6, 9]) {
      const d = e / MARGIN_SCALE / (1 - LOPSIDED * e);
      const s = spreadFor(team(d), team(0), true);
      expect(-s, `expected ${e}`).toBeLessThan(expectedMargin(team(d), team(0), true));
      expect(-s, `expected ${e}`).toBeGreaterThanOrEqual(7);
    }
  });

  it("home field is worth the betting market's 2.4 to the strength-adjusted 3 points", () => {
    expect(HOME_FIELD_POINTS).toBeGreaterThanOrEqual(2.3);
    expect(HOME_FIELD_POINTS).toBeLessThanOrEqual(3);
  });
});

describe('totals', () => {
  const side = (offense: number, defense: number, pace = 0): TeamStrength => ({
    offense,
    defense,
    overall: offense + defense,
    pace,
  });

  it("start from the era's scoring, rise with the offenses and fall with the defenses", () => {
    const even = expectedTotal(side(0, 0), side(0, 0), true, 2024);
    const straight = TOTAL.base + TOTAL.era * 2 * 28.0;
    expect(even).toBeCloseTo(straight + (TOTAL.convex * (straight - TOTAL.centre) ** 2) / 100, 6);
    expect(even).toBeGreaterThan(45);
    expect(even).toBeLessThan(65);
    // 2016 scored more than 2024 (fbs-eras.md), 2000 less.
    expect(expectedTotal(side(0, 0), side(0, 0), true, 2016)).toBeGreaterThan(even);
    expect(expectedTotal(side(0, 0), side(0, 0), true, 2000)).toBeLessThan(even);
    expect(expectedTotal(side(6, 0), side(6, 0), true, 2024)).toBeGreaterThan(even + 5);
    expect(expectedTotal(side(0, 6), side(0, 6), true, 2024)).toBeLessThan(even - 5);
    // An up-tempo air raid adds points; a slow option takes them away.
    expect(expectedTotal(side(0, 0, 4), side(0, 0), true, 2024)).toBeGreaterThan(even + 3);
    expect(expectedTotal(side(0, 0, -5), side(0, 0), true, 2024)).toBeLessThan(even - 3);
    // A mismatch runs the score up.
    expect(expectedTotal(side(15, 15), side(-15, -15), true, 2024)).toBeGreaterThan(even + 3);
  });

  it('are quoted in half points, a little under the expected total (a few shootouts pull the mean up)', () => {
    for (let o = -10; o <= 10; o += 0.7) {
      const t = totalFor(side(o, -o / 2), side(o / 3, o / 4), false, 2024);
      expect(t * 2).toBe(Math.round(t * 2));
      const e = expectedTotal(side(o, -o / 2), side(o / 3, o / 4), false, 2024);
      expect(t).toBeLessThanOrEqual(e + 0.25);
      expect(t).toBeGreaterThanOrEqual(e - 1.5);
    }
    expect(gameOdds(side(3, 1), side(1, 2), false, 2024).total).toBe(totalFor(side(3, 1), side(1, 2), false, 2024));
  });
});

describe('spreads of real rosters', () => {
  it('game odds agree with each other', () => {
    const o = gameOdds(team(8), team(1), false);
    expect(o.awaySpread).toBe(-o.homeSpread);
    expect(o.homeWinProbability).toBeGreaterThan(0.5);
    expect(o.homeMoneyline).toBeLessThan(0);
    expect(o.awayMoneyline).toBeGreaterThan(0);
  });

  it('stronger rosters rate higher, and blue bloods are big favourites over the weakest programs', () => {
    const tiers = [1, 4, 7].map((p) => teamStrength(simTeam(`Tier ${p}`, p, 40 + p).players));
    expect(tiers[0].overall).toBeLessThan(tiers[1].overall);
    expect(tiers[1].overall).toBeLessThan(tiers[2].overall);
    expect(tiers[2].overall).toBeCloseTo(tiers[2].offense + tiers[2].defense, 9);
    const spread = spreadFor(tiers[2], tiers[0], true);
    expect(spread).toBeLessThan(-21);
    expect(spread).toBeGreaterThan(-75);
  });
});

describe('the strength fit', () => {
  it('solves linear systems', () => {
    const x = solveLinear(
      [
        [2, 1],
        [1, 3],
      ],
      [3, 5],
    );
    expect(x[0]).toBeCloseTo(0.8, 9);
    expect(x[1]).toBeCloseTo(1.4, 9);
  });

  it('recovers known weights from noiseless team-games', () => {
    const rng = createRng('fit');
    const r = () => 55 + 30 * rng.next();
    const ratings = (): UnitRatings => ({
      qbAccuracy: r(),
      qbPower: r(),
      qbAwareness: r(),
      qbMobility: r(),
      passBlock: r(),
      runBlock: r(),
      passRush: r(),
      runStop: r(),
      coverage: r(),
      tackling: r(),
      receiving: r(),
      rushing: r(),
      kickPower: r(),
      kickAccuracy: r(),
      puntPower: r(),
      puntAccuracy: r(),
      stamina: 75,
    });
    const samples: TeamGameSample[] = [];
    for (let i = 0; i < 300; i++) {
      const off = ratings();
      const opp = ratings();
      const site = (i % 3) - 1;
      // points = 27 + 0.5 * (passing - 70) - 0.4 * (coverage - 68) + 1.5 * site
      const passing = 0.5 * off.qbAccuracy + 0.2 * off.qbPower + 0.3 * off.receiving;
      samples.push({
        offense: off,
        opponent: opp,
        site,
        points: 27 + 0.5 * (passing - 70) - 0.4 * (opp.coverage - 68) + 1.5 * site,
      });
    }
    const fit = fitStrengthModel(samples);
    expect(fit.homeFieldPoints).toBeCloseTo(3, 6);
    expect(fit.offense.find((w) => w.feature === 'passing')!.weight).toBeCloseTo(0.5, 6);
    expect(fit.defense.find((w) => w.feature === 'coverage')!.weight).toBeCloseTo(0.4, 6);
    expect(fit.residualSd).toBeLessThan(1e-6);

    // Margins that run 10% beyond the points model, with 2.5 points of home field.
    const games: GameMarginSample[] = [];
    for (let i = 0; i < 200; i++) {
      const h = ratings();
      const a = ratings();
      const neutral = i % 4 === 0;
      const strength = (x: UnitRatings) =>
        0.5 * (0.5 * x.qbAccuracy + 0.2 * x.qbPower + 0.3 * x.receiving - 70) + 0.4 * (x.coverage - 68);
      games.push({ home: h, away: a, neutral, margin: 1.1 * (strength(h) - strength(a)) + (neutral ? 0 : 2.5) });
    }
    const scaled = scaleToMargins(fit, games);
    expect(scaled.homeFieldPoints).toBeCloseTo(2.5, 6);
    expect(scaled.offense.find((w) => w.feature === 'passing')!.weight).toBeCloseTo(0.55, 6);
  });
});
