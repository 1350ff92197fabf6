// The portal as a market, as the player sees it: what an entrant asks for, how much each program that offers him
// appeals to him (the same appeal his decision draws on: signing.ts), and his market in words ("visiting
// Tennessee", "leans Kansas State"). Pure.
import { marketValue, nilFactor } from '../money/nil.js';
import { closenessOf, programFactors, rankedPreferences } from '../recruiting/preferences.js';
import { hashString } from '../random.js';
import { decisionAppeal } from './signing.js';
import { PORTAL_DAYS } from './tuning.js';
import type { PortalPlayer, PortalProgram } from './types.js';

/** How well a program offers each thing the entrant weighs, 0-1 (NIL: its multiplier, 1 without NIL). */
export interface ProgramInterest {
  program: string;
  playingTime: number;
  prestige: number;
  closeness: number;
  winning: number;
  nil: number;
  /** His appeal of the program: the weight of its offer in his decision. */
  appeal: number;
  /** Share of his decision among the programs offering him, 0-1. */
  share: number;
}

/** The entrant's interest in one program (share left at 0: marketShares fills it). */
export function interestIn(p: PortalPlayer, program: PortalProgram): ProgramInterest {
  const factors = programFactors({ pos: p.player.pos, state: p.state }, program);
  const nil = nilFactor(program.nil, p.player.id);
  return {
    program: program.name,
    playingTime: program.promises?.has(p.player.id) ? 1 : factors.playingTime,
    prestige: factors.prestige,
    closeness: closenessOf(p.state, program.state),
    winning: factors.contending,
    nil,
    appeal: decisionAppeal(p, program),
    share: 0,
  };
}

/** His interest in each program offering him, strongest first (ties by name), with each one's share of his decision. */
export function marketShares(p: PortalPlayer, suitors: readonly PortalProgram[]): ProgramInterest[] {
  const all = suitors.map((s) => interestIn(p, s));
  const total = all.reduce((sum, i) => sum + i.appeal, 0);
  for (const i of all) i.share = total > 0 ? i.appeal / total : 0;
  return all.sort((a, b) => b.appeal - a.appeal || a.program.localeCompare(b.program));
}

/** A program ahead of the next by this share of his decision is the one he leans to. */
export const LEANS_MARGIN = 0.15;
/** The programs he is said to visit: the few he weighs most. */
export const VISITS_SHOWN = 3;

/**
 * His market in words: whom he leans to, whom he visits, or that nobody has offered him yet. nameOf: how a program
 * is named to the reader (a program the reader may not know of is named otherwise).
 */
export function marketWords(
  ranked: readonly ProgramInterest[],
  nameOf: (program: string) => string = (program) => program,
): string {
  if (ranked.length === 0) return 'no offers yet';
  if (ranked.length === 1) return `leans ${nameOf(ranked[0].program)} (his only offer)`;
  if (ranked[0].share - ranked[1].share >= LEANS_MARGIN) return `leans ${nameOf(ranked[0].program)}`;
  return `visiting ${ranked
    .slice(0, VISITS_SHOWN)
    .map((i) => nameOf(i.program))
    .join(', ')}`;
}

export interface PortalAsk {
  /** He wants to start: playing time is what he weighs most. */
  startingRole: boolean;
  /** NIL he asks for (dollars), 0 before NIL: what a player of his stars is offered on the market. */
  nil: number;
}

/** What the entrant asks for. `nilEra`: NIL deals exist in the window's season. */
export function portalAsk(p: PortalPlayer, nilEra: boolean): PortalAsk {
  return {
    startingRole: rankedPreferences(p.preferences)[0] === 'playingTime',
    nil: nilEra ? marketValue(p.player.stars) * 1000 : 0,
  };
}

/** The window's day (1-PORTAL_DAYS) he decides on if the player's program offered him: a fixed draw of the dynasty. */
export function decisionDay(seed: number, year: number, playerId: number): number {
  return 1 + (hashString(`${seed}:${year}:${playerId}:portal-day`) % PORTAL_DAYS);
}
