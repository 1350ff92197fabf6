// Who is thrown to: a scheme that throws less to its tight end lines up a fourth receiver in his place, and the targets
// the tight end loses go to that receiver rather than to the three starters.
import { describe, expect, it } from 'vitest';
import { SCHEME_PLAY } from '../../src/core/coaches/tuning.js';
import { buildLineup } from '../../src/core/sim/lineup.js';
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
    ...base, name, players: base.players, plan: { ...planOf(base), targets },
  });
  const at = (team: GameTeam, pos: string, depth: number) => team.players.findIndex((p) => p.pos === pos && p.depth === depth);

  it('gives the air raid\'s fourth receiver what its tight end is not thrown', () => {
    const even = withTargets('Targets even', { wr: 1.25, te: 1, rb: 0.9 });
    const airRaid = withTargets('Targets air raid', SCHEME_PLAY.air_raid.targets);
    const evenShares = targetShares(buildLineup(even).first);
    const airShares = targetShares(buildLineup(airRaid).first);
    const share = (shares: Map<number, number>, team: GameTeam, pos: string, depth: number) => shares.get(at(team, pos, depth)) ?? 0;
    // With the tight end thrown to as much as anyone's, the fourth receiver has only the rotation's few.
    expect(share(airShares, airRaid, 'WR', 4)).toBeGreaterThan(1.5 * share(evenShares, even, 'WR', 4));
    expect(share(airShares, airRaid, 'TE', 1)).toBeLessThan(0.5 * share(evenShares, even, 'TE', 1));
    // The starters' shares barely move: the tight end's targets did not go to them.
    for (let depth = 1; depth <= 3; depth++) {
      expect(share(airShares, airRaid, 'WR', depth)).toBeLessThan(1.06 * share(evenShares, even, 'WR', depth));
    }
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
  return team.plan ?? {
    passLean: 0, runoffShift: 0, qbRunShift: 0, targets: { wr: 1, te: 1, rb: 1 }, deepShift: 0, fourthDownAggression: 0,
    front: { runStop: 0, passRush: 0, coverage: 0 }, offenseEdge: 0, defenseEdge: 0,
  };
}
