// Coaching decisions in exact game states: fourth downs, the try after a touchdown, onside kicks,
// kneel-downs, tempo and play calling.

import { describe, expect, it } from 'vitest';
import {
  defenseCallsTimeout,
  fieldGoalRange,
  fourthDownDecision,
  goForTwo,
  offenseCallsTimeout,
  onsideKick,
  passProbability,
  shouldKneel,
  tempoFor,
  type Situation,
} from '../../src/core/sim/decisions.js';
import { fieldGoalChance } from '../../src/core/sim/kicks.js';
import { createRng } from '../../src/core/random.js';
import { rulesForYear } from '../../src/core/sim/rules.js';
import { scrimmageDown } from '../../src/core/sim/scrimmage.js';
import { PREVENT } from '../../src/core/sim/tuning.js';
import { GameState } from '../../src/core/sim/state.js';
import { simTeam } from '../fixtures/simTeams.js';

const kicking = simTeam('Placekick State', 4, 21, 'PKS');
const defending = simTeam('Goal Line Tech', 4, 22, 'GLT');

/** A situation: first quarter, 15:00, 1st and 10 at the own 25, tied, all timeouts; override what matters. */
function at(over: Partial<Situation>): Situation {
  return {
    quarter: 1,
    clock: 900,
    down: 1,
    distance: 10,
    ballOn: 25,
    lead: 0,
    offenseTimeouts: 3,
    defenseTimeouts: 3,
    overtime: 0,
    ...over,
  };
}

const RANGE = 50; // an average kicker: attempts up to 50 yards

