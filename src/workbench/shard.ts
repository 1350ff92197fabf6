// dynasty batch --shard K/N and batch merge: a batch split over machines. A batch's units (one seed of --seeds, one
// dynasty of --dynasty, and the recruiter comparison's two dynasties; a sweep's points times its seeds) are cut into N runs of consecutive units; each
// run writes its units' raw figures to a result file, and merge checks that the files are the N parts of one batch
// and joins them, so the report is computed from the same figures a single run computes it from.
import type { TuningOverrides, TuningValue } from '../core/tuning.js';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { GameError } from '../store/errors.js';
import type { DynastyRun } from './dynastyRun.js';
import type { FitCandidate, FitConfig } from './fitState.js';
import type { RealismBatchReport } from './realismReport.js';

export interface Shard {
  /** 1-based: shard K of N. */
  index: number;
  count: number;
}

/** More parts than this is a typo: a batch holds at most 100 seeds or 128 dynasties and two comparison runs. */
export const MAX_SHARDS = 1000;

/** Parses --shard's K/N: whole numbers with 1 <= K <= N. */
export function parseShard(text: string): Shard {
  const match = /^(\d{1,4})\/(\d{1,4})$/.exec(text.trim());
  const index = match ? Number(match[1]) : NaN;
  const count = match ? Number(match[2]) : NaN;
  if (!match || index < 1 || count > MAX_SHARDS || index > count) {
    throw new GameError(
      'bad_input',
      `--shard must be K/N, part K of N with 1 <= K <= N <= ${MAX_SHARDS} (such as 2/4), not "${text}".`,
    );
  }
  return { index, count };
}

export function shardText(shard: Shard): string {
  return `${shard.index}/${shard.count}`;
}

/** The units [start, end) shard K of N plays: consecutive, the N parts as even as whole units allow. */
export function shardRange(units: number, shard: Shard): { start: number; end: number } {
  return {
    start: Math.floor(((shard.index - 1) * units) / shard.count),
    end: Math.floor((shard.index * units) / shard.count),
  };
}

/** Refuses a split with more parts than units (a part would play nothing). */
export function checkShardFits(units: number, shard: Shard, what: string): void {
  if (shard.count > units)
    throw new GameError(
      'bad_input',
      `--shard ${shardText(shard)}: ${units} ${what} cannot be split into ${shard.count} parts.`,
    );
}

/** What decides a batch's figures: two result files merge only when theirs are equal. */
/** A batch's settings, the same in every part of it: the tuning overrides it was played with among them. */
export type BatchConfig =
  | {
      mode: 'seeds';
      year: number;
      seasons: number;
      seed: number;
      seeds: number;
      league: string | null;
      tuning: TuningOverrides;
    }
  | {
      mode: 'dynasty';
      year: number;
      seasons: number;
      seed: number;
      dynasties: number;
      team: string | null;
      recruiterTeam: string | null;
      comparisonSeasons: number;
      tuning: TuningOverrides;
    }
  // seeds: the --seeds count, absent for one seed (whose report is printed as it is, not over seeds).
  | {
      mode: 'sweep';
      year: number;
      seasons: number;
      seed: number;
      seeds?: number;
      league: string | null;
      names: string[];
      points: Record<string, TuningValue>[];
      tuning: TuningOverrides;
    }
  // A generation of a fit: its candidates' runs (candidate by candidate, year by year, seed by seed).
  | {
      mode: 'fit';
      fit: FitConfig;
      generation: number;
      candidates: Pick<FitCandidate, 'generation' | 'point' | 'values'>[];
      tuning: TuningOverrides;
    };

/** A seed's realism report (a sweep's: unit point * seeds + seed; a fit's: a candidate's year at a seed), or a dynasty (index < dynasties) or the comparison's staff then scripted run. */
export type BatchUnit = { index: number; report: RealismBatchReport } | { index: number; run: DynastyRun };

export interface ShardResult {
  format: typeof FORMAT;
  version: typeof VERSION;
  config: BatchConfig;
  shard: Shard;
  units: BatchUnit[];
  /** sha256 of the config, shard and units as written: a file changed or cut short since is refused. */
  digest: string;
}

const FORMAT = 'cfb-dynasty batch result';
const VERSION = 1;

/** How many units a batch of this configuration has. */
export function unitCount(config: BatchConfig): number {
  if (config.mode === 'seeds') return config.seeds;
  if (config.mode === 'sweep') return config.points.length * (config.seeds ?? 1);
  if (config.mode === 'fit') return config.candidates.length * config.fit.years.length * config.fit.seeds.length;
  return config.dynasties + (config.comparisonSeasons > 0 ? 2 : 0);
}

