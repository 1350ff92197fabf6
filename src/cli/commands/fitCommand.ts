// dynasty batch fit: the search for the constants' values that bring the most judged figures into their bands.
// Generation by generation it plays DIRECT's candidates (each over the tuning seeds, in worker processes with its
// tuning), writing its state after each; then the best candidate and the current constants play the confirming
// seeds, and it leaves a tuning file, the report (text or --json) and, asked, an HTML page. A generation may be
// played in shards instead (--shard K/N --out FILE), joined to the state by `dynasty batch merge --state FILE`.
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, extname, resolve } from 'node:path';
import { stringify as yamlText } from 'yaml';
import { tuningOverrides, tunedValues } from '../../core/tuning.js';
import { GameError } from '../../store/errors.js';
import { printJson, type CliIo } from '../io.js';
import { parseInteger } from '../options.js';
import { progressBar } from '../progress.js';
import { checkHtmlPath } from './batchReports.js';
import { writeCsv } from '../../workbench/csv.js';
import { fitConfig, type FitOptions } from './fitOptions.js';
import { fitReport, type FitReport } from '../../workbench/fitReport.js';
import {
  bestCandidate,
  currentCandidate,
  fitPlan,
  judgementsOf,
  playRuns,
  runsOf,
  settleFirstGeneration,
  type FitPlan,
} from '../../workbench/fitRun.js';
import {
  configDifference,
  type FitConfig,
  type FitState,
  newFitState,
  readFitState,
  writeFitState,
} from '../../workbench/fitState.js';
import { formatFitReport } from '../../workbench/fitText.js';
import { htmlReport } from '../../workbench/htmlReport.js';
import type { RealismBatchReport } from '../../workbench/realismReport.js';
import {
  checkShardFits,
  parseShard,
  shardRange,
  shardResult,
  shardText,
  type BatchUnit,
} from '../../workbench/shard.js';

export interface FitCliOptions extends FitOptions {
  state?: string;
  generations?: string;
  workers?: string;
  tuningOut?: string;
  html?: string;
  json?: boolean;
  shard?: string;
  out?: string;
}

export const DEFAULT_GENERATIONS = 5;
const MAX_GENERATIONS = 50;
const MAX_WORKERS = 32;
/** The options that say what a fit is (the rest say how far and where it plays). */
const DEFINING: (keyof FitOptions)[] = ['years', 'vary', 'seasons', 'seeds', 'confirmSeeds', 'weight'];

function bad(message: string): GameError {
  return new GameError('bad_input', message);
}

function bounded(text: string | undefined, fallback: number, what: string, min: number, max: number): number {
  const n = text === undefined ? fallback : parseInteger(text, what);
  if (n < min || n > max) throw bad(`${what} must be from ${min} to ${max}, not ${n}.`);
  return n;
}

function checkFolder(file: string, option: string): void {
  if (!existsSync(dirname(resolve(file))))
    throw new GameError('not_found', `Cannot write ${file} (${option}): there is no folder ${dirname(file)}.`);
}

/** The tuning file the fit leaves: --tuning-out, or beside the state (fit.json: fit.tuning.yaml). */
function tuningFile(options: FitCliOptions, state: string): string {
  return options.tuningOut ?? `${state.slice(0, state.length - extname(state).length)}.tuning.yaml`;
}

/** The fit's state: read back (the options given must be its own), or new from the options. */
async function loadState(options: FitCliOptions, file: string): Promise<FitState> {
  await import('../../core/allTuning.js');
  const current = tunedValues();
  const tuning = tuningOverrides();
  const defined = DEFINING.some((k) => (Array.isArray(options[k]) ? options[k].length > 0 : options[k] !== undefined));
  if (!existsSync(file)) return newFitState(fitConfig(options, current, tuning));
  const state = readFitState(file);
  const given: FitConfig = defined ? fitConfig(options, current, tuning) : { ...state.config, tuning: { ...tuning } };
  const difference = configDifference(state.config, given);
  if (difference) throw bad(`${file} is a fit of other options (${difference}): give its own, or another --state.`);
  return state;
}

