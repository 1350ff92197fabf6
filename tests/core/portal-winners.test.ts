// A small program coming off a winning season reaches above its own level in the portal (a power program's backup
// would start there); others offer only players at or below their median at the position.
import { describe, expect, it } from 'vitest';
import { signPortalPlayers, transferPreferences } from '../../src/core/portal/signing.js';
import { WINNERS_REACH } from '../../src/core/portal/tuning.js';
import type { PortalPlayer, PortalProgram } from '../../src/core/portal/types.js';
import { POSITIONS, type Position } from '../../src/core/players/types.js';
import { createRng } from '../../src/core/random.js';

function program(name: string, prestige: number, wonSeason: boolean): PortalProgram {
  const openings = Object.fromEntries(POSITIONS.map((p) => [p, p === 'QB' ? 1 : 0])) as Record<Position, number>;
  const positionMedian = Object.fromEntries(POSITIONS.map((p) => [p, 70]));
  return {
    name,
    prestige,
    conference: 'Sun Belt',
    power: false,
    state: 'TX',
    resources: 0.4,
    contending: 0.7,
    scholarships: 1,
    openings,
    room: 1,
    positionMedian,
    offers: null,
    wonSeason,
  };
}

function quarterback(rating: number): PortalPlayer {
  return {
    player: { id: 1, pos: 'QB', rating, stars: 3 },
    fromTeam: 'Power State',
    state: 'TX',
    preferences: transferPreferences(3, createRng('qb')),
  };
}

describe("a small program's winning season in the portal", () => {
  it('signs a better quarterback than its own when it just won, and only then', () => {
    const better = quarterback(70 + WINNERS_REACH - 1);
    const won = signPortalPlayers([better], [program('Winner', 3, true)], createRng('portal'));
    expect(won.signed.map((s) => s.team)).toEqual(['Winner']);
    const lost = signPortalPlayers([better], [program('Winner', 3, false)], createRng('portal'));
    expect(lost.signed).toEqual([]);
  });

  it('leaves the reach of programs of prestige 5 and up as it was', () => {
    const better = quarterback(75);
    const big = signPortalPlayers([better], [program('Big', 5, true)], createRng('portal'));
    expect(big.signed).toEqual([]);
  });

  it('reaches no further than WINNERS_REACH above its median', () => {
    const star = quarterback(70 + WINNERS_REACH + 1);
    expect(signPortalPlayers([star], [program('Winner', 3, true)], createRng('portal')).signed).toEqual([]);
  });
});
