// A report's line for one figure beside the real record: what the batch measured, the reference's words for the real
// figure, the band it is judged by and whether the batch is in it. Shared by the realism report's sections.

/** A figure with the reference's words for it, its target band and whether the batch is in it. */
export interface RangeLine<F extends string = string> {
  figure: F;
  label: string;
  measured: number;
  /** What the reference says, as it says it. */
  real: string;
  target: number;
  tolerance: number;
  ok: boolean;
}

/** A range line that may be only shown beside its real figure (judged false: not counted). */
export interface JudgedLine<F extends string = string> extends RangeLine<F> {
  judged: boolean;
}

/** A measured figure as the reports print it: whole from 100, one decimal from 10, else two. */
export function shown(value: number): string {
  return Math.abs(value) >= 100 ? value.toFixed(0) : Math.abs(value) >= 10 ? value.toFixed(1) : value.toFixed(2);
}

/** "in", "OUT", or "shown" for a line that is not judged. */
export function judgedMark(line: JudgedLine): string {
  if (!line.judged) return 'shown';
  return line.ok ? 'in' : 'OUT';
}
