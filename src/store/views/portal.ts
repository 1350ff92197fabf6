// The transfer portal of the offseason: who entered, why, and (after the window) where each signed; the player's
// offers and room under the limit. GET /api/portal/, `dynasty portal`, the portal screen of `dynasty play`.
import { POSITIONS, type Position } from '../../core/players/types.js';
import { PORTAL_DAYS } from '../../core/portal/tuning.js';
import { nextStage, STAGE_INFO } from '../../core/season/stages.js';
import type { PortalResponse } from '../../shared/departures-types.js';
import { portalSeason, portalWindowOpen, userPortalRoom } from '../actions/portal.js';
import { GameError } from '../errors.js';
import { transferSitOutIn } from '../leagueRules.js';
import { windowOf } from '../actions/portalMarket.js';
import { portalEntries, portalOffersOf } from '../queries/portal.js';
import { portalDay } from '../queries/portalMarket.js';
import type { PageContext } from './context.js';
import { portalPlayerEntry, rosterLimitInfo } from './portalEntries.js';

export interface PortalFilters {
  position?: string;
  minRating?: number;
}

/** A position as typed (qb, Ol) checked against the roster's positions. */
export function portalPosition(value: string): Position {
  const pos = value.trim().toUpperCase() as Position;
  if (!POSITIONS.includes(pos))
    throw new GameError('bad_input', `Unknown position "${value.slice(0, 20)}": one of ${POSITIONS.join(', ')}.`);
  return pos;
}

export function portalMinRating(value: number): number {
  if (!Number.isInteger(value) || value < 0 || value > 99)
    throw new GameError('bad_input', `The minimum rating must be a whole number from 0 to 99, not ${value}.`);
  return value;
}

export function portalView(ctx: PageContext, filters: PortalFilters = {}): PortalResponse {
  const position = filters.position === undefined ? null : portalPosition(filters.position);
  const minRating = filters.minRating === undefined ? null : portalMinRating(filters.minRating);
  const state = ctx.state;
  const year = portalSeason(state);
  const entries = portalEntries(ctx.db, year);
  const offered = new Set(portalOffersOf(ctx.db, year, ctx.program.team));
  const open = portalWindowOpen(state);
  const players = entries
    .filter((e) => (position === null || e.pos === position) && (minRating === null || e.rating >= minRating))
    .map((e) => portalPlayerEntry(e, offered));
  return {
    info: ctx.info(),
    team: ctx.team(ctx.program.team),
    conferences: ctx.conferences(),
    year: entries.length > 0 || open ? year : null,
    open,
    closed_reason: open
      ? null
      : state.stage === 'recruiting_summary'
        ? 'The portal window has closed: every portal player has chosen a program or stayed unsigned.'
        : `The portal opens after the season, in the Roster Progression stage (now: ${STAGE_INFO[state.stage].label}).`,
    limit: rosterLimitInfo(ctx.db, year + 1),
    room: userPortalRoom(ctx.db, ctx.program, state),
    sit_out_rule: transferSitOutIn(ctx.db, year + 1),
    positions: [...POSITIONS],
    filters: { position, min_rating: minRating },
    players,
    total: entries.length,
    available: entries.filter((e) => e.to_team === null).length,
    window_days: open
      ? {
          day: portalDay(ctx.db, year, windowOf(state)),
          last_day: PORTAL_DAYS,
          closes_with: STAGE_INFO[nextStage(state.stage)].label,
        }
      : null,
  };
}
