// What the coaches decide: tempo, run or pass, fourth downs, the try after a touchdown, onside kicks,
// kneel-downs. Pure functions of the game situation so tests can set an exact state and check the call.

import { leanProbability } from './plan.js';
import {
  FIELD_GOAL,
  FIELD_GOAL_RANGE,
  GO_IN_RANGE,
  KNEEL_IN_ROUT,
  PASS_RATE,
  PLAY_FOR_FIELD_GOAL,
  PROTECT_LEAD,
} from './tuning.js';

/** The situation the offense faces before a snap. */
export interface Situation {
  quarter: number;
  /** Seconds left in the quarter. */
  clock: number;
  down: number;
  distance: number;
  /** Yards from the offense's own goal line. */
  ballOn: number;
  /** Offense's points minus the defense's. */
  lead: number;
  offenseTimeouts: number;
  defenseTimeouts: number;
  /** Overtime period (0 in regulation). */
  overtime: number;
  /** Longest field goal the offense's coach will try with his kicker (absent: no kick in range). */
  kickRange?: number;
  /** The offense's points (absent: not known, as in a situation set up by hand). */
  points?: number;
}

export type Tempo = 'normal' | 'fast' | 'hurry' | 'milk';
export type FourthDownCall = 'go' | 'punt' | 'fieldGoal';

export function secondsLeftInHalf(s: Situation): number {
  return s.quarter === 1 || s.quarter === 3 ? s.clock + 900 : s.clock;
}

export function secondsLeftInGame(s: Situation): number {
  return Math.max(0, 4 - s.quarter) * 900 + s.clock;
}

/** Longest field goal (in yards) the coach will try with this kicker, `short` yards less in an earlier era. */
export function fieldGoalRange(kickPower: number, short = 0): number {
  const r = FIELD_GOAL_RANGE.base + FIELD_GOAL_RANGE.powerPerPoint * (kickPower - 65) - short;
  return Math.max(FIELD_GOAL_RANGE.min, Math.min(FIELD_GOAL_RANGE.max, Math.round(r)));
}

export function fieldGoalDistance(ballOn: number): number {
  return 100 - ballOn + FIELD_GOAL.snapYards;
}

/**
 * Offensive tempo: the two-minute drill when behind late (or before the half with the ball in good
 * position), an up-tempo pace when behind by two scores or more in the second half, running the clock
 * down when ahead in the fourth quarter.
 */
export function tempoFor(s: Situation): Tempo {
  if (s.overtime > 0) return 'normal';
  // Most snaps: the first quarter, the third unless far behind or far ahead (the same answer as below, sooner).
  if (s.quarter === 1 || (s.quarter === 3 && s.lead > -21 && s.lead < PROTECT_LEAD.thirdQuarter)) return 'normal';
  const half = secondsLeftInHalf(s);
  const game = secondsLeftInGame(s);
  if (s.quarter === 2 && half <= 120) {
    return s.ballOn >= 30 || half >= 75 ? 'hurry' : 'milk';
  }
  if (s.quarter === 4) {
    const lead = s.lead;
    const ahead = lead > 0,
      tied = lead === 0,
      wayBehind = lead < -8;
    const closing = game <= 150,
      lastSix = game <= 360,
      lastTen = game <= 600,
      overMinute = game >= 75;
    const deep = s.ballOn >= 30,
      twoScores = lead >= 14;
    // Tied or down by a point or two, late, with the kick already in range: play for the field goal (run the ball and
    // the clock, kick on fourth down or as time runs out), as coaches do, not for a touchdown.
    const kickWins =
      lead <= 0
      && lead >= -2
      && closing
      && fieldGoalDistance(s.ballOn) + PLAY_FOR_FIELD_GOAL.yardsInside <= (s.kickRange ?? 0);
    if (kickWins) return 'milk';
    if (ahead) return lastTen || twoScores ? 'milk' : 'normal';
    if (tied) return !closing ? 'normal' : deep || overMinute ? 'hurry' : 'milk';
    // Too far behind to come back: the trailing coach plays it out (no hurry-up, no heaves to his reserves).
    if (lead <= -PROTECT_LEAD.rout) return 'normal';
    if (closing || (wayBehind && lastSix)) return 'hurry';
    if (wayBehind) return 'fast';
  }
  if (s.quarter === 3 && s.lead <= -21) return 'fast';
  // Far ahead in the third quarter: run the ball and the clock (a real coach stops adding to a rout).
  if (s.quarter === 3 && s.lead >= PROTECT_LEAD.thirdQuarter) return 'milk';
  return 'normal';
}

