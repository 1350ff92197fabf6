// Where one of the coach's players can move (GET /api/roster/position/, `dynasty depth position NAME`, the depth
// chart pages): his overall and potential at every other position, from where the offseason found him, closest
// first. Reading it changes nothing, in any stage; the move itself is the offseason's (actions/roster/positionChange.ts).
import { POSITIONS } from '../../core/players/types.js';
import { closenessOf, convertToPosition, positionSimilarity } from '../../core/roster/positionChange.js';
import type { PositionOptionsResponse } from '../../shared/roster-types.js';
import { findRosterPlayer } from '../actions/roster/findRosterPlayer.js';
import { originOf, positionChangeWindow } from '../actions/roster/positionChange.js';
import type { PageContext } from './context.js';

export function positionOptionsView(ctx: PageContext, who: string): PositionOptionsResponse {
  const player = findRosterPlayer(ctx.db, ctx.program, who);
  const window = positionChangeWindow(ctx.state.stage);
  const origin = window.open ? originOf(ctx.db, ctx.year, player) : player;
  const options = POSITIONS.filter((pos) => pos !== player.pos).map((pos) => {
    const similarity = positionSimilarity(origin.pos, pos);
    const at = pos === origin.pos ? origin : convertToPosition(origin, pos);
    return {
      pos,
      closeness: closenessOf(similarity),
      similarity,
      rating: at.rating,
      potential: at.potential,
      back: pos === origin.pos,
    };
  });
  // Closest first; the way back (as he was) leads.
  options.sort((a, b) => Number(b.back) - Number(a.back) || b.similarity - a.similarity || b.rating - a.rating);
  return {
    player: {
      id: player.id,
      first: player.first,
      last: player.last,
      pos: player.pos,
      rating: player.rating,
      potential: player.potential,
    },
    origin: origin.pos,
    open: window.open,
    reason: window.reason,
    options,
  };
}
