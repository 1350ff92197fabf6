import { describe, expect, it } from 'vitest';
import { deservedPrestige, nextPrestige } from '../../src/core/players/prestige.js';

describe('deservedPrestige', () => {
  it('values final rankings from 7 at #1 to 4.5 at #25, and unranked seasons by wins below that', () => {
    expect(deservedPrestige(1, 1)).toBe(7);
    expect(deservedPrestige(25, 0.7)).toBe(4.5);
    expect(deservedPrestige(13, 0.75)).toBeCloseTo(5.75, 6);
    expect(deservedPrestige(0, 0.5)).toBe(3.5);
    expect(deservedPrestige(0, 0)).toBe(1);
    expect(deservedPrestige(0, 1)).toBe(4.5);
  });
});

describe('nextPrestige', () => {
  it('rises one step after seasons that deserve more, however good', () => {
    expect(nextPrestige(3, 7, 1, [1, 1, 1], [1, 1, 1])).toBe(4);
    expect(nextPrestige(5, 7, 1, [10, 8], [0.8, 0.85])).toBe(6);
  });

  it('falls one step after seasons that deserve less', () => {
    expect(nextPrestige(7, 7, 1, [0, 0, 0], [0.4, 0.45, 0.5])).toBe(6);
    expect(nextPrestige(4, 7, 1, [0, 0, 0], [0.2, 0.25, 0.1])).toBe(3);
  });

  it('stays when results roughly match', () => {
    expect(nextPrestige(4, 7, 1, [0, 0, 0], [0.5, 0.58, 0.6])).toBe(4);
    expect(nextPrestige(7, 7, 1, [3, 5, 4], [0.9, 0.85, 0.9])).toBe(7);
    expect(nextPrestige(5, 7, 1, [0, 20, 0], [0.6, 0.75, 0.65])).toBe(5);
  });

  it('takes seasons most recent first and weighs the most recent most', () => {
    // A title three seasons ago after two poor ones counts less than a title last season.
    expect(nextPrestige(4, 7, 1, [0, 0, 1], [0.3, 0.3, 1])).toBe(4);
    expect(nextPrestige(4, 7, 1, [1, 0, 0], [1, 0.3, 0.3])).toBe(4);
    expect(nextPrestige(4, 7, 1, [1, 1, 0], [1, 1, 0.3])).toBe(5);
    expect(nextPrestige(5, 7, 1, [0, 0, 2], [0.25, 0.25, 0.95])).toBe(4);
    expect(nextPrestige(5, 7, 1, [2, 0, 0], [0.95, 0.25, 0.25])).toBe(5);
  });

  it('only uses the last three seasons', () => {
    expect(nextPrestige(3, 7, 1, [0, 0, 0, 1, 1, 1], [0.5, 0.5, 0.5, 1, 1, 1])).toBe(3);
    expect(nextPrestige(3, 7, 1, [1, 1, 1, 0, 0, 0], [1, 1, 1, 0.5, 0.5, 0.5])).toBe(4);
  });

  it('stays within floor and ceiling, and 1..7', () => {
    expect(nextPrestige(5, 5, 2, [1, 1, 1], [1, 1, 1])).toBe(5);
    expect(nextPrestige(2, 6, 2, [0, 0, 0], [0, 0, 0])).toBe(2);
    expect(nextPrestige(7, 5, 1, [1, 1, 1], [1, 1, 1])).toBe(5);
    expect(nextPrestige(1, 9, -3, [0, 0, 0], [0, 0, 0])).toBe(1);
    expect(nextPrestige(7, 9, 1, [1, 1, 1], [1, 1, 1])).toBe(7);
  });

  it('keeps prestige when there are no seasons yet', () => {
    expect(nextPrestige(4, 6, 2, [], [])).toBe(4);
  });
});