/**
 * Chance the play call is a pass, from down, distance, field, score and time, and the coach's scheme (passLean:
 * log-odds from his plan; the clock's demands in a two-minute drill or when milking a lead still win).
 */
export function passProbability(s: Situation, tempo: Tempo, passLean = 0): number {
  return leanProbability(situationalPassRate(s, tempo), passLeanShare(s, tempo) * passLean);
}

/** The pass chance of the situation before the coach's lean. */
export function situationalPassRate(s: Situation, tempo: Tempo): number {
  const yardsToGoal = 100 - s.ballOn;
  let p: number;
  if (s.down === 1) p = PASS_RATE.firstDown;
  else if (s.down === 2)
    p = s.distance >= 7 ? PASS_RATE.secondLong : s.distance >= 3 ? PASS_RATE.secondMedium : PASS_RATE.secondShort;
  else if (s.down === 3)
    p = s.distance >= 7 ? PASS_RATE.thirdLong : s.distance >= 3 ? PASS_RATE.thirdMedium : PASS_RATE.thirdShort;
  else p = s.distance <= 2 ? PASS_RATE.fourthShort : PASS_RATE.fourthLong;
  if (yardsToGoal <= 3 && s.distance <= 3) p = Math.min(p, PASS_RATE.goalLine);
  if (tempo === 'hurry') p = Math.max(p, s.down >= 3 && s.distance >= 5 ? PASS_RATE.fourthLong : PASS_RATE.hurry);
  else if (tempo === 'milk')
    p = Math.min(
      p,
      s.lead >= PROTECT_LEAD.rout && s.quarter >= 3
        ? PASS_RATE.rout
        : s.distance >= 8 && s.down >= 3
          ? 0.5
          : PASS_RATE.milk,
    );
  else if (chasing(s, tempo)) p = Math.max(p, PASS_RATE.trailingBig);
  return p;
}

/**
 * Chasing the game: throwing more, when far behind in the second half, unless a rout in the fourth quarter (when
 * the trailing coach plays it out).
 */
export function chasing(s: Situation, tempo: Tempo): boolean {
  return tempo === 'fast' || (s.quarter >= 3 && s.lead <= -14 && !(s.quarter === 4 && s.lead <= -PROTECT_LEAD.rout));
}

/** The shares of the coach's lean that count: in full, in a hurry, when chasing the game (see leanShareIndex). */
export const LEAN_SHARES = [1, 0.3, 0.6] as const;

/**
 * Which share of the coach's lean counts (an index into LEAN_SHARES): the clock's demands outweigh the scheme, so it
 * counts for less in a hurry or when chasing the game.
 */
export function leanShareIndex(s: Situation, tempo: Tempo): 0 | 1 | 2 {
  if (tempo === 'hurry') return 1;
  if (tempo === 'milk') return 0;
  if (chasing(s, tempo)) return 2;
  return 0;
}

/** How much of the coach's lean counts (LEAN_SHARES at leanShareIndex). */
export function passLeanShare(s: Situation, tempo: Tempo): number {
  return LEAN_SHARES[leanShareIndex(s, tempo)];
}

/**
 * Fourth down, like a modern coach: go for it on short yardage around midfield and whenever the
 * clock and score demand it, kick field goals in range, punt otherwise. aggression: yards a bold coach
 * adds to the distances he goes for (a cautious one takes them away).
 */
