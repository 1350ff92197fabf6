// Before a snap: the timeouts the staffs call, the kneel or the spike, the clock that runs until the snap, and what
// the offense then lines up to do (a play, a punt, a field goal, a kneel). A coached defense sees the offense line up
// before it calls (coaching.ts): its defense against a play, its return against a punt, nothing against a kneel.

import type { Rng } from '../random.js';
import { clamp } from '../stats/math.js';
import {
  defenseCallsTimeout,
  fieldGoalDistance,
  fourthDownDecision,
  offenseCallsTimeout,
  shouldKneel,
  type Situation,
  type Tempo,
} from './decisions.js';
import type { GameState } from './state.js';
import { CHAIN_STOP_SAVING, LAST_SNAP_SECONDS, RUNOFF } from './tuning.js';

/** What happens before a regulation snap, worked out before any of it is done (beforeSnap in scrimmage.ts does it). */
export interface PreSnap {
  /** The defense's staff, or the offense's, stops the clock. */
  defenseTimeout: boolean;
  offenseTimeout: boolean;
  kneel: boolean;
  spike: boolean;
  /** The clock runs until the snap (false: it is stopped). */
  running: boolean;
  /** Seconds it runs. */
  runoff: number;
}

/** A copy of the situation the planning works on, so the snap's own is left as it is. */
const PLANNED: Situation = {
  quarter: 0,
  clock: 0,
  down: 0,
  distance: 0,
  ballOn: 0,
  lead: 0,
  offenseTimeouts: 0,
  defenseTimeouts: 0,
  overtime: 0,
  kickRange: undefined,
  points: undefined,
};

/**
 * The snap's situation copied into PLANNED, field by field: Object.assign's generic copy was 5% of the engine
 * bench's time (docs/cli.md).
 */
function planned(sit: Situation): Situation {
  const now = PLANNED;
  now.quarter = sit.quarter;
  now.clock = sit.clock;
  now.down = sit.down;
  now.distance = sit.distance;
  now.ballOn = sit.ballOn;
  now.lead = sit.lead;
  now.offenseTimeouts = sit.offenseTimeouts;
  now.defenseTimeouts = sit.defenseTimeouts;
  now.overtime = sit.overtime;
  now.kickRange = sit.kickRange;
  now.points = sit.points;
  return now;
}

/**
 * The timeouts, kneel, spike and runoff of a regulation snap with the clock as it stands. offenseCall: the offense's
 * coach's call (null: the staff's, which kneels, spikes and calls timeouts by its book); staffDefense: the defense's
 * staff calls its timeouts (its coach made no call of his own). The runoff is drawn from rng: the game's own stream
 * when the snap is played, a copy of it to look ahead.
 */
export function planPreSnap(
  s: GameState,
  sit: Situation,
  tempo: Tempo,
  offenseCall: string | null,
  staffDefense: boolean,
  rng: Rng,
  clockRunning = s.clockRunning,
): PreSnap {
  let running = clockRunning;
  let defenseTimeout = false;
  let offenseTimeout = false;
  if (running) {
    if (staffDefense && defenseCallsTimeout(sit, true)) defenseTimeout = true;
    else if (offenseCall === null && offenseCallsTimeout(sit, true, tempo)) offenseTimeout = true;
    running = !defenseTimeout && !offenseTimeout;
  }
  // A timeout changes only the timeouts left.
  const now = planned(sit);
  if (defenseTimeout) now.defenseTimeouts -= 1;
  if (offenseTimeout) now.offenseTimeouts -= 1;
  const kneel = offenseCall === null ? shouldKneel(now, tempo, running) : offenseCall === 'kneel';
  const spike =
    offenseCall === null
      ? !kneel
        && running
        && tempo === 'hurry'
        && now.offenseTimeouts === 0
        && s.down <= 3
        && s.timeLeftInHalf() <= 40
        && (s.quarter === 2 || s.quarter === 4)
      : offenseCall === 'spike';
  let runoff = 0;
  if (running) {
    if (kneel) runoff = Math.round(RUNOFF.milk.max);
    else {
      // The runoff: a normal draw around the tempo's mean, clamped to its whole seconds.
      const r = RUNOFF[tempo];
      const x =
        r.mean
        + (tempo === 'normal' ? s.pace + s.plans[s.offense].runoffShift + s.rules.play.runoff : 0)
        + r.sd * rng.normal();
      runoff = Math.round(clamp(x, r.min, r.max));
    }
    if (s.chainStop) runoff = Math.max(3, runoff - CHAIN_STOP_SAVING);
    if (spike) runoff = Math.min(runoff, 9);
    // An offense that needs points in the fourth quarter keeps time for its last snap (the kick when it is in range).
    if (s.quarter === 4 && !kneel && sit.lead <= 0 && s.clock - runoff < LAST_SNAP_SECONDS)
      runoff = Math.max(0, s.clock - LAST_SNAP_SECONDS);
  }
  return { defenseTimeout, offenseTimeout, kneel, spike, running, runoff };
}

