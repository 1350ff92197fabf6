// A staff's playbook: the offence's formations and personnel groups, the defence's fronts and coverages, and which of
// them each scheme carries. A call names them after its play: "inside_run@pistol/11" (a run from the pistol with 11
// personnel), "cover3@nickel" (cover 3 from the nickel); a play without them is the staff's own formation, priced as
// the simulated game's snap.
import type { DefensiveFront, OffensiveScheme } from '../coaches/types.js';

export const FORMATIONS = ['shotgun', 'pistol', 'under_center', 'empty', 'goal_line'] as const;
export type Formation = (typeof FORMATIONS)[number];

/** Personnel: backs then tight ends (11: a back, a tight end, three receivers). */
export const PERSONNEL = ['10', '11', '12', '21', '22'] as const;
export type Personnel = (typeof PERSONNEL)[number];

/** The 4-2-5 and the 3-3-5 are nickel fronts of their own (five defensive backs): their staffs' base. */
export const FRONTS = ['4-3', '3-4', '4-2-5', '3-3-5', 'nickel', 'dime', 'goal_line'] as const;
export type Front = (typeof FRONTS)[number];

export const COVERAGES = ['cover0', 'cover1', 'cover2', 'cover3', 'cover4', 'zone_pressure', 'man_pressure'] as const;
export type Coverage = (typeof COVERAGES)[number];

/** The personnel each formation can line up with (empty has no back in it, the goal-line set no spread receivers). */
const FORMATION_PERSONNEL: Readonly<Record<Formation, readonly Personnel[]>> = {
  shotgun: PERSONNEL,
  pistol: PERSONNEL,
  under_center: PERSONNEL,
  empty: ['10', '11', '12'],
  goal_line: ['12', '21', '22'],
};

export interface OffenseBook {
  formations: readonly Formation[];
  personnel: readonly Personnel[];
  /** The staff's own formation and personnel: what a play called without them lines up in. */
  formation: Formation;
  group: Personnel;
}

export interface DefenseBook {
  fronts: readonly Front[];
  /** The staff's own front: what a coverage called without one lines up in. */
  base: Front;
  /** A front named by its generic name ("nickel") that the book plays as its own (the 3-3-5's nickel is the 3-3-5). */
  aliases?: Readonly<Partial<Record<Front, Front>>>;
}

/** What each offensive scheme carries (docs/reference/playbooks.md): an air raid has no under-centre or heavy sets. */
export const OFFENSE_BOOKS: Readonly<Record<OffensiveScheme, OffenseBook>> = {
  air_raid: {
    formations: ['shotgun', 'empty', 'pistol'],
    personnel: ['10', '11', '12'],
    formation: 'shotgun',
    group: '10',
  },
  spread: {
    formations: ['shotgun', 'pistol', 'empty', 'goal_line'],
    personnel: ['10', '11', '12', '21'],
    formation: 'shotgun',
    group: '11',
  },
  pro_style: { formations: FORMATIONS, personnel: PERSONNEL, formation: 'under_center', group: '12' },
  option: {
    formations: ['under_center', 'pistol', 'shotgun', 'goal_line'],
    personnel: ['11', '12', '21', '22'],
    formation: 'under_center',
    group: '21',
  },
};

/**
 * What each defensive scheme carries: its base front and the sub packages every staff has. The 4-2-5 and 3-3-5 are
 * their own nickel (calls and games saved naming their "nickel" play it), with a heavier front against two backs.
 */
export const DEFENSE_BOOKS: Readonly<Record<DefensiveFront, DefenseBook>> = {
  '4-3': { fronts: ['4-3', 'nickel', 'dime', 'goal_line'], base: '4-3' },
  '3-4': { fronts: ['3-4', 'nickel', 'dime', 'goal_line'], base: '3-4' },
  '4-2-5': { fronts: ['4-2-5', '4-3', 'dime', 'goal_line'], base: '4-2-5', aliases: { nickel: '4-2-5' } },
  '3-3-5': { fronts: ['3-3-5', '3-4', 'dime', 'goal_line'], base: '3-3-5', aliases: { nickel: '3-3-5' } },
};

/** The schemes a plan without one plays (plans saved before schemes were kept in them). */
export const DEFAULT_OFFENSE: OffensiveScheme = 'pro_style';
export const DEFAULT_DEFENSE: DefensiveFront = '4-3';

export interface OffenseSet {
  formation: Formation;
  personnel: Personnel;
}

export interface DefenseSet {
  front: Front;
  /** null: the defensive call as it is (an old call from a front). */
  coverage: Coverage | null;
}

/** Splits "play@formation/personnel" into its play and the formation part as written (null: none). */
export function splitFormation(call: string): { play: string; formation: string | null; personnel: string | null } {
  const at = call.indexOf('@');
  if (at < 0) return { play: call, formation: null, personnel: null };
  const rest = call.slice(at + 1);
  const slash = rest.indexOf('/');
  return {
    play: call.slice(0, at),
    formation: slash < 0 ? rest : rest.slice(0, slash),
    personnel: slash < 0 ? null : rest.slice(slash + 1),
  };
}

/** Splits "coverage@front" into its call and the front as written (null: none). */
export function splitFront(call: string): { call: string; front: string | null } {
  const at = call.indexOf('@');
  return at < 0 ? { call, front: null } : { call: call.slice(0, at), front: call.slice(at + 1) };
}

export const isCoverage = (call: string): call is Coverage => (COVERAGES as readonly string[]).includes(call);

const one = (names: readonly string[]): string => names.join(', ');

/** The formation and personnel of an offensive call in a book, or why they cannot be called (a string). */
export function offenseSetOf(formation: string, personnel: string | null, book: OffenseBook): OffenseSet | string {
  const f = formation === '' ? book.formation : formation;
  if (!(FORMATIONS as readonly string[]).includes(f))
    return `Unknown formation '${f}': one of ${one(book.formations)}.`;
  if (!(book.formations as readonly string[]).includes(f))
    return `The staff's book has no ${f} formation: one of ${one(book.formations)}.`;
  const allowed = FORMATION_PERSONNEL[f as Formation].filter((p) => book.personnel.includes(p));
  const p =
    personnel === null || personnel === '' ? (allowed.includes(book.group) ? book.group : allowed[0]) : personnel;
  if (!(PERSONNEL as readonly string[]).includes(p)) return `Unknown personnel '${p}': one of ${one(allowed)}.`;
  if (!(allowed as readonly string[]).includes(p))
    return `${f} takes ${one(allowed)} personnel in the staff's book, not ${p}.`;
  return { formation: f as Formation, personnel: p as Personnel };
}

/** A front as the book plays it: its own name for a generic one it carries under another ("nickel" in a 3-3-5). */
function ownFront(front: string, book: DefenseBook): string {
  return book.aliases?.[front as Front] ?? front;
}

/** Why a front cannot be called from a book (null: it can; none named is the staff's own). */
export function frontProblem(front: string | null, book: DefenseBook): string | null {
  if (front === null || front === '') return null;
  if (!(FRONTS as readonly string[]).includes(front)) return `Unknown front '${front}': one of ${one(book.fronts)}.`;
  if (!(book.fronts as readonly string[]).includes(ownFront(front, book)))
    return `The staff's book has no ${front} front: one of ${one(book.fronts)}.`;
  return null;
}

/** The front a defensive call lines up in: the one named (as the book plays it), else the staff's own. */
export function frontOf(front: string | null, book: DefenseBook): Front {
  return front === null || front === '' || frontProblem(front, book) !== null
    ? book.base
    : (ownFront(front, book) as Front);
}
