// The fit's report (what `dynasty batch fit --json` prints and its HTML page draws): the search's path, the best
// candidate against the current constants on the tuning and the confirming seeds, figure by figure with each
// centre's standard error, which figures came in and went out, and what each constant did.
import {
  type ConstantEffect,
  type FitFigure,
  type FitJudgement,
  figureCount,
  figureKey,
  figuresByKey,
  figuresIn,
  objective,
  standardError,
} from './fitObjective.js';
import { bestCandidate, currentCandidate } from './fitRun.js';
import { shown } from './judgedLine.js';
import type { FitConstant, FitState } from './fitState.js';

/** A figure's centre over a set of seeds, its standard error and whether it is in its band. */
export interface FitCell {
  centre: number;
  se: number;
  ok: boolean;
}

export interface FitRow {
  key: string;
  year: number;
  label: string;
  low: number | null;
  high: number | null;
  rule: boolean;
  /** The search chased it (the constants move it); else it is reported only. */
  chased: boolean;
  tuning: { current: FitCell; best: FitCell };
  confirming: { current: FitCell; best: FitCell } | null;
  /** The centre of the best candidate so far after each generation (tuning seeds). */
  path: number[];
  /** The lowest and highest centre of any candidate on the tuning seeds. */
  range: { min: number; max: number };
}

/**
 * How the best candidate fared: confirmed (on the confirming seeds too it judges better and brings more figures in
 * than the current constants), not confirmed there, no better than the current constants, or not yet played there.
 */
export type FitVerdict = 'confirmed' | 'not confirmed' | 'current is best' | 'unconfirmed';

export interface FitReport {
  fit: {
    years: number[];
    seasons: number;
    seeds: number[];
    confirmSeeds: number[];
    constants: (FitConstant & { fitted: number })[];
    weights: [string, number][];
    tuning: Record<string, number | boolean>;
    generations: number;
    candidates: { generation: number; values: Record<string, number>; objective: number; figuresIn: number }[];
    current: number;
    best: number;
    /** The best so far after each generation: its objective and values. */
    path: { generation: number; objective: number; values: Record<string, number> }[];
    objective: { tuning: Pair; confirming: Pair | null };
    figuresIn: { tuning: Pair; confirming: Pair | null; of: number };
    verdict: FitVerdict;
    cameIn: string[];
    wentOut: string[];
    effects: ConstantEffect[];
    /**
     * Judged figures the constants did not move: those out at the current constants (with the centres every
     * candidate gave them: none of the search's points brought one further than the dice do), and how many are in.
     */
    unmoved: { out: string[]; in: number };
    rows: FitRow[];
  };
}

type Pair = { current: number; best: number };

function cell(figure: FitFigure | undefined): FitCell {
  if (!figure) return { centre: Number.NaN, se: 0, ok: false };
  return { centre: figure.centre, se: Number(standardError(figure).toFixed(3)), ok: figure.ok };
}

/** "2024 Backs' yards a carry". */
export function rowLabel(year: number, label: string): string {
  return `${year} ${label}`;
}

function verdictOf(state: FitState, current: number, best: number, chased: Set<string> | undefined): FitVerdict {
  if (best === current) return 'current is best';
  const before = state.candidates[current].confirmed;
  const after = state.candidates[best].confirmed;
  if (!before || !after) return 'unconfirmed';
  const weights = state.config.weights;
  const better = objective(after, weights, chased) < objective(before, weights, chased);
  return better && figuresIn(after) > figuresIn(before) ? 'confirmed' : 'not confirmed';
}

