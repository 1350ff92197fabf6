// Who enters the transfer portal after a season: players short of playing time, stuck behind better players,
// or at a program that declined or changed coaches; far fewer before the portal era.
import { minimumShortfall } from '../players/rosterLimits.js';
import { hashString, type Rng } from '../random.js';
import { STARTERS, type Player } from '../players/types.js';
import {
  BEHIND_BETTER_FACTOR,
  BEHIND_BETTER_MARGIN,
  COACH_CHANGE_FACTOR,
  DECLINE_FACTOR,
  EARLY_ENROLLEE_SHARE,
  ENTRY_CHANCE,
  FRESHMAN_FACTOR,
  MOVING_UP_FACTOR,
  NEWCOMER_SPRING_FACTOR,
  SPRING_RETURNING_SCALE,
  SPRING_SHARE,
  portalEraScale,
} from './tuning.js';
import type { PortalEntrant, PortalReason, ProgramSeason } from './types.js';

const CLASS_AGE = { fr: 0, so: 1, jr: 2, sr: 3 } as const;

/** The starter ahead of a backup at his position whose place he would take (the weakest starter). */
function starterAhead(player: Player, roster: readonly Player[]): Player | undefined {
  let weakest: Player | undefined;
  for (const p of roster) {
    if (p.pos === player.pos && p.starter && p.year !== 'sr' && (!weakest || p.rating < weakest.rating)) weakest = p;
  }
  return weakest;
}

/** His chance to enter, and his main reason. */
export function entryChance(
  player: Player,
  roster: readonly Player[],
  program: ProgramSeason,
  season: number,
): { chance: number; reason: PortalReason } {
  const starters = STARTERS[player.pos];
  const depth = player.depth > 0 ? player.depth : starters * 2 + 1;
  let chance: number;
  let reason: PortalReason;
  if (depth <= starters) {
    const movingUp = MOVING_UP_FACTOR[program.prestige] ?? 1;
    chance = ENTRY_CHANCE.starter * movingUp;
    reason = movingUp > 1 ? 'moving_up' : 'fresh_start';
  } else if (depth <= 2 * starters) {
    chance = ENTRY_CHANCE.backup;
    reason = 'playing_time';
    const ahead = starterAhead(player, roster);
    // A starter who is no older and clearly better keeps him on the bench for years.
    if (
      ahead
      && CLASS_AGE[ahead.year] <= CLASS_AGE[player.year]
      && ahead.rating >= player.rating + BEHIND_BETTER_MARGIN
    ) {
      chance *= BEHIND_BETTER_FACTOR;
      reason = 'behind_better';
    }
  } else {
    chance = ENTRY_CHANCE.reserve * (player.year === 'fr' ? FRESHMAN_FACTOR : 1);
    reason = 'playing_time';
  }
  if (program.declined) {
    chance *= DECLINE_FACTOR;
    if (reason === 'fresh_start') reason = 'program_declined';
  }
  if (program.coachChanged) {
    chance *= COACH_CHANGE_FACTOR;
    if (reason === 'fresh_start' || reason === 'program_declined') reason = 'coach_change';
  }
  return { chance: Math.min(0.9, chance * portalEraScale(season)), reason };
}

/** A player's chance of entering and his reason: entryChance, or what keeping him made of it (core/retention). */
export type EntryChanceOf = (player: Player) => { chance: number; reason: PortalReason };

/**
 * The roster's portal entrants after `season`. `leaving`: ids already gone (seniors, early entrants), who do not
 * enter. The roster carries the season's depth chart. A draw per player, in roster order.
 */
export function portalEntrants(
  roster: readonly Player[],
  program: ProgramSeason,
  season: number,
  leaving: ReadonlySet<number>,
  rng: Rng,
  chanceOf: EntryChanceOf = (player) => entryChance(player, roster, program, season),
): PortalEntrant[] {
  const out: PortalEntrant[] = [];
  for (const player of roster) {
    if (player.year === 'sr' || leaving.has(player.id)) continue;
    const { chance, reason } = chanceOf(player);
    if (rng.chance(chance)) out.push({ player, fromTeam: player.team, reason });
  }
  return out;
}

