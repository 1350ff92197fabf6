// The Heisman score as voters read a season: a quarterback's runs count as total offence (a yard is a yard,
// on the ground or in the air), so a running quarterback does not outscore a passer of the same output; a back
// needs a great season on a great team. The quarterbacks' own awards read a quarterback the same way.
import { describe, expect, it } from 'vitest';
import { heismanScore, positionScore } from '../../src/core/awards/scores.js';
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
