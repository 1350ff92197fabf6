// FCS opponents of a regular-season batch: each program's roster generated once a season, when its first FBS game
// comes up (src/core/fcs/roster.ts), from its own fork of the season's stream.
import { seasonFcsTeams } from '../core/data/fcs.js';
import { fcsGameTeam } from '../core/fcs/roster.js';
import { teamStrength } from '../core/odds/strength.js';
import type { Rng } from '../core/random.js';
import type { GeneratedTeam } from './generatedLeague.js';

/** The season's FCS team of a name, generated on first use. */
export function generatedFcsTeams(year: number, rosters: Rng): (name: string) => GeneratedTeam {
  const programs = new Map(seasonFcsTeams(year).map((t) => [t.name, t]));
  const made = new Map<string, GeneratedTeam>();
  return (name) => {
    let team = made.get(name);
    if (!team) {
      const program = programs.get(name);
      if (!program) throw new Error(`${name} is not an FCS program of ${year}`);
      const game = fcsGameTeam(program, rosters.fork(name));
      team = { team: game, strength: teamStrength(game.players) };
      made.set(name, team);
    }
    return team;
  };
}
