// Who plays: a team's roster turned into the units the engine reads on every snap. Built once per
// game: the first string (with the usual rotation of backups at tiring positions) and the reserves
// who take over when a game is out of hand.

import type { Player } from '../players/types.js';
import { StringDepth, U_CB, U_DL, U_LB, U_RB, U_S, U_TE, U_WR, type UnitRatings } from './depth.js';
import { onFieldPlayers } from './talentCurve.js';
import { LB_ROLES, PASS_RUSH_PULL, RECEIVER_PULL, RECEIVER_ROLES } from './tuning.js';
import type { GameTeam } from './types.js';
import { DrawBuilder, type Draws } from './weightedPick.js';

export type { UnitRatings } from './depth.js';

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
  /** "OSU 32" per yard line 0-50 of this team's side of the field, filled in when first asked for (spotLabel). */
  spots: (string | undefined)[];
  first: Personnel;
  /** Built on first use (reservesOf): most games never empty the bench. */
  reserves: Personnel | null;
  /** The scheme's tilt of targets (the reserves' draws are built with it too). */
  tilt: TargetTilt;
}

/** Multipliers of each group's share of targets (the scheme's). */
type TargetTilt = { wr: number; te: number; rb: number };
const EVEN_TILT: TargetTilt = { wr: 1, te: 1, rb: 1 };

/** Adds a unit's players to the draw being built, `perStarter` weight each, the rotation's share spread over the backups. */
function addUnit(b: DrawBuilder, d: StringDepth, u: number, perStarter: number): void {
  const starters = d.starters[u];
  const backups = d.rotation[u];
  const share = backups.length === 0 ? 0 : d.share[u];
  starters.forEach((player, k) => {
    b.add(player, perStarter * (1 - share) * (u === U_LB && k < LB_ROLES.length ? LB_ROLES[k] : 1));
  });
  for (const player of backups) b.add(player, (perStarter * starters.length * share) / backups.length);
}

/** A receiver's pull on the ball (RECEIVER_PULL): better receivers are thrown to more. */
function receiverPull(p: Player): number {
  const a = p.attributes;
  const pull = Math.max(0.2, 1 + (0.36 * a.catching + 0.34 * a.routeRunning + 0.3 * a.speed - 70) / 30);
  return pull <= RECEIVER_PULL.above ? pull : RECEIVER_PULL.above + (pull - RECEIVER_PULL.above) * RECEIVER_PULL.beyond;
}

/** The pull of a unit's starters and of its backups, worked out once per personnel for the four target draws. */
interface Pulls {
  starters: number[];
  backups: number[];
}

function pullsOf(players: readonly Player[], d: StringDepth, u: number): Pulls {
  return {
    starters: d.starters[u].map((i) => receiverPull(players[i])),
    backups: d.rotation[u].map((i) => receiverPull(players[i])),
  };
}

/**
 * The defense rolls its coverage toward a receiver far better than the next one: his pull on the ball stops at
 * RECEIVER_PULL.overNext times the next starter's.
 */
function coverTheStar(pull: number[]): void {
  if (pull.length < 2) return;
  let best = 0;
  for (let k = 1; k < pull.length; k++) if (pull[k] > pull[best]) best = k;
  let next = 0;
  for (let k = 0; k < pull.length; k++) if (k !== best && pull[k] > next) next = pull[k];
  pull[best] = Math.min(pull[best], RECEIVER_PULL.overNext * next);
}

/** Adds a unit's receivers to a target draw: starters by role (`roles`: RECEIVER_ROLES, or 1 each), the rotation's share spread over the backups. */
function addTargets(
  b: DrawBuilder,
  d: StringDepth,
  pulls: Pulls,
  u: number,
  weight: number,
  roles: readonly number[] | null,
): void {
  const backups = d.rotation[u];
  const share = backups.length === 0 ? 0 : d.share[u];
  d.starters[u].forEach((player, k) => {
    const role = roles ? roles[k < roles.length ? k : roles.length - 1] : 1;
    b.add(player, weight * (1 - share) * role * pulls.starters[k]);
  });
  backups.forEach((player, k) => {
    b.add(player, (weight * share * pulls.backups[k]) / backups.length);
  });
}

/**
 * Target draw for a depth of throw: receivers, tight ends and backs by role, tilted toward the better ones, and the
 * fourth receiver's own weight (fourthW, 0 for most schemes): fourthReceiverShare.
 */
