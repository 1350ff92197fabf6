// The player's coach at a new game: his name, a background that decides where his ratings start, his schemes and
// a small pool of points he spends on his ratings (as EA's dynasty mode has the player pick an archetype and spend
// points). Ratings start around what a coach drawn for the program's tier has (generate.ts), so the player's program
// neither fades nor soars because of who coaches it. Pure: every caller (CLI, server, terminal) checks here.
import { withArticle } from '../../shared/article.js';
import { ABILITIES, ABILITY_RATING, type Ability } from './abilities.js';
import { NEW_COACH_RATING } from './tuning.js';
import {
  DEFENSIVE_FRONTS,
  OFFENSIVE_SCHEMES,
  type CoachRatings,
  type DefensiveFront,
  type OffensiveScheme,
} from './types.js';
import { BACKGROUNDS, COACH_BACKGROUNDS, COACH_CREATION, type CoachBackground } from '../../shared/coachCreation.js';

export { BACKGROUNDS, COACH_BACKGROUNDS, COACH_CREATION, type CoachBackground } from '../../shared/coachCreation.js';

/** Letters (any alphabet) with spaces, hyphens, apostrophes and periods between: "Pat O'Brien", "J.T. Smith-Ayala". */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M}.'’-]*(?: \p{L}[\p{L}\p{M}.'’-]*)+$/u;

/** A background's label inside a sentence: "ace recruiter", "NFL assistant". */
function backgroundWords(label: string): string {
  return /^[A-Z]{2,}\b/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

export type AbilityPoints = Partial<Record<Ability, number>>;

/** What the player asked for; anything left out is chosen for him (store/actions/coaches/hireLeague.ts). */
export interface CoachCreation {
  name?: string;
  background?: CoachBackground;
  offense?: OffensiveScheme;
  defense?: DefensiveFront;
  points?: AbilityPoints;
}

export type CreationField = 'name' | 'background' | 'offense' | 'defense' | 'points';

export interface CreationProblem {
  field: CreationField;
  message: string;
}

/** The mean rating of a coach drawn for a program of this prestige (1-7). */
export function tierMean(prestige: number): number {
  return NEW_COACH_RATING.base + NEW_COACH_RATING.perPrestige * prestige;
}

function clampRating(r: number): number {
  return Math.max(NEW_COACH_RATING.min, Math.min(NEW_COACH_RATING.max, Math.round(r)));
}

function byAbility(f: (ability: Ability) => number): Record<Ability, number> {
  return Object.fromEntries(ABILITIES.map((a) => [a, f(a)])) as Record<Ability, number>;
}

/** Where each rating starts for this background at a program of this prestige. */
export function startingRatings(background: CoachBackground, prestige: number): Record<Ability, number> {
  return byAbility((a) => clampRating(tierMean(prestige) + BACKGROUNDS[background].lean[a]));
}

/** The highest each rating may reach with the creation points. */
export function ratingCaps(background: CoachBackground, prestige: number): Record<Ability, number> {
  const start = startingRatings(background, prestige);
  return byAbility((a) => Math.max(start[a], clampRating(tierMean(prestige) + BACKGROUNDS[background].cap[a])));
}

export function isBackground(text: string): text is CoachBackground {
  return (COACH_BACKGROUNDS as readonly string[]).includes(text);
}

/** A name's problem, or null: 3-40 characters, a first and a last name of letters (hyphens, apostrophes, periods). */
export function nameProblem(name: string): string | null {
  const clean = name.trim();
  const shown = clean.slice(0, COACH_CREATION.nameMax);
  if (clean.length < COACH_CREATION.nameMin || clean.length > COACH_CREATION.nameMax) {
    return `Coach name "${shown}" must be ${COACH_CREATION.nameMin}-${COACH_CREATION.nameMax} characters.`;
  }
  if (!NAME_PATTERN.test(clean)) {
    return `Coach name "${shown}": give a first and a last name of letters (hyphens, apostrophes and periods allowed), one space between words.`;
  }
  if (clean.split(' ').some((part) => part.length > COACH_CREATION.partMax))
    return `Coach name "${shown}": no name longer than ${COACH_CREATION.partMax} letters.`;
  return null;
}

/** First name and the rest as the last name. */
export function splitName(name: string): { first: string; last: string } {
  const [first, ...rest] = name.trim().split(' ');
  return { first, last: rest.join(' ') };
}

/**
 * Checks a creation for a program of this prestige: a known background and schemes, a good name, every point on a
 * known ability, whole and not negative, no more than the pool in all, no rating past its cap. Null when it is fine.
 */
export function creationProblem(c: CoachCreation, prestige: number): CreationProblem | null {
  if (c.name !== undefined) {
    const problem = nameProblem(c.name);
    if (problem) return { field: 'name', message: problem };
  }
  if (c.background !== undefined && !isBackground(c.background)) {
    return {
      field: 'background',
      message: `Unknown background "${String(c.background).slice(0, 30)}": ${COACH_BACKGROUNDS.join(', ')}.`,
    };
  }
  if (c.offense !== undefined && !(OFFENSIVE_SCHEMES as readonly string[]).includes(c.offense)) {
    return {
      field: 'offense',
      message: `Unknown offense "${String(c.offense).slice(0, 30)}": ${OFFENSIVE_SCHEMES.join(', ')}.`,
    };
  }
  if (c.defense !== undefined && !(DEFENSIVE_FRONTS as readonly string[]).includes(c.defense)) {
    return {
      field: 'defense',
      message: `Unknown defense "${String(c.defense).slice(0, 30)}": ${DEFENSIVE_FRONTS.join(', ')}.`,
    };
  }
  if (c.points === undefined) return null;
  // Where the points may go depends on where the background starts the ratings.
  if (c.background === undefined)
    return { field: 'points', message: 'Choose a background to spend points: where they may go depends on it.' };
  const background = c.background;
  const start = startingRatings(background, prestige);
  const caps = ratingCaps(background, prestige);
  let total = 0;
  for (const [ability, n] of Object.entries(c.points)) {
    if (!(ABILITIES as readonly string[]).includes(ability)) {
      return { field: 'points', message: `No coach ability "${ability.slice(0, 30)}": ${ABILITIES.join(', ')}.` };
    }
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0)
      return { field: 'points', message: `Points on ${ability} must be a whole number 0 or more.` };
    const a = ability as Ability;
    if (start[a] + n > caps[a]) {
      return {
        field: 'points',
        message: `${ability} starts at ${start[a]} for ${withArticle(backgroundWords(BACKGROUNDS[background].label))} here and may reach ${caps[a]}: ${n} points is too many.`,
      };
    }
    total += n;
  }
  if (total > COACH_CREATION.points)
    return { field: 'points', message: `${total} points spent: the pool is ${COACH_CREATION.points}.` };
  return null;
}

