// One snap from scrimmage: timeouts, the clock between plays, the coach's call, the play, the penalty.

import { commitPlay } from './commit.js';
import {
  fourthDownDecision,
  leanShareIndex,
  situationalPassRate,
  tempoFor,
  type Situation,
  type Tempo,
} from './decisions.js';
import { fieldGoal, punt } from './kicks.js';
import { PlayKind, resetOutcome, type Outcome } from './outcome.js';
import { resolvePass } from './passPlay.js';
import { preSnapFoul, settlePlay } from './penalties.js';
import { resetLook } from './playArt.js';
import { lastSnapOfHalfAt, lastSnapPlan, LastSnap, offenseIntent, planPreSnap } from './preSnap.js';
import { resolveRun } from './runPlay.js';
import type { GameState } from './state.js';
import { coordinatorFormation, coordinatorFront, withPlaybook } from '../playbook/pricing.js';
import { isPlayCall, NEUTRAL_TACTIC, tacticFor } from './calls.js';
import { snapTempo, toSideline } from './clock.js';
import {
  askSnap,
  callTimeout,
  coordinatorDefense,
  countDefense,
  readDefenseTactic,
  readTactic,
  type SnapCalls,
} from './coaching.js';
import { AWAY_PRESNAP_FACTOR, PENALTY, PLAY_SECONDS, PREVENT } from './tuning.js';

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
 * The chance the offense passes: decisions.ts's situational rate moved by the coach's lean, the share of it that
 * counts (leanShareIndex) as odds worked out once per game (GameState.leanOdds).
 */
function passChance(s: GameState, sit: Situation, tempo: Tempo): number {
  const p = situationalPassRate(sit, tempo);
  const k = s.leanOdds[3 * s.offense + leanShareIndex(sit, tempo)];
  if (k === 1) return p;
  return (p * k) / (p * k + 1 - p);
}

/** A run or pass as called, then the referees' say. The snap's tactic (calls.ts) may force the run or the pass. */
function callPlay(s: GameState, o: Outcome, sit: Situation, tempo: Tempo, hailMary: boolean): void {
  // A foul before the snap (penalties.ts preSnapFoul), or the play.
  const foul = s.rng.next();
  const offenseRate =
    s.neutral || s.offense === 0 ? PENALTY.offensePreSnap : PENALTY.offensePreSnap * AWAY_PRESNAP_FACTOR;
  if (foul < offenseRate + PENALTY.defensePreSnap) {
    preSnapFoul(s, foul, offenseRate);
    return;
  }
  resetOutcome(o);
  const called = s.tactic.pass;
  const pass = hailMary || (called === null ? s.rng.below(passChance(s, sit, tempo)) : called);
  if (pass) resolvePass(s, o, tempo, hailMary);
  else resolveRun(s, o);
  if (s.sideline) toSideline(s, o);
  settlePlay(s, o);
}

/** What the offense does at the snap, once the clock has run (beforeSnap). */
const PLAY_ON = 0;
const KNEEL = 1;
const SPIKE = 2;
const CLOCK_OUT = 3;

/**
 * A regulation snap with the clock as it stands: timeouts, the decision to kneel or spike, and the clock that
 * runs until the snap (preSnap.ts works them out).
 */
function beforeSnap(s: GameState, sit: Situation, tempo: Tempo, calls: SnapCalls | null): number {
  // A coach who made the call himself also keeps his timeouts for himself.
  const p = planPreSnap(s, sit, tempo, calls ? calls.offense : null, !calls?.defenseCalled, s.rng);
  if (p.defenseTimeout) callTimeout(s, s.defense);
  else if (p.offenseTimeout) callTimeout(s, s.offense);
  // A timeout changes only the timeouts left.
  sit.offenseTimeouts = s.timeouts[s.offense];
  sit.defenseTimeouts = s.timeouts[1 - s.offense];
  if (p.running) {
    s.runClock(p.runoff);
    if (s.clock <= 0) return CLOCK_OUT;
  }
  return p.kneel ? KNEEL : p.spike ? SPIKE : PLAY_ON;
}

/** The last snap of a half: kick for points, run it out when ahead or too far, or heave it (true: a Hail Mary). */
function lastSnapOfHalf(s: GameState, sit: Situation): boolean | null {
  const last = lastSnapPlan(s, sit.lead);
  if (last === LastSnap.FieldGoal) {
    fieldGoal(s);
    return null;
  }
  if (last === LastSnap.Kneel) {
    kneel(s, s.outcome);
    return null;
  }
  return last === LastSnap.HailMary;
}

/** Fourth down: true when the coach kicked (punt or field goal) rather than go for it. */
function kickOnFourthDown(s: GameState, sit: Situation): boolean {
  const call = fourthDownDecision(sit, s.kickRange[s.offense], s.plans[s.offense].fourthDownAggression);
  if (call === 'punt') {
    punt(s);
    return true;
  }
  if (call === 'fieldGoal') {
    fieldGoal(s);
    return true;
  }
  return false;
}

/**
 * The coaches' game-day abilities on this snap (GamePlan.situations), rating points for the offense: its own inside
 * the opponent's 20 and on third and fourth down, less the defense's on third and fourth down.
 */
