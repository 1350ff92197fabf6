import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { TuningOverrides } from '../core/tuning.js';
import { GameError } from '../store/errors.js';
import type { ConstantEffect, FitJudgement, FitWeight } from './fitObjective.js';

/** A constant the fit may move, within [low, high]; `current` is its value as the game plays it. */
export interface FitConstant {
  name: string;
  low: number;
  high: number;
  current: number;
  integer: boolean;
}

/** What decides a fit's candidates and their judgement: a state file goes on only with the same. */
export interface FitConfig {
  years: number[];
  seasons: number;
  /** The tuning seeds: every candidate plays them. */
  seeds: number[];
  /** The confirming seeds: never played in the search; the best candidate and the current constants play them. */
  confirmSeeds: number[];
  constants: FitConstant[];
  weights: FitWeight[];
  /** The overrides of --set and --tuning the whole fit plays with (the candidates' values go on top). */
  tuning: TuningOverrides;
}

export interface FitCandidate {
  /** The search's generation that asked for it: 0 its centre (and the current constants), then 1, 2... */
  generation: number;
  /** Where DIRECT asked for it in the unit cube (null: the current constants, played beside the search). */
  point: number[] | null;
  values: Record<string, number>;
  judgement: FitJudgement;
  /** Its judgement on the confirming seeds, once played (the best candidate and the current constants). */
  confirmed?: FitJudgement;
}

export interface FitState {
  format: typeof FORMAT;
  version: typeof VERSION;
  config: FitConfig;
  candidates: FitCandidate[];
  /** Set once the first generation is played: the figures the constants move, and what each constant did. */
  movable?: string[];
  effects?: ConstantEffect[];
}

const FORMAT = 'cfb-dynasty fit state';
const VERSION = 1;

export function newFitState(config: FitConfig): FitState {
  return { format: FORMAT, version: VERSION, config, candidates: [] };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readFitState(file: string): FitState {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new GameError(
      code ? 'not_found' : 'bad_input',
      code
        ? `Cannot read the fit's state ${file}.`
        : `${file} is damaged or not a fit's state: it is not complete JSON.`,
    );
  }
  if (!isRecord(data) || data.format !== FORMAT)
    throw new GameError('bad_input', `${file} is not a fit's state (dynasty batch fit --state FILE writes one).`);
  if (data.version !== VERSION)
    throw new GameError(
      'bad_input',
      `${file} is a fit's state of format ${String(data.version)}; this reads ${VERSION}.`,
    );
  if (!isRecord(data.config) || !Array.isArray(data.candidates))
    throw new GameError('bad_input', `${file} is damaged: it has no configuration or candidates.`);
  return data as unknown as FitState;
}

/** Writes the state whole or not at all: a fit stopped while writing keeps its file as it was. */
export function writeFitState(file: string, state: FitState): void {
  const partial = `${file}.writing`;
  try {
    writeFileSync(partial, JSON.stringify(state));
    renameSync(partial, file);
  } catch (error) {
    throw new GameError(
      'bad_input',
      `Cannot write ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`,
    );
  }
}

/** "seeds [1,2] against [3,4]": how a state's configuration differs from the options given (empty: the same). */
export function configDifference(state: FitConfig, given: FitConfig): string {
  const keys = Object.keys(given) as (keyof FitConfig)[];
  return keys
    .filter((k) => JSON.stringify(state[k]) !== JSON.stringify(given[k]))
    .map((k) => `${k} ${JSON.stringify(given[k])} against ${JSON.stringify(state[k])}`)
    .join(', ');
}
