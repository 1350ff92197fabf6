// Passing plays: protection against the rush, the throw's depth and target, the catch, yards after it.

import type { Tempo } from './decisions.js';
import { turnoverReturn, wholeExponential } from './edges.js';
import { clamp } from '../stats/math.js';
import { PlayKind, type Outcome } from './outcome.js';
import { finishCarry, resolveScramble } from './runPlay.js';
import type { GameState } from './state.js';
import {
  BREAKUP_SHARE,
  COMPLETION_BASE,
  COMPLETION_EDGE,
  COMPLETION_OUT_OF_BOUNDS,
  DEPTH_MIX,
  FUMBLE,
  HAIL_MARY,
  HURRY_OUT_OF_BOUNDS,
  PASSING_DOWN,
  PASSING_ADJUSTMENT,
  INTERCEPTION_BASE,
  INTERCEPTION_EDGE,
  PLAY_SECONDS,
  PLAY_SECONDS_PER_10_YARDS,
  PRESSURE_ACCURACY_PENALTY,
  PRESSURE_INTERCEPTION_ADD,
  SACK_YARDS,
  TALENT_SCALE,
  TURNOVER_RETURN,
  YAC_BREAK,
  YAC_MEAN,
  WEATHER,
} from './tuning.js';
import { DRAW, drawFrom } from './weightedPick.js';

function sackLoss(s: GameState): number {
  const loss = SACK_YARDS.min + wholeExponential(s.rng, SACK_YARDS.mean);
  return Math.min(loss, s.ballOn);
}

/** A sack, and the ball it may knock loose. */
function sack(s: GameState, o: Outcome, qb: number, sackFumble: number): void {
  const rng = s.rng;
  const defense = s.onField[1 - s.offense];
  o.kind = PlayKind.Sack;
  o.carrier = qb;
  o.yards = -sackLoss(s);
  o.defender = drawFrom(defense, DRAW.rushers, rng);
  o.seconds = PLAY_SECONDS.sack;
  if (rng.below(sackFumble)) {
    o.fumble = true;
    if (rng.below(SACK_FUMBLE_LOST)) {
      o.fumbleLost = true;
      o.recoverer = drawFrom(defense, DRAW.rushers, rng);
      o.returnYards = turnoverReturn(rng, TURNOVER_RETURN.fumble);
    }
  }
}

/** Share of sack fumbles the defense recovers: a strip in the backfield is more often theirs. */
const SACK_FUMBLE_LOST = FUMBLE.lostShare + 0.05;

/** A pressured dropback's end short of a throw: a sack, a scramble or the ball thrown away (true), or none (false: he throws). */
function pressureEnds(s: GameState, o: Outcome, qb: number, hailMary: boolean): boolean {
  const m = s.matchups[s.offense];
  const u = s.rng.next();
  if (u < m.sack) {
    sack(s, o, qb, m.sackFumble);
    return true;
  }
  if (u < m.scramble && !hailMary) {
    resolveScramble(s, o, qb);
    return true;
  }
  if (u < m.throwAway && !hailMary) {
    o.kind = PlayKind.Pass;
    o.depth = 1;
    o.seconds = PLAY_SECONDS.incomplete;
    return true;
  }
  return false;
}

/** The pass is picked off `air` yards downfield. */
function interception(s: GameState, o: Outcome, air: number): void {
  o.intercepted = true;
  o.yards = air;
  o.defender = drawFrom(s.onField[1 - s.offense], DRAW.coverers, s.rng);
  o.returnYards = turnoverReturn(s.rng, TURNOVER_RETURN.interception);
  o.seconds += 2;
}

/** An incomplete pass, maybe broken up. */
function incompletion(s: GameState, o: Outcome): void {
  o.seconds = PLAY_SECONDS.incomplete;
  if (s.rng.below(BREAKUP_SHARE)) {
    o.breakup = true;
    o.defender = drawFrom(s.onField[1 - s.offense], DRAW.coverers, s.rng);
  }
}

/** A throw's air yards for its depth; the end zone is ten yards deep, throws near the goal are caught in it. */
function airYards(s: GameState, depth: number): number {
  const rng = s.rng;
  let air: number;
  // A screen is thrown 0-3 yards behind the line, never -0 yards (a result is plain JSON).
  if (depth === 0) air = 0 - rng.int(0, 3);
  else if (depth === 1) air = rng.int(1, 9);
  else if (depth === 2) air = rng.int(10, 19);
  else air = 20 + wholeExponential(rng, Math.max(4, 8 + (s.onField[s.offense].ratings.qbPower - 70) / 5));
  return Math.min(air, 100 - s.ballOn + 8);
}

