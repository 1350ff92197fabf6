// A program's portal offers at a position: players in reach, nearest its level first. The walk outwards from the
// target (nearestToTarget) must give exactly the order of sorting the whole position, which the seeded games
// depend on: checked here against that sort over many random portals, with ties in rating and distance.
import { describe, expect, it } from 'vitest';
import { nearestToTarget } from '../../src/core/portal/signing.js';
import type { PortalPlayer } from '../../src/core/portal/types.js';
import type { Player } from '../../src/core/players/types.js';
import { createRng } from '../../src/core/random.js';

function portalPlayer(id: number, rating: number, fromTeam: string): PortalPlayer {
  return { player: { id, rating } as Player, fromTeam, state: '', preferences: {} as PortalPlayer['preferences'] };
}

/** The rule as a sort of the whole list: in reach, not the program's own, nearest the target, then the better. */
function bySort(
  list: readonly PortalPlayer[],
  team: string,
  low: number,
  high: number,
  target: number,
  limit: number,
): number[] {
  return list
    .filter((p) => p.fromTeam !== team && p.player.rating >= low && p.player.rating <= high)
    .sort(
      (a, b) =>
        Math.abs(a.player.rating - target) - Math.abs(b.player.rating - target) || b.player.rating - a.player.rating,
    )
    .slice(0, limit)
    .map((p) => p.player.id);
}

describe('portal offers by need', () => {
  it("takes the players nearest the program's level in the order of the full sort", () => {
    const rng = createRng('portal-offers');
    for (let trial = 0; trial < 2000; trial++) {
      const size = rng.int(0, 60);
      const list = Array.from({ length: size }, (_, i) =>
        portalPlayer(i + 1, rng.int(55, 85), rng.pick(['A', 'B', 'C'])),
      ).sort((a, b) => b.player.rating - a.player.rating || a.player.id - b.player.id);
      const median = rng.int(55, 85);
      const low = median - rng.int(8, 30);
      const high = median + 6;
      const limit = rng.int(1, 12);
      const out: PortalPlayer[] = [];
      nearestToTarget(list, 'A', low, high, median + 3, limit, out);
      expect(out.map((p) => p.player.id)).toEqual(bySort(list, 'A', low, high, median + 3, limit));
    }
  });

  it('takes nothing outside the reach, and the better of two at the same distance first', () => {
    const list = [
      portalPlayer(1, 90, 'B'),
      portalPlayer(2, 74, 'B'),
      portalPlayer(3, 73, 'B'),
      portalPlayer(4, 72, 'A'),
      portalPlayer(5, 72, 'B'),
      portalPlayer(6, 50, 'B'),
    ];
    const out: PortalPlayer[] = [];
    nearestToTarget(list, 'A', 60, 76, 73, 10, out);
    expect(out.map((p) => p.player.id)).toEqual([3, 2, 5]);
  });
});
