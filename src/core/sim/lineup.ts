// Who plays: a team's roster turned into the units the engine reads on every snap. Built once per
// game: the first string (with the usual rotation of backups at tiring positions) and the reserves
// who take over when a game is out of hand.

import type { Player, PlayerAttributes, Position } from '../players/types.js';
import { LB_ROLES, PASS_RUSH_PULL, RB_COMMITTEE, RECEIVER_PULL, RECEIVER_ROLES, ROTATION_SHARE, SLOT_COUNT } from './tuning.js';
import type { GameTeam } from './types.js';
import { addEntry, beginDraws, building, endDraw, finishDraws, room, type Draws } from './weightedPick.js';

/** Unit ratings on the 0-99 attribute scale. */
export interface UnitRatings {
  qbAccuracy: number;
  qbPower: number;
  qbAwareness: number;
  qbMobility: number;
  passBlock: number;
  runBlock: number;
  passRush: number;
  runStop: number;
  coverage: number;
  tackling: number;
  /** Best receivers' average skill (catching, routes, speed). */
  receiving: number;
  /** Lead backs' average skill as ball carriers. */
  rushing: number;
  kickPower: number;
  kickAccuracy: number;
  puntPower: number;
  puntAccuracy: number;
  stamina: number;
}

/** One set of players on the field (first string or reserves) with its draws for credit (DRAW). */
export interface Personnel extends Draws {
  ratings: UnitRatings;
  qb: number;
  kicker: number;
  punter: number;
  puntReturner: number;
}

export interface Lineup {
  team: GameTeam;
  players: Player[];
  /** "J. Smith" per player index, filled in when first asked for (playerName). */
  names: (string | undefined)[];
  /**
   * "OSU 32" per yard line 0-50 of this team's side of the field, filled in when first asked for (spotLabel); shared
   * by every lineup of the abbreviation (spotsOf), so a season makes each label once rather than in every game.
   */
  spots: (string | undefined)[];
  first: Personnel;
  /** Built on first use (reservesOf): most games never empty the bench. */
  reserves: Personnel | null;
  /** The scheme's tilt of targets (the reserves' draws are built with it too). */
  tilt: TargetTilt;
}

/*
 * A lineup's ball-carrier skill (0.3 speed + 0.3 agility + 0.22 carrying + 0.18 strength) and receiving skill
 * (0.36 catching + 0.34 route running + 0.3 speed) of a player are read from his attributes where a play or the
 * lineup needs them, by these formulas: arrays of them for every player of both teams of every game cost more.
 */

/** A player's receiving skill (the target draws' and the unit's rating). */
function recSkillOf(a: PlayerAttributes): number {
  return 0.36 * a.catching + 0.34 * a.routeRunning + 0.3 * a.speed;
}

/** A player's ball-carrier skill (the unit's rushing rating). */
function runSkillOf(a: PlayerAttributes): number {
  return 0.3 * a.speed + 0.3 * a.agility + 0.22 * a.carrying + 0.18 * a.strength;
}

/** Positions by code: a code is the index in this list. */
const POSITION_LIST: readonly Position[] = ['QB', 'RB', 'WR', 'TE', 'OL', 'DL', 'LB', 'CB', 'S', 'K', 'P'];
const QB = 0, RB = 1, WR = 2, TE = 3, OL = 4, DL = 5, LB = 6, CB = 7, S = 8, K = 9, P = 10;
/** A position's code by its first letter (the eleven differ): a keyed read by position name is megamorphic. */
const CODE_BY_LETTER = new Int8Array(128).fill(-1);
for (let k = 0; k < POSITION_LIST.length; k++) CODE_BY_LETTER[POSITION_LIST[k].charCodeAt(0)] = k;

/** Who fills in when a roster has too few players at a position, in order of preference (by code). */
const FALLBACK: readonly (readonly number[])[] = [
  /* QB */ [RB, WR, TE, S],
  /* RB */ [WR, TE, LB, S],
  /* WR */ [TE, RB, CB, S],
  /* TE */ [OL, WR, DL, LB],
  /* OL */ [DL, TE, LB],
  /* DL */ [LB, OL, TE],
  /* LB */ [S, DL, RB],
  /* CB */ [S, WR, LB],
  /* S */ [CB, LB, WR],
  /* K */ [P, QB, WR],
  /* P */ [K, QB, WR],
];

/*
 * The lineup being built (one at a time, in typed scratch): the roster's indices grouped by position in depth order
 * (position k's are order[groupStart[k]] .. order[groupStart[k + 1] - 1]), then the units of a string. Only what a
 * game keeps is allocated.
 */
let order = new Int32Array(256);
let codes = new Int8Array(256);
const groupStart = new Int32Array(POSITION_LIST.length + 1);
const cursor = new Int32Array(POSITION_LIST.length);

function depthKey(p: Player): number {
  return p.depth > 0 ? p.depth : 999;
}

