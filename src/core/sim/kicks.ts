// The kicking game: kickoffs (and onside kicks, free kicks after a safety), punts, field goals.

import { F, addStat, recordLong, statOf } from '../stats/playerStatBook.js';
import { ask } from './coaching.js';
import { onsideKick } from './decisions.js';
import { wholeExponential } from './edges.js';
import { clamp } from '../stats/math.js';
import { playerName } from './lineup.js';
import { kickArt } from './playArt.js';
import { FIELD_GOAL_POINTS, touchdown } from './scoring.js';
import type { GameState, TeamIndex } from './state.js';
import {
  FIELD_GOAL,
  FUMBLE,
  KICK_RUSH,
  KICK_SECONDS,
  KICKOFF,
  ONSIDE_RECOVERY,
  PENALTY,
  PUNT,
  SQUIB,
} from './tuning.js';
import { roughingTheKicker } from './penalties.js';
import { DRAW, drawFrom } from './weightedPick.js';

/** A kick or punt returner's gain: mostly short, sometimes a long one. */
function returnYards(s: GameState, mean: number, sd: number, longChance: number, longMean: number): number {
  const rng = s.rng;
  let y = Math.round(mean + sd * rng.normal());
  if (rng.below(longChance)) y += 10 + wholeExponential(rng, longMean);
  return Math.max(-3, y);
}

/** A holding or block-in-the-back foul by the return team: 10 yards (half the distance) back from the end of the return. */
function returnTeamFoul(s: GameState, receiver: TeamIndex, spot: number): number {
  if (spot >= 100 || !s.rng.below(PENALTY.returnTeamFoul)) return spot;
  const yards = Math.min(10, Math.floor(spot / 2));
  s.team[receiver].penalties += 1;
  s.team[receiver].penaltyYards += yards;
  // Told with the return it came on.
  if (s.plays) s.sayAlso(returnFoulLine(s, receiver, yards));
  return spot - yards;
}

/** "PENALTY OSU holding on the return (10 yards)" (play-by-play only). */
function returnFoulLine(s: GameState, receiver: TeamIndex, yards: number): string {
  return `PENALTY ${s.lineups[receiver].team.abbreviation} holding on the return (${yards} yards)`;
}

/** The drawing of a returned punt or kick-off (play-by-play only): `kicked` the kick's length, `ret` the return's yards. */
function returnArt(
  s: GameState,
  kicker: TeamIndex,
  returner: number,
  punt: boolean,
  kicked: number,
  ret: number,
  result: 'returned' | 'touchdown' | 'turnover',
) {
  const k = s.onField[kicker];
  return kickArt(s, punt ? 'punt' : 'kickoff', kicker, punt ? k.punter : k.kicker, returner, kicked, ret, result);
}

/** "J. Smith": the name of the player at roster index `i` of `side` (play-by-play only). */
function nameOf(s: GameState, side: TeamIndex, i: number): string {
  return playerName(s.lineups[side], i);
}

/** Kickoff by `kicker` (or the free kick after a safety); the receiving team's drive starts. */
export function kickoff(s: GameState, kicker: TeamIndex): void {
  const receiver = (1 - kicker) as TeamIndex;
  // A coached game's kicking coach calls a normal kick, a squib or an onside kick (not the free kick after a safety).
  const called = s.caller && !s.freeKickAfterSafety && s.overtime === 0 ? ask(s, 'kickoff', kicker) : null;
  const afterSafety = s.freeKickAfterSafety;
  s.freeKickAfterSafety = false;
  s.pendingKickoff = -1;
  s.clockRunning = false;
  s.chainStop = false;
  const kickFrom = afterSafety ? 20 : s.rules.kickoffSpot;
  s.offense = kicker;
  s.ballOn = kickFrom;
  if (s.plays) s.markSnap(true);

  if (
    called === 'onside'
    || (called === null
      && !afterSafety
      && s.overtime === 0
      && onsideKick(s.lead(kicker), s.quarter, s.timeLeftInGame()))
  ) {
    onsideKickoff(s, kicker, kickFrom);
    return;
  }
  if (called === 'squib') {
    squibKick(s, kicker, kickFrom);
    return;
  }

  const rng = s.rng;
  const power = s.onField[kicker].ratings.kickPower;
  let catchAt: number; // receiving team's yards from its own goal where the ball is fielded
  if (afterSafety) {
    catchAt = Math.max(5, Math.round(100 - kickFrom - (42 + (power - 65) * 0.2 + 6 * rng.normal())));
  } else {
    const pTouchback = clamp(KICKOFF.touchbackBase + KICKOFF.touchbackPower * (power - 65), 0.1, 0.85);
    const u = rng.next();
    if (u < KICKOFF.outOfBounds + pTouchback) {
      // Out of bounds or a touchback: no return.
      const outOfBounds = u < KICKOFF.outOfBounds;
      if (s.plays) {
        s.art = kickArt(s, 'kickoff', kicker, s.onField[kicker].kicker, -1, null, 0, 'dead');
        s.say(deadKickoffLine(s, kicker, receiver, outOfBounds));
      }
      s.startDrive(receiver, outOfBounds ? 35 : s.rules.kickoffTouchback);
      return;
    }
    const distance = KICKOFF.distanceMean + KICKOFF.powerPerPoint * (power - 65) + KICKOFF.distanceSd * rng.normal();
    catchAt = clamp(Math.round(100 - kickFrom - distance), -8, 30);
  }
  kickReturned(s, kicker, receiver, drawFrom(s.onField[receiver], DRAW.kickReturners, rng), catchAt, false, 0, 0);
}

