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
 * worths weighted 3-2-1 from the most recent. A program a full tier or more below its worth climbs one step
 * when a program of the tier above is a full tier or more above its own worth and falls in exchange (the
 * best climbers and the worst fallers first), never more than one step a season, always within its floor
 * and ceiling. Programs without a season (new to FBS) keep their prestige.
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
  // Promotion and relegation across each boundary between two tiers: a program climbs only as another
  // falls, so floors and ceilings (which stop some falls) cannot drain a tier over the seasons.
  const next = new Map(programs.map((p) => [p.team, Math.round(p.prestige)]));
  const worthOf = (p: ProgramResults): number | null => {
    const weights = weightSum.get(p.team);
    return weights ? worthSum.get(p.team)! / weights : null;
  };
  for (let tier = 1; tier < 7; tier++) {
    const risers = programs
      .filter(
        (p) => Math.round(p.prestige) === tier && p.ceiling > tier && (worthOf(p) ?? 0) >= tier + PRESTIGE_MOVE_MARGIN,
      )
      .sort((a, b) => worthOf(b)! - worthOf(a)! || (a.team < b.team ? -1 : 1));
    const fallers = programs
      .filter(
        (p) =>
          Math.round(p.prestige) === tier + 1
          && p.floor <= tier
          && (worthOf(p) ?? 99) <= tier + 1 - PRESTIGE_MOVE_MARGIN,
      )
      .sort((a, b) => worthOf(a)! - worthOf(b)! || (a.team < b.team ? -1 : 1));
    const swaps = Math.min(risers.length, fallers.length);
    for (let i = 0; i < swaps; i++) {
      next.set(risers[i].team, tier + 1);
      next.set(fallers[i].team, tier);
    }
  }
  return next;
}
