// The rules of a recruiting week in exact situations: interest gained by each action, fading,
// commitments and late flips, the weekly hours, every refused order (nothing changed), signing day,
// class rankings and roster needs.

import { describe, expect, it } from 'vitest';
import { attributesForLevel } from '../../src/core/players/attributes.js';
import { POSITIONS, type Position } from '../../src/core/players/types.js';
import { createIdSource } from '../../src/core/players/generate.js';
import { createRng } from '../../src/core/random.js';
import {
  FLIP_WEEK,
  LATE_WEEK,
  PORTAL_DEPARTURES_COUNTED,
  PORTAL_DEPARTURES_COUNTED_BEFORE_2021,
  TARGET_VALUE_BY_STARS,
  VISIT_RESULT_EFFECT,
  WEEKLY_INTEREST_FADE,
} from '../../src/core/recruiting/tuning.js';
import { timetableOf } from '../../src/core/recruiting/timetable.js';
import { cycleWeeks } from '../../src/core/recruiting/lateWeeks.js';
import { walkOnFreshmen } from '../../src/core/recruiting/newFreshmen.js';
import {
  checkOrder,
  estimatedChance,
  expectedDepartures,
  milesBetweenStates,
  nationalClass,
  needsAfterGraduation,
  newFreshmen,
  rankClasses,
  recruitingWeek,
  setStaffRecruiting,
  signingDay,
  startRecruitingCycle,
  weeklyHours,
  type HomeGame,
  type PreferenceWeights,
  type Prospect,
  type RecruitingAction,
  type RecruitingProgram,
  type RecruitingState,
  type RecruitingWeekInput,
} from '../../src/core/recruiting/index.js';

const ATTRIBUTES = attributesForLevel('QB', 60, createRng(1));

function prefs(weights: Partial<PreferenceWeights>): PreferenceWeights {
  return {
    playingTime: 0,
    proximity: 0,
    prestige: 0,
    contending: 0,
    conference: 0,
    schemeFit: 0,
    effort: 0,
    ...weights,
  };
}

function prospect(id: number, extra: Partial<Prospect> = {}): Prospect {
  return {
    id,
    first: 'Pro',
    last: `Spect${id}`,
    pos: 'QB',
    state: 'TX',
    town: 'Houston',
    heightInches: 75,
    weightPounds: 210,
    stars: 3,
    rank: id,
    rating: 60,
    potential: 75,
    attributes: ATTRIBUTES,
    developmentTrait: 3,
    // A homebody at a usual weight (weights far above the usual would make his wants dealbreakers: dealbreakers.ts).
    preferences: prefs({ proximity: 0.2 }),
    ...extra,
  };
}

function openings(spots: Partial<Record<Position, number>>): Record<Position, number> {
  const all = {} as Record<Position, number>;
  for (const pos of POSITIONS) all[pos] = spots[pos] ?? 0;
  return all;
}

function program(name: string, extra: Partial<RecruitingProgram> = {}): RecruitingProgram {
  return {
    name,
    prestige: 4,
    conference: 'SEC',
    power: true,
    state: 'TX',
    resources: 0.5,
    contending: 0.5,
    scholarships: 3,
    openings: openings({ QB: 3 }),
    ...extra,
  };
}

/** A cycle where every program is run by the player (no staff acts unless asked). */
function cycle(prospects: Prospect[], programs: RecruitingProgram[], week = 0): RecruitingState {
  const state = startRecruitingCycle(
    2025,
    prospects,
    programs,
    programs.map((p) => p.name),
  );
  return { ...state, week };
}

function play(
  state: RecruitingState,
  programs: RecruitingProgram[],
  orders: Record<string, RecruitingAction[]>,
  homeGames: Record<string, HomeGame> = {},
) {
  const result = recruitingWeek(state, { programs, orders, homeGames });
  if (!result.ok) throw new Error(result.error.message);
  return result;
}

const interestOf = (state: RecruitingState, id: number, name: string) =>
  state.status[id].suitors.find((s) => s.program === name)?.interest ?? 0;