/** A squib kick: low and short, never a touchback, fielded around the receivers' 20 and seldom returned far. */
function squibKick(s: GameState, kicker: TeamIndex, kickFrom: number): void {
  const receiver = (1 - kicker) as TeamIndex;
  const catchAt = clamp(Math.round(100 - kickFrom - SQUIB.distanceMean - SQUIB.distanceSd * s.rng.normal()), 5, 40);
  kickReturned(s, kicker, receiver, drawFrom(s.onField[receiver], DRAW.kickReturners, s.rng), catchAt, false, 0, 0);
}

/** "J. Smith kickoff for a touchback" (play-by-play only). */
function deadKickoffLine(s: GameState, kicker: TeamIndex, receiver: TeamIndex, outOfBounds: boolean): string {
  const name = nameOf(s, kicker, s.onField[kicker].kicker);
  return outOfBounds
    ? `${name} kickoff out of bounds, ball at the ${s.fieldLabel(receiver, 35)}`
    : `${name} kickoff for a touchback`;
}

/** An onside kick: recovered by the kicking team (rarely) or the receivers, ten-odd yards downfield. */
function onsideKickoff(s: GameState, kicker: TeamIndex, kickFrom: number): void {
  const rng = s.rng;
  const receiver = (1 - kicker) as TeamIndex;
  s.runClock(2);
  const spot = kickFrom + 10 + rng.int(0, 3);
  const recovered = rng.below(ONSIDE_RECOVERY);
  if (s.plays) {
    const kName = nameOf(s, kicker, s.onField[kicker].kicker);
    const by = s.lineups[recovered ? kicker : receiver].team.abbreviation;
    s.art = kickArt(
      s,
      'onside',
      kicker,
      s.onField[kicker].kicker,
      -1,
      spot - kickFrom,
      spot - kickFrom,
      recovered ? 'turnover' : 'dead',
    );
    s.say(
      `${kName} onside kick ${recovered ? 'RECOVERED' : 'recovered'} by ${by} at the ${s.fieldLabel(kicker, spot)}`,
    );
  }
  if (recovered) s.startDrive(kicker, spot);
  else s.startDrive(receiver, 100 - spot);
}

/**
 * A kick returned from `from` (the receivers' yards from their goal): a kickoff's (punt false) or a punt's (punt true:
 * `los` its line of scrimmage, `gross` its length; `rushed`: the return team rushed it). The two returns differ in
 * their columns, clock, fumble chance and how the drive begins.
 */
