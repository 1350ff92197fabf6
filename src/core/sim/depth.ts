// A string of a roster (0 first, 1 second) by unit: the starters and the backups who rotate in at each unit, the
// quarterback, kicker and punter, and the unit ratings the engine reads on every snap.

import type { Player, PlayerAttributes, Position } from '../players/types.js';
import { RB_COMMITTEE, ROTATION_SHARE, SLOT_COUNT } from './tuning.js';

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

/** A player's receiving skill (the target draws' and the unit's rating). */
export function recSkillOf(a: PlayerAttributes): number {
  return 0.36 * a.catching + 0.34 * a.routeRunning + 0.3 * a.speed;
}

/** A player's ball-carrier skill (the unit's rushing rating). */
export function runSkillOf(a: PlayerAttributes): number {
  return 0.3 * a.speed + 0.3 * a.agility + 0.22 * a.carrying + 0.18 * a.strength;
}

/** Positions by code: a code is the index in this list. */
const POSITION_LIST: readonly Position[] = ['QB', 'RB', 'WR', 'TE', 'OL', 'DL', 'LB', 'CB', 'S', 'K', 'P'];
const QB = 0,
  RB = 1,
  WR = 2,
  TE = 3,
  OL = 4,
  DL = 5,
  LB = 6,
  CB = 7,
  S = 8,
  K = 9,
  P = 10;
const CODE_OF: ReadonlyMap<string, number> = new Map(POSITION_LIST.map((pos, code) => [pos, code]));

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

/** The units of a string: running backs, receivers, tight ends, offensive line, defensive line, linebackers, corners, safeties. */
export const U_RB = 0,
  U_WR = 1,
  U_TE = 2,
  U_OL = 3,
  U_DL = 4,
  U_LB = 5,
  U_CB = 6,
  U_S = 7;
const UNIT_POSITION: readonly number[] = [RB, WR, TE, OL, DL, LB, CB, S];
/** Players of a unit on the field, and the backups who rotate in. */
const UNIT_SIZE: readonly number[] = [1, SLOT_COUNT.WR, 1, 5, 4, 3, 2, 2];
const UNIT_ROTATION: readonly number[] = [2, 2, 1, 2, 3, 1, 1, 1];
const UNIT_ROTATION_SHARE: readonly number[] = [
  ROTATION_SHARE.RB,
  ROTATION_SHARE.WR,
  ROTATION_SHARE.TE,
  ROTATION_SHARE.OL,
  ROTATION_SHARE.DL,
  ROTATION_SHARE.LB,
  ROTATION_SHARE.CB,
  ROTATION_SHARE.S,
];

function depthKey(p: Player): number {
  return p.depth > 0 ? p.depth : 999;
}

/** The attributes a unit rating averages. */
type UnitAttribute = 'stamina' | 'tackling' | 'passBlock' | 'runBlock' | 'passRush' | 'runStop' | 'coverage';

/** The average of an attribute over the players (roster indices; 40 for none). */
function mean(players: readonly Player[], list: readonly number[], attribute: UnitAttribute): number {
  if (list.length === 0) return 40;
  let sum = 0;
  for (const i of list) sum += players[i].attributes[attribute];
  return sum / list.length;
}

/** A string of the roster by unit (roster indices throughout). */
export class StringDepth {
  /** The roster's indices by position code, each position in depth-chart order. */
  private readonly groups: number[][];
  /** Each unit's starters, its backups who rotate in, and the rotation's share of snaps. */
  readonly starters: number[][] = [];
  readonly rotation: number[][] = [];
  readonly share: number[] = [];
  readonly qb: number;
  readonly kicker: number;
  readonly punter: number;
  /** The lead back's, the front four's and the starting receivers' average stamina (the unit rating). */
  readonly stamina: number;

  constructor(
    private readonly players: readonly Player[],
    string: 0 | 1,
  ) {
    this.groups = POSITION_LIST.map(() => []);
    players.forEach((p, i) => {
      const code = CODE_OF.get(p.pos);
      if (code === undefined) throw new Error(`unknown position ${p.pos}`);
      this.groups[code].push(i);
    });
    for (const group of this.groups) {
      group.sort(
        (a, b) =>
          depthKey(players[a]) - depthKey(players[b])
          || players[b].rating - players[a].rating
          || players[a].id - players[b].id,
      );
    }
    for (let u = 0; u < UNIT_POSITION.length; u++)
      this.starters.push(this.slots(UNIT_POSITION[u], string * UNIT_SIZE[u], UNIT_SIZE[u]));
    this.stamina =
      (mean(players, this.starters[U_RB], 'stamina')
        + mean(players, this.starters[U_DL], 'stamina')
        + mean(players, this.starters[U_WR], 'stamina'))
      / 3;
    // Less stamina, more snaps for the backups.
    const tire = Math.max(0.5, Math.min(1.6, 1 + (78 - this.stamina) / 40));
    for (let u = 0; u < UNIT_POSITION.length; u++) {
      // Rotation backups come only from the position itself: an empty rotation keeps the starters on.
      const from = (string + 1) * UNIT_SIZE[u];
      this.rotation.push(this.groups[UNIT_POSITION[u]].slice(from, from + UNIT_ROTATION[u]));
      this.share.push(Math.min(0.5, UNIT_ROTATION_SHARE[u] * tire));
    }
    if (this.rotation[U_RB].length > 0) {
      this.share[U_RB] = Math.min(RB_COMMITTEE.most, Math.max(RB_COMMITTEE.fewest, this.backupBackShare() * tire));
    }
    this.qb = this.slots(QB, string, 1)[0];
    this.kicker = this.slots(K, 0, 1)[0];
    this.punter = this.slots(P, 0, 1)[0];
  }

