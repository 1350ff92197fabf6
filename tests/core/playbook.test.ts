// The playbook: the pairing table of personnel against fronts and formations against coverages, the books each
// scheme carries and how often its coordinator calls what, coached games called with formations and fronts, and the
// call's parser.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COVERAGES,
  DEFENSE_BOOKS,
  FORMATIONS,
  frontOf,
  FRONTS,
  offenseSetOf,
  OFFENSE_BOOKS,
  PERSONNEL,
  splitFormation,
  splitFront,
} from '../../src/core/playbook/book.js';
import { coordinatorFormation, coordinatorFront, mismatch, withPlaybook } from '../../src/core/playbook/pricing.js';
import { FORMATION_COUNTERS } from '../../src/core/playbook/tuning.js';
import { createRng } from '../../src/core/random.js';
import { AVERAGE_PLAN } from '../../src/core/sim/plan.js';
import { tacticFor, type Call, type DecisionKind } from '../../src/core/sim/calls.js';
import { runCoachedGame } from '../../src/core/sim/coachedGame.js';
import { callProblem } from '../../src/core/sim/coaching.js';
import { rulesForYear } from '../../src/core/sim/rules.js';
import type { GamePlan, GameTeam, SimulateGameInput } from '../../src/core/sim/types.js';
import { FORMATIONS_WIRE, FRONTS_WIRE, PERSONNEL_WIRE } from '../../src/shared/coached-types.js';
import { simTeam } from '../fixtures/simTeams.js';

const plan = (p: Partial<GamePlan>): GamePlan => ({ ...AVERAGE_PLAN, ...p });

describe('the pairing table', () => {
  it("adds nothing without a front: the staff's own formation prices as the simulated game", () => {
    const t = tacticFor('inside_run', 'base');
    expect(withPlaybook(t, 'inside_run', { formation: 'pistol', personnel: '11' }, null)).toBe(t);
  });

  it('matched personnel and front price at zero; the heavier side wins the run, the lighter the throws', () => {
    const t = tacticFor(null, 'base');
    const at = (
      personnel: '10' | '11' | '12' | '22',
      front: 'dime' | 'nickel' | '4-3' | 'goal_line',
      play = null as string | null,
    ) => withPlaybook(t, play, { formation: 'pistol', personnel }, { front, coverage: null });
    expect(at('11', 'nickel')).toEqual({ ...t, cover: [0, 0, 0, 0] });
    expect(at('10', 'dime').runEdge).toBe(0);
    expect(at('12', '4-3').runEdge).toBe(0);
    // Heavy personnel against nickel speed: the run gains, the throws lose, the play fake gains with the run.
    expect(at('12', 'nickel').runEdge).toBeGreaterThan(0);
    expect(at('12', 'nickel').cover[1]).toBeLessThan(0);
    expect(at('12', 'nickel', 'play_action').cover[3]).toBeGreaterThan(0);
    // Spread personnel against the base front: the throws gain, the run loses; and each mismatch is its mirror.
    expect(at('10', '4-3').cover[2]).toBeGreaterThan(0);
    expect(at('10', '4-3').runEdge).toBe(-at('22', 'nickel').runEdge);
    for (const p of PERSONNEL) for (const f of FRONTS) expect(Math.abs(mismatch(p, f))).toBeLessThanOrEqual(3);
  });

  it('every formation counter has its opposite: a formation gains against one coverage and loses against another', () => {
    for (const formation of FORMATIONS) {
      const rows = Object.entries(FORMATION_COUNTERS).filter(([k]) => k.startsWith(`${formation}:`));
      const sum = rows.reduce((a, [, c]) => a + c.runEdge + c.short, 0);
      expect(sum, formation).toBe(0);
      for (const [, c] of rows) expect(Math.abs(c.runEdge) + Math.abs(c.short)).toBeLessThanOrEqual(6);
    }
  });

  it('cover 0 gives up the deep ball; a two-high shell takes it away and gives the run', () => {
    const cover0 = withPlaybook(tacticFor('deep_shot', 'pass_blitz'), 'deep_shot', null, {
      front: '4-3',
      coverage: 'cover0',
    });
    expect(cover0.cover[3]).toBeGreaterThan(tacticFor('deep_shot', 'pass_blitz').cover[3]);
    const cover4 = withPlaybook(tacticFor('deep_shot', 'zone'), 'deep_shot', null, {
      front: '4-3',
      coverage: 'cover4',
    });
    expect(cover4.cover[3]).toBeLessThan(0);
    const run = withPlaybook(
      tacticFor('inside_run', 'zone'),
      'inside_run',
      { formation: 'under_center', personnel: '12' },
      { front: '4-3', coverage: 'cover2' },
    );
    expect(run.runEdge).toBeGreaterThan(tacticFor('inside_run', 'base').runEdge);
  });
});