/** A digest of a league file's setup: batches of different league files do not merge. */
export function setupDigest(setup: unknown): string | null {
  return setup === undefined ? null : createHash('sha256').update(JSON.stringify(setup)).digest('hex').slice(0, 16);
}

function digestOf(config: BatchConfig, shard: Shard, units: readonly BatchUnit[]): string {
  return createHash('sha256').update(JSON.stringify({ config, shard, units })).digest('hex');
}

export function shardResult(config: BatchConfig, shard: Shard, units: BatchUnit[]): ShardResult {
  return { format: FORMAT, version: VERSION, config, shard, units, digest: digestOf(config, shard, units) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads one result file: refused when unreadable, not one of ours, of another format version, or damaged. */
export function readShardResult(file: string): ShardResult {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new GameError('not_found', `Cannot read the batch result ${file}.`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new GameError('bad_input', `${file} is damaged or not a batch result: it is not complete JSON.`);
  }
  if (!isRecord(data) || data.format !== FORMAT)
    throw new GameError(
      'bad_input',
      `${file} is not a batch result (dynasty batch --shard K/N --out FILE writes one).`,
    );
  if (data.version !== VERSION)
    throw new GameError(
      'bad_input',
      `${file} is a batch result of format ${String(data.version)}; this dynasty reads format ${VERSION}.`,
    );
  const damaged = new GameError('bad_input', `${file} is damaged: its figures do not match its checksum.`);
  if (!isRecord(data.config) || !isRecord(data.shard) || !Array.isArray(data.units) || typeof data.digest !== 'string')
    throw damaged;
  const result = data as unknown as ShardResult;
  const { index, count } = result.shard;
  if (!Number.isInteger(index) || !Number.isInteger(count) || index < 1 || index > count) throw damaged;
  if (!['seeds', 'dynasty', 'sweep', 'fit'].includes(result.config.mode)) throw damaged;
  if (result.config.mode === 'fit' && (!isRecord(result.config.fit) || !Array.isArray(result.config.candidates)))
    throw damaged;
  if (result.config.mode === 'sweep' && (!Array.isArray(result.config.points) || result.config.points.length === 0))
    throw damaged;
  if (digestOf(result.config, result.shard, result.units) !== result.digest) throw damaged;
  return result;
}

function configDifference(a: BatchConfig, b: BatchConfig): string {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  const value = (c: BatchConfig, key: string) => JSON.stringify((c as Record<string, unknown>)[key] ?? null);
  return keys
    .filter((k) => value(a, k) !== value(b, k))
    .map((k) => `${k} ${value(b, k)} against ${value(a, k)}`)
    .join(', ');
}

/**
 * The units of N result files that are the N shards of one batch, in unit order. Refused: files of different
 * batches (configuration or N), a shard given twice or missing, a file whose units are not its shard's.
 */
export function mergeShards(files: readonly string[]): { config: BatchConfig; units: BatchUnit[] } {
  const results = files.map((file) => ({ file, result: readShardResult(file) }));
  const first = results[0];
  const { config } = first.result;
  const count = first.result.shard.count;
  for (const { file, result } of results.slice(1)) {
    const difference = configDifference(config, result.config);
    if (difference)
      throw new GameError('bad_input', `${file} is from a different batch than ${first.file}: ${difference}.`);
    if (result.shard.count !== count) {
      throw new GameError(
        'bad_input',
        `${file} is part of a split into ${result.shard.count} shards, ${first.file} of a split into ${count}.`,
      );
    }
  }
  const byShard = new Map<number, string>();
  for (const { file, result } of results) {
    const other = byShard.get(result.shard.index);
    if (other !== undefined)
      throw new GameError('bad_input', `${other} and ${file} are both shard ${shardText(result.shard)}.`);
    byShard.set(result.shard.index, file);
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((k) => !byShard.has(k));
  if (missing.length > 0) {
    throw new GameError(
      'bad_input',
      `Shard${missing.length === 1 ? '' : 's'} ${missing.map((k) => `${k}/${count}`).join(', ')} of the batch ${missing.length === 1 ? 'is' : 'are'} missing.`,
    );
  }
  const total = unitCount(config);
  const units: BatchUnit[] = [];
  for (const { file, result } of results.slice().sort((a, b) => a.result.shard.index - b.result.shard.index)) {
    const { start, end } = shardRange(total, result.shard);
    const indices = result.units.map((u) => (isRecord(u) ? u.index : null));
    if (indices.length !== end - start || indices.some((index, i) => index !== start + i)) {
      throw new GameError(
        'bad_input',
        `${file} is damaged: it does not hold the units of shard ${shardText(result.shard)}.`,
      );
    }
    units.push(...result.units);
  }
  return { config, units };
}
