// Portal signing: every computer program offers portal players by need, the player's program offers whom the
// player chose; each portal player picks among his offers by the interest rules of high-school prospects
// (recruiting/preferences.ts: what the program offers him, weighted by what he wants), in rounds, best players
// first. Those with no offer left stay unsigned.
import type { Rng } from '../random.js';
import { drawPreferences, appealOf, fitFor, programFactors } from '../recruiting/preferences.js';
import { nilFactor } from '../money/nil.js';
import type { PreferenceWeights, Prospect } from '../recruiting/types.js';
import type { Player, Position } from '../players/types.js';
import {
  FLOOR_RELAX_PER_ROUND,
  OFFER_FLOOR_BELOW_MEDIAN,
  OFFERS_PER_OPENING,
  PLAYING_TIME_EMPHASIS,
  SIGNING_ROUNDS,
  WINNERS_REACH,
  WINNERS_TARGET,
} from './tuning.js';
import { ROSTER_MINIMUM } from '../players/rosterLimits.js';
import { ROSTER_TEMPLATE } from '../players/tuning.js';
import type { PortalPlayer, PortalProgram, PortalSigning } from './types.js';

/**
 * How far above a program's median at the position it still reaches (overall points), and the level it aims at. How
 * it was fitted: docs/calibration.md.
 */
const OFFER_REACH = 0;
const OFFER_TARGET_ABOVE_MEDIAN = -2;

/** A transfer's wants: a prospect's, with playing time weighing more. */
export function transferPreferences(stars: number, rng: Rng): PreferenceWeights {
  const weights = drawPreferences(stars, rng);
  return { ...weights, playingTime: weights.playingTime * PLAYING_TIME_EMPHASIS };
}

/** The portal player as the interest rules see a prospect: his position, his last campus as home. */
function asProspect(p: PortalPlayer): Pick<Prospect, 'pos' | 'state'> {
  return { pos: p.player.pos, state: p.state };
}

/**
 * The weight of a program's offer in his decision: portalAppeal, a promised starting role counting as full playing
 * time, times NIL (from 2021: the program's collective, or what it offered him).
 */
export function decisionAppeal(
  p: PortalPlayer,
  program: PortalProgram,
  prospect: Pick<Prospect, 'pos' | 'state'> = asProspect(p),
): number {
  const factors = programFactors(prospect, program);
  if (program.promises?.has(p.player.id)) factors.playingTime = 1;
  return appealOf(fitFor(p.preferences, factors)) * nilFactor(program.nil, p.player.id);
}

interface ProgramState {
  program: PortalProgram;
  openings: Record<Position, number>;
  room: number;
  /** The program as the interest rules see it now: `program` with `openings` (the same object, as they stand). */
  now: PortalProgram;
  /** shortSlots of `openings` as they stand (worked out again whenever they change: only a signing changes them). */
  reserved: number;
}

/** ROSTER_MINIMUM's positions and counts, listed once (canSign asks for them for every suitor of every player). */
const MINIMUMS = Object.entries(ROSTER_MINIMUM) as [Position, number][];

function canSign(s: ProgramState, pos: Position): boolean {
  // The player's own offers are his choice of position; a computer program signs only where it has needs, and
  // keeps the places its roster minimum still needs for those positions.
  if (s.program.offers !== null) return s.room > 0;
  return s.openings[pos] > 0 && (shortAt(s, pos) ? s.room > 0 : s.room - s.reserved > 0);
}

/** Places still needed to reach the roster minimum (two QBs, eight OL, a K, a P). */
function shortSlots(s: ProgramState): number {
  let slots = 0;
  for (const [pos, minimum] of MINIMUMS) {
    if (shortAt(s, pos)) slots += Math.min(s.openings[pos], minimum - (ROSTER_TEMPLATE[pos] - s.openings[pos]));
  }
  return slots;
}

/** Below the roster minimum at the position (two QBs, eight OL, a K, a P): any player there helps. */
function shortAt(s: ProgramState, pos: Position): boolean {
  const minimum = (ROSTER_MINIMUM as Partial<Record<Position, number>>)[pos];
  return minimum !== undefined && s.openings[pos] > 0 && ROSTER_TEMPLATE[pos] - s.openings[pos] < minimum;
}