describe('the schemes\u2019 books', () => {
  const share = (draw: () => string, n = 4000): Map<string, number> => {
    const counts = new Map<string, number>();
    for (let i = 0; i < n; i++) {
      const d = draw();
      counts.set(d, (counts.get(d) ?? 0) + 1);
    }
    return counts;
  };

  it('an air raid, a spread, a pro style and an option staff line up differently (seeded)', () => {
    const rng = createRng('books');
    const mix = (scheme: 'air_raid' | 'spread' | 'pro_style' | 'option') =>
      share(() => {
        const f = coordinatorFormation(rng, plan({ scheme }));
        return f.formation;
      });
    const air = mix('air_raid'),
      option = mix('option'),
      pro = mix('pro_style'),
      spread = mix('spread');
    expect(air.get('under_center') ?? 0).toBe(0);
    expect(option.get('under_center') ?? 0).toBeGreaterThan(2000);
    expect(option.get('empty') ?? 0).toBe(0);
    expect(air.get('empty') ?? 0).toBeGreaterThan(spread.get('empty') ?? 0);
    expect(pro.get('under_center') ?? 0).toBeGreaterThan(spread.get('under_center') ?? 0);
    // Every formation a coordinator calls is in his own book.
    for (const scheme of ['air_raid', 'spread', 'pro_style', 'option'] as const)
      for (let i = 0; i < 200; i++) {
        const f = coordinatorFormation(rng, plan({ scheme }));
        expect(offenseSetOf(f.formation, f.personnel, OFFENSE_BOOKS[scheme])).toEqual(f);
      }
  });

  it('a 4-2-5 staff stays in its own nickel front against base personnel; a 4-3 or 3-4 staff matches it', () => {
    const rng = createRng('fronts');
    const fronts = (defensiveFront: '4-3' | '3-4' | '4-2-5') =>
      share(() => coordinatorFront(rng, plan({ defensiveFront }), '12', 'base'));
    expect(fronts('4-2-5').get('4-2-5') ?? 0).toBeGreaterThan(1400);
    expect(fronts('4-2-5').get('nickel') ?? 0).toBe(0);
    expect(fronts('4-3').get('nickel') ?? 0).toBeLessThan(900);
    expect(fronts('3-4').get('3-4') ?? 0).toBeGreaterThan(2400);
    expect(fronts('3-4').get('4-3') ?? 0).toBe(0);
    expect(coordinatorFront(rng, plan({}), '11', 'goal_line')).toBe('goal_line');
  });

  it("each defensive scheme's book leads with its own front; a nickel scheme's front prices as the nickel", () => {
    expect(DEFENSE_BOOKS['4-3'].fronts[0]).toBe('4-3');
    expect(DEFENSE_BOOKS['3-4'].fronts[0]).toBe('3-4');
    expect(DEFENSE_BOOKS['4-2-5'].fronts).toEqual(['4-2-5', '4-3', 'dime', 'goal_line']);
    expect(DEFENSE_BOOKS['3-3-5'].fronts).toEqual(['3-3-5', '3-4', 'dime', 'goal_line']);
    for (const book of Object.values(DEFENSE_BOOKS)) expect(book.fronts[0]).toBe(book.base);
    expect(frontOf('nickel', DEFENSE_BOOKS['3-3-5'])).toBe('3-3-5');
    const t = tacticFor('quick_pass', 'zone');
    for (const personnel of PERSONNEL)
      for (const front of ['4-2-5', '3-3-5'] as const)
        expect(
          withPlaybook(t, 'quick_pass', { formation: 'shotgun', personnel }, { front, coverage: 'cover2' }),
        ).toEqual(
          withPlaybook(t, 'quick_pass', { formation: 'shotgun', personnel }, { front: 'nickel', coverage: 'cover2' }),
        );
  });
});

