// NIL as a negotiation: a player's ask and floor, and his answer to an offer (accepted, a counter, refused), by one
// rule for the coach and the computer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marketValue } from '../../src/core/money/nil.js';
import { answerOffer, computerDeal, nilAsk } from '../../src/core/money/negotiation.js';

describe('a player asks', () => {
  it('around what a player of his stars is worth, the same for the same dynasty, season and player', () => {
    const a = nilAsk(42, 2024, 'recruit', 1001, 4);
    expect(nilAsk(42, 2024, 'recruit', 1001, 4)).toEqual(a);
    expect(a.ask).toBeGreaterThanOrEqual(0.85 * marketValue(4) - 5);
    expect(a.ask).toBeLessThanOrEqual(1.2 * marketValue(4) + 5);
    expect(a.floor).toBeLessThan(a.ask);
    // Leaning to the program lowers the least he takes, not his ask.
    const leaning = nilAsk(42, 2024, 'recruit', 1001, 4, 1);
    expect(leaning.ask).toBe(a.ask);
    expect(leaning.floor).toBeLessThan(a.floor);
  });
});

describe('his answer', () => {
  const ask = { ask: 180, floor: 140 };
  it('accepts his ask, counters halfway from above his floor, refuses below it', () => {
    expect(answerOffer(180, ask, null)).toEqual({ kind: 'accepted', amount: 180 });
    expect(answerOffer(150, ask, null)).toEqual({ kind: 'counter', amount: 165 });
    expect(answerOffer(120, ask, null)).toEqual({ kind: 'refused' });
    // His counter stands: an offer at it is accepted.
    expect(answerOffer(165, ask, 165)).toEqual({ kind: 'accepted', amount: 165 });
  });

  it('holds for any offer (generated): accepted at what he asks or more, a counter between, refused below his floor', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 800 }),
        fc.double({ min: 0.5, max: 0.95, noNaN: true }),
        fc.integer({ min: 1, max: 1000 }),
        (askAmount, floorShare, offer) => {
          const a = { ask: askAmount, floor: Math.max(1, Math.floor(askAmount * floorShare)) };
          const answer = answerOffer(offer, a, null);
          if (offer >= a.ask) return answer.kind === 'accepted' && answer.amount === offer;
          if (offer < a.floor) return answer.kind === 'refused';
          return answer.kind === 'counter' && answer.amount > offer && answer.amount <= a.ask;
        },
      ),
      { seed: 5, numRuns: 300 },
    );
  });

  it('a computer program opens at market value and pays a counter within its stretch', () => {
    const low = { ask: marketValue(4) - 10, floor: 100 };
    expect(computerDeal(4, low, 1000)).toBe(marketValue(4));
    const high = { ask: marketValue(4) + 30, floor: 120 };
    expect(computerDeal(4, high, 1000)).toBe(marketValue(4) + 15);
    expect(computerDeal(4, high, marketValue(4) - 1)).toBeNull();
  });
});
