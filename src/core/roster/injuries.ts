// Injuries after a game: each player who took the field may be hurt, by his share of the snaps.
import type { Player } from '../players/types.js';
import type { Rng } from '../random.js';
import { snapShare } from './availability.js';
import { INJURY_CHANCE_PER_GAME, INJURY_KINDS, ROTATION_EXPOSURE, SEASON_ENDING, SPECIALIST_INJURY_SHARE } from './tuning.js';
import type { Injury } from './types.js';

const KIND_WEIGHTS = INJURY_KINDS.map((k) => k.weight);

/** The injuries of one team's game; `roster` is the game roster (depth as played). */
export function drawInjuries(roster: readonly Player[], rng: Rng): Injury[] {
  const injuries: Injury[] = [];
  // An indexed loop: short commands run without inlining, where for-of calls the array iterator per player.
  for (let i = 0; i < roster.length; i++) {
    const p = roster[i];
    const exposure = snapShare(p, ROTATION_EXPOSURE);
    if (exposure === 0) continue;
    const chance = INJURY_CHANCE_PER_GAME * exposure * (p.pos === 'K' || p.pos === 'P' ? SPECIALIST_INJURY_SHARE : 1);
    if (rng.next() >= chance) continue;
    const kind = INJURY_KINDS[rng.weightedIndex(KIND_WEIGHTS)];
    const games = kind.games[0] === SEASON_ENDING ? SEASON_ENDING : rng.int(kind.games[0], kind.games[1]);
    injuries.push({ playerId: p.id, injury: kind.name, games });
  }
  return injuries;
}

/** The first week a player hurt in `week` can play again. */
export function returnWeekFor(week: number, games: number): number {
  return games >= SEASON_ENDING ? SEASON_ENDING : week + games + 1;
}
