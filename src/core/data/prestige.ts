// A program's prestige tier: 1 (the bottom) to 7 (the elite), the whole step that tables by prestige are read at.

/** The tier 1-7 of a prestige (a fractional or out-of-range prestige rounds into it). */
export function prestigeTier(prestige: number): number {
  return Math.max(1, Math.min(7, Math.round(prestige)));
}