/** Plays a set of candidates' runs over the seeds, with a progress bar over the seasons. */
async function judge(
  io: CliIo,
  config: FitConfig,
  values: Record<string, number>[],
  seeds: number[],
  workers: number,
  label: string,
  quiet: boolean,
) {
  const bar = progressBar(io, !quiet);
  const total = values.length * config.years.length * seeds.length * config.seasons;
  let done = 0;
  const reports = await playRuns(config, runsOf(config, values, seeds), workers, () =>
    bar.update(++done, total, label),
  );
  bar.finish();
  return judgementsOf(config, values.length, reports, seeds);
}

async function playGeneration(
  io: CliIo,
  state: FitState,
  plan: FitPlan,
  file: string,
  workers: number,
  quiet: boolean,
) {
  for (const [i, candidate] of plan.candidates.entries()) {
    const label = `generation ${plan.generation}, candidate ${i + 1} of ${plan.candidates.length}`;
    const [judgement] = await judge(io, state.config, [candidate.values], state.config.seeds, workers, label, quiet);
    state.candidates.push({ ...candidate, judgement });
    settleFirstGeneration(state);
    writeFitState(file, state);
  }
}

/** The best candidate and the current constants on the confirming seeds (each once). */
async function confirm(io: CliIo, state: FitState, file: string, workers: number, quiet: boolean): Promise<void> {
  const chosen = [...new Set([currentCandidate(state), bestCandidate(state)])];
  for (const i of chosen) {
    const candidate = state.candidates[i];
    if (candidate.confirmed) continue;
    const label = `confirming ${i === currentCandidate(state) ? 'the current constants' : 'the best candidate'}`;
    [candidate.confirmed] = await judge(
      io,
      state.config,
      [candidate.values],
      state.config.confirmSeeds,
      workers,
      label,
      quiet,
    );
    writeFitState(file, state);
  }
}

function writeTuningFile(path: string, state: FitState, report: FitReport): string {
  const r = report.fit;
  const values = { ...state.config.tuning, ...state.candidates[r.best].values };
  if (extname(path).toLowerCase() === '.json') return writeCsv(path, `${JSON.stringify(values, null, 2)}\n`);
  const heading = [
    `# dynasty batch fit: the best of ${r.candidates.length} candidates over ${r.years.join(', ')}.`,
    `# ${r.verdict}. Figures in (of ${r.figuresIn.of}): tuning seeds ${r.figuresIn.tuning.current} -> ${r.figuresIn.tuning.best}${r.figuresIn.confirming ? `, confirming seeds ${r.figuresIn.confirming.current} -> ${r.figuresIn.confirming.best}` : ''}.`,
  ];
  return writeCsv(path, `${heading.join('\n')}\n${yamlText(values)}`);
}

/** A shard of the next generation: part K of its runs, written to --out for `dynasty batch merge --state`. */
async function playShard(io: CliIo, options: FitCliOptions, state: FitState, generations: number, workers: number) {
  const shard = parseShard(options.shard!);
  const plan = fitPlan(state, generations);
  if (!plan)
    throw bad(
      `The fit has played its ${generations} generations: nothing is left to hand to shards (raise --generations).`,
    );
  const runs = runsOf(
    state.config,
    plan.candidates.map((c) => c.values),
    state.config.seeds,
  );
  checkShardFits(
    runs.length,
    shard,
    `runs (${plan.candidates.length} candidates at ${state.config.years.length} years and ${state.config.seeds.length} seeds)`,
  );
  const { start, end } = shardRange(runs.length, shard);
  const bar = progressBar(io, !options.json);
  let done = 0;
  const total = (end - start) * state.config.seasons;
  const reports = await playRuns(state.config, runs.slice(start, end), workers, () =>
    bar.update(++done, total, `shard ${shardText(shard)}`),
  );
  bar.finish();
  const units: BatchUnit[] = reports.map((report, k) => ({ index: start + k, report }));
  const config = {
    mode: 'fit' as const,
    fit: state.config,
    generation: plan.generation,
    candidates: plan.candidates,
    tuning: state.config.tuning,
  };
  try {
    writeFileSync(options.out!, JSON.stringify(shardResult(config, shard, units)));
  } catch (error) {
    throw bad(`Cannot write ${options.out}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`);
  }
  const what = `runs ${start + 1}-${end} of generation ${plan.generation}'s ${runs.length}`;
  if (options.json) return printJson(io, { mode: 'shard', shard, played: what, out: options.out });
  io.out(`Shard ${shardText(shard)}: played ${what}; wrote its figures to ${options.out}.`);
  io.out('`dynasty batch merge --state FILE` with the files of all its shards adds the generation to the fit.');
}

