// The eras: each season's targets come from the era table, the engine's football follows the era, and the figures of
// how games end and how teams differ are computed as the reference defines them. Whether a sample of each era lands on
// its targets is the calibration step's (tests/calibration/games.test.ts).

import { describe, expect, it } from 'vitest';
import { marginScale } from '../../src/core/odds/calibration.js';
import { eraSeason } from '../../src/core/sim/eras.js';
import { ENDING_TARGETS, endingTargets, marginOrderHolds, summarizeEndings } from '../../src/core/sim/gameEndings.js';
import { realismTargets, REALISM_TARGETS } from '../../src/core/sim/realism.js';
import { SIDE_LEAN_BEFORE_2007, SIDE_LEAN_PER_POINT } from '../../src/core/players/tuning.js';
import { eraPlay, kickersTowards2024, kickoffClockSnaps, rulesForYear, sideLeanSd } from '../../src/core/sim/rules.js';
import { KICKING_ERA } from '../../src/core/sim/tuning.js';
import { identityTargets, summarizeIdentity } from '../../src/core/sim/teamIdentity.js';
import type { GameResult } from '../../src/core/sim/types.js';
import { emptyTeamStats } from '../../src/core/stats/teamStats.js';
import { FAIR_WEATHER } from '../../src/core/sim/weather.js';

function game(
  home: string,
  away: string,
  homePoints: number,
  awayPoints: number,
  passes: [number, number] = [30, 30],
): GameResult {
  const h = { ...emptyTeamStats(), points: homePoints, passAttempts: passes[0] };
  const a = { ...emptyTeamStats(), points: awayPoints, passAttempts: passes[1] };
  return {
    home,
    away,
    neutral: false,
    year: 2024,
    homePoints,
    awayPoints,
    winner: homePoints > awayPoints ? 'home' : 'away',
    overtimes: 0,
    homeByPeriod: [0, 0, 0, homePoints],
    awayByPeriod: [0, 0, 0, awayPoints],
    drives: [],
    teamStats: { home: h, away: a },
    playerStats: { home: [], away: [] },
    homeSpread: 0,
    plays: null,
    headline: null,
    weather: FAIR_WEATHER,
  };
}

