// The national class of a recruiting cycle in three blobs (migrations/recruitingClass.ts), written once when the
// cycle starts rather than as 3,000 rows with JSON columns, and read in a few milliseconds by every week played
// and every recruiting page:
//   prospects   : packed (encoding/packedInts.ts): the attribute and preference names once, every distinct text
//                 (names, positions, states, towns) once, then per prospect his id, first and last name, position,
//                 state and town (as indices in those texts), build, stars, rank, ratings and attributes;
//   preferences : per prospect his preference weights as little-endian f64 (exact: they decide his interest); a class
//                 drawn before NIL weighed (seven weights, no `nil`) is read as it was stored;
//   commitments : packed: per prospect, in the class's order, the program he committed to (its index in the cycle's
//                 program list plus one; 0 for none) and the week; rewritten whenever the weeks are saved.
// Prospects are kept in the order given (national rank, then id: the order they decide in).
import { ATTRIBUTE_NAMES } from '../../core/players/attributes.js';
import type { PlayerAttributes, Position } from '../../core/players/types.js';
import type { PreferenceWeights, Prospect } from '../../core/recruiting/index.js';
import { PackedReader, PackedWriter } from './packedInts.js';
import { storedDecoder } from '../storedContent.js';

export interface PackedClass {
  prospects: Uint8Array;
  preferences: Uint8Array;
}

/** drawPreferences' keys in its order. */
const STANDARD_PREFERENCES: readonly (keyof PreferenceWeights)[] = [
  'playingTime',
  'proximity',
  'prestige',
  'contending',
  'conference',
  'schemeFit',
  'effort',
  'nil',
];

/** A prospect's numbers before his preferences with the standard attributes: his id, five text indices, seven numbers, 18 attributes. */
const ROW_NUMBERS = 13 + 18;

/** Attributes in ATTRIBUTE_NAMES order into row[at..at+17], each read by name. */
function standardAttributesInto(row: Float64Array, at: number, a: PlayerAttributes): void {
  row[at] = a.speed;
  row[at + 1] = a.strength;
  row[at + 2] = a.agility;
  row[at + 3] = a.awareness;
  row[at + 4] = a.throwPower;
  row[at + 5] = a.throwAccuracy;
  row[at + 6] = a.carrying;
  row[at + 7] = a.catching;
  row[at + 8] = a.routeRunning;
  row[at + 9] = a.passBlock;
  row[at + 10] = a.runBlock;
  row[at + 11] = a.passRush;
  row[at + 12] = a.runStop;
  row[at + 13] = a.coverage;
  row[at + 14] = a.tackling;
  row[at + 15] = a.kickPower;
  row[at + 16] = a.kickAccuracy;
  row[at + 17] = a.stamina;
}

/** Attributes in ATTRIBUTE_NAMES order as one literal: the shape of a generated player's attributes. */
function readStandardAttributes(input: PackedReader): PlayerAttributes {
  return {
    speed: input.int(),
    strength: input.int(),
    agility: input.int(),
    awareness: input.int(),
    throwPower: input.int(),
    throwAccuracy: input.int(),
    carrying: input.int(),
    catching: input.int(),
    routeRunning: input.int(),
    passBlock: input.int(),
    runBlock: input.int(),
    passRush: input.int(),
    runStop: input.int(),
    coverage: input.int(),
    tackling: input.int(),
    kickPower: input.int(),
    kickAccuracy: input.int(),
    stamina: input.int(),
  };
}
const STANDARD_ORDER_READ =
  'speed strength agility awareness throwPower throwAccuracy carrying catching routeRunning passBlock runBlock passRush runStop coverage tackling kickPower kickAccuracy stamina';
if (ATTRIBUTE_NAMES.join(' ') !== STANDARD_ORDER_READ)
  throw new Error('recruitingClass: the attribute names moved; update the standard readers');

