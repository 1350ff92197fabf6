// Roster management: GET /api/{team}/depth/?pos=, POST /api/depth/ {pos, player, slot, team?},
// POST /api/depth/auto/ {pos?, team?}, POST /api/redshirt/ {player, redshirt}, GET /api/roster/limits/,
// POST /api/roster/release/ {player}, GET /api/roster/walkons/?position=, POST /api/roster/walkons/ {prospect, invite},
// GET /api/roster/position/?player=, POST /api/roster/position/ {player, pos}.
import type { ContractRoutes } from '../contract.js';
import type { DepthChangeResponse, RedshirtResponse } from '../../shared/api-types.js';
import type { Position } from '../../core/players/types.js';
import type { DepthChange } from '../../store/actions/roster/depthChart.js';
import type { PageContext } from '../../store/views/context.js';
import { walkOnsView } from '../../store/views/walkOns.js';
import type { PositionChangeResponse, ReleaseResponse, WalkOnInviteResponse } from '../../shared/roster-types.js';
import { positionOptionsView } from '../../store/views/positionOptions.js';
import { rosterLimitsView } from '../../store/views/rosterLimits.js';
import { depthChartView } from '../../store/views/depthChart.js';
import { classWithRedshirt } from '../../store/views/playerStatus.js';
import { change, identify, readPage, type Session } from '../session.js';

/** A player named by id or name (the contract took either), as the roster actions read him. */
const playerField = (value: number | string): string => String(value);

/** A player moved on the depth chart, in words. */
function moveMessage({ player, slot, pos, movedFrom }: DepthChange): string {
  const moved = movedFrom ? ` (moved from ${movedFrom}, overall ${player.rating} there)` : '';
  return `${player.first} ${player.last} is number ${slot} at ${pos}${moved}.`;
}

/** Positions handed back to the automatic chart, in words. */
const autoMessage = (positions: Position[]): string =>
  `Automatic depth chart at ${positions.length === 1 ? positions[0] : 'every position'}.`;

/**
 * A depth chart change's answer: the chart as it is after it (the change ran with the others queued on the save
 * meanwhile: a league's coaches setting their charts and giving their recruiting orders at once).
 */
const depthAnswer = (after: PageContext, message: string): DepthChangeResponse => ({
  status: 'success',
  message,
  ...depthChartView(after, after.program.team),
});

export function registerRosterRoutes(app: ContractRoutes, session: Session): void {
  app.get('/api/roster/limits', async (request) => {
    const player = identify(session, request);
    return readPage(session, player, request, (ctx) => rosterLimitsView(ctx));
  });

  app.post('/api/roster/release', async (request) => {
    const input = { player: playerField(request.body.player) };
    return change(session, request, 'releasePlayer', input, (after, result): ReleaseResponse => {
      const p = result.player;
      return {
        status: 'success',
        released: { id: p.id, first: p.first, last: p.last, pos: p.pos, rating: p.rating },
        portal: result.portal,
        message: result.message,
        limits: rosterLimitsView(after),
      };
    });
  });

  app.get('/api/roster/walkons', async (request) => {
    const player = identify(session, request);
    const { position } = request.query;
    return readPage(session, player, request, (ctx) => walkOnsView(ctx, position));
  });

  app.post('/api/roster/walkons', async (request) => {
    const body = request.body;
    const input = { prospect: playerField(body.prospect), invite: body.invite !== false };
    return change(
      session,
      request,
      'inviteWalkOn',
      input,
      (after, result): WalkOnInviteResponse => ({
        status: 'success',
        message: result.message,
        walk_ons: walkOnsView(after),
      }),
    );
  });

  app.get('/api/roster/position', async (request) => {
    const player = identify(session, request);
    const who = request.query.player;
    return readPage(session, player, request, (ctx) => positionOptionsView(ctx, who));
  });

  app.post('/api/roster/position', async (request) => {
    const input = { player: playerField(request.body.player), pos: request.body.pos };
    return change(session, request, 'changePosition', input, (after, move): PositionChangeResponse => {
      const p = move.player;
      return {
        status: 'success',
        message: move.message,
        change: {
          id: p.id,
          first: p.first,
          last: p.last,
          from: move.from,
          to: move.to,
          rating_before: move.ratingBefore,
          rating_after: p.rating,
          potential: p.potential,
          back: move.back,
        },
        ...depthChartView(after, after.program.team),
      };
    });
  });

  app.get('/api/:team/depth', async (request) => {
    const player = identify(session, request);
    const { team } = request.params;
    const { pos } = request.query;
    return readPage(session, player, request, (ctx) => depthChartView(ctx, team, pos));
  });

  app.post('/api/depth', async (request) => {
    const { pos, slot, team } = request.body;
    const input = { pos, player: playerField(request.body.player), slot, team: team ?? undefined };
    return change(session, request, 'moveDepth', input, (after, moved) => depthAnswer(after, moveMessage(moved)));
  });

  app.post('/api/depth/auto', async (request) => {
    const { pos, team } = request.body ?? {};
    const input = { pos: pos ?? undefined, team: team ?? undefined };
    return change(session, request, 'autoDepth', input, (after, positions) =>
      depthAnswer(after, autoMessage(positions)),
    );
  });

  app.post('/api/redshirt', async (request) => {
    const body = request.body;
    const on = body.redshirt !== false;
    return change(
      session,
      request,
      'setRedshirt',
      { player: playerField(body.player), on },
      (_, result): RedshirtResponse => {
        const p = result.player;
        return {
          status: 'success',
          message: `${p.first} ${p.last} ${on ? 'is redshirting' : 'is not redshirting'} this season (${result.gamesPlayed} games played).`,
          player: {
            id: p.id,
            first: p.first,
            last: p.last,
            class_label: classWithRedshirt(p.year, p.redshirted || on),
            redshirting: on,
            games_played: result.gamesPlayed,
          },
        };
      },
    );
  });
}