/** Groups the roster by position (groupStart, order), each position in depth-chart order. */
function groupByPosition(players: readonly Player[]): void {
  const n = players.length;
  if (order.length < n) {
    order = new Int32Array(2 * n);
    codes = new Int8Array(2 * n);
  }
  groupStart.fill(0);
  for (let i = 0; i < n; i++) {
    const pos = players[i].pos;
    const code = pos.length <= 2 ? CODE_BY_LETTER[pos.charCodeAt(0) & 127] : -1;
    if (code < 0) throw new Error(`unknown position ${pos}`);
    codes[i] = code;
    groupStart[code + 1]++;
  }
  for (let k = 0; k < POSITION_LIST.length; k++) {
    groupStart[k + 1] += groupStart[k];
    cursor[k] = groupStart[k];
  }
  for (let i = 0; i < n; i++) order[cursor[codes[i]]++] = i;
  for (let k = 0; k < POSITION_LIST.length; k++) {
    const from = groupStart[k];
    const to = groupStart[k + 1];
    // Rosters come ordered by depth chart already; sort only when they are not (the test written out: this runs for
    // every pair of players of both teams of every game).
    let sorted = true;
    for (let j = from + 1; j < to && sorted; j++) {
      const pa = players[order[j - 1]];
      const pb = players[order[j]];
      const da = pa.depth > 0 ? pa.depth : 999;
      const db = pb.depth > 0 ? pb.depth : 999;
      if ((da - db || pb.rating - pa.rating || pa.id - pb.id) > 0) sorted = false;
    }
    if (!sorted) sortGroup(players, from, to);
  }
}

function sortGroup(players: readonly Player[], from: number, to: number): void {
  const list = Array.from(order.subarray(from, to));
  list.sort((a, b) => {
    const pa = players[a];
    const pb = players[b];
    return depthKey(pa) - depthKey(pb) || pb.rating - pa.rating || pa.id - pb.id;
  });
  for (let j = 0; j < list.length; j++) order[from + j] = list[j];
}

/** The units of a string: running backs, receivers, tight ends, offensive line, defensive line, linebackers, corners, safeties. */
const U_RB = 0, U_WR = 1, U_TE = 2, U_OL = 3, U_DL = 4, U_LB = 5, U_CB = 6, U_S = 7;
const UNIT_COUNT = 8;
const UNIT_POSITION: readonly number[] = [RB, WR, TE, OL, DL, LB, CB, S];
/** Players of a unit on the field, and the backups who rotate in. */
const UNIT_SIZE: readonly number[] = [1, SLOT_COUNT.WR, 1, 5, 4, 3, 2, 2];
const UNIT_ROTATION: readonly number[] = [2, 2, 1, 2, 3, 1, 1, 1];
const UNIT_ROTATION_SHARE: readonly number[] = [
  ROTATION_SHARE.RB, ROTATION_SHARE.WR, ROTATION_SHARE.TE, ROTATION_SHARE.OL,
  ROTATION_SHARE.DL, ROTATION_SHARE.LB, ROTATION_SHARE.CB, ROTATION_SHARE.S,
];
/**
 * A unit's starters are unitPlayers[u * STRIDE ..] (mainCount[u] of them), its rotation unitPlayers[u * STRIDE + ROT ..]
 * (rotCount[u]), with the rotation's share of snaps unitShare[u]. The quarterback, kicker and punter: oneSlot.
 */
const STRIDE = 16;
const ROT = 8;
const unitPlayers = new Int32Array(UNIT_COUNT * STRIDE);
const mainCount = new Int32Array(UNIT_COUNT);
const rotCount = new Int32Array(UNIT_COUNT);
const unitShare = new Float64Array(UNIT_COUNT);
const oneSlot = new Int32Array(4);
const ONE_QB = 0, ONE_K = 1, ONE_P = 2;
/** The lead back's, the front four's and the starting receivers' average stamina (the unit rating). */
const staminaOf = new Float64Array(1);

/** Is player i among the `len` written at dst[at]? */
function holds(dst: Int32Array, at: number, len: number, i: number): boolean {
  for (let k = 0; k < len; k++) if (dst[at + k] === i) return true;
  return false;
}

/**
 * The players for `count` slots at a position (code) starting at depth `from` (0-based), written at dst[at]; returns
 * how many. Reserves short of backups keep the first string on; a position short of players is topped up from the
 * fallback positions (their lowest-placed players first, so starters elsewhere are not taken).
 */
function slots(code: number, from: number, count: number, total: number, dst: Int32Array, at: number): number {
  const end = groupStart[code + 1];
  let len = 0;
  for (let k = groupStart[code] + from; k < end && len < count; k++) dst[at + len++] = order[k];
  // The top-up called every time (it returns at once when the slots are filled): a branch here that only a short
  // position takes threw away the optimized slots when the first one came (no feedback).
  return topUp(code, from, count, total, dst, at, len);
}

