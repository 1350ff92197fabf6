// A program's prestige from one season to the next.

import { PRESTIGE_MOVE_MARGIN, PRESTIGE_RANK_BONUS, PRESTIGE_SEASON_WEIGHTS } from './tuning.js';

export interface ProgramResults {
  team: string;
  prestige: number;
  ceiling: number;
  floor: number;
  /** Recent seasons, most recent first: final rank (0 = unranked) and win percentage. */
  seasons: readonly { finalRank: number; winPct: number }[];
}

/** One season's results as a single number: winning, and finishing ranked (more for a higher rank). */
function seasonScore(finalRank: number, winPct: number): number {
  const rankBonus = finalRank >= 1 && finalRank <= 25 ? (PRESTIGE_RANK_BONUS * (26 - finalRank)) / 25 : 0;
  return winPct + rankBonus;
}

/**
 * Next season's prestige of every program, judged against the league rather than on an absolute scale, so
 * the league's spread of prestige stays what it is (a fixed scale lifted half the league a tier in one
 * offseason). For each of the last three seasons the programs are ordered by their results, and the k-th
 * best is worth the k-th highest prestige the league holds now; a program's worth is those seasons'
 * worths weighted 3-2-1 from the most recent. It moves one step toward its worth when it is a full tier or
 * more away, never more than one step a season, always within its floor and ceiling. Programs without a
 * season (new to FBS) keep their prestige.
 */
export function leaguePrestige(programs: readonly ProgramResults[]): Map<string, number> {
  const worthSum = new Map<string, number>();
  const weightSum = new Map<string, number>();
  for (let back = 0; back < PRESTIGE_SEASON_WEIGHTS.length; back++) {
    const playing = programs.filter((p) => p.seasons.length > back);
    const slots = playing.map((p) => p.prestige).sort((a, b) => b - a);
    const ordered = playing
      .map((p) => ({ team: p.team, score: seasonScore(p.seasons[back].finalRank, p.seasons[back].winPct) }))
      .sort((a, b) => b.score - a.score || (a.team < b.team ? -1 : 1));
    ordered.forEach(({ team }, k) => {
      worthSum.set(team, (worthSum.get(team) ?? 0) + PRESTIGE_SEASON_WEIGHTS[back] * slots[k]);
      weightSum.set(team, (weightSum.get(team) ?? 0) + PRESTIGE_SEASON_WEIGHTS[back]);
    });
  }
  const next = new Map<string, number>();
  for (const p of programs) {
    const low = Math.max(1, Math.min(p.floor, p.ceiling));
    const high = Math.min(7, Math.max(p.floor, p.ceiling));
    let now = Math.max(low, Math.min(high, Math.round(p.prestige)));
    const weights = weightSum.get(p.team);
    if (weights) {
      const worth = worthSum.get(p.team)! / weights;
      if (worth >= now + PRESTIGE_MOVE_MARGIN) now += 1;
      else if (worth <= now - PRESTIGE_MOVE_MARGIN) now -= 1;
    }
    next.set(p.team, Math.max(low, Math.min(high, now)));
  }
  return next;
}