describe('fourth down', () => {
  it('goes for it on 4th and 1 at the opponent 35, down 4 with 2:00 left', () => {
    expect(fourthDownDecision(at({ quarter: 4, clock: 120, down: 4, distance: 1, ballOn: 65, lead: -4 }), RANGE)).toBe(
      'go',
    );
  });
  it('punts on 4th and 10 from its own 20 in the first quarter', () => {
    expect(fourthDownDecision(at({ quarter: 1, clock: 600, down: 4, distance: 10, ballOn: 20 }), RANGE)).toBe('punt');
  });
  it('kicks a field goal on 4th and 3 at the opponent 15 when tied early', () => {
    expect(fourthDownDecision(at({ quarter: 1, clock: 600, down: 4, distance: 3, ballOn: 85 }), RANGE)).toBe(
      'fieldGoal',
    );
  });
  it('goes for it on 4th and 1 near midfield, punts 4th and 6 there', () => {
    expect(fourthDownDecision(at({ quarter: 2, clock: 500, down: 4, distance: 1, ballOn: 48 }), RANGE)).toBe('go');
    expect(fourthDownDecision(at({ quarter: 2, clock: 500, down: 4, distance: 6, ballOn: 48 }), RANGE)).toBe('punt');
  });
  it('goes for it on 4th and 2 in field-goal range and on 4th and 3 inside the 5, kicks on 4th and 4', () => {
    expect(fourthDownDecision(at({ quarter: 1, clock: 600, down: 4, distance: 2, ballOn: 85 }), RANGE)).toBe('go');
    expect(fourthDownDecision(at({ quarter: 1, clock: 600, down: 4, distance: 3, ballOn: 96 }), RANGE)).toBe('go');
    expect(fourthDownDecision(at({ quarter: 1, clock: 600, down: 4, distance: 4, ballOn: 96 }), RANGE)).toBe(
      'fieldGoal',
    );
    expect(fourthDownDecision(at({ quarter: 1, clock: 600, down: 4, distance: 4, ballOn: 85 }), RANGE)).toBe(
      'fieldGoal',
    );
  });
  it('goes for it on 4th and goal from the 1', () => {
    expect(fourthDownDecision(at({ quarter: 2, clock: 500, down: 4, distance: 1, ballOn: 99 }), RANGE)).toBe('go');
  });
  it("punts out of field-goal range on 4th and long, goes on 4th and short in no-man's land", () => {
    expect(fourthDownDecision(at({ quarter: 3, down: 4, distance: 9, ballOn: 62 }), RANGE)).toBe('punt');
    expect(fourthDownDecision(at({ quarter: 3, down: 4, distance: 3, ballOn: 62 }), RANGE)).toBe('go');
  });
  it('kicks the tying or winning field goal late, goes for the touchdown when a field goal is not enough', () => {
    expect(fourthDownDecision(at({ quarter: 4, clock: 60, down: 4, distance: 8, ballOn: 72, lead: -2 }), RANGE)).toBe(
      'fieldGoal',
    );
    expect(fourthDownDecision(at({ quarter: 4, clock: 60, down: 4, distance: 8, ballOn: 72, lead: -3 }), RANGE)).toBe(
      'fieldGoal',
    );
    expect(fourthDownDecision(at({ quarter: 4, clock: 60, down: 4, distance: 8, ballOn: 72, lead: -5 }), RANGE)).toBe(
      'go',
    );
    expect(fourthDownDecision(at({ quarter: 4, clock: 100, down: 4, distance: 12, ballOn: 30, lead: -7 }), RANGE)).toBe(
      'go',
    );
  });
  it('protects a late lead: punts instead of going for it on its own side', () => {
    expect(fourthDownDecision(at({ quarter: 4, clock: 90, down: 4, distance: 2, ballOn: 45, lead: 3 }), RANGE)).toBe(
      'punt',
    );
    expect(fourthDownDecision(at({ quarter: 4, clock: 90, down: 4, distance: 2, ballOn: 75, lead: 3 }), RANGE)).toBe(
      'fieldGoal',
    );
  });
  it("a weak kicker's range is shorter, a strong kicker's longer", () => {
    expect(fieldGoalRange(45)).toBeLessThan(fieldGoalRange(65));
    expect(fieldGoalRange(85)).toBeGreaterThan(fieldGoalRange(65));
    // An earlier era's coach trusts the same leg from nearer.
    expect(fieldGoalRange(65, 3)).toBe(fieldGoalRange(65) - 3);
    // 4th and 5 at the opponent 33 (a 50-yard try): the strong kicker kicks, the weak one does not.
    const s = at({ quarter: 2, clock: 400, down: 4, distance: 5, ballOn: 67 });
    expect(fourthDownDecision(s, fieldGoalRange(85))).toBe('fieldGoal');
    expect(fourthDownDecision(s, fieldGoalRange(40))).not.toBe('fieldGoal');
  });
  it('in overtime kicks when a field goal ties or wins, goes for it when it does not', () => {
    expect(
      fourthDownDecision(at({ quarter: 5, overtime: 1, clock: 0, down: 4, distance: 6, ballOn: 82, lead: 0 }), RANGE),
    ).toBe('fieldGoal');
    expect(
      fourthDownDecision(at({ quarter: 5, overtime: 1, clock: 0, down: 4, distance: 6, ballOn: 82, lead: -3 }), RANGE),
    ).toBe('fieldGoal');
    expect(
      fourthDownDecision(at({ quarter: 5, overtime: 1, clock: 0, down: 4, distance: 6, ballOn: 82, lead: -7 }), RANGE),
    ).toBe('go');
  });
  it('field goals get harder with distance and easier with a better kicker', () => {
    expect(fieldGoalChance(25, 65, 65)).toBeGreaterThan(0.9);
    expect(fieldGoalChance(35, 65, 65)).toBeGreaterThan(fieldGoalChance(45, 65, 65));
    expect(fieldGoalChance(45, 65, 65)).toBeGreaterThan(fieldGoalChance(55, 65, 65));
    expect(fieldGoalChance(55, 65, 65)).toBeLessThan(0.5);
    // An earlier era's kicker, yards short of 2023-24's, makes fewer.
    expect(fieldGoalChance(45, 65, 65, 5)).toBeLessThan(fieldGoalChance(45, 65, 65) - 0.1);
    expect(fieldGoalChance(48, 80, 80)).toBeGreaterThan(fieldGoalChance(48, 55, 55) + 0.1);
  });
});

