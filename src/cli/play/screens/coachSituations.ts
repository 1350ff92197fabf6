// The situations panel of the terminal's coached game (S opens it; the web page's control): a row for each situation
// (space or ⏎ turns it on or off) and one for whose snaps they ask about (←→ or space); each change is saved at once.
import {
  SITUATION_LABELS,
  SITUATION_NAMES,
  SITUATION_SIDE_NAMES,
  type CoachedSituations,
} from '../../../shared/coached-types.js';
import type { Key } from '../keys.js';

/** The panel's rows: the situations, then the sides. */
export const SITUATION_ROWS = SITUATION_NAMES.length + 1;

export function situationLines(set: CoachedSituations): string[] {
  const sides = set.sides === 'both' ? 'offense and defense' : `${set.sides} only`;
  return [
    ...SITUATION_NAMES.map((name) => `[${set.situations.includes(name) ? 'x' : ' '}] ${SITUATION_LABELS[name]}`),
    `◀ ${sides} ▶`,
  ];
}

/** The set after a key on a row, or null when the key changes nothing (the last situation cannot be turned off). */
export function changeSituations(
  set: CoachedSituations,
  row: number,
  input: string,
  key: Key,
): CoachedSituations | null {
  if (row < SITUATION_NAMES.length) {
    if (input !== ' ' && !key.return) return null;
    const name = SITUATION_NAMES[row];
    const situations = set.situations.includes(name)
      ? set.situations.filter((n) => n !== name)
      : [...set.situations, name];
    return situations.length > 0 ? { ...set, situations } : null;
  }
  const step = key.leftArrow ? -1 : key.rightArrow || input === ' ' || key.return ? 1 : 0;
  if (step === 0) return null;
  const at = SITUATION_SIDE_NAMES.indexOf(set.sides);
  return {
    ...set,
    sides: SITUATION_SIDE_NAMES[(at + step + SITUATION_SIDE_NAMES.length) % SITUATION_SIDE_NAMES.length],
  };
}
