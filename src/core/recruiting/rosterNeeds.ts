// What a program recruits for: the scholarships that open and the spots by position after its seniors graduate
// and after the underclassmen it expects to lose after the season (NFL early entrants, the transfer portal).

import { declareChance, eligibleForDraft } from '../draft/earlyEntry.js';
import { entryChance } from '../portal/entry.js';
import type { ProgramSeason } from '../portal/types.js';
import { MAX_CLASS_SIZE, ROSTER_SIZE, ROSTER_TEMPLATE } from '../players/tuning.js';
import { POSITIONS, type Player, type Position } from '../players/types.js';
import { IMMEDIATE_ELIGIBILITY_FROM } from '../portal/tuning.js';
import {
  EARLY_DEPARTURES_COUNTED,
  PORTAL_DEPARTURES_COUNTED,
  PORTAL_DEPARTURES_COUNTED_BEFORE_2021,
} from './tuning.js';

export interface RosterNeeds {
  scholarships: number;
  openings: Record<Position, number>;
}

/**
 * The underclassmen a program expects to lose after `season`, by position: each eligible player's chance to
 * declare for the draft (at the league's early-entry midpoint) plus each returning player's chance to enter the
 * portal (by his place on the depth chart, the program neither declined nor changing coaches: nobody knows yet),
 * each counted by its share (EARLY_DEPARTURES_COUNTED; PORTAL_DEPARTURES_COUNTED, in full before transfers played at once). The roster carries the season's
 * depth chart. Seniors leave anyway.
 */
export function expectedDepartures(
  roster: readonly Player[],
  season: number,
  earlyEntryMidpoint: number,
  prestige: number,
): Record<Position, number> {
  const out = {} as Record<Position, number>;
  for (const pos of POSITIONS) out[pos] = 0;
  const program: ProgramSeason = { declined: false, coachChanged: false, prestige };
  // The transfers of `season` play the next: before immediate eligibility few came in to refill the places.
  const portalShare =
    season + 1 < IMMEDIATE_ELIGIBILITY_FROM ? PORTAL_DEPARTURES_COUNTED_BEFORE_2021 : PORTAL_DEPARTURES_COUNTED;
  for (const player of roster) {
    if (player.year === 'sr') continue;
    const early = eligibleForDraft(player) ? declareChance(player.rating, earlyEntryMidpoint) : 0;
    const portal = entryChance(player, roster, program, season).chance;
    out[player.pos] += EARLY_DEPARTURES_COUNTED * early + portalShare * (1 - early) * portal;
  }
  return out;
}

/**
 * Needs after graduation: seniors leave, and `leaving` (expectedDepartures; none when they already left) are
 * expected to; open spots against the roster template; scholarships back to 85, at most 25. Signing day keeps a
 * class within the roster limit when fewer leave than expected.
 */
export function needsAfterGraduation(
  roster: readonly Pick<Player, 'pos' | 'year'>[],
  leaving?: Readonly<Record<Position, number>>,
): RosterNeeds {
  const returning = roster.filter((p) => p.year !== 'sr');
  const openings = {} as Record<Position, number>;
  let expected = 0;
  for (const pos of POSITIONS) {
    const gone = leaving?.[pos] ?? 0;
    expected += gone;
    openings[pos] = Math.max(
      0,
      Math.round(ROSTER_TEMPLATE[pos] - returning.filter((p) => p.pos === pos).length + gone),
    );
  }
  return {
    scholarships: Math.max(0, Math.min(MAX_CLASS_SIZE, Math.round(ROSTER_SIZE - returning.length + expected))),
    openings,
  };
}
