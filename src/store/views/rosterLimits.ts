// The player's roster against the season's limits: players, committed recruits, portal offers, open places, the
// roster minimum by position and the walk-ons signing day would add. GET /api/roster/limits/, `dynasty roster
// limits`, the roster screen of `dynasty play`.
import { ROSTER_MINIMUM } from '../../core/players/rosterLimits.js';
import { ROSTER_SIZE, ROSTER_TEMPLATE } from '../../core/players/tuning.js';
import { POSITIONS, type Position } from '../../core/players/types.js';
import { openSpots } from '../../core/recruiting/newFreshmen.js';
import { STAGE_INFO } from '../../core/season/stages.js';
import type { RosterLimitsResponse } from '../../shared/roster-types.js';
import { portalSeason } from '../actions/portal.js';
import { portalOffersOf } from '../queries/portal.js';
import { rosterLimitIn } from '../leagueRules.js';
import { commitmentsByTeam } from '../queries/recruiting.js';
import type { PageContext } from './context.js';
import { deskOf } from './recruiting/desk.js';
import { walkOnInvites } from '../queries/walkOns.js';
import { walkOnProspect } from './walkOns.js';

export function rosterLimitsView(ctx: PageContext): RosterLimitsResponse {
  const state = ctx.state;
  const stored = deskOf(ctx).cycle;
  const cycle = stored?.state;
  const team = ctx.program.team;
  // From Roster Progression on the roster being set is next season's.
  const offseason = state.stage === 'progression' || state.stage === 'recruiting_summary';
  const season = offseason ? state.year + 1 : state.year;
  const limit = rosterLimitIn(ctx.db, season);
  const counts = new Map<string, number>();
  for (const row of ctx.db.all<{ pos: string; n: number }>(
    'SELECT pos, COUNT(*) AS n FROM players WHERE team = ? AND active = 1 GROUP BY pos',
    [team],
  )) {
    counts.set(row.pos, row.n);
  }
  const players = [...counts.values()].reduce((a, b) => a + b, 0);
  const committed = commitmentsByTeam(ctx.db).get(team) ?? 0;
  const portalOffers = state.stage === 'progression' ? portalOffersOf(ctx.db, portalSeason(state), team).length : 0;
  const places = Math.max(0, Math.min(ROSTER_SIZE, limit.max) - players - committed);
  // Invited walk-ons (still unsigned) take the first places; drawn walk-ons the rest.
  const invitedIds = new Set(cycle ? walkOnInvites(ctx.db, stored!.year, team) : []);
  const invited = cycle
    ? cycle.prospects.filter((p) => invitedIds.has(p.id) && cycle.status[p.id].committedTo == null)
    : [];
  const walkOns = Math.max(0, places - invited.length);
  // Where signing day's walk-ons go if nobody else takes the places: the positions most open against the roster
  // template once the committed recruits and the invited walk-ons join (newFreshmen.ts's rule, as signing day counts).
  const commits = cycle ? cycle.prospects.filter((p) => cycle.status[p.id].committedTo === team) : [];
  const openings = {} as Record<Position, number>;
  for (const pos of POSITIONS) openings[pos] = Math.max(0, ROSTER_TEMPLATE[pos] - (counts.get(pos) ?? 0));
  const walkOnAt = new Map<string, number>();
  const spots = openSpots({ name: team, openings }, [...commits, ...invited.slice(0, places)]);
  for (let i = 0; i < walkOns; i++) {
    const pos = spots[i] ?? 'OL';
    walkOnAt.set(pos, (walkOnAt.get(pos) ?? 0) + 1);
  }
  const release =
    state.stage === 'progression'
      ? { open: true, reason: null }
      : {
          open: false,
          reason: `Players are released in the Roster Progression stage (now: ${STAGE_INFO[state.stage].label}).`,
        };
  return {
    team,
    stage: state.stage,
    limit: { ...limit, season },
    players,
    committed,
    portal_offers: portalOffers,
    open: Math.max(0, limit.max - players - committed),
    walk_ons_if_unfilled: places,
    walk_on_positions: [...walkOnAt].map(([pos, count]) => ({ pos, count })),
    walk_on_invites: invited.map(walkOnProspect),
    minimum: Object.entries(ROSTER_MINIMUM).map(([pos, least]) => ({ pos, least, have: counts.get(pos) ?? 0 })),
    release,
  };
}
