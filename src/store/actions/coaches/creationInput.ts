// The player's coach as typed (CLI options, query values, the terminal's fields) turned into a creation, and checked
// against the program before a game is made. One reading for `dynasty new`, GET /api/noncon/ and `dynasty play`.
import {
  creationProblem,
  parsePointsText,
  type CoachBackground,
  type CoachCreation,
} from '../../../core/coaches/creation.js';
import type { DefensiveFront, OffensiveScheme } from '../../../core/coaches/types.js';
import { seasonLeague } from '../../../core/data/league.js';
import { GameError } from '../../errors.js';
import { dataYear, resolveTeam } from '../../league.js';

export interface CoachCreationText {
  name?: string;
  background?: string;
  offense?: string;
  defense?: string;
  /** "offense=4,recruiting=6" */
  points?: string;
}

function given(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** Spellings forgiven: any case, hyphens or underscores or spaces ("Air Raid", "small_school_winner"). */
function key(value: string | undefined, join: '-' | '_'): string | undefined {
  return given(value)
    ?.toLowerCase()
    .replace(/[\s_-]+/g, join);
}

/** The creation as typed; the values are checked by checkCoachCreation. Malformed points are refused here. */
export function coachCreationFromText(raw: CoachCreationText): CoachCreation {
  let points: CoachCreation['points'];
  try {
    points = given(raw.points) === undefined ? undefined : parsePointsText(raw.points!);
  } catch (error) {
    throw new GameError('bad_input', (error as Error).message);
  }
  const creation: CoachCreation = {
    name: given(raw.name)?.replace(/\s+/g, ' '),
    background: key(raw.background, '-') as CoachBackground | undefined,
    offense: key(raw.offense, '_') as OffensiveScheme | undefined,
    defense: given(raw.defense) as DefensiveFront | undefined,
    points,
  };
  return Object.fromEntries(Object.entries(creation).filter(([, v]) => v !== undefined)) as CoachCreation;
}

/** Refuses (bad_input, naming the field) a coach the game cannot make; nothing is made. */
export function checkCoachCreation(
  year: number,
  team: string,
  role: 'head_coach' | 'coordinator' | undefined,
  coach: CoachCreation | undefined,
): void {
  if (!coach || Object.values(coach).every((v) => v === undefined)) return;
  if (role === 'coordinator') {
    throw new GameError(
      'bad_input',
      'A coordinator is not made at a new game: leave out the coach (name, background, schemes, points) or start as head coach.',
    );
  }
  // The real season's prestige (a league file moves programs between conferences, not their prestige).
  const league = seasonLeague(dataYear(year));
  const prestige = league.teams.find((t) => t.name === resolveTeam(league, team))!.prestige;
  const problem = creationProblem(coach, prestige);
  if (problem) throw new GameError('bad_input', problem.message);
}
