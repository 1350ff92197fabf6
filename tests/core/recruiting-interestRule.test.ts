// The recruiting-interest rule is written once (interestGain): what actionGain predicts for an order is what the
// week lands for it, whoever acts (the player's orders and the staffs' tries both land through actAt), and the
// factors worked out by index are those worked out by name. Checked on a real league's cycle after a few weeks, over
// generated programs, prospects and actions (fixed seed).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionGain, applyAction, checkAction, interestAfter } from '../../src/core/recruiting/actions.js';
import { Ledger } from '../../src/core/recruiting/ledger.js';
import { factorsAt, factorsOf } from '../../src/core/recruiting/ledgerFactors.js';
import {
  recruitingWeek,
  startRecruitingCycle,
  type RecruitingAction,
  type RecruitingState,
} from '../../src/core/recruiting/index.js';
import { PITCHES } from '../../src/core/recruiting/types.js';
import { createRng } from '../../src/core/random.js';
import { classFor, homeGamesFor, leaguePrograms } from './recruiting-fixtures.js';

const SEASON = 2025;
const SEED = 7;
const WEEKS = 4;

const programs = leaguePrograms(SEASON, SEED);
const prospects = classFor(SEASON, SEED);
const prospectById = new Map(prospects.map((p) => [p.id, p]));
const rng = createRng(`${SEED}:games`);
let state: RecruitingState = startRecruitingCycle(SEASON, prospects, programs, []);
for (let week = 1; week <= WEEKS; week++) {
  const result = recruitingWeek(state, { programs, prospectById, homeGames: homeGamesFor(programs, week, rng) });
  if (!result.ok) throw new Error(result.error.message);
  state = result.state;
}
const homeGames = homeGamesFor(programs, WEEKS + 1, rng);

const actionOf = fc
  .record({
    program: fc.integer({ min: 0, max: programs.length - 1 }),
    // The class's best prospects are the ones most programs recruit (several suitors, committed ones too).
    prospect: fc.oneof(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: prospects.length - 1 })),
    kind: fc.constantFrom('scout', 'contact', 'offer', 'pitch', 'visit'),
    strength: fc.constantFrom(...PITCHES),
  })
  .map(({ program, prospect, kind, strength }) => ({
    program: programs[program].name,
    action: (kind === 'pitch'
      ? { kind, prospect: prospects[prospect].id, strength }
      : { kind, prospect: prospects[prospect].id }) as RecruitingAction,
  }));

function interestOf(ledger: Ledger, prospect: number, program: string): number {
  return ledger.statusOf(prospect).suitors.find((suitor) => suitor.program === program)?.interest ?? 0;
}

describe('the recruiting-interest rule', () => {
  it('lands what actionGain predicts, for any program, prospect and action', () => {
    let landed = 0;
    fc.assert(
      fc.property(actionOf, ({ program, action }) => {
        const ledger = new Ledger(state, programs, homeGames, prospectById);
        if (checkAction(ledger, program, action) !== null) return;
        const before = interestOf(ledger, action.prospect, program);
        const predicted = actionGain(ledger, ledger.programs.get(program)!, prospectById.get(action.prospect)!, action);
        applyAction(ledger, program, action);
        expect(interestOf(ledger, action.prospect, program)).toBeCloseTo(interestAfter(before, predicted), 9);
        landed++;
      }),
      { seed: 20261125, numRuns: 150 },
    );
    expect(landed).toBeGreaterThan(60);
  });

  it('works out the same factors by index as by name', () => {
    fc.assert(
      fc.property(actionOf, ({ program, action }) => {
        const ledger = new Ledger(state, programs, homeGames, prospectById);
        const p = ledger.recruiterIndex(program)!;
        const index = ledger.indexOf.get(action.prospect)!;
        const team = ledger.programs.get(program)!;
        const byName = { ...factorsAt(ledger, index, team) };
        expect(factorsOf(ledger, index, team, p)).toEqual(byName);
      }),
      { seed: 20261125, numRuns: 100 },
    );
  });

  it('never passes 100 and grows with every gain', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (i, g) => {
          const after = interestAfter(i, g);
          expect(after).toBeLessThanOrEqual(100);
          expect(after).toBeGreaterThanOrEqual(i);
        },
      ),
      { seed: 20261125, numRuns: 500 },
    );
  });
});