/**
 * The roster's entrants in the spring window (after spring practice, once the new class and transfers joined): the
 * same reasons and chances as after the season, on the spring's depth chart, for SPRING_SHARE of the era's entries.
 * `season`: the season just finished; the roster carries next season's classes (seniors-to-be may enter: graduate
 * transfers). Newcomers of the offseason enter only as springEligibility allows (`winterTransfers`: the ids of the
 * winter window's transfers). A draw per player, in roster order.
 */
export function springEntrants(
  roster: readonly Player[],
  program: ProgramSeason,
  season: number,
  rng: Rng,
  winterTransfers: ReadonlySet<number> = new Set(),
  chanceOf: EntryChanceOf = (player) => entryChance(player, roster, program, season),
): PortalEntrant[] {
  const out: PortalEntrant[] = [];
  let staying = roster;
  for (const player of roster) {
    const { chance, reason } = chanceOf(player);
    const spring =
      (chance / portalEraScale(season))
      * SPRING_SHARE
      * SPRING_RETURNING_SCALE
      * springEligibility(player, season, winterTransfers);
    if (!rng.chance(Math.min(0.9, spring))) continue;
    // No one leaves in the spring whom the roster minimum (two QBs, eight OL, a kicker, a punter) still needs.
    const rest = staying.filter((p) => p.id !== player.id);
    if (minimumShortfall(rest).length > minimumShortfall(staying).length) continue;
    staying = rest;
    out.push({ player, fromTeam: player.team, reason });
  }
  return out;
}

/**
 * Whether an early enrollee: a fixed draw of the signee and the season, EARLY_ENROLLEE_SHARE of a class (the others
 * arrive in the summer).
 */
export function earlyEnrollee(playerId: number, season: number): boolean {
  return hashString(`${season}:${playerId}:early-enrollee`) / 4294967296 < EARLY_ENROLLEE_SHARE;
}

/**
 * The share of his spring chance a player has: a freshman of the class just signed (a true freshman not redshirted:
 * everyone returning has moved up a class or redshirted) only if he enrolled early, and then rarely, as rarely as a
 * January transfer (NEWCOMER_SPRING_FACTOR); everyone else in full.
 */
export function springEligibility(
  player: Pick<Player, 'id' | 'year' | 'redshirted'>,
  season: number,
  winterTransfers: ReadonlySet<number>,
): number {
  if (player.year === 'fr' && !player.redshirted && !winterTransfers.has(player.id)) {
    return earlyEnrollee(player.id, season) ? NEWCOMER_SPRING_FACTOR : 0;
  }
  return winterTransfers.has(player.id) ? NEWCOMER_SPRING_FACTOR : 1;
}

/** Where a program stands for a transfer: a power conference's or not, and its prestige (1-7). */
export interface ProgramLevel {
  power: boolean;
  prestige: number;
}

/** Whether `to` is a level above `from`: a power conference from outside one, or the same tier and more prestige. */
export function levelAbove(to: ProgramLevel, from: ProgramLevel): boolean {
  if (to.power !== from.power) return to.power;
  return to.prestige > from.prestige;
}

/**
 * His reason as his move shows it: a starter who entered to move up a level but signed with a program no stronger
 * than the one he left went for what else he had against it, as entryChance names it (a coaching change, a declined
 * program), or for a fresh start. Every other reason stands whatever his move.
 */
export function reasonForMove(
  reason: PortalReason,
  from: ProgramLevel & Partial<ProgramSeason>,
  to: ProgramLevel,
): PortalReason {
  if (reason !== 'moving_up' || levelAbove(to, from)) return reason;
  if (from.coachChanged) return 'coach_change';
  return from.declined ? 'program_declined' : 'fresh_start';
}
