// Playing a fit's candidates: each candidate's runs (a year at a seed, its seasons) in worker processes with its
// tuning, and the generation's plan: DIRECT's next points as constants' values, with the current constants beside
// them in the first generation. The same runs make a candidate's judgement in one process and in shards.
import type { TuningOverrides } from '../core/tuning.js';
import { type FitJudgement, fitYear, movedFigures, objective } from './fitObjective.js';
import { nextGeneration, pointKey, valueAt } from './fitSearch.js';
import type { FitCandidate, FitConfig, FitState } from './fitState.js';
import { runBatch } from './pool.js';
import { type RealismBatchReport, realismBatchReport } from './realismReport.js';
import { seasonTasks } from './regularSeason.js';
import { seedsReport } from './seedsReport.js';

/** One run of a candidate: a year's seasons at one seed. */
export interface FitRun {
  values: Record<string, number>;
  year: number;
  seed: number;
}

/** The constants' values at a point of the unit cube. */
export function valuesAt(config: FitConfig, point: readonly number[]): Record<string, number> {
  return Object.fromEntries(config.constants.map((c, i) => [c.name, valueAt(point[i], c.low, c.high, c.integer)]));
}

export function currentValues(config: FitConfig): Record<string, number> {
  return Object.fromEntries(config.constants.map((c) => [c.name, c.current]));
}

function sameValues(a: Record<string, number>, b: Record<string, number>): boolean {
  return Object.keys(a).every((k) => a[k] === b[k]);
}

/** The runs of candidates on a set of seeds: candidate by candidate, year by year, seed by seed. */
export function runsOf(config: FitConfig, values: Record<string, number>[], seeds: readonly number[]): FitRun[] {
  return values.flatMap((v) => config.years.flatMap((year) => seeds.map((seed) => ({ values: v, year, seed }))));
}

/**
 * Plays the runs, each candidate's (consecutive runs of the same values) in worker processes with its tuning, and
 * returns each run's realism report in order. `onSeason` hears each season played.
 */
export async function playRuns(
  config: FitConfig,
  runs: readonly FitRun[],
  workers: number,
  onSeason: () => void,
): Promise<RealismBatchReport[]> {
  const reports: RealismBatchReport[] = [];
  for (let start = 0; start < runs.length; ) {
    let end = start + 1;
    while (end < runs.length && runs[end].values === runs[start].values) end++;
    const group = runs.slice(start, end);
    const tuning: TuningOverrides = { ...config.tuning, ...runs[start].values };
    const tasks = group.flatMap((r) => seasonTasks(r.year, r.seed, config.seasons));
    const outputs = await runBatch(tasks, workers, (_, p) => p.seasonsDone === 1 && onSeason(), tuning);
    for (const [k, run] of group.entries()) {
      const own = outputs.slice(k * config.seasons, (k + 1) * config.seasons);
      reports.push(
        realismBatchReport(
          own,
          { year: run.year, seed: run.seed, seasons: config.seasons },
          own.map((o) => o.leaders),
        ),
      );
    }
    start = end;
  }
  return reports;
}

/** A candidate's judgement from its runs' reports (in the order runsOf gives them, for one candidate). */
export function judgementOf(
  config: FitConfig,
  reports: readonly RealismBatchReport[],
  seeds: readonly number[],
): FitJudgement {
  return config.years.map((_, y) => {
    const own = reports.slice(y * seeds.length, (y + 1) * seeds.length);
    return fitYear(seedsReport(own, seeds));
  });
}

/** The candidates' judgements from all their runs' reports (runsOf's order). */
export function judgementsOf(
  config: FitConfig,
  count: number,
  reports: readonly RealismBatchReport[],
  seeds: readonly number[],
): FitJudgement[] {
  const per = config.years.length * seeds.length;
  return Array.from({ length: count }, (_, c) => judgementOf(config, reports.slice(c * per, (c + 1) * per), seeds));
}

/** The candidate playing the constants as they are: beside the search, or DIRECT's own point when it is the same. */
export function currentCandidate(state: FitState): number {
  const current = currentValues(state.config);
  return state.candidates.findIndex((c) => c.point === null || sameValues(c.values, current));
}

/** The search's objective of each point played: DIRECT's memory, replayed. */
export function objectives(state: FitState): Map<string, number> {
  const chased = state.movable ? new Set(state.movable) : undefined;
  const played = new Map<string, number>();
  for (const c of state.candidates) {
    if (c.point) played.set(pointKey(c.point), objective(c.judgement, state.config.weights, chased));
  }
  return played;
}

export interface FitPlan {
  generation: number;
  candidates: Pick<FitCandidate, 'generation' | 'point' | 'values'>[];
}

/**
 * The next generation to play (null: the fit has played its generations, or its constants move no figure): DIRECT's
 * points not yet played, and in the first generation the current constants when they are not its centre.
 */
export function fitPlan(state: FitState, generations: number): FitPlan | null {
  const { config } = state;
  if (state.movable && state.movable.length === 0) return null;
  const next = nextGeneration(config.constants.length, objectives(state), generations);
  if (!next) return null;
  // DIRECT's centre is its generation 0, played with the first: the current constants beside it when they differ.
  const candidates: FitPlan['candidates'] = next.points.map((point) => ({
    generation: point.every((x) => x === 0.5) ? 0 : next.generation,
    point,
    values: valuesAt(config, point),
  }));
  if (next.generation === 1 && currentCandidate(state) < 0) {
    const current = currentValues(config);
    if (!candidates.some((c) => sameValues(c.values, current)))
      candidates.unshift({ generation: 0, point: null, values: current });
  }
  return { generation: next.generation, candidates };
}

/**
 * Once the first generation is played: the figures the constants move (the search chases those alone) and what
 * each constant did from a third below the centre of its range to a third above it.
 */
export function settleFirstGeneration(state: FitState): void {
  if (state.movable) return;
  const n = state.config.constants.length;
  const centre = state.candidates.find((c) => c.point?.every((x) => x === 0.5));
  if (!centre) return;
  const axes = state.config.constants.map((constant, i) => {
    const ends = [-1, 1].map((side) =>
      state.candidates.find((c) => c.point?.every((x, j) => (j === i ? Math.sign(x - 0.5) === side : x === 0.5))),
    );
    return { constant, ends };
  });
  if (axes.some((a) => a.ends.some((e) => e === undefined)) || n === 0) return;
  const { movable, effects } = movedFigures(
    centre.judgement,
    axes.map(({ constant, ends }) => ({
      name: constant.name,
      values: [ends[0]!.values[constant.name], ends[1]!.values[constant.name]],
      judgements: [ends[0]!.judgement, ends[1]!.judgement],
    })),
  );
  state.movable = [...movable].sort();
  state.effects = effects;
}

/** The best candidate on the tuning seeds by the search's objective (ties: the one played first). */
export function bestCandidate(state: FitState): number {
  const chased = state.movable ? new Set(state.movable) : undefined;
  let best = -1;
  let bestValue = Number.POSITIVE_INFINITY;
  for (const [i, c] of state.candidates.entries()) {
    const value = objective(c.judgement, state.config.weights, chased);
    if (value < bestValue) {
      best = i;
      bestValue = value;
    }
  }
  return best;
}
