// The pairings of a regular season, step by step: the games fixed by the player, the rivalries they leave room
// for, the conference slates, the FCS games, then non-conference games to fill every slate. regularSeason.ts
// gives them weeks and hosts after.

import { GAMES_PER_TEAM } from '../season/calendar.js';
import type { Rng } from '../random.js';
import { buildConferenceSlate } from './conferenceSlate.js';
import { fcsGameCounts } from './fcsGames.js';
import { programStrength } from './gameSite.js';
import { buildNonConferenceSlate } from './nonConferenceSlate.js';
import { planRivalryWeeks, playableRivalries, rivalryHost } from './rivalries.js';
import { conferenceMembers, fcsGamesLimit, nonConferenceRoom, type SeasonIndex } from './seasonIndex.js';
import { STRONGER_HOSTS_BY_GAP } from './tuning.js';
import type { ScheduledGame } from './types.js';

export interface Matchup {
  a: number;
  b: number;
  conference: boolean;
  label: string | null;
  neutral: boolean;
  /** Week it must be played in, or 0. */
  fixedWeek: number;
  /** Traditional week it should be close to (a rivalry that could not keep its week), or 0. */
  nearWeek: number;
  /** Starting host. */
  host: number;
  /** The player's game, kept exactly as given. */
  fixed: ScheduledGame | null;
}

/** The season's matchups so far, and what each team has left to place. */
export interface Pairings {
  index: SeasonIndex;
  /** The league's teams; an FCS game's side is a pseudo-team from `size` on. */
  size: number;
  /** 1 where two teams already meet (a * size + b). */
  paired: Uint8Array;
  matchups: Matchup[];
  /** The weeks each team's fixed games take. */
  busy: Set<number>[];
  conferenceRoom: number[];
  otherRoom: number[];
  /** The FBS host of each FCS side (side size + i). */
  fcsHosts: number[];
  /** The FCS sides generated here, before the player's own FCS games. */
  generatedFcs: number;
}

/** Every pairing of the season, or null when this attempt found none (a fresh attempt may). */
export function pairSeason(index: SeasonIndex, fixed: readonly ScheduledGame[], rng: Rng): Pairings | null {
  const pairings = startPairings(index);
  addFixedGames(pairings, fixed);
  addRivalries(pairings);
  if (!addConferenceSlates(pairings, fixed, rng)) return null;
  const need = addFcsGames(pairings, fixed, rng);
  if (!need) return null;
  return addNonConferenceGames(pairings, need, rng) ? pairings : null;
}

function startPairings(index: SeasonIndex): Pairings {
  const size = index.names.length;
  return {
    index,
    size,
    paired: new Uint8Array(size * size),
    matchups: [],
    busy: index.names.map(() => new Set<number>()),
    conferenceRoom: index.names.map((_, t) => GAMES_PER_TEAM - nonConferenceRoom(index, t)),
    otherRoom: index.names.map((_, t) => nonConferenceRoom(index, t)),
    fcsHosts: [],
    generatedFcs: 0,
  };
}

function add(p: Pairings, m: Matchup): void {
  p.matchups.push(m);
  p.paired[m.a * p.size + m.b] = p.paired[m.b * p.size + m.a] = 1;
  const room = m.conference ? p.conferenceRoom : p.otherRoom;
  room[m.a]--;
  room[m.b]--;
}

/** The player's games take their weeks; his FCS games get an FCS side once the others are counted. */
function addFixedGames(p: Pairings, fixed: readonly ScheduledGame[]): void {
  const { index } = p;
  for (const game of fixed.filter((g) => g.fcs)) {
    const a = index.indexOf.get(game.home)!;
    p.busy[a].add(game.week);
    p.otherRoom[a]--;
  }
  for (const game of fixed) {
    if (game.fcs) continue;
    const a = index.indexOf.get(game.home)!;
    const b = index.indexOf.get(game.away)!;
    p.busy[a].add(game.week);
    p.busy[b].add(game.week);
    add(p, {
      a,
      b,
      conference: game.conferenceGame,
      label: game.label,
      neutral: game.neutral,
      fixedWeek: game.week,
      nearWeek: 0,
      host: a,
      fixed: game,
    });
  }
}

/** Rivalries the fixed games leave room for (a player's games already include its own rivalries). */
function addRivalries(p: Pairings): void {
  const { index, size } = p;
  const conferenceLeft = p.conferenceRoom.slice();
  const otherLeft = p.otherRoom.slice();
  const rivalries = playableRivalries(index).filter((r) => {
    const room = r.conference ? conferenceLeft : otherLeft;
    if (p.paired[r.a * size + r.b] === 1 || room[r.a] <= 0 || room[r.b] <= 0) return false;
    room[r.a]--;
    room[r.b]--;
    return true;
  });
  const rivalryWeeks = planRivalryWeeks(rivalries, p.busy);
  rivalries.forEach((r, i) => {
    const host = index.indexOf.get(rivalryHost(index.names[r.a], index.names[r.b], index.league.year))!;
    add(p, {
      a: r.a,
      b: r.b,
      conference: r.conference,
      label: r.name,
      neutral: r.neutral,
      fixedWeek: rivalryWeeks[i] ?? 0,
      nearWeek: rivalryWeeks[i] === null ? (r.traditionalWeek ?? 0) : 0,
      host,
      fixed: null,
    });
  });
}