/** Sets a prospect's suitors directly, for situations late in a cycle. */
function withSuitors(
  state: RecruitingState,
  id: number,
  suitors: { program: string; interest: number; offered?: boolean }[],
  committedTo: string | null = null,
): RecruitingState {
  return {
    ...state,
    status: {
      ...state.status,
      [id]: {
        suitors: suitors.map((s) => ({
          program: s.program,
          interest: s.interest,
          offered: s.offered ?? false,
          visited: false,
          effort: 0,
        })),
        committedTo,
        committedWeek: committedTo ? 1 : 0,
        signedWith: null,
      },
    },
  };
}

describe("a recruiter coach's abilities", () => {
  // Two programs alike in Texas, one with a coach owning the home-region pitch and the closer.
  const coaching = { hours: 0, homePitch: 0.3, homeMiles: 400, visits: 0.2 };
  const programs = [program('Coach U', { coaching }), program('Plain U')];
  const gainRatio = (kind: 'contact' | 'offer', state: string) => {
    const orders = (name: string) => ({ [name]: [{ kind, prospect: 1 } as RecruitingAction] });
    const start = cycle([prospect(1, { state })], programs);
    const coached = play(start, programs, orders('Coach U')).state;
    const plain = play(start, programs, orders('Plain U')).state;
    return interestOf(coached, 1, 'Coach U') / interestOf(plain, 1, 'Plain U');
  };

  it('the home-region pitch adds its share to a contact with a prospect near campus, nothing far away', () => {
    expect(milesBetweenStates('TX', 'OK')).toBeLessThanOrEqual(coaching.homeMiles);
    expect(gainRatio('contact', 'OK')).toBeCloseTo(1.3, 6);
    expect(milesBetweenStates('TX', 'WA')).toBeGreaterThan(coaching.homeMiles);
    expect(gainRatio('contact', 'WA')).toBeCloseTo(1, 6);
  });

  it('the closer adds its share to an offer, far from campus too (the home-region pitch adds nothing to it)', () => {
    expect(gainRatio('offer', 'WA')).toBeCloseTo(1.2, 6);
  });
});

describe('interest', () => {
  const programs = [program('Home U'), program('Far U', { state: 'WA' })];

  it('a contact earns 5 points times the appeal of the fit: e^2 at a perfect fit, e^-2 at none', () => {
    const { state } = play(cycle([prospect(1)], programs), programs, {
      'Home U': [{ kind: 'contact', prospect: 1 }],
      'Far U': [{ kind: 'contact', prospect: 1 }],
    });
    // He cares only about closeness to home: Home U is in his state, Far U over 1,200 miles away.
    expect(interestOf(state, 1, 'Home U')).toBeCloseTo(5 * Math.exp(2), 6);
    expect(interestOf(state, 1, 'Far U')).toBeCloseTo(5 * Math.exp(-2), 6);
  });

  it('grows less as it nears 100, and fades 3% in a week nobody from the program calls', () => {
    const prospects = [prospect(1)];
    const first = play(cycle(prospects, programs), programs, {
      'Home U': [{ kind: 'contact', prospect: 1 }],
      'Far U': [{ kind: 'contact', prospect: 1 }],
    });
    const g = 5 * Math.exp(2);
    const second = play(first.state, programs, { 'Home U': [{ kind: 'contact', prospect: 1 }] });
    expect(interestOf(second.state, 1, 'Home U')).toBeCloseTo(g + g * (1 - g / 100), 6);
    expect(interestOf(second.state, 1, 'Far U')).toBeCloseTo(5 * Math.exp(-2) * WEEKLY_INTEREST_FADE, 6);
  });

  it('moves a prospect who values being recruited hard more (1 + 2 x his effort weight)', () => {
    const keen = prospect(1, { preferences: prefs({ proximity: 0.2, effort: 0.5 }) });
    const { state } = play(cycle([keen], programs), programs, { 'Home U': [{ kind: 'contact', prospect: 1 }] });
    expect(interestOf(state, 1, 'Home U')).toBeCloseTo(2 * 5 * Math.exp(2), 6);
  });

  it('a pitch of what he wants most earns far more than a pitch of what he barely weighs', () => {
    const homebody = prospect(1, { state: 'LA', preferences: prefs({ proximity: 0.2, prestige: 0.05 }) });
    const both = [program('Home U'), program('Twin U')];
    const { state } = play(cycle([homebody], both), both, {
      'Home U': [{ kind: 'pitch', prospect: 1, strength: 'proximity' }],
      'Twin U': [{ kind: 'pitch', prospect: 1, strength: 'prestige' }],
    });
    const near = 1 - milesBetweenStates('LA', 'TX') / 1200;
    const appeal = Math.exp(4 * (0.8 * near + 0.2 * 0.5 - 0.5));
    // 5 points x 2 x emphasis (his weight against an even split of five) x what the program offers.
    expect(interestOf(state, 1, 'Home U')).toBeCloseTo(5 * 2 * 4 * near * appeal, 6);
    expect(interestOf(state, 1, 'Twin U')).toBeCloseTo(5 * 2 * 1 * 0.5 * appeal, 6);
    expect(interestOf(state, 1, 'Home U')).toBeGreaterThan(3 * interestOf(state, 1, 'Twin U'));
  });

  it('an official visit sells after a ranked home win and hurts after a blowout loss', () => {
    const both = [program('Winners U'), program('Losers U')];
    const far = prospect(1, { preferences: prefs({ proximity: 0.2 }), state: 'WA' });
    const { state } = play(
      cycle([far], both),
      both,
      {
        'Winners U': [{ kind: 'visit', prospect: 1 }],
        'Losers U': [{ kind: 'visit', prospect: 1 }],
      },
      { 'Winners U': { won: true, margin: 10, ranked: true }, 'Losers U': { won: false, margin: -28, ranked: true } },
    );
    const base = 15 * Math.exp(-2);
    expect(interestOf(state, 1, 'Winners U')).toBeCloseTo(base * VISIT_RESULT_EFFECT.rankedWin, 6);
    expect(interestOf(state, 1, 'Losers U')).toBeCloseTo(base * VISIT_RESULT_EFFECT.blowoutLoss, 6);
    expect(state.status[1].suitors.every((s) => s.visited)).toBe(true);
  });
});