export function packClass(prospects: readonly Prospect[]): PackedClass {
  const out = new PackedWriter();
  const attributeKeys =
    prospects.length > 0 ? (Object.keys(prospects[0].attributes) as (keyof PlayerAttributes)[]) : [];
  const preferenceKeys =
    prospects.length > 0 ? (Object.keys(prospects[0].preferences) as (keyof PreferenceWeights)[]) : [];
  out.int(attributeKeys.length);
  for (const key of attributeKeys) out.text(key);
  out.int(preferenceKeys.length);
  for (const key of preferenceKeys) out.text(key);
  // Names, positions, states and towns repeat across a class: each distinct text is written once.
  const texts = new Map<string, number>();
  const textOf = (value: string): number => {
    let index = texts.get(value);
    if (index === undefined) {
      index = texts.size;
      texts.set(value, index);
    }
    return index;
  };
  const textIndices = new Int32Array(prospects.length * 5);
  prospects.forEach((p, i) => {
    textIndices[5 * i] = textOf(p.first);
    textIndices[5 * i + 1] = textOf(p.last);
    textIndices[5 * i + 2] = textOf(p.pos);
    textIndices[5 * i + 3] = textOf(p.state);
    textIndices[5 * i + 4] = textOf(p.town);
  });
  out.int(texts.size);
  for (const value of texts.keys()) out.text(value);
  out.int(prospects.length);
  const preferences = new Float64Array(prospects.length * preferenceKeys.length);
  // The usual key orders (generated classes have them) are read by name: a read by a variable key is a slow lookup.
  const standardAttributes = attributeKeys.join() === ATTRIBUTE_NAMES.join();
  const standardPreferences = preferenceKeys.join() === STANDARD_PREFERENCES.join();
  // A prospect's numbers in a scratch row written in one call (intValues: the bytes int() writes one by one).
  const row = new Float64Array(ROW_NUMBERS);
  prospects.forEach((p, i) => {
    row[0] = p.id;
    for (let t = 0; t < 5; t++) row[1 + t] = textIndices[5 * i + t];
    row[6] = p.heightInches;
    row[7] = p.weightPounds;
    row[8] = p.stars;
    row[9] = p.rank;
    row[10] = p.rating;
    row[11] = p.potential;
    row[12] = p.developmentTrait;
    if (standardAttributes) {
      standardAttributesInto(row, 13, p.attributes);
      out.intValues(row, ROW_NUMBERS);
    } else {
      out.intValues(row, 13);
      for (const key of attributeKeys) out.int(p.attributes[key]);
    }
    if (standardPreferences) {
      const w = p.preferences;
      const at = i * 8;
      preferences[at] = w.playingTime;
      preferences[at + 1] = w.proximity;
      preferences[at + 2] = w.prestige;
      preferences[at + 3] = w.contending;
      preferences[at + 4] = w.conference;
      preferences[at + 5] = w.schemeFit;
      preferences[at + 6] = w.effort;
      preferences[at + 7] = w.nil as number;
    } else {
      preferenceKeys.forEach((key, k) => {
        preferences[i * preferenceKeys.length + k] = p.preferences[key] as number;
      });
    }
  });
  return { prospects: out.finish(), preferences: littleEndian(preferences) };
}

