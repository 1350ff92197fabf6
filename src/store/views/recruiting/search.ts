// The prospect search: the national class filtered by position, stars, home state, interest in the player's
// program, committed or not, on the board; best national rank first, paged.
import { POSITIONS } from '../../../core/players/types.js';
import type { ProspectSearchFilters, ProspectSearchResponse } from '../../../shared/recruitingApi.js';
import { GameError } from '../../errors.js';
import type { PageContext } from '../context.js';
import { deskOf } from './desk.js';
import { prospectSummary } from './summary.js';

export const DEFAULT_PER_PAGE = 50;
export const MAX_PER_PAGE = 500;

/** Filters as typed (CLI flags, query string), unchecked. */
export interface ProspectSearchInput {
  position?: string;
  stars?: string | number;
  state?: string;
  committed?: string;
  min_interest?: string | number;
  board?: string | boolean;
  page?: string | number;
  per_page?: string | number;
}

function integer(value: string | number | undefined, name: string, low: number, high: number): number | null {
  if (value === undefined || value === '') return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n < low || n > high)
    throw new GameError('bad_input', `${name} must be a whole number from ${low} to ${high} (got "${value}").`);
  return n;
}

/** Checks and normalises the filters: a clear error for anything malformed. */
export function parseProspectSearch(input: ProspectSearchInput): ProspectSearchFilters {
  let position: string | null = null;
  if (input.position !== undefined && input.position !== '') {
    position = input.position.trim().toUpperCase();
    if (!(POSITIONS as readonly string[]).includes(position))
      throw new GameError('bad_input', `Unknown position "${input.position}": one of ${POSITIONS.join(', ')}.`);
  }
  let state: string | null = null;
  if (input.state !== undefined && input.state !== '') {
    state = input.state.trim().toUpperCase();
    if (!/^[A-Z]{2}$/.test(state))
      throw new GameError('bad_input', `A state is its two-letter code, such as TX (got "${input.state}").`);
  }
  let committed: 'yes' | 'no' | null = null;
  if (input.committed !== undefined && input.committed !== '') {
    const text = input.committed.trim().toLowerCase();
    if (text !== 'yes' && text !== 'no')
      throw new GameError('bad_input', `Committed is yes or no (got "${input.committed}").`);
    committed = text;
  }
  const board = input.board === true || input.board === 'true' || input.board === '1' || input.board === 'yes';
  return {
    position,
    stars: integer(input.stars, 'Stars', 1, 5),
    state,
    committed,
    min_interest: integer(input.min_interest, 'Interest', 0, 100),
    board,
    page: integer(input.page, 'Page', 1, 1000) ?? 1,
    per_page: integer(input.per_page, 'Per page', 1, MAX_PER_PAGE) ?? DEFAULT_PER_PAGE,
  };
}

export function prospectSearchView(ctx: PageContext, input: ProspectSearchInput = {}): ProspectSearchResponse {
  const filters = parseProspectSearch(input);
  const desk = deskOf(ctx);
  const state = desk.cycle?.state;
  const onBoard = new Set(state?.boards[desk.team]?.targets ?? []);
  const matching = (state?.prospects ?? []).filter((p) => {
    if (filters.position && p.pos !== filters.position) return false;
    if (filters.stars && p.stars !== filters.stars) return false;
    if (filters.state && p.state !== filters.state) return false;
    const status = state!.status[p.id];
    if (filters.committed === 'yes' && !status.committedTo) return false;
    if (filters.committed === 'no' && status.committedTo) return false;
    if (filters.board && !onBoard.has(p.id)) return false;
    if (filters.min_interest !== null) {
      const ours = status.suitors.find((s) => s.program === desk.team)?.interest ?? 0;
      if (ours < filters.min_interest) return false;
    }
    return true;
  });
  const start = (filters.page - 1) * filters.per_page;
  return {
    info: ctx.info(),
    cycle: desk.info(),
    filters,
    total: matching.length,
    pages: Math.max(1, Math.ceil(matching.length / filters.per_page)),
    prospects: matching.slice(start, start + filters.per_page).map((p) => prospectSummary(ctx, desk, p, onBoard)),
  };
}