describe('the era table', () => {
  it("gives each season its row; 2000-2003 the NCAA's points, yards and plays with 2004's row, 2025-26 as 2024", () => {
    expect(eraSeason(2005)).toMatchObject({ source: 2005, points: 26.8, completionPct: 57.8, passAttempts: 32 });
    expect(eraSeason(2016).points).toBe(30);
    expect(eraSeason(2026)).toEqual(eraSeason(2024));
    expect(eraSeason(2002)).toEqual({ ...eraSeason(2004), source: 2002, points: 27.3, totalYards: 376, plays: 70.6 });
    expect(eraSeason(2000)).toMatchObject({ source: 2000, points: 26.2, totalYards: 370 });
    expect(eraSeason(1995)).toEqual(eraSeason(2000));
  });

  it("programs lean to one side of the ball by the era's spread; shutouts before 2009, 2006's big scores and those from 2023 are judged by their own seasons", () => {
    expect(sideLeanSd(2000)).toBe(SIDE_LEAN_BEFORE_2007);
    expect(sideLeanSd(2006)).toBe(SIDE_LEAN_BEFORE_2007);
    expect(sideLeanSd(2008)).toBeCloseTo(SIDE_LEAN_PER_POINT * (7.9 - 5.9));
    expect(sideLeanSd(2024)).toBe(0);
    expect(endingTargets(2005).shutoutPct.target).toBeGreaterThan(ENDING_TARGETS.shutoutPct.target);
    expect(endingTargets(2005).fiftyPlusPct).toEqual(ENDING_TARGETS.fiftyPlusPct);
    expect(endingTargets(2009)).toBe(ENDING_TARGETS);
    expect(endingTargets(2022)).toBe(ENDING_TARGETS);
    // From the running clock (2023), the counted seasons' fewer 50-point scores and closer games.
    expect(endingTargets(2024).fiftyPlusPct.target).toBeLessThan(ENDING_TARGETS.fiftyPlusPct.target - 2);
    expect(endingTargets(2025).meanMargin.target).toBeLessThan(ENDING_TARGETS.meanMargin.target);
    expect(endingTargets(2024).shutoutPct).toEqual(ENDING_TARGETS.shutoutPct);
    // 2006's clock (started on the kick-off): its own count of big scores and shutouts; its margins keep the ranges.
    const t2006 = endingTargets(2006);
    expect(t2006.fiftyPlusPct.target + t2006.fiftyPlusPct.tolerance).toBeLessThan(
      ENDING_TARGETS.fiftyPlusPct.target - 2,
    );
    expect(t2006.shutoutPct.target).toBeGreaterThan(endingTargets(2005).shutoutPct.target);
    expect(t2006.meanMargin).toEqual(ENDING_TARGETS.meanMargin);
    expect(endingTargets(2007)).toEqual(endingTargets(2005));
  });

  it("a season's targets are its era's figures; 2023-26 keep the 2023-24 reference", () => {
    expect(realismTargets(2024)).toBe(REALISM_TARGETS);
    expect(realismTargets(2026)).toBe(REALISM_TARGETS);
    const t = realismTargets(2005);
    expect(t.points.target).toBe(26.8);
    expect(t.completionPct.target).toBe(57.8);
    expect(t.rushAttempts.target).toBeCloseTo(70.6 - 32, 6);
    expect(t.interceptions.target + t.fumblesLost.target).toBeCloseTo(1.99, 2);
    // A figure the reference has for 2023-24 only is shown, not checked.
    expect(t.punts.checked).toBe(false);
    expect(t.points.checked).not.toBe(false);
  });

  it("the engine's football follows the era: 2024 is the calibrated game, 2005 less accurate and looser with the ball", () => {
    expect(eraPlay(2024)).toEqual({
      completion: 0,
      interception: 1,
      fumble: 1,
      runYards: 0,
      catchYards: 0,
      runoff: 0,
      talent: 1,
      kickShort: { make: 0, range: 0 },
    });
    // Kickers' legs: shortest in 2016 and before; the coaches' range grows season by season to 2023's, the legs as
    // the real long makes did: near 2016's through 2022 (42-48% from 50 yards), all the way in 2024 (54%).
    expect(eraPlay(2005).kickShort).toEqual(eraPlay(2016).kickShort);
    expect(eraPlay(2016).kickShort.make).toBeGreaterThan(eraPlay(2020).kickShort.make);
    expect(eraPlay(2020).kickShort.range).toBeGreaterThan(0);
    expect(kickersTowards2024(2016)).toBe(0);
    expect(kickersTowards2024(2024)).toBe(1);
    // 2021: (47.8 + 42.1 + 46.2) / 3 = 45.37, from 40.0 toward 53.9.
    expect(kickersTowards2024(2021)).toBeCloseTo(0.386, 3);
    for (const year of [2017, 2018, 2019, 2020, 2021, 2022]) expect(kickersTowards2024(year)).toBeLessThan(0.5);
    // 2022's legs are further from today's than its coaches' range is.
    const { make, range } = eraPlay(2022).kickShort;
    expect(make / KICKING_ERA.make).toBeGreaterThan(range / KICKING_ERA.range);
    const e2005 = eraPlay(2005);
    expect(e2005.completion).toBeLessThan(0);
    expect(e2005.interception).toBeGreaterThan(1.3);
    expect(e2005.runYards).toBeLessThan(0);
    // An older era's rating point is worth fewer points on the line.
    expect(marginScale(2005)).toBeLessThan(marginScale(2024));
    expect(rulesForYear(2005).play).toEqual(e2005);
    // A rating point weighs a little more the older the season before 2016 (the older game spread teams further).
    expect(e2005.talent).toBeGreaterThan(eraPlay(2010).talent);
    // Before 2007 the era table has no spread of teams' points: those seasons keep 2007's weight.
    expect(eraPlay(2002).talent).toBe(eraPlay(2007).talent);
    expect(e2005.talent).toBe(eraPlay(2007).talent);
    // 2006's kick-off clock took a tenth of the snaps; each weighs more, and only that season's.
    expect(kickoffClockSnaps(2006)).toBeCloseTo(1.114, 3);
    expect(kickoffClockSnaps(2005)).toBe(1);
    expect(eraPlay(2006).talent).toBeCloseTo(eraPlay(2007).talent * kickoffClockSnaps(2006) ** 1.5, 9);
    expect(eraPlay(2010).talent).toBeGreaterThan(eraPlay(2016).talent);
    // From 2016 it rises season by season to 2023's.
    expect(eraPlay(2020).talent).toBeGreaterThan(eraPlay(2016).talent);
    expect(eraPlay(2022).talent).toBeLessThan(eraPlay(2023).talent);
    // The odds' margin per strength point follows it.
    expect(marginScale(2016)).toBe(marginScale(2005));
    expect(marginScale(2021)).toBeGreaterThan(marginScale(2016));
    expect(marginScale(2021)).toBeLessThan(marginScale(2023));
    // A completion went 11.8 yards in 2008 and 12.0 in 2024: the run after the catch follows; 2016's 12.5 keeps the
    // engine's length (its completions already run long).
    expect(eraPlay(2008).catchYards).toBeLessThan(-0.2);
    expect(eraPlay(2016).catchYards).toBe(0);
  });
});

