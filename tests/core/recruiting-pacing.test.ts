// Recruiting's calendar: each prospect's timetable, flips and the early signing period, signing day after a coach
// left, and a whole league's cycle in which no class is complete after week 4 and the class decides over the season.
import { describe, expect, it } from 'vitest';
import {
  recruitingWeek,
  signingDay,
  startRecruitingCycle,
  summerVisits,
  timetableOf,
  type Prospect,
  type RecruitingProgram,
  type RecruitingState,
} from '../../src/core/recruiting/index.js';
import {
  DECEMBER_WEEK,
  EARLY_SIGNING_WEEK,
  FLIP_WEEK,
  RECRUITING_WEEKS,
  SUMMER_PERIODS,
  TIMETABLE_SHARES_BY_ERA,
} from '../../src/core/recruiting/tuning.js';
import { classFor, homeGamesFor, leaguePrograms } from './recruiting-fixtures.js';
import { cycleWeeks } from '../../src/core/recruiting/lateWeeks.js';
import { createRng } from '../../src/core/random.js';

const CLASS = classFor(2019, 7);

function program(name: string, extra: Partial<RecruitingProgram> = {}): RecruitingProgram {
  const openings = { QB: 3, RB: 0, WR: 0, TE: 0, OL: 0, DL: 0, LB: 0, CB: 0, S: 0, K: 0, P: 0 };
  return {
    name,
    prestige: 4,
    conference: 'SEC',
    power: true,
    state: 'TX',
    resources: 0.5,
    contending: 0.5,
    scholarships: 3,
    openings,
    ...extra,
  };
}

/** A one-prospect cycle at `week` with his suitors set, committed or not. */
function situation(
  season: number,
  p: Prospect,
  week: number,
  suitors: [string, number][],
  committedTo: string | null,
  committedWeek = 1,
): RecruitingState {
  const programs = suitors.map(([name]) => program(name));
  const state = startRecruitingCycle(
    season,
    [p],
    programs,
    programs.map((x) => x.name),
  );
  state.status[p.id] = {
    suitors: suitors.map(([name, interest]) => ({ program: name, interest, offered: true, visited: false, effort: 0 })),
    committedTo,
    committedWeek: committedTo ? committedWeek : 0,
    signedWith: null,
  };
  return { ...state, week };
}

const first = (season: number, kind: string, stars = 3): Prospect => {
  const p = CLASS.find((x) => x.stars === stars && timetableOf(x, season).timetable === kind);
  if (!p) throw new Error(`no ${kind} prospect`);
  return { ...p, pos: 'QB' };
};

describe('timetables', () => {
  it('split a class by its era: more decide early from 2018, the best later than the rest, each prospect the same every time', () => {
    const share = (season: number, kind: string, pick = (_p: Prospect) => true) => {
      const some = CLASS.filter(pick);
      return some.filter((p) => timetableOf(p, season).timetable === kind).length / some.length;
    };
    const era = (from: number) => TIMETABLE_SHARES_BY_ERA.find((e) => e.from === from)!.shares;
    expect(share(2016, 'early')).toBeCloseTo(era(0)[0], 1);
    expect(share(2019, 'early')).toBeCloseTo(era(2018)[0], 1);
    expect(share(2016, 'signing')).toBeGreaterThan(share(2019, 'signing'));
    expect(share(2019, 'early', (p) => p.stars >= 4)).toBeLessThan(share(2019, 'early', (p) => p.stars <= 3));
    expect(CLASS.slice(0, 50).map((p) => timetableOf(p, 2019))).toEqual(
      CLASS.slice(0, 50).map((p) => timetableOf(p, 2019)),
    );
  });

  it('a December decider does not commit in the fall however clearly one program leads, and does once December comes', () => {
    const p = first(2019, 'december');
    const fall = recruitingWeek(
      situation(
        2019,
        p,
        5,
        [
          ['Leader U', 90],
          ['Chaser U', 20],
        ],
        null,
      ),
      { programs: [program('Leader U'), program('Chaser U')] },
    );
    if (!fall.ok) throw new Error(fall.error.message);
    expect(fall.state.status[p.id].committedTo).toBeNull();
    const december = recruitingWeek(
      situation(
        2019,
        p,
        DECEMBER_WEEK - 1,
        [
          ['Leader U', 90],
          ['Chaser U', 20],
        ],
        null,
      ),
      { programs: [program('Leader U'), program('Chaser U')] },
    );
    if (!december.ok) throw new Error(december.error.message);
    expect(december.state.status[p.id].committedTo).toBe('Leader U');
    expect(december.news).toEqual([{ kind: 'commit', week: DECEMBER_WEEK, prospect: p.id, program: 'Leader U' }]);
  });

  it('a December decider still open after the bowls commits in a late week (January)', () => {
    const p = first(2019, 'december');
    const january = recruitingWeek(
      situation(
        2019,
        p,
        RECRUITING_WEEKS,
        [
          ['Leader U', 90],
          ['Chaser U', 20],
        ],
        null,
      ),
      { programs: [program('Leader U'), program('Chaser U')] },
    );
    if (!january.ok) throw new Error(january.error.message);
    expect(january.news).toEqual([{ kind: 'commit', week: RECRUITING_WEEKS + 1, prospect: p.id, program: 'Leader U' }]);
  });

  it('a signing-day decider commits to nobody in the cycle, its late weeks included, and signs on signing day', () => {
    const p = first(2019, 'signing');
    const programs = [program('Leader U'), program('Chaser U')];
    const last = recruitingWeek(
      situation(
        2019,
        p,
        cycleWeeks(2019) - 1,
        [
          ['Leader U', 90],
          ['Chaser U', 20],
        ],
        null,
      ),
      { programs },
    );
    if (!last.ok) throw new Error(last.error.message);
    expect(last.state.status[p.id].committedTo).toBeNull();
    expect(signingDay(last.state, programs).classes['Leader U'].map((x) => x.id)).toEqual([p.id]);
  });
});

