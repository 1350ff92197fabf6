// dynasty batch: its options, their bounds, and what every kind of batch does alike (the progress bar, the
// kept saves, a shard written to its file).
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname } from 'node:path';
import type { LeagueSetup } from '../../core/league/types.js';
import { checkSetup, readLeagueFileOrThrow } from '../../store/actions/leagueSetup.js';
import { GameError } from '../../store/errors.js';
import { runBatch } from '../../workbench/pool.js';
import type { BatchLeague } from '../../workbench/realismReport.js';
import {
  parseShard,
  shardResult,
  shardText,
  type BatchConfig,
  type BatchUnit,
  type Shard,
} from '../../workbench/shard.js';
import { seasonsOf, type BatchTask } from '../../workbench/tasks.js';
import { printJson, type CliIo } from '../io.js';
import { parseInteger } from '../options.js';
import { progressBar } from '../progress.js';
import type { TuningOverrides } from '../../core/tuning.js';

export interface BatchOptions {
  year?: string;
  seasons?: string;
  seed: string;
  workers: string;
  dynasty?: boolean;
  dynasties?: string;
  team?: string;
  recruiterTeam?: string;
  comparisonSeasons?: string;
  coachAbilities?: string;
  abilityControl?: boolean;
  seeds?: string;
  json?: boolean;
  exportGames?: string;
  exportTeams?: string;
  coachScripts?: boolean;
  coachGames?: string;
  calibrationGames?: string;
  league?: string;
  shard?: string;
  out?: string;
  html?: string;
  set: string[];
  tuning?: string;
  sweep: string[];
}

/** --shard K/N and --out FILE: the part of the batch to play and where its result goes (null: the whole, printed). */
export interface ShardRun {
  shard: Shard;
  out: string;
}

/**
 * Defaults: ten seasons (about 8,500 games with the postseason, enough for the realism figures to settle within their
 * tolerances) take well under a minute; a dynasty season with its offseason takes a few seconds, so three.
 */
export const DEFAULT_SEASONS = { regular: 10, dynasty: 3 } as const;
export const MAX_SEASONS = { regular: 1000, dynasty: 200 } as const;
/** --seeds: enough to settle the centres; more only takes longer. */
export const MAX_SEEDS = 100;
/** The comparison of a scripted recruiter with the staff runs over five seasons. */
export const DEFAULT_COMPARISON_SEASONS = 5;

/** More workers than cores only adds memory; this bounds typos like --workers 80. */
export const MAX_WORKERS = 32;

export function bounded(value: string | undefined, fallback: number, what: string, max: number, min = 1): number {
  const n = value === undefined ? fallback : parseInteger(value, what);
  if (n < min || n > max) throw new GameError('bad_input', `${what} must be from ${min} to ${max}, not ${n}.`);
  return n;
}

/** Runs the tasks with a progress bar counted in seasons (with other tuning overrides: a sweep's value). */
export async function play<T extends BatchTask>(
  io: CliIo,
  tasks: T[],
  workers: number,
  json: boolean,
  tuning?: TuningOverrides,
) {
  const bar = progressBar(io, !json);
  const done = tasks.map(() => 0);
  const total = tasks.reduce((sum, t) => sum + seasonsOf(t), 0);
  const outputs = await runBatch(
    tasks,
    workers,
    (i, p) => {
      done[i] = p.seasonsDone;
      bar.update(
        done.reduce((a, b) => a + b, 0),
        total,
        p.label,
      );
    },
    tuning,
  );
  bar.finish();
  return outputs;
}

/** Where dynasty i's save is kept: the --save path, numbered when there are several dynasties. */
export function keptSavePath(save: string | undefined, count: number, i: number): string | null {
  if (save === undefined) return null;
  if (count === 1) return save;
  const ext = extname(save);
  return `${save.slice(0, save.length - ext.length)}-${i + 1}${ext}`;
}

export function elapsed(start: number): string {
  return `${((Date.now() - start) / 1000).toFixed(1)} s`;
}

/** The league file's path and conference names, for the report to say which league it played. */
export function leagueOf(file: string | undefined, setup: LeagueSetup | undefined): BatchLeague | undefined {
  return file === undefined || setup === undefined
    ? undefined
    : { file, conferences: setup.conferences.map((c) => c.name) };
}

/** --league FILE: the league file's setup, checked (a bad file is refused with its line) and tried on the scheduler. */
export function leagueOption(file: string | undefined, year: number): LeagueSetup | undefined {
  if (file === undefined) return undefined;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new GameError('not_found', `Cannot read league file ${file}.`);
  }
  const { setup } = readLeagueFileOrThrow(text);
  checkSetup(setup, year);
  return setup;
}

/** Writes a shard's result file and says what it played (or, with --json, prints that as JSON). */
export function writeShard(
  io: CliIo,
  part: ShardRun,
  config: BatchConfig,
  units: BatchUnit[],
  what: string,
  json: boolean,
  start: number,
): void {
  try {
    writeFileSync(part.out, JSON.stringify(shardResult(config, part.shard, units)));
  } catch (error) {
    throw new GameError(
      'bad_input',
      `Cannot write ${part.out}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`,
    );
  }
  const shard = shardText(part.shard);
  if (json) {
    printJson(io, { mode: 'shard', shard: part.shard, played: what, out: part.out });
    return;
  }
  io.out(`Shard ${shard}: played ${what} in ${elapsed(start)}; wrote its figures to ${part.out}.`);
  io.out(`\`dynasty batch merge\` with the files of all ${part.shard.count} shards prints the batch's report.`);
}

/**
 * --shard K/N (--out FILE) or --out FILE alone (the whole batch as one part): checked before anything is played.
 * A part is a share of the seeds of --seeds, the (value, seed) runs of --sweep or the dynasties of --dynasty; its CSV
 * exports would be partial.
 */
export function shardRun(options: BatchOptions): ShardRun | null {
  if (options.shard === undefined && options.out === undefined) return null;
  const shard = options.shard === undefined ? { index: 1, count: 1 } : parseShard(options.shard);
  if (options.coachScripts || (!options.dynasty && options.seeds === undefined && options.sweep.length === 0)) {
    throw new GameError(
      'bad_input',
      '--shard and --out split the seeds of --seeds, the runs of --sweep or the dynasties of --dynasty.',
    );
  }
  const exports = [
    ['--export-games', options.exportGames],
    ['--export-teams', options.exportTeams],
  ]
    .filter(([, v]) => v !== undefined)
    .map(([n]) => n);
  if (exports.length > 0)
    throw new GameError('bad_input', `${exports.join(', ')} cannot be split into shards: leave out --shard and --out.`);
  if (options.out === undefined)
    throw new GameError('bad_input', '--shard writes its part of the batch to a file: give --out FILE.');
  if (!existsSync(dirname(options.out)))
    throw new GameError('not_found', `Cannot write ${options.out}: there is no folder ${dirname(options.out)}.`);
  if (existsSync(options.out) && statSync(options.out).isDirectory())
    throw new GameError('bad_input', `Cannot write ${options.out}: it is a folder.`);
  return { shard, out: options.out };
}