describe('commitments', () => {
  const programs = [program('Leader U'), program('Chaser U')];
  const three = [prospect(1)];
  // The week his timetable (and the five-star's of the same id) first lets him commit: the rules below from then on.
  const ready = Math.max(timetableOf(prospect(1), 2025).opens, timetableOf(prospect(1, { stars: 5 }), 2025).opens);

  it("he commits when the leader has offered, reaches his stars' threshold (40 for a three-star) and leads by 10", () => {
    const state = withSuitors(cycle(three, programs, ready - 1), 1, [
      { program: 'Leader U', interest: 60, offered: true },
      { program: 'Chaser U', interest: 45, offered: true },
    ]);
    const { state: after, news } = play(state, programs, {});
    expect(after.status[1].committedTo).toBe('Leader U');
    expect(after.status[1].committedWeek).toBe(ready);
    expect(news).toEqual([{ kind: 'commit', week: ready, prospect: 1, program: 'Leader U' }]);
  });

  it('he does not commit without an offer from the leader, with a lead under 10, below the threshold, or to a full class', () => {
    const base = cycle(three, programs, ready - 1);
    const noOffer = withSuitors(base, 1, [
      { program: 'Leader U', interest: 60 },
      { program: 'Chaser U', interest: 45, offered: true },
    ]);
    expect(play(noOffer, programs, {}).state.status[1].committedTo).toBeNull();
    const close = withSuitors(base, 1, [
      { program: 'Leader U', interest: 60, offered: true },
      { program: 'Chaser U', interest: 52, offered: true },
    ]);
    expect(play(close, programs, {}).state.status[1].committedTo).toBeNull();
    const low = withSuitors(base, 1, [{ program: 'Leader U', interest: 40, offered: true }]);
    expect(play(low, programs, {}).state.status[1].committedTo).toBeNull(); // 40 x 0.97 < 40
    const full = [program('Leader U', { scholarships: 0 }), program('Chaser U')];
    const noRoom = withSuitors(cycle(three, full, ready - 1), 1, [
      { program: 'Leader U', interest: 90, offered: true },
    ]);
    expect(play(noRoom, full, {}).state.status[1].committedTo).toBeNull();
  });

  it('a five-star needs 60: an interest of 60 fading to 58.2 over a quiet week does not do it', () => {
    const star = [prospect(1, { stars: 5 })];
    const state = withSuitors(cycle(star, programs, ready - 1), 1, [
      { program: 'Leader U', interest: 60, offered: true },
    ]);
    expect(play(state, programs, {}).state.status[1].committedTo).toBeNull();
    const higher = withSuitors(cycle(star, programs, ready - 1), 1, [
      { program: 'Leader U', interest: 70, offered: true },
    ]);
    expect(play(higher, programs, {}).state.status[1].committedTo).toBe('Leader U');
  });

  it('late in the cycle he flips when an offering program overtakes his commitment by 6 or more', () => {
    const late = withSuitors(
      cycle(three, programs, LATE_WEEK - 1),
      1,
      [
        { program: 'Leader U', interest: 50, offered: true },
        { program: 'Chaser U', interest: 70, offered: true },
      ],
      'Leader U',
    );
    const { state, news } = play(late, programs, {});
    expect(news).toEqual([
      { kind: 'decommit', week: LATE_WEEK, prospect: 1, program: 'Leader U' },
      { kind: 'commit', week: LATE_WEEK, prospect: 1, program: 'Chaser U' },
    ]);
    expect(state.status[1].committedTo).toBe('Chaser U');
  });

  it('early in the cycle he stays committed however far another program leads', () => {
    const early = withSuitors(
      cycle(three, programs, FLIP_WEEK - 2),
      1,
      [
        { program: 'Leader U', interest: 30, offered: true },
        { program: 'Chaser U', interest: 90, offered: true },
      ],
      'Leader U',
    );
    const { state, news } = play(early, programs, {});
    expect(news).toEqual([]);
    expect(state.status[1].committedTo).toBe('Leader U');
  });
});

