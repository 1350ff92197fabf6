// How much a game is worth watching, the week page's order (document: GET /api/week/): mostly the two ranks,
// a little the closeness of the line, scaled 0-100 with N = the number of teams.

/** Weight of the ranks; the closeness of the game gets the rest. */
const RANK_WEIGHT = 0.9;
const CLOSENESS_WEIGHT = 0.1;
/** The best pairing (#1 v #2) averages rank 1.5: that is the rank part's maximum. */
const BEST_AVERAGE_RANK = 1.5;

export function watchabilityScore(rankA: number, rankB: number, winProbA: number, teams: number): number {
  const rankPart = Math.max(0, teams - (rankA + rankB) / 2) * RANK_WEIGHT;
  const closeness = CLOSENESS_WEIGHT * (1 - Math.abs(winProbA - (1 - winProbA))) * teams;
  const scale = RANK_WEIGHT * (teams - BEST_AVERAGE_RANK) + CLOSENESS_WEIGHT * teams;
  const score = ((rankPart + closeness) / scale) * 100;
  return Math.max(0, Math.round(score * 10) / 10);
}
