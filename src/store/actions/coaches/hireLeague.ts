// A new dynasty's head coaches: one per program, drawn from the dynasty's seed; the player's program's coach is
// the player, a young coach at the start of his career, made as he chose (core/coaches/creation.ts).
import {
  createdRatings,
  creationProblem,
  defaultBackground,
  defaultPoints,
  splitName,
  type CoachCreation,
} from '../../../core/coaches/creation.js';
import { drawCoach, drawTempo, leagueCoaches } from '../../../core/coaches/generate.js';
import type { Coach } from '../../../core/coaches/types.js';
import type { SeasonLeague } from '../../../core/data/types.js';
import { createRng, type Rng } from '../../../core/random.js';
import type { Db } from '../../database.js';
import { GameError } from '../../errors.js';
import { coachesByTeam, insertCoach, nextCoachId } from '../../queries/coaches.js';
import { BACKGROUNDS, type CoachBackground } from '../../../shared/coachCreation.js';
import { abilityFromState } from '../../queries/coachGrowth.js';
import { readState } from '../../queries/meta.js';
import { startCoachGrowth } from './growth.js';

/** The player's coach is young; his ratings grow with success (coach progression). */
const USER_START = { age: 38 } as const;

/**
 * created: the coached programs whose head coach is a player, each with the coach he made (none of them when the
 * player starts as a coordinator). What a player left out of his coach is the program's: the name and schemes of the
 * coach drawn for it, a background for its tier, points by rule. Answers the players' coaches' ids by program.
 */
export function hireLeagueCoaches(
  db: Db,
  league: SeasonLeague,
  seed: number,
  created: ReadonlyMap<string, CoachCreation>,
): Map<string, number> {
  const rng = createRng(`${seed}:coaches:${league.year}`);
  const ids = new Map<string, number>();
  for (const coach of leagueCoaches(league.teams, league.year, rng, 1)) {
    const creation = coach.team === null ? undefined : created.get(coach.team);
    if (creation === undefined) {
      // Coaches already in their jobs stand anywhere from the hot seat to untouchable.
      insertCoach(db, { ...coach, security: createRng(`${seed}:security:${coach.id}`).int(25, 95) }, league.year);
      startCoachGrowth(db, coach, { year: league.year, week: 0 });
      continue;
    }
    ids.set(coach.team!, coach.id);
    const prestige = league.teams.find((t) => t.name === coach.team)!.prestige;
    const made = playerCoach(coach, creation, prestige, league.year, rng);
    insertCoach(db, made.coach, league.year);
    startCoachGrowth(db, made.coach, { year: league.year, week: 0 }, { made: backgroundStart(made.background) });
  }
  return ids;
}

/**
 * The coach a player made, from the coach drawn for his program: a young coach at the start of his career, his name,
 * schemes, background and points as he chose them, the rest the drawn coach's (a background for the tier, points by
 * rule).
 */
function playerCoach(
  drawn: Coach,
  creation: CoachCreation,
  prestige: number,
  year: number,
  rng: Rng,
): { coach: Coach; background: CoachBackground } {
  const background = creation.background ?? defaultBackground(prestige, drawn);
  const scheme = creation.offense ?? drawn.scheme;
  const coach: Coach = {
    ...drawn,
    isUser: true,
    birthYear: year - USER_START.age,
    since: year,
    wins: 0,
    losses: 0,
    ...(creation.name === undefined ? {} : splitName(creation.name)),
    ...createdRatings(background, prestige, creation.points ?? defaultPoints(background, prestige)),
    scheme,
    tempo: scheme === drawn.scheme ? drawn.tempo : drawTempo(rng.fork('player tempo'), scheme),
    front: creation.defense ?? drawn.front,
  };
  return { coach, background };
}

/** The archetype and ability a background starts a coach on. */
function backgroundStart(background: CoachBackground) {
  return { archetype: BACKGROUNDS[background].archetype, starting: BACKGROUNDS[background].startingAbility };
}

/**
 * A player takes a program of a dynasty under way (an online league's coach joining its game) as the coach he made,
 * as at a new game: the program's head coach leaves for the coaches out of work, the made coach takes his job. The
 * creation is checked against the program's prestige now (bad_input, nothing changed). Answers the new coach's id.
 */
export function hireMadeCoach(
  db: Db,
  league: SeasonLeague,
  seed: number,
  team: string,
  creation: CoachCreation,
): number {
  const program = league.teams.find((t) => t.name === team);
  if (!program) throw new GameError('not_found', `${team} is not a program of the league in ${league.year}.`);
  const problem = creationProblem(creation, program.prestige);
  if (problem) throw new GameError('bad_input', problem.message);
  const rng = createRng(`${seed}:made coach:${league.year}:${team}`);
  const id = nextCoachId(db);
  const drawn = drawCoach(rng, { id, year: league.year, team, prestige: program.prestige }, true);
  db.run('UPDATE coaches SET team = NULL, is_user = 0 WHERE team = ?', [team]);
  const made = playerCoach(drawn, creation, program.prestige, league.year, rng);
  insertCoach(db, made.coach, league.year);
  startCoachGrowth(db, made.coach, abilityFromState(readState(db)), { made: backgroundStart(made.background) });
  return id;
}

/** Programs new to FBS (or any program left without a coach) hire one for `year`; coaches of programs gone from FBS lose their jobs. */
export function staffNewPrograms(db: Db, league: SeasonLeague, seed: number): void {
  const inLeague = new Set(league.teams.map((t) => t.name));
  const current = coachesByTeam(db);
  for (const [team, coach] of current) {
    if (!inLeague.has(team) && !coach.isUser) db.run('UPDATE coaches SET team = NULL WHERE id = ?', [coach.id]);
  }
  let id = nextCoachId(db);
  for (const team of league.teams) {
    if (current.has(team.name)) continue;
    const coach = drawCoach(
      createRng(`${seed}:coach:${league.year}:${team.name}`),
      { id, year: league.year, team: team.name, prestige: team.prestige },
      true,
    );
    insertCoach(db, coach, league.year);
    startCoachGrowth(db, coach, { year: league.year, week: 0 });
    id += 1;
  }
}