/** slots' players beyond a position's own at `from`: its first string, then the fallback positions, then anyone. */
function topUp(code: number, from: number, count: number, total: number, dst: Int32Array, at: number, len: number): number {
  if (len >= count) return len;
  if (from > 0) {
    for (let k = groupStart[code]; k < groupStart[code + 1] && len < count; k++) {
      if (!holds(dst, at, len, order[k])) dst[at + len++] = order[k];
    }
  }
  if (len < count) {
    const fallback = FALLBACK[code];
    for (let f = 0; f < fallback.length; f++) {
      const first = groupStart[fallback[f]];
      for (let k = groupStart[fallback[f] + 1] - 1; k >= first && len < count; k--) {
        if (!holds(dst, at, len, order[k])) dst[at + len++] = order[k];
      }
    }
    for (let i = 0; i < total && len < count; i++) if (!holds(dst, at, len, i)) dst[at + len++] = i;
  }
  return len;
}

/** The attributes a unit rating averages. */
const STAMINA = 0, TACKLING = 1, PASS_BLOCK = 2, RUN_BLOCK = 3, PASS_RUSH = 4, RUN_STOP = 5, COVERAGE = 6;

/** The average of an attribute over `len` players written at unitPlayers[at] (40 for none). */
function mean(players: readonly Player[], at: number, len: number, attribute: number): number {
  if (len === 0) return 40;
  let sum = 0;
  for (let k = 0; k < len; k++) {
    const a = players[unitPlayers[at + k]].attributes;
    sum += attribute === STAMINA ? a.stamina : attribute === TACKLING ? a.tackling : attribute === PASS_BLOCK ? a.passBlock
      : attribute === RUN_BLOCK ? a.runBlock : attribute === PASS_RUSH ? a.passRush : attribute === RUN_STOP ? a.runStop : a.coverage;
  }
  return sum / len;
}

/** A unit's starters' average with the rotation's share going to the backups. */
function unitMean(players: readonly Player[], u: number, attribute: number): number {
  const m = mean(players, u * STRIDE, mainCount[u], attribute);
  const share = unitShare[u];
  return rotCount[u] === 0 ? m : (1 - share) * m + share * mean(players, u * STRIDE + ROT, rotCount[u], attribute);
}

/** A string's units (0 first, 1 second) into the scratch: starters, rotation and its share; quarterback, kicker, punter. */
function depthFrom(players: readonly Player[], string: 0 | 1): void {
  const total = players.length;
  for (let u = 0; u < UNIT_COUNT; u++) {
    mainCount[u] = slots(UNIT_POSITION[u], string * UNIT_SIZE[u], UNIT_SIZE[u], total, unitPlayers, u * STRIDE);
  }
  const stamina = (mean(players, U_RB * STRIDE, mainCount[U_RB], STAMINA) + mean(players, U_DL * STRIDE, mainCount[U_DL], STAMINA)
    + mean(players, U_WR * STRIDE, mainCount[U_WR], STAMINA)) / 3;
  staminaOf[0] = stamina;
  // Less stamina, more snaps for the backups.
  const tire = Math.max(0.5, Math.min(1.6, 1 + (78 - stamina) / 40));
  for (let u = 0; u < UNIT_COUNT; u++) {
    // Rotation backups come only from the position itself: an empty rotation keeps the starters on.
    const code = UNIT_POSITION[u];
    const end = groupStart[code + 1];
    const rotation = UNIT_ROTATION[u];
    let len = 0;
    for (let k = groupStart[code] + (string + 1) * UNIT_SIZE[u]; k < end && len < rotation; k++) unitPlayers[u * STRIDE + ROT + len++] = order[k];
    rotCount[u] = len;
    unitShare[u] = Math.min(0.5, UNIT_ROTATION_SHARE[u] * tire);
  }
  if (rotCount[U_RB] > 0) unitShare[U_RB] = Math.min(RB_COMMITTEE.most, backupBackShare(players) * tire);
  slots(QB, string, 1, total, oneSlot, ONE_QB);
  slots(K, 0, 1, total, oneSlot, ONE_K);
  slots(P, 0, 1, total, oneSlot, ONE_P);
}

/** The backups' share of carries before stamina, by how much better a ball carrier the lead back is than the next (RB_COMMITTEE). */
function backupBackShare(players: readonly Player[]): number {
  const gap = runSkillOf(players[unitPlayers[U_RB * STRIDE]].attributes) - runSkillOf(players[unitPlayers[U_RB * STRIDE + ROT]].attributes);
  return Math.max(RB_COMMITTEE.min, Math.min(RB_COMMITTEE.even, RB_COMMITTEE.even - RB_COMMITTEE.perPoint * gap));
}

/** Player `k` of a unit's starters (k < mainCount[u]). */
function starter(u: number, k: number): number {
  return unitPlayers[u * STRIDE + k];
}

