// The new dynasty's coach rows of `dynasty play`: name, background, schemes and the creation points, as the web's
// coach card has them (values read with core/coaches/creation.ts when the dynasty starts).
import type { CoachCreation } from '../../../core/coaches/creation.js';
import type { DefensiveFront, OffensiveScheme } from '../../../core/coaches/types.js';
import {
  BACKGROUNDS,
  COACH_BACKGROUNDS,
  COACH_CREATION,
  CREATION_DEFENSES,
  CREATION_OFFENSES,
  type CoachBackground,
  type CreationAbility,
} from '../../../shared/coachCreation.js';

export interface CoachSettings {
  name: string;
  background: CoachBackground | null;
  offense: OffensiveScheme | null;
  defense: DefensiveFront | null;
  points: Record<CreationAbility, number>;
}

const POINT_ROWS: readonly [string, CreationAbility][] = [
  ['  Offense pts', 'offense'],
  ['  Defense pts', 'defense'],
  ['  Recruiting pts', 'recruiting'],
  ['  Development pts', 'development'],
  ['  Game day pts', 'game-day'],
];

export const NO_COACH: CoachSettings = {
  name: '',
  background: null,
  offense: null,
  defense: null,
  points: { offense: 0, defense: 0, recruiting: 0, development: 0, 'game-day': 0 },
};

/** The coach's rows: the points only once a background says where the ratings start. */
export function coachRows(s: CoachSettings): string[] {
  return ['Coach name', 'Background', 'Offense', 'Defense', ...(s.background ? POINT_ROWS.map(([row]) => row) : [])];
}

function pointsLeft(s: CoachSettings): number {
  return COACH_CREATION.points - Object.values(s.points).reduce((a, b) => a + b, 0);
}

/** Cycles a list with a "left to the game" entry (null) first. */
function cycle<T>(values: readonly T[], current: T | null, step: number): T | null {
  const all = [null, ...values];
  return all[(all.indexOf(current) + step + all.length) % all.length];
}

/** ←→ on a coach row: the next choice, or a point more or less (never past the pool or the rating's cap). */
export function changeCoach(s: CoachSettings, row: string, step: number): CoachSettings {
  if (row === 'Background')
    return { ...s, background: cycle(COACH_BACKGROUNDS, s.background, step), points: NO_COACH.points };
  if (row === 'Offense')
    return {
      ...s,
      offense: cycle(
        CREATION_OFFENSES.map(([k]) => k),
        s.offense,
        step,
      ),
    };
  if (row === 'Defense') return { ...s, defense: cycle(CREATION_DEFENSES, s.defense, step) };
  const ability = POINT_ROWS.find(([r]) => r === row)?.[1];
  if (!ability || !s.background) return s;
  const room = BACKGROUNDS[s.background].cap[ability] - BACKGROUNDS[s.background].lean[ability];
  const next = s.points[ability] + step;
  if (next < 0 || next > room || (step > 0 && pointsLeft(s) === 0)) return s;
  return { ...s, points: { ...s.points, [ability]: next } };
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** What a coach row shows. */
export function coachValue(s: CoachSettings, row: string, editing: boolean): string {
  switch (row) {
    case 'Coach name':
      return `${s.name || '(a name drawn for the program)'}${editing ? '▏' : ''}`;
    case 'Background':
      return s.background
        ? `◀ ${BACKGROUNDS[s.background].label} ▶  ${pointsLeft(s)} of ${COACH_CREATION.points} points left; ${BACKGROUNDS[s.background].description}`
        : '◀ chosen for the program ▶  (its points spent for you)';
    case 'Offense':
      return `◀ ${CREATION_OFFENSES.find(([k]) => k === s.offense)?.[1] ?? "the program's"} ▶`;
    case 'Defense':
      return `◀ ${s.defense ?? "the program's"} ▶`;
    default: {
      const ability = POINT_ROWS.find(([r]) => r === row)![1];
      const b = BACKGROUNDS[s.background!];
      return `◀ ${s.points[ability]} ▶  starts ${signed(b.lean[ability])}, up to ${signed(b.cap[ability])} against a coach the program would hire`;
    }
  }
}

/** The creation asked for (what the player left is left out). */
export function coachCreation(s: CoachSettings): CoachCreation {
  const points = Object.fromEntries(Object.entries(s.points).filter(([, n]) => n > 0));
  return {
    ...(s.name.trim() ? { name: s.name.trim().replace(/\s+/g, ' ') } : {}),
    ...(s.background ? { background: s.background, points } : {}),
    ...(s.offense ? { offense: s.offense } : {}),
    ...(s.defense ? { defense: s.defense } : {}),
  };
}