export function fourthDownDecision(s: Situation, kickerRange: number, aggression = 0): FourthDownCall {
  const dist = s.distance;
  const ytg = 100 - s.ballOn;
  const fgDist = ytg + FIELD_GOAL.snapYards;
  const inRange = fgDist <= kickerRange;
  if (s.overtime > 0) return overtimeFourthDown(s, inRange);

  const half = secondsLeftInHalf(s);
  const game = secondsLeftInGame(s);
  // Last snap of a half: points if the kicker can get them, else a heave (nothing to lose by going).
  if ((s.quarter === 2 || s.quarter === 4) && half <= 12) {
    if (inRange && (s.quarter === 2 || s.lead >= -3)) return 'fieldGoal';
    return s.quarter === 2 && s.ballOn < 50 ? 'punt' : 'go';
  }
  // Down a rout in the second half, the trailing coach plays it out too: he punts from his own end rather than hand a
  // short field to a team already far ahead (at the opponent's end he plays on as usual, without the chaser's boost).
  const routed = s.quarter >= 3 && s.lead <= -PROTECT_LEAD.rout;
  if (routed && s.ballOn < 50) return 'punt';
  if (s.quarter === 4 && s.lead < 0 && !routed) {
    const need = -s.lead;
    if (need <= 3 && inRange) return 'fieldGoal';
    // A field goal still leaves a one-score game with time to get the ball back.
    if (need > 8 && need <= 11 && inRange && game >= 90) return 'fieldGoal';
    if (game <= 150) return 'go';
    if (need > 3 && game <= 330 && (dist <= 6 || s.ballOn >= 50)) return 'go';
    if (need > 8 && game <= 600 && dist <= 4 && s.ballOn >= 30) return 'go';
  }
  // A rout in the second half: no going for it, take the points or punt (a coach does not run up the score).
  if (s.quarter >= 3 && s.lead >= PROTECT_LEAD.rout) return inRange ? 'fieldGoal' : 'punt';
  if (s.quarter === 4 && s.lead > 0 && game <= 120) {
    // Protect the lead: points or field position, never a short field for the opponent.
    if (inRange) return 'fieldGoal';
    return 'punt';
  }
  // Behind by two scores or more in the second half: more aggressive by a yard.
  const boost = (s.quarter >= 3 && s.lead <= -9 && !routed ? 1 : 0) + aggression;
  if (inRange) {
    if (ytg <= GO_IN_RANGE.nearGoal && dist <= GO_IN_RANGE.nearGoalDistance) return 'go';
    if (dist <= GO_IN_RANGE.distance + boost && fgDist >= 30) return 'go';
    if (dist <= GO_IN_RANGE.distance + 1 + boost && fgDist >= GO_IN_RANGE.longKick) return 'go';
    return 'fieldGoal';
  }
  if (s.ballOn >= 60) return dist <= 6 + boost ? 'go' : 'punt';
  if (s.ballOn >= 50) return dist <= 4 + boost ? 'go' : 'punt';
  if (s.ballOn >= 40) return dist <= 2 + boost ? 'go' : 'punt';
  if (s.ballOn >= 28) return dist <= 1 + boost ? 'go' : 'punt';
  return 'punt';
}

/**
 * Overtime fourth down: kick when in range and a field goal ties, wins or puts the team ahead (the
 * first possession); go for it when only a touchdown will do or the kick is out of range.
 */
function overtimeFourthDown(s: Situation, inRange: boolean): FourthDownCall {
  return inRange && s.lead >= -3 ? 'fieldGoal' : 'go';
}

/** Seconds left in the game from which a team down 8 after a touchdown goes for two. */
const TWO_FOR_EIGHT_SECONDS = 120;

/** Leads after a touchdown (before the try) at which the chart says go for two. */
const TWO_POINT_CHART: ReadonlySet<number> = new Set([-2, -5, -9, -10, -13, -16, -17, 1, 4, 5, 12, 15, 19]);