/** The last of a unit's players on the field: its last backup, or its last starter. */
function lastOfUnit(u: number): number {
  return rotCount[u] > 0 ? unitPlayers[u * STRIDE + ROT + rotCount[u] - 1] : unitPlayers[u * STRIDE + mainCount[u] - 1];
}

/** Multipliers of each group's share of targets (the scheme's). */
type TargetTilt = { wr: number; te: number; rb: number };
const EVEN_TILT: TargetTilt = { wr: 1, te: 1, rb: 1 };

/**
 * The unit ratings that blend units' averages (tackling, pass block, run block, pass rush, run stop, coverage), as a
 * table of terms read by one loop (ratingsOf): a call and a multiplication per term written out made ratingsOf one of
 * the engine's biggest optimizing compiles. Each rating sums its terms in the order written, weight times the unit's
 * average (unitMean; MAIN_ONLY: the starters' alone), as the expressions did: the same numbers to the last bit.
 */
const R_TACKLING = 0, R_PASS_BLOCK = 1, R_RUN_BLOCK = 2, R_PASS_RUSH = 3, R_RUN_STOP = 4, R_COVERAGE = 5;
const BLEND_COUNT = 6;
const MAIN_ONLY = 1;
/** Per term: the rating, the unit, the attribute, starters only (1) or with the rotation (0), and the weight. */
const TERM_RATING = Int8Array.from([
  R_TACKLING, R_TACKLING, R_TACKLING, R_PASS_BLOCK, R_RUN_BLOCK, R_RUN_BLOCK, R_PASS_RUSH, R_PASS_RUSH,
  R_RUN_STOP, R_RUN_STOP, R_RUN_STOP, R_COVERAGE, R_COVERAGE, R_COVERAGE,
]);
const TERM_UNIT = Int8Array.from([U_LB, U_S, U_CB, U_OL, U_OL, U_TE, U_DL, U_LB, U_DL, U_LB, U_S, U_CB, U_S, U_LB]);
const TERM_ATTRIBUTE = Int8Array.from([
  TACKLING, TACKLING, TACKLING, PASS_BLOCK, RUN_BLOCK, RUN_BLOCK, PASS_RUSH, PASS_RUSH,
  RUN_STOP, RUN_STOP, RUN_STOP, COVERAGE, COVERAGE, COVERAGE,
]);
const TERM_MAIN_ONLY = Int8Array.from([0, 0, 0, 0, 0, MAIN_ONLY, 0, 0, 0, 0, 0, 0, 0, 0]);
const TERM_WEIGHT = Float64Array.from([0.45, 0.35, 0.2, 1, 0.82, 0.18, 0.78, 0.22, 0.55, 0.3, 0.15, 0.45, 0.3, 0.25]);
const blend = new Float64Array(BLEND_COUNT);

/** The blended ratings of the string in the scratch into `blend`. */
function blendRatings(players: readonly Player[]): void {
  blend.fill(0);
  for (let t = 0; t < TERM_WEIGHT.length; t++) {
    const u = TERM_UNIT[t];
    const value = TERM_MAIN_ONLY[t] === MAIN_ONLY ? mean(players, u * STRIDE, mainCount[u], TERM_ATTRIBUTE[t])
      : unitMean(players, u, TERM_ATTRIBUTE[t]);
    blend[TERM_RATING[t]] += TERM_WEIGHT[t] * value;
  }
}

/** The string in the scratch's unit ratings. */
function ratingsOf(players: readonly Player[]): UnitRatings {
  const qbP = players[oneSlot[ONE_QB]].attributes;
  const k = players[oneSlot[ONE_K]].attributes;
  const p = players[oneSlot[ONE_P]].attributes;
  blendRatings(players);
  let receiving = 0;
  for (let i = 0; i < mainCount[U_WR]; i++) receiving += recSkillOf(players[starter(U_WR, i)].attributes);
  receiving = (receiving + recSkillOf(players[starter(U_TE, 0)].attributes) * 0.5) / (mainCount[U_WR] + 0.5);
  const rbRot = rotCount[U_RB];
  const rbShare = rbRot === 0 ? 0 : unitShare[U_RB];
  const rushing = (1 - rbShare) * runSkillOf(players[starter(U_RB, 0)].attributes)
    + rbShare * (rbRot ? runSkillOf(players[unitPlayers[U_RB * STRIDE + ROT]].attributes) : 0);
  return {
    qbAccuracy: qbP.throwAccuracy,
    qbPower: qbP.throwPower,
    qbAwareness: qbP.awareness,
    qbMobility: (qbP.speed + qbP.agility) / 2,
    passBlock: blend[R_PASS_BLOCK],
    runBlock: blend[R_RUN_BLOCK],
    passRush: blend[R_PASS_RUSH],
    runStop: blend[R_RUN_STOP],
    coverage: blend[R_COVERAGE],
    tackling: blend[R_TACKLING],
    receiving,
    rushing,
    kickPower: k.kickPower,
    kickAccuracy: k.kickAccuracy,
    puntPower: p.kickPower,
    puntAccuracy: p.kickAccuracy,
    // depthFrom's average of the same players (the lead back, the front four, the starting receivers).
    stamina: staminaOf[0],
  };
}

