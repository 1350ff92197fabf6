// A game whose winner was forced under God Mode: played again from fresh seeds until that team wins, so the
// score, the box score and the players' lines are those of a real game it won.
import { createRng } from '../../../core/random.js';
import { simulateGame } from '../../../core/sim/game.js';
import type { GameResult, SimulateGameInput } from '../../../core/sim/types.js';

/** Tries before settling for the last one (a hopeless underdog still wins well within it). */
const FORCED_ATTEMPTS = 500;

export function simulateWithWinner(input: SimulateGameInput, winner: string, seed: string): GameResult {
  let result = simulateGame(input);
  for (let attempt = 1; attempt < FORCED_ATTEMPTS; attempt++) {
    const homeWon = result.homePoints > result.awayPoints;
    if ((homeWon ? input.home.name : input.away.name) === winner) return result;
    result = simulateGame({ ...input, rng: createRng(`${seed}:forced:${attempt}`) });
  }
  return result;
}
