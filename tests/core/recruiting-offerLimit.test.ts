// The offer limit holds for every staff after every week: three offers out for each scholarship still open. Offers made
// within it become too many once the program's own prospects commit (a scholarship promised ties three offers fewer)
// or a prospect committed elsewhere backs out (his offers count again): the staff pulls the surplus.
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/random.js';
import { recruitingWeek, startRecruitingCycle, type RecruitingState } from '../../src/core/recruiting/index.js';
import { summerVisits } from '../../src/core/recruiting/timetable.js';
import { OFFERS_PER_SCHOLARSHIP, SUMMER_PERIODS } from '../../src/core/recruiting/tuning.js';
import { classFor, homeGamesFor, leaguePrograms } from './recruiting-fixtures.js';

const SEASON = 2025;
const SEED = 2024;
const WEEKS = 8;

/** Each program's offers out beyond its limit (programs within it left out). */
function overLimit(state: RecruitingState, scholarships: ReadonlyMap<string, number>): Record<string, string> {
  const commits = new Map<string, number>();
  const offers = new Map<string, number>();
  for (const prospect of state.prospects) {
    const status = state.status[prospect.id];
    const holder = status.signedWith ?? status.committedTo;
    if (holder) commits.set(holder, (commits.get(holder) ?? 0) + 1);
    else for (const s of status.suitors) if (s.offered) offers.set(s.program, (offers.get(s.program) ?? 0) + 1);
  }
  const over: Record<string, string> = {};
  for (const [program, total] of scholarships) {
    const limit = Math.max(0, total - (commits.get(program) ?? 0)) * OFFERS_PER_SCHOLARSHIP;
    const out = offers.get(program) ?? 0;
    if (out > limit) over[program] = `${out}/${limit}`;
  }
  return over;
}

describe('the offer limit', () => {
  it("holds for every staff after every week, the summer's and the season's", () => {
    const programs = leaguePrograms(SEASON, SEED);
    const prospects = classFor(SEASON, SEED);
    const scholarships = new Map(programs.map((p) => [p.name, p.scholarships]));
    const prospectById = new Map(prospects.map((p) => [p.id, p]));
    let state = startRecruitingCycle(SEASON, prospects, programs, []);
    const rng = createRng(`${SEED}:games:${SEASON}`);
    const weeks = [
      ...Array.from({ length: SUMMER_PERIODS }, () => ({ week: 0, summer: true })),
      ...Array.from({ length: WEEKS }, (_, i) => ({ week: i + 1, summer: false })),
    ];
    for (const { week, summer } of weeks) {
      const homeGames = summer ? summerVisits(SEASON, programs) : homeGamesFor(programs, week, rng);
      const result = recruitingWeek(state, { programs, homeGames, prospectById, inPlace: true, summer });
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
      expect(overLimit(state, scholarships), `week ${week}${summer ? ' (summer)' : ''}`).toEqual({});
    }
  }, 300_000);
});
