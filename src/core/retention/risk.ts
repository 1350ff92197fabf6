// A player's risk of leaving after the season, as his coach sees it before the window: his chance of entering the
// transfer portal (the portal's rate for his place, core/portal/entry.ts, tilted by what he wants and how his program
// offers it) and, if he may, of declaring early for the draft (core/draft/earlyEntry.ts, tilted the same way), each
// times what his coach did: a talk, a promise, a promise broken. The departures draw on these chances.
import { declareChance, eligibleForDraft } from '../draft/earlyEntry.js';
import { entryChance } from '../portal/entry.js';
import type { PortalReason, ProgramSeason } from '../portal/types.js';
import { STARTERS, type Player } from '../players/types.js';
import {
  BROKEN_SELF_FACTOR,
  BROKEN_TEAM_FACTOR,
  BROKEN_TEAM_MAX,
  DRAFT_BROKEN_SELF_FACTOR,
  DRAFT_MOTIVE_TILT,
  DRAFT_NIL_PROMISE_FACTOR,
  DRAFT_TALK_FACTOR,
  MOTIVE_TILT,
  MOTIVE_WEIGHTS,
  NIL_PROMISE_FACTOR,
  POSITION_PROMISE_FACTOR,
  TALK_FACTOR,
  TALK_TRUST_FLOOR,
  TYPICAL_DISCONTENT,
} from './tuning.js';
import { MOTIVES, type Keeping, type Motive, type Motives } from './types.js';

/** What his program's season and means are, as a player weighs them. */
export interface KeepingSituation {
  program: ProgramSeason;
  /** The season just played. */
  season: number;
  /** Its share of wins, 0-1. */
  winShare: number;
  /** Its development coaching against the league's, -1 to 1. */
  developmentEdge: number;
  /** From NIL's first season: its NIL pool against the league's largest, 0-1; null before NIL. */
  nilStanding: number | null;
  /** Promises the program broke in the season just played. */
  brokenOnTeam: number;
  /** The program's recruiting trust, 0-1. */
  trust: number;
}

/** How discontent he is with each thing he wants, 0-1. */
export function discontent(player: Player, situation: KeepingSituation, keeping: Keeping): Motives {
  const starters = STARTERS[player.pos];
  const depth = player.depth > 0 ? player.depth : starters * 2 + 1;
  let playingTime: number;
  if (keeping.starter || depth <= starters) playingTime = 0;
  else if (depth <= 2 * starters) playingTime = 0.6;
  else playingTime = player.year === 'fr' ? 0.8 : 1;
  const clamp = (x: number) => Math.max(0, Math.min(1, x));
  const nilShare = keeping.nilShare ?? 0;
  return {
    playingTime,
    development: keeping.position !== undefined ? 0 : clamp(0.5 - 0.5 * situation.developmentEdge),
    nil:
      situation.nilStanding === null
        ? TYPICAL_DISCONTENT.nil
        : clamp(1 - situation.nilStanding) * (1 - clamp(nilShare)),
    coach: situation.program.coachChanged ? 1 : 0.2,
    winning: clamp(1 - situation.winShare),
  };
}

/** exp(tilt x sum over the motives of (his weight - the average weight) x (his discontent - the typical one)). */
function motiveTilt(motives: Motives, unhappy: Motives, tilt: number, skip?: Motive): number {
  let sum = 0;
  for (const m of MOTIVES) {
    if (m === skip) continue;
    sum += (motives[m] - MOTIVE_WEIGHTS[m]) * (unhappy[m] - TYPICAL_DISCONTENT[m]);
  }
  return Math.exp(tilt * sum);
}

/** The share of a talk's effect a coach of this trust keeps. */
function talkShare(trust: number): number {
  return Math.max(TALK_TRUST_FLOOR, Math.min(1, trust));
}

export interface Concern {
  motive: Motive;
  weight: number;
  discontent: number;
}

export interface KeepingRisk {
  /** Chance he enters the portal after the season (0-0.9). */
  portal: number;
  /** His main reason, as the portal names it. */
  reason: PortalReason;
  /** Chance he declares for the draft, when he may (null: not eligible). */
  draft: number | null;
  /** What he is unhappy about beyond the typical player, most pressing first. */
  concerns: Concern[];
}

/** His chance of entering the portal and his reason, from his place on the roster, his wants and his coach's word. */
export function portalRisk(
  player: Player,
  roster: readonly Player[],
  situation: KeepingSituation,
  motives: Motives,
  keeping: Keeping,
): { chance: number; reason: PortalReason } {
  // A starting role promised: his chance as a starter's, never more than his own (a small program's starters leave
  // to move up a level: the promise does not add that).
  const own = entryChance(player, roster, situation.program, situation.season);
  const asStarter = keeping.starter
    ? entryChance({ ...player, depth: 1, starter: true }, roster, situation.program, situation.season)
    : own;
  const base = asStarter.chance < own.chance ? asStarter : own;
  let chance = base.chance * motiveTilt(motives, discontent(player, situation, keeping), MOTIVE_TILT);
  if (keeping.talked) chance *= 1 - (1 - TALK_FACTOR) * talkShare(situation.trust);
  if (keeping.position !== undefined) chance *= POSITION_PROMISE_FACTOR;
  if (keeping.nilShare !== undefined) chance *= 1 - (1 - NIL_PROMISE_FACTOR) * Math.min(1, keeping.nilShare);
  if (keeping.broken) chance *= BROKEN_SELF_FACTOR;
  const others = Math.min(BROKEN_TEAM_MAX, situation.brokenOnTeam - (keeping.broken ? 1 : 0));
  if (others > 0) chance *= 1 + BROKEN_TEAM_FACTOR * others;
  return { chance: Math.min(0.9, chance), reason: base.reason };
}

/** His chance of declaring early for the draft (0 when he may not or is not good enough), at the year's midpoint. */
export function draftRisk(
  player: Player,
  situation: KeepingSituation,
  motives: Motives,
  keeping: Keeping,
  midpoint: number,
): number {
  if (!eligibleForDraft(player)) return 0;
  const base = declareChance(player.rating, midpoint);
  if (base <= 0) return 0;
  let chance = base * motiveTilt(motives, discontent(player, situation, keeping), DRAFT_MOTIVE_TILT, 'playingTime');
  if (keeping.talked) chance *= 1 - (1 - DRAFT_TALK_FACTOR) * talkShare(situation.trust);
  if (keeping.nilShare !== undefined) chance *= 1 - (1 - DRAFT_NIL_PROMISE_FACTOR) * Math.min(1, keeping.nilShare);
  if (keeping.broken) chance *= DRAFT_BROKEN_SELF_FACTOR;
  return Math.min(0.95, chance);
}

/** Both risks and what he is unhappy about. */
export function keepingRisk(
  player: Player,
  roster: readonly Player[],
  situation: KeepingSituation,
  motives: Motives,
  keeping: Keeping,
  midpoint: number,
): KeepingRisk {
  const portal = portalRisk(player, roster, situation, motives, keeping);
  const unhappy = discontent(player, situation, keeping);
  const concerns = MOTIVES.filter((m) => unhappy[m] > TYPICAL_DISCONTENT[m] || (m === 'playingTime' && unhappy[m] > 0))
    .map((m) => ({ motive: m, weight: motives[m], discontent: unhappy[m] }))
    .sort((a, b) => b.weight * b.discontent - a.weight * a.discontent || a.motive.localeCompare(b.motive));
  return {
    portal: portal.chance,
    reason: portal.reason,
    draft: eligibleForDraft(player) ? draftRisk(player, situation, motives, keeping, midpoint) : null,
    concerns,
  };
}
