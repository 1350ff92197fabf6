// Who leads for a prospect in words, and the leaders' shares: programs at the 100 cap are told apart or called even.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leadInWords, leaderShares } from '../../src/core/recruiting/index.js';

const s = (program: string, interest: number) => ({ program, interest });

describe('the lead in words', () => {
  it('says where he committed, or that nobody leads yet', () => {
    expect(leadInWords([s('LSU', 90)], 'Kansas State', 'LSU')).toBe('committed to LSU');
    expect(leadInWords([], 'Kansas State', null)).toBe('no leader yet');
    expect(leadInWords([s('LSU', 0)], 'Kansas State', null)).toBe('no leader yet');
  });

  it('calls programs at the cap even, and a small lead a lean, a big one out front', () => {
    expect(leadInWords([s('Texas', 100), s('Oregon', 100), s('Rice', 40)], 'Rice', null)).toBe('Oregon and Texas even');
    expect(leadInWords([s('LSU', 100), s('Texas', 98), s('Georgia', 97.5)], 'Rice', null)).toBe(
      'LSU, Texas and Georgia even',
    );
    expect(leadInWords([s('Kansas State', 80), s('Iowa', 74)], 'Kansas State', null)).toBe('leans Kansas State');
    expect(leadInWords([s('Alabama', 95), s('Auburn', 60)], 'Auburn', null)).toBe('Alabama out front');
  });

  it("says a program within reach of the leader is warming to the player's", () => {
    expect(leadInWords([s('Ohio State', 97), s('Kansas State', 80)], 'Kansas State', null)).toBe(
      'Ohio State out front, warming to you',
    );
    expect(leadInWords([s('Ohio State', 97), s('Kansas State', 40)], 'Kansas State', null)).toBe(
      'Ohio State out front',
    );
  });

  it('gives shares that add up to 1 and follow the interest', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0.1, max: 100, noNaN: true }), { minLength: 1, maxLength: 3 }), (xs) => {
        const shares = leaderShares(xs.map((x, i) => s(`P${i}`, x)));
        expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
        for (let i = 0; i < xs.length; i++)
          for (let j = 0; j < xs.length; j++) if (xs[i] > xs[j]) expect(shares[i]).toBeGreaterThan(shares[j]);
      }),
      { seed: 7 },
    );
  });

  it('always names the leader or says nobody leads (any standings)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            program: fc.constantFrom('A', 'B', 'C', 'D'),
            interest: fc.double({ min: 0, max: 100, noNaN: true }),
          }),
        ),
        (suitors) => {
          const words = leadInWords(suitors, 'A', null);
          const top = suitors.filter((x) => x.interest > 0).sort((a, b) => b.interest - a.interest)[0];
          if (!top) expect(words).toBe('no leader yet');
          else expect(words).toMatch(/even|leans|out front/);
        },
      ),
      { seed: 11 },
    );
  });
});