function targetDraw(
  b: DrawBuilder,
  d: StringDepth,
  pulls: Pulls[],
  wrW: number,
  teW: number,
  rbW: number,
  fourthW: number,
): void {
  // The first backup receiver's entry follows the starters' (addTargets).
  const fourthAt = b.count + d.starters[U_WR].length;
  addTargets(b, d, pulls[U_WR], U_WR, wrW, fourthW > 0 ? RECEIVER_ROLES.fourWide : RECEIVER_ROLES.focused);
  if (fourthW > 0 && d.rotation[U_WR].length > 0) b.weights[fourthAt] += fourthW * pulls[U_WR].backups[0];
  addTargets(b, d, pulls[U_TE], U_TE, teW, null);
  addTargets(b, d, pulls[U_RB], U_RB, rbW, null);
  b.endDraw();
}

/**
 * The tight end's targets a scheme takes from him (its tilt below 1) go to a fourth receiver, who lines up in his place:
 * the air raid plays four wide receivers and no tight end (10 personnel), and spreads the ball over them (given to the
 * three starters instead, they made too many 1,000-yard receivers: docs/calibration.md).
 */
function fourthReceiverShare(t: TargetTilt): number {
  return t.te < 1 ? 1 - t.te : 0;
}

/** Each starter's weight in a draw, by unit (personnel's draws, in the order of their units). */
const SHARES = {
  runTacklers: [0.11, 0.13, 0.07, 0.045], // DL, LB, S, CB
  shortTacklers: [0.02, 0.11, 0.11, 0.17], // DL, LB, S, CB
  deepTacklers: [0.03, 0.24, 0.22], // LB, S, CB
  rushers: [0.18, 0.08, 0.02], // DL, LB, S
  coverers: [0.06, 0.19, 0.21], // LB, S, CB
} as const;
/** The first, second and third receiver's shares of sweeps. */
const SWEEPER_SHARES: readonly number[] = [0.5, 0.3, 0.2];
/** The last back, receiver and corner of the chart (kickReturners). */
const KICK_RETURNER_SHARES: readonly number[] = [0.4, 0.4, 0.2];

/** Adds units to the draw being built, each starter of unit k weighing perStarter[k], and closes it. */
function unitDraw(b: DrawBuilder, d: StringDepth, units: readonly number[], perStarter: readonly number[]): void {
  units.forEach((u, k) => {
    addUnit(b, d, u, perStarter[k]);
  });
  b.endDraw();
}

/** The sack draw: the rushers' units by share, each player's weight pulled toward the better pass rushers (PASS_RUSH_PULL). */
function rusherDraw(b: DrawBuilder, d: StringDepth, players: readonly Player[]): void {
  const from = b.count;
  [U_DL, U_LB, U_S].forEach((u, k) => {
    addUnit(b, d, u, SHARES.rushers[k]);
  });
  for (let i = from; i < b.count; i++) {
    b.weights[i] *= Math.max(0.3, 1 + (players[b.players[i]].attributes.passRush - 70) / PASS_RUSH_PULL);
  }
  b.endDraw();
}

/** The four target draws (by depth of throw): the receivers', tight ends' and backs' weights before the scheme's tilt. */
const TARGET_MIX: readonly (readonly [number, number, number])[] = [
  [0.5, 0.1, 0.4],
  [0.62, 0.2, 0.18],
  [0.72, 0.25, 0.03],
  [0.9, 0.1, 0],
];

/** The personnel of a string of the roster (0 first, 1 second): its ratings and draws. */
function personnel(players: readonly Player[], string: 0 | 1, t: TargetTilt): Personnel {
  const d = new StringDepth(players, string);
  const b = new DrawBuilder();
  // Backs: the lead back, then his backups with the rotation's share (three quarters to the first).
  const backs = d.rotation[U_RB];
  const rbShare = backs.length === 0 ? 0 : d.share[U_RB];
  b.add(d.starters[U_RB][0], 1 - rbShare);
  if (backs.length > 0) b.add(backs[0], rbShare * 0.75);
  if (backs.length > 1) b.add(backs[1], rbShare * 0.25);
  b.endDraw();
  d.starters[U_WR].forEach((player, k) => {
    b.add(player, SWEEPER_SHARES[k]);
  });
  b.endDraw();
  const pulls: Pulls[] = [];
  for (const u of [U_WR, U_TE, U_RB]) pulls[u] = pullsOf(players, d, u);
  coverTheStar(pulls[U_WR].starters);
  // The last target draw gives the backs none (0 * tilt is 0).
  const fourth = fourthReceiverShare(t);
  for (const [wr, te, rb] of TARGET_MIX) targetDraw(b, d, pulls, wr * t.wr, te * t.te, rb * t.rb, te * fourth);
  b.add(d.lastOf(U_RB), KICK_RETURNER_SHARES[0]);
  b.add(d.lastOf(U_WR), KICK_RETURNER_SHARES[1]);
  b.add(d.lastOf(U_CB), KICK_RETURNER_SHARES[2]);
  b.endDraw();
  unitDraw(b, d, [U_DL, U_LB, U_S, U_CB], SHARES.runTacklers);
  unitDraw(b, d, [U_DL, U_LB, U_S, U_CB], SHARES.shortTacklers);
  unitDraw(b, d, [U_LB, U_S, U_CB], SHARES.deepTacklers);
  rusherDraw(b, d, players);
  unitDraw(b, d, [U_LB, U_S, U_CB], SHARES.coverers);
  // Special teams are covered by backups and young players: linebackers, safeties, corners beyond the starters.
  for (const player of [
    ...d.rotation[U_LB],
    ...d.rotation[U_S],
    ...d.rotation[U_CB],
    ...d.starters[U_LB].slice(1),
    ...d.starters[U_S].slice(1),
  ]) {
    b.add(player, 1);
  }
  b.endDraw();
  // The third receiver on the field (or the last, when fewer) returns punts.
  const receivers = [...d.starters[U_WR], ...d.rotation[U_WR]];
  const draws = b.finish();
  return {
    idx: draws.idx,
    cum: draws.cum,
    ends: draws.ends,
    ratings: d.ratings(),
    qb: d.qb,
    kicker: d.kicker,
    punter: d.punter,
    puntReturner: receivers[Math.min(receivers.length - 1, 2)],
  };
}