/** Adds a unit's players to the draw being built, `perStarter` weight each, the rotation's share spread over the backups. */
function addUnit(u: number, perStarter: number): void {
  const main = mainCount[u];
  const rot = rotCount[u];
  const share = rot === 0 ? 0 : unitShare[u];
  room(main + rot);
  // Written straight into the builder's arrays (addEntry's work): no call and no heap number per weight.
  const b = building;
  for (let k = 0; k < main; k++) {
    b.players[b.count] = unitPlayers[u * STRIDE + k];
    b.weights[b.count++] = perStarter * (1 - share) * (u === U_LB && k < LB_ROLES.length ? LB_ROLES[k] : 1);
  }
  for (let k = 0; k < rot; k++) {
    b.players[b.count] = unitPlayers[u * STRIDE + ROT + k];
    b.weights[b.count++] = (perStarter * main * share) / rot;
  }
}

/**
 * A receiver's pull on the ball (better receivers are thrown to more), per place of the unit scratch (unitPlayers),
 * worked out once per personnel for the four target draws (targetQualities).
 */
const quality = new Float64Array(UNIT_COUNT * STRIDE);

/** A receiver's pull on the ball (RECEIVER_PULL). */
function receiverPull(p: Player): number {
  const a = p.attributes;
  const pull = Math.max(0.2, 1 + (0.36 * a.catching + 0.34 * a.routeRunning + 0.3 * a.speed - 70) / 30);
  return pull <= RECEIVER_PULL.above ? pull : RECEIVER_PULL.above + (pull - RECEIVER_PULL.above) * RECEIVER_PULL.beyond;
}

/**
 * The defense rolls its coverage toward a receiver far better than the next one: his pull on the ball stops at
 * RECEIVER_PULL.overNext times the next starter's.
 */
function coverTheStar(): void {
  const at = U_WR * STRIDE;
  const main = mainCount[U_WR];
  if (main < 2) return;
  let best = 0;
  for (let k = 1; k < main; k++) if (quality[at + k] > quality[at + best]) best = k;
  let next = 0;
  for (let k = 0; k < main; k++) if (k !== best && quality[at + k] > next) next = quality[at + k];
  const most = RECEIVER_PULL.overNext * next;
  if (quality[at + best] > most) quality[at + best] = most;
}

/** quality of a unit's players: their pull on the ball (receiverPull). */
function qualitiesOf(players: readonly Player[], u: number): void {
  for (let k = 0; k < mainCount[u]; k++) quality[u * STRIDE + k] = receiverPull(players[unitPlayers[u * STRIDE + k]]);
  for (let k = 0; k < rotCount[u]; k++) quality[u * STRIDE + ROT + k] = receiverPull(players[unitPlayers[u * STRIDE + ROT + k]]);
}

/** Adds a unit's receivers to a target draw: starters by role (`roles`: RECEIVER_ROLES, or 1 each), the rotation's share spread over the backups. */
function addTargets(u: number, weight: number, roles: readonly number[] | null): void {
  const main = mainCount[u];
  const rot = rotCount[u];
  const share = rot === 0 ? 0 : unitShare[u];
  room(main + rot);
  const b = building;
  for (let k = 0; k < main; k++) {
    const role = roles ? roles[k < roles.length ? k : roles.length - 1] : 1;
    b.players[b.count] = unitPlayers[u * STRIDE + k];
    b.weights[b.count++] = weight * (1 - share) * role * quality[u * STRIDE + k];
  }
  for (let k = 0; k < rot; k++) {
    b.players[b.count] = unitPlayers[u * STRIDE + ROT + k];
    b.weights[b.count++] = (weight * share * quality[u * STRIDE + ROT + k]) / rot;
  }
}

/**
 * Target draw for a depth of throw: receivers, tight ends and backs by role, tilted toward the better ones, and the
 * fourth receiver's own weight (fourthW, 0 for most schemes): fourthReceiverShare.
 */
function targetDraw(wrW: number, teW: number, rbW: number, fourthW: number): void {
  // The first backup receiver's entry follows the starters' (addTargets).
  const fourthAt = building.count + mainCount[U_WR];
  addTargets(U_WR, wrW, fourthW > 0 ? RECEIVER_ROLES.fourWide : RECEIVER_ROLES.focused);
  if (fourthW > 0 && rotCount[U_WR] > 0) building.weights[fourthAt] += fourthW * quality[U_WR * STRIDE + ROT];
  addTargets(U_TE, teW, null);
  addTargets(U_RB, rbW, null);
  endDraw();
}

