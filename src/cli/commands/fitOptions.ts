// The options of `dynasty batch fit`, checked before anything plays: the constants that may move and their ranges
// (--vary), the seasons judged (--years), the tuning and the confirming seeds, and the figures' weights. Each mistake
// is refused with one line (exit status 2).
import type { TuningOverrides, TuningValue } from '../../core/tuning.js';
import { checkYear } from '../../store/league.js';
import { GameError } from '../../store/errors.js';
import { parseInteger } from '../options.js';
import { type FitWeight, sectionName, weightOf } from '../../workbench/fitObjective.js';
import type { FitConfig, FitConstant } from '../../workbench/fitState.js';
import { realismBatchReport } from '../../workbench/realismReport.js';
import { type SeedFigure, seedsReport } from '../../workbench/seedsReport.js';
import { rangeText, tuningLeaf } from '../../workbench/tuningOptions.js';

export interface FitOptions {
  years?: string;
  seasons?: string;
  seeds?: string;
  confirmSeeds?: string;
  vary: string[];
  weight: string[];
}

export const FIT_DEFAULTS = { seasons: 2, seeds: '1-8', confirmSeeds: '101-108' } as const;
/** DIRECT's generations grow with the constants: past 8 a fit of an hour samples too little of the box. */
export const MAX_CONSTANTS = 8;
export const MAX_YEARS = 8;
export const MAX_SEEDS = 100;
export const MAX_SEASONS = 20;
/** Without a range, a constant may move this share of its value either way (within its catalogued range). */
export const DEFAULT_REACH = 0.25;

function bad(message: string): GameError {
  return new GameError('bad_input', message);
}

/** "1-8", "1,3,5", "101-104,110": distinct whole numbers, in order. */
export function parseSeedList(text: string, what: string): number[] {
  const seeds: number[] = [];
  for (const part of text.split(',')) {
    const range = /^\s*(-?\d+)\s*-\s*(-?\d+)\s*$/.exec(part);
    if (range) {
      const [from, to] = [parseInteger(range[1], what), parseInteger(range[2], what)];
      if (to < from) throw bad(`${what} ${part.trim()} runs backwards: write the lower seed first.`);
      if (to - from >= MAX_SEEDS) throw bad(`${what} name at most ${MAX_SEEDS} seeds.`);
      for (let s = from; s <= to; s++) seeds.push(s);
    } else if (/^\s*-?\d+\s*$/.test(part)) seeds.push(parseInteger(part, what));
    else throw bad(`${what} takes seeds such as 1-8 or 1,3,5, not "${text}".`);
  }
  if (seeds.length > MAX_SEEDS) throw bad(`${what} name at most ${MAX_SEEDS} seeds.`);
  const twice = seeds.find((s, i) => seeds.indexOf(s) !== i);
  if (twice !== undefined) throw bad(`${what} name seed ${twice} twice.`);
  return seeds.sort((a, b) => a - b);
}

export function parseYears(text: string): number[] {
  const years = text.split(',').map((y) => checkYear(parseInteger(y.trim(), 'A year of --years')));
  if (years.length > MAX_YEARS) throw bad(`--years names at most ${MAX_YEARS} seasons.`);
  const twice = years.find((y, i) => years.indexOf(y) !== i);
  if (twice !== undefined) throw bad(`--years names ${twice} twice.`);
  return years.sort((a, b) => a - b);
}

function parseNumber(name: string, text: string): number {
  const t = text.trim();
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(t))
    throw bad(`--vary ${name} takes a range such as 3.5..4.5, not "${text}".`);
  return Number(t);
}

/** NAME or NAME=LOW..HIGH: a constant the fit may move, within its catalogued range. */
export function parseVary(text: string, current: ReadonlyMap<string, TuningValue>): FitConstant {
  const at = text.indexOf('=');
  const name = (at < 0 ? text : text.slice(0, at)).trim();
  const leaf = tuningLeaf(name);
  const value = current.get(name);
  if (leaf.kind === 'boolean' || typeof value !== 'number')
    throw bad(`${name} is a switch (true or false): a fit moves numbers.`);
  const integer = leaf.kind === 'integer';
  const min = leaf.min ?? Number.NEGATIVE_INFINITY;
  const max = leaf.max ?? Number.POSITIVE_INFINITY;
  let low: number;
  let high: number;
  if (at < 0) {
    const reach = Math.abs(value) * DEFAULT_REACH;
    const edge = (v: number, whole: (x: number) => number) => (integer ? whole(v) : Number(v.toPrecision(4)));
    low = Math.max(min, edge(value - reach, Math.floor));
    high = Math.min(max, edge(value + reach, Math.ceil));
    if (!(high > low)) throw bad(`${name} is ${value}: give the range it may move in, e.g. ${name}=0..1.`);
  } else {
    const range = text.slice(at + 1).split('..');
    if (range.length !== 2) throw bad(`--vary takes NAME or NAME=LOW..HIGH (e.g. ${name}=3.5..4.5), not "${text}".`);
    [low, high] = range.map((r) => parseNumber(name, r));
    if (!(high > low)) throw bad(`--vary ${name}=${low}..${high}: the low end must be below the high end.`);
    if (low < min || high > max)
      throw bad(`--vary ${name}=${low}..${high} is outside its catalogued range: it must be ${rangeText(leaf)}.`);
    if (integer && (!Number.isInteger(low) || !Number.isInteger(high)))
      throw bad(`${name} is a count: its range takes whole numbers, not ${low}..${high}.`);
  }
  return { name, low, high, current: value, integer };
}

