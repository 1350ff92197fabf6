// The FCS opponents of a dynasty season as the engine meets them: generated from the dynasty's seed, the season and the
// program (the same team every time it is asked for: a replayed game meets the players it met), never stored.
import { findFcsProgram, fcsStrengthIn, seasonFcsTeams } from '../../../core/data/fcs.js';
import type { SeasonFcsTeam } from '../../../core/data/types.js';
import { fcsGameTeam } from '../../../core/fcs/roster.js';
import { createRng } from '../../../core/random.js';
import type { GameTeam } from '../../../core/sim/types.js';

/** An average FCS program: the tier of a name the data no longer knows (a save made with older data). */
const UNKNOWN_FCS_STRENGTH = 3;

/** The season's FCS program of a name, as a team of that season. */
export function seasonFcsTeam(year: number, name: string): SeasonFcsTeam {
  const known = seasonFcsTeams(year).find((t) => t.name === name);
  if (known) return known;
  const program = findFcsProgram(name);
  return {
    name,
    abbreviation:
      program?.abbreviation
      ?? name
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 4)
        .toUpperCase(),
    mascot: program?.mascot ?? '',
    state: program?.state ?? '',
    strength: program ? fcsStrengthIn(program, year) : UNKNOWN_FCS_STRENGTH,
  };
}

/** The FCS team of a dynasty season by name, generated on first use and kept by the returned function. */
export function fcsTeamSource(seed: number, year: number): (name: string) => GameTeam {
  const made = new Map<string, GameTeam>();
  return (name) => {
    let team = made.get(name);
    if (!team) {
      team = fcsGameTeam(seasonFcsTeam(year, name), createRng(`${seed}:fcs:${year}:${name}`));
      made.set(name, team);
    }
    return team;
  };
}
