// Who plays: a team's roster turned into the units the engine reads on every snap. Built once per
// game: the first string (with the usual rotation of backups at tiring positions) and the reserves
// who take over when a game is out of hand.

import type { Player, PlayerAttributes, Position } from '../players/types.js';
import { ROTATION_SHARE, SLOT_COUNT } from './tuning.js';
import type { GameTeam } from './types.js';
import { weightedPick, weightedPickOwning, type WeightedPick } from './weightedPick.js';

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

/** One set of players on the field (first string or reserves) with its draws for credit. */
export interface Personnel {
  ratings: UnitRatings;
  qb: number;
  kicker: number;
  punter: number;
  /** Designed runs by backs (RB1, RB2, ... with the rotation's shares). */
  backs: WeightedPick;
  /** A receiver that gets the ball on a jet sweep or end-around. */
  sweepers: WeightedPick;
  /** Targets by depth of pass: behind the line, short, intermediate, deep. */
  targets: WeightedPick[];
  kickReturners: WeightedPick;
  puntReturner: number;
  /** Tacklers on runs, on short passes, on deep passes; sacks; coverage (breakups, interceptions). */
  runTacklers: WeightedPick;
  shortTacklers: WeightedPick;
  deepTacklers: WeightedPick;
  rushers: WeightedPick;
  coverers: WeightedPick;
  /** Special-teams tacklers. */
  coverTeam: WeightedPick;
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
  /**
   * Per player: ball-carrier skill and receiving skill (the draws are built from them). After-catch elusiveness
   * (0.5 speed + 0.5 agility) and ball security (carrying) are read from the one player a play involves, where it
   * does: arrays of them for every player of both teams of every game cost more than the reads.
   */
  runSkill: number[];
  recSkill: number[];
  first: Personnel;
  /** Built on first use (reservesOf): most games never empty the bench. */
  reserves: Personnel | null;
  buildReserves?: () => Personnel;
}

type Groups = Record<Position, number[]>;

/** Who fills in when a roster has too few players at a position, in order of preference. */
const FALLBACK: Record<Position, Position[]> = {
  QB: ['RB', 'WR', 'TE', 'S'],
  RB: ['WR', 'TE', 'LB', 'S'],
  WR: ['TE', 'RB', 'CB', 'S'],
  TE: ['OL', 'WR', 'DL', 'LB'],
  OL: ['DL', 'TE', 'LB'],
  DL: ['LB', 'OL', 'TE'],
  LB: ['S', 'DL', 'RB'],
  CB: ['S', 'WR', 'LB'],
  S: ['CB', 'LB', 'WR'],
  K: ['P', 'QB', 'WR'],
  P: ['K', 'QB', 'WR'],
};

function groupByPosition(players: readonly Player[]): Groups {
  const groups: Groups = { QB: [], RB: [], WR: [], TE: [], OL: [], DL: [], LB: [], CB: [], S: [], K: [], P: [] };
  for (let i = 0; i < players.length; i++) groups[players[i].pos].push(i);
  const byDepth = (a: number, b: number): number => {
    const pa = players[a];
    const pb = players[b];
    const da = pa.depth > 0 ? pa.depth : 999;
    const db = pb.depth > 0 ? pb.depth : 999;
    return da - db || pb.rating - pa.rating || pa.id - pb.id;
  };
  for (let k = 0; k < POSITION_LIST.length; k++) {
    const list = groups[POSITION_LIST[k]];
    // Rosters come ordered by depth chart already; sort only when they are not (byDepth's test, written out: this
    // runs for every pair of players of both teams of every game).
    let sorted = true;
    for (let k = 1; k < list.length && sorted; k++) {
      const pa = players[list[k - 1]];
      const pb = players[list[k]];
      const da = pa.depth > 0 ? pa.depth : 999;
      const db = pb.depth > 0 ? pb.depth : 999;
      if ((da - db || pb.rating - pa.rating || pa.id - pb.id) > 0) sorted = false;
    }
    if (!sorted) list.sort(byDepth);
  }
  return groups;
}

const POSITION_LIST: readonly Position[] = ['QB', 'RB', 'WR', 'TE', 'OL', 'DL', 'LB', 'CB', 'S', 'K', 'P'];

/**
 * The players for `count` slots at a position starting at depth `from` (0-based). Reserves short of
 * backups keep the first string on; a position short of players is topped up from the fallback
 * positions (their lowest-placed players first, so starters elsewhere are not taken).
 */
function slots(groups: Groups, pos: Position, from: number, count: number, total: number): number[] {
  const out: number[] = groups[pos].slice(from, from + count);
  // The top-up called every time (it returns at once when the slots are filled): a branch here that only a short
  // position takes threw away the optimized slots when the first one came (no feedback).
  topUp(groups, pos, from, count, total, out);
  return out;
}