/** The report of a fit's state (after its confirmation, or at any point of it: `unconfirmed` until then). */
export function fitReport(state: FitState): FitReport {
  const { config } = state;
  const chased = state.movable ? new Set(state.movable) : undefined;
  const current = currentCandidate(state);
  const best = bestCandidate(state);
  if (current < 0 || best < 0) throw new Error('A fit reports once its first generation is played.');
  const weights = config.weights;
  const objectiveOf = (j: FitJudgement) => objective(j, weights, chased);
  const candidates = state.candidates.map((c) => ({
    generation: c.generation,
    values: c.values,
    objective: round(objectiveOf(c.judgement)),
    figuresIn: figuresIn(c.judgement),
  }));
  const last = Math.max(0, ...candidates.map((c) => c.generation));
  const bestBy = Array.from({ length: last + 1 }, (_, g) =>
    candidates.reduce((b, c, i) => (c.generation <= g && (b < 0 || c.objective < candidates[b].objective) ? i : b), -1),
  );
  const before = state.candidates[current];
  const after = state.candidates[best];
  const confirming = before.confirmed && after.confirmed ? { before: before.confirmed, after: after.confirmed } : null;
  const rows = judgedRows(state, current, best, chased, bestBy);
  const shift = (pick: (r: FitRow) => { current: FitCell; best: FitCell }, into: boolean) =>
    rows.filter((r) => pick(r).current.ok !== into && pick(r).best.ok === into).map((r) => rowLabel(r.year, r.label));
  const moves = (into: boolean) => shift((r) => r.confirming ?? r.tuning, into);
  return {
    fit: {
      years: config.years,
      seasons: config.seasons,
      seeds: config.seeds,
      confirmSeeds: config.confirmSeeds,
      constants: config.constants.map((c) => ({ ...c, fitted: after.values[c.name] })),
      weights: config.weights,
      tuning: { ...config.tuning },
      generations: last,
      candidates,
      current,
      best,
      path: bestBy.map((i, g) => ({
        generation: g,
        objective: candidates[i]?.objective ?? Number.NaN,
        values: state.candidates[i]?.values ?? {},
      })),
      objective: {
        tuning: { current: candidates[current].objective, best: candidates[best].objective },
        confirming: confirming
          ? { current: round(objectiveOf(confirming.before)), best: round(objectiveOf(confirming.after)) }
          : null,
      },
      figuresIn: {
        tuning: { current: figuresIn(before.judgement), best: figuresIn(after.judgement) },
        confirming: confirming ? { current: figuresIn(confirming.before), best: figuresIn(confirming.after) } : null,
        of: figureCount(before.judgement),
      },
      verdict: verdictOf(state, current, best, chased),
      cameIn: moves(true),
      wentOut: moves(false),
      effects: state.effects ?? [],
      unmoved: {
        out: rows.filter((r) => !r.chased && !r.tuning.current.ok).map(unmovedText),
        in: rows.filter((r) => !r.chased && r.tuning.current.ok).length,
      },
      rows,
    },
  };
}

/** "2015 SD of team points/g 6.30 ± 0.15, 6.15-6.72 over the candidates (band 6.50 to 8.50)". */
function unmovedText(row: FitRow): string {
  const band =
    row.low === null
      ? `<= ${shown(row.high ?? 0)}`
      : row.high === null
        ? `>= ${shown(row.low)}`
        : `${shown(row.low)} to ${shown(row.high)}`;
  const c = row.tuning.current;
  return `${rowLabel(row.year, row.label)} ${shown(c.centre)} ± ${shown(c.se)}, ${shown(row.range.min)} to ${shown(row.range.max)} over the candidates (band ${band})`;
}

function round(value: number): number {
  return Number(value.toFixed(4));
}

function rangeOf(values: number[]): { min: number; max: number } {
  return { min: Math.min(...values), max: Math.max(...values) };
}

function judgedRows(
  state: FitState,
  current: number,
  best: number,
  chased: Set<string> | undefined,
  bestBy: number[],
): FitRow[] {
  const before = state.candidates[current];
  const after = state.candidates[best];
  const lookup = (j: FitJudgement | undefined) => (j ? figuresByKey(j) : undefined);
  const [tuningBefore, tuningAfter, confirmBefore, confirmAfter] = [
    before.judgement,
    after.judgement,
    before.confirmed,
    after.confirmed,
  ].map(lookup);
  const paths = bestBy.map((i) => lookup(state.candidates[i]?.judgement));
  const all = state.candidates.map((c) => figuresByKey(c.judgement));
  return before.judgement.flatMap((year) =>
    year.figures.map((f) => {
      const key = figureKey(year.year, f);
      return {
        key,
        year: year.year,
        label: f.label,
        low: f.low,
        high: f.high,
        rule: f.rule,
        chased: chased ? chased.has(key) : true,
        tuning: { current: cell(tuningBefore!.get(key)), best: cell(tuningAfter!.get(key)) },
        confirming:
          confirmBefore && confirmAfter
            ? { current: cell(confirmBefore.get(key)), best: cell(confirmAfter.get(key)) }
            : null,
        path: paths.map((p) => p?.get(key)?.centre ?? Number.NaN),
        range: rangeOf(all.flatMap((m) => m.get(key)?.centre ?? [])),
      };
    }),
  );
}
