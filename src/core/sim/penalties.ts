// Penalties on scrimmage plays: fouls before the snap (no play) and during it, which the other team
// may accept or decline. Yardage follows NCAA rules: half the distance to the goal when the full
// penalty would exceed it; pass interference, personal fouls and roughing bring an automatic first down
// (defensive holding does not in college).

import { commitPlay, countDown } from './commit.js';
import { PlayKind, type Outcome } from './outcome.js';
import { penaltyArt, scrimmageArt } from './playArt.js';
import { describePlay } from './playText.js';
import type { GameState, TeamIndex } from './state.js';
import { PENALTY } from './tuning.js';

type Foul = { name: string; yards: number; autoFirst: boolean };

const FALSE_START: Foul = { name: 'false start', yards: 5, autoFirst: false };
const DELAY: Foul = { name: 'delay of game', yards: 5, autoFirst: false };
const FORMATION: Foul = { name: 'illegal formation', yards: 5, autoFirst: false };
const OFFSIDE: Foul = { name: 'offside', yards: 5, autoFirst: false };
const HOLDING: Foul = { name: 'holding', yards: 10, autoFirst: false };
const PERSONAL: Foul = { name: 'personal foul', yards: 15, autoFirst: true };
const PASS_INTERFERENCE: Foul = { name: 'pass interference', yards: 15, autoFirst: true };
/** A short pass interfered with is a spot foul of about ten yards. */
const SHORT_INTERFERENCE: Foul = { name: 'pass interference', yards: 10, autoFirst: true };
const OFF_PERSONAL: Foul = { name: 'personal foul', yards: 15, autoFirst: false };
const OFF_INTERFERENCE: Foul = { name: 'offensive pass interference', yards: 15, autoFirst: false };

/**
 * Counts an enforced foul against `side`. Its line of play-by-play tells the play it wipes out first, when there was
 * one (`calledBack`): "... for 12 yards to the MID 40; PENALTY OSU holding (10 yards), no play".
 */
function charge(s: GameState, side: TeamIndex, foul: Foul, yards: number, calledBack: string | null): void {
  s.team[side].penalties += 1;
  s.team[side].penaltyYards += yards;
  if (s.plays)
    s.say(
      calledBack ? `${calledBack}; ${penaltyLine(s, side, foul, yards)}, no play` : penaltyLine(s, side, foul, yards),
    );
}

/** The line the play a foul wipes out would have had, and its drawing (play-by-play only). */
function calledBackLine(s: GameState, o: Outcome): string | null {
  if (!s.plays) return null;
  s.art = scrimmageArt(s, o, s.ballOn, 0, 'no_play');
  return describePlay(s, o, s.ballOn, Math.min(o.yards, 100 - s.ballOn), -1);
}

/** "PENALTY OSU holding (10 yards)" (play-by-play only). */
function penaltyLine(s: GameState, side: TeamIndex, foul: Foul, yards: number): string {
  return `PENALTY ${s.lineups[side].team.abbreviation} ${foul.name} (${yards} yards)`;
}

/** Backs the offense up from the line of scrimmage; the down is replayed (a play during it does not count). */
function enforceOnOffense(s: GameState, foul: Foul, calledBack: string | null = null): void {
  const yards = Math.min(foul.yards, Math.floor(s.ballOn / 2));
  charge(s, s.offense, foul, yards, calledBack);
  s.ballOn -= yards;
  s.distance += yards;
}

/** Moves the offense up from the line of scrimmage: a first down when it reaches the line to gain. */
function enforceOnDefense(s: GameState, foul: Foul, calledBack: string | null = null): void {
  const lineToGain = s.ballOn + s.distance;
  const yards = Math.min(foul.yards, Math.floor((100 - s.ballOn) / 2));
  charge(s, s.defense, foul, yards, calledBack);
  s.ballOn += yards;
  if (foul.autoFirst || s.ballOn >= lineToGain) {
    countDown(s, s.down, true);
    const team = s.team[s.offense];
    team.firstDowns += 1;
    team.firstDownsPenalty += 1;
    s.firstDownAt(s.ballOn);
  } else {
    s.distance = lineToGain - s.ballOn;
  }
}

const ROUGHING_THE_KICKER: Foul = { name: 'roughing the kicker', yards: 15, autoFirst: true };

/**
 * The defense ran into the kicker or punter of a kick it did not block: the kicking team keeps the ball, 15 yards on
 * and a first down (`kick`: the kick it wipes out, for the play-by-play).
 */
export function roughingTheKicker(s: GameState, kick: string | null): void {
  const yards = Math.min(ROUGHING_THE_KICKER.yards, Math.floor((100 - s.ballOn) / 2));
  charge(s, s.defense, ROUGHING_THE_KICKER, yards, kick);
  // A first down by penalty; the kick was no try to convert the down.
  const team = s.team[s.offense];
  team.firstDowns += 1;
  team.firstDownsPenalty += 1;
  s.firstDownAt(s.ballOn + yards);
}

