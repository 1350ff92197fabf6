// The batch's tuning overrides: --set NAME=VALUE, --tuning FILE (JSON or YAML) and --sweep NAME=a,b,c, checked
// against the catalogue of every tunable number (src/core/tuningCatalogue.json) before anything plays. main.ts
// applies --set and --tuning before the batch command loads the game, so the game's constants take them as they
// are evaluated; a sweep's values go to the worker processes that play each of them.
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { parse as parseYaml } from 'yaml';
import catalogueJson from '../core/tuningCatalogue.json' with { type: 'json' };
import {
  setTuningOverrides,
  type TuningCatalogue,
  type TuningLeaf,
  type TuningOverrides,
  type TuningValue,
} from '../core/tuning.js';
import { GameError } from '../store/errors.js';

export const TUNING_CATALOGUE = catalogueJson as TuningCatalogue;
const LEAVES = new Map<string, TuningLeaf>(TUNING_CATALOGUE.flatMap((c) => c.leaves.map((l) => [l.name, l] as const)));
const CONSTANTS = new Map(TUNING_CATALOGUE.map((c) => [c.name, c]));

/** A swept constant takes at most this many values; two sweeps make a grid. */
export const MAX_SWEEP_VALUES = 12;
export const MAX_SWEEPS = 2;

function bad(message: string): GameError {
  return new GameError('bad_input', message);
}

/** A value as written on the command line or in a file: a number, or true/false. */
export function parseTuningValue(name: string, text: string): TuningValue {
  const t = text.trim();
  if (t === 'true' || t === 'false') return t === 'true';
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(t)) throw bad(`${name} takes a number, not "${text}".`);
  return Number(t);
}

/** NAME=VALUE, as --set takes it. */
export function parseAssignment(text: string): [string, string] {
  const at = text.indexOf('=');
  if (at <= 0 || at === text.length - 1)
    throw bad(`--set takes NAME=VALUE (e.g. sim.TACKLE_ASSIST=0.25), not "${text}".`);
  return [text.slice(0, at).trim(), text.slice(at + 1).trim()];
}

/** The catalogue's entry of a tunable number or switch; an unknown name or a whole table is refused. */
export function tuningLeaf(name: string): TuningLeaf {
  const leaf = LEAVES.get(name);
  if (leaf) return leaf;
  const constant = CONSTANTS.get(name);
  if (constant && constant.leaves.length > 0)
    throw bad(`${name} is a table: set its numbers by path, e.g. ${constant.leaves[0].name}.`);
  throw bad(`Unknown tuning constant ${name} (dynasty tuning list names them all).`);
}

/** The value checked against the constant's kind and range; an unknown name or a whole table is refused. */
export function checkOverride(name: string, value: TuningValue): TuningValue {
  const leaf = tuningLeaf(name);
  if (leaf.kind === 'boolean') {
    if (typeof value !== 'boolean') throw bad(`${name} is true or false, not ${value}.`);
    return value;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) throw bad(`${name} takes a number, not ${value}.`);
  if (leaf.kind === 'integer' && !Number.isInteger(value))
    throw bad(`${name} is a count: a whole number, not ${value}.`);
  const low = leaf.min ?? -Infinity;
  const high = leaf.max ?? Infinity;
  if (value < low || value > high) throw bad(`${name} must be ${rangeText(leaf)}, not ${value}.`);
  return value;
}

export function rangeText(leaf: TuningLeaf): string {
  if (leaf.kind === 'boolean') return 'true or false';
  if (leaf.min !== undefined && leaf.max !== undefined) return `from ${leaf.min} to ${leaf.max}`;
  if (leaf.min !== undefined) return `${leaf.min} or more`;
  if (leaf.max !== undefined) return `${leaf.max} or less`;
  return 'any number';
}

