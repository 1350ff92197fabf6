// Reads started at navigation, beside the page's code (routes.tsx): each answer is taken once, by the page's own call
// of the same URL, so a page opened by a click sends each of its reads once. Only the last navigation's reads are
// kept, and none past a change: an answer read before it would be stale.

/** The answers read ahead of their pages, by URL, and whether a navigation's reads are being started. */
export class ReadsAhead<A> {
  private readonly answers = new Map<string, Promise<A>>();
  private starting = false;

  /** Runs `reads` so that the GETs they make start now and wait for their page; the last navigation's go. */
  start(reads: () => unknown): void {
    this.answers.clear();
    this.starting = true;
    try {
      reads();
    } finally {
      this.starting = false;
    }
  }

  /** While a navigation's reads start: keeps `read()`'s answer for the page, once per URL. */
  hold(url: string, read: () => Promise<A>): boolean {
    if (!this.starting) return false;
    if (!this.answers.has(url)) {
      const answer = read();
      answer.catch(() => {}); // a failure is the page's own call's to report
      this.answers.set(url, answer);
    }
    return true;
  }

  /** The answer read ahead for `url`, taken: a second call of the same URL reads again. */
  take(url: string): Promise<A> | undefined {
    const answer = this.answers.get(url);
    this.answers.delete(url);
    return answer;
  }

  /** A change: nothing read before it is shown after it. */
  drop(): void {
    this.answers.clear();
  }
}
