// Turning URL segments, query strings and bodies into checked values. Anything malformed is a bad_input
// GameError (400); whether a well-formed value names something that exists is for the views to say (404).
import { PLAYOFF_SIZES } from '../core/league/types.js';
import { playoffByes } from '../core/league/validate.js';
import { seasonLeague } from '../core/data/league.js';
import { playoffSettingsFor, type NewDynastyOptions } from '../store/actions/newDynasty.js';
import { checkCoachCreation, coachCreationFromText } from '../store/actions/coaches/creationInput.js';
import type { BodyOf } from '../shared/contract/entry.js';
import type { RouteMap } from '../shared/contract/routes.js';
import { NEW_GAME_KEYS } from '../shared/contract/seasonRoutes.js';
import { GameError } from '../store/errors.js';
import { checkYear, resolveTeam } from '../store/league.js';

/** Longest digit string taken as a number: beyond it the value cannot be an id or a week, only noise. */
const MAX_DIGITS = 15;
/** Team and conference names are short; anything longer is not a name. */
const MAX_NAME_LENGTH = 100;

export type Query = Record<string, unknown>;

function bad(message: string): GameError {
  return new GameError('bad_input', message);
}

/** A single text value of a query or path (repeated query keys are malformed). */
export function text(value: unknown, what: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw bad(`${what} must be given once, as text.`);
  return value;
}

function wholeNumber(value: string): number | null {
  const trimmed = value.trim();
  if (!new RegExp(`^\\d{1,${MAX_DIGITS}}$`).test(trimmed)) return null;
  return Number(trimmed);
}

/** A non-negative whole number, or a 400 naming what was wrong. */
export function naturalNumber(value: unknown, what: string): number {
  const raw = text(value, what);
  if (raw === undefined || raw.trim() === '') throw bad(`${what} is required.`);
  const n = wholeNumber(raw);
  if (n === null) throw bad(`${what} must be a whole number, not "${raw.slice(0, 40)}".`);
  return n;
}

export function optionalNaturalNumber(value: unknown, what: string): number | undefined {
  const raw = text(value, what);
  if (raw === undefined || raw.trim() === '') return undefined;
  return naturalNumber(raw, what);
}

/** A week in a path (spec section 5: "Week number is required", "Invalid week number"). */
export function weekParam(value: unknown): number {
  const raw = text(value, 'Week');
  if (raw === undefined || raw.trim() === '') throw bad('Week number is required');
  const n = wholeNumber(raw);
  if (n === null) throw bad('Invalid week number');
  return n;
}

/** A player or game id in a path. */
export function idParam(value: unknown, what: string): number {
  const raw = text(value, what);
  if (raw === undefined || raw.trim() === '') throw bad(`${what} id is required.`);
  const n = wholeNumber(raw);
  if (n === null) throw bad(`${what} id must be a positive whole number, not "${raw.slice(0, 40)}".`);
  return n;
}

/** A team or conference name (resolved against the league by the view). */
export function nameParam(value: unknown, what: string): string {
  const raw = text(value, what);
  if (raw === undefined || raw.trim() === '') throw bad(`${what} is required.`);
  // Control characters never occur in a name; rejecting them keeps them out of messages and logs.
  if (raw.length > MAX_NAME_LENGTH || /[\u0000-\u001f\u007f]/.test(raw)) throw bad(`${what} is not a valid name.`);
  return raw;
}

export function booleanParam(value: unknown, what: string): boolean | undefined {
  const raw = text(value, what);
  if (raw === undefined || raw.trim() === '') return undefined;
  const v = raw.trim().toLowerCase();
  if (['true', 'yes', '1'].includes(v)) return true;
  if (['false', 'no', '0'].includes(v)) return false;
  throw bad(`${what} must be true or false, not "${raw.slice(0, 40)}".`);
}

/** Does a /api/noncon/ query start a new dynasty (any new-game parameter present)? */
export function isNewGameQuery(query: Query): boolean {
  return NEW_GAME_KEYS.some((key) => query[key] !== undefined);
}

export type NewGameChoices = Pick<
  NewDynastyOptions,
  | 'team'
  | 'year'
  | 'playoffTeams'
  | 'autobids'
  | 'confChampTop4'
  | 'onCampusRounds'
  | 'staffRecruiting'
  | 'role'
  | 'coach'
>;

/**
 * The new-game parameters of /api/noncon/ (the last three arrive as strings, spec section 7), checked against
 * the league data before anything is created or replaced: season, team, playoff format and autobids.
 */
export function newGameParams(query: Query): NewGameChoices {
  const team = nameParam(query.team, 'Team');
  const year = naturalNumber(query.year, 'Year');
  const playoffTeams = optionalNaturalNumber(query.playoff_teams, 'Playoff teams');
  if (playoffTeams !== undefined && !(PLAYOFF_SIZES as readonly number[]).includes(playoffTeams)) {
    throw bad(`Playoff format must be ${PLAYOFF_SIZES.join(', ')} teams, not ${playoffTeams}.`);
  }
  const autobidsAsked = optionalNaturalNumber(query.playoff_autobids, 'Playoff autobids');
  const top4Asked = booleanParam(query.playoff_conf_champ_top_4, 'Conference champions top 4');
  const onCampus = optionalNaturalNumber(query.playoff_on_campus, 'On-campus rounds');
  const league = seasonLeague(checkYear(year));
  // The original client sends all three playoff values whatever the format (wire format: GET /api/noncon/);
  // autobids and the top-4 rule only mean something for 8 teams or more (the top-4 rule only with byes), so
  // they are ignored where they do not apply.
  const size = playoffTeams ?? league.defaultPlayoff.teams;
  const hasAutobids = size >= 8;
  const staffRecruiting = booleanParam(query.staff_recruiting, 'Staff recruiting') ?? false;
  const roleAsked = text(query.role, 'Role');
  if (roleAsked !== undefined && roleAsked !== 'head_coach' && roleAsked !== 'coordinator')
    throw bad('Role must be head_coach or coordinator.');
  const role = roleAsked === 'coordinator' ? ('coordinator' as const) : ('head_coach' as const);
  // The player's coach: coach_name, background, offense, defense, points ("offense=6,recruiting=4"); all optional.
  const coach = coachCreationFromText({
    name: text(query.coach_name, 'Coach name'),
    background: text(query.background, 'Background'),
    offense: text(query.offense, 'Offense'),
    defense: text(query.defense, 'Defense'),
    points: text(query.points, 'Points'),
  });
  const choices = {
    team,
    year,
    playoffTeams,
    autobids: hasAutobids ? autobidsAsked : undefined,
    confChampTop4: playoffByes(size) > 0 ? top4Asked : undefined,
    staffRecruiting,
    role,
    ...(onCampus === undefined ? {} : { onCampusRounds: onCampus }),
    ...(Object.keys(coach).length === 0 ? {} : { coach }),
  };
  resolveTeam(league, team);
  playoffSettingsFor(year, choices, league.conferences.length);
  checkCoachCreation(year, team, role, choices.coach);
  return choices;
}

/** The body of a call as its entry in the API contract describes it (checked before the route runs). */
export type BodyFor<K extends keyof RouteMap> = BodyOf<RouteMap[K]>;

/** A whole number the contract took as a JSON number or as digits ("4"). */
export function wholeOf(value: number | string): number {
  return typeof value === 'number' ? value : Number(value.trim());
}
