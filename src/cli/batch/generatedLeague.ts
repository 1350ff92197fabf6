// Teams of a season with generated rosters, for games played without a save (exhibitions, regular-season
// batches): each roster comes from the program's prestige that year, exactly as a new dynasty generates it.
import type { SeasonTeam } from '../../core/data/types.js';
import { teamStrength } from '../../core/odds/strength.js';
import { generateTeamRoster } from '../../core/players/generate.js';
import type { IdSource } from '../../core/players/types.js';
import { createRng, type Rng } from '../../core/random.js';
import type { GameTeam, TeamStrength } from '../../core/sim/types.js';

export interface GeneratedTeam {
  team: GameTeam;
  /** What the odds read about the team (its spread against anyone follows from it). */
  strength: TeamStrength;
}

/** The roster stream of a new dynasty of that year and seed (store/actions/newDynasty.ts uses the same label). */
export function dynastyRosterStream(seed: number, year: number): Rng {
  return createRng(`${seed}:rosters:${year}`);
}

/**
 * A program's generated roster, depth chart set. Each team draws from its own fork of `rosters`, so a team's
 * roster does not depend on which other teams are generated (an exhibition gets the dynasty's rosters).
 */
export function generatedTeam(team: SeasonTeam, rosters: Rng, ids: IdSource): GeneratedTeam {
  const players = generateTeamRoster({ name: team.name, prestige: team.prestige }, rosters.fork(team.name), ids);
  return { team: { name: team.name, abbreviation: team.abbreviation, players }, strength: teamStrength(players) };
}

export function generatedLeague(teams: readonly SeasonTeam[], rosters: Rng, ids: IdSource): Map<string, GeneratedTeam> {
  return new Map(teams.map((t) => [t.name, generatedTeam(t, rosters, ids)]));
}
