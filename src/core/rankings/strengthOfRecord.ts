// Strength of record: how good a team's record is given its schedule, whatever its roster.

import { winnerOf, type PlayedGame } from '../season/results.js';
import { LOG_ODDS_PER_SD, winProbability } from './strength.js';
import {
  HOME_FIELD_POINTS, LOGISTIC_NORMAL_SCALE, MARGIN_SD, POINTS_PER_STRENGTH_SD, RESUME_MARGIN_CAP, RESUME_MARGIN_WEIGHT, RESUME_PRIOR_SD,
} from './tuning.js';

/** Strength of a team not in the list (an opponent outside FBS): well below an average FBS team. */
const UNKNOWN_OPPONENT_STRENGTH = -2;

/** Each team's record and strength of record, by the team's index in `teams`. */
export interface TeamRecords {
  wins: Int32Array;
  losses: Int32Array;
  /**
   * Expected losses of an average top-25 team against the team's schedule minus its actual losses (ESPN's
   * strength of record asks the same question as a probability), to one decimal. Null before the first game.
   */
  strengthOfRecord: (number | null)[];
}

/**
 * Records and strengths of record of the teams (indexOf: a team's index in teams) from the games played, in one
 * pass over the games; each team's expected losses add up in the games' order. Ties count in neither.
 */
export function recordsOf(
  teams: readonly string[],
  indexOf: ReadonlyMap<string, number>,
  games: readonly PlayedGame[],
  strength: ReadonlyMap<string, number>,
  benchmark: number,
): TeamRecords {
  const wins = new Int32Array(teams.length);
  const losses = new Int32Array(teams.length);
  const expectedLosses = new Float64Array(teams.length);
  // Each game tallied by a small function: a loop body of its own over the season's games, every poll, had TurboFan
  // compile recordsOf late in a season (some 10 ms) for the few polls left.
  for (let g = 0; g < games.length; g++) tallyGame(games[g], indexOf, strength, benchmark, wins, losses, expectedLosses);
  const strengthOfRecord: (number | null)[] = [];
  for (let i = 0; i < teams.length; i++) {
    strengthOfRecord.push(wins[i] + losses[i] === 0 ? null : Math.round((expectedLosses[i] - losses[i]) * 10) / 10);
  }
  return { wins, losses, strengthOfRecord };
}

/** One game's result and expected losses for each side (recordsOf's tally; a tie counts in neither). */
function tallyGame(
  game: PlayedGame, indexOf: ReadonlyMap<string, number>, strength: ReadonlyMap<string, number>, benchmark: number,
  wins: Int32Array, losses: Int32Array, expectedLosses: Float64Array,
): void {
  const winner = winnerOf(game);
  if (winner === null) return;
  const home = indexOf.get(game.home);
  if (home !== undefined) {
    if (winner === game.home) wins[home]++;
    else losses[home]++;
    expectedLosses[home] += 1 - winProbability(benchmark - (strength.get(game.away) ?? UNKNOWN_OPPONENT_STRENGTH), game.neutral ? 0 : 1);
  }
  const away = indexOf.get(game.away);
  if (away !== undefined) {
    if (winner === game.away) wins[away]++;
    else losses[away]++;
    expectedLosses[away] += 1 - winProbability(benchmark - (strength.get(game.home) ?? UNKNOWN_OPPONENT_STRENGTH), game.neutral ? 0 : -1);
  }
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
  // The decided games' opponents, sites, results and capped margins, in scratch arrays (no object per game).
  if (games.length > scratchOpponent.length) growScratch(games.length);
  const opponents = scratchOpponent, sites = scratchSite, won = scratchWon, margins = scratchMargin;
  let count = 0;
  for (let g = 0; g < games.length; g++) {
    const game = games[g];
    if (game.home !== team && game.away !== team) continue;
    const winner = winnerOf(game);
    if (winner === null) continue;
    const home = game.home === team;
    const pointsFor = home ? game.homePoints : game.awayPoints;
    const pointsAgainst = home ? game.awayPoints : game.homePoints;
    opponents[count] = strength.get(home ? game.away : game.home) ?? UNKNOWN_OPPONENT_STRENGTH;
    sites[count] = game.neutral ? 0 : home ? 1 : -1;
    won[count] = winner === team ? 1 : 0;
    margins[count] = Math.max(-RESUME_MARGIN_CAP, Math.min(RESUME_MARGIN_CAP, pointsFor - pointsAgainst));
    count++;
  }
  let rating = prior;
  // Newton's method on a concave log-posterior: a dozen steps reach machine precision.
  for (let step = 0; step < 12; step++) {
    let gradient = -(rating - prior) * PRIOR_PRECISION;
    let curvature = PRIOR_PRECISION;
    for (let i = 0; i < count; i++) {
      // The expected margin, and from it the win probability (winProbability's own arithmetic).
      const expectedMargin = (rating - opponents[i]) * POINTS_PER_STRENGTH_SD + sites[i] * HOME_FIELD_POINTS;
      const p = 1 / (1 + Math.exp(-LOGISTIC_NORMAL_SCALE * expectedMargin / MARGIN_SD));
      gradient += LOG_ODDS_PER_SD * (won[i] - p);
      curvature += LOG_ODDS_PER_SD_SQUARED * p * (1 - p);
      gradient += MARGIN_PRECISION * (margins[i] - expectedMargin) / POINTS_PER_STRENGTH_SD;
      curvature += MARGIN_PRECISION;
    }
    const move = gradient / curvature;
    rating += move;
    if (Math.abs(move) < 1e-9) break;
  }
  return rating;
}

const PRIOR_PRECISION = 1 / RESUME_PRIOR_SD ** 2;
// A margin read as strength: points over POINTS_PER_STRENGTH_SD, with the game's noise (MARGIN_SD) scaled up so
// a margin weighs RESUME_MARGIN_WEIGHT of what it would as a measurement.
const MARGIN_PRECISION = RESUME_MARGIN_WEIGHT * (POINTS_PER_STRENGTH_SD / MARGIN_SD) ** 2;
const LOG_ODDS_PER_SD_SQUARED = LOG_ODDS_PER_SD ** 2;

// Scratch space of resumeRating (one team's games at a time; grown when a list is longer).
let scratchOpponent = new Float64Array(32);
let scratchSite = new Float64Array(32);
let scratchWon = new Float64Array(32);
let scratchMargin = new Float64Array(32);
function growScratch(size: number): void {
  scratchOpponent = new Float64Array(size);
  scratchSite = new Float64Array(size);
  scratchWon = new Float64Array(size);
  scratchMargin = new Float64Array(size);
}
