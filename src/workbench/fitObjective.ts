// The fit's objective: the realism report's own judgement of a candidate. Each judged figure counts by how far its
// centre over the seeds sits outside its band, in widths of the band, times the designer's weight; a figure in its
// band counts 0. Figures the fit's constants cannot move (measured on its first generation) are reported, not chased.
import type { SeedFigure, SeedsReport } from './seedsReport.js';

/** A judged figure of a year, as the fit keeps it: the seeds report's figure without the seeds it was out at. */
export type FitFigure = Omit<SeedFigure, 'outAt'>;

/** One year's judged figures over the seeds. */
export interface FitYear {
  year: number;
  figures: FitFigure[];
  inTolerance: number;
}

/** A candidate's judgement: each year's figures over a set of seeds. */
export type FitJudgement = FitYear[];

/** A weight as the designer gives it: `all`, a section (`endings`, `per-game`) or a figure (`fiftyPlusPct`). */
export type FitWeight = [name: string, weight: number];

export function fitYear(report: SeedsReport): FitYear {
  return {
    year: report.year,
    figures: report.figures.map(({ outAt: _, ...figure }) => figure),
    inTolerance: report.inTolerance,
  };
}

/** "2024 endings/fiftyPlusPct": a judged figure of a year, the same in every candidate's report. */
export function figureKey(year: number, figure: Pick<SeedFigure, 'section' | 'figure'>): string {
  return `${year} ${figure.section}/${figure.figure}`;
}

/** A section as typed on the command line: `per-game` for `per game`. */
export function sectionName(name: string): string {
  return name.replace(/-/g, ' ');
}

/** The figure's weight: the designer's weights in the order given, the later winning; 1 where none names it. */
export function weightOf(figure: Pick<SeedFigure, 'section' | 'figure'>, weights: readonly FitWeight[]): number {
  let weight = 1;
  for (const [name, w] of weights) {
    if (name === 'all' || sectionName(name) === figure.section || name === figure.figure) weight = w;
  }
  return weight;
}

/** A one-sided band is measured in tenths of its bound (or in units, at a bound of 0). */
const ONE_SIDED_WIDTH = 0.1;

/**
 * How far the figure's centre is outside its band, in band widths: 0 when in. A rule (the margins' order, the
 * batch's highest score) counts the share of seeds where it failed, once it failed at half of them or more.
 */
export function distanceOutside(figure: FitFigure): number {
  if (figure.rule) return figure.ok ? 0 : 1 - figure.centre;
  const { low, high, centre } = figure;
  const bound = low ?? high ?? 0;
  const width =
    low !== null && high !== null ? high - low : Math.abs(bound) > 0 ? Math.abs(bound) * ONE_SIDED_WIDTH : 1;
  const below = low !== null && centre < low ? low - centre : 0;
  const above = high !== null && centre > high ? centre - high : 0;
  return width > 0 ? (below + above) / width : below + above > 0 ? 1 : 0;
}

/**
 * The objective: the weighted distances of every judged figure outside its band, summed over the years. With
 * `chased` only those figures count (the figures the constants can move).
 */
export function objective(
  judgement: FitJudgement,
  weights: readonly FitWeight[],
  chased?: ReadonlySet<string>,
): number {
  let total = 0;
  for (const year of judgement) {
    for (const figure of year.figures) {
      if (chased && !chased.has(figureKey(year.year, figure))) continue;
      total += weightOf(figure, weights) * distanceOutside(figure);
    }
  }
  return total;
}

/** Judged figures within their bands, over the years. */
export function figuresIn(judgement: FitJudgement): number {
  return judgement.reduce((sum, y) => sum + y.inTolerance, 0);
}

export function figureCount(judgement: FitJudgement): number {
  return judgement.reduce((sum, y) => sum + y.figures.length, 0);
}

/** A figure's centre's standard error over the seeds (0 for one seed). */
export function standardError(figure: FitFigure): number {
  return figure.values.length < 2 ? 0 : figure.sd / Math.sqrt(figure.values.length);
}

/**
 * How many standard errors of the difference of two candidates' centres make a move: two candidates' figures differ
 * by chance by sqrt(2) standard errors, and at 3 of those a figure moves by chance about once in 370 comparisons.
 */
export const MOVE_STANDARD_ERRORS = 3;

/** Each figure of the judgement by its key. */
export function figuresByKey(judgement: FitJudgement): Map<string, FitFigure> {
  return new Map(judgement.flatMap((y) => y.figures.map((f) => [figureKey(y.year, f), f] as const)));
}

/** What one constant did across its range in the first generation: each figure it moved, by how much. */
export interface ConstantEffect {
  name: string;
  low: number;
  high: number;
  /** Each figure it moved: the change from below to above, and the widest move in standard errors (null: one seed). */
  moved: { key: string; label: string; year: number; change: number; standardErrors: number | null }[];
}

/**
 * The figures the constants can move, and what each constant did: the first generation plays the box's centre and,
 * for each constant, a point a third of its range below and above it with the others at the centre. A figure moves
 * when those two points (or either and the centre) differ by more than MOVE_STANDARD_ERRORS standard errors of
 * a difference; `axes[i]` holds constant i's [below, above] judgements and values.
 */
export function movedFigures(
  centre: FitJudgement,
  axes: readonly { name: string; values: [number, number]; judgements: [FitJudgement, FitJudgement] }[],
): { movable: Set<string>; effects: ConstantEffect[] } {
  const movable = new Set<string>();
  const middle = figuresByKey(centre);
  const effects = axes.map((axis) => {
    const [below, above] = axis.judgements.map(figuresByKey);
    const moved: ConstantEffect['moved'] = [];
    for (const [key, mid] of middle) {
      const lo = below.get(key);
      const hi = above.get(key);
      if (!lo || !hi) continue;
      const errors = [mid, lo, hi].map(standardError);
      const error = Math.SQRT2 * (errors.reduce((a, b) => a + b, 0) / errors.length);
      const centres = [lo.centre, mid.centre, hi.centre];
      const spread = Math.max(...centres) - Math.min(...centres);
      if (spread === 0 || spread <= MOVE_STANDARD_ERRORS * error) continue;
      movable.add(key);
      const year = Number(key.slice(0, 4));
      moved.push({
        key,
        label: mid.label,
        year,
        change: hi.centre - lo.centre,
        standardErrors: error > 0 ? spread / error : null,
      });
    }
    moved.sort((a, b) => (b.standardErrors ?? Infinity) - (a.standardErrors ?? Infinity));
    return { name: axis.name, low: axis.values[0], high: axis.values[1], moved };
  });
  return { movable, effects };
}