export async function runFit(io: CliIo, options: FitCliOptions): Promise<void> {
  if (options.state === undefined)
    throw bad(
      "dynasty batch fit needs --state FILE: the fit's state, written after each candidate and read back to go on.",
    );
  const generations = bounded(options.generations, DEFAULT_GENERATIONS, 'Generations', 1, MAX_GENERATIONS);
  const workers = bounded(options.workers, 1, 'Workers', 1, MAX_WORKERS);
  checkHtmlPath(options.html);
  checkFolder(options.state, '--state');
  if (options.shard !== undefined || options.out !== undefined) {
    if (options.shard === undefined || options.out === undefined)
      throw bad('--shard K/N and --out FILE go together: part K of the next generation, written to FILE.');
    parseShard(options.shard);
    checkFolder(options.out, '--out');
    return playShard(io, options, await loadState(options, options.state), generations, workers);
  }
  const tuningPath = tuningFile(options, options.state);
  checkFolder(tuningPath, '--tuning-out');
  const state = await loadState(options, options.state);
  writeFitState(options.state, state);
  const quiet = Boolean(options.json);
  for (let plan = fitPlan(state, generations); plan; plan = fitPlan(state, generations)) {
    await playGeneration(io, state, plan, options.state, workers, quiet);
  }
  await confirm(io, state, options.state, workers, quiet);
  const report = fitReport(state);
  const tuning = writeTuningFile(tuningPath, state, report);
  const html = options.html === undefined ? null : writeCsv(options.html, htmlReport(report));
  if (options.json) return printJson(io, report);
  io.out(formatFitReport(report));
  io.out(
    `\nWrote the fitted constants to ${tuning} (dynasty batch --tuning reads it), the state to ${resolve(options.state)}${html ? ` and the HTML page to ${html}` : ''}.`,
  );
}

/** `dynasty batch merge PARTS --state FILE`: a generation played in shards, added to its fit's state. */
export function mergeFitGeneration(
  io: CliIo,
  json: boolean,
  file: string,
  part: { fit: FitConfig; generation: number; candidates: FitPlan['candidates'] },
  units: readonly BatchUnit[],
): void {
  const state = existsSync(file) ? readFitState(file) : newFitState(part.fit);
  const difference = configDifference(state.config, part.fit);
  if (difference) throw bad(`The parts are of another fit than ${file} (${difference}).`);
  const plan = fitPlan(state, part.generation);
  if (
    !plan
    || plan.generation !== part.generation
    || JSON.stringify(plan.candidates) !== JSON.stringify(part.candidates)
  )
    throw bad(
      `The parts play generation ${part.generation} of the fit, which is not the one ${file} plays next${plan ? ` (${plan.generation})` : ''}.`,
    );
  const reports = units.map((u) => (u as { report: RealismBatchReport }).report);
  const judgements = judgementsOf(state.config, plan.candidates.length, reports, state.config.seeds);
  for (const [i, candidate] of plan.candidates.entries()) {
    state.candidates.push({ ...candidate, judgement: judgements[i] });
    settleFirstGeneration(state);
  }
  writeFitState(file, state);
  const added = { generation: plan.generation, candidates: plan.candidates.length, state: resolve(file) };
  if (json) {
    printJson(io, { mode: 'fit', added });
    return;
  }
  io.out(`Added generation ${plan.generation}'s ${plan.candidates.length} candidates to ${added.state}.`);
  io.out(`\`dynasty batch fit --state ${file}\` goes on from there (or hand its next generation to shards).`);
}