function kickReturned(
  s: GameState,
  kicker: TeamIndex,
  receiver: TeamIndex,
  returner: number,
  from: number,
  punt: boolean,
  los: number,
  gross: number,
  rushed = false,
): void {
  const rng = s.rng;
  // A punt the return team rushed to block has no one left to block for the returner: a shorter return.
  const gained = punt
    ? returnYards(
        s,
        PUNT.returnMean - (rushed ? KICK_RUSH.punt.returnLoss : 0),
        PUNT.returnSd,
        PUNT.longChance,
        PUNT.longMean,
      )
    : returnYards(s, KICKOFF.returnMean, KICKOFF.returnSd, KICKOFF.longChance, KICKOFF.longMean);
  const spot = Math.min(100, from + gained);
  const ret = spot - from;
  const rBook = s.books[receiver];
  addStat(rBook, returner, punt ? F.PR : F.KR, 1);
  addStat(rBook, returner, punt ? F.PR_YDS : F.KR_YDS, ret);
  if (punt) {
    s.team[receiver].puntReturnYards += ret;
  } else {
    s.team[receiver].kickReturnYards += ret;
    s.offense = receiver;
  }
  s.runClock(punt ? KICK_SECONDS.puntReturn : KICK_SECONDS.kickoffReturn);
  if (spot >= 100) {
    returnTouchdown(s, kicker, receiver, returner, from, ret, punt, los, gross);
    return;
  }
  const at = Math.max(1, spot);
  const kTeam = s.onField[kicker];
  const book = s.books[kicker];
  if (punt && at <= 20) addStat(book, kTeam.punter, F.PUNT_IN20, 1);
  addStat(book, drawFrom(kTeam, DRAW.coverTeam, rng), F.TACKLES, 1);
  if (
    rng.below(punt ? FUMBLE.puntReturn : FUMBLE.kickReturn)
    && returnFumble(s, kicker, receiver, returner, ret, at, punt, los, gross)
  )
    return;
  if (s.plays) {
    s.art = returnArt(s, kicker, returner, punt, punt ? gross : 100 - s.ballOn - from, ret, 'returned');
    s.say(returnLine(s, kicker, receiver, returner, ret, punt, gross, at));
  }
  const after = Math.max(1, returnTeamFoul(s, receiver, at));
  if (punt) s.turnOver('punt', los, receiver, after);
  else s.startDrive(receiver, after);
}

/**
 * "J. Smith kickoff, K. Lee returns it 24 yards to the OSU 29", "J. Smith punt for 44 yards, K. Lee returns it 9 yards
 * to the OSU 31" (play-by-play only).
 */
function returnLine(
  s: GameState,
  kicker: TeamIndex,
  receiver: TeamIndex,
  returner: number,
  ret: number,
  punt: boolean,
  gross: number,
  at: number,
): string {
  const line = punt
    ? puntLine(s, kicker, receiver, gross, returner, ret)
    : kickoffLine(s, kicker, receiver, returner, ret);
  return `${line} to the ${s.fieldLabel(receiver, at)}`;
}

/** A return for a touchdown (either kind: one call in kickReturned, which has made it before the first of a season). */
function returnTouchdown(
  s: GameState,
  kicker: TeamIndex,
  receiver: TeamIndex,
  returner: number,
  from: number,
  ret: number,
  punt: boolean,
  los: number,
  gross: number,
): void {
  if (s.plays) s.art = returnArt(s, kicker, returner, punt, punt ? gross : 100 - s.ballOn - from, ret, 'touchdown');
  if (punt) {
    addStat(s.books[receiver], returner, F.PR_TD, 1);
    touchdown(
      s,
      receiver,
      'punt',
      los,
      s.plays ? `${puntLine(s, kicker, receiver, gross, returner, ret)} for a TOUCHDOWN` : null,
    );
  } else {
    kickReturnTouchdown(s, kicker, receiver, returner, from, ret);
  }
}

/** The returner fumbles (either kind): true when the kicking team recovered. */
function returnFumble(
  s: GameState,
  kicker: TeamIndex,
  receiver: TeamIndex,
  returner: number,
  ret: number,
  at: number,
  punt: boolean,
  los: number,
  gross: number,
): boolean {
  return punt
    ? muffedPunt(s, kicker, receiver, los, gross, returner, at)
    : kickReturnFumble(s, kicker, receiver, returner, ret, at);
}

/** "J. Smith kickoff, K. Lee returns it 24 yards" (play-by-play only). */
function kickoffLine(s: GameState, kicker: TeamIndex, receiver: TeamIndex, returner: number, ret: number): string {
  return `${nameOf(s, kicker, s.onField[kicker].kicker)} kickoff, ${nameOf(s, receiver, returner)} returns it ${ret} yards`;
}

