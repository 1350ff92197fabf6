// What a player wants: his weights on playing time, development, NIL, his coach staying and winning. A fixed draw of
// the dynasty's seed and his id, so every player has them, a save from before as well as a new one, with nothing
// stored.
import { createRng } from '../random.js';
import { MOTIVE_SPREAD_SD, MOTIVE_WEIGHTS } from './tuning.js';
import { MOTIVES, type Motive, type Motives } from './types.js';

export function playerMotives(seed: number, playerId: number): Motives {
  const rng = createRng(`${seed}:motives:${playerId}`);
  const raw = MOTIVES.map((m) => MOTIVE_WEIGHTS[m] * Math.exp(rng.normal(0, MOTIVE_SPREAD_SD)));
  const total = raw.reduce((s, w) => s + w, 0);
  const out = {} as Motives;
  MOTIVES.forEach((m, i) => {
    out[m] = raw[i] / total;
  });
  return out;
}

/** His motives from strongest to weakest. */
export function rankedMotives(motives: Motives): Motive[] {
  return MOTIVES.slice().sort((a, b) => motives[b] - motives[a]);
}