describe('the try after a touchdown', () => {
  it('kicks in the first three quarters', () => {
    for (const lead of [-2, -5, 1, 4]) expect(goForTwo(lead, 1, 3000)).toBe(false);
  });
  it('follows the chart in the fourth quarter', () => {
    expect(goForTwo(-2, 4, 300)).toBe(true); // two ties it
    expect(goForTwo(1, 4, 300)).toBe(true); // up 3 instead of 2
    expect(goForTwo(-5, 4, 300)).toBe(true); // down 3 instead of 4
    expect(goForTwo(5, 4, 300)).toBe(true); // up 7 instead of 6
    expect(goForTwo(-1, 4, 300)).toBe(false); // kick to tie
    expect(goForTwo(6, 4, 300)).toBe(false); // kick to lead by 7
    expect(goForTwo(0, 4, 300)).toBe(false);
  });
  it('with no time left only the result matters: two to tie when down 2, kick to tie when down 1', () => {
    expect(goForTwo(-2, 4, 0)).toBe(true);
    expect(goForTwo(-1, 4, 0)).toBe(false);
  });
});

describe('onside kicks, kneels, timeouts, tempo', () => {
  it('kicks onside only when behind late', () => {
    expect(onsideKick(-7, 4, 90)).toBe(true);
    expect(onsideKick(-10, 4, 300)).toBe(true);
    expect(onsideKick(-7, 4, 600)).toBe(false);
    expect(onsideKick(3, 4, 60)).toBe(false);
    expect(onsideKick(-7, 2, 30)).toBe(false);
  });
  it('kneels out the clock when ahead and the defense cannot stop it', () => {
    const base = { quarter: 4, down: 1, distance: 10, ballOn: 60, lead: 3 };
    expect(shouldKneel(at({ ...base, clock: 40, defenseTimeouts: 0 }), 'milk', true)).toBe(true);
    expect(shouldKneel(at({ ...base, clock: 110, defenseTimeouts: 0 }), 'milk', true)).toBe(true);
    expect(shouldKneel(at({ ...base, clock: 110, defenseTimeouts: 3 }), 'milk', true)).toBe(false);
    expect(shouldKneel(at({ ...base, clock: 300, defenseTimeouts: 0 }), 'milk', true)).toBe(false);
    expect(shouldKneel(at({ ...base, lead: -3, clock: 40 }), 'hurry', true)).toBe(false);
  });
  it('the trailing defense uses its timeouts late; the leading one does not', () => {
    const s = at({ quarter: 4, clock: 150, lead: 5, defenseTimeouts: 3 });
    expect(defenseCallsTimeout(s, true)).toBe(true);
    expect(defenseCallsTimeout(s, false)).toBe(false);
    expect(defenseCallsTimeout({ ...s, lead: -5 }, true)).toBe(false);
    expect(defenseCallsTimeout({ ...s, clock: 600 }, true)).toBe(false);
  });
  it('the two-minute drill stops the clock with its timeouts', () => {
    const s = at({ quarter: 4, clock: 50, lead: -4, offenseTimeouts: 2 });
    expect(offenseCallsTimeout(s, true, 'hurry')).toBe(true);
    expect(offenseCallsTimeout({ ...s, offenseTimeouts: 0 }, true, 'hurry')).toBe(false);
  });
  it('hurries when behind late, runs the clock when ahead late', () => {
    expect(tempoFor(at({ quarter: 4, clock: 240, lead: -10 }))).toBe('hurry');
    expect(tempoFor(at({ quarter: 4, clock: 100, lead: -3 }))).toBe('hurry');
    expect(tempoFor(at({ quarter: 4, clock: 300, lead: 5 }))).toBe('milk');
    expect(tempoFor(at({ quarter: 2, clock: 90, ballOn: 45 }))).toBe('hurry');
    expect(tempoFor(at({ quarter: 1, clock: 500 }))).toBe('normal');
  });
  it('passes on third and long, runs on third and short, passes when hurrying', () => {
    expect(passProbability(at({ down: 3, distance: 12 }), 'normal')).toBeGreaterThan(0.8);
    expect(passProbability(at({ down: 3, distance: 1 }), 'normal')).toBeLessThan(0.4);
    expect(passProbability(at({ down: 1, distance: 10 }), 'hurry')).toBeGreaterThan(0.7);
    expect(passProbability(at({ down: 1, distance: 10 }), 'milk')).toBeLessThan(0.3);
  });
});