function kickReturnTouchdown(
  s: GameState,
  kicker: TeamIndex,
  receiver: TeamIndex,
  returner: number,
  catchAt: number,
  ret: number,
): void {
  addStat(s.books[receiver], returner, F.KR_TD, 1);
  // The line names the kicker before the new drive may send in the reserves.
  const line = s.plays ? `${kickoffLine(s, kicker, receiver, returner, ret)} for a TOUCHDOWN` : null;
  s.startDrive(receiver, clamp(catchAt, 1, 99));
  touchdown(s, receiver, 'touchdown', 100, line);
}

/** The returner fumbles: true when the kicking team recovered (its ball, and the play is over). */
function kickReturnFumble(
  s: GameState,
  kicker: TeamIndex,
  receiver: TeamIndex,
  returner: number,
  ret: number,
  spot: number,
): boolean {
  const rBook = s.books[receiver];
  addStat(rBook, returner, F.FUMBLES, 1);
  s.team[receiver].fumbles += 1;
  if (!s.rng.below(FUMBLE.lostShare)) return false;
  addStat(rBook, returner, F.FUMBLES_LOST, 1);
  s.team[receiver].fumblesLost += 1;
  s.team[receiver].turnovers += 1;
  addStat(s.books[kicker], drawFrom(s.onField[kicker], DRAW.coverTeam, s.rng), F.FR, 1);
  if (s.plays) s.art = returnArt(s, kicker, returner, false, 100 - s.ballOn - (spot - ret), ret, 'turnover');
  if (s.plays)
    s.say(
      `${kickoffLine(s, kicker, receiver, returner, ret)} and FUMBLES, recovered by ${s.lineups[kicker].team.abbreviation}`,
    );
  s.startDrive(receiver, spot);
  s.turnOver('fumble', spot, kicker, 100 - spot);
  return true;
}

/**
 * Punt on fourth down: the kicking team's drive ends; the receiving team's starts (or it scores). The receiving
 * coach's call (GameState.kickDefense): a return (the staff's), a fair catch, or a ten-man rush (KICK_RUSH.punt).
 */
export function punt(s: GameState): void {
  const rng = s.rng;
  const kicker = s.offense;
  const receiver = s.defense;
  const los = s.ballOn;
  const toGoal = 100 - los;
  const call = s.kickDefense;
  s.kickDefense = null;
  s.clockRunning = false;
  s.chainStop = false;
  if (rng.below(call === 'block' ? KICK_RUSH.punt.blocked : PUNT.blocked)) {
    blockedPunt(s, kicker, receiver, los);
    return;
  }
  if (call === 'block' && rng.below(KICK_RUSH.punt.roughing)) {
    s.runClock(KICK_SECONDS.puntNoReturn);
    if (s.plays) s.art = kickArt(s, 'punt', kicker, s.onField[kicker].punter, -1, null, 0, 'no_play');
    roughingTheKicker(s, s.plays ? `${nameOf(s, kicker, s.onField[kicker].punter)} punt` : null);
    return;
  }

  const kTeam = s.onField[kicker];
  const punter = kTeam.punter;
  const team = s.team[kicker];
  const book = s.books[kicker];
  const power = kTeam.ratings.puntPower;
  let gross = Math.round(
    PUNT.grossMean + PUNT.powerPerPoint * (power - 65) + PUNT.grossSd * rng.normal() - s.weatherEffect.puntYards,
  );
  gross = clamp(gross, 20, 75);
  let touchback = false;
  if (toGoal <= PUNT.poochWithin) {
    // Pinning it deep: aim short of the end zone.
    const target = Math.max(1, Math.round(PUNT.poochTargetMean + PUNT.poochTargetSd * rng.normal()));
    gross = Math.min(gross, toGoal - target);
    if (gross < 15) gross = Math.min(toGoal, rng.int(15, 24));
    if (toGoal - gross <= 3 && rng.below(PUNT.poochTouchback * 2)) touchback = true;
    else if (rng.below(PUNT.poochTouchback * 0.3)) touchback = true;
  }
  if (gross >= toGoal) touchback = true;
  team.punts += 1;
  addStat(book, punter, F.PUNTS, 1);
  const first = statOf(book, punter, F.PUNTS) === 1;

  const yards = touchback ? toGoal : gross;
  team.puntYards += yards;
  addStat(book, punter, F.PUNT_YDS, yards);
  recordLong(book, punter, F.PUNT_LONG, yards, first);
  const landed = toGoal - gross; // receiving team's yards from its goal
  let u = 0;
  if (!touchback) {
    u = rng.next();
    const returnable = landed > 10 || u < 0.15;
    if (returnable && u >= PUNT.fairCatch + PUNT.downed) {
      // The coach's fair catch: the ball he would have returned is caught where it comes down.
      if (call === 'fair_catch') u = 0;
      else {
        kickReturned(s, kicker, receiver, s.onField[receiver].puntReturner, landed, true, los, gross, call === 'block');
        return;
      }
    }
  }
  // A dead ball: a touchback, a fair catch, downed.
  s.runClock(KICK_SECONDS.puntNoReturn);
  if (!touchback && landed <= 20) addStat(book, punter, F.PUNT_IN20, 1);
  if (s.plays) {
    s.art = kickArt(s, 'punt', kicker, punter, -1, yards, yards, 'dead');
    s.say(deadPuntLine(s, kicker, receiver, punter, touchback, yards, landed, u));
  }
  s.turnOver('punt', los, receiver, touchback ? 20 : Math.max(1, landed));
}

