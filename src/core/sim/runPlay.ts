// Running plays: who carries, how far he gets, whether he holds on to the ball.

import { Carrier } from './calls.js';
import { toEdge, turnoverReturn, wholeExponential } from './edges.js';
import { clamp } from '../stats/math.js';
import { PlayKind, type Outcome } from './outcome.js';
// Import circle: the game's state runs this step of the play, which reads it (a type only).
import type { GameState } from './state.js';
import {
  FUMBLE,
  PLAY_SECONDS,
  PLAY_SECONDS_PER_10_YARDS,
  QB_RUN_SHARE,
  RUN,
  SCRAMBLE,
  SWEEP_SHARE,
  TALENT_SCALE,
  TURNOVER_RETURN,
  TACKLE_ASSIST,
} from './tuning.js';
import { DRAW, drawFrom } from './weightedPick.js';

/** Share of designed runs the quarterback keeps, by his mobility. */
export function qbRunShare(qbMobility: number): number {
  return clamp(
    QB_RUN_SHARE.base + (QB_RUN_SHARE.perMobility * (qbMobility - 70)) / 10,
    QB_RUN_SHARE.min,
    QB_RUN_SHARE.max,
  );
}

/** Tackle, ball security and fumble recovery after a ball carrier's run of `o.yards`; tacklers: the draw (DRAW) of the run, short or deep tacklers. */
export function finishCarry(
  s: GameState,
  o: Outcome,
  carrierSecurity: number,
  fumbleBase: number,
  tacklers: number,
): void {
  const rng = s.rng;
  const def = s.onField[1 - s.offense];
  const yardsToGoal = 100 - s.ballOn;
  if (o.yards >= yardsToGoal) {
    o.yards = yardsToGoal;
    return;
  }
  o.defender = o.outOfBounds && rng.below(0.5) ? -1 : drawFrom(def, tacklers, rng);
  // A shared tackle: a second tackler from the same draw (the same man drawn twice: a tackle of his own).
  if (o.defender >= 0 && rng.below(TACKLE_ASSIST)) {
    const second = drawFrom(def, tacklers, rng);
    if (second !== o.defender) o.assister = second;
  }
  const security = clamp(1 + (70 - carrierSecurity) / 25, 0.4, 2);
  if (rng.below(fumbleBase * s.rules.play.fumble * security)) {
    o.fumble = true;
    if (rng.below(FUMBLE.lostShare)) {
      o.fumbleLost = true;
      o.recoverer = drawFrom(def, DRAW.runTacklers, rng);
      o.returnYards = turnoverReturn(rng, TURNOVER_RETURN.fumble);
    }
  }
}

/** The carrier of a called run (calls.ts): `u` the draw that picks him. */
function calledCarrier(s: GameState, carrier: Carrier, u: number): number {
  const off = s.onField[s.offense];
  if (carrier === Carrier.Qb) return off.qb;
  // The read option: the quarterback keeps it about half the time.
  if (carrier === Carrier.Read && u < 0.5) return off.qb;
  if (carrier === Carrier.Outside && u < 0.35) return drawFrom(off, DRAW.sweepers, s.rng);
  return drawFrom(off, DRAW.backs, s.rng);
}

/** A designed run: back, quarterback keeper or receiver sweep. */
export function resolveRun(s: GameState, o: Outcome): void {
  const rng = s.rng;
  const side = s.offense;
  const lineup = s.lineups[side];
  const off = s.onField[side];
  const m = s.matchups[side];
  const t = s.tactic;
  const u = rng.next();
  const qbShare = m.qbRunShare;
  let carrier: number;
  if (t.carrier !== Carrier.Any) carrier = calledCarrier(s, t.carrier, u);
  else if (u < qbShare) carrier = off.qb;
  else if (u < qbShare + SWEEP_SHARE) carrier = drawFrom(off, DRAW.sweepers, rng);
  else carrier = drawFrom(off, DRAW.backs, rng);
  // The edge: the blocking (matchup.ts), the runner against the tacklers, the day.
  const tackling = s.onField[1 - side].ratings.tackling;
  const a = lineup.players[carrier].attributes;
  // His ball-carrier skill (lineup.ts): 0.3 speed + 0.3 agility + 0.22 carrying + 0.18 strength.
  const runSkill = 0.3 * a.speed + 0.3 * a.agility + 0.22 * a.carrying + 0.18 * a.strength;
  const edge =
    ((m.runFront + 0.4 * (runSkill - tackling) + s.dayEdges[side] + s.preventEdge + s.situationEdge + t.runEdge)
      * TALENT_SCALE
      * s.rules.play.talent)
    / 10;
  o.kind = PlayKind.Run;
  o.carrier = carrier;
  // The run's yards for the edge: a tackle for loss, an ordinary gain, or a breakaway.
  const shortYardage = s.distance <= 2;
  const loss = clamp(RUN.lossBase - RUN.lossEdge * edge + (shortYardage ? 0.03 : 0) + t.runLoss, 0.02, 0.3);
  let yards: number;
  if (rng.below(loss)) yards = -1 - Math.floor(rng.next() * rng.next() * 4);
  else {
    const breakaway = clamp(RUN.breakBase + RUN.breakEdge * edge + t.runBreak, 0.005, 0.15);
    if (!shortYardage && rng.below(breakaway)) yards = RUN.breakStart + wholeExponential(rng, RUN.breakMean);
    else {
      const core =
        RUN.coreMean
        + s.rules.play.runYards
        + RUN.coreEdge * edge
        + (shortYardage ? RUN.shortYardageMean : lineup.players[carrier].pos === 'RB' ? -RUN.backBox : 0)
        + RUN.coreSd * rng.normal();
      yards = Math.max(0, Math.round(core));
    }
  }
  o.yards = yards;
  // A quarterback sneak goes up the middle and ends in the pile, never out of bounds (the draw is kept so the rest of
  // the game's draws stay where they were).
  const outOfBounds = rng.below(o.yards >= 10 ? RUN.outOfBounds * 2 : RUN.outOfBounds);
  o.outOfBounds = outOfBounds && t.carrier !== Carrier.Qb;
  finishCarry(s, o, a.carrying, FUMBLE.run, DRAW.runTacklers);
  o.seconds = PLAY_SECONDS.run + (Math.max(0, o.yards) * PLAY_SECONDS_PER_10_YARDS) / 10;
}

/** The quarterback escapes the pocket and runs. */
export function resolveScramble(s: GameState, o: Outcome, qb: number): void {
  const rng = s.rng;
  const side = s.offense;
  const lineup = s.lineups[side];
  const a = lineup.players[qb].attributes;
  // His ball-carrier skill (lineup.ts): 0.3 speed + 0.3 agility + 0.22 carrying + 0.18 strength.
  const runSkill = 0.3 * a.speed + 0.3 * a.agility + 0.22 * a.carrying + 0.18 * a.strength;
  const edge = toEdge(runSkill - s.onField[1 - side].ratings.tackling + s.dayEdges[side]);
  let yards = Math.round(SCRAMBLE.coreMean + edge + SCRAMBLE.coreSd * rng.normal());
  if (rng.below(SCRAMBLE.breakChance)) yards += 8 + wholeExponential(rng, 14);
  o.kind = PlayKind.Scramble;
  o.carrier = qb;
  o.yards = Math.max(-2, yards);
  o.outOfBounds = rng.below(SCRAMBLE.outOfBounds);
  finishCarry(s, o, a.carrying, FUMBLE.run, DRAW.shortTacklers);
  o.seconds = PLAY_SECONDS.pass + (Math.max(0, o.yards) * PLAY_SECONDS_PER_10_YARDS) / 10;
}