  /**
   * The players for `count` slots at a position (code) starting at depth `from` (0-based). Reserves short of backups
   * keep the first string on; a position short of players is topped up from its first string, then the fallback
   * positions (their lowest-placed players first, so starters elsewhere are not taken), then anyone.
   */
  private slots(code: number, from: number, count: number): number[] {
    const group = this.groups[code];
    const list = group.slice(from, from + count);
    const take = (i: number): void => {
      if (list.length < count && !list.includes(i)) list.push(i);
    };
    if (list.length >= count) return list;
    if (from > 0) group.forEach(take);
    for (const fallback of FALLBACK[code]) {
      const others = this.groups[fallback];
      for (let k = others.length - 1; k >= 0; k--) take(others[k]);
    }
    for (let i = 0; i < this.players.length; i++) take(i);
    return list;
  }

  /** The backups' share of carries before stamina, by how much better a ball carrier the lead back is than the next (RB_COMMITTEE). */
  private backupBackShare(): number {
    const gap =
      runSkillOf(this.players[this.starters[U_RB][0]].attributes)
      - runSkillOf(this.players[this.rotation[U_RB][0]].attributes);
    return Math.max(RB_COMMITTEE.min, Math.min(RB_COMMITTEE.even, RB_COMMITTEE.even - RB_COMMITTEE.perPoint * gap));
  }

  /** A unit's starters' average with the rotation's share going to the backups. */
  private unitMean(u: number, attribute: UnitAttribute): number {
    const m = mean(this.players, this.starters[u], attribute);
    const share = this.share[u];
    return this.rotation[u].length === 0
      ? m
      : (1 - share) * m + share * mean(this.players, this.rotation[u], attribute);
  }

  /** The last of a unit's players on the field: its last backup, or its last starter. */
  lastOf(u: number): number {
    const list = this.rotation[u].length > 0 ? this.rotation[u] : this.starters[u];
    return list[list.length - 1];
  }

  /** The string's unit ratings: each blend sums its units' averages in the order written. */
  ratings(): UnitRatings {
    const players = this.players;
    const qb = players[this.qb].attributes;
    const k = players[this.kicker].attributes;
    const p = players[this.punter].attributes;
    const receivers = this.starters[U_WR];
    let receiving = 0;
    for (const i of receivers) receiving += recSkillOf(players[i].attributes);
    receiving = (receiving + recSkillOf(players[this.starters[U_TE][0]].attributes) * 0.5) / (receivers.length + 0.5);
    const backups = this.rotation[U_RB];
    const rbShare = backups.length === 0 ? 0 : this.share[U_RB];
    const rushing =
      (1 - rbShare) * runSkillOf(players[this.starters[U_RB][0]].attributes)
      + rbShare * (backups.length > 0 ? runSkillOf(players[backups[0]].attributes) : 0);
    return {
      qbAccuracy: qb.throwAccuracy,
      qbPower: qb.throwPower,
      qbAwareness: qb.awareness,
      qbMobility: (qb.speed + qb.agility) / 2,
      passBlock: this.unitMean(U_OL, 'passBlock'),
      runBlock: 0.82 * this.unitMean(U_OL, 'runBlock') + 0.18 * mean(players, this.starters[U_TE], 'runBlock'),
      passRush: 0.78 * this.unitMean(U_DL, 'passRush') + 0.22 * this.unitMean(U_LB, 'passRush'),
      runStop:
        0.55 * this.unitMean(U_DL, 'runStop')
        + 0.3 * this.unitMean(U_LB, 'runStop')
        + 0.15 * this.unitMean(U_S, 'runStop'),
      coverage:
        0.45 * this.unitMean(U_CB, 'coverage')
        + 0.3 * this.unitMean(U_S, 'coverage')
        + 0.25 * this.unitMean(U_LB, 'coverage'),
      tackling:
        0.45 * this.unitMean(U_LB, 'tackling')
        + 0.35 * this.unitMean(U_S, 'tackling')
        + 0.2 * this.unitMean(U_CB, 'tackling'),
      receiving,
      rushing,
      kickPower: k.kickPower,
      kickAccuracy: k.kickAccuracy,
      puntPower: p.kickPower,
      puntAccuracy: p.kickAccuracy,
      stamina: this.stamina,
    };
  }
}
