// The kicking game's tally (field goals by distance from the drives, punts from the team lines) and its era targets.
import { describe, expect, it } from 'vitest';
import {
  addGameKicking,
  fieldGoalBand,
  fieldGoalDistanceOf,
  kickingFigures,
  kickingTargets,
  newKickingTally,
} from '../../src/core/sim/kickingGame.js';
import { FIELD_GOAL } from '../../src/core/sim/tuning.js';
import type { Drive, DriveResult, GameResult, TeamGameStats } from '../../src/core/sim/types.js';

function drive(offense: 'home' | 'away', result: DriveResult, startYardLine: number, yards: number): Drive {
  return {
    offense,
    quarter: 1,
    startClock: 900,
    startYardLine,
    startField: '',
    plays: 3,
    yards,
    duration: 60,
    result,
    points: result === 'fieldGoal' ? 3 : 0,
    defensePoints: 0,
    homeScoreAfter: 0,
    awayScoreAfter: 0,
  };
}

const stats = (punts: number, puntYards: number) => ({ punts, puntYards }) as TeamGameStats;

describe('the kicking tally', () => {
  it('reads each try from the drive it ended: line of scrimmage, end zone and snap', () => {
    // A drive from the 25 that gained 50 kicks from the opponent's 25: a 42-yard try.
    expect(fieldGoalDistanceOf({ startYardLine: 25, yards: 50 })).toBe(100 - 75 + FIELD_GOAL.snapYards);
    expect([20, 29, 30, 39, 40, 49, 50, 62].map(fieldGoalBand)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });

  it('counts the tries and punts of the sides asked for, and none of the other drives', () => {
    const tally = newKickingTally();
    const result: Pick<GameResult, 'drives' | 'teamStats'> = {
      drives: [
        drive('home', 'fieldGoal', 25, 65), // 27 yards, made
        drive('home', 'missedFieldGoal', 20, 45), // 52 yards, missed
        drive('home', 'touchdown', 25, 75),
        drive('away', 'fieldGoal', 30, 40), // the FCS side's: not counted
      ],
      teamStats: { home: stats(4, 170), away: stats(6, 240) },
    };
    addGameKicking(tally, result, { home: true, away: false });
    expect(tally).toEqual({ fieldGoalAttempts: [1, 0, 0, 1], fieldGoalsMade: [1, 0, 0, 0], punts: 4, puntYards: 170 });
    const f = kickingFigures(tally, 5.1);
    expect(f).toMatchObject({
      fgPctUnder30: 100,
      fgPct50Plus: 0,
      fiftyPlusShare: 50,
      puntGross: 42.5,
      backsYardsPerCarry: 5.1,
    });
  });

  it("judges each figure by its era's real one, and shows what the reference has no figure for", () => {
    expect(kickingTargets(2024).fgPct40to49).toMatchObject({ target: 72, judged: true });
    expect(kickingTargets(2008).fgPct40to49).toMatchObject({ target: 62, judged: true });
    expect(kickingTargets(2008).fgPctUnder30.judged).toBe(false);
    expect(kickingTargets(2008).puntGross.judged).toBe(false);
    expect(kickingTargets(2016).fiftyPlusShare.target).toBe(6);
    // 2016-2022's 50-yard makes: the season's count with its neighbours' (2019: 43.0, 47.8 and 47.8).
    expect(kickingTargets(2016).fgPct50Plus).toMatchObject({ target: 41.5, tolerance: 6 });
    expect(kickingTargets(2019).fgPct50Plus).toMatchObject({ target: 46.2, tolerance: 6 });
    expect(kickingTargets(2023).fgPct50Plus).toMatchObject({ target: 50, tolerance: 7 });
    expect(kickingTargets(2010).fgPct50Plus).toMatchObject({ target: 42, tolerance: 7 });
    expect(kickingTargets(2020).fiftyPlusShare.target).toBeGreaterThan(6);
    expect(kickingTargets(2020).fiftyPlusShare.target).toBeLessThan(kickingTargets(2024).fiftyPlusShare.target);
    expect(kickingTargets(2014).backsYardsPerCarry.judged).toBe(false);
    expect(kickingTargets(2015).backsYardsPerCarry.judged).toBe(true);
  });
});
