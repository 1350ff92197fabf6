// Rivalry games of a season: which are played, in which week, and who hosts.

import { GAMES_PER_TEAM, REGULAR_SEASON_WEEKS } from '../season/calendar.js';
import { sameConference, type SeasonIndex } from './seasonIndex.js';

export interface RivalryGame {
  name: string;
  a: number;
  b: number;
  /** Traditional week (1-14) or null. */
  traditionalWeek: number | null;
  conference: boolean;
  /** Played at a neutral site (the listed home team is the designated home side). */
  neutral: boolean;
}

/**
 * Rivalries played this season, in league order: both teams in the league, each pair once, and no more
 * rivalry games for a team than its conference (or non-conference) slate has room for. Later entries give
 * way, so the data's order is the priority order.
 */
export function playableRivalries(index: SeasonIndex): RivalryGame[] {
  const { league } = index;
  const conferenceRoom = index.conferenceGames.slice();
  const otherRoom = conferenceRoom.map((c) => GAMES_PER_TEAM - c);
  const seen = new Set<string>();
  const out: RivalryGame[] = [];
  for (const rivalry of league.rivalries) {
    const a = index.indexOf.get(rivalry.teams[0]);
    const b = index.indexOf.get(rivalry.teams[1]);
    if (a === undefined || b === undefined || a === b) continue;
    const key = a < b ? `${a}:${b}` : `${b}:${a}`;
    if (seen.has(key)) continue;
    const conference = sameConference(index, a, b);
    const room = conference ? conferenceRoom : otherRoom;
    if (room[a] <= 0 || room[b] <= 0) continue;
    room[a]--;
    room[b]--;
    seen.add(key);
    const week = rivalry.week;
    const traditionalWeek =
      week !== null && Number.isInteger(week) && week >= 1 && week <= REGULAR_SEASON_WEEKS ? week : null;
    out.push({ name: rivalry.name, a, b, traditionalWeek, conference, neutral: rivalry.neutral === true });
  }
  return out;
}

/**
 * Week each rivalry is played in when it keeps its traditional week: both teams must be free then, given
 * the weeks already taken (busy[team] = set of weeks). Rivalries are placed in order; one that collides
 * with an earlier one (or has no traditional week) gets null and is scheduled like any other game.
 * busy is updated with the weeks taken.
 */
export function planRivalryWeeks(rivalries: readonly RivalryGame[], busy: Set<number>[]): (number | null)[] {
  return rivalries.map((r) => {
    const w = r.traditionalWeek;
    if (w === null || busy[r.a].has(w) || busy[r.b].has(w)) return null;
    busy[r.a].add(w);
    busy[r.b].add(w);
    return w;
  });
}

/** Home-and-home: the alphabetically first team hosts in even seasons, the other in odd seasons. */
export function rivalryHost(first: string, second: string, year: number): string {
  const [early, late] = first < second ? [first, second] : [second, first];
  return year % 2 === 0 ? early : late;
}