/**
 * "offense=4,recruiting=6" as points by ability (ability names as `dynasty coach spend` takes them; "game-management"
 * and "gameday" for game-day). Throws a message naming what is wrong.
 */
export function parsePointsText(text: string): AbilityPoints {
  const points: AbilityPoints = {};
  const trimmed = text.trim();
  if (trimmed === '') return points;
  for (const part of trimmed.split(',')) {
    const match = /^\s*([a-z_ -]+?)\s*=\s*(\d{1,2})\s*$/i.exec(part);
    if (!match) throw new Error(`Points "${part.trim().slice(0, 30)}": write ability=N, e.g. offense=4,recruiting=6.`);
    const name = match[1].toLowerCase().replace(/[\s_]+/g, '-');
    const ability = (ABILITIES as readonly string[]).includes(name)
      ? (name as Ability)
      : name === 'game-management' || name === 'gameday'
        ? 'game-day'
        : null;
    if (!ability) throw new Error(`No coach ability "${match[1].slice(0, 30)}": ${ABILITIES.join(', ')}.`);
    if (points[ability] !== undefined) throw new Error(`Points on ${ability} are given twice.`);
    points[ability] = Number(match[2]);
  }
  return points;
}

/**
 * Points spent by rule when the player leaves them: a point at a time on the weakest rating still below its cap
 * (the background's strength stays his, his weaknesses come toward the program's mean), until the pool is spent.
 */
export function defaultPoints(background: CoachBackground, prestige: number): Record<Ability, number> {
  const start = startingRatings(background, prestige);
  const caps = ratingCaps(background, prestige);
  const points = byAbility(() => 0);
  for (let left = COACH_CREATION.points; left > 0; left--) {
    const open = ABILITIES.filter((a) => start[a] + points[a] < caps[a]);
    if (open.length === 0) break;
    const best = open.reduce((b, a) => (start[a] + points[a] < start[b] + points[b] ? a : b));
    points[best] += 1;
  }
  return points;
}

/**
 * The background chosen for a program when the player skips it: a blue blood's coach is its recruiter, a small
 * program's a small-school winner, anyone else a coordinator from the side of the ball the program's coach knew best.
 */
export function defaultBackground(prestige: number, drawn: CoachRatings): CoachBackground {
  if (prestige >= 6) return 'recruiter';
  if (prestige <= 2) return 'small-school-winner';
  return drawn.offense >= drawn.defense ? 'offensive-coordinator' : 'defensive-coordinator';
}

/** The ratings of a checked creation: where the background starts them plus the points spent. */
export function createdRatings(background: CoachBackground, prestige: number, points: AbilityPoints): CoachRatings {
  const start = startingRatings(background, prestige);
  const ratings = {} as CoachRatings;
  for (const a of ABILITIES) ratings[ABILITY_RATING[a]] = start[a] + (points[a] ?? 0);
  return ratings;
}
