// The held-out seeds: the calibration step plays these and no tuning run may (docs/calibration.md, "The calibration
// step"). Tuning uses seeds 1-8 and 101-108 (and 201-208, 301-308, 1000-1007, leagues 1-32 and 101-132 for the win
// probability); 7001-7099 are kept for the calibration checks alone.
export const HELD_OUT_FIRST = 7001;
export const HELD_OUT_LAST = 7099;

/** The first `n` held-out seeds. */
export function heldOutSeeds(n: number): number[] {
  if (n < 1 || HELD_OUT_FIRST + n - 1 > HELD_OUT_LAST) throw new Error(`no ${n} held-out seeds`);
  return Array.from({ length: n }, (_, i) => HELD_OUT_FIRST + i);
}