const home: GameTeam = {
  ...simTeam('Middleton', 4, 2, 'MID'),
  plan: plan({ scheme: 'air_raid', defensiveFront: '3-4' }),
};
const away: GameTeam = {
  ...simTeam('Midland', 4, 3, 'MDL'),
  plan: plan({ scheme: 'option', defensiveFront: '4-2-5' }),
};
const input = (seed: number): SimulateGameInput => ({
  home,
  away,
  neutral: false,
  rules: rulesForYear(2016),
  rng: createRng(seed),
});

describe('coached games called from the book', () => {
  it('a game called with formations and fronts plays to the end, the same every time', () => {
    const script = (kind: DecisionKind, s: { down: number }): Call =>
      kind === 'offense' && s.down < 4 ? 'quick_pass@empty/10' : kind === 'defense' ? 'cover2@nickel' : 'coordinator';
    const a = runCoachedGame(input(3), 0, [], script);
    const b = runCoachedGame(input(3), 0, [], script);
    expect(a.result).not.toBeNull();
    expect(a.result).toEqual(b.result);
    expect(a.calls.some((c) => c.call === 'quick_pass@empty/10')).toBe(true);
  });

  it("refuses a formation, personnel or front outside the staff's book, naming the ones in it", () => {
    const run = runCoachedGame(input(5), 0, [], (kind) => (kind === 'offense' ? undefined : 'coordinator'));
    const s = run.state;
    expect(callProblem(s, 'offense', 0, 'inside_run@pistol/11')).toBeNull();
    expect(callProblem(s, 'offense', 0, 'inside_run@under_center/12')).toMatch(
      /no under_center formation: one of shotgun, empty, pistol/,
    );
    expect(callProblem(s, 'offense', 0, 'inside_run@wishbone')).toMatch(/Unknown formation 'wishbone'/);
    expect(callProblem(s, 'offense', 0, 'inside_run@empty/21')).toMatch(/empty takes 10, 11, 12 personnel/);
    expect(callProblem(s, 'offense', 0, 'punt@shotgun')).toMatch(/A formation goes with a run or a pass/);
    expect(callProblem(s, 'offense', 0, 'quick_pass@shotgun/11+sideline')).toBeNull();
    expect(callProblem(s, 'defense', 0, 'cover3@nickel')).toBeNull();
    expect(callProblem(s, 'defense', 0, 'cover3@4-3')).toMatch(/no 4-3 front: one of 3-4, nickel, dime, goal_line/);
    expect(callProblem(s, 'defense', 0, 'cover9@nickel')).toMatch(/A front goes with a defensive call/);
    expect(callProblem(s, 'defense', 0, 'timeout@nickel')).toMatch(/A front goes with a defensive call/);
    expect(callProblem(s, 'defense', 0, 'cover0')).toBeNull();
  });
});

describe('the names on the wire', () => {
  it("are the playbook's own", () => {
    expect([...FORMATIONS]).toEqual([...FORMATIONS_WIRE]);
    expect([...PERSONNEL]).toEqual([...PERSONNEL_WIRE]);
    expect([...FRONTS]).toEqual([...FRONTS_WIRE]);
  });
});

describe('the call parser', () => {
  const name = fc.stringMatching(/^[a-z0-9_-]{1,12}$/);
  it('splits any play@formation/personnel and call@front into the parts written (fixed seed)', () => {
    fc.assert(
      fc.property(name, name, name, (play, formation, personnel) => {
        expect(splitFormation(`${play}@${formation}/${personnel}`)).toEqual({ play, formation, personnel });
        expect(splitFormation(`${play}@${formation}`)).toEqual({ play, formation, personnel: null });
        expect(splitFormation(play)).toEqual({ play, formation: null, personnel: null });
        expect(splitFront(`${play}@${formation}`)).toEqual({ call: play, front: formation });
      }),
      { seed: 20261125, numRuns: 300 },
    );
  });

  it("never accepts a formation or personnel outside the book, and resolves a missing part to the book's own", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(OFFENSE_BOOKS)),
        name,
        fc.option(name),
        (scheme, formation, personnel) => {
          const book = OFFENSE_BOOKS[scheme as keyof typeof OFFENSE_BOOKS];
          const set = offenseSetOf(formation, personnel, book);
          if (typeof set === 'string') return;
          expect(book.formations).toContain(set.formation);
          expect(book.personnel).toContain(set.personnel);
        },
      ),
      { seed: 7, numRuns: 300 },
    );
    for (const c of COVERAGES) expect(splitFront(c)).toEqual({ call: c, front: null });
  });
});
