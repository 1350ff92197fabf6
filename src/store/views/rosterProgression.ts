// Roster progression (the offseason from the current year to the next): how the player's returning players
// developed, the seniors who leave, and early entrants to the NFL draft and portal departures.
import type { ClassYear } from '../../core/players/types.js';
import type { ProgressionPlayer, RosterProgressionResponse } from '../../shared/api-types.js';
import { teamRosterMoves, type RosterMoveRow } from '../queries/teamRosterChanges.js';
import type { PageContext } from './context.js';
import { earlyEntrantsOf } from '../queries/draft.js';
import { portalEntries } from '../queries/portal.js';
import { draftedPlayer, portalPlayerEntry, rosterLimitInfo } from './portalEntries.js';

function progressionPlayer(row: RosterMoveRow): ProgressionPlayer {
  return {
    id: row.player_id,
    first: row.first,
    last: row.last,
    pos: row.pos,
    rating: row.rating_after,
    year: row.class as ClassYear,
    starter: row.starter === 1,
    team: row.team,
  };
}

export function rosterProgressionView(ctx: PageContext): RosterProgressionResponse {
  const team = ctx.program.team;
  return {
    info: ctx.info(),
    team: ctx.team(team),
    conferences: ctx.conferences(),
    progressed: teamRosterMoves(ctx.db, ctx.year, 'progressed', team)
      .map((row) => ({ ...progressionPlayer(row), change: row.change }))
      .sort((a, b) => b.change - a.change || b.rating - a.rating),
    leaving: teamRosterMoves(ctx.db, ctx.year, 'leaving', team).map(progressionPlayer),
    // Beside the spec's lists: underclassmen gone to the NFL draft and players gone to the portal.
    early_entrants: earlyEntrantsOf(ctx.db, ctx.year, team).map(draftedPlayer),
    portal_departures: portalEntries(ctx.db, ctx.year)
      .filter((e) => e.from_team === team)
      .map((e) => portalPlayerEntry(e, new Set())),
    limit: rosterLimitInfo(ctx.db, ctx.year + 1),
  };
}
