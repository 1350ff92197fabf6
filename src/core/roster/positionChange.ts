// A player moved to another position: his attributes and overall there, by how close the two positions are.
// His body (speed, strength, agility, stamina) comes with him as it is. A skill both positions are judged on keeps
// most of his edge in it (all of it between the closest positions); a skill new to him starts low, higher for a
// better athlete, and gains a share of his old overall by the positions' closeness; a skill he already had better
// than that is kept. His overall is then the new position's; his potential falls by what the move cost him, less the
// share of it a close position lets him grow back.
import { ATTRIBUTE_NAMES, clampRating, overallFor } from '../players/attributes.js';
import { perPosition } from '../players/positionTable.js';
import { OVERALL_WEIGHTS, type AttributeName } from '../players/tuning.js';
import type { Player, PlayerAttributes, Position } from '../players/types.js';
import {
  NEW_SKILL_ATHLETICISM_SHARE,
  NEW_SKILL_START,
  POSITION_SIMILARITY,
  POSITION_SIMILARITY_FAR,
  SHARED_SKILL_SHARE,
} from './tuning.js';

/** The attributes a player's body gives him wherever he plays. */
const BODY: ReadonlySet<AttributeName> = new Set(['speed', 'strength', 'agility', 'stamina']);

/** POSITION_SIMILARITY by both positions. */
const SIMILARITY = perPosition((from) =>
  perPosition((to) => {
    if (from === to) return 1;
    return POSITION_SIMILARITY[from < to ? `${from}-${to}` : `${to}-${from}`] ?? POSITION_SIMILARITY_FAR;
  }),
);

/** How close two positions are, 0-1 (1: the same position). */
export function positionSimilarity(from: Position, to: Position): number {
  return SIMILARITY[from][to];
}

export type Closeness = 'same' | 'close' | 'partial' | 'far';

/** The closeness in a word, as the pages show it. */
export function closenessOf(similarity: number): Closeness {
  if (similarity >= 1) return 'same';
  if (similarity >= 0.6) return 'close';
  if (similarity >= 0.3) return 'partial';
  return 'far';
}

export interface ConvertedPlayer {
  attributes: PlayerAttributes;
  /** His overall at the new position. */
  rating: number;
  potential: number;
  similarity: number;
}

const rated = (pos: Position, name: AttributeName): boolean => OVERALL_WEIGHTS[pos][name] !== undefined;

/**
 * The player as he would be at `to`. `similarity` is the positions' closeness (positionSimilarity by default; the
 * tests vary it). The player is not changed.
 */
export function convertToPosition(
  player: Pick<Player, 'pos' | 'attributes' | 'potential'>,
  to: Position,
  similarity = positionSimilarity(player.pos, to),
): ConvertedPlayer {
  const from = player.pos;
  const before = player.attributes;
  const overallBefore = overallFor(from, before);
  if (from === to) return { attributes: { ...before }, rating: overallBefore, potential: player.potential, similarity };
  const athleticism = (before.speed + before.agility + before.strength) / 3;
  const start = NEW_SKILL_START + NEW_SKILL_ATHLETICISM_SHARE * Math.max(0, athleticism - NEW_SKILL_START);
  const sharedKeep = SHARED_SKILL_SHARE + (1 - SHARED_SKILL_SHARE) * similarity;
  const attributes = { ...before };
  for (const name of ATTRIBUTE_NAMES) {
    if (BODY.has(name) || !rated(to, name)) continue;
    const value = before[name];
    if (rated(from, name)) {
      // A skill of both positions: his edge above the start, kept by closeness.
      attributes[name] = value > start ? clampRating(start + sharedKeep * (value - start)) : value;
    } else {
      // A skill new to him: the start, and a share of what he was at his old position.
      attributes[name] = Math.max(value, clampRating(start + similarity * Math.max(0, overallBefore - start)));
    }
  }
  const rating = overallFor(to, attributes);
  // His ceiling moves with his overall, but he grows back a close position's share of what the move cost him.
  const loss = overallBefore - rating;
  const potential = clampRating(player.potential - loss + similarity * Math.max(0, loss));
  return { attributes, rating, potential: Math.max(rating, potential), similarity };
}