/** Each conference's slate around the conference games already paired; false when one cannot be made. */
function addConferenceSlates(p: Pairings, fixed: readonly ScheduledGame[], rng: Rng): boolean {
  const { index, size } = p;
  const withFixedGames = new Set(
    fixed.flatMap((g) => [index.indexOf.get(g.home)!, ...(g.fcs ? [] : [index.indexOf.get(g.away)!])]),
  );
  for (const conf of index.league.conferences) {
    const members = conferenceMembers(index, conf);
    if (members.length < 2) continue;
    const locked = p.matchups
      .filter((m) => m.conference && index.conference[m.a] === conf)
      .map((m) => [m.a, m.b] as const);
    const slate = buildConferenceSlate(index, conf, locked, withFixedGames, rng.fork(`conference-${conf.name}`));
    if (!slate) return false;
    for (const [a, b] of slate.pairs) {
      if (p.paired[a * size + b] === 1) continue;
      add(p, {
        a,
        b,
        conference: true,
        label: null,
        neutral: false,
        fixedWeek: 0,
        nearWeek: 0,
        host: rng.chance(0.5) ? a : b,
        fixed: null,
      });
    }
  }
  return true;
}

/**
 * FCS games take non-conference slots; each is a matchup with an FCS side of its own (a pseudo-team after the
 * league's teams: nothing else constrains its week) until the weeks are set and the programs picked. The games
 * each team still needs after them, or null when a team already has too many.
 */
function addFcsGames(p: Pairings, fixed: readonly ScheduledGame[], rng: Rng): number[] | null {
  const { index, size } = p;
  const degree = new Array<number>(size).fill(0);
  for (const m of p.matchups) {
    degree[m.a]++;
    degree[m.b]++;
  }
  const need = degree.map((d) => GAMES_PER_TEAM - d);
  if (need.some((n) => n < 0)) return null;
  const fixedFcs = fixed.filter((g) => g.fcs);
  const fixedFcsCount = index.names.map(() => 0);
  for (const game of fixedFcs) {
    const t = index.indexOf.get(game.home)!;
    fixedFcsCount[t]++;
    need[t]--;
  }
  const fcsCounts = fcsGameCounts(
    index,
    need,
    rng.fork('fcs'),
    fixedFcsCount.map((n) => Math.max(0, fcsGamesLimit(index) - n)),
  );
  const fcsMatchup = (t: number, fixedWeek: number, game: ScheduledGame | null): Matchup => {
    const side = size + p.fcsHosts.length;
    p.fcsHosts.push(t);
    return {
      a: t,
      b: side,
      conference: false,
      label: null,
      neutral: false,
      fixedWeek,
      nearWeek: 0,
      host: t,
      fixed: game,
    };
  };
  fcsCounts.forEach((count, t) => {
    for (let i = 0; i < count; i++) p.matchups.push(fcsMatchup(t, 0, null));
    need[t] -= count;
  });
  // The player's FCS games come after the generated ones, whose programs are picked later.
  p.generatedFcs = p.fcsHosts.length;
  for (const game of fixedFcs) p.matchups.push(fcsMatchup(index.indexOf.get(game.home)!, game.week, game));
  return need;
}

/** Non-conference games between the league's teams for every slot left; false when they cannot be paired. */
function addNonConferenceGames(p: Pairings, need: number[], rng: Rng): boolean {
  const others = buildNonConferenceSlate(p.index, need, p.paired, rng.fork('non-conference'));
  if (!others) return false;
  const hostRng = rng.fork('hosts');
  for (const [a, b] of others) {
    add(p, {
      a,
      b,
      conference: false,
      label: null,
      neutral: false,
      fixedWeek: 0,
      nearWeek: 0,
      host: naturalHost(p.index, a, b, hostRng),
      fixed: null,
    });
  }
  return true;
}

/** The bigger program usually hosts; equals play home-and-home. */
function naturalHost(index: SeasonIndex, a: number, b: number, rng: Rng): number {
  const strength = (t: number): number => programStrength(index, t);
  const gap = Math.abs(strength(a) - strength(b));
  const stronger = strength(a) >= strength(b) ? a : b;
  const weaker = stronger === a ? b : a;
  const p = STRONGER_HOSTS_BY_GAP[Math.min(gap, STRONGER_HOSTS_BY_GAP.length - 1)];
  return rng.chance(p) ? stronger : weaker;
}
