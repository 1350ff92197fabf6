// The realism and fairness figures of a cycle's classes: class rank against prestige (Spearman),
// the five-stars the most prestigious programs sign, and the programs outside the top 25 in prestige that
// still sign a top-25 class. Used by the realism test and the batch report (dynasty batch --dynasty).

/** The recruiting realism targets: how a signed class should look against the real ones. */
export const REALISM_TARGETS = {
  /** Spearman of class rank with prestige rank, each season. */
  spearman: [0.6, 0.85],
  /** Share of the five-stars signed by the 15 most prestigious programs, at least. */
  topFiveStarShare: 0.6,
  topFiveStarPrograms: 15,
  /** Programs outside the top 25 in prestige with a top-25 class, at least, each season. */
  risers: 3,
  risersOutside: 25,
  /** Class-rank places a good recruiter gains over the staff at a prestige 3-4 program, on average. */
  effortPlaces: 10,
} as const;

/** A program's class of a cycle beside its prestige. */
export interface ProgramClass {
  program: string;
  prestige: number;
  /** Class rank, 1 = best. */
  rank: number;
  fiveStars: number;
}

/** Ranks 1..n of the values (1 = largest), ties sharing their average rank. */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => b.v - a.v);
  const ranks = new Array<number>(values.length);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && order[end + 1].v === order[start].v) end++;
    for (let k = start; k <= end; k++) ranks[order[k].i] = (start + end) / 2 + 1;
    start = end + 1;
  }
  return ranks;
}

export function pearson(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i] - mx) * (ys[i] - my);
    sxx += (xs[i] - mx) ** 2;
    syy += (ys[i] - my) ** 2;
  }
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : 0;
}

/** Spearman correlation of class rank with prestige rank (both 1 = best; ties averaged). */
export function classRankVsPrestige(classes: readonly ProgramClass[]): number {
  return pearson(
    averageRanks(classes.map((c) => c.prestige)),
    classes.map((c) => c.rank),
  );
}

/** The n most prestigious programs (ties by name, a fixed order). */
export function topByPrestige(classes: readonly Pick<ProgramClass, 'program' | 'prestige'>[], n: number): Set<string> {
  return new Set(
    classes
      .slice()
      .sort((a, b) => b.prestige - a.prestige || (a.program < b.program ? -1 : 1))
      .slice(0, n)
      .map((c) => c.program),
  );
}

/** Five-stars signed in all, and by the n most prestigious programs. */
export function fiveStarsOfTop(
  classes: readonly ProgramClass[],
  n: number = REALISM_TARGETS.topFiveStarPrograms,
): { all: number; top: number } {
  const top = topByPrestige(classes, n);
  return {
    all: classes.reduce((sum, c) => sum + c.fiveStars, 0),
    top: classes.filter((c) => top.has(c.program)).reduce((sum, c) => sum + c.fiveStars, 0),
  };
}

/** Programs outside the n most prestigious with a top-n class. */
export function risersOutsideTop(
  classes: readonly ProgramClass[],
  n: number = REALISM_TARGETS.risersOutside,
): string[] {
  const top = topByPrestige(classes, n);
  return classes
    .filter((c) => c.rank <= n && !top.has(c.program))
    .sort((a, b) => a.rank - b.rank)
    .map((c) => c.program);
}
