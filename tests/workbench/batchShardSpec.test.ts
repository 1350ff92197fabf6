// --shard K/N's parser and the split it makes: every K/N with 1 <= K <= N <= 1000 is read as it is written, every
// other text is refused as bad input, and the N parts of a batch cover its units once each, in order.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SHARDS, parseShard, shardRange } from '../../src/workbench/shard.js';
import { GameError } from '../../src/store/errors.js';
import { PROPERTY_SEED } from '../helpers/leagueArbitraries.js';

const validShard = fc
  .integer({ min: 1, max: MAX_SHARDS })
  .chain((count) => fc.record({ index: fc.integer({ min: 1, max: count }), count: fc.constant(count) }));

/** The parser's rule, written out plainly: digits, a slash, digits, with 1 <= K <= N <= MAX_SHARDS. */
function acceptable(text: string): boolean {
  const parts = text.trim().split('/');
  if (parts.length !== 2 || !parts.every((p) => /^\d{1,4}$/.test(p))) return false;
  const [k, n] = parts.map(Number);
  return k >= 1 && k <= n && n <= MAX_SHARDS;
}

describe('--shard K/N', () => {
  it('reads every K/N with 1 <= K <= N as written', () => {
    fc.assert(
      fc.property(validShard, fc.constantFrom('', ' '), (shard, pad) => {
        expect(parseShard(`${pad}${shard.index}/${shard.count}${pad}`)).toEqual(shard);
      }),
      { seed: PROPERTY_SEED, numRuns: 500 },
    );
  });

  it('refuses any other text as bad input with one line naming it', () => {
    const nearMisses = fc.oneof(
      fc.string(),
      fc
        .tuple(fc.integer({ min: -5, max: MAX_SHARDS + 5 }), fc.integer({ min: -5, max: MAX_SHARDS + 5 }))
        .map(([k, n]) => `${k}/${n}`),
      fc
        .tuple(fc.nat(20), fc.constantFrom('/', '//', ' / ', '-', ':', 'of', '/0', '.5/'), fc.nat(20))
        .map(([k, s, n]) => `${k}${s}${n}`),
    );
    fc.assert(
      fc.property(nearMisses, (text) => {
        if (acceptable(text)) {
          const [k, n] = text.trim().split('/').map(Number);
          expect(parseShard(text)).toEqual({ index: k, count: n });
          return;
        }
        let error: unknown;
        try {
          parseShard(text);
        } catch (e) {
          error = e;
        }
        expect(error).toBeInstanceOf(GameError);
        expect((error as GameError).kind).toBe('bad_input');
        expect((error as GameError).message).toContain(`not "${text}".`);
      }),
      { seed: PROPERTY_SEED, numRuns: 1000 },
    );
  });

  it('splits a batch into N parts of consecutive units, each played once, none empty', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), fc.integer({ min: 1, max: 120 }), (a, b) => {
        const [count, units] = [Math.min(a, b), Math.max(a, b)];
        const parts = Array.from({ length: count }, (_, k) => shardRange(units, { index: k + 1, count }));
        expect(parts[0].start).toBe(0);
        expect(parts[count - 1].end).toBe(units);
        for (const [k, part] of parts.entries()) {
          expect(part.end).toBeGreaterThan(part.start);
          if (k > 0) expect(part.start).toBe(parts[k - 1].end);
          // As even as whole units allow: sizes differ by one at most.
          expect(part.end - part.start).toBeGreaterThanOrEqual(Math.floor(units / count));
          expect(part.end - part.start).toBeLessThanOrEqual(Math.ceil(units / count));
        }
      }),
      { seed: PROPERTY_SEED, numRuns: 200 },
    );
  });
});