function initialName(p: Player): string {
  return p.first ? `${p.first.charAt(0)}. ${p.last}` : p.last;
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
  return new StringDepth(onFieldPlayers(players), 0).ratings();
}

function createLineup(team: GameTeam): Lineup {
  const players = onFieldPlayers(team.players);
  if (players.length === 0) throw new Error(`${team.name} has no players`);
  const tilt = team.plan?.targets ?? EVEN_TILT;
  return {
    team,
    players,
    names: new Array(players.length),
    spots: new Array(51),
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
  // FNV-style mixing.
  const players = team.players;
  let h = 0x811c9dc5 ^ players.length;
  for (const p of players) {
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

/** A lineup kept by LineupCache, with what it was built from. */
interface KeptLineup {
  players: readonly Player[];
  print: number;
  abbreviation: string;
  tilt: TargetTilt | undefined;
  lineup: Lineup;
}

/** The print of a lineup built on first sight (fingerprint gives 0 to 2^32 - 1). */
const NO_PRINT = -1;
/** Teams a cache holds at most (a league is about 130; samples and tests make up more). */
const CACHE_TEAMS = 400;

function sameTilt(a: TargetTilt | undefined, b: TargetTilt | undefined): boolean {
  if (a === b) return true;
  const x = a ?? EVEN_TILT;
  const y = b ?? EVEN_TILT;
  return x.wr === y.wr && x.te === y.te && x.rb === y.rb;
}

/**
 * The last lineup of each team (by name), for a caller that plays many games with the same roster arrays (a league
 * sample, the engine bench): such a team's lineup is built once rather than every game. A roster array is new most
 * weeks of a dynasty, so its games use none (docs/calibration.md says why the first string is rebuilt). Keeping them
 * saves about 30% of the engine bench's time.
 */
export class LineupCache {
  private readonly kept = new Map<string, KeptLineup>();

  /**
   * The team's lineup: the kept one while its roster array, abbreviation, tilt, load and fingerprint are unchanged.
   * A roster array seen for the first time is built without a fingerprint; seen again, it is built once more and
   * fingerprinted, then reused while the print holds.
   */
  lineup(team: GameTeam): Lineup {
    const hit = this.kept.get(team.name);
    const tilt = team.plan?.targets;
    const sameRoster =
      hit !== undefined
      && hit.players === team.players
      && hit.abbreviation === team.abbreviation
      && sameTilt(hit.tilt, tilt);
    const print = sameRoster ? fingerprint(team) : NO_PRINT;
    if (sameRoster && hit.print === print) return hit.lineup;
    const lineup = createLineup(team);
    if (!hit && this.kept.size >= CACHE_TEAMS) this.kept.clear();
    this.kept.set(team.name, {
      players: team.players,
      print,
      abbreviation: team.abbreviation,
      tilt,
      lineup,
    });
    return lineup;
  }
}

/** The game lineup of a team whose depth chart is set (players with depth 1.. per position), from the cache if given. */
export function buildLineup(team: GameTeam, cache?: LineupCache): Lineup {
  return cache ? cache.lineup(team) : createLineup(team);
}

/** The reserves (second string), built the first time a game sends them in. */
export function reservesOf(lineup: Lineup): Personnel {
  if (!lineup.reserves) lineup.reserves = personnel(lineup.players, 1, lineup.tilt);
  return lineup.reserves;
}
