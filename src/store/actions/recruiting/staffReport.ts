// What a player's staff did for him in a recruiting week ("let my staff recruit" on): the prospects it put on his
// board, offered and landed, beyond the player's own orders. Kept in meta (a key per coached program) until the next
// week replaces it; the recruiting board and `dynasty sim` say it, so the staff never changes the board without
// saying so.
import type { Prospect, RecruitingAction, RecruitingState } from '../../../core/recruiting/index.js';
import type { Db } from '../../database.js';
import { parseStoredJson } from '../../storedContent.js';
import { recruitingWeekName } from './weekName.js';

/** The meta key of a program's report (a save from before multi-team mode had one, 'staff_week': see the migration). */
export const staffWeekKey = (team: string): string => `staff_week:${team}`;

export interface StaffWeek {
  week: number;
  /** Names of the prospects the staff put on the board, offered, and who committed this week. */
  added: string[];
  offered: string[];
  committed: string[];
}

export interface BoardBefore {
  targets: Set<number>;
  offered: Set<number>;
  committed: Set<number>;
}

/** The player's side of the cycle before a week, to compare with after it. */
export function boardBefore(state: RecruitingState, team: string): BoardBefore {
  const offered = new Set<number>();
  const committed = new Set<number>();
  for (const p of state.prospects) {
    const s = state.status[p.id];
    if (s.committedTo === team) committed.add(p.id);
    if (s.suitors.some((x) => x.program === team && x.offered)) offered.add(p.id);
  }
  return { targets: new Set(state.boards[team]?.targets ?? []), offered, committed };
}

/** What changed on the player's side in the week, less what his own orders did. */
export function staffWeek(
  before: BoardBefore,
  state: RecruitingState,
  team: string,
  orders: readonly RecruitingAction[],
  prospectById: ReadonlyMap<number, Prospect>,
): StaffWeek {
  const own = new Set(orders.map((o) => o.prospect));
  const after = boardBefore(state, team);
  const name = (id: number): string => {
    const p = prospectById.get(id);
    return p ? `${p.first} ${p.last} (${p.pos}, ${p.stars}*)` : String(id);
  };
  const fresh = (now: Set<number>, was: Set<number>, skipOwn: boolean): string[] =>
    [...now].filter((id) => !was.has(id) && !(skipOwn && own.has(id))).map(name);
  return {
    week: state.week,
    added: fresh(after.targets, before.targets, true),
    offered: fresh(after.offered, before.offered, true),
    committed: fresh(after.committed, before.committed, false),
  };
}

export function saveStaffWeek(db: Db, team: string, report: StaffWeek): void {
  db.run('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value', [
    staffWeekKey(team),
    JSON.stringify(report),
  ]);
}

export function readStaffWeek(db: Db, team: string): StaffWeek | null {
  const value = db.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', [staffWeekKey(team)])?.value;
  return value ? parseStoredJson<StaffWeek>(value, "the recruiting staff's report") : null;
}

/** One line: "Your staff in week 5: added 3 to your board (...), offered 2 (...), 1 committed (...)". */
export function staffWeekLine(report: StaffWeek, year: number): string {
  const part = (what: string, names: string[]): string | null =>
    names.length === 0
      ? null
      : `${what} ${names.length} (${names.slice(0, 3).join(', ')}${names.length > 3 ? ', ...' : ''})`;
  const parts = [
    part('added to your board', report.added),
    part('offered', report.offered),
    part('committed:', report.committed),
  ].filter((x) => x !== null);
  const when = report.week === 0 ? 'the spring and summer (camps, junior days)' : recruitingWeekName(year, report.week);
  return `Your staff in ${when}: ${parts.length > 0 ? parts.join('; ') : 'no changes to your board'}.`;
}
