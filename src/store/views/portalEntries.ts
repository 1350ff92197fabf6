// Portal and draft rows as the pages show them (shared by the portal, draft, progression and recruiting pages).
import { PORTAL_REASON_LABELS, type PortalReason } from '../../core/portal/types.js';
import type { ClassYear } from '../../shared/api-types.js';
import type { DraftedPlayer, PortalPlayerEntry, RosterLimitInfo } from '../../shared/departures-types.js';
import type { DraftPickRow } from '../queries/draft.js';
import type { PortalEntryRow } from '../encoding/portalEntries.js';
import type { Db } from '../database.js';
import { rosterLimitIn } from '../leagueRules.js';

export function portalPlayerEntry(row: PortalEntryRow, offered: ReadonlySet<number>): PortalPlayerEntry {
  return {
    id: row.player_id,
    first: row.first,
    last: row.last,
    pos: row.pos,
    year: row.class as ClassYear,
    rating: row.rating,
    stars: row.stars,
    from_team: row.from_team,
    reason: row.reason,
    reason_label: PORTAL_REASON_LABELS[row.reason as PortalReason] ?? row.reason,
    offered: offered.has(row.player_id),
    to_team: row.to_team,
    sits_out: row.sits_out === 1,
  };
}

export function draftedPlayer(row: DraftPickRow): DraftedPlayer {
  return {
    id: row.player_id,
    first: row.first,
    last: row.last,
    pos: row.pos,
    year: row.class as ClassYear,
    rating: row.rating,
    college: row.college,
    early: row.early === 1,
    pick: row.pick,
    round: row.round,
    round_pick: row.round_pick,
    nfl_team: row.nfl_team,
  };
}

export function rosterLimitInfo(db: Db, season: number): RosterLimitInfo {
  return { ...rosterLimitIn(db, season), season };
}
