// A late recruiting week, played when the player asks for it: after the season (its summary or roster progression)
// and before signing day, the January contact period. Every program recruits it by the rules of the season's weeks
// (the player's queued orders and plan, the computer staffs' boards); the late weeks still left when the player
// advances to signing day are played then, as before.
import { cycleWeeks } from '../../../core/recruiting/lateWeeks.js';
import type { Db } from '../../database.js';
import { GameError } from '../../errors.js';
import { readState, type DynastyState } from '../../queries/meta.js';
import type { RecruitingCycle } from '../../../shared/recruitingApi.js';
import { RecruitingWeeks } from './weeks.js';
import { recruitingWeekName } from './weekName.js';
import type { Program } from '../../program.js';

export interface LateWeekPlayed {
  message: string;
  /** The cycle's week just played (RECRUITING_WEEKS + 1 is the first late week). */
  week: number;
  /** Every week of the cycle, the late ones included. */
  weeks: number;
  /** Prospects who committed anywhere in the week. */
  commitments: number;
  /** Those of them who chose the player's program: "First Last (POS, N*)". */
  to_you: string[];
}

/** Can a late week be played now? The season is over and signing day has not come. */
export function lateWeeksOpen(stage: string): boolean {
  return stage === 'summary' || stage === 'progression';
}

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** What a played week is called, and what comes next: ["Late recruiting week 1 of 3 played", "2 weeks left before signing day"]. */
export function lateWeekLines(year: number, week: number): [string, string] {
  const what = capitalized(recruitingWeekName(year, week));
  const left = cycleWeeks(year) - week;
  return [
    `${what} played`,
    left > 0 ? `${left} ${left === 1 ? 'week' : 'weeks'} left before signing day` : 'Signing day is next',
  ];
}

/** The desk's cycle when a late week is coming: `week` played so far, `visits` whether the week hosts visits. */
export function lateCycleInfo(state: DynastyState, week: number, visits: boolean): RecruitingCycle {
  const weeks = cycleWeeks(state.year);
  const where = visits ? ', official visits on campus' : ', no official visits (a dead period)';
  const when = lateWeeksOpen(state.stage)
    ? 'when you play the week, or on signing day with the weeks left'
    : 'once the season is over: play it from the season summary or roster progression, or let signing day play it';
  return {
    year: state.year,
    status: 'open',
    week,
    weeks,
    home_week: visits,
    message: `${capitalized(recruitingWeekName(state.year, week + 1))} (the January contact period${where}): orders given now are carried out ${when}.`,
    late: true,
  };
}

/** A late week, for every program; the answer says what it brought the acting program. */
export function playLateRecruitingWeek(db: Db, program: Program): LateWeekPlayed {
  const state = readState(db);
  if (!lateWeeksOpen(state.stage)) {
    throw new GameError(
      'wrong_stage',
      state.stage === 'recruiting_summary' || state.stage === 'preseason'
        ? 'Signing day is over: the late recruiting weeks come again after next season.'
        : 'The late recruiting weeks are played after the season: advance to the season summary first.',
    );
  }
  const weeks = RecruitingWeeks.open(db, state);
  if (!weeks) throw new GameError('conflict', `No recruiting cycle is open in ${state.year}: signing day is next.`);
  const total = cycleWeeks(state.year);
  if (!weeks.playNext()) {
    throw new GameError(
      'conflict',
      `Every recruiting week of ${state.year} is played: signing day comes when you advance from roster progression.`,
    );
  }
  weeks.save();
  const week = weeks.week;
  const cycle = weeks.current();
  const byId = new Map(cycle.prospects.map((p) => [p.id, p]));
  const commits = weeks.news.filter((n) => n.kind === 'commit');
  const toYou = commits
    .filter((n) => n.program === program.team)
    .map((n) => {
      const p = byId.get(n.prospect);
      return p ? `${p.first} ${p.last} (${p.pos}, ${p.stars}*)` : String(n.prospect);
    });
  const yours = toYou.length > 0 ? ` To ${program.team}: ${toYou.join(', ')}.` : '';
  const [played, next] = lateWeekLines(state.year, week);
  return {
    message: `${played}: ${commits.length} ${commits.length === 1 ? 'prospect' : 'prospects'} committed.${yours} ${next}.`,
    week,
    weeks: total,
    commitments: commits.length,
    to_you: toYou,
  };
}