/** A dropback: pressure, sack or scramble, otherwise a throw. */
export function resolvePass(s: GameState, o: Outcome, tempo: Tempo, hailMary: boolean): void {
  const rng = s.rng;
  const side = s.offense;
  const lineup = s.lineups[side];
  const off = s.onField[side];
  const m = s.matchups[side];
  const qb = off.qb;
  o.passer = qb;

  const tactic = s.tactic;
  const passingDown = s.down >= 3 && s.distance >= 3;
  const pressured = rng.below((passingDown ? m.pressurePassingDown : m.pressure) + tactic.pressure);
  if (pressured) {
    if (pressureEnds(s, o, qb, hailMary)) return;
  } else if (!hailMary) {
    if (rng.below(m.cleanScramble)) {
      resolveScramble(s, o, qb);
      return;
    }
  }

  o.kind = PlayKind.Pass;
  const yardsToGoal = 100 - s.ballOn;
  // The throw's depth and air yards (a Hail Mary: deep, to the goal line).
  let depth = 3;
  let air = yardsToGoal;
  if (!hailMary && tactic.depth >= 0) {
    // A called throw: its depth, a play fake's intermediate or deep.
    depth = tactic.depth === 4 ? (rng.below(0.55) ? 2 : 3) : tactic.depth;
    air = airYards(s, depth);
  } else if (!hailMary) {
    const mix =
      yardsToGoal <= 12
        ? DEPTH_MIX.redZone
        : tempo === 'hurry'
          ? DEPTH_MIX.hurry
          : s.down >= 3 && s.distance >= 8
            ? DEPTH_MIX.long
            : DEPTH_MIX.base;
    // The scheme's taste for the deep ball moves throws between short and deep (never in the red zone).
    const deep = yardsToGoal <= 12 ? 0 : s.plans[side].deepShift;
    const u = rng.next();
    let acc = 0;
    for (let i = 0; i < 3; i++) {
      acc += i === 1 ? mix[i] - deep : mix[i];
      if (u < acc) {
        depth = i;
        break;
      }
    }
    air = airYards(s, depth);
  }
  const target = drawFrom(off, DRAW.targets + depth, rng);
  o.depth = depth;
  o.air = air;
  o.target = target;
  const t = lineup.players[target].attributes;
  // His receiving skill (lineup.ts): 0.36 catching + 0.34 route running + 0.3 speed.
  const recSkill = 0.36 * t.catching + 0.34 * t.routeRunning + 0.3 * t.speed;
  const era = s.rules.play;
  // A defense carved up through the air adjusts (a safety deep, a dime back in): past `from` passing yards in the game,
  // each further 100 costs the throws `perHundred` rating points.
  const adjusted =
    (PASSING_ADJUSTMENT.perHundred * Math.max(0, s.team[side].passYards - PASSING_ADJUSTMENT.from)) / 100;
  const cover =
    ((m.qbCover
      + 0.5 * (recSkill - m.coverage)
      + s.dayEdges[side]
      + s.preventEdge
      + s.situationEdge
      + tactic.cover[depth]
      - adjusted)
      * TALENT_SCALE
      * era.talent)
    / 10;
  let pComp =
    COMPLETION_BASE[depth]
    + COMPLETION_EDGE * cover
    - (pressured ? PRESSURE_ACCURACY_PENALTY : 0)
    - (passingDown ? PASSING_DOWN.completion : 0)
    + era.completion
    + tactic.complete[depth]
    - s.weatherEffect.completion * WEATHER.byDepth[depth];
  let pInt =
    (INTERCEPTION_BASE[depth] * Math.exp(-INTERCEPTION_EDGE * cover) * m.interceptionAwareness
      + (pressured ? PRESSURE_INTERCEPTION_ADD : 0))
    * era.interception;
  if (hailMary) {
    pComp = HAIL_MARY.complete;
    pInt = HAIL_MARY.intercept;
  }
  pComp = clamp(pComp, 0.03, 0.95);
  const u = rng.next();
  o.seconds = PLAY_SECONDS.pass;
  if (u < pInt) {
    interception(s, o, air);
    return;
  }
  if (u >= pInt + pComp) {
    incompletion(s, o);
    return;
  }
  o.complete = true;
  o.carrier = target;
  if (air >= yardsToGoal) {
    o.yards = yardsToGoal;
  } else {
    const a = lineup.players[target].attributes;
    // His after-catch elusiveness: 0.5 speed + 0.5 agility.
    const elusive = clamp(1 + (0.5 * a.speed + 0.5 * a.agility - s.onField[1 - side].ratings.tackling) / 60, 0.5, 1.7);
    let yac = wholeExponential(rng, Math.max(0.5, YAC_MEAN[depth] * elusive * tactic.yac + era.catchYards));
    if (rng.below(clamp(YAC_BREAK.base + YAC_BREAK.edge * cover, 0.005, 0.12)))
      yac += 5 + wholeExponential(rng, YAC_BREAK.mean);
    o.yards = air + yac;
  }
  o.outOfBounds = rng.below(tempo === 'hurry' ? HURRY_OUT_OF_BOUNDS : COMPLETION_OUT_OF_BOUNDS);
  finishCarry(s, o, t.carrying, FUMBLE.catch, depth >= 2 ? DRAW.deepTacklers : DRAW.shortTacklers);
  o.seconds = PLAY_SECONDS.pass + (Math.max(0, o.yards) * PLAY_SECONDS_PER_10_YARDS) / 10;
}