describe('flips', () => {
  const programs = [program('Holder U'), program('Pusher U')];
  const flip = (season: number, week: number, committedWeek = 1) => {
    const p = first(season, 'early');
    const result = recruitingWeek(
      situation(
        season,
        p,
        week - 1,
        [
          ['Holder U', 40],
          ['Pusher U', 80],
        ],
        'Holder U',
        committedWeek,
      ),
      { programs },
    );
    if (!result.ok) throw new Error(result.error.message);
    return { p, result };
  };

  it('a stronger push flips a commitment from week 4: a decommitment, then a new commitment', () => {
    expect(flip(2019, FLIP_WEEK - 1).result.state.status[flip(2019, FLIP_WEEK - 1).p.id].committedTo).toBe('Holder U');
    const { p, result } = flip(2019, FLIP_WEEK);
    expect(result.news).toEqual([
      { kind: 'decommit', week: FLIP_WEEK, prospect: p.id, program: 'Holder U' },
      { kind: 'commit', week: FLIP_WEEK, prospect: p.id, program: 'Pusher U' },
    ]);
  });

  it('from 2017 a commitment held through the early signing period is signed and final; before 2017 it still flips', () => {
    // The first late week, after the bowls: the committed who have not signed can still flip.
    const after = RECRUITING_WEEKS + 1;
    expect(flip(2019, after).result.news).toEqual([]);
    expect(flip(2019, after, EARLY_SIGNING_WEEK + 1).result.news.map((n) => n.kind)).toEqual(['decommit', 'commit']);
    expect(flip(2016, after).result.news.map((n) => n.kind)).toEqual(['decommit', 'commit']);
  });

  it('a season that collapsed loses commitments sooner, and to a smaller push', () => {
    const p = first(2019, 'early');
    const collapsed = [program('Holder U', { contending: 0.1 }), program('Pusher U')];
    const state = situation(
      2019,
      p,
      1,
      [
        ['Holder U', 50],
        ['Pusher U', 54],
      ],
      'Holder U',
    );
    const result = recruitingWeek(state, { programs: collapsed });
    if (!result.ok) throw new Error(result.error.message);
    // He decommits; Pusher U does not yet lead by enough for a new commitment.
    expect(result.news).toEqual([{ kind: 'decommit', week: 2, prospect: p.id, program: 'Holder U' }]);
    expect(result.state.status[p.id].committedTo).toBeNull();
    const steady = recruitingWeek(state, { programs });
    if (!steady.ok) throw new Error(steady.error.message);
    expect(steady.state.status[p.id].committedTo).toBe('Holder U');
  });

  it('on signing day a commitment to a program whose coach left goes to a program nearly as liked', () => {
    const p = first(2016, 'early');
    const state = situation(
      2016,
      p,
      RECRUITING_WEEKS,
      [
        ['Holder U', 60],
        ['Pusher U', 50],
      ],
      'Holder U',
      3,
    );
    const day = signingDay(state, programs, undefined, false, new Set(['Holder U']));
    expect(day.classes['Pusher U'].map((x) => x.id)).toEqual([p.id]);
    expect(day.news[0]).toEqual({ kind: 'decommit', week: RECRUITING_WEEKS + 1, prospect: p.id, program: 'Holder U' });
    expect(signingDay(state, programs).classes['Holder U'].map((x) => x.id)).toEqual([p.id]);
  });
});

describe('a league cycle', () => {
  it('commits part of the class in the summer, none complete after week 4, and the rest decide over the season', () => {
    const season = 2019;
    const programs = leaguePrograms(season, 3);
    const prospects = classFor(season, 3);
    let state = startRecruitingCycle(season, prospects, programs);
    const prospectById = new Map(prospects.map((p) => [p.id, p]));
    const committed = () => prospects.filter((p) => state.status[p.id].committedTo !== null).length;
    const held = (name: string) => prospects.filter((p) => state.status[p.id].committedTo === name).length;
    for (let period = 0; period < SUMMER_PERIODS; period++) {
      const result = recruitingWeek(state, {
        programs,
        homeGames: summerVisits(season, programs),
        prospectById,
        inPlace: true,
        summer: true,
      });
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
    expect(state.week).toBe(0);
    const summer = committed();
    expect(summer).toBeGreaterThan(0);
    const rng = createRng('pacing');
    const byWeek: number[] = [];
    for (let week = 1; week <= RECRUITING_WEEKS; week++) {
      const result = recruitingWeek(state, {
        programs,
        homeGames: homeGamesFor(programs, week, rng),
        prospectById,
        inPlace: true,
      });
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
      byWeek.push(committed());
      if (week === 4)
        for (const p of programs) if (p.scholarships > 0) expect(held(p.name), p.name).toBeLessThan(p.scholarships);
    }
    // Commitments keep coming through the season and December.
    expect(byWeek[7]).toBeGreaterThan(byWeek[3]);
    expect(byWeek[15]).toBeGreaterThan(byWeek[11]);
    expect(summer).toBeLessThan(byWeek[15]);
  }, 120_000);
});
