// Running plays: who carries, how far he gets, whether he holds on to the ball.

import { clamp, exponential, toEdge, turnoverReturn } from './edges.js';
import { PlayKind, type Outcome } from './outcome.js';
import type { GameState } from './state.js';
import {
  FUMBLE, PLAY_SECONDS, PLAY_SECONDS_PER_10_YARDS, QB_RUN_SHARE, RUN, SCRAMBLE, SWEEP_SHARE, TALENT_SCALE, TURNOVER_RETURN,
} from './tuning.js';
import { drawFrom } from './weightedPick.js';

/** Share of designed runs the quarterback keeps, by his mobility. */
export function qbRunShare(qbMobility: number): number {
  return clamp(QB_RUN_SHARE.base + (QB_RUN_SHARE.perMobility * (qbMobility - 70)) / 10, QB_RUN_SHARE.min, QB_RUN_SHARE.max);
}

/** Yards of a run for an edge: tackles for loss, an ordinary gain, or a breakaway. */
export function runYards(s: GameState, edge: number, shortYardage: boolean): number {
  const rng = s.rng;
  const pLoss = clamp(RUN.lossBase - RUN.lossEdge * edge + (shortYardage ? 0.03 : 0), 0.02, 0.3);
  if (rng.below(pLoss)) return -1 - Math.floor(rng.next() * rng.next() * 4);
  const pBreak = clamp(RUN.breakBase + RUN.breakEdge * edge, 0.005, 0.15);
  if (!shortYardage && rng.below(pBreak)) return RUN.breakStart + Math.floor(exponential(rng, RUN.breakMean));
  const core = RUN.coreMean + RUN.coreEdge * edge + (shortYardage ? RUN.shortYardageMean : 0) + RUN.coreSd * rng.normal();
  return Math.max(0, Math.round(core));
}

/** Tackle, ball security and fumble recovery after a ball carrier's run of `o.yards`. */
export function finishCarry(s: GameState, o: Outcome, carrierSecurity: number, fumbleBase: number, tacklers: 'run' | 'short' | 'deep'): void {
  const rng = s.rng;
  const def = s.onField[1 - s.offense];
  const pick = tacklers === 'run' ? def.runTacklers : tacklers === 'short' ? def.shortTacklers : def.deepTacklers;
  const yardsToGoal = 100 - s.ballOn;
  if (o.yards >= yardsToGoal) {
    o.yards = yardsToGoal;
    return;
  }
  o.defender = o.outOfBounds && rng.below(0.5) ? -1 : drawFrom(pick, rng);
  const pFumble = fumbleBase * clamp(1 + (70 - carrierSecurity) / 25, 0.4, 2);
  if (rng.below(pFumble)) {
    o.fumble = true;
    if (rng.below(FUMBLE.lostShare)) {
      o.fumbleLost = true;
      o.recoverer = drawFrom(def.runTacklers, rng);
      o.returnYards = turnoverReturn(rng, TURNOVER_RETURN.fumble);
    }
  }
}

/** A designed run: back, quarterback keeper or receiver sweep. */
export function resolveRun(s: GameState, o: Outcome): void {
  const rng = s.rng;
  const side = s.offense;
  const lineup = s.lineups[side];
  const off = s.onField[side];
  const m = s.matchups[side];
  const u = rng.next();
  const qbShare = m.qbRunShare;
  let carrier: number;
  if (u < qbShare) carrier = off.qb;
  else if (u < qbShare + SWEEP_SHARE) carrier = drawFrom(off.sweepers, rng);
  else carrier = drawFrom(off.backs, rng);
  // toEdge, written out: the blocking (matchup.ts), the runner against the tacklers, the day.
  const tackling = s.onField[1 - side].ratings.tackling;
  const edge = ((m.runFront + 0.4 * (lineup.runSkill[carrier] - tackling) + s.dayEdges[side]) * TALENT_SCALE) / 10;
  o.kind = PlayKind.Run;
  o.carrier = carrier;
  o.yards = runYards(s, edge, s.distance <= 2);
  o.outOfBounds = rng.below(o.yards >= 10 ? RUN.outOfBounds * 2 : RUN.outOfBounds);
  finishCarry(s, o, lineup.players[carrier].attributes.carrying, FUMBLE.run, 'run');
  o.seconds = PLAY_SECONDS.run + (Math.max(0, o.yards) * PLAY_SECONDS_PER_10_YARDS) / 10;
}

/** The quarterback escapes the pocket and runs. */
export function resolveScramble(s: GameState, o: Outcome, qb: number): void {
  const rng = s.rng;
  const side = s.offense;
  const lineup = s.lineups[side];
  const edge = toEdge(lineup.runSkill[qb] - s.onField[1 - side].ratings.tackling + s.dayEdges[side]);
  let yards = Math.round(SCRAMBLE.coreMean + edge + SCRAMBLE.coreSd * rng.normal());
  if (rng.below(SCRAMBLE.breakChance)) yards += 8 + Math.floor(exponential(rng, 14));
  o.kind = PlayKind.Scramble;
  o.carrier = qb;
  o.yards = Math.max(-2, yards);
  o.outOfBounds = rng.below(SCRAMBLE.outOfBounds);
  finishCarry(s, o, lineup.players[qb].attributes.carrying, FUMBLE.run, 'short');
  o.seconds = PLAY_SECONDS.pass + (Math.max(0, o.yards) * PLAY_SECONDS_PER_10_YARDS) / 10;
}