/** slots' players beyond a position's own at `from`: its first string, then the fallback positions, then anyone. */
function topUp(groups: Groups, pos: Position, from: number, count: number, total: number, out: number[]): void {
  if (out.length >= count) return;
  const own = groups[pos];
  if (from > 0) {
    for (let k = 0; k < own.length && out.length < count; k++) if (out.indexOf(own[k]) < 0) out.push(own[k]);
  }
  if (out.length < count) {
    for (const other of FALLBACK[pos]) {
      const list = groups[other];
      for (let k = list.length - 1; k >= 0 && out.length < count; k--) if (out.indexOf(list[k]) < 0) out.push(list[k]);
    }
    for (let i = 0; i < total && out.length < count; i++) if (out.indexOf(i) < 0) out.push(i);
  }
}

type Attribute = keyof PlayerAttributes;

function mean(players: readonly Player[], idx: readonly number[], attr: Attribute): number {
  if (idx.length === 0) return 40;
  let sum = 0;
  for (let k = 0; k < idx.length; k++) sum += players[idx[k]].attributes[attr];
  return sum / idx.length;
}

/** A position's players on the field: the starters and the backups who rotate in, with the backups' share of snaps. */
interface Unit {
  main: number[];
  rot: number[];
  share: number;
}

/** Starters' average with the rotation's share going to the backups. */
function unitMean(players: readonly Player[], u: Unit, attr: Attribute): number {
  const m = mean(players, u.main, attr);
  return u.rot.length === 0 ? m : (1 - u.share) * m + u.share * mean(players, u.rot, attr);
}

/** Adds a unit's players to a draw, `perStarter` weight each, the rotation's share spread over the backups. */
function addUnit(idx: number[], w: number[], u: Unit, perStarter: number): void {
  const share = u.rot.length === 0 ? 0 : u.share;
  for (let k = 0; k < u.main.length; k++) {
    idx.push(u.main[k]);
    w.push(perStarter * (1 - share));
  }
  for (let k = 0; k < u.rot.length; k++) {
    idx.push(u.rot[k]);
    w.push((perStarter * u.main.length * share) / u.rot.length);
  }
}

function draw(units: readonly Unit[], perStarter: readonly number[]): WeightedPick {
  const idx: number[] = [];
  const w: number[] = [];
  for (let k = 0; k < units.length; k++) addUnit(idx, w, units[k], perStarter[k]);
  return weightedPickOwning(idx, w);
}

interface Depth {
  qb: number; k: number; p: number;
  /** The lead back's, the front four's and the starting receivers' average stamina (the unit rating). */
  stamina: number;
  rb: Unit; wr: Unit; te: Unit; ol: Unit; dl: Unit; lb: Unit; cb: Unit; s: Unit;
}

/** A position's unit of the first (string 0) or second string: `n` players on the field and `rotation` backups. */
function unitOf(groups: Groups, total: number, string: 0 | 1, tire: number, pos: Position & keyof typeof ROTATION_SHARE, n: number, rotation: number, main?: number[]): Unit {
  const start = string * n;
  return {
    main: main ?? slots(groups, pos, start, n, total),
    // Rotation backups come only from the position itself: an empty rotation keeps the starters on.
    rot: groups[pos].slice(start + n, start + n + rotation),
    share: Math.min(0.5, ROTATION_SHARE[pos] * tire),
  };
}

function depthFrom(groups: Groups, players: readonly Player[], string: 0 | 1): Depth {
  const total = players.length;
  const rbMain = slots(groups, 'RB', string, 1, total);
  const dlMain = slots(groups, 'DL', 4 * string, 4, total);
  const wrMain = slots(groups, 'WR', SLOT_COUNT.WR * string, SLOT_COUNT.WR, total);
  const stamina = (mean(players, rbMain, 'stamina') + mean(players, dlMain, 'stamina') + mean(players, wrMain, 'stamina')) / 3;
  // Less stamina, more snaps for the backups.
  const tire = Math.max(0.5, Math.min(1.6, 1 + (78 - stamina) / 40));
  return {
    stamina,
    qb: slots(groups, 'QB', string, 1, total)[0],
    k: slots(groups, 'K', 0, 1, total)[0],
    p: slots(groups, 'P', 0, 1, total)[0],
    rb: unitOf(groups, total, string, tire, 'RB', 1, 2, rbMain),
    wr: unitOf(groups, total, string, tire, 'WR', SLOT_COUNT.WR, 2, wrMain),
    te: unitOf(groups, total, string, tire, 'TE', 1, 1),
    ol: unitOf(groups, total, string, tire, 'OL', 5, 2),
    dl: unitOf(groups, total, string, tire, 'DL', 4, 3, dlMain),
    lb: unitOf(groups, total, string, tire, 'LB', 3, 1),
    cb: unitOf(groups, total, string, tire, 'CB', 2, 1),
    s: unitOf(groups, total, string, tire, 'S', 2, 1),
  };
}

