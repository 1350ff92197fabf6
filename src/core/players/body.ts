// Height and weight: a build typical of the position, the player's own frame (from his id, so it never
// changes), heavier with strength and lighter with speed.
import { hashString } from '../random.js';
import type { Player, Position } from './types.js';

/**
 * Typical FBS height (inches) and weight (pounds) and their spread by position, from 2023 FBS roster averages
 * (QB 6-2 215, OL 6-5 305, DL 6-3 280, CB 5-11 185...).
 */
const BUILD: Record<Position, { height: number; weight: number; heightSd: number; weightSd: number }> = {
  QB: { height: 74.5, weight: 215, heightSd: 1.6, weightSd: 12 },
  RB: { height: 70.5, weight: 205, heightSd: 1.5, weightSd: 13 },
  WR: { height: 73, weight: 190, heightSd: 2.2, weightSd: 14 },
  TE: { height: 76, weight: 245, heightSd: 1.3, weightSd: 12 },
  OL: { height: 76.5, weight: 305, heightSd: 1.3, weightSd: 15 },
  DL: { height: 75.5, weight: 280, heightSd: 1.6, weightSd: 22 },
  LB: { height: 73.5, weight: 230, heightSd: 1.4, weightSd: 11 },
  CB: { height: 71.5, weight: 185, heightSd: 1.5, weightSd: 9 },
  S: { height: 72.5, weight: 200, heightSd: 1.5, weightSd: 10 },
  K: { height: 72, weight: 190, heightSd: 2, weightSd: 14 },
  P: { height: 74, weight: 205, heightSd: 2, weightSd: 14 },
};

/** A number in about [-1.7, 1.7], mean 0, SD about 1, fixed for the player and the label. */
function frame(id: number, label: string): number {
  const h = hashString(`${id}:${label}`);
  return (((h & 0xffff) + (h >>> 16)) / 65535 - 1) * 2.4;
}

export interface Body {
  /** Inches. */
  height: number;
  /** Pounds. */
  weight: number;
}

export function bodyOf(player: Pick<Player, 'id' | 'pos' | 'attributes'>): Body {
  const b = BUILD[player.pos];
  const height = Math.round(b.height + b.heightSd * frame(player.id, 'height'));
  const build = (player.attributes.strength - player.attributes.speed) / 25;
  const weight = Math.round(
    b.weight + b.weightSd * (0.6 * frame(player.id, 'weight') + 0.4 * build) + 3 * (height - b.height),
  );
  return { height, weight };
}

/** 6-2 for 74 inches. */
export function heightLabel(inches: number): string {
  return `${Math.floor(inches / 12)}-${inches % 12}`;
}
