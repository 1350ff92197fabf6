// The roster minimum (two QBs, eight OL, a K, a P): what a roster lacks, one position per missing player.
import { describe, expect, it } from 'vitest';
import { minimumShortfall, ROSTER_MINIMUM } from '../../src/core/players/rosterLimits.js';

const many = (pos: string, n: number) => Array.from({ length: n }, () => ({ pos }));

describe('minimumShortfall', () => {
  it('is empty for a complete roster, whatever else it holds', () => {
    expect(
      minimumShortfall([...many('QB', 2), ...many('OL', 8), ...many('K', 1), ...many('P', 1), ...many('WR', 9)]),
    ).toEqual([]);
    expect(minimumShortfall([...many('QB', 5), ...many('OL', 16), ...many('K', 2), ...many('P', 1)])).toEqual([]);
  });

  it('names one position per missing player', () => {
    expect(minimumShortfall([...many('QB', 1), ...many('OL', 5), ...many('P', 1)])).toEqual([
      'QB',
      'OL',
      'OL',
      'OL',
      'K',
    ]);
    expect(minimumShortfall([])).toHaveLength(Object.values(ROSTER_MINIMUM).reduce((a, b) => a + b, 0));
  });
});
