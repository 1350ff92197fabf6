// The one seeded random generator of the engine. Every random draw in src/core comes from an Rng
// passed in by the caller, so a seed and the same inputs always give the same league and games.
// Algorithm: sfc32 seeded through splitmix32 (fast, 128-bit state, good statistical quality).

export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** next() < p: true with probability p. */
  below(p: number): boolean;
  /**
   * A weighted choice: the index of the first of cumulative[start .. end - 1] (ascending, ending at 1) above one
   * uniform draw, end - 1 when none is (the engine's choice of players on a play keeps many such runs in one array).
   */
  drawIn(cumulative: readonly number[], start: number, end: number): number;
  /** Uniform integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** Normal draw (Box-Muller). */
  normal(mean?: number, sd?: number): number;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** Index drawn with probability proportional to its weight (weights >= 0, sum > 0). */
  weightedIndex(weights: readonly number[]): number;
  /** A new array in random order (the input is not changed). */
  shuffle<T>(items: readonly T[]): T[];
  /** An independent stream derived from this one's seed and a label; does not advance this stream. */
  fork(label: string | number): Rng;
  /** The state, to resume the stream later (e.g. stored in a save). */
  state(): [number, number, number, number];
  /** A copy of the stream where it stands: draws from it look ahead and leave this one where it is. */
  clone(): Rng;
}

/** FNV-1a hash of a string, for deriving seeds from labels. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function createRng(seed: number | string, state?: readonly [number, number, number, number]): Rng {
  return new Sfc32(typeof seed === 'string' ? hashString(seed) : seed >>> 0, state);
}

/** sfc32: four 32-bit words of state, one step per draw. */
class Sfc32 implements Rng {
  private readonly s = new Int32Array(4);
  /** Box-Muller makes two normal values per pair of draws: the second waits here for the next call. */
  private spare = 0;
  private hasSpare = false;

  constructor(seedNumber: number, state?: readonly [number, number, number, number]) {
    const s = this.s;
    if (state) {
      s[0] = state[0];
      s[1] = state[1];
      s[2] = state[2];
      s[3] = state[3];
    } else {
      // splitmix32 from the seed, four times.
      let x = seedNumber >>> 0;
      for (let i = 0; i < 4; i++) {
        x = (x + 0x9e3779b9) >>> 0;
        let z = x;
        z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
        z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
        s[i] = (z ^ (z >>> 16)) >>> 0;
      }
      if ((s[0] | s[1] | s[2] | s[3]) === 0) s[3] = 1;
    }
  }

  /** One step of sfc32. */
  next(): number {
    const s = this.s;
    const a = s[0],
      b = s[1],
      c = s[2],
      d = (s[3] + 1) | 0;
    const t = (a + b) | 0;
    s[0] = b ^ (b >>> 9);
    s[1] = (c + (c << 3)) | 0;
    const r = (t + d) | 0;
    s[2] = (((c << 21) | (c >>> 11)) + r) | 0;
    s[3] = d;
    return (r >>> 0) / 4294967296;
  }

  below(p: number): boolean {
    return this.next() < p;
  }

  drawIn(cumulative: readonly number[], start: number, end: number): number {
    const u = this.next();
    const last = end - 1;
    for (let i = start; i < last; i++) if (u < cumulative[i]) return i;
    return last;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  normal(mean = 0, sd = 1): number {
    if (this.hasSpare) {
      this.hasSpare = false;
      return mean + sd * this.spare;
    }
    let u = 0;
    while (u === 0) u = this.next();
    const v = this.next();
    const r = Math.sqrt(-2 * Math.log(u));
    this.spare = r * Math.sin(2 * Math.PI * v);
    this.hasSpare = true;
    return mean + sd * r * Math.cos(2 * Math.PI * v);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)];
  }

  weightedIndex(weights: readonly number[]): number {
    let total = 0;
    for (const w of weights) total += w;
    let target = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      target -= weights[i];
      if (target < 0) return i;
    }
    return weights.length - 1;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = out[i];
      out[i] = out[j];
      out[j] = tmp;
    }
    return out;
  }

  fork(label: string | number): Rng {
    const s = this.s;
    const base = (s[0] ^ Math.imul(s[1], 31) ^ Math.imul(s[2], 17) ^ s[3]) >>> 0;
    return createRng((base ^ hashString(String(label))) >>> 0);
  }

  state(): [number, number, number, number] {
    const s = this.s;
    return [s[0] >>> 0, s[1] >>> 0, s[2] >>> 0, s[3] >>> 0];
  }

  clone(): Rng {
    const copy = new Sfc32(0, this.state());
    copy.spare = this.spare;
    copy.hasSpare = this.hasSpare;
    return copy;
  }
}