function unpackClassUnchecked(packed: PackedClass): Prospect[] {
  const input = new PackedReader(packed.prospects);
  const attributeKeys: string[] = [];
  for (let n = input.int(), i = 0; i < n; i++) attributeKeys.push(input.text());
  const preferenceKeys: string[] = [];
  for (let n = input.int(), i = 0; i < n; i++) preferenceKeys.push(input.text());
  const texts: string[] = [];
  for (let n = input.int(), i = 0; i < n; i++) texts.push(input.text());
  const count = input.int();
  const weights = new DataView(packed.preferences.buffer, packed.preferences.byteOffset, packed.preferences.byteLength);
  const standardPreferences = preferenceKeys.join() === STANDARD_PREFERENCES.join();
  const standardAttributes = attributeKeys.join() === ATTRIBUTE_NAMES.join();
  const prospects: Prospect[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const id = input.int();
    const first = texts[input.int()];
    const last = texts[input.int()];
    const pos = texts[input.int()] as Position;
    const state = texts[input.int()];
    const town = texts[input.int()];
    const heightInches = input.int();
    const weightPounds = input.int();
    const stars = input.int();
    const rank = input.int();
    const rating = input.int();
    const potential = input.int();
    const developmentTrait = input.int();
    let attributes: Record<string, number> | PlayerAttributes;
    if (standardAttributes) {
      attributes = readStandardAttributes(input);
    } else {
      attributes = {};
      for (const key of attributeKeys) attributes[key] = input.int();
    }
    const at = 8 * i * preferenceKeys.length;
    const preferences = standardPreferences
      ? // Built as drawPreferences builds them: one object shape for the prospects of a save and of a new class.
        {
          playingTime: weights.getFloat64(at, true),
          proximity: weights.getFloat64(at + 8, true),
          prestige: weights.getFloat64(at + 16, true),
          contending: weights.getFloat64(at + 24, true),
          conference: weights.getFloat64(at + 32, true),
          schemeFit: weights.getFloat64(at + 40, true),
          effort: weights.getFloat64(at + 48, true),
          nil: weights.getFloat64(at + 56, true),
        }
      : Object.fromEntries(preferenceKeys.map((key, k) => [key, weights.getFloat64(at + 8 * k, true)]));
    // Fields in the order the class is generated and was read from rows: one object shape for the week's loops.
    prospects[i] = {
      id,
      first,
      last,
      pos,
      state,
      town,
      heightInches,
      weightPounds,
      stars,
      rank,
      rating,
      potential,
      developmentTrait,
      attributes: attributes as unknown as PlayerAttributes,
      preferences: preferences as unknown as PreferenceWeights,
    };
  }
  return prospects;
}

/** Where each prospect of the class is committed (by the class's order), as program indices in `programs`. */
export function packCommitments(
  commitments: readonly { to: string | null; week: number }[],
  programs: readonly string[],
): Uint8Array {
  const index = new Map(programs.map((name, i) => [name, i]));
  const out = new PackedWriter().int(commitments.length);
  for (const c of commitments) {
    const program = c.to === null ? -1 : index.get(c.to);
    if (program === undefined) throw new Error(`commitment to ${c.to}, who is not in the cycle's programs`);
    out.int(program + 1).int(c.week);
  }
  return out.finish();
}

function unpackCommitmentsUnchecked(
  bytes: Uint8Array,
  programs: readonly string[],
): { to: string | null; week: number }[] {
  const input = new PackedReader(bytes);
  const count = input.int();
  const commitments: { to: string | null; week: number }[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const program = input.int();
    commitments[i] = { to: program === 0 ? null : programs[program - 1], week: input.int() };
  }
  return commitments;
}

/** Whether this machine stores numbers little-endian (the layout's order), as nearly every one does. */
const HOST_LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

function littleEndian(values: Float64Array): Uint8Array {
  // The array's own bytes are the layout's on a little-endian machine: no number written one by one.
  if (HOST_LITTLE_ENDIAN) return new Uint8Array(values.buffer, values.byteOffset, values.byteLength);
  const bytes = new Uint8Array(values.length * 8);
  const view = new DataView(bytes.buffer);
  values.forEach((v, i) => {
    view.setFloat64(8 * i, v, true);
  });
  return bytes;
}

// Decoding a stored blob: a damaged one is a damaged save (storedContent.ts).
export const unpackClass = storedDecoder(`the recruiting class`, unpackClassUnchecked);
export const unpackCommitments = storedDecoder(`the recruiting class's commitments`, unpackCommitmentsUnchecked);
