// A recruiting week's scratch arrays, owned by the week's Ledger: every staff sorts and works its board every week and
// every prospect's suitors fade at its end, and a typed array made for each of those calls cost the week some 10-15%.

import { POSITIONS } from '../players/types.js';

export class WeekScratch {
  /** By position (POSITIONS' order): a board's targets there, and the most it takes (overwritten by each refresh). */
  readonly onBoardAt = new Float64Array(POSITIONS.length);
  readonly mostAt = new Float64Array(POSITIONS.length);
  /** A board's standings and work order, and the two runs of places byStanding merges between (first n entries). */
  private standing = new Float64Array(128);
  private order = new Int32Array(128);
  private placesFrom = new Int32Array(128);
  private placesTo = new Int32Array(128);
  /** A zeroed mark per place in a prospect's suitors, for one caller at a time who clears the marks it set. */
  private suitorMarks = new Uint8Array(256);

  /** Room for a board of n targets: standings, its order and the runs of places, overwritten by the next board's. */
  standingsFor(n: number): Float64Array {
    this.grow(n);
    return this.standing;
  }

  orderFor(n: number): Int32Array {
    this.grow(n);
    return this.order;
  }

  /** byStanding's two runs of places, with room for n. */
  placesFor(n: number): [Int32Array, Int32Array] {
    this.grow(n);
    return [this.placesFrom, this.placesTo];
  }

  suitorMarksFor(count: number): Uint8Array {
    if (this.suitorMarks.length < count) this.suitorMarks = new Uint8Array(2 * count);
    return this.suitorMarks;
  }

  private grow(n: number): void {
    if (this.standing.length >= n) return;
    const size = Math.max(n, 2 * this.standing.length);
    this.standing = new Float64Array(size);
    this.order = new Int32Array(size);
    this.placesFrom = new Int32Array(size);
    this.placesTo = new Int32Array(size);
  }
}
