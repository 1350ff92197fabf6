// One snap from scrimmage: timeouts, the clock between plays, the coach's call, the play, the penalty.

import { commitPlay } from './commit.js';
import {
  defenseCallsTimeout, fieldGoalDistance, fourthDownDecision, offenseCallsTimeout, passLeanShare, situationalPassRate,
  shouldKneel, tempoFor, type Situation, type Tempo,
} from './decisions.js';
import { fieldGoal, punt } from './kicks.js';
import { PlayKind, resetOutcome, type Outcome } from './outcome.js';
import { resolvePass } from './passPlay.js';
import { preSnapFoul, settlePlay } from './penalties.js';
import { resolveRun } from './runPlay.js';
import type { GameState, TeamIndex } from './state.js';
import { CHAIN_STOP_SAVING, PLAY_SECONDS, RUNOFF } from './tuning.js';

function fillSituation(s: GameState, sit: Situation): Situation {
  sit.quarter = s.quarter;
  sit.clock = s.clock;
  sit.down = s.down;
  sit.distance = s.distance;
  sit.ballOn = s.ballOn;
  sit.lead = s.lead(s.offense);
  sit.offenseTimeouts = s.timeouts[s.offense];
  sit.defenseTimeouts = s.timeouts[s.defense];
  sit.overtime = s.overtime;
  return sit;
}

export function callTimeout(s: GameState, side: TeamIndex): void {
  s.timeouts[side] -= 1;
  s.clockRunning = false;
  s.chainStop = false;
  if (s.plays) {
    s.markSnap(true);
    s.say(`Timeout ${s.lineups[side].team.abbreviation}`);
  }
}

function runoffSeconds(s: GameState, tempo: Tempo): number {
  const r = RUNOFF[tempo];
  const x = r.mean + (tempo === 'normal' ? s.pace + s.plans[s.offense].runoffShift : 0) + r.sd * s.rng.normal();
  return x < r.min ? r.min : x > r.max ? r.max : Math.round(x);
}

function kneel(s: GameState, o: Outcome): void {
  resetOutcome(o);
  o.kind = PlayKind.Kneel;
  o.carrier = s.personnel(s.offense).qb;
  o.yards = s.ballOn > 1 ? -1 : 0;
  o.seconds = PLAY_SECONDS.kneel;
  commitPlay(s, o);
}

function spike(s: GameState, o: Outcome): void {
  resetOutcome(o);
  o.kind = PlayKind.Spike;
  o.passer = s.personnel(s.offense).qb;
  o.seconds = PLAY_SECONDS.spike;
  commitPlay(s, o);
}

/**
 * decisions.ts passProbability with the coach's lean as odds worked out once per game (GameState.leanOdds):
 * the same numbers.
 */
function passChance(s: GameState, sit: Situation, tempo: Tempo): number {
  const p = situationalPassRate(sit, tempo);
  const share = passLeanShare(sit, tempo);
  if (share * s.plans[s.offense].passLean === 0) return p;
  const k = s.leanOdds[3 * s.offense + (share === 1 ? 0 : share === 0.3 ? 1 : 2)];
  return (p * k) / (p * k + 1 - p);
}

/** A run or pass as called, then the referees' say. */
function callPlay(s: GameState, o: Outcome, sit: Situation, tempo: Tempo, hailMary: boolean): void {
  if (preSnapFoul(s)) return;
  resetOutcome(o);
  if (hailMary || s.rng.next() < passChance(s, sit, tempo)) resolvePass(s, o, tempo, hailMary);
  else resolveRun(s, o);
  settlePlay(s, o);
}

/** Plays one down (or stops the clock, or lets the period run out before the snap). */
export function scrimmageDown(s: GameState): void {
  const o = s.outcome;
  const sit = s.situation;
  fillSituation(s, sit);
  const tempo = tempoFor(sit);
  const regulation = s.overtime === 0;
  if (regulation && s.clockRunning) {
    if (defenseCallsTimeout(sit, true)) callTimeout(s, s.defense);
    else if (offenseCallsTimeout(sit, true, tempo)) callTimeout(s, s.offense);
    // A timeout changes only the timeouts left.
    sit.offenseTimeouts = s.timeouts[s.offense];
    sit.defenseTimeouts = s.timeouts[s.defense];
  }
  const takeKnee = shouldKneel(sit, tempo, s.clockRunning);
  const spikeIt = !takeKnee && regulation && s.clockRunning && tempo === 'hurry' && s.timeouts[s.offense] === 0
    && s.down <= 3 && s.timeLeftInHalf() <= 40 && (s.quarter === 2 || s.quarter === 4);
  if (regulation && s.clockRunning) {
    let r = takeKnee ? Math.round(RUNOFF.milk.max) : runoffSeconds(s, tempo);
    if (s.chainStop) r = Math.max(3, r - CHAIN_STOP_SAVING);
    if (spikeIt) r = Math.min(r, 9);
    s.runClock(r);
    if (s.clock <= 0) return;
  }
  s.chainStop = false;
  // The runoff changed only the clock.
  sit.clock = s.clock;
  if (s.plays) s.markSnap();
  if (takeKnee) {
    kneel(s, o);
    return;
  }
  if (spikeIt) {
    spike(s, o);
    return;
  }

  const range = s.kickRange[s.offense];
  const inRange = fieldGoalDistance(s.ballOn) <= range;
  let hailMary = false;
  if (regulation && (s.quarter === 2 || s.quarter === 4) && s.timeLeftInHalf() <= 8) {
    // Last snap of the half: kick for points, run it out when ahead or too far, or heave it.
    const lead = sit.lead;
    if (inRange && (s.quarter === 2 || (lead <= 0 && lead >= -3))) {
      fieldGoal(s);
      return;
    }
    const ahead = s.quarter === 4 && lead > 0;
    if ((s.quarter === 2 && s.ballOn < 50) || (ahead && s.down < 4)) {
      kneel(s, o);
      return;
    }
    hailMary = !ahead && 100 - s.ballOn > 25;
  }
  if (s.down === 4 && !hailMary) {
    const call = fourthDownDecision(sit, range, s.plans[s.offense].fourthDownAggression);
    if (call === 'punt') {
      punt(s);
      return;
    }
    if (call === 'fieldGoal') {
      fieldGoal(s);
      return;
    }
  }
  callPlay(s, o, sit, tempo, hailMary);
}