/** NAME=W: `all`, a section or a figure of the report, and a weight of 0 or more. */
export function parseWeight(text: string): FitWeight {
  const at = text.indexOf('=');
  const name = at <= 0 ? '' : text.slice(0, at).trim();
  const weight = at <= 0 ? NaN : Number(text.slice(at + 1).trim());
  if (!name || !Number.isFinite(weight) || weight < 0 || text.slice(at + 1).trim() === '')
    throw bad(`--weight takes NAME=W with W 0 or more (e.g. endings=2 or fiftyPlusPct=3), not "${text}".`);
  return [name, weight];
}

/** A year's judged figures (their names and bands), as its realism report over seeds lists them. */
export function judgedFigures(year: number): SeedFigure[] {
  return seedsReport([realismBatchReport([], { year, seed: 1, seasons: 1 }, [])], [1]).figures;
}

/** Every name a weight may take in these years; a name none of them knows is refused. */
function checkWeights(weights: readonly FitWeight[], years: readonly number[]): void {
  const figures = years.flatMap(judgedFigures);
  const sections: string[] = [...new Set(figures.map((f) => f.section))];
  const known = new Set(figures.map((f) => f.figure));
  for (const [name] of weights) {
    if (name === 'all' || sections.includes(sectionName(name)) || known.has(name)) continue;
    throw bad(
      `--weight ${name}: no judged figure or section of ${years.join(', ')} is so named (sections: ${sections.map((s) => s.replace(/ /g, '-')).join(', ')}; figures as the batch's --json names them).`,
    );
  }
  if (!figures.some((f) => weightOf(f, weights) > 0))
    throw bad(`No figure to judge: every judged figure of ${years.join(', ')} has weight 0.`);
}

/** The fit's configuration from its options, every one checked; `tuning` the overrides of --set and --tuning. */
export function fitConfig(
  options: FitOptions,
  current: ReadonlyMap<string, TuningValue>,
  tuning: TuningOverrides,
): FitConfig {
  if (options.years === undefined)
    throw bad('dynasty batch fit needs --years, the seasons to judge (e.g. 2005,2014,2024).');
  const years = parseYears(options.years);
  if (options.vary.length === 0)
    throw bad('dynasty batch fit needs --vary NAME (or NAME=LOW..HIGH) for each constant it may move.');
  if (options.vary.length > MAX_CONSTANTS)
    throw bad(`A fit moves at most ${MAX_CONSTANTS} constants, not ${options.vary.length}.`);
  const constants = options.vary.map((v) => parseVary(v, current));
  for (const [i, c] of constants.entries()) {
    if (constants.findIndex((o) => o.name === c.name) !== i) throw bad(`--vary names ${c.name} twice.`);
    if (c.name in tuning) throw bad(`${c.name} is both varied and set (--set or --tuning): leave one out.`);
  }
  const seasons = options.seasons === undefined ? FIT_DEFAULTS.seasons : parseInteger(options.seasons, 'Seasons');
  if (seasons < 1 || seasons > MAX_SEASONS) throw bad(`Seasons must be from 1 to ${MAX_SEASONS}, not ${seasons}.`);
  const seeds = parseSeedList(options.seeds ?? FIT_DEFAULTS.seeds, '--seeds');
  const confirmSeeds = parseSeedList(options.confirmSeeds ?? FIT_DEFAULTS.confirmSeeds, '--confirm-seeds');
  const shared = seeds.filter((s) => confirmSeeds.includes(s));
  if (shared.length > 0)
    throw bad(
      `The confirming seeds must be seeds the search never plays: ${shared.join(', ')} ${shared.length === 1 ? 'is' : 'are'} in both --seeds and --confirm-seeds.`,
    );
  const weights = options.weight.map(parseWeight);
  checkWeights(weights, years);
  return { years, seasons, seeds, confirmSeeds, constants, weights, tuning: { ...tuning } };
}