const WR_ROLES: readonly number[] = [0.4, 0.33, 0.27];
const ONE_ROLE: readonly number[] = [1];

/** A receiver's pull on the ball: better receivers are thrown to more. */
function targetQuality(recSkill: readonly number[], i: number): number {
  return Math.max(0.2, 1 + (recSkill[i] - 70) / 30);
}

/** Adds a unit's receivers to a target draw: starters by role, the rotation's share spread over the backups. */
function addTargets(idx: number[], w: number[], recSkill: readonly number[], u: Unit, weight: number, roles: readonly number[]): void {
  const share = u.rot.length === 0 ? 0 : u.share;
  for (let k = 0; k < u.main.length; k++) {
    idx.push(u.main[k]);
    w.push(weight * (1 - share) * (roles[k] ?? roles[roles.length - 1]) * targetQuality(recSkill, u.main[k]));
  }
  for (let k = 0; k < u.rot.length; k++) {
    idx.push(u.rot[k]);
    w.push((weight * share * targetQuality(recSkill, u.rot[k])) / u.rot.length);
  }
}

/** Target draw for a depth of throw: receivers, tight ends and backs by role, tilted toward the better ones. */
function targetDraw(d: Depth, recSkill: readonly number[], wrW: number, teW: number, rbW: number): WeightedPick {
  const idx: number[] = [];
  const w: number[] = [];
  addTargets(idx, w, recSkill, d.wr, wrW, WR_ROLES);
  addTargets(idx, w, recSkill, d.te, teW, ONE_ROLE);
  addTargets(idx, w, recSkill, d.rb, rbW, ONE_ROLE);
  return weightedPickOwning(idx, w);
}

/** Multipliers of each group's share of targets (the scheme's). */
type TargetTilt = { wr: number; te: number; rb: number };
const EVEN_TILT: TargetTilt = { wr: 1, te: 1, rb: 1 };

