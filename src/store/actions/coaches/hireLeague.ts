// A new dynasty's head coaches: one per program, drawn from the dynasty's seed; the player's program's coach is
// the player, a young coach at the start of his career.
import { drawCoach, leagueCoaches } from '../../../core/coaches/generate.js';
import type { SeasonLeague } from '../../../core/data/types.js';
import { createRng } from '../../../core/random.js';
import type { Db } from '../../database.js';
import { coachesByTeam, insertCoach, nextCoachId } from '../../queries/coaches.js';

/** The player's coach starts out average: his ratings grow with success (coach progression). */
const USER_START = { age: 38, rating: 60 } as const;

/** userTeam null: the player is no head coach (he starts as a coordinator). */
export function hireLeagueCoaches(db: Db, league: SeasonLeague, seed: number, userTeam: string | null): void {
  const rng = createRng(`${seed}:coaches:${league.year}`);
  for (const coach of leagueCoaches(league.teams, league.year, rng, 1)) {
    if (coach.team !== userTeam) {
      // Coaches already in their jobs stand anywhere from the hot seat to untouchable.
      insertCoach(db, { ...coach, security: createRng(`${seed}:security:${coach.id}`).int(25, 95) }, league.year);
      continue;
    }
    const r = USER_START.rating;
    insertCoach(db, {
      ...coach, isUser: true, birthYear: league.year - USER_START.age, since: league.year, wins: 0, losses: 0,
      offense: r, defense: r, recruiting: r, development: r, gameManagement: r,
    }, league.year);
  }
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
    const coach = drawCoach(createRng(`${seed}:coach:${league.year}:${team.name}`), { id, year: league.year, team: team.name, prestige: team.prestige }, true);
    insertCoach(db, coach, league.year);
    id += 1;
  }
}
