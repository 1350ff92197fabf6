// Points: touchdowns and the try after them, safeties. Scoring values: TD 6, kick 1, two-point try 2,
// field goal 3 (kicks.ts), safety 2.

import { F, addStat } from '../stats/playerStatBook.js';
import { ask } from './coaching.js';
import { goForTwo } from './decisions.js';
import { dayEdge, toEdge } from './edges.js';
import { clamp } from '../stats/math.js';
import { playerName } from './lineup.js';
import { DRAW, firstOfDraw } from './weightedPick.js';
import { kickArt, twoPointArt } from './playArt.js';
import type { GameState, TeamIndex } from './state.js';
import { EXTRA_POINT, TWO_POINT } from './tuning.js';

export const TOUCHDOWN_POINTS = 6;
export const EXTRA_POINT_POINTS = 1;
export const TWO_POINT_POINTS = 2;
export const FIELD_GOAL_POINTS = 3;
export const SAFETY_POINTS = 2;
/** The kick of a try from the 3: the snap to the holder seven yards back, the goal posts ten past the goal line. */
const EXTRA_POINT_YARDS = 20;

/** A two-point play from the 3 by `side`: true when it scores. Not counted in player statistics (NCAA). */
export function twoPointPlay(s: GameState, side: TeamIndex): boolean {
  const off = s.personnel(side);
  const def = s.personnel((1 - side) as TeamIndex).ratings;
  const home = s.neutral ? 0 : side === 0 ? 1 : -1;
  const edge =
    toEdge(0.5 * (off.ratings.qbAccuracy - def.coverage) + 0.5 * (off.ratings.runBlock - def.runStop)) + home * 0.05;
  const ok = s.rng.below(clamp(TWO_POINT.base + TWO_POINT.edge * edge, 0.2, 0.75));
  if (s.plays) {
    const lineup = s.lineups[side];
    // No random draw here: play-by-play must not change the game.
    const target = firstOfDraw(off, DRAW.targets + 1);
    const runner = playerName(lineup, target);
    s.art = twoPointArt(s, side, off.qb, target, ok);
    s.say(`Two-point try: ${playerName(lineup, off.qb)} pass to ${runner} ${ok ? 'is GOOD' : 'FAILS'}`);
  }
  return ok;
}

/**
 * The try after a touchdown by `side`. Chooses a kick or a two-point play from the chart (or the
 * overtime rule) and adds its points.
 */
export function tryAfterTouchdown(s: GameState, side: TeamIndex): void {
  const lead = s.lead(side);
  const mustGoForTwo = s.overtime > 0 && s.overtime >= s.rules.overtime.twoPointRequiredFrom;
  const secondsLeft = s.overtime > 0 ? 0 : s.timeLeftInGame();
  // In overtime the second team down by 1 after its touchdown would go for the win only by choice;
  // coaches kick to keep playing.
  const called = s.caller && !mustGoForTwo ? ask(s, 'try', side) : null;
  const forTwo =
    mustGoForTwo || (called !== null ? called === 'two' : s.overtime === 0 && goForTwo(lead, s.quarter, secondsLeft));
  const team = s.team[side];
  if (s.plays) markTry(s, side);
  if (forTwo) {
    team.twoPointAttempts += 1;
    if (twoPointPlay(s, side)) {
      team.twoPointConversions += 1;
      s.addPoints(side, TWO_POINT_POINTS);
    }
    return;
  }
  const off = s.personnel(side);
  const kicker = off.kicker;
  const k = off.ratings;
  team.extraPointsAttempted += 1;
  addStat(s.books[side], kicker, F.XPA, 1);
  const p = clamp(
    EXTRA_POINT.base + EXTRA_POINT.accuracyPerPoint * (k.kickAccuracy - 70) + 0.002 * dayEdge(s),
    0.85,
    0.995,
  );
  const good = s.rng.below(p);
  if (good) {
    team.extraPointsMade += 1;
    addStat(s.books[side], kicker, F.XPM, 1);
    s.addPoints(side, EXTRA_POINT_POINTS);
  }
  if (s.plays) {
    s.art = kickArt(
      s,
      'extra_point',
      side,
      kicker,
      -1,
      EXTRA_POINT_YARDS,
      EXTRA_POINT_YARDS,
      good ? 'good' : 'no_good',
    );
    s.say(extraPointLine(s, side, kicker, good));
  }
}

/** "J. Smith extra point is GOOD" (play-by-play only). */
function extraPointLine(s: GameState, side: TeamIndex, kicker: number, good: boolean): string {
  return `${playerName(s.lineups[side], kicker)} extra point is ${good ? 'GOOD' : 'NO GOOD'}`;
}

/** The try's snap for the play-by-play: `side`'s ball at the 3 (play-by-play only). */
function markTry(s: GameState, side: TeamIndex): void {
  const saved = s.offense;
  s.offense = side;
  s.ballOn = 97;
  s.markSnap(true);
  s.offense = saved;
}

/**
 * Touchdown by `side` (offense or a returning defense): six points, the try, then `side` kicks off
 * (or, in overtime, the possession is over). Closes the drive in progress with `result`. `line` is the
 * play-by-play of the scoring play, written once the six points are on the board.
 */
export function touchdown(
  s: GameState,
  side: TeamIndex,
  driveResult: 'touchdown' | 'interception' | 'fumble' | 'punt',
  endSpot: number,
  line: string | null = null,
): void {
  s.addPoints(side, TOUCHDOWN_POINTS);
  if (line && s.plays) s.say(line);
  tryAfterTouchdown(s, side);
  s.endDrive(driveResult, endSpot);
  s.clockRunning = false;
  s.chainStop = false;
  if (s.overtime > 0) s.possessionOver = true;
  else s.pendingKickoff = side;
}

/** Safety: two points for the defense; the team scored on free-kicks from its 20. */
export function safety(s: GameState, scoredOn: TeamIndex): void {
  s.addPoints((1 - scoredOn) as TeamIndex, SAFETY_POINTS);
  s.endDrive('safety', 0);
  s.clockRunning = false;
  s.chainStop = false;
  if (s.overtime > 0) {
    s.possessionOver = true;
    return;
  }
  s.freeKickAfterSafety = true;
  s.pendingKickoff = scoredOn;
}
