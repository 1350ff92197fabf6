// Values kept by player id while a season is simulated. The week's bookkeeping looks a player up for each of a
// season's 50,000 box-score lines (his season totals, his record-book sums): a read of a typed array by id costs a
// fraction of a Map's hashing, which was the largest part of the record tracker's time per line.

/** Ids past this are kept in a Map (the players table's ids are dense from 1: a 30-season league stays far below). */
const DENSE_IDS = 1 << 24;

export class ByPlayerId<T> {
  /** Each id's place in `values` plus one (0: none). */
  private places = new Int32Array(16_384);
  private readonly values: T[] = [];
  private readonly ids: number[] = [];
  private readonly far = new Map<number, T>();

  get size(): number {
    return this.values.length + this.far.size;
  }

  get(id: number): T | undefined {
    if (id >= 0 && id < this.places.length) {
      // undefined only for an id with a fraction (kept in `far`).
      const place = this.places[id] as number | undefined;
      if (place !== undefined) return place === 0 ? undefined : this.values[place - 1];
    }
    return this.far.size === 0 ? undefined : this.far.get(id);
  }

  /** Sets a player's value (one already here keeps his place in the order, as a Map's does). */
  set(id: number, value: T): void {
    if (!(Number.isInteger(id) && id >= 0 && id < DENSE_IDS)) {
      this.far.set(id, value);
      return;
    }
    if (id < this.places.length && this.places[id] !== 0) {
      this.values[this.places[id] - 1] = value;
      return;
    }
    if (id >= this.places.length) {
      let length = this.places.length * 2;
      while (length <= id) length *= 2;
      const grown = new Int32Array(length);
      grown.set(this.places);
      this.places = grown;
    }
    this.values.push(value);
    this.ids.push(id);
    this.places[id] = this.values.length;
  }

  /** Forgets a player's value (his place in the order goes too). */
  delete(id: number): void {
    if (!(Number.isInteger(id) && id >= 0 && id < this.places.length) || this.places[id] === 0) {
      this.far.delete(id);
      return;
    }
    // The last value moves into the place freed.
    const place = this.places[id] - 1;
    const last = this.values.length - 1;
    if (place !== last) {
      this.values[place] = this.values[last];
      this.ids[place] = this.ids[last];
      this.places[this.ids[place]] = place + 1;
    }
    this.values.pop();
    this.ids.pop();
    this.places[id] = 0;
  }

  /** Every player's value with his id, in the order they were added (those with odd ids after the rest). */
  forEach(visit: (value: T, id: number) => void): void {
    for (let i = 0; i < this.values.length; i++) visit(this.values[i], this.ids[i]);
    this.far.forEach(visit);
  }
}
