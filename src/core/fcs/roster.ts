// An FCS opponent's team for one game day: a generated roster (seeded by season and program, so a replay or a
// second game of the same program meets the same players) well below FBS, and the league's average game plan.
// FCS players are not kept: their ids are negative, so they never meet an FBS player's id.
import type { SeasonFcsTeam } from '../data/types.js';
import { generateTeamRoster } from '../players/generate.js';
import type { IdSource } from '../players/types.js';
import type { Rng } from '../random.js';
import type { GameTeam } from '../sim/types.js';
import { FCS_LEVEL_SHIFT_BY_TIER, FCS_STAR_PRESTIGE } from './tuning.js';

function negativeIds(): IdSource {
  let next = -1;
  return { next: () => next-- };
}

/** Overall points an FCS roster of this tier sits from the weakest FBS roster's level. */
export function fcsLevelShift(strength: number): number {
  const tier = Math.max(1, Math.min(FCS_LEVEL_SHIFT_BY_TIER.length, Math.round(strength)));
  return FCS_LEVEL_SHIFT_BY_TIER[tier - 1];
}

/** The FCS team as the engine sees it. `rng`: the program's own stream for the season. */
export function fcsGameTeam(team: SeasonFcsTeam, rng: Rng): GameTeam {
  const players = generateTeamRoster(
    { name: team.name, prestige: FCS_STAR_PRESTIGE, levelShift: fcsLevelShift(team.strength) },
    rng,
    negativeIds(),
  );
  return { name: team.name, abbreviation: team.abbreviation, players };
}
