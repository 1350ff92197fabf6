// A game whose winner was forced under God Mode: played again from fresh seeds until that team wins, so the
// score, the box score and the players' lines are those of a real game it won. A long shot (an FCS program at
// a top-ten team) may not win in any fair number of tries, so after every few tries the forced winner's staff
// gets a larger edge on every snap, until its win is certain: a forced winner always wins.
import { createRng } from '../../../core/random.js';
import { simulateGame } from '../../../core/sim/game.js';
import { AVERAGE_PLAN } from '../../../core/sim/plan.js';
import type { GameResult, GameTeam, SimulateGameInput } from '../../../core/sim/types.js';

/** Tries at each size of the edge. */
const TRIES_PER_EDGE = 4;
/** Rating points the forced winner's offence and defence gain at each step. */
const EDGE_STEP = 5;
/** Steps before giving up: +200 on every snap, far past any game the engine can lose. */
const EDGE_STEPS = 40;

/** The team with its staff's edge raised by `edge` rating points on offence and defence. */
function withEdge(team: GameTeam, edge: number): GameTeam {
  if (edge === 0) return team;
  const plan = team.plan ?? AVERAGE_PLAN;
  return { ...team, plan: { ...plan, offenseEdge: plan.offenseEdge + edge, defenseEdge: plan.defenseEdge + edge } };
}

/** The game as the forced winner wins it; `winner` is one of its two teams. */
export function simulateWithWinner(input: SimulateGameInput, winner: string, seed: string): GameResult {
  const side = winner === input.home.name ? 'home' : 'away';
  if (winner !== input[side].name) throw new Error(`${winner} does not play ${input.away.name} at ${input.home.name}`);
  // Its play-by-play is kept: a replay from the game's own seed (replay.ts) is not the game it won.
  input = { ...input, playByPlay: true };
  let result = simulateGame(input);
  for (let attempt = 1; result.winner !== side; attempt++) {
    const edge = EDGE_STEP * Math.floor(attempt / TRIES_PER_EDGE);
    if (edge > EDGE_STEP * EDGE_STEPS)
      throw new Error(`${winner} did not win the forced game ${input.away.name} at ${input.home.name}`);
    result = simulateGame({
      ...input,
      [side]: withEdge(input[side], edge),
      rng: createRng(`${seed}:forced:${attempt}`),
    });
  }
  return result;
}