/**
 * The tight end's targets a scheme takes from him (its tilt below 1) go to a fourth receiver, who lines up in his place:
 * the air raid plays four wide receivers and no tight end (10 personnel), and spreads the ball over them. Given to
 * the three starters instead, they made two or three 1,000-yard receivers of many an air raid team: in 2016 (16 batch
 * seasons with injuries) 44.8 such receivers a season (FBS 28-41, shared/reference/fbs-eras.md section 3), the 10th
 * at 1,422 yards (1,250-1,380) and the leader at 2,075 (1,450-1,900); with the fourth receiver 38.4, 1,323 and 1,935.
 */
function fourthReceiverShare(t: TargetTilt): number {
  return t.te < 1 ? 1 - t.te : 0;
}

/**
 * Each starter's weight in a draw, by unit (personnel's draws, in the order of their units), and the sweepers' and
 * kick returners' weights: constants of the module rather than literals made for every lineup.
 */
const SHARES = {
  runTacklers: [0.11, 0.13, 0.07, 0.045], // DL, LB, S, CB
  shortTacklers: [0.02, 0.11, 0.11, 0.17], // DL, LB, S, CB
  deepTacklers: [0.03, 0.24, 0.22], // LB, S, CB
  rushers: [0.18, 0.08, 0.02], // DL, LB, S
  coverers: [0.06, 0.16, 0.25], // LB, S, CB
} as const;
/** The first, second and third receiver's shares of sweeps. */
const SWEEPER_SHARES: readonly number[] = [0.5, 0.3, 0.2];
/** The last back, receiver and corner of the chart (kickReturners). */
const KICK_RETURNER_SHARES: readonly number[] = [0.4, 0.4, 0.2];

/** Adds units to the draw being built, each starter of unit k weighing perStarter[k], and closes it. */
function unitDraw(units: readonly number[], perStarter: readonly number[]): void {
  for (let k = 0; k < units.length; k++) addUnit(units[k], perStarter[k]);
  endDraw();
}
const DL_LB_S_CB: readonly number[] = [U_DL, U_LB, U_S, U_CB];
const LB_S_CB: readonly number[] = [U_LB, U_S, U_CB];
const DL_LB_S: readonly number[] = [U_DL, U_LB, U_S];
/** The defense's draws in DRAW's order (run, short and deep tacklers, rushers, coverers): units and shares. */
const DEFENSE_UNITS: readonly (readonly number[])[] = [DL_LB_S_CB, DL_LB_S_CB, LB_S_CB, DL_LB_S, LB_S_CB];
const DEFENSE_SHARES: readonly (readonly number[])[] = [
  SHARES.runTacklers, SHARES.shortTacklers, SHARES.deepTacklers, SHARES.rushers, SHARES.coverers,
];
/** The rushers' place among DEFENSE_UNITS. */
const RUSHERS_AT = 3;

/** The sack draw: the rushers' units by share, each player's weight pulled toward the better pass rushers (PASS_RUSH_PULL). */
function rusherDraw(players: readonly Player[]): void {
  const from = building.count;
  for (let k = 0; k < DL_LB_S.length; k++) addUnit(DL_LB_S[k], SHARES.rushers[k]);
  const b = building;
  for (let i = from; i < b.count; i++) {
    const pull = 1 + (players[b.players[i]].attributes.passRush - 70) / PASS_RUSH_PULL;
    b.weights[i] *= pull < 0.3 ? 0.3 : pull;
  }
  endDraw();
}
/** The four target draws (by depth of throw): the receivers', tight ends' and backs' weights before the scheme's tilt. */
const TARGET_MIX = Float64Array.from([0.5, 0.1, 0.4, 0.62, 0.2, 0.18, 0.72, 0.25, 0.03, 0.9, 0.1, 0]);