describe('how games end', () => {
  it('counts margins, big scores, shutouts and season highs as the reference defines them', () => {
    const results = [
      game('A', 'B', 24, 21),
      game('C', 'D', 10, 3),
      game('A', 'C', 52, 0),
      game('B', 'D', 17, 14),
      game('D', 'A', 7, 77),
    ];
    const e = summarizeEndings(results, (i) => (i < 3 ? 0 : 1));
    expect(e.games).toBe(5);
    expect(e.figures.withinThreePct).toBe(40);
    expect(e.figures.withinSevenPct).toBe(60);
    expect(e.figures.byTwentyEightPct).toBe(40);
    expect(e.figures.marginThreePct).toBe(40);
    expect(e.figures.marginSevenPct).toBe(20);
    expect(e.figures.medianMargin).toBe(7);
    expect(e.figures.meanMargin).toBeCloseTo((3 + 7 + 52 + 3 + 70) / 5, 6);
    expect(e.figures.fiftyPlusPct).toBe(20);
    expect(e.figures.seventyPlusPct).toBe(10);
    expect(e.figures.shutoutPct).toBe(10);
    expect(e.figures.seasonHighScore).toBe((52 + 77) / 2);
    expect(e.highestScore).toBe(77);
    expect(e.commonMargins[0]).toEqual({ margin: 3, pct: 40 });
    expect(marginOrderHolds(e)).toBe(true);
  });

  it('reads the order of margins with the sampling error of the batch: a lead chance explains holds, a clear one breaks it', () => {
    const batch = (threes: number, sevens: number, tens: number, others: number) => [
      ...Array.from({ length: threes }, () => game('A', 'B', 10, 7)),
      ...Array.from({ length: sevens }, () => game('A', 'B', 14, 7)),
      ...Array.from({ length: tens }, () => game('A', 'B', 17, 7)),
      ...Array.from({ length: others }, (_, i) => game('A', 'B', 18 + (i % 40), 7)), // margins 11-50, none common
    ];
    // 2,700 games: 7 at 9.5% ahead of 3 at 9.1% is 0.5 standard errors of the difference; 9.9% against 8.1% is 2.2.
    expect(marginOrderHolds(summarizeEndings(batch(246, 257, 120, 2077)))).toBe(true);
    expect(marginOrderHolds(summarizeEndings(batch(219, 267, 120, 2094)))).toBe(false);
    // 10 ahead of 7 by three points of 2,700 games: clearly out of the reference's order.
    expect(marginOrderHolds(summarizeEndings(batch(260, 180, 260, 2000)))).toBe(false);
  });
});

describe('how teams differ', () => {
  it('reads pass attempts and points per game by team, and the option and air raid teams by scheme', () => {
    const results = [
      game('Navy', 'Tech', 30, 40, [8, 56]),
      game('Navy', 'Mid', 20, 20, [12, 30]),
      game('Tech', 'Mid', 50, 10, [50, 30]),
    ];
    const f = summarizeIdentity([{ results, schemes: { Navy: 'option', Tech: 'air_raid', Mid: 'spread' } }]);
    expect(f.optionPassAttempts).toBe(10);
    expect(f.airRaidPassAttempts).toBe(53);
    expect(f.fewestPassAttempts).toBe(10);
    expect(f.mostPassAttempts).toBe(53);
    // Team points a game: Navy 25, Tech 45, Mid 15.
    expect(f.teamPointsSd).toBeCloseTo(
      Math.sqrt(((25 - 85 / 3) ** 2 + (45 - 85 / 3) ** 2 + (15 - 85 / 3) ** 2) / 2),
      6,
    );
    // A team outside the schemes (an FCS opponent) is not one of the season's teams.
    const withGuest = summarizeIdentity([
      {
        results: [...results, game('Navy', 'Guest', 40, 0, [5, 60])],
        schemes: { Navy: 'option', Tech: 'air_raid', Mid: 'spread' },
      },
    ]);
    expect(withGuest.mostPassAttempts).toBe(53);
  });

  it("targets the era table's spreads and the issue's scheme ranges", () => {
    expect(identityTargets(2014).teamPassAttemptsSd.target).toBe(7.7);
    expect(identityTargets(2005).teamPointsSd).toMatchObject({ target: 7, real: '6-8' });
    expect(identityTargets(2024).optionPassAttempts).toMatchObject({ target: 10, tolerance: 5 });
    // The air raids throw 45-60 a game in their years; 2006's fewer snaps scale that, and from 2023, when no team threw
    // 50, they are held to the season's most.
    expect(identityTargets(2014).airRaidPassAttempts).toMatchObject({ target: 52.5, tolerance: 7.5 });
    const clock = identityTargets(2006).airRaidPassAttempts;
    expect(clock.target - clock.tolerance).toBeCloseTo(45 / kickoffClockSnaps(2006), 6);
    expect(identityTargets(2023).airRaidPassAttempts).toMatchObject({ target: 44, tolerance: 7 });
    expect(identityTargets(2024).airRaidPassAttempts).toMatchObject({ target: 46, tolerance: 7 });
  });
});
