// Each prospect's own timetable: some commit in the spring and summer, many during the season, some wait for
// December and a few for signing day itself. Drawn from his id and the cycle's year (no state to store), with the
// shares of his era (tuning.ts, docs/reference/recruiting-calendar.md).

import { hashString } from '../random.js';
import {
  DECEMBER_WEEK,
  EARLY_SIGNING_FROM,
  EARLY_SIGNING_WEEK,
  IN_SEASON_OPENING,
  LATE_STAR_PUSH,
  SUMMER_VISITS_FROM,
  TIMETABLE_SHARES_BY_ERA,
} from './tuning.js';
import { cycleWeeks } from './lateWeeks.js';
import type { HomeGame, Prospect, ProspectStatus } from './types.js';

export const TIMETABLES = ['early', 'season', 'december', 'signing'] as const;
export type Timetable = (typeof TIMETABLES)[number];

export interface ProspectTimetable {
  timetable: Timetable;
  /** The first week he may commit: 0 in the spring and summer, the cycle's last week + 1 for signing day alone. */
  opens: number;
}

/** A uniform 0-1 draw of its own for each prospect, cycle and purpose. */
function draw(season: number, id: number, purpose: string): number {
  return hashString(`${season}:${id}:${purpose}`) / 4294967296;
}

function sharesFor(season: number): readonly number[] {
  let shares = TIMETABLE_SHARES_BY_ERA[0].shares;
  for (const era of TIMETABLE_SHARES_BY_ERA) if (season >= era.from) shares = era.shares;
  return shares;
}

export function timetableOf(prospect: Pick<Prospect, 'id' | 'stars'>, season: number): ProspectTimetable {
  // Five-stars (and less so four-stars) are drawn later: u^x with x < 1 moves the draw up.
  const push = prospect.stars >= 5 ? LATE_STAR_PUSH : prospect.stars === 4 ? (1 + LATE_STAR_PUSH) / 2 : 1;
  const u = draw(season, prospect.id, 'timetable') ** push;
  const shares = sharesFor(season);
  let sum = 0;
  let k = 0;
  for (; k < shares.length - 1; k++) {
    sum += shares[k];
    if (u < sum) break;
  }
  const timetable = TIMETABLES[k];
  if (timetable === 'early') return { timetable, opens: 0 };
  if (timetable === 'december') return { timetable, opens: DECEMBER_WEEK };
  if (timetable === 'signing') return { timetable, opens: cycleWeeks(season) + 1 };
  const [first, last] = IN_SEASON_OPENING;
  return { timetable, opens: first + Math.floor(draw(season, prospect.id, 'opens') * (last - first + 1)) };
}

/**
 * The first week each prospect of the class may commit, by place in the class, kept per class and cycle: a pure
 * function's memory (the weeks follow from the class and the season alone).
 */
const OPENS = new WeakMap<readonly Prospect[], { season: number; weeks: Uint8Array }>();

export function openingWeeks(prospects: readonly Prospect[], season: number): Uint8Array {
  const known = OPENS.get(prospects);
  if (known && known.season === season) return known.weeks;
  const weeks = new Uint8Array(prospects.length);
  for (let i = 0; i < prospects.length; i++) weeks[i] = timetableOf(prospects[i], season).opens;
  OPENS.set(prospects, { season, weeks });
  return weeks;
}

/** Did he sign in the early signing period (from 2017: committed as it closed)? Then his commitment is final. */
export function signedEarly(
  status: Pick<ProspectStatus, 'committedTo' | 'committedWeek'>,
  season: number,
  week: number,
): boolean {
  return (
    season >= EARLY_SIGNING_FROM
    && week > EARLY_SIGNING_WEEK
    && status.committedTo !== null
    && status.committedWeek <= EARLY_SIGNING_WEEK
  );
}

/** What the board says of his timetable, e.g. "decides in December". */
export function timetableHint(timetable: ProspectTimetable, week: number): string {
  switch (timetable.timetable) {
    case 'early':
      return 'ready to commit';
    case 'season':
      return week >= timetable.opens ? 'ready to commit' : `decides from week ${timetable.opens}`;
    case 'december':
      return 'decides in December';
    case 'signing':
      return 'decides on signing day';
  }
}

/** A spring or summer period's visits: from 2018 every program may host official visits (none before: camps only). */
export function summerVisits(season: number, programs: readonly { name: string }[]): Record<string, HomeGame> {
  const visits: Record<string, HomeGame> = {};
  if (season < SUMMER_VISITS_FROM) return visits;
  for (const program of programs) visits[program.name] = { won: true, margin: 0, ranked: false };
  return visits;
}