/**
 * A foul before the snap (the down is not played), for a draw `u` below offenseRate + PENALTY.defensePreSnap: the
 * offense's below offenseRate, the defense's offside otherwise. The draw and the test are the snap's own
 * (scrimmage.ts callPlay): no call on the snaps without one.
 */
export function preSnapFoul(s: GameState, u: number, offenseRate: number): void {
  if (s.plays) s.art = penaltyArt(s);
  if (u < offenseRate) {
    const v = s.rng.next();
    enforceOnOffense(s, v < 0.6 ? FALSE_START : v < 0.8 ? DELAY : FORMATION);
    return;
  }
  enforceOnDefense(s, OFFSIDE);
}

/** Was the play, as it stands, a bad one for the offense (so the defense declines its foul)? */
function playHurtsOffense(s: GameState, o: Outcome): boolean {
  if (o.intercepted || o.fumbleLost) return true;
  if (o.yards <= -10) return true;
  // A failed third or fourth down is worth more to the defense than ten yards.
  return s.down >= 3 && o.yards < s.distance;
}

/** Was the play good enough that the offense declines the defense's foul? */
function playBeatsFoul(s: GameState, o: Outcome, foul: Foul): boolean {
  if (o.intercepted || o.fumbleLost) return false;
  if (o.kind === PlayKind.Pass && !o.complete) return false;
  if (s.ballOn + o.yards >= 100) return true;
  if (o.yards >= foul.yards && (o.yards >= s.distance || !foul.autoFirst)) return true;
  return false;
}

/**
 * Settles a resolved play: rolls for a foul during it, lets the offended team choose, and commits
 * either the play or the penalty.
 */
export function settlePlay(s: GameState, o: Outcome): void {
  const isPass = o.kind === PlayKind.Pass;
  const targeted = isPass && o.target >= 0;
  const missed = targeted && !o.complete;
  const r3 = PENALTY.offenseHolding + PENALTY.offensePersonal + (targeted ? PENALTY.offensivePassInterference : 0);
  // Interference is called on throws that fall incomplete (about 40% of targets): same rate per target.
  const r6 =
    r3 + PENALTY.defenseHolding + (missed ? PENALTY.defensivePassInterference / 0.4 : 0) + PENALTY.defensePersonal;
  // A kneel or a spike draws no foul.
  const u = o.kind === PlayKind.Kneel || o.kind === PlayKind.Spike ? 1 : s.rng.next();
  if (u >= r6 || foulDeclined(s, o, u, isPass, targeted, missed)) commitPlay(s, o);
}

/**
 * A foul during the play (u below settlePlay's r6): true when it is declined and the play stands, otherwise the
 * penalty is enforced (with the play, for a personal foul after it). The thresholds are worked out again, sum for
 * sum as settlePlay's.
 */
function foulDeclined(
  s: GameState,
  o: Outcome,
  u: number,
  isPass: boolean,
  targeted: boolean,
  missed: boolean,
): boolean {
  const r1 = PENALTY.offenseHolding;
  const r2 = r1 + PENALTY.offensePersonal;
  const r3 = r2 + (targeted ? PENALTY.offensivePassInterference : 0);
  const r4 = r3 + PENALTY.defenseHolding;
  const r5 = r4 + (missed ? PENALTY.defensivePassInterference / 0.4 : 0);
  if (u < r3) {
    const foul = u < r1 ? HOLDING : u < r2 ? OFF_PERSONAL : OFF_INTERFERENCE;
    if (playHurtsOffense(s, o) || o.yards <= -foul.yards) return true;
    const calledBack = calledBackLine(s, o);
    s.runClock(o.seconds);
    enforceOnOffense(s, foul, calledBack);
    s.clockRunning = !(isPass && !o.complete);
    s.chainStop = false;
    return false;
  }
  if (u >= r5) {
    // Personal foul after the play: the play stands, 15 yards added, first down.
    if (o.intercepted || o.fumbleLost || s.ballOn + o.yards >= 100 || s.ballOn + o.yards <= 0) return true;
    const end = s.ballOn + Math.min(o.yards, 100 - s.ballOn);
    const yards = Math.min(PERSONAL.yards, Math.floor((100 - end) / 2));
    const defense = s.defense;
    s.team[defense].penalties += 1;
    s.team[defense].penaltyYards += yards;
    commitPlay(s, o, PERSONAL.yards);
    // Told with the play it followed.
    if (s.plays) s.sayAlso(penaltyLine(s, defense, PERSONAL, yards));
    return false;
  }
  const foul = u < r4 ? HOLDING : PASS_INTERFERENCE;
  if (playBeatsFoul(s, o, foul)) return true;
  const calledBack = calledBackLine(s, o);
  s.runClock(o.seconds);
  enforceOnDefense(s, foul === PASS_INTERFERENCE && o.depth < 2 ? SHORT_INTERFERENCE : foul, calledBack);
  s.clockRunning = !(isPass && !o.complete);
  s.chainStop = false;
  return false;
}
