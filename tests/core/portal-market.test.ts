// The portal as a market, pure: an entrant's interest in the programs offering him (the weight his decision draws
// on), his market in words, his asks and his decision day. Property tests over random entrants and programs (fixed
// seed), and the cases the words turn on.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decisionDay,
  interestIn,
  LEANS_MARGIN,
  marketShares,
  marketWords,
  portalAsk,
  type ProgramInterest,
} from '../../src/core/portal/market.js';
import { decisionAppeal } from '../../src/core/portal/signing.js';
import { PORTAL_DAYS } from '../../src/core/portal/tuning.js';
import type { PortalPlayer, PortalProgram } from '../../src/core/portal/types.js';
import { POSITIONS, type Position } from '../../src/core/players/types.js';

const SEED = { seed: 20260 };
const STATES = ['KS', 'TX', 'AL', 'OH', 'CA', 'FL', 'MI', 'WV'];

const weight = fc.double({ min: 0.01, max: 1, noNaN: true });
const entrant = fc.record({
  id: fc.integer({ min: 1, max: 20000 }),
  pos: fc.constantFrom(...POSITIONS),
  stars: fc.integer({ min: 1, max: 5 }),
  state: fc.constantFrom(...STATES),
  playingTime: weight,
  proximity: weight,
  prestige: weight,
  contending: weight,
  conference: weight,
});
const program = fc.record({
  name: fc.constantFrom('Kansas State', 'Tennessee', 'Ohio State', 'Akron', 'Texas', 'Rutgers'),
  prestige: fc.integer({ min: 1, max: 7 }),
  power: fc.boolean(),
  state: fc.constantFrom(...STATES),
  contending: fc.double({ min: 0, max: 1, noNaN: true }),
  open: fc.integer({ min: 0, max: 6 }),
  nil: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
});

function toPlayer(e: {
  id: number;
  pos: Position;
  stars: number;
  state: string;
  playingTime: number;
  proximity: number;
  prestige: number;
  contending: number;
  conference: number;
}): PortalPlayer {
  return {
    player: { id: e.id, pos: e.pos, rating: 75, stars: e.stars },
    fromTeam: 'Elsewhere',
    state: e.state,
    preferences: { ...e, schemeFit: 0, effort: 0.1 },
  };
}

function toProgram(
  p: {
    name: string;
    prestige: number;
    power: boolean;
    state: string;
    contending: number;
    open: number;
    nil?: number;
  },
  promises?: ReadonlySet<number>,
): PortalProgram {
  const openings = Object.fromEntries(POSITIONS.map((pos) => [pos, p.open])) as Record<Position, number>;
  return {
    name: p.name,
    prestige: p.prestige,
    conference: 'Any',
    power: p.power,
    state: p.state,
    resources: 0.5,
    contending: p.contending,
    scholarships: 10,
    openings,
    room: 10,
    positionMedian: {},
    offers: null,
    ...(p.nil === undefined ? {} : { nil: { general: p.nil } }),
    ...(promises ? { promises } : {}),
  };
}

describe("an entrant's interest in the programs offering him", () => {
  it('gives shares that sum to one, strongest first, each the weight of his decision', () => {
    fc.assert(
      fc.property(entrant, fc.array(program, { minLength: 1, maxLength: 6 }), (e, ps) => {
        const player = toPlayer(e);
        const programs = ps.map((p) => toProgram(p));
        const ranked = marketShares(player, programs);
        expect(ranked).toHaveLength(programs.length);
        expect(ranked.reduce((s, i) => s + i.share, 0)).toBeCloseTo(1, 9);
        for (let i = 1; i < ranked.length; i++) expect(ranked[i - 1].appeal).toBeGreaterThanOrEqual(ranked[i].appeal);
        for (const i of ranked) {
          expect(i.appeal).toBeGreaterThan(0);
          for (const f of [i.playingTime, i.prestige, i.closeness, i.winning]) {
            expect(f).toBeGreaterThanOrEqual(0);
            expect(f).toBeLessThanOrEqual(1);
          }
        }
        // The appeal shown is the appeal his decision draws on.
        for (const p of programs) expect(interestIn(player, p).appeal).toBe(decisionAppeal(player, p));
      }),
      SEED,
    );
  });

  it('never falls for a promised starting role or more NIL, and a promise counts full playing time', () => {
    fc.assert(
      fc.property(entrant, program, fc.double({ min: 0, max: 1, noNaN: true }), (e, p, more) => {
        const player = toPlayer(e);
        const plain = interestIn(player, toProgram(p));
        const promised = interestIn(player, toProgram(p, new Set([e.id])));
        expect(promised.playingTime).toBe(1);
        expect(promised.appeal).toBeGreaterThanOrEqual(plain.appeal);
        const richer = interestIn(player, toProgram({ ...p, nil: Math.min(1, (p.nil ?? 0) + more) }));
        expect(richer.appeal).toBeGreaterThanOrEqual(plain.appeal - 1e-12);
      }),
      SEED,
    );
  });

  it('weighs a promise more the more he wants to play, with nobody open at his position', () => {
    const e = { id: 7, pos: 'QB' as Position, stars: 4, state: 'KS', playingTime: 1, proximity: 0.1 };
    const rest = { prestige: 0.1, contending: 0.1, conference: 0.1 };
    const shut = { name: 'Tennessee', prestige: 6, power: true, state: 'TN', contending: 0.8, open: 0 };
    const player = toPlayer({ ...e, ...rest });
    const gain = interestIn(player, toProgram(shut, new Set([7]))).appeal / interestIn(player, toProgram(shut)).appeal;
    expect(gain).toBeGreaterThan(2);
  });
});

describe('his market in words', () => {
  const at = (program: string, share: number): ProgramInterest => ({
    program,
    share,
    appeal: share,
    playingTime: 0,
    prestige: 0,
    closeness: 0,
    winning: 0,
    nil: 1,
  });
  it('names his only offer, whom he leans to, or the programs he visits', () => {
    expect(marketWords([])).toBe('no offers yet');
    expect(marketWords([at('Akron', 1)])).toBe('leans Akron (his only offer)');
    expect(marketWords([at('Kansas State', 0.5), at('Tennessee', 0.5 - LEANS_MARGIN)])).toBe('leans Kansas State');
    expect(marketWords([at('Tennessee', 0.3), at('Texas', 0.25), at('Rutgers', 0.25), at('Akron', 0.2)])).toBe(
      'visiting Tennessee, Texas, Rutgers',
    );
  });
});

describe('his asks and his decision day', () => {
  it('asks NIL only in the NIL era, his market value, and a starting role when playing time is his first want', () => {
    fc.assert(
      fc.property(entrant, fc.boolean(), (e, nilEra) => {
        const player = toPlayer(e);
        const ask = portalAsk(player, nilEra);
        expect(ask.nil === 0).toBe(!nilEra);
        if (nilEra) expect(ask.nil).toBe([0, 10, 25, 60, 180, 500][e.stars] * 1000);
        const first = Math.max(e.playingTime, e.proximity, e.prestige, e.contending, e.conference);
        expect(ask.startingRole).toBe(e.playingTime === first);
      }),
      SEED,
    );
  });

  it('decides on a fixed day of the window', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 2000, max: 2025 }),
        fc.nat(40000),
        (s, y, id) => {
          const day = decisionDay(s, y, id);
          expect(Number.isInteger(day)).toBe(true);
          expect(day).toBeGreaterThanOrEqual(1);
          expect(day).toBeLessThanOrEqual(PORTAL_DAYS);
          expect(decisionDay(s, y, id)).toBe(day);
        },
      ),
      SEED,
    );
  });
});
