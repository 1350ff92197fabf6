// Strength of record: how good a team's record is given its schedule, whatever its roster.

import { winnerOf, opponentOf, scoreFor, siteFor, type PlayedGame } from '../season/results.js';
import { LOG_ODDS_PER_SD, winProbability } from './strength.js';
import {
  HOME_FIELD_POINTS, MARGIN_SD, POINTS_PER_STRENGTH_SD, RESUME_MARGIN_CAP, RESUME_MARGIN_WEIGHT, RESUME_PRIOR_SD,
} from './tuning.js';

/** Strength of a team not in the list (an opponent outside FBS): well below an average FBS team. */
const UNKNOWN_OPPONENT_STRENGTH = -2;

function decidedGamesOf(team: string, games: readonly PlayedGame[]): PlayedGame[] {
  return games.filter((g) => (g.home === team || g.away === team) && winnerOf(g) !== null);
}

/**
 * Expected losses of an average top-25 team against this schedule minus the team's actual losses
 * (ESPN's strength of record asks the same question as a probability). Null before the first game.
 */
export function strengthOfRecord(
  team: string,
  games: readonly PlayedGame[],
  strength: ReadonlyMap<string, number>,
  benchmark: number,
): number | null {
  const played = decidedGamesOf(team, games);
  if (played.length === 0) return null;
  let expectedLosses = 0;
  let losses = 0;
  for (const game of played) {
    const opponent = strength.get(opponentOf(game, team)) ?? UNKNOWN_OPPONENT_STRENGTH;
    expectedLosses += 1 - winProbability(benchmark - opponent, siteFor(game, team));
    if (winnerOf(game) !== team) losses++;
  }
  return Math.round((expectedLosses - losses) * 10) / 10;
}

/**
 * The strength a team's results say it has: the most likely strength given its wins and losses and its
 * (capped) scoring margins against opponents of known strength, starting from its roster strength as a prior
 * worth less than one game. Each win raises it and each loss lowers it, most for an upset; a rout says a little
 * more than a close win. Voters look at the record first, so the margins count less than the results.
 */
export function resumeRating(
  team: string,
  games: readonly PlayedGame[],
  strength: ReadonlyMap<string, number>,
): number {
  const prior = strength.get(team) ?? 0;
  const results = decidedGamesOf(team, games).map((game) => {
    const { pointsFor, pointsAgainst } = scoreFor(game, team);
    return {
      opponent: strength.get(opponentOf(game, team)) ?? UNKNOWN_OPPONENT_STRENGTH,
      site: siteFor(game, team),
      won: winnerOf(game) === team ? 1 : 0,
      margin: Math.max(-RESUME_MARGIN_CAP, Math.min(RESUME_MARGIN_CAP, pointsFor - pointsAgainst)),
    };
  });
  const priorPrecision = 1 / RESUME_PRIOR_SD ** 2;
  // A margin read as strength: points over POINTS_PER_STRENGTH_SD, with the game's noise (MARGIN_SD) scaled up so
  // a margin weighs RESUME_MARGIN_WEIGHT of what it would as a measurement.
  const marginPrecision = RESUME_MARGIN_WEIGHT * (POINTS_PER_STRENGTH_SD / MARGIN_SD) ** 2;
  let rating = prior;
  // Newton's method on a concave log-posterior: a dozen steps reach machine precision.
  for (let step = 0; step < 12; step++) {
    let gradient = -(rating - prior) * priorPrecision;
    let curvature = priorPrecision;
    for (const r of results) {
      const p = winProbability(rating - r.opponent, r.site);
      gradient += LOG_ODDS_PER_SD * (r.won - p);
      curvature += LOG_ODDS_PER_SD ** 2 * p * (1 - p);
      const expectedMargin = (rating - r.opponent) * POINTS_PER_STRENGTH_SD + r.site * HOME_FIELD_POINTS;
      gradient += marginPrecision * (r.margin - expectedMargin) / POINTS_PER_STRENGTH_SD;
      curvature += marginPrecision;
    }
    const move = gradient / curvature;
    rating += move;
    if (Math.abs(move) < 1e-9) break;
  }
  return rating;
}