describe('game management (issue 16)', () => {
  it('far ahead in the third quarter runs the ball and the clock; a rout takes points or punts, never goes for it', () => {
    expect(tempoFor(at({ quarter: 3, clock: 600, lead: 27 }))).toBe('normal');
    expect(tempoFor(at({ quarter: 3, clock: 600, lead: 28 }))).toBe('milk');
    const rout = at({ quarter: 3, clock: 600, lead: 28, down: 4, distance: 1, ballOn: 60 });
    expect(fourthDownDecision({ ...rout, lead: 27 }, RANGE)).toBe('go');
    expect(fourthDownDecision(rout, RANGE)).toBe('punt');
    expect(fourthDownDecision({ ...rout, ballOn: 80 }, RANGE)).toBe('fieldGoal');
    // Hand-offs: a rout's pass chance is far below an ordinary lead's.
    const late = at({ quarter: 4, clock: 400, down: 2, distance: 6 });
    expect(passProbability({ ...late, lead: 28 }, 'milk')).toBeLessThan(passProbability({ ...late, lead: 14 }, 'milk'));
  });

  it('too far behind late, the trailing coach plays it out: no hurry-up, no chasing throws', () => {
    const behind = at({ quarter: 4, clock: 240, down: 1, distance: 10, ballOn: 40 });
    expect(tempoFor({ ...behind, lead: -27 })).toBe('hurry');
    expect(tempoFor({ ...behind, lead: -28 })).toBe('normal');
    expect(passProbability({ ...behind, lead: -28 }, 'normal')).toBeLessThan(
      passProbability({ ...behind, lead: -20 }, 'fast'),
    );
  });

  it('tied or down 1-2 late with the kick in range plays for the field goal; out of range or down 3 it hurries', () => {
    const late = at({ quarter: 4, clock: 100, down: 1, distance: 10, ballOn: 75, kickRange: 50 });
    expect(tempoFor({ ...late, lead: 0 })).toBe('milk');
    expect(tempoFor({ ...late, lead: -2 })).toBe('milk');
    expect(tempoFor({ ...late, lead: -3 })).toBe('hurry');
    expect(tempoFor({ ...late, lead: 0, ballOn: 60 })).toBe('hurry');
    expect(tempoFor({ ...late, lead: 0, kickRange: undefined })).toBe('hurry');
  });

  it('routed in the second half, the trailing coach punts from his own end and plays on at the other', () => {
    const fourth = at({ quarter: 4, clock: 500, down: 4, distance: 2, ballOn: 35 });
    expect(fourthDownDecision({ ...fourth, lead: -20 }, RANGE)).toBe('go');
    expect(fourthDownDecision({ ...fourth, lead: -28 }, RANGE)).toBe('punt');
    expect(fourthDownDecision({ ...fourth, lead: -28, quarter: 3 }, RANGE)).toBe('punt');
    expect(fourthDownDecision({ ...fourth, lead: -28, ballOn: 60 }, RANGE)).toBe('go');
    expect(fourthDownDecision({ ...fourth, lead: -28, quarter: 2, distance: 1 }, RANGE)).toBe('go');
  });
});

