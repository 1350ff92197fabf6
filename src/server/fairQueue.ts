// Work waiting for the server's time, served fairly between its owners (a player's saves folder, or a save) rather
// than first come first served: the owner who has had the least of the server's time lately goes first (start-time
// fair queueing). Each owner carries a tag, the time it has been served; an owner who was idle starts at the tag of
// the work last started, so it goes ahead of owners with work backed up, and one player's queued seasons cannot
// keep another's new game or page waiting behind all of them.

/** Whose work a save's is: its player's folder of saves (the path without its file name; no node:path, for the static build). */
export function ownerOfSave(path: string): string {
  return path.slice(0, Math.max(0, path.lastIndexOf('/'), path.lastIndexOf('\\')));
}

interface Owner<T> {
  /** Time this owner has been served (ms), or the tag it joined at. */
  tag: number;
  items: T[];
  /** Work of this owner started and not yet charged. */
  running: number;
}

export class FairQueue<T> {
  private readonly owners = new Map<string, Owner<T>>();
  /** The tag of the work started last: where an owner who was idle joins. */
  private now = 0;
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** Work of this owner waiting (not started). */
  waitingOf(owner: string): number {
    return this.owners.get(owner)?.items.length ?? 0;
  }

  /** Whether any owner but this one has work waiting (that counts, when a test is given). */
  othersWaiting(owner: string, counts: (item: T) => boolean = () => true): boolean {
    for (const [name, entry] of this.owners) if (name !== owner && entry.items.some(counts)) return true;
    return false;
  }

  push(owner: string, item: T): void {
    let entry = this.owners.get(owner);
    if (!entry) {
      entry = { tag: this.now, items: [], running: 0 };
      this.owners.set(owner, entry);
    } else if (entry.items.length === 0 && entry.running === 0) entry.tag = Math.max(entry.tag, this.now);
    entry.items.push(item);
    this.count++;
  }

  /** The next work to start: the first waiting of the owner with the lowest tag (the earliest to join on a tie). */
  shift(): { owner: string; item: T } | undefined {
    let best: [string, Owner<T>] | undefined;
    for (const [name, entry] of this.owners) {
      if (entry.items.length === 0) {
        // An idle owner served no more than the rest is forgotten: it would join at `now` anyway.
        if (entry.running === 0 && entry.tag <= this.now) this.owners.delete(name);
        continue;
      }
      if (!best || entry.tag < best[1].tag) best = [name, entry];
    }
    if (!best) return undefined;
    const [owner, entry] = best;
    const item = entry.items.shift() as T;
    this.count--;
    entry.running++;
    this.now = Math.max(this.now, entry.tag);
    return { owner, item };
  }

  /** Work started by shift() is done: its owner is charged the time it took. */
  charge(owner: string, cost: number): void {
    const entry = this.owners.get(owner);
    if (!entry) return;
    entry.running = Math.max(0, entry.running - 1);
    entry.tag += Math.max(0, cost);
  }

  /** Takes every waiting item out (a shutdown refuses them). */
  drain(): T[] {
    const items = [...this.owners.values()].flatMap((entry) => entry.items.splice(0));
    this.count = 0;
    return items;
  }
}

/** The next turn of the event loop, after the connections' waiting input is read (a browser worker has no setImmediate). */
const nextTurn: (run: () => void) => void =
  typeof setImmediate === 'function' ? (run) => setImmediate(run) : (run) => setTimeout(run, 0);

/**
 * Work of this thread (a page built from a save) started one at a time, fairly between owners, each in its own turn
 * of the event loop: between two, the server reads the requests that arrived meanwhile, so a page asked by another
 * player waits behind at most one of a flood's pages, not behind all of them.
 */
export class Turns {
  private readonly queue = new FairQueue<() => void>();
  private scheduled = false;

  /** Runs work once it is owner's turn; its owner is charged the time until it settles. */
  run<T>(owner: string, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push(owner, () => {
        const start = Date.now();
        work()
          .then(resolve, reject)
          .finally(() => this.queue.charge(owner, Date.now() - start));
      });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.queue.size === 0) return;
    this.scheduled = true;
    nextTurn(() => {
      this.scheduled = false;
      this.queue.shift()?.item();
      this.schedule();
    });
  }
}
