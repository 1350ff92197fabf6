// Who is thrown to: a scheme that throws less to its tight end lines up a fourth receiver in his place, and the targets
// the tight end loses go to that receiver rather than to the three starters.
import { describe, expect, it } from 'vitest';
import { SCHEME_PLAY } from '../../src/core/coaches/tuning.js';
import type { Player } from '../../src/core/players/types.js';
import { buildLineup } from '../../src/core/sim/lineup.js';
import { RECEIVER_PULL, RECEIVER_ROLES } from '../../src/core/sim/tuning.js';
import type { GameTeam } from '../../src/core/sim/types.js';
import { DRAW, type Draws } from '../../src/core/sim/weightedPick.js';
import { simTeam } from '../fixtures/simTeams.js';

/** Each player's share of the four target draws (by depth of throw), summed. */
function targetShares(draws: Draws): Map<number, number> {
  const shares = new Map<number, number>();
  for (let d = DRAW.targets; d < DRAW.targets + 4; d++) {
    let before = 0;
    for (let i = draws.ends[d - 1]; i < draws.ends[d]; i++) {
      shares.set(draws.idx[i], (shares.get(draws.idx[i]) ?? 0) + (draws.cum[i] - before) / 4);
      before = draws.cum[i];
    }
  }
  return shares;
}

describe('target shares by scheme', () => {
  const base = simTeam('Targets', 4, 'targets');
  const withTargets = (name: string, targets: { wr: number; te: number; rb: number }): GameTeam => ({
    ...base,
    name,
    players: base.players,
    plan: { ...planOf(base), targets },
  });
  const at = (team: GameTeam, pos: string, depth: number) =>
    team.players.findIndex((p) => p.pos === pos && p.depth === depth);

  it("gives the air raid's fourth receiver what its tight end is not thrown", () => {
    const even = withTargets('Targets even', { wr: 1.25, te: 1, rb: 0.9 });
    const airRaid = withTargets('Targets air raid', SCHEME_PLAY.air_raid.targets);
    const evenShares = targetShares(buildLineup(even).first);
    const airShares = targetShares(buildLineup(airRaid).first);
    const share = (shares: Map<number, number>, team: GameTeam, pos: string, depth: number) =>
      shares.get(at(team, pos, depth)) ?? 0;
    // With the tight end thrown to as much as anyone's, the fourth receiver has only the rotation's few.
    expect(share(airShares, airRaid, 'WR', 4)).toBeGreaterThan(1.5 * share(evenShares, even, 'WR', 4));
    expect(share(airShares, airRaid, 'TE', 1)).toBeLessThan(0.5 * share(evenShares, even, 'TE', 1));
    // The starters' shares barely move: the tight end's targets did not go to them (the air raid splits the starters'
    // share among them more evenly, RECEIVER_ROLES, so their sum is compared).
    const starters = (shares: Map<number, number>, team: GameTeam) =>
      [1, 2, 3].reduce((sum, d) => sum + share(shares, team, 'WR', d), 0);
    expect(starters(airShares, airRaid)).toBeLessThan(1.06 * starters(evenShares, even));
  });

  it("spreads the air raid's targets over its receivers more evenly than an offense with a tight end", () => {
    const spread = withTargets('Targets spread', SCHEME_PLAY.spread.targets);
    const airRaid = withTargets('Targets air raid again', SCHEME_PLAY.air_raid.targets);
    const firstOverThird = (team: GameTeam) => {
      const shares = targetShares(buildLineup(team).first);
      return (shares.get(at(team, 'WR', 1)) ?? 0) / (shares.get(at(team, 'WR', 3)) ?? 1);
    };
    expect(firstOverThird(airRaid)).toBeLessThan(firstOverThird(spread));
  });

  it("rolls the coverage toward a receiver far better than the next: his pull stops at overNext times the next one's", () => {
    const star = (p: Player): Player => ({
      ...p,
      attributes: { ...p.attributes, catching: 99, routeRunning: 99, speed: 99 },
    });
    const plain = (p: Player, skill: number): Player => ({
      ...p,
      attributes: { ...p.attributes, catching: skill, routeRunning: skill, speed: skill },
    });
    const players = base.players.map((p) =>
      p.pos !== 'WR' ? p : p.depth === 1 ? star(p) : p.depth <= 3 ? plain(p, 70) : p,
    );
    const team: GameTeam = {
      ...base,
      name: 'Targets star',
      players,
      plan: { ...planOf(base), targets: SCHEME_PLAY.pro_style.targets },
    };
    const shares = targetShares(buildLineup(team).first);
    const first = shares.get(at(team, 'WR', 1)) ?? 0;
    const second = shares.get(at(team, 'WR', 2)) ?? 0;
    const [r1, r2] = RECEIVER_ROLES.focused;
    // A 99 receiver's pull (1.25 + 0.25 of 0.97 past it: 1.49) would be 1.49 times a 70's; covered, 1.25 times.
    expect(first / second).toBeCloseTo((RECEIVER_PULL.overNext * r1) / r2, 6);
  });

  it('leaves a scheme that throws to its tight end as much or more with the usual rotation', () => {
    const pro = withTargets('Targets pro', SCHEME_PLAY.pro_style.targets);
    const proLike = withTargets('Targets pro again', { ...SCHEME_PLAY.pro_style.targets });
    expect(targetShares(buildLineup(pro).first)).toEqual(targetShares(buildLineup(proLike).first));
    const fourth = targetShares(buildLineup(pro).first).get(at(pro, 'WR', 4)) ?? 0;
    expect(fourth).toBeGreaterThan(0);
    expect(fourth).toBeLessThan(0.05);
  });
});

function planOf(team: GameTeam) {
  return (
    team.plan ?? {
      passLean: 0,
      runoffShift: 0,
      qbRunShift: 0,
      targets: { wr: 1, te: 1, rb: 1 },
      deepShift: 0,
      fourthDownAggression: 0,
      front: { runStop: 0, passRush: 0, coverage: 0 },
      offenseEdge: 0,
      defenseEdge: 0,
    }
  );
}