describe('hours and bad input', () => {
  const prospects = Array.from({ length: 25 }, (_, i) => prospect(i + 1));
  const programs = [program('Home U', { scholarships: 1, openings: openings({ QB: 1 }) }), program('Other U')];
  const snapshot = (state: RecruitingState) => JSON.stringify(state);

  function refused(state: RecruitingState, orders: RecruitingAction[], homeGames: Record<string, HomeGame> = {}) {
    const before = snapshot(state);
    const result = recruitingWeek(state, { programs, orders: { 'Home U': orders }, homeGames });
    expect(snapshot(state)).toBe(before);
    if (result.ok) throw new Error('the week was accepted');
    return result;
  }

  it('a week holds 40 hours plus 40 times the resources', () => {
    expect(weeklyHours(program('Poor U', { resources: 0 }))).toBe(40);
    expect(weeklyHours(program('Mid U', { resources: 0.5 }))).toBe(60);
    expect(weeklyHours(program('Rich U', { resources: 1 }))).toBe(80);
  });

  it('spending more hours than are left is refused and nothing changes, not even the orders before it', () => {
    const scouts: RecruitingAction[] = prospects.slice(0, 21).map((p) => ({ kind: 'scout', prospect: p.id }));
    const state = cycle(prospects, programs);
    const result = refused(state, scouts);
    expect(result.error.code).toBe('no-hours');
    expect(result.error.message).toBe(
      'Not enough recruiting hours: to scout costs 3 hours and Home U has 0 left this week',
    );
    expect(result.order).toBe(20);
    // Exactly the 60 hours is fine.
    const ok = recruitingWeek(state, { programs, orders: { 'Home U': scouts.slice(0, 20) } });
    expect(ok.ok).toBe(true);
  });

  it('an offer to a prospect who already signed is refused', () => {
    const state = cycle(prospects, programs);
    const signed = {
      ...state,
      status: { ...state.status, 1: { ...state.status[1], committedTo: 'Other U', signedWith: 'Other U' } },
    };
    const result = refused(signed, [{ kind: 'offer', prospect: 1 }]);
    expect(result.error).toEqual({ code: 'already-signed', message: 'Pro Spect1 already signed with Other U' });
  });

  it('a visit outside a home game week is refused', () => {
    const result = refused(cycle(prospects, programs), [{ kind: 'visit', prospect: 2 }], {
      'Other U': { won: true, margin: 7, ranked: false },
    });
    expect(result.error).toEqual({
      code: 'not-home-week',
      message: 'Home U has no home game in week 1: official visits are hosted on home game weeks',
    });
  });

  it('an offer with no scholarship left is refused', () => {
    const state = withSuitors(
      cycle(prospects, programs),
      1,
      [{ program: 'Home U', interest: 80, offered: true }],
      'Home U',
    );
    const result = refused(state, [{ kind: 'offer', prospect: 2 }]);
    expect(result.error).toEqual({
      code: 'no-scholarship',
      message: 'No scholarship left: Home U has 1 commitments for 1 scholarships',
    });
  });

  it('offers are limited to three per open scholarship', () => {
    const state = cycle(prospects, programs);
    const offers: RecruitingAction[] = [1, 2, 3, 4].map((id) => ({ kind: 'offer', prospect: id }));
    const result = refused(state, offers);
    expect(result.order).toBe(3);
    expect(result.error.code).toBe('no-scholarship');
    expect(recruitingWeek(state, { programs, orders: { 'Home U': offers.slice(0, 3) } }).ok).toBe(true);
  });

  it('an unknown prospect is refused', () => {
    const result = refused(cycle(prospects, programs), [{ kind: 'contact', prospect: 999 }]);
    expect(result.error).toEqual({ code: 'unknown-prospect', message: 'No prospect with id 999 in the 2025 class' });
  });

  it('the same offer twice, a second contact in a week, and a sixth official visit are refused', () => {
    const state = cycle(prospects, programs);
    expect(
      refused(state, [
        { kind: 'offer', prospect: 1 },
        { kind: 'offer', prospect: 1 },
      ]).error.code,
    ).toBe('not-allowed');
    expect(
      refused(state, [
        { kind: 'contact', prospect: 1 },
        { kind: 'contact', prospect: 1 },
      ]).error.code,
    ).toBe('not-allowed');
    const five = ['A', 'B', 'C', 'D', 'E'].map((p) => ({ program: p, interest: 10 }));
    const visited = withSuitors(state, 1, five);
    for (const s of visited.status[1].suitors) s.visited = true;
    const result = refused(visited, [{ kind: 'visit', prospect: 1 }], {
      'Home U': { won: true, margin: 3, ranked: false },
    });
    expect(result.error.message).toBe('Pro Spect1 has used his 5 official visits');
  });

  it('checkOrder tells a player queuing orders whether the next one fits, counting the queue', () => {
    const state = cycle(prospects, programs);
    const input: RecruitingWeekInput = { programs };
    const queue: RecruitingAction[] = prospects.slice(0, 20).map((p) => ({ kind: 'scout', prospect: p.id }));
    expect(checkOrder(state, input, 'Home U', queue.slice(0, 19), queue[19])).toBeNull();
    expect(checkOrder(state, input, 'Home U', queue, { kind: 'contact', prospect: 25 })?.code).toBe('no-hours');
  });
});

