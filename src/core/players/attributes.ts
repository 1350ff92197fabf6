// A player's overall from his attributes, and attributes drawn for a wanted overall.

import type { Rng } from '../random.js';
import {
  OFF_POSITION_ATTRIBUTE,
  OFF_POSITION_LEVEL_SHARE,
  OFF_POSITION_PROFILE,
  OFF_POSITION_SD,
  OVERALL_WEIGHTS,
  RATED_ATTRIBUTE_SD,
  type AttributeName,
} from './tuning.js';
import { perPosition } from './positionTable.js';
import type { PlayerAttributes, Position } from './types.js';

export const ATTRIBUTE_NAMES: readonly AttributeName[] = [
  'speed',
  'strength',
  'agility',
  'awareness',
  'throwPower',
  'throwAccuracy',
  'carrying',
  'catching',
  'routeRunning',
  'passBlock',
  'runBlock',
  'passRush',
  'runStop',
  'coverage',
  'tackling',
  'kickPower',
  'kickAccuracy',
  'stamina',
];

/** Level around which OFF_POSITION_PROFILE values are given. */
const PROFILE_LEVEL = 65;

export function clampRating(value: number): number {
  return Math.max(0, Math.min(99, Math.round(value)));
}

// Attributes are handled as 18 numbers in ATTRIBUTE_NAMES order (overallFor runs for every player of the league
// each offseason).

/** Normalised OVERALL_WEIGHTS per position, by attribute index (0 for attributes the position ignores). */
const WEIGHTS_BY_INDEX = perPosition((pos): Float64Array => {
  const weights = OVERALL_WEIGHTS[pos];
  const total = Object.values(weights).reduce((sum, w) => sum + (w ?? 0), 0);
  return Float64Array.from(ATTRIBUTE_NAMES, (name) => (weights[name] ?? 0) / total);
});

/** Copies the attributes into `out` in ATTRIBUTE_NAMES order. */
function readValues(a: PlayerAttributes, out: Float64Array): Float64Array {
  out[0] = a.speed;
  out[1] = a.strength;
  out[2] = a.agility;
  out[3] = a.awareness;
  out[4] = a.throwPower;
  out[5] = a.throwAccuracy;
  out[6] = a.carrying;
  out[7] = a.catching;
  out[8] = a.routeRunning;
  out[9] = a.passBlock;
  out[10] = a.runBlock;
  out[11] = a.passRush;
  out[12] = a.runStop;
  out[13] = a.coverage;
  out[14] = a.tackling;
  out[15] = a.kickPower;
  out[16] = a.kickAccuracy;
  out[17] = a.stamina;
  return out;
}

/** Builds the attributes object with one literal so every player shares one object shape. */
function fromValues(v: Float64Array): PlayerAttributes {
  return {
    speed: v[0],
    strength: v[1],
    agility: v[2],
    awareness: v[3],
    throwPower: v[4],
    throwAccuracy: v[5],
    carrying: v[6],
    catching: v[7],
    routeRunning: v[8],
    passBlock: v[9],
    runBlock: v[10],
    passRush: v[11],
    runStop: v[12],
    coverage: v[13],
    tackling: v[14],
    kickPower: v[15],
    kickAccuracy: v[16],
    stamina: v[17],
  };
}

function overallOfValues(pos: Position, values: Float64Array): number {
  const weights = WEIGHTS_BY_INDEX[pos];
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += values[i] * weights[i];
  return clampRating(sum);
}

/** overallFor's values, read into one array it reuses (it runs to the end before it is called again). */
const SCRATCH = new Float64Array(ATTRIBUTE_NAMES.length);

/** Overall 0-99: the attributes the position is judged on, weighted (OVERALL_WEIGHTS). */
export function overallFor(pos: Position, attributes: PlayerAttributes): number {
  return overallOfValues(pos, readValues(attributes, SCRATCH));
}

/** Per position, per attribute (ATTRIBUTE_NAMES order): rated by the overall, and the typical off-position value. */
interface AttributePlan {
  rated: readonly boolean[];
  typical: readonly number[];
}
const PLANS = perPosition(
  (pos): AttributePlan => ({
    rated: ATTRIBUTE_NAMES.map((name) => OVERALL_WEIGHTS[pos][name] !== undefined),
    typical: ATTRIBUTE_NAMES.map((name) => OFF_POSITION_PROFILE[pos][name] ?? OFF_POSITION_ATTRIBUTE),
  }),
);

/**
 * Attribute scatter comes from a small local generator (mulberry32) seeded with one draw of the Rng
 * per player: as deterministic as the Rng itself, and 18 times fewer calls into it, which dominated the
 * time to generate a league. One per player, made by the call that scatters his attributes.
 */
class Scatter {
  private state: number;

  constructor(rng: Rng) {
    this.state = Math.floor(rng.next() * 4294967296) | 0;
  }

  /** Mean 0, SD 1, bounded at +-2.45 (triangular: two 16-bit uniforms from one 32-bit draw). */
  next(): number {
    const s = (this.state + 0x6d2b79f5) | 0;
    this.state = s;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    const x = (t ^ (t >>> 14)) >>> 0;
    return (((x >>> 16) + (x & 0xffff) + 1) / 65536 - 1) * 2.449;
  }
}

/**
 * Attributes for a player of the position whose overall should come out near `level`: rated
 * attributes scatter around the level, the others follow the position's profile.
 */
export function attributesForLevel(pos: Position, level: number, rng: Rng): PlayerAttributes {
  const plan = PLANS[pos];
  const offset = OFF_POSITION_LEVEL_SHARE * (level - PROFILE_LEVEL);
  const values = new Float64Array(ATTRIBUTE_NAMES.length);
  const scatter = new Scatter(rng);
  for (let i = 0; i < values.length; i++) {
    const value = plan.rated[i]
      ? level + RATED_ATTRIBUTE_SD * scatter.next()
      : plan.typical[i] + offset + OFF_POSITION_SD * scatter.next();
    values[i] = clampRating(value);
  }
  return fromValues(values);
}

/**
 * Attributes after a change of `delta` overall points: rated attributes move by about delta (each a
 * little differently), the rest by a share of it. Returns a new object whose overall is
 * overallFor(pos, attributes) + delta wherever the 0-99 bounds allow.
 */
export function developAttributes(
  pos: Position,
  attributes: PlayerAttributes,
  delta: number,
  rng: Rng,
): PlayerAttributes {
  const plan = PLANS[pos];
  const values = readValues(attributes, new Float64Array(ATTRIBUTE_NAMES.length));
  const target = clampRating(overallOfValues(pos, values) + delta);
  const scatter = delta !== 0 ? new Scatter(rng) : null;
  for (let i = 0; i < values.length; i++) {
    const share = plan.rated[i] ? 1 : OFF_POSITION_LEVEL_SHARE;
    const noise = scatter !== null ? scatter.next() : 0;
    values[i] = clampRating(values[i] + delta * share + noise);
  }
  // Rounding and clamping of single attributes can miss the target by a point or two: nudge back.
  for (let tries = 0; tries < 3; tries++) {
    const miss = target - overallOfValues(pos, values);
    if (miss === 0) break;
    for (let i = 0; i < values.length; i++) if (plan.rated[i]) values[i] = clampRating(values[i] + miss);
  }
  return fromValues(values);
}