/** A first or second string's unit ratings. */
function ratingsOf(players: readonly Player[], d: Depth, skill: { run: readonly number[]; rec: readonly number[] }): UnitRatings {
  const qbP = players[d.qb].attributes;
  const k = players[d.k].attributes;
  const p = players[d.p].attributes;
  const tackling = 0.45 * unitMean(players, d.lb, 'tackling') + 0.35 * unitMean(players, d.s, 'tackling') + 0.2 * unitMean(players, d.cb, 'tackling');
  let receiving = 0;
  for (let i = 0; i < d.wr.main.length; i++) receiving += skill.rec[d.wr.main[i]];
  receiving = (receiving + skill.rec[d.te.main[0]] * 0.5) / (d.wr.main.length + 0.5);
  const rbShare = d.rb.rot.length === 0 ? 0 : d.rb.share;
  const rushing = (1 - rbShare) * skill.run[d.rb.main[0]] + rbShare * (d.rb.rot.length ? skill.run[d.rb.rot[0]] : 0);
  return {
    qbAccuracy: qbP.throwAccuracy,
    qbPower: qbP.throwPower,
    qbAwareness: qbP.awareness,
    qbMobility: (qbP.speed + qbP.agility) / 2,
    passBlock: unitMean(players, d.ol, 'passBlock'),
    runBlock: 0.82 * unitMean(players, d.ol, 'runBlock') + 0.18 * mean(players, d.te.main, 'runBlock'),
    passRush: 0.78 * unitMean(players, d.dl, 'passRush') + 0.22 * unitMean(players, d.lb, 'passRush'),
    runStop: 0.55 * unitMean(players, d.dl, 'runStop') + 0.3 * unitMean(players, d.lb, 'runStop') + 0.15 * unitMean(players, d.s, 'runStop'),
    coverage: 0.45 * unitMean(players, d.cb, 'coverage') + 0.3 * unitMean(players, d.s, 'coverage') + 0.25 * unitMean(players, d.lb, 'coverage'),
    tackling,
    receiving,
    rushing,
    kickPower: k.kickPower,
    kickAccuracy: k.kickAccuracy,
    puntPower: p.kickPower,
    puntAccuracy: p.kickAccuracy,
    // depthFrom's average of the same players (d.rb.main, d.dl.main, d.wr.main), worked out there once.
    stamina: d.stamina,
  };
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
/** The first, second and third receiver's shares of sweeps (weightedPick reads as many as there are receivers). */
const SWEEPER_SHARES: readonly number[] = [0.5, 0.3, 0.2];
/** The last back, receiver and corner of the chart (kickReturners). */
const KICK_RETURNER_SHARES: readonly number[] = [0.4, 0.4, 0.2];

function personnel(players: readonly Player[], d: Depth, skill: { run: readonly number[]; rec: readonly number[] }, t: TargetTilt): Personnel {
  const rbShare = d.rb.rot.length === 0 ? 0 : d.rb.share;
  const backsIdx = d.rb.main.concat(d.rb.rot);
  const backsW = [1 - rbShare, rbShare * 0.75, rbShare * 0.25].slice(0, backsIdx.length);
  // Special teams are covered by backups and young players: linebackers, safeties, corners beyond the starters.
  const coverIdx = d.lb.rot.concat(d.s.rot, d.cb.rot, d.lb.main.slice(1), d.s.main.slice(1));
  const allWr = d.wr.main.concat(d.wr.rot);
  const allCb = d.cb.main.concat(d.cb.rot);

  return {
    ratings: ratingsOf(players, d, skill),
    qb: d.qb,
    kicker: d.k,
    punter: d.p,
    backs: weightedPick(backsIdx, backsW),
    sweepers: weightedPick(d.wr.main, SWEEPER_SHARES),
    targets: [
      targetDraw(d, skill.rec, 0.5 * t.wr, 0.1 * t.te, 0.4 * t.rb),
      targetDraw(d, skill.rec, 0.62 * t.wr, 0.2 * t.te, 0.18 * t.rb),
      targetDraw(d, skill.rec, 0.72 * t.wr, 0.25 * t.te, 0.03 * t.rb),
      targetDraw(d, skill.rec, 0.9 * t.wr, 0.1 * t.te, 0),
    ],
    kickReturners: weightedPick([backsIdx[backsIdx.length - 1], allWr[allWr.length - 1], allCb[allCb.length - 1]], KICK_RETURNER_SHARES),
    puntReturner: allWr[Math.min(allWr.length - 1, 2)],
    runTacklers: draw([d.dl, d.lb, d.s, d.cb], SHARES.runTacklers),
    shortTacklers: draw([d.dl, d.lb, d.s, d.cb], SHARES.shortTacklers),
    deepTacklers: draw([d.lb, d.s, d.cb], SHARES.deepTacklers),
    rushers: draw([d.dl, d.lb, d.s], SHARES.rushers),
    coverers: draw([d.lb, d.s, d.cb], SHARES.coverers),
    coverTeam: weightedPickOwning(coverIdx, new Array<number>(coverIdx.length).fill(1)),
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

/** A team's per-player ball-carrier and receiving skill (createLineup's runSkill and recSkill). */
function skillsOf(players: readonly Player[]): { run: number[]; rec: number[] } {
  const n = players.length;
  const run: number[] = new Array(n);
  const rec: number[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const a = players[i].attributes;
    run[i] = 0.3 * a.speed + 0.3 * a.agility + 0.22 * a.carrying + 0.18 * a.strength;
    rec[i] = 0.36 * a.catching + 0.34 * a.routeRunning + 0.3 * a.speed;
  }
  return { run, rec };
}

/**
 * The first string's unit ratings of a roster whose depth chart is set: buildLineup(...).first.ratings without
 * the draws the engine needs, and without taking a team's place in the lineup cache (the odds ask for every
 * team before a season).
 */
export function firstStringRatings(players: readonly Player[]): UnitRatings {
  if (players.length === 0) throw new Error('a roster that has no players has no first string');
  return ratingsOf(players, depthFrom(groupByPosition(players), players, 0), skillsOf(players));
}

function createLineup(team: GameTeam): Lineup {
  const players = team.players;
  if (players.length === 0) throw new Error(`${team.name} has no players`);
  const n = players.length;
  const skill = skillsOf(players);
  const groups = groupByPosition(players);
  const tilt = team.plan?.targets ?? EVEN_TILT;
  const lineup: Lineup = {
    team,
    players,
    names: new Array(n),
    spots: spotsOf(team.abbreviation),
    runSkill: skill.run,
    recSkill: skill.rec,
    first: personnel(players, depthFrom(groups, players, 0), skill, tilt),
    reserves: null,
  };
  lineup.buildReserves = () => personnel(players, depthFrom(groups, players, 1), skill, tilt);
  return lineup;
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
/** The print of a lineup built on first sight (fingerprint gives 0 to 2^32 - 1). */
const NO_PRINT = -1;
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
  if (!lineup.reserves) lineup.reserves = lineup.buildReserves!();
  return lineup.reserves;
}