/** A tuning file's overrides: names flat ("sim.X": 0.3) or nested (sim: { X: 0.3 }), each leaf a number or true/false. */
export function parseTuningFile(text: string, file: string): Record<string, TuningValue> {
  let data: unknown;
  try {
    data = extname(file).toLowerCase() === '.json' ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    throw bad(
      `Tuning file ${file} is not valid ${extname(file).toLowerCase() === '.json' ? 'JSON' : 'YAML'}: ${(error as Error).message.split('\n')[0]}`,
    );
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw bad(`Tuning file ${file} must map constant names to values.`);
  const values: Record<string, TuningValue> = {};
  const visit = (prefix: string, value: unknown): void => {
    if (typeof value === 'number' || typeof value === 'boolean') values[prefix] = value;
    else if (typeof value === 'string') values[prefix] = parseTuningValue(prefix, value);
    else if (typeof value === 'object' && value !== null)
      for (const [key, inner] of Object.entries(value)) visit(prefix ? `${prefix}.${key}` : key, inner);
    else throw bad(`Tuning file ${file}: ${prefix} takes a number or true/false.`);
  };
  visit('', data);
  return values;
}

export interface Sweep {
  name: string;
  values: TuningValue[];
}

/** NAME=a,b,c, as --sweep takes it, each value checked. */
export function parseSweep(text: string): Sweep {
  const at = text.indexOf('=');
  if (at <= 0) throw bad(`--sweep takes NAME=a,b,c (e.g. sim.TACKLE_ASSIST=0.15,0.2,0.25), not "${text}".`);
  const name = text.slice(0, at).trim();
  const values = text
    .slice(at + 1)
    .split(',')
    .map((v) => checkOverride(name, parseTuningValue(name, v)));
  if (values.length < 2 || values.length > MAX_SWEEP_VALUES)
    throw bad(`--sweep ${name} takes 2 to ${MAX_SWEEP_VALUES} values, not ${values.length}.`);
  if (new Set(values).size !== values.length) throw bad(`--sweep ${name} names a value twice.`);
  return { name, values };
}

/** The values of each option in the arguments (`--set X`, `--set=X`), in order. */
function optionValues(args: readonly string[], option: string): string[] {
  const values: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === option && i + 1 < args.length) values.push(args[++i]);
    else if (args[i].startsWith(`${option}=`)) values.push(args[i].slice(option.length + 1));
  }
  return values;
}

/** The overrides of --tuning FILE then --set NAME=VALUE (a --set wins over the file), each checked. */
export function batchOverrides(args: readonly string[]): TuningOverrides {
  const overrides: Record<string, TuningValue> = {};
  const files = optionValues(args, '--tuning');
  if (files.length > 1) throw bad('--tuning takes one file.');
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      throw new GameError('not_found', `Cannot read tuning file ${file}.`);
    }
    for (const [name, value] of Object.entries(parseTuningFile(text, file)))
      overrides[name] = checkOverride(name, value);
  }
  for (const text of optionValues(args, '--set')) {
    const [name, raw] = parseAssignment(text);
    overrides[name] = checkOverride(name, parseTuningValue(name, raw));
  }
  return overrides;
}

/** The batch's sweeps, checked (before anything plays). */
export function batchSweeps(args: readonly string[]): Sweep[] {
  const sweeps = optionValues(args, '--sweep').map(parseSweep);
  if (sweeps.length > MAX_SWEEPS) throw bad(`At most ${MAX_SWEEPS} --sweep options (a grid of two).`);
  if (sweeps.length === 2 && sweeps[0].name === sweeps[1].name) throw bad(`--sweep names ${sweeps[0].name} twice.`);
  return sweeps;
}

/** Applies --tuning and --set of a batch's arguments, before the game loads; checks --sweep too. */
export function applyBatchTuning(args: readonly string[]): void {
  const overrides = batchOverrides(args);
  for (const sweep of batchSweeps(args)) {
    if (sweep.name in overrides) throw bad(`${sweep.name} is both swept and set.`);
  }
  setTuningOverrides(overrides);
}

/** "sim.X=0.3, sim.Y=2", for the report's heading. */
export function overridesText(overrides: TuningOverrides): string {
  return Object.entries(overrides)
    .map(([name, value]) => `${name}=${value}`)
    .join(', ');
}