/** "J. Smith punt for 44 yards, fair catch at the OSU 12" (play-by-play only). */
function deadPuntLine(
  s: GameState,
  kicker: TeamIndex,
  receiver: TeamIndex,
  punter: number,
  touchback: boolean,
  yards: number,
  landed: number,
  u: number,
): string {
  if (touchback) return `${nameOf(s, kicker, punter)} punt for ${yards} yards, touchback`;
  return `${nameOf(s, kicker, punter)} punt for ${yards} yards, ${u < PUNT.fairCatch ? 'fair catch' : 'downed'} at the ${s.fieldLabel(receiver, landed)}`;
}

/** A blocked punt: the receivers' ball, or their touchdown. */
function blockedPunt(s: GameState, kicker: TeamIndex, receiver: TeamIndex, los: number): void {
  const punter = s.onField[kicker].punter;
  s.runClock(KICK_SECONDS.puntNoReturn);
  const at = Math.max(1, los - 8);
  s.team[kicker].punts += 1;
  addStat(s.books[kicker], punter, F.PUNTS, 1);
  const blockedLine = s.plays
    ? `${nameOf(s, kicker, punter)} punt is BLOCKED, recovered by ${s.lineups[receiver].team.abbreviation}`
    : null;
  const returned = s.rng.below(0.25);
  if (s.plays) s.art = kickArt(s, 'punt', kicker, punter, -1, 0, 0, returned ? 'touchdown' : 'blocked');
  if (returned) {
    addStat(s.books[receiver], drawFrom(s.onField[receiver], DRAW.coverTeam, s.rng), F.DEF_TD, 1);
    touchdown(s, receiver, 'punt', los, blockedLine && `${blockedLine} and returned for a TOUCHDOWN`);
    return;
  }
  if (blockedLine) s.say(blockedLine);
  s.turnOver('punt', los, receiver, 100 - at);
}

/** "J. Smith punt for 44 yards, K. Lee returns it 9 yards" (play-by-play only). */
function puntLine(
  s: GameState,
  kicker: TeamIndex,
  receiver: TeamIndex,
  gross: number,
  returner: number,
  ret: number,
): string {
  return `${nameOf(s, kicker, s.onField[kicker].punter)} punt for ${gross} yards, ${nameOf(s, receiver, returner)} returns it ${ret} yards`;
}

/** The returner fumbles: true when the kicking team recovered (it keeps the ball). */
function muffedPunt(
  s: GameState,
  kicker: TeamIndex,
  receiver: TeamIndex,
  los: number,
  gross: number,
  returner: number,
  at: number,
): boolean {
  const rBook = s.books[receiver];
  addStat(rBook, returner, F.FUMBLES, 1);
  s.team[receiver].fumbles += 1;
  if (!s.rng.below(FUMBLE.lostShare + 0.1)) return false;
  addStat(rBook, returner, F.FUMBLES_LOST, 1);
  s.team[receiver].fumblesLost += 1;
  s.team[receiver].turnovers += 1;
  addStat(s.books[kicker], drawFrom(s.onField[kicker], DRAW.coverTeam, s.rng), F.FR, 1);
  if (s.plays) {
    const pName = nameOf(s, kicker, s.onField[kicker].punter);
    s.art = kickArt(s, 'punt', kicker, s.onField[kicker].punter, returner, gross, gross, 'turnover');
    s.say(
      `${pName} punt for ${gross} yards, MUFFED by ${nameOf(s, receiver, returner)}, recovered by ${s.lineups[kicker].team.abbreviation}`,
    );
  }
  // The kicking team keeps the ball: its drive goes on as a new series.
  s.endDrive('punt', los);
  s.startDrive(kicker, 100 - at);
  return true;
}

