// Walk-ons: the places signing day fills, the prospects invited to walk on, and the pool of prospects nobody recruited.
// GET /api/roster/walkons/, `dynasty roster walkons`, the walk-on list of `dynasty play`.
import { POSITIONS, type Position } from '../../core/players/types.js';
import type { Prospect } from '../../core/recruiting/types.js';
import { walkOnPool } from '../../core/recruiting/walkOns.js';
import type { WalkOnProspect, WalkOnsResponse } from '../../shared/roster-types.js';
import { walkOnPlaces } from '../actions/roster/walkOns.js';
import { GameError } from '../errors.js';
import { walkOnInvites } from '../queries/walkOns.js';
import type { PageContext } from './context.js';
import { deskOf } from './recruiting/desk.js';

const POOL_SHOWN = 60;

export function walkOnProspect(p: Prospect): WalkOnProspect {
  return { id: p.id, first: p.first, last: p.last, pos: p.pos, stars: p.stars, rank: p.rank, state: p.state };
}

export function walkOnsView(ctx: PageContext, position?: string): WalkOnsResponse {
  const team = ctx.program.team;
  const pos = position === undefined || position === '' ? undefined : position.toUpperCase();
  if (pos !== undefined && !(POSITIONS as readonly string[]).includes(pos)) {
    throw new GameError('bad_input', `Unknown position "${pos.slice(0, 20)}": ${POSITIONS.join(', ')}.`);
  }
  const cycle = deskOf(ctx).cycle;
  if (!cycle) {
    return {
      team,
      open: false,
      reason:
        'Walk-ons are invited while a class is being recruited (from the first week of the season to signing day).',
      places: 0,
      invited: [],
      pool: [],
      position: pos ?? null,
    };
  }
  const { prospects, status } = cycle.state;
  const invitedIds = new Set(walkOnInvites(ctx.db, cycle.year, team));
  const invited = prospects.filter((p) => invitedIds.has(p.id)).sort((a, b) => a.rank - b.rank);
  const pool = walkOnPool(prospects, status, pos as Position | undefined)
    .filter((p) => !invitedIds.has(p.id))
    .slice(0, POOL_SHOWN);
  return {
    team,
    open: true,
    reason: null,
    places: walkOnPlaces(cycle, team),
    invited: invited.map(walkOnProspect),
    pool: pool.map(walkOnProspect),
    position: pos ?? null,
  };
}
