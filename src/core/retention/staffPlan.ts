// How a staff keeps its players, one rule for every program (the computer's, and a coached program's staff when its
// coach hands it the job): it sits down with the players it most needs who are most at risk, as many as its coach
// has meetings; a backup next in line for a starting role is promised one, a starter who wants NIL most is promised
// his ask while the pool holds it, every other one gets a talk.
import type { Player } from '../players/types.js';
import type { KeepingRisk } from './risk.js';
import { STAFF_BACKUP_NEED, STAFF_MIN_RISK, STAFF_RESERVE_NEED } from './tuning.js';
import type { Motive } from './types.js';
import { STARTERS } from '../players/types.js';

export interface StaffCandidate {
  player: Player;
  risk: KeepingRisk;
  /** His strongest want. */
  topMotive: Motive;
  /** Next in line for a starting role (nextInLine). */
  nextInLine: boolean;
  /** His NIL ask (thousands; 0 before NIL). */
  nilAsk: number;
}

export type StaffMove =
  | { kind: 'talk'; playerId: number }
  | { kind: 'starter'; playerId: number }
  | { kind: 'nil'; playerId: number; amount: number };

/** How much the staff needs him: a starter in full, a first backup less, the rest little. */
export function staffNeed(player: Player): number {
  const starters = STARTERS[player.pos];
  if (player.depth > 0 && player.depth <= starters) return 1;
  if (player.depth > 0 && player.depth <= 2 * starters) return STAFF_BACKUP_NEED;
  return STAFF_RESERVE_NEED;
}

/** The staff's moves, at most `meetings` of them, NIL promises within `nilBudget` (thousands). */
export function staffRetentionPlan(
  candidates: readonly StaffCandidate[],
  meetings: number,
  nilBudget: number,
): StaffMove[] {
  const scored = candidates
    .map((c) => ({ c, risk: c.risk.portal + (c.risk.draft ?? 0) }))
    .filter((s) => s.risk >= STAFF_MIN_RISK)
    .map((s) => ({ ...s, score: s.risk * staffNeed(s.c.player) }))
    .sort((a, b) => b.score - a.score || a.c.player.id - b.c.player.id)
    .slice(0, Math.max(0, meetings));
  let left = nilBudget;
  return scored.map(({ c }): StaffMove => {
    const id = c.player.id;
    if (c.nextInLine) return { kind: 'starter', playerId: id };
    const starter = staffNeed(c.player) === 1;
    if (starter && c.topMotive === 'nil' && c.nilAsk > 0 && c.nilAsk <= left) {
      left -= c.nilAsk;
      return { kind: 'nil', playerId: id, amount: c.nilAsk };
    }
    return { kind: 'talk', playerId: id };
  });
}