describe('calling off the dogs (issue 16)', () => {
  it('with 70 on the board and 35 up in the fourth quarter, the coach kneels on first to third down and kicks on fourth', () => {
    const rout = at({ quarter: 4, clock: 600, down: 1, distance: 10, ballOn: 60, lead: 35, points: 70 });
    expect(shouldKneel(rout, 'milk', true)).toBe(true);
    expect(shouldKneel({ ...rout, points: 63 }, 'milk', true)).toBe(false);
    expect(shouldKneel({ ...rout, lead: 28 }, 'milk', true)).toBe(false);
    expect(shouldKneel({ ...rout, quarter: 3 }, 'milk', true)).toBe(false);
    expect(shouldKneel({ ...rout, down: 4 }, 'milk', true)).toBe(false);
    expect(fourthDownDecision({ ...rout, down: 4, distance: 1 }, RANGE)).toBe('punt');
  });

  it('down 8 after a touchdown in the last two minutes, the coach goes for two; earlier he kicks', () => {
    expect(goForTwo(-8, 4, 100)).toBe(true);
    expect(goForTwo(-8, 4, 400)).toBe(false);
    expect(goForTwo(-7, 4, 100)).toBe(false);
  });
});

describe('the last snap (issue 16)', () => {
  /** A tied game's home drive 1st and 10 at the opponent 22 with the clock running, no timeouts left. */
  function tiedDriveLate(seed: number, clock: number): string {
    const state = new GameState({
      home: kicking,
      away: defending,
      neutral: false,
      rules: rulesForYear(2024),
      rng: createRng(seed),
    });
    state.quarter = 4;
    state.clock = clock;
    state.score[0] = 17;
    state.score[1] = 17;
    state.timeouts[0] = 0;
    state.timeouts[1] = 0;
    state.startDrive(0, 78);
    state.clockRunning = true;
    while (state.clock > 0 && state.drive !== null && state.pendingKickoff < 0) scrimmageDown(state);
    if (state.drive !== null) state.endDrive('endOfGame');
    // The home drive is the game's first; after a miss or a turnover the other team's follows it.
    return state.drives[0].result;
  }

  it('a tied offense in range never lets the clock run out on its kick', () => {
    const results = Array.from({ length: 200 }, (_, i) => tiedDriveLate(i + 1, 30 + (i % 5) * 15));
    expect(results.filter((r) => r === 'endOfGame')).toEqual([]);
    expect(results.filter((r) => r === 'fieldGoal' || r === 'missedFieldGoal').length).toBeGreaterThan(150);
  });
});

describe('the prevent defense (issue 16)', () => {
  /** The edge the home offense's first snap gets, 1st and 10 at its 25 with `clock` left in `quarter`, `lead` ahead. */
  function snapEdge(year: number, quarter: number, lead: number): { edge: number; talent: number } {
    const state = new GameState({
      home: kicking,
      away: defending,
      neutral: false,
      rules: rulesForYear(year),
      rng: createRng(7),
    });
    state.quarter = quarter;
    state.clock = 420;
    state.score[0] = 20 + lead;
    state.score[1] = 20;
    state.startDrive(0, 75);
    state.clockRunning = true;
    scrimmageDown(state);
    return { edge: state.preventEdge, talent: state.rules.play.talent };
  }

  it('gives a trailing offense late the same edge on a snap in every era', () => {
    for (const year of [2005, 2010, 2016, 2024]) {
      const { edge, talent } = snapEdge(year, 4, -7);
      // The plays multiply the edge by the era's talent weight: what reaches the snap is PREVENT.edge in every era.
      expect(edge * talent, `${year}`).toBeCloseTo(PREVENT.edge, 10);
    }
    expect(rulesForYear(2005).play.talent).toBeLessThan(1);
  });

  it('is off for a leading offense, before the fourth quarter and beyond two scores', () => {
    expect(snapEdge(2005, 4, 7).edge).toBe(0);
    expect(snapEdge(2005, 3, -7).edge).toBe(0);
    expect(snapEdge(2005, 4, -(PREVENT.maxDeficit + 1)).edge).toBe(0);
  });
});
