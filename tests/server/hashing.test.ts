// The server's password hashing (src/server/accounts/passwords.ts, Hashing): a few hashes at a time, whatever
// arrives, and the others served fairly between client addresses, so a flood from one waits behind its own.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Hashing } from '../../src/server/accounts/passwords.js';

/** A piece of work the test ends when it likes. */
interface Job {
  address: string;
  started: boolean;
  finish(): void;
  done: Promise<unknown>;
}

describe('password hashing', () => {
  it('runs at most its number at once, and a newcomer goes ahead of a flood', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.constantFrom('flood', 'a', 'b'), { minLength: 1, maxLength: 30 }),
        async (atOnce, arrivals) => {
          const hashing = new Hashing(atOnce);
          let running = 0;
          let most = 0;
          const order: string[] = [];
          const jobs: Job[] = [];
          const add = (address: string): Job => {
            let finish = (): void => {};
            const job: Job = { address, started: false, finish: () => finish(), done: Promise.resolve() };
            job.done = hashing.run(address, async () => {
              job.started = true;
              order.push(address);
              running += 1;
              most = Math.max(most, running);
              await new Promise<void>((resolve) => {
                finish = resolve;
              });
              running -= 1;
            });
            jobs.push(job);
            return job;
          };
          // The flood arrives first, all at once; then the others, one by one.
          for (let i = 0; i < 10; i++) add('flood');
          for (const address of arrivals) add(address);
          const owner = add('owner');
          // Finish whatever runs, one at a time, until all is done (each next one starts once the last has settled).
          const ended = new Set<Job>();
          while (ended.size < jobs.length) {
            expect(running).toBeLessThanOrEqual(atOnce);
            const next = jobs.find((job) => job.started && !ended.has(job));
            if (!next) {
              await new Promise((resolve) => setImmediate(resolve));
              continue;
            }
            ended.add(next);
            next.finish();
            await next.done;
          }
          await Promise.all(jobs.map((job) => job.done));
          expect(most).toBeLessThanOrEqual(atOnce);
          expect(order).toHaveLength(jobs.length);
          // The owner, arriving last, waits behind the hashes running and at most one more of the flood's.
          const floodBefore = order.slice(0, order.indexOf('owner')).filter((a) => a === 'flood').length;
          expect(owner.started).toBe(true);
          expect(floodBefore).toBeLessThanOrEqual(atOnce + 1);
        },
      ),
      { seed: 92, numRuns: 60 },
    );
  });
});
