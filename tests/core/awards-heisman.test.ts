// The Heisman score as voters read a season: a quarterback's runs count as total offence (a yard is a yard,
// on the ground or in the air), so a running quarterback does not outscore a passer of the same output; a back
// needs a great season on a great team. The quarterbacks' own awards read a quarterback the same way.
import { describe, expect, it } from 'vitest';
import { heismanScore, positionScore } from '../../src/core/awards/scores.js';
import { HEISMAN_HISTORIC, HEISMAN_POSITION_WEIGHT, HEISMAN_TEAM } from '../../src/core/awards/tuning.js';
import type { AwardCandidate, AwardTeamSeason } from '../../src/core/awards/types.js';

const team: AwardTeamSeason = { team: 'A', conference: 'X', wins: 12, losses: 1, rank: 3, preseasonRank: 5 };

function candidate(
  pos: string,
  pass: [yds: number, td: number, int: number] | null,
  rush: [yds: number, td: number],
): AwardCandidate {
  return {
    playerId: 1,
    name: 'P',
    team: 'A',
    conference: 'X',
    pos,
    classYear: 'jr',
    rating: 85,
    games: 13,
    stats: {
      ...(pass
        ? { passing: { comp: 300, att: 450, yds: pass[0], td: pass[1], int: pass[2], sacks: 0, sackYds: 0, long: 60 } }
        : {}),
      rushing: { att: 150, yds: rush[0], td: rush[1], long: 50, fumbles: 0, fumblesLost: 0 },
    },
  };
}

describe('the Heisman score', () => {
  it("counts a quarterback's rushing as total offence, not at a back's rate", () => {
    // The same 4,300 yards and 42 touchdowns, one through the air, one with 1,200 of them on the ground.
    const passer = candidate('QB', [4100, 38, 8], [200, 4]);
    const runner = candidate('QB', [3100, 28, 8], [1200, 14]);
    expect(heismanScore(runner, team)).toBeCloseTo(heismanScore(passer, team), 6);
    // More passing than the runner's total yards wins.
    expect(heismanScore(candidate('QB', [4400, 40, 8], [100, 2]), team)).toBeGreaterThan(heismanScore(runner, team));
  });

  it("takes a back's 2,000-yard season to rival a 4,000-yard passer of the same team", () => {
    const passer = candidate('QB', [4000, 36, 8], [150, 3]);
    expect(heismanScore(candidate('RB', null, [1600, 16]), team)).toBeLessThan(heismanScore(passer, team));
    expect(heismanScore(candidate('RB', null, [2300, 26]), team)).toBeGreaterThan(heismanScore(passer, team));
  });
});

/** A receiver's season: catches, yards and touchdowns. */
function receiver(rec: number, yds: number, td: number): AwardCandidate {
  const c = candidate('WR', null, [0, 0]);
  return { ...c, stats: { receiving: { rec, targets: Math.round(rec * 1.5), yds, td, long: 70 } } };
}

describe("the Heisman weighs a season against its position's usual best", () => {
  const contender: AwardTeamSeason = { ...team, rank: 4 };
  const passer = candidate('QB', [4500, 42, 6], [300, 5]);

  it("lets a receiver's historic season on a contender beat a fine quarterback's", () => {
    // DeVonta Smith's 2020: 117 catches, 1,856 yards, 23 touchdowns.
    expect(heismanScore(receiver(117, 1856, 23), contender)).toBeGreaterThan(heismanScore(passer, contender));
    // A very good receiver's season is no more than that.
    expect(heismanScore(receiver(90, 1250, 12), contender)).toBeLessThan(heismanScore(passer, contender));
  });

  it("gives the historic season's extra only on a contender", () => {
    const historic = receiver(117, 1856, 23);
    const ranked = (rank: number): AwardTeamSeason => ({ ...team, rank });
    const extra = (rank: number) =>
      heismanScore(historic, ranked(rank)) - (rank <= 10 ? (11 - rank) * HEISMAN_TEAM.topTenBonus : 0);
    // The same season and record: ranked 12th it has the extra, 13th it does not.
    expect(extra(HEISMAN_HISTORIC.maxRank)).toBeGreaterThan(extra(HEISMAN_HISTORIC.maxRank + 1) + 30);
    expect(heismanScore(historic, ranked(30))).toBeCloseTo(heismanScore(historic, ranked(13)), 9);
  });

  it('gives an ordinary season no extra at any position', () => {
    const plain = receiver(80, 1100, 9);
    const weight = HEISMAN_POSITION_WEIGHT.WR;
    const teamFactor = HEISMAN_TEAM.base + HEISMAN_TEAM.winWeight * (12 / 13);
    const produced = 80 * 0.5 + 1100 * 0.1 + 9 * 6;
    expect(heismanScore(plain, contender)).toBeCloseTo(
      produced * weight * teamFactor + 7 * HEISMAN_TEAM.topTenBonus,
      6,
    );
  });
});

describe("the quarterbacks' own awards", () => {
  it('read a quarterback the way Heisman voters do: a running quarterback does not outscore a passer', () => {
    // A season from a play-through: 1,095 passing yards and 2,120 rushing against a 4,000-yard passer.
    const runner = candidate('QB', [1095, 10, 1], [2120, 26]);
    const passer = candidate('QB', [4000, 35, 8], [150, 3]);
    expect(positionScore(passer, team)).toBeGreaterThan(positionScore(runner, team));
    // The same output split two ways scores the same.
    expect(positionScore(candidate('QB', [3100, 28, 8], [1200, 14]), team)).toBeCloseTo(
      positionScore(candidate('QB', [4100, 38, 8], [200, 4]), team),
      6,
    );
  });
});