/**
 * Go for two? The standard chart (Vermeil's, the one college staffs carry), by the scoring team's lead
 * after the touchdown, used in the fourth quarter; earlier the kick is automatic.
 */
export function goForTwo(leadAfterTouchdown: number, quarter: number, secondsLeft: number): boolean {
  if (quarter < 4) return false;
  // When nothing can follow, only the result of this try matters: two to tie when down 2; down 1, kick to tie.
  if (secondsLeft === 0) return leadAfterTouchdown === -2;
  // Down 8 after a touchdown late, go for two now: made, a touchdown and the kick win; missed, there is still time to
  // learn it and play for the tie (the analytics answer, taken late in the game).
  if (leadAfterTouchdown === -8) return secondsLeft <= TWO_FOR_EIGHT_SECONDS;
  return TWO_POINT_CHART.has(leadAfterTouchdown);
}

/** Onside kick: only when behind late and the ball is needed back. */
export function onsideKick(leadOfKicker: number, quarter: number, secondsLeftInGame: number): boolean {
  if (quarter !== 4 || leadOfKicker >= 0) return false;
  const need = -leadOfKicker;
  if (need > 24) return false;
  if (need > 8) return secondsLeftInGame <= 360;
  return secondsLeftInGame <= 150;
}

/**
 * Take a knee? When ahead and the kneels (with the defense's timeouts) run out the clock, or to end a
 * half the offense is not trying to score in.
 */
export function shouldKneel(s: Situation, tempo: Tempo, clockRunning: boolean): boolean {
  if (s.overtime > 0 || (s.quarter !== 4 && s.quarter !== 2)) return false;
  const downsLeft = 4 - s.down + 1;
  // Each kneel takes 2 s; the play clock (39 s) runs before each one unless the defense stops it.
  const runoffs = clockRunning ? downsLeft : downsLeft - 1;
  const burnable = downsLeft * 2 + Math.max(0, runoffs - s.defenseTimeouts) * 39;
  const tiedKneel = s.clock <= 25,
    ownSide = s.ballOn < 35,
    halfKneel = s.clock <= 75,
    withinTwo = s.lead >= -14;
  // A fourth-quarter rout with 70 on the board: the coach takes a knee on first to third down rather than add to it
  // (on fourth down the rout's rule holds: a field goal in range, else a punt).
  if (s.quarter === 4 && s.down < 4 && s.lead >= KNEEL_IN_ROUT.lead && (s.points ?? 0) >= KNEEL_IN_ROUT.points)
    return true;
  if (s.quarter === 4 && s.lead > 0) return secondsLeftInGame(s) <= burnable;
  if (s.quarter === 4 && s.lead === 0) return tiedKneel && ownSide;
  if (s.quarter === 2 && tempo === 'milk') return halfKneel && withinTwo;
  return false;
}

/** Should the defense stop the clock with a timeout after this play? */
export function defenseCallsTimeout(s: Situation, clockRunning: boolean): boolean {
  if (!clockRunning || s.defenseTimeouts <= 0 || s.overtime > 0) return false;
  if (s.quarter !== 4) return false;
  const deficit = s.lead; // the offense's lead is the defense's deficit
  if (deficit <= 0 || deficit > 16) return false;
  return secondsLeftInGame(s) <= (deficit > 8 ? 300 : 190);
}

/** Should the offense stop the clock with a timeout in its two-minute drill? */
export function offenseCallsTimeout(s: Situation, clockRunning: boolean, tempo: Tempo): boolean {
  if (!clockRunning || s.offenseTimeouts <= 0 || tempo !== 'hurry' || s.overtime > 0) return false;
  const half = secondsLeftInHalf(s);
  if (s.quarter === 2) return half <= 45;
  if (s.quarter === 4 && s.lead <= 0) return half <= (s.lead < -3 ? 100 : 60);
  return false;
}
