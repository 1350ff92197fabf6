// Values by player id (the season bookkeeping's lookups) behave as the Map they replace: get, set over a value
// already there (keeping its place), the order of forEach, and ids the dense table does not hold.
import { describe, expect, it } from 'vitest';
import { ByPlayerId } from '../../src/store/byPlayerId.js';

describe('ByPlayerId', () => {
  it('gets, sets and visits in the order of a Map', () => {
    const byId = new ByPlayerId<string>();
    const map = new Map<number, string>();
    const ids = [5, 70_000, 3, 1, 20_000_000, 5, 3.5, -2, 70_000, 0];
    ids.forEach((id, i) => {
      byId.set(id, `v${i}`);
      map.set(id, `v${i}`);
    });
    for (const id of [...ids, 2, 69_999, 1_000_000, 40_000_000]) expect(byId.get(id)).toBe(map.get(id));
    expect(byId.size).toBe(map.size);
    const visited: [number, string][] = [];
    byId.forEach((value, id) => {
      visited.push([id, value]);
    });
    // The dense ids in the order they came, then the others (ids no player has: fractions, negatives, past 2^24).
    const dense = [...map].filter(([id]) => Number.isInteger(id) && id >= 0 && id < 2 ** 24);
    const far = [...map].filter(([id]) => !(Number.isInteger(id) && id >= 0 && id < 2 ** 24));
    expect(visited).toEqual([...dense, ...far]);
  });

  it('forgets what it deletes and keeps the rest', () => {
    const byId = new ByPlayerId<number>();
    const map = new Map<number, number>();
    for (const id of [4, 9, 1, 30_000, -1, 7]) {
      byId.set(id, id * 10);
      map.set(id, id * 10);
    }
    for (const id of [9, 7, -1, 123]) {
      byId.delete(id);
      map.delete(id);
    }
    byId.set(9, 99);
    map.set(9, 99);
    for (const id of [4, 9, 1, 30_000, -1, 7, 123]) expect(byId.get(id)).toBe(map.get(id));
    expect(byId.size).toBe(map.size);
    const visited = new Map<number, number>();
    byId.forEach((value, id) => {
      visited.set(id, value);
    });
    expect(visited).toEqual(map);
  });
});
