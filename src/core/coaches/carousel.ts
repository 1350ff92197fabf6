// The coaching carousel of an offseason: coaches fired after seasons below expectations, retiring, or leaving
// for better jobs; openings filled by successful coaches of smaller programs and promoted coordinators, in
// order of the programs' prestige (the best jobs are filled first, and each move opens another job).
import type { Rng } from '../random.js';
import { drawCoach } from './generate.js';
import { expectedWinPct, firedAfter } from './jobSecurity.js';
import { HIRE_JUDGEMENT, POACHING, RETIREMENT, USER_OFFERS } from './tuning.js';
import { coachOverall, type Coach } from './types.js';

export interface CarouselCoach extends Coach {
  /** Job security 0-100 after the season just played. */
  security: number;
}

/** A program as the carousel sees it after a season. */
export interface ProgramStanding {
  team: string;
  prestige: number;
  /** Winning percentage over the last two seasons. */
  recentWinPct: number;
}

export type DepartureReason = 'fired' | 'retired' | 'hired_away';

export interface Departure {
  team: string;
  coachId: number;
  reason: Exclude<DepartureReason, 'hired_away'>;
}

export interface Hire {
  team: string;
  coachId: number;
  /** The program he leaves (null: a coordinator promoted, or a coach out of work). */
  from: string | null;
}

/** Chance a coach of this age retires this offseason. */
export function retirementChance(age: number): number {
  if (age >= RETIREMENT.certainAt) return 1;
  if (age < RETIREMENT.fromAge) return 0;
  return Math.min(1, RETIREMENT.base + RETIREMENT.perYear * (age - RETIREMENT.fromAge));
}

/** Computer coaches who leave on their own or are fired (the player's coach is judged by userFired). */
export function departures(coaches: readonly CarouselCoach[], year: number, rng: Rng): Departure[] {
  const out: Departure[] = [];
  for (const c of coaches) {
    if (c.isUser || c.team === null) continue;
    const r = rng.fork(c.id);
    if (firedAfter(c.security, year - c.since + 1)) out.push({ team: c.team, coachId: c.id, reason: 'fired' });
    else if (r.chance(retirementChance(year - c.birthYear)))
      out.push({ team: c.team, coachId: c.id, reason: 'retired' });
  }
  return out;
}

/** Has the player's coach lost his job after this season? */
export function userFired(user: CarouselCoach, year: number): boolean {
  return user.team !== null && firedAfter(user.security, year - user.since + 1);
}

/** How far a coach's program did better than its prestige expects, over the last two seasons. */
export function successMargin(standing: ProgramStanding): number {
  return standing.recentWinPct - expectedWinPct(standing.prestige);
}

/**
 * The openings that offer the player the job, best first: after a good run, programs above his own (up to
 * USER_OFFERS.reachAfterGood tiers); when fired, programs below it (at least the lowest opening, so he always
 * has a choice). Nothing after an ordinary season.
 */
export function userOffers(current: ProgramStanding, fired: boolean, openings: readonly ProgramStanding[]): string[] {
  const sorted = openings.slice().sort((a, b) => b.prestige - a.prestige || a.team.localeCompare(b.team));
  if (fired) {
    const below = sorted.filter((o) => o.prestige < current.prestige && o.team !== current.team);
    const pool = below.length > 0 ? below : sorted.filter((o) => o.team !== current.team).slice(-1);
    return pool.slice(0, USER_OFFERS.max).map((o) => o.team);
  }
  if (successMargin(current) < USER_OFFERS.goodMargin) return [];
  return sorted
    .filter((o) => o.prestige > current.prestige && o.prestige <= current.prestige + USER_OFFERS.reachAfterGood)
    .slice(0, USER_OFFERS.max)
    .map((o) => o.team);
}

/**
 * Head coaching offers to the player while he is a coordinator: after a good run at his program, openings no bigger
 * than it (a coordinator's first head job is a step down in prestige), best first.
 */
export function coordinatorOffers(current: ProgramStanding, openings: readonly ProgramStanding[]): string[] {
  if (successMargin(current) < USER_OFFERS.goodMargin) return [];
  return openings
    .filter((o) => o.prestige <= current.prestige && o.team !== current.team)
    .sort((a, b) => b.prestige - a.prestige || a.team.localeCompare(b.team))
    .slice(0, USER_OFFERS.max)
    .map((o) => o.team);
}

export interface FillInput {
  year: number;
  /** Programs without a head coach, to be filled. */
  openings: readonly string[];
  /** Every coach in a job (the player's coach is never hired away). */
  coaches: readonly CarouselCoach[];
  standings: ReadonlyMap<string, ProgramStanding>;
  /** Programs that must not hire now (held for the player's decision). */
  held?: ReadonlySet<string>;
  nextId: number;
  rng: Rng;
}

export interface FillResult {
  hires: Hire[];
  /** Coordinators promoted (new coaches, ids from nextId). */
  newCoaches: Coach[];
  nextId: number;
}

/**
 * Fills the openings, best program first. Each program weighs the successful coaches of programs at least
 * POACHING.minPrestigeGain tiers below it against a promoted coordinator; a coach who moves opens his old job,
 * which joins the queue. Coaches hired this offseason stay put.
 */
export function fillOpenings(input: FillInput): FillResult {
  const { year, standings, rng } = input;
  const prestige = (team: string) => standings.get(team)?.prestige ?? 1;
  const queue = input.openings.filter((t) => !input.held?.has(t));
  const teamOf = new Map(input.coaches.map((c) => [c.id, c.team]));
  const moved = new Set<number>();
  const hires: Hire[] = [];
  const newCoaches: Coach[] = [];
  let nextId = input.nextId;
  while (queue.length > 0) {
    queue.sort((a, b) => prestige(b) - prestige(a) || a.localeCompare(b));
    const team = queue.shift()!;
    const p = prestige(team);
    const r = rng.fork(`${year}:${team}`);
    let best: { coach: CarouselCoach; score: number } | null = null;
    for (const c of input.coaches) {
      const from = teamOf.get(c.id);
      if (c.isUser || from == null || moved.has(c.id) || input.held?.has(from)) continue;
      const standing = standings.get(from);
      if (!standing || standing.prestige > p - POACHING.minPrestigeGain || year - c.since < 1) continue;
      const margin = successMargin(standing);
      if (margin < POACHING.margin) continue;
      const score = coachOverall(c) + 40 * margin + r.normal(0, HIRE_JUDGEMENT.candidateSd);
      if (!best || score > best.score) best = { coach: c, score };
    }
    const coordinator = drawCoach(
      r.fork('coordinator'),
      { id: nextId, year: year + 1, team, prestige: p, coordinator: true },
      r.chance(0.7),
    );
    const coordinatorScore = coachOverall(coordinator) + r.normal(0, HIRE_JUDGEMENT.candidateSd);
    if (best && best.score > coordinatorScore) {
      const from = teamOf.get(best.coach.id)!;
      moved.add(best.coach.id);
      teamOf.set(best.coach.id, team);
      hires.push({ team, coachId: best.coach.id, from });
      queue.push(from);
    } else {
      nextId += 1;
      newCoaches.push(coordinator);
      hires.push({ team, coachId: coordinator.id, from: null });
    }
  }
  return { hires, newCoaches, nextId };
}