/** "J. Smith 42 yard field goal is GOOD" (play-by-play only). */
function fieldGoalLine(s: GameState, off: TeamIndex, kicker: number, distance: number, result: string): string {
  return `${nameOf(s, off, kicker)} ${distance} yard field goal is ${result}`;
}

/** Chance a kicker makes a field goal of `distance` yards (`short`: yards his era's kickers fall short of 2023-24's). */
export function fieldGoalChance(distance: number, kickPower: number, kickAccuracy: number, short = 0): number {
  const fifty =
    FIELD_GOAL.fiftyPercent
    - short
    + FIELD_GOAL.powerPerPoint * (kickPower - 65)
    + FIELD_GOAL.accuracyPerPoint * (kickAccuracy - 65);
  const spread = Math.max(4, FIELD_GOAL.spread - 0.04 * (kickAccuracy - 65));
  return 1 / (1 + Math.exp((distance - fifty) / spread));
}

/**
 * Field-goal attempt from the line of scrimmage; the defense's coach may send an all-out rush (GameState.kickDefense
 * `block`: KICK_RUSH.fieldGoal).
 */
export function fieldGoal(s: GameState): void {
  const rng = s.rng;
  const rush = s.kickDefense === 'block';
  s.kickDefense = null;
  const off = s.offense;
  const kTeam = s.onField[off];
  const kicker = kTeam.kicker;
  const book = s.books[off];
  const los = s.ballOn;
  const distance = 100 - los + FIELD_GOAL.snapYards;
  const team = s.team[off];
  s.runClock(KICK_SECONDS.fieldGoal);
  s.clockRunning = false;
  s.chainStop = false;
  const blocked = rng.below(rush ? KICK_RUSH.fieldGoal.blocked : FIELD_GOAL.blocked);
  const good =
    !blocked
    && rng.below(
      fieldGoalChance(
        distance,
        kTeam.ratings.kickPower,
        kTeam.ratings.kickAccuracy,
        s.rules.play.kickShort.make + s.weatherEffect.kickYards,
      ),
    );
  // A rush that roughs the kicker: a made kick stands (the offense declines), a missed one is 15 yards and a first down.
  if (rush && !blocked && !good && rng.below(KICK_RUSH.fieldGoal.roughing)) {
    if (s.plays) s.art = kickArt(s, 'field_goal', off, kicker, -1, distance, distance, 'no_play');
    roughingTheKicker(s, s.plays ? fieldGoalLine(s, off, kicker, distance, 'NO GOOD') : null);
    return;
  }
  team.fieldGoalsAttempted += 1;
  addStat(book, kicker, F.FGA, 1);
  if (good) {
    const first = statOf(book, kicker, F.FGM) === 0;
    team.fieldGoalsMade += 1;
    addStat(book, kicker, F.FGM, 1);
    recordLong(book, kicker, F.FG_LONG, distance, first);
    s.addPoints(off, FIELD_GOAL_POINTS);
    if (s.plays) {
      s.art = kickArt(s, 'field_goal', off, kicker, -1, distance, distance, 'good');
      s.say(fieldGoalLine(s, off, kicker, distance, 'GOOD'));
    }
    s.endDrive('fieldGoal', los);
    if (s.overtime > 0) s.possessionOver = true;
    else s.pendingKickoff = off;
    return;
  }
  if (s.plays) {
    s.art = kickArt(s, 'field_goal', off, kicker, -1, distance, distance, blocked ? 'blocked' : 'no_good');
    s.say(fieldGoalLine(s, off, kicker, distance, blocked ? 'BLOCKED' : 'NO GOOD'));
  }
  // NCAA: after a miss the defense takes over at the previous spot or its 20, whichever is farther out.
  s.turnOver('missedFieldGoal', los, s.defense, Math.max(20, 100 - los));
}
