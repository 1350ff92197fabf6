// Portal signing: every computer program offers portal players by need, the player's program offers whom the
// player chose; each portal player picks among his offers by the interest rules of high-school prospects
// (recruiting/preferences.ts: what the program offers him, weighted by what he wants), in rounds, best players
// first. Those with no offer left stay unsigned.
import type { Rng } from '../random.js';
import { drawPreferences, appealOf, fitFor, programFactors } from '../recruiting/preferences.js';
import { nilFactor } from '../money/nil.js';
import { trustFactor } from '../retention/promises.js';
import type { PreferenceWeights, Prospect } from '../recruiting/types.js';
import type { Player, Position } from '../players/types.js';
import {
  FLOOR_RELAX_PER_ROUND,
  MAX_SUITORS,
  OFFER_FLOOR_BELOW_MEDIAN,
  OFFERS_PER_OPENING,
  PLAYING_TIME_EMPHASIS,
  SIGNING_ROUNDS,
} from './tuning.js';
import { ROSTER_MINIMUM } from '../players/rosterLimits.js';
import { ROSTER_TEMPLATE } from '../players/tuning.js';
import type { PortalPlayer, PortalProgram, PortalSigning } from './types.js';

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
 * time, times NIL (from 2021: the program's collective, or what it offered him) and the program's recruiting trust.
 */
export function decisionAppeal(
  p: PortalPlayer,
  program: PortalProgram,
  prospect: Pick<Prospect, 'pos' | 'state'> = asProspect(p),
): number {
  const factors = programFactors(prospect, program);
  if (program.promises?.has(p.player.id)) factors.playingTime = 1;
  return appealOf(fitFor(p.preferences, factors)) * nilFactor(program.nil, p.player.id) * trustFactor(program.trust);
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

/** The programs in the order they make their offers: prestige, then the better season, then name. */
function byStanding(states: readonly ProgramState[]): ProgramState[] {
  return states
    .slice()
    .sort(
      (a, b) =>
        b.program.prestige - a.program.prestige
        || b.program.contending - a.program.contending
        || a.program.name.localeCompare(b.program.name),
    );
}

/**
 * A round's offers. The player's program offers whom the player chose. The computer programs offer by need, the best
 * programs first (byStanding): at each position with openings, the best players it still can get, better than its
 * floor there (OFFER_FLOOR_BELOW_MEDIAN under its median, lowered each round; anyone where it is below the roster
 * minimum or has nobody), skipping players who already hold MAX_SUITORS offers from programs ahead of it (he has
 * better places to choose from). So the best players draw the best programs, and a program finds players of its own
 * level once those above it are served. The last resort round is for programs below the roster minimum, only there.
 */
function roundOffers(
  states: readonly ProgramState[],
  available: readonly PortalPlayer[],
  round: number,
  lastResort: boolean,
): Map<number, ProgramState[]> {
  const offers = new Map<number, ProgramState[]>();
  const offer = (p: PortalPlayer, s: ProgramState) => {
    let list = offers.get(p.player.id);
    if (!list) {
      list = [];
      offers.set(p.player.id, list);
    }
    list.push(s);
  };
  if (!lastResort) {
    for (const s of states) {
      if (s.program.offers === null) continue;
      const wanted = new Set(s.program.offers);
      for (const p of available) if (wanted.has(p.player.id)) offer(p, s);
    }
  }
  const availableAt = byPosition(available);
  const floorBelow = OFFER_FLOOR_BELOW_MEDIAN + FLOOR_RELAX_PER_ROUND * (round - 1);
  for (const s of byStanding(states)) {
    if (s.program.offers !== null || s.room <= 0) continue;
    for (const pos of Object.keys(s.openings) as Position[]) {
      const short = shortAt(s, pos);
      if (lastResort && !short) continue;
      const open = Math.min(s.openings[pos], short ? s.room : s.room - s.reserved);
      if (open <= 0) continue;
      // A position below the minimum or with nobody takes anyone; else players who would not be its worst.
      const median = short ? undefined : s.program.positionMedian[pos];
      const floor = median === undefined ? -Infinity : median - floorBelow;
      const limit = open * OFFERS_PER_OPENING;
      let taken = 0;
      for (const p of availableAt.get(pos) ?? []) {
        if (taken >= limit || p.player.rating < floor) break;
        if (p.fromTeam === s.program.name) continue;
        const suitors = offers.get(p.player.id);
        if (suitors && suitors.length >= MAX_SUITORS) continue;
        offer(p, s);
        taken++;
      }
    }
  }
  return offers;
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
    const offers = roundOffers(states, available, round, round > SIGNING_ROUNDS);
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
 * Every portal player's suitors in the window's first round, by the rules signPortalPlayers follows: computer programs
 * by need, the player's program those it offered, each one that can sign him at his position.
 */
export function firstRoundOffers(
  players: readonly PortalPlayer[],
  programs: readonly PortalProgram[],
): Map<number, PortalProgram[]> {
  const offers = roundOffers(programs.map(programState), bestFirst(players), 1, false);
  const byId = new Map(players.map((p) => [p.player.id, p]));
  const out = new Map<number, PortalProgram[]>();
  for (const [id, suitors] of offers) {
    const pos = byId.get(id)!.player.pos;
    out.set(
      id,
      suitors.filter((s) => canSign(s, pos)).map((s) => s.now),
    );
  }
  return out;
}

/**
 * The programs offering `playerId` in the window's first round (firstRoundOffers): what the portal shows of his
 * market, and what he chooses among when he decides during the window.
 */
export function firstRoundSuitors(
  players: readonly PortalPlayer[],
  programs: readonly PortalProgram[],
  playerId: number,
): PortalProgram[] {
  return firstRoundOffers(players, programs).get(playerId) ?? [];
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
