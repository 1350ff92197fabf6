// A value for every position, built once.

import { POSITIONS, type Position } from './types.js';

export function perPosition<T>(valueFor: (pos: Position) => T): Record<Position, T> {
  const table = {} as Record<Position, T>;
  for (const pos of POSITIONS) table[pos] = valueFor(pos);
  return table;
}
