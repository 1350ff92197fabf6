// A game's drive chart in the packed encoding: one row of small numbers per drive, the field labels ("OSU 25")
// through a table of the game's distinct labels.
// Kept for the save's size: the drives as plain rows (one a drive) take 7 times the room (saves-storage.md).
import type { Drive, DriveResult } from '../../core/sim/types.js';
import { inflatePacked } from './deflatedPacked.js';
import { PackedReader, PackedWriter } from './packedInts.js';
import { storedDecoder } from '../storedContent.js';

/** Stored codes of drive results: append new results at the end, never reorder. */
const RESULTS = [
  'touchdown',
  'fieldGoal',
  'punt',
  'interception',
  'fumble',
  'downs',
  'missedFieldGoal',
  'safety',
  'endOfHalf',
  'endOfGame',
  'twoPointTry',
] as const satisfies readonly DriveResult[];
const everyResult: Exclude<DriveResult, (typeof RESULTS)[number]> extends never ? true : false = true;
void everyResult;

const NUMBER_FIELDS = [
  'quarter',
  'startClock',
  'startYardLine',
  'plays',
  'yards',
  'duration',
  'points',
  'defensePoints',
  'homeScoreAfter',
  'awayScoreAfter',
] as const satisfies readonly (keyof Drive)[];
const everyField: Exclude<
  keyof Drive,
  (typeof NUMBER_FIELDS)[number] | 'offense' | 'result' | 'startField'
> extends never
  ? true
  : false = true;
void everyField;
if (NUMBER_FIELDS.length !== 10) throw new Error('drives: the drive fields changed; update encodeDrives');

/** One drive's row: offense, result, label, then NUMBER_FIELDS (filled by name, written in one call). */
const row = new Float64Array(3 + NUMBER_FIELDS.length);

export function encodeDrives(drives: readonly Drive[]): Uint8Array {
  const out = new PackedWriter();
  // The game's distinct labels in order of first use, and each drive's index among them.
  const labels: string[] = [];
  const labelIndex = new Map<string, number>();
  const rows = new Array<number>(drives.length);
  for (let i = 0; i < drives.length; i++) {
    const label = drives[i].startField;
    let index = labelIndex.get(label);
    if (index === undefined) {
      index = labels.length;
      labels.push(label);
      labelIndex.set(label, index);
    }
    rows[i] = index;
  }
  out.int(labels.length);
  for (const label of labels) out.text(label);
  out.int(NUMBER_FIELDS.length);
  out.int(drives.length);
  for (let i = 0; i < drives.length; i++) {
    const d = drives[i];
    row[0] = d.offense === 'home' ? 0 : 1;
    row[1] = RESULTS.indexOf(d.result as (typeof RESULTS)[number]);
    row[2] = rows[i];
    // NUMBER_FIELDS by name (reads by key cost a season's encoding a third more).
    row[3] = d.quarter;
    row[4] = d.startClock;
    row[5] = d.startYardLine;
    row[6] = d.plays;
    row[7] = d.yards;
    row[8] = d.duration;
    row[9] = d.points;
    row[10] = d.defensePoints;
    row[11] = d.homeScoreAfter;
    row[12] = d.awayScoreAfter;
    out.intValues(row, row.length);
  }
  return out.finish();
}

/** Packed drives, deflated or not (deflatedPacked.ts). */
function decodeDrivesUnchecked(bytes: Uint8Array): Drive[] {
  const input = new PackedReader(inflatePacked(bytes));
  const labels: string[] = [];
  for (let n = input.int(); n > 0; n--) labels.push(input.text());
  const fieldCount = input.int();
  const drives: Drive[] = [];
  for (let n = input.int(); n > 0; n--) {
    const offense = input.int() === 0 ? 'home' : 'away';
    const result = RESULTS[input.int()] ?? 'endOfGame';
    const startField = labels[input.int()] ?? '';
    const numbers: Record<string, number> = {};
    for (let f = 0; f < fieldCount; f++) {
      const v = input.int();
      if (f < NUMBER_FIELDS.length) numbers[NUMBER_FIELDS[f]] = v;
    }
    for (let f = fieldCount; f < NUMBER_FIELDS.length; f++) numbers[NUMBER_FIELDS[f]] = 0;
    const drive = { offense, result, startField, ...numbers } as Drive;
    drives.push(drive);
  }
  return drives;
}

// Decoding a stored blob: a damaged one is a damaged save (storedContent.ts).
export const decodeDrives = storedDecoder(`a game's drives`, decodeDrivesUnchecked);
