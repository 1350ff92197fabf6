// One try at a write to the browser's storage. Each wait on the storage (a file handle, a lock, a transaction) is
// bounded: a wait past its bound gives the whole try up, so a write that cannot finish is found, reported and tried
// again rather than left pending for good. A try given up takes no further step, and closes what a late answer opens.

/** A wait on the browser's storage that did not end within its bound. */
export class StuckWrite extends Error {
  constructor(boundMs: number) {
    super(`the browser's storage did not answer within ${Math.round(boundMs / 1000)} s`);
    this.name = 'StuckWrite';
  }
}

export class Attempt {
  private readonly controller = new AbortController();

  /** boundMs: how long one step may wait (Infinity: as long as it takes). */
  constructor(readonly boundMs: number = Number.POSITIVE_INFINITY) {}

  /** Aborted when the try is given up (a lock still waited for stops waiting). */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get givenUp(): boolean {
    return this.controller.signal.aborted;
  }

  giveUp(): void {
    this.controller.abort(new StuckWrite(this.boundMs));
  }

  /** Throws when the try was given up: the next step is not taken. */
  check(): void {
    if (this.givenUp) throw new StuckWrite(this.boundMs);
  }

  /**
   * Waits for one step of the storage. Past the bound the try is given up (StuckWrite); what the step answers after
   * that goes to `late` (a handle to close), never to the try.
   */
  step<T>(work: Promise<T>, late?: (value: T) => void): Promise<T> {
    this.check();
    return new Promise<T>((resolve, reject) => {
      const timer = Number.isFinite(this.boundMs)
        ? setTimeout(() => {
            this.giveUp();
            reject(new StuckWrite(this.boundMs));
          }, this.boundMs)
        : undefined;
      work.then(
        (value) => {
          clearTimeout(timer);
          if (!this.givenUp) return resolve(value);
          late?.(value);
          reject(new StuckWrite(this.boundMs));
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  }
}
