// The fit's search: DIRECT (ml-direct, "dividing rectangles"), a derivative-free global search over the box of the
// constants' ranges, scaled to the unit cube. Every candidate plays the same seeds (common random numbers), so the
// objective is a fixed function of the constants and the search is deterministic: given the objective of every
// point played so far, replaying DIRECT from the start asks for the same points again. That is how a fit resumes,
// and how a generation is found: the points one iteration asks for depend only on the iterations before it, so the
// points DIRECT asks for that have not been played are the next generation, all known before any of them plays.
import direct from 'ml-direct';

/** A point of the unit cube as a map key (the replay computes each coordinate by the same arithmetic). */
export function pointKey(point: readonly number[]): string {
  return point.map((x) => x.toPrecision(15)).join(',');
}

/** What DIRECT is told for a point not yet played while the next generation is found (it never reaches a result). */
const NOT_PLAYED = Number.MAX_SAFE_INTEGER;

function cube(dimensions: number): [number[], number[]] {
  return [new Array<number>(dimensions).fill(0), new Array<number>(dimensions).fill(1)];
}

/**
 * The points DIRECT asks for in its iterations up to `iteration` that have no objective yet, in the order asked.
 * Iteration 0 is the cube's centre, iteration 1 the points a third of the way to each face, then each iteration
 * divides the rectangles that could hold the minimum.
 */
export function pointsToPlay(dimensions: number, played: ReadonlyMap<string, number>, iteration: number): number[][] {
  const asked = new Map<string, number[]>();
  const [lower, upper] = cube(dimensions);
  direct(
    (x) => {
      const point = Array.from(x);
      const key = pointKey(point);
      const value = played.get(key);
      if (value !== undefined) return value;
      if (!asked.has(key)) asked.set(key, point);
      return NOT_PLAYED;
    },
    lower,
    upper,
    { iterations: iteration },
  );
  return [...asked.values()];
}

/** The next generation: the first iteration (up to `last`) with points not played, and those points. */
export function nextGeneration(
  dimensions: number,
  played: ReadonlyMap<string, number>,
  last: number,
): { generation: number; points: number[][] } | null {
  // Iterations 0 and 1 ask for fixed points (the centre, then the points around it): one generation.
  for (let generation = 1; generation <= last; generation++) {
    const points = pointsToPlay(dimensions, played, generation);
    if (points.length > 0) return { generation, points };
  }
  return null;
}

/** A unit-cube coordinate as a constant's value: within its range, to four significant digits (a count: whole). */
export function valueAt(unit: number, low: number, high: number, integer: boolean): number {
  const raw = low + unit * (high - low);
  const value = integer ? Math.round(raw) : Number(raw.toPrecision(4));
  return Math.min(high, Math.max(low, value));
}