/**
 * A computer program's offers of a round: by need at each position, players of its level first, within reach;
 * each round it settles for a little less. A position below the roster minimum takes anyone.
 */
function offersByNeed(
  s: ProgramState,
  availableAt: ReadonlyMap<Position, readonly PortalPlayer[]>,
  round: number,
  onlyShort = false,
): PortalPlayer[] {
  if (s.room <= 0) return [];
  const out: PortalPlayer[] = [];
  const floorBelow = OFFER_FLOOR_BELOW_MEDIAN + FLOOR_RELAX_PER_ROUND * (round - 1);
  // A small program's winning season reaches for power programs' backups.
  const winner = s.program.wonSeason === true && s.program.prestige < 5;
  const reach = winner ? WINNERS_REACH : OFFER_REACH;
  const aim = winner ? WINNERS_TARGET : OFFER_TARGET_ABOVE_MEDIAN;
  const reserved = s.reserved;
  for (const pos of Object.keys(s.openings) as Position[]) {
    if (onlyShort && !shortAt(s, pos)) continue;
    const open = Math.min(s.openings[pos], shortAt(s, pos) ? s.room : s.room - reserved);
    if (open <= 0) continue;
    // A position with nobody (no median) or below the minimum takes anyone.
    const median = shortAt(s, pos) ? undefined : s.program.positionMedian[pos];
    const available = availableAt.get(pos) ?? [];
    const limit = open * OFFERS_PER_OPENING;
    if (median === undefined) {
      // Without a level to aim at (an empty or short position) the best come first.
      let taken = 0;
      for (let i = 0; i < available.length && taken < limit; i++) {
        if (available[i].fromTeam !== s.program.name) {
          out.push(available[i]);
          taken++;
        }
      }
      continue;
    }
    // Players of the program's own level first: a program that offers only the best in reach loses them to
    // bigger programs round after round and ends short.
    nearestToTarget(available, s.program.name, median - floorBelow, median + reach, median + aim, limit, out);
  }
  return out;
}

