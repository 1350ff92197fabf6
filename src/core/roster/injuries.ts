// Injuries after a game: each player who took the field may be hurt, by his share of the snaps.
import type { Player } from '../players/types.js';
import type { Rng } from '../random.js';
import { snapShare } from './availability.js';
import {
  INJURY_CHANCE_PER_GAME,
  INJURY_KINDS,
  QUARTERBACK_INJURY_SHARE,
  ROTATION_EXPOSURE,
  SEASON_ENDING,
  SPECIALIST_INJURY_SHARE,
} from './tuning.js';
import type { Injury } from './types.js';

const KIND_WEIGHTS = INJURY_KINDS.map((k) => k.weight);

/** A position's chance of injury against a position player's: kickers and punters are rarely hit, quarterbacks often. */
function positionShare(pos: Player['pos']): number {
  return pos === 'K' || pos === 'P' ? SPECIALIST_INJURY_SHARE : pos === 'QB' ? QUARTERBACK_INJURY_SHARE : 1;
}

/**
 * The players of a game roster who take the field (snapShare above 0), by index in roster order, with the chance of
 * each to be hurt in a game. Worked out once per roster: a team takes the same roster into most of its games, and
 * its 85 players' depth and position were read twice a game for the 30 who play.
 */
export interface RosterExposure {
  index: Int32Array;
  chance: Float64Array;
}

export function rosterExposure(roster: readonly Player[]): RosterExposure {
  const index: number[] = [];
  const chance: number[] = [];
  for (let i = 0; i < roster.length; i++) {
    const p = roster[i];
    const exposure = snapShare(p, ROTATION_EXPOSURE);
    if (exposure === 0) continue;
    index.push(i);
    chance.push(INJURY_CHANCE_PER_GAME * exposure * positionShare(p.pos));
  }
  return { index: Int32Array.from(index), chance: Float64Array.from(chance) };
}

/** The injuries of one team's game; `roster` is the game roster (depth as played). */
export function drawInjuries(roster: readonly Player[], rng: Rng): Injury[] {
  return drawExposedInjuries(roster, rosterExposure(roster), rng);
}

/** drawInjuries with the roster's exposure worked out before (rosterExposure of the same roster): the same draws. */
export function drawExposedInjuries(roster: readonly Player[], exposed: RosterExposure, rng: Rng): Injury[] {
  const injuries: Injury[] = [];
  const { index, chance } = exposed;
  for (let k = 0; k < index.length; k++) {
    if (rng.next() >= chance[k]) continue;
    const kind = INJURY_KINDS[rng.weightedIndex(KIND_WEIGHTS)];
    const games = kind.games[0] === SEASON_ENDING ? SEASON_ENDING : rng.int(kind.games[0], kind.games[1]);
    injuries.push({ playerId: roster[index[k]].id, injury: kind.name, games });
  }
  return injuries;
}

/** The first week a player hurt in `week` can play again. */
export function returnWeekFor(week: number, games: number): number {
  return games >= SEASON_ENDING ? SEASON_ENDING : week + games + 1;
}