function situationEdge(s: GameState, sit: GameState['situation']): number {
  const own = s.plans[s.offense].situations;
  const their = s.plans[1 - s.offense].situations;
  if (!own && !their) return 0;
  let edge = 0;
  if (own && sit.ballOn >= 80) edge += own.redZone;
  if (sit.down >= 3) edge += (own?.moneyDownOffense ?? 0) - (their?.moneyDownDefense ?? 0);
  return edge;
}

/** Plays one down (or stops the clock, or lets the period run out before the snap). */
export function scrimmageDown(s: GameState): void {
  const o = s.outcome;
  const sit = s.situation;
  if (s.plays) resetLook(s.look);
  // The situation at the snap.
  const off = s.offense;
  sit.quarter = s.quarter;
  sit.clock = s.clock;
  sit.down = s.down;
  sit.distance = s.distance;
  sit.ballOn = s.ballOn;
  sit.lead = s.score[off] - s.score[1 - off];
  sit.offenseTimeouts = s.timeouts[off];
  sit.defenseTimeouts = s.timeouts[1 - off];
  sit.overtime = s.overtime;
  sit.kickRange = s.kickRange[off];
  sit.points = s.score[off];
  // A defense up by one or two scores late sits back (prevent): it gives up the underneath throws and the yards, not
  // the quick score, and trailing offenses get close, as real ones do. The prevent is a choice of calls, not a gap in
  // talent: the plays multiply every edge by the era's talent weight (below 1 before 2023), so its give is divided by
  // that weight and is the same on a snap in every era.
  s.preventEdge =
    s.quarter === 4 && s.overtime === 0 && s.clock <= PREVENT.seconds && sit.lead < 0 && sit.lead >= -PREVENT.maxDeficit
      ? PREVENT.edge / s.rules.play.talent
      : 0;
  s.situationEdge = situationEdge(s, sit);
  const regulation = s.overtime === 0;
  // A coached game asks each side's coach for the snap's call (and his timeouts and tempo) first: the defense's
  // after it has seen the offense line up (a play, a punt, a kick, a kneel).
  const calls = s.caller ? askSnap(s, sit, () => offenseIntent(s, sit, snapTempo(s, tempoFor(sit)))) : null;
  s.kickDefense = calls ? calls.kickDefense : null;
  const tempo = snapTempo(s, tempoFor(sit));
  // In overtime the clock never runs: no timeouts, kneels or spikes.
  const call = regulation ? beforeSnap(s, sit, tempo, calls) : calls?.offense === 'kneel' ? KNEEL : PLAY_ON;
  if (call === CLOCK_OUT) return;
  s.downsSnapped += 1;
  s.chainStop = false;
  // The runoff changed only the clock.
  sit.clock = s.clock;
  s.markSnap();
  if (call === KNEEL) {
    kneel(s, o);
    return;
  }
  if (call === SPIKE) {
    spike(s, o);
    return;
  }
  if (calls && calls.offense !== null) {
    calledSnap(s, o, sit, tempo, calls);
    return;
  }
  let hailMary = false;
  if (lastSnapOfHalfAt(s, s.clock)) {
    const last = lastSnapOfHalf(s, sit);
    if (last === null) return;
    hailMary = last;
  }
  if (s.down === 4 && !hailMary && kickOnFourthDown(s, sit)) return;
  if (calls) {
    s.tactic = calls.defense ? readDefenseTactic(s, calls.defense) : tacticFor(null, 'base');
    // Against a coach's front, the coordinator lines up in his own book's formations.
    const formation = calls.front ? coordinatorFormation(s.rng, s.plans[s.offense]) : null;
    if (calls.front) s.tactic = withPlaybook(s.tactic, null, formation, calls.front);
    countDefense(s, calls.defense ?? 'base');
    if (s.plays) {
      s.look.formation = formation;
      s.look.front = calls.front;
      s.look.defense = calls.defense;
    }
  }
  if (s.plays) s.look.hailMary = hailMary;
  callPlay(s, o, sit, tempo, hailMary);
  s.tactic = NEUTRAL_TACTIC;
}

/** A snap the offense's coach called himself: a kick, or his play against the defense's call. */
function calledSnap(s: GameState, o: Outcome, sit: Situation, tempo: Tempo, calls: SnapCalls): void {
  const call = calls.offense;
  if (call === 'punt') {
    punt(s);
    return;
  }
  if (call === 'field_goal') {
    fieldGoal(s);
    return;
  }
  const play = call !== null && isPlayCall(call) ? call : null;
  // Against a called play, the other staff calls its defense too (coaching.ts); against the coordinator's, its base.
  const defense = calls.defense ?? (play ? coordinatorDefense(s, sit) : 'base');
  s.tactic = play ? readTactic(s, play, defense) : tacticFor(play, defense);
  // Against a coach's formation, the other staff picks its front from its own book.
  const off = play ? calls.formation : null;
  const front =
    calls.front
    ?? (off ? { front: coordinatorFront(s.rng, s.plans[s.defense], off.personnel, defense), coverage: null } : null);
  s.tactic = withPlaybook(s.tactic, play, off, front);
  countDefense(s, defense);
  if (s.plays) {
    s.look.play = play;
    s.look.formation = off;
    s.look.front = front;
    s.look.defense = defense;
  }
  s.coachedSnap = true;
  s.sideline = calls.sideline;
  callPlay(s, o, sit, tempo, false);
  s.tactic = NEUTRAL_TACTIC;
  s.coachedSnap = false;
  s.sideline = false;
}