/** Adds players `from` .. `to` - 1 of the unit scratch at unitPlayers[at] to the draw being built, weight 1 each. */
function addEach(at: number, from: number, to: number): void {
  for (let k = from; k < to; k++) addEntry(unitPlayers[at + k], 1);
}
/** The personnel of a string of the roster (0 first, 1 second): its ratings and draws. */
function personnel(players: readonly Player[], string: 0 | 1, t: TargetTilt): Personnel {
  groupByPosition(players);
  depthFrom(players, string);
  const ratings = ratingsOf(players);
  beginDraws();
  // Backs: the lead back, then his backups with the rotation's share (three quarters to the first).
  const rbRot = rotCount[U_RB];
  const rbShare = rbRot === 0 ? 0 : unitShare[U_RB];
  addEntry(starter(U_RB, 0), 1 - rbShare);
  if (rbRot > 0) addEntry(unitPlayers[U_RB * STRIDE + ROT], rbShare * 0.75);
  if (rbRot > 1) addEntry(unitPlayers[U_RB * STRIDE + ROT + 1], rbShare * 0.25);
  endDraw();
  for (let k = 0; k < mainCount[U_WR]; k++) addEntry(starter(U_WR, k), SWEEPER_SHARES[k]);
  endDraw();
  qualitiesOf(players, U_WR);
  coverTheStar();
  qualitiesOf(players, U_TE);
  qualitiesOf(players, U_RB);
  // The last target draw gives the backs none (0 * tilt is 0 as the literal was).
  const fourth = fourthReceiverShare(t);
  for (let d = 0; d < 12; d += 3) targetDraw(TARGET_MIX[d] * t.wr, TARGET_MIX[d + 1] * t.te, TARGET_MIX[d + 2] * t.rb, TARGET_MIX[d + 1] * fourth);
  addEntry(lastOfUnit(U_RB), KICK_RETURNER_SHARES[0]);
  addEntry(lastOfUnit(U_WR), KICK_RETURNER_SHARES[1]);
  addEntry(lastOfUnit(U_CB), KICK_RETURNER_SHARES[2]);
  endDraw();
  for (let d = 0; d < DEFENSE_UNITS.length; d++) {
    if (d === RUSHERS_AT) rusherDraw(players);
    else unitDraw(DEFENSE_UNITS[d], DEFENSE_SHARES[d]);
  }
  // Special teams are covered by backups and young players: linebackers, safeties, corners beyond the starters.
  addEach(U_LB * STRIDE + ROT, 0, rotCount[U_LB]);
  addEach(U_S * STRIDE + ROT, 0, rotCount[U_S]);
  addEach(U_CB * STRIDE + ROT, 0, rotCount[U_CB]);
  addEach(U_LB * STRIDE, 1, mainCount[U_LB]);
  addEach(U_S * STRIDE, 1, mainCount[U_S]);
  endDraw();
  const draws = finishDraws();
  // The third receiver on the field (or the last, when fewer) returns punts.
  const wrOnField = mainCount[U_WR] + rotCount[U_WR];
  const returnerAt = Math.min(wrOnField - 1, 2);
  return {
    idx: draws.idx,
    cum: draws.cum,
    ends: draws.ends,
    ratings,
    qb: oneSlot[ONE_QB],
    kicker: oneSlot[ONE_K],
    punter: oneSlot[ONE_P],
    puntReturner: returnerAt < mainCount[U_WR] ? starter(U_WR, returnerAt) : unitPlayers[U_WR * STRIDE + ROT + returnerAt - mainCount[U_WR]],
  };
}

/** A player's "J. Smith", with the names it was made from. */
interface InitialName {
  first: string;
  last: string;
  name: string;
}

/**
 * "J. Smith" by player id, made once per player rather than in every game of his (a lineup is built per game, and a
 * box score names some seventy players). An entry is used only while the player's names are the ones it was made from.
 */
const namesById = new Map<number, InitialName>();
/** Players whose names are kept at most (a league has some 11,000). */
const NAMES_KEPT = 40_000;

function initialName(p: Player): string {
  const known = namesById.get(p.id);
  if (known !== undefined && known.last === p.last && known.first === p.first) return known.name;
  const name = p.first ? `${p.first.charAt(0)}. ${p.last}` : p.last;
  if (namesById.size >= NAMES_KEPT) namesById.clear();
  namesById.set(p.id, { first: p.first, last: p.last, name });
  return name;
}

/** "J. Smith" for the player at roster index i. */
export function playerName(lineup: Lineup, i: number): string {
  let name = lineup.names[i];
  if (name === undefined) {
    name = initialName(lineup.players[i]);
    lineup.names[i] = name;
  }
  return name;
}

/** The field labels of each abbreviation (a label depends on nothing else), as lineups fill them in. */
const spotsByAbbreviation = new Map<string, (string | undefined)[]>();
/** Abbreviations kept at most (a league has about 130; samples and tests make up more). */
const SPOTS_KEPT = 400;

function spotsOf(abbreviation: string): (string | undefined)[] {
  let spots = spotsByAbbreviation.get(abbreviation);
  if (!spots) {
    if (spotsByAbbreviation.size >= SPOTS_KEPT) spotsByAbbreviation.clear();
    spots = new Array(51);
    spotsByAbbreviation.set(abbreviation, spots);
  }
  return spots;
}

/** "OSU 32": `yards` (0-50) from this team's goal line. */
export function spotLabel(lineup: Lineup, yards: number): string {
  let label = lineup.spots[yards];
  if (label === undefined) {
    label = `${lineup.team.abbreviation} ${yards}`;
    if (yards >= 0 && yards <= 50 && Number.isInteger(yards)) lineup.spots[yards] = label;
  }
  return label;
}

/**
 * The first string's unit ratings of a roster whose depth chart is set: buildLineup(...).first.ratings without
 * the draws the engine needs, and without taking a team's place in the lineup cache (the odds ask for every
 * team before a season).
 */
export function firstStringRatings(players: readonly Player[]): UnitRatings {
  if (players.length === 0) throw new Error('a roster that has no players has no first string');
  groupByPosition(players);
  depthFrom(players, 0);
  return ratingsOf(players);
}

