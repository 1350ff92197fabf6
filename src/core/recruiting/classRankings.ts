// Class rankings: the wire format's order (0.92 x average stars + 0.08 x class size, ties by points)
// and a points ranking (247Sports-style, each signee worth points by stars).

import { CLASS_SIZE_WEIGHT, CLASS_STAR_WEIGHT, STAR_POINTS } from './tuning.js';

export interface ClassSignee {
  stars: number;
}

export interface ClassRanking {
  program: string;
  rank: number;
  size: number;
  fiveStars: number;
  fourStars: number;
  threeStars: number;
  avgStars: number;
  /** 0.92 x average stars + 0.08 x class size. */
  weightedScore: number;
  /** Sum of each signee's STAR_POINTS. */
  points: number;
  /** Rank by points alone. */
  pointsRank: number;
}

export function classPoints(signees: readonly ClassSignee[]): number {
  return signees.reduce((sum, s) => sum + STAR_POINTS[Math.max(1, Math.min(5, s.stars)) - 1], 0);
}

/** Every program's class ranked, best first; an empty class ranks last (score 0). */
export function rankClasses(classes: Readonly<Record<string, readonly ClassSignee[]>>): ClassRanking[] {
  const rows: ClassRanking[] = Object.entries(classes).map(([program, signees]) => {
    const size = signees.length;
    const avgStars = size > 0 ? signees.reduce((sum, s) => sum + s.stars, 0) / size : 0;
    return {
      program,
      rank: 0,
      size,
      fiveStars: signees.filter((s) => s.stars === 5).length,
      fourStars: signees.filter((s) => s.stars === 4).length,
      threeStars: signees.filter((s) => s.stars === 3).length,
      avgStars,
      weightedScore: size > 0 ? CLASS_STAR_WEIGHT * avgStars + CLASS_SIZE_WEIGHT * size : 0,
      points: classPoints(signees),
      pointsRank: 0,
    };
  });
  const byName = (a: ClassRanking, b: ClassRanking) => (a.program < b.program ? -1 : a.program > b.program ? 1 : 0);
  rows
    .sort((a, b) => b.points - a.points || byName(a, b))
    .forEach((row, i) => {
      row.pointsRank = i + 1;
    });
  rows
    .sort((a, b) => b.weightedScore - a.weightedScore || b.points - a.points || byName(a, b))
    .forEach((row, i) => {
      row.rank = i + 1;
    });
  return rows;
}