/** First index of `list` (best first) whose rating is at most `rating` (below it when `strictly`). */
function firstAtMost(list: readonly PortalPlayer[], rating: number, strictly = false): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const r = list[mid].player.rating;
    if (r > rating || (strictly && r === rating)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Appends to `out` up to `limit` players of `list` (best first, ties by id) rated within [low, high] and not from
 * `team`, nearest `target` first; at equal distance the better first, at equal rating in list order. The same
 * order as sorting the whole list by that rule, walked outwards from the target (a round's offers read only
 * the players they take, not the whole position).
 */
export function nearestToTarget(
  list: readonly PortalPlayer[],
  team: string,
  low: number,
  high: number,
  target: number,
  limit: number,
  out: PortalPlayer[],
): void {
  const start = firstAtMost(list, high);
  const end = firstAtMost(list, low, true);
  const split = Math.max(start, Math.min(end, firstAtMost(list, target)));
  // above: [start, split) rated above the target, walked upwards from its lowest rating group;
  // below: [split, end) rated at most the target, walked downwards.
  let aboveEnd = split;
  let below = split;
  let taken = 0;
  const take = (p: PortalPlayer): void => {
    if (taken < limit && p.fromTeam !== team) {
      out.push(p);
      taken++;
    }
  };
  while (taken < limit && (aboveEnd > start || below < end)) {
    const aboveDistance = aboveEnd > start ? list[aboveEnd - 1].player.rating - target : Infinity;
    const belowDistance = below < end ? target - list[below].player.rating : Infinity;
    if (aboveDistance <= belowDistance) {
      // The whole group of that rating, in list order.
      const rating = list[aboveEnd - 1].player.rating;
      let groupStart = aboveEnd - 1;
      while (groupStart > start && list[groupStart - 1].player.rating === rating) groupStart--;
      for (let i = groupStart; i < aboveEnd; i++) take(list[i]);
      aboveEnd = groupStart;
    } else {
      take(list[below]);
      below++;
    }
  }
}

/**
 * The portal's signings. `players` in any order (they decide best first); programs with `offers` set are the
 * player's (only those offers); the others offer by need. The inputs are not changed.
 */
export function signPortalPlayers(
  players: readonly PortalPlayer[],
  programs: readonly PortalProgram[],
  rng: Rng,
): { signed: PortalSigning[]; unsigned: PortalPlayer[] } {
  const states = programs.map(programState);
  let available = bestFirst(players);
  const signed: PortalSigning[] = [];
  // The last round is for programs still below the roster minimum somewhere: only they offer, only there.
  for (let round = 1; round <= SIGNING_ROUNDS + 1 && available.length > 0; round++) {
    const lastResort = round > SIGNING_ROUNDS;
    const offers = new Map<number, ProgramState[]>();
    const offer = (p: PortalPlayer, s: ProgramState) => {
      let list = offers.get(p.player.id);
      if (!list) {
        list = [];
        offers.set(p.player.id, list);
      }
      list.push(s);
    };
    const availableAt = byPosition(available);
    for (const s of states) {
      if (s.program.offers !== null) {
        if (lastResort) continue;
        const wanted = new Set(s.program.offers);
        for (const p of available) if (wanted.has(p.player.id)) offer(p, s);
      } else {
        for (const p of offersByNeed(s, availableAt, round, lastResort)) offer(p, s);
      }
    }
    const stillAvailable: PortalPlayer[] = [];
    for (const p of available) {
      const suitors = (offers.get(p.player.id) ?? []).filter((s) => canSign(s, p.player.pos));
      if (suitors.length === 0) {
        stillAvailable.push(p);
        continue;
      }
      // portalAppeal of each suitor as its openings stand, the player seen as a prospect once.
      const prospect = asProspect(p);
      const choice = suitors[rng.weightedIndex(suitors.map((s) => decisionAppeal(p, s.now, prospect)))];
      choice.room -= 1;
      choice.openings[p.player.pos] = Math.max(0, choice.openings[p.player.pos] - 1);
      choice.reserved = shortSlots(choice);
      signed.push({ playerId: p.player.id, team: choice.program.name, round });
    }
    available = stillAvailable;
  }
  return { signed, unsigned: available };
}

function programState(program: PortalProgram): ProgramState {
  const openings = { ...program.openings };
  const state: ProgramState = { program, openings, room: program.room, now: { ...program, openings }, reserved: 0 };
  state.reserved = shortSlots(state);
  return state;
}

function bestFirst(players: readonly PortalPlayer[]): PortalPlayer[] {
  return players.slice().sort((a, b) => b.player.rating - a.player.rating || a.player.id - b.player.id);
}

/** The available players by position, in the order of `available` (what each program's offers start from). */
function byPosition(available: readonly PortalPlayer[]): Map<Position, PortalPlayer[]> {
  const availableAt = new Map<Position, PortalPlayer[]>();
  for (const p of available) {
    let list = availableAt.get(p.player.pos);
    if (!list) {
      list = [];
      availableAt.set(p.player.pos, list);
    }
    list.push(p);
  }
  return availableAt;
}

/**
 * The programs offering `playerId` in the window's first round, by the rules signPortalPlayers follows: computer
 * programs by need, the player's program if it offered him. What the portal shows of his market before he decides.
 */
export function firstRoundSuitors(
  players: readonly PortalPlayer[],
  programs: readonly PortalProgram[],
  playerId: number,
): PortalProgram[] {
  const target = players.find((p) => p.player.id === playerId);
  if (!target) return [];
  const availableAt = byPosition(bestFirst(players));
  const suitors: PortalProgram[] = [];
  for (const program of programs) {
    const s = programState(program);
    const offered =
      program.offers !== null
        ? program.offers.includes(playerId)
        : offersByNeed(s, availableAt, 1).some((p) => p.player.id === playerId);
    if (offered && canSign(s, target.player.pos)) suitors.push(s.now);
  }
  return suitors;
}

/** Median overall at each position of a roster (0 where it has nobody). */
export function positionMedians(roster: readonly Pick<Player, 'pos' | 'rating'>[]): Record<string, number> {
  const byPos = new Map<string, number[]>();
  for (const p of roster) {
    let list = byPos.get(p.pos);
    if (!list) {
      list = [];
      byPos.set(p.pos, list);
    }
    list.push(p.rating);
  }
  const out: Record<string, number> = {};
  for (const [pos, ratings] of byPos) {
    ratings.sort((a, b) => a - b);
    out[pos] = ratings[Math.floor(ratings.length / 2)];
  }
  return out;
}