/** The last snap of a half (scrimmage.ts lastSnapOfHalf): kick for points, run it out, heave it, or play it. */
export const LastSnap = { FieldGoal: 0, Kneel: 1, HailMary: 2, Play: 3 } as const;
export type LastSnap = (typeof LastSnap)[keyof typeof LastSnap];

export function lastSnapPlan(s: GameState, lead: number): LastSnap {
  if (fieldGoalDistance(s.ballOn) <= s.kickRange[s.offense] && (s.quarter === 2 || (lead <= 0 && lead >= -3)))
    return LastSnap.FieldGoal;
  const ahead = s.quarter === 4 && lead > 0;
  if ((s.quarter === 2 && s.ballOn < 50) || (ahead && s.down < 4)) return LastSnap.Kneel;
  return !ahead && 100 - s.ballOn > 25 ? LastSnap.HailMary : LastSnap.Play;
}

/** Is this the last snap of a half (the half's seconds as they will stand at the snap)? */
export function lastSnapOfHalfAt(s: GameState, clock: number): boolean {
  return s.overtime === 0 && (s.quarter === 2 || s.quarter === 4) && clock <= 8;
}

/** What the offense's staff lines up to do at the snap: what its defense sees before it calls. */
export type OffenseIntent = 'play' | 'punt' | 'field_goal' | 'kneel' | 'spike' | 'clock_out';

/**
 * What the offense's staff will do at this snap (its coach made no call), the clock as the defense's coach would leave
 * it: no timeout of the defense's staff (the coach calls his own). When the clock would run out before the snap at the
 * end of a half, a defense with a timeout left sees what the offense would do if it stopped the clock: its coach is
 * asked then, and his timeout is the call that matters. Looks ahead on a copy of the game's stream.
 */
export function offenseIntent(s: GameState, sit: Situation, tempo: Tempo): OffenseIntent {
  const intent = intentWith(s, sit, tempo, s.clockRunning);
  const endOfHalf = s.quarter === 2 || s.quarter === 4;
  return intent === 'clock_out' && endOfHalf && s.timeouts[s.defense] > 0 ? intentWith(s, sit, tempo, false) : intent;
}

function intentWith(s: GameState, sit: Situation, tempo: Tempo, clockRunning: boolean): OffenseIntent {
  let clock = s.clock;
  let hailMary = false;
  if (s.overtime === 0) {
    const p = planPreSnap(s, sit, tempo, null, false, s.rng.clone(), clockRunning);
    if (p.running) {
      clock -= Math.min(clock, p.runoff);
      if (clock <= 0) return 'clock_out';
    }
    if (p.kneel) return 'kneel';
    if (p.spike) return 'spike';
    if (lastSnapOfHalfAt(s, clock)) {
      const last = lastSnapPlan(s, sit.lead);
      if (last === LastSnap.FieldGoal) return 'field_goal';
      if (last === LastSnap.Kneel) return 'kneel';
      hailMary = last === LastSnap.HailMary;
    }
  }
  if (s.down !== 4 || hailMary) return 'play';
  const at = planned(sit);
  at.clock = clock;
  const call = fourthDownDecision(at, s.kickRange[s.offense], s.plans[s.offense].fourthDownAggression);
  return call === 'punt' ? 'punt' : call === 'fieldGoal' ? 'field_goal' : 'play';
}