function createLineup(team: GameTeam): Lineup {
  const players = team.players;
  if (players.length === 0) throw new Error(`${team.name} has no players`);
  const tilt = team.plan?.targets ?? EVEN_TILT;
  return {
    team,
    players,
    names: new Array(players.length),
    spots: spotsOf(team.abbreviation),
    first: personnel(players, 0, tilt),
    reserves: null,
    tilt,
  };
}

/**
 * A fingerprint of everything in a team the lineup depends on (ids, positions, depth chart,
 * attributes, names), so a cached lineup is reused only for an unchanged roster (players can change in place
 * between games: progression, the depth chart).
 */
function fingerprint(team: GameTeam): number {
  // FNV-style mixing, written out (no closure: it runs for both teams of every game).
  const players = team.players;
  let h = 0x811c9dc5 ^ players.length;
  // An indexed loop: short commands run without inlining, where for-of calls the array iterator per player.
  for (let i = 0; i < players.length; i++) {
    const p = players[i];
    const a = p.attributes;
    h = Math.imul(h ^ (p.id | 0), 0x01000193);
    h = Math.imul(h ^ (p.depth | 0), 0x01000193);
    h = Math.imul(h ^ ((p.pos.charCodeAt(0) + 256 * p.pos.charCodeAt(p.pos.length - 1)) | 0), 0x01000193);
    h = Math.imul(h ^ ((p.first.length + 64 * p.last.length) | 0), 0x01000193);
    h = Math.imul(h ^ ((a.speed + 128 * a.strength + 16384 * a.agility) | 0), 0x01000193);
    h = Math.imul(h ^ ((a.awareness + 128 * a.throwPower + 16384 * a.throwAccuracy) | 0), 0x01000193);
    h = Math.imul(h ^ ((a.carrying + 128 * a.catching + 16384 * a.routeRunning) | 0), 0x01000193);
    h = Math.imul(h ^ ((a.passBlock + 128 * a.runBlock + 16384 * a.passRush) | 0), 0x01000193);
    h = Math.imul(h ^ ((a.runStop + 128 * a.coverage + 16384 * a.tackling) | 0), 0x01000193);
    h = Math.imul(h ^ ((a.kickPower + 128 * a.kickAccuracy + 16384 * a.stamina) | 0), 0x01000193);
  }
  return h >>> 0;
}

/**
 * The last lineup of each team (by name). A team's roster array is new most weeks (the players held out change),
 * and a lineup per array kept thousands of dead rosters in a weak map the garbage collector had to sweep.
 * Taking over the last week's first string when only players deeper on the chart are out was tried and dropped:
 * in a season (Texas 2024, seed 5) 108 of 1703 game lineups had the same first string as the
 * team's lineup before (injuries and returns are mostly of starters and the rotation), too few to pay for the check.
 */
const cache = new Map<string, { players: readonly Player[]; print: number; abbreviation: string; tilt: TargetTilt | undefined; lineup: Lineup }>();
/**
 * The print of a lineup built on first sight (fingerprint gives 0 to 2^32 - 1). A fraction, so the entries' print
 * field holds doubles from the first entry on: with -1 it held small integers until the first print over 2^30, whose
 * change of kind replaced the entries' shape (and others made from the same root) under compiled code.
 */
const NO_PRINT = -0.5;
/** Teams the cache holds at most (a league is about 130; samples and tests make up more). */
const CACHE_TEAMS = 400;

function sameTilt(a: TargetTilt | undefined, b: TargetTilt | undefined): boolean {
  if (a === b) return true;
  const x = a ?? EVEN_TILT;
  const y = b ?? EVEN_TILT;
  return x.wr === y.wr && x.te === y.te && x.rb === y.rb;
}

/**
 * The game lineup of a team whose depth chart is set (players with depth 1.. per position). Lineups
 * are cached per roster array and rebuilt whenever the roster's fingerprint changes, so a season's
 * batch of games does not rebuild the same team every week.
 */
export function buildLineup(team: GameTeam): Lineup {
  const hit = cache.get(team.name);
  const tilt = team.plan?.targets;
  const sameRoster = hit !== undefined && hit.players === team.players && hit.abbreviation === team.abbreviation && sameTilt(hit.tilt, tilt);
  // A roster array seen for the first time is built without a fingerprint (most are seen once: a team's roster is a
  // new array most weeks). Seen again, it is built once more and fingerprinted, then reused while the print holds.
  const print = sameRoster ? fingerprint(team) : NO_PRINT;
  if (sameRoster && hit.print === print) return hit.lineup;
  const lineup = createLineup(team);
  if (!hit && cache.size >= CACHE_TEAMS) cache.clear();
  cache.set(team.name, { players: team.players, print, abbreviation: team.abbreviation, tilt, lineup });
  return lineup;
}

/** The reserves (second string), built the first time a game sends them in. */
export function reservesOf(lineup: Lineup): Personnel {
  if (!lineup.reserves) lineup.reserves = personnel(lineup.players, 1, lineup.tilt);
  return lineup.reserves;
}