describe('signing day', () => {
  const programs = [program('Home U', { scholarships: 3 }), program('Other U', { scholarships: 1 })];
  const prospects = [prospect(1, { stars: 4 }), prospect(2), prospect(3), prospect(4, { stars: 2 })];

  // The cycle's last week: the season's weeks, then the late weeks of January.
  function endOfCycle(): RecruitingState {
    let state = cycle(prospects, programs, cycleWeeks(2025));
    state = withSuitors(state, 1, [{ program: 'Home U', interest: 80, offered: true }], 'Home U');
    state = withSuitors(state, 2, [
      { program: 'Other U', interest: 30, offered: true },
      { program: 'Home U', interest: 25, offered: true },
    ]);
    state = withSuitors(state, 3, [
      { program: 'Other U', interest: 40, offered: true },
      { program: 'Home U', interest: 12, offered: true },
    ]);
    state = withSuitors(state, 4, [{ program: 'Home U', interest: 5, offered: true }]);
    return state;
  }

  it('committed prospects sign; the uncommitted sign with their best offering program that has room if they like it enough', () => {
    const day = signingDay(endOfCycle(), programs);
    // 2 signs with Other U (its one scholarship); 3 then goes to Home U (12 >= 10); 4 likes nobody enough (5).
    expect(day.classes['Home U'].map((p) => p.id)).toEqual([1, 3]);
    expect(day.classes['Other U'].map((p) => p.id)).toEqual([2]);
    expect(day.state.status[4].signedWith).toBeNull();
    expect(day.walkOns).toEqual({ 'Home U': 1, 'Other U': 0 });
    expect(day.news.map((n) => [n.kind, n.prospect, n.program])).toEqual([
      ['sign', 1, 'Home U'],
      ['sign', 2, 'Other U'],
      ['sign', 3, 'Home U'],
    ]);
    expect(day.state.signed).toBe(true);
  });

  it("keeps a class within the roster's room: the lowest-ranked commitments are released and sign elsewhere", () => {
    let state = cycle(prospects, programs, cycleWeeks(2025));
    // Home U holds three commitments (it recruited for departures that did not come) but has room for two.
    state = withSuitors(state, 1, [{ program: 'Home U', interest: 80, offered: true }], 'Home U');
    state = withSuitors(state, 2, [{ program: 'Home U', interest: 60, offered: true }], 'Home U');
    state = withSuitors(
      state,
      3,
      [
        { program: 'Home U', interest: 60, offered: true },
        { program: 'Other U', interest: 20, offered: true },
      ],
      'Home U',
    );
    state = withSuitors(state, 4, [{ program: 'Home U', interest: 50, offered: true }]);
    const day = signingDay(state, programs, { 'Home U': 2, 'Other U': 1 });
    expect(day.classes['Home U'].map((p) => p.id)).toEqual([1, 2]);
    // 3 is released (ranked below 1 and 2) and signs with his other offer; 4 finds Home U full.
    expect(day.classes['Other U'].map((p) => p.id)).toEqual([3]);
    expect(day.state.status[3].signedWith).toBe('Other U');
    expect(day.state.status[4].signedWith).toBeNull();
    expect(day.news.map((n) => [n.kind, n.prospect, n.program])).toEqual([
      ['sign', 1, 'Home U'],
      ['sign', 2, 'Home U'],
      ['decommit', 3, 'Home U'],
      ['sign', 3, 'Other U'],
    ]);
    // Without room given, the scholarships alone limit the class.
    expect(signingDay(state, programs).classes['Home U'].map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it('ends the cycle: no week after it, and a second signing day signs nobody', () => {
    const day = signingDay(endOfCycle(), programs);
    const week = recruitingWeek(day.state, { programs });
    expect(week.ok).toBe(false);
    if (!week.ok) expect(week.error.code).toBe('cycle-over');
    expect(signingDay(day.state, programs).news).toEqual([]);
    const tooLate = recruitingWeek(endOfCycle(), { programs });
    expect(tooLate.ok).toBe(false);
  });
});

describe('class rankings', () => {
  it('order by 0.92 x average stars + 0.08 x class size, ties by points, and rank by points too', () => {
    const s = (...stars: number[]) => stars.map((n) => ({ stars: n }));
    const rankings = rankClasses({
      'Blue Blood': s(5, 4, 4, 4),
      'Deep Class': s(3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3),
      'Twin A': s(4, 2),
      'Twin B': s(3, 3),
      Nobody: [],
    });
    expect(rankings.map((r) => r.program)).toEqual(['Deep Class', 'Blue Blood', 'Twin A', 'Twin B', 'Nobody']);
    const deep = rankings[0];
    expect(deep.weightedScore).toBeCloseTo(0.92 * 3 + 0.08 * 25, 10);
    expect(rankings[1].weightedScore).toBeCloseTo(0.92 * 4.25 + 0.08 * 4, 10);
    // Twins tie on the score (avg 3, size 2); Twin A has more points (150 + 50 > 80 + 80).
    expect(rankings[2].points).toBe(200);
    expect(rankings[3].points).toBe(160);
    expect(deep.points).toBe(25 * 80);
    expect(deep.pointsRank).toBe(1);
    expect(rankings.find((r) => r.program === 'Blue Blood')?.fourStars).toBe(3);
  });
});

describe('roster needs', () => {
  it('open the spots the seniors leave against the template, and scholarships back to 85 (at most 25)', () => {
    const roster = [
      ...Array.from({ length: 4 }, () => ({ pos: 'QB' as const, year: 'sr' as const })),
      ...Array.from({ length: 70 }, () => ({ pos: 'OL' as const, year: 'jr' as const })),
    ];
    const needs = needsAfterGraduation(roster);
    expect(needs.openings.QB).toBe(4);
    expect(needs.openings.OL).toBe(0);
    expect(needs.openings.WR).toBe(10);
    expect(needs.scholarships).toBe(15);
    expect(needsAfterGraduation([]).scholarships).toBe(25);
  });
});

describe('expected departures', () => {
  function player(
    id: number,
    pos: Position,
    year: 'fr' | 'so' | 'jr' | 'sr',
    rating: number,
    depth: number,
    redshirted = false,
  ) {
    return {
      id,
      team: 'Home U',
      first: 'A',
      last: `B${id}`,
      pos,
      year,
      redshirted,
      rating,
      attributes: ATTRIBUTES,
      stars: 3,
      developmentTrait: 3,
      potential: rating + 5,
      depth,
      starter: depth === 1,
    };
  }

  it('counts the juniors likely to declare and the reserves likely to transfer, never the seniors, and opens their places', () => {
    const roster = [
      player(1, 'QB', 'jr', 95, 1), // a first-round talent: declares
      player(2, 'QB', 'so', 60, 2), // the backup
      player(3, 'QB', 'fr', 50, 3), // a reserve
      player(4, 'QB', 'sr', 70, 4), // a senior leaves anyway: not counted here
    ];
    const leaving = expectedDepartures(roster, 2024, 75, 4);
    // The star junior is nearly certain to go (counted in full); the backup and the reserve may transfer (counted in
    // small part: the portal refills most of those places).
    expect(leaving.QB).toBeGreaterThan(1);
    expect(leaving.QB).toBeLessThan(1.5);
    const juniorOnly = expectedDepartures(
      roster.filter((p) => p.id === 1),
      2024,
      75,
      4,
    ).QB;
    expect(juniorOnly).toBeGreaterThan(0.95);
    expect(leaving.OL).toBe(0);
    // Before the portal era far fewer transfer, but few came in to refill their places: they count in full until 2021.
    const transfers2012 =
      expectedDepartures(roster, 2012, 75, 4).QB
      - expectedDepartures(
        roster.filter((p) => p.id === 1),
        2012,
        75,
        4,
      ).QB;
    const transfers2024 = leaving.QB - juniorOnly;
    expect(transfers2012 / PORTAL_DEPARTURES_COUNTED_BEFORE_2021).toBeLessThan(
      transfers2024 / PORTAL_DEPARTURES_COUNTED,
    );
    expect(transfers2012).toBeGreaterThan(transfers2024 * 0.5);
    const needs = needsAfterGraduation(roster, leaving);
    const withoutDepartures = needsAfterGraduation(roster);
    expect(needs.openings.QB).toBe(withoutDepartures.openings.QB + Math.round(leaving.QB));
    expect(needs.scholarships).toBe(25);
  });
});

describe('let my staff recruit', () => {
  const prospects = Array.from({ length: 40 }, (_, i) =>
    prospect(i + 1, {
      state: i % 2 ? 'TX' : 'FL',
      preferences: prefs({ proximity: 0.25, prestige: 0.15, effort: 0.1 }),
    }),
  );
  const programs = [program('Player U', { scholarships: 5, openings: openings({ QB: 5 }) })];

  it("runs the player's board with the computer's policy when on, and not when off", () => {
    const manual = cycle(prospects, programs);
    const idle = play(manual, programs, {});
    expect(idle.state.boards['Player U'].targets).toEqual([]);
    expect(Object.values(idle.state.status).every((s) => s.suitors.length === 0)).toBe(true);

    const on = setStaffRecruiting(manual, 'Player U', true);
    if (!on.ok) throw new Error(on.error.message);
    const worked = play(on.state, programs, {});
    expect(worked.state.boards['Player U'].targets.length).toBeGreaterThan(5);
    // Three offers per open scholarship: those of the prospects who committed no longer count, and the staff pulls
    // the offers beyond three per scholarship still open.
    const statuses = Object.values(worked.state.status);
    const committed = statuses.filter((s) => s.committedTo === 'Player U').length;
    const open = statuses.filter((s) => !s.committedTo && s.suitors.some((x) => x.offered)).length;
    expect(committed).toBeGreaterThan(0);
    expect(open).toBe((5 - committed) * 3);
    const off = setStaffRecruiting(worked.state, 'Player U', false);
    if (!off.ok) throw new Error(off.error.message);
    const after = play(off.state, programs, {});
    expect(after.state.boards['Player U'].targets).toEqual(worked.state.boards['Player U'].targets);
    expect(setStaffRecruiting(manual, 'Nowhere U', true)).toEqual({
      ok: false,
      error: { code: 'unknown-program', message: 'No program named Nowhere U recruits this cycle' },
    });
  });
});

describe("the staff's estimate of its chances", () => {
  it('is higher for the better program and the closer one, and its shortlist puts what it can land first', () => {
    const five = prospect(1, { stars: 5, state: 'TX' });
    const blueBlood = program('Blue U', { prestige: 7, contending: 0.9 });
    const smallSchool = program('Small U', { prestige: 2, contending: 0.2, power: false });
    const farBlueBlood = program('Far Blue U', { prestige: 7, contending: 0.9, state: 'WA' });
    expect(estimatedChance(five, blueBlood)).toBeGreaterThan(estimatedChance(five, farBlueBlood));
    expect(estimatedChance(five, farBlueBlood)).toBeGreaterThan(estimatedChance(five, smallSchool));
    const pool = [five, prospect(2, { stars: 2, state: 'TX' })];
    expect(startRecruitingCycle(2025, pool, [smallSchool]).boards['Small U'].shortlist).toEqual([2, 1]);
    expect(startRecruitingCycle(2025, pool, [blueBlood]).boards['Blue U'].shortlist).toEqual([1, 2]);
  });

  it('ranks a real class by value times estimatedChance (the fast shortlist gives the same order)', () => {
    const prospects = nationalClass(createRng(7), createIdSource(1), 600);
    const georgia = program('Peach U', {
      state: 'GA',
      prestige: 5,
      scholarships: 20,
      openings: openings({ QB: 1, WR: 3, OL: 4, DL: 4, CB: 3, LB: 2, S: 2, RB: 1 }),
    });
    const expected = prospects
      .filter((p) => georgia.openings[p.pos] > 0)
      .map((p) => ({ id: p.id, score: TARGET_VALUE_BY_STARS[p.stars - 1] * estimatedChance(p, georgia) }))
      .sort((a, b) => b.score - a.score || a.id - b.id)
      .slice(0, 400)
      .map((s) => s.id);
    expect(startRecruitingCycle(2025, prospects, [georgia]).boards['Peach U'].shortlist).toEqual(expected);
  });
});

describe('new freshmen', () => {
  it('signees join as true freshmen and walk-ons fill the open scholarships at the most open positions', () => {
    const team = program('Home U', { scholarships: 4, openings: openings({ QB: 1, OL: 2, K: 1 }) });
    const signee = prospect(7, { pos: 'QB', rating: 63, potential: 80 });
    const freshmen = newFreshmen(team, [signee], 3, createRng(5), createIdSource(100));
    expect(freshmen).toHaveLength(4);
    expect(freshmen[0]).toMatchObject({
      id: 7,
      team: 'Home U',
      pos: 'QB',
      year: 'fr',
      rating: 63,
      potential: 80,
      stars: 3,
      redshirted: false,
    });
    expect(freshmen.slice(1).map((p) => p.pos)).toEqual(['OL', 'OL', 'K']);
    expect(freshmen.slice(1).every((p) => p.year === 'fr' && p.team === 'Home U' && p.stars === 2)).toBe(true);
    expect(new Set(freshmen.map((p) => p.id)).size).toBe(4);
  });

  it('drawn walk-ons count those already joining at a position (the invited walk-ons)', () => {
    const team = program('Home U', { scholarships: 4, openings: openings({ QB: 1, OL: 2, K: 1 }) });
    // Uncounted, the drawn walk-ons would be OL, QB, OL; the invited quarterback fills the QB spot.
    expect(walkOnFreshmen(team, [], 3, createRng(5), createIdSource(100)).map((p) => p.pos)).toEqual([
      'OL',
      'QB',
      'OL',
    ]);
    const invitedQuarterback = { pos: 'QB' as const };
    expect(walkOnFreshmen(team, [invitedQuarterback], 3, createRng(5), createIdSource(100)).map((p) => p.pos)).toEqual([
      'OL',
      'OL',
      'K',
    ]);
  });
});
