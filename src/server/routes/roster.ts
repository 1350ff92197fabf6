// Roster management: GET /api/{team}/depth/?pos=, POST /api/depth/ {pos, player, slot, team?},
// POST /api/depth/auto/ {pos?, team?}, POST /api/redshirt/ {player, redshirt}, GET /api/roster/limits/,
// POST /api/roster/release/ {player}, GET /api/roster/walkons/?position=, POST /api/roster/walkons/ {prospect, invite},
// GET /api/roster/position/?player=, POST /api/roster/position/ {player, pos}.
import type { ContractRoutes } from '../contract.js';
import type { AnyRequest } from '../router.js';
import type { DepthChangeResponse, RedshirtResponse, WithUserId } from '../../shared/api-types.js';
import type { DepthCommand, DepthDone } from '../../store/actions/roster/depthChart.js';
import { setRedshirt } from '../../store/actions/roster/redshirts.js';
import { releasePlayer } from '../../store/actions/roster/release.js';
import { inviteWalkOn } from '../../store/actions/roster/walkOns.js';
import { walkOnsView } from '../../store/views/walkOns.js';
import type { PositionChangeResponse, ReleaseResponse, WalkOnInviteResponse } from '../../shared/roster-types.js';
import { changePosition } from '../../store/actions/roster/positionChange.js';
import { positionOptionsView } from '../../store/views/positionOptions.js';
import { rosterLimitsView } from '../../store/views/rosterLimits.js';
import { depthChartView } from '../../store/views/depthChart.js';
import { classWithRedshirt } from '../../store/views/playerStatus.js';
import { pageFor, changeGame, changeTogether, identify, readPage, type Session } from '../session.js';

/** A player named by id or name (the contract took either), as the roster actions read him. */
const playerField = (value: number | string): string => String(value);

/** What a depth chart change did, in words. */
function depthMessage(done: DepthDone): string {
  if (done.action === 'auto')
    return `Automatic depth chart at ${done.positions.length === 1 ? done.positions[0] : 'every position'}.`;
  const { player, slot, pos, movedFrom } = done.change;
  const moved = movedFrom ? ` (moved from ${movedFrom}, overall ${player.rating} there)` : '';
  return `${player.first} ${player.last} is number ${slot} at ${pos}${moved}.`;
}

/**
 * A depth chart change, run in the change worker with the others queued on the save meanwhile (a league's coaches
 * setting their charts and giving their recruiting orders at once), answered with the chart as it is after it.
 */
function changeDepth(
  session: Session,
  request: AnyRequest,
  command: DepthCommand,
): Promise<DepthChangeResponse & WithUserId> {
  return changeTogether(
    session,
    identify(session, request),
    request,
    (before) => ({ kind: 'depth', command, team: before.program.team }),
    (after, done): DepthChangeResponse => ({
      status: 'success',
      message: depthMessage(done as DepthDone),
      ...depthChartView(after, after.program.team),
    }),
  );
}

export function registerRosterRoutes(app: ContractRoutes, session: Session): void {
  app.get('/api/roster/limits', async (request) => {
    const player = identify(session, request);
    return readPage(session, player, request, (ctx) => rosterLimitsView(ctx));
  });

  app.post('/api/roster/release', async (request) => {
    const player = identify(session, request);
    const who = playerField(request.body.player);
    return changeGame(session, player, request, (save, program): ReleaseResponse => {
      const result = save.change(() => releasePlayer(save.db, program, who));
      const p = result.player;
      return {
        status: 'success',
        released: { id: p.id, first: p.first, last: p.last, pos: p.pos, rating: p.rating },
        portal: result.portal,
        message: result.message,
        limits: rosterLimitsView(pageFor(save.db, request, program)),
      };
    });
  });

  app.get('/api/roster/walkons', async (request) => {
    const player = identify(session, request);
    const { position } = request.query;
    return readPage(session, player, request, (ctx) => walkOnsView(ctx, position));
  });

  app.post('/api/roster/walkons', async (request) => {
    const player = identify(session, request);
    const body = request.body;
    const who = playerField(body.prospect);
    const invite = body.invite !== false;
    return changeGame(session, player, request, (save, program): WalkOnInviteResponse => {
      const result = save.change(() => inviteWalkOn(save.db, program, who, invite));
      return { status: 'success', message: result.message, walk_ons: walkOnsView(pageFor(save.db, request, program)) };
    });
  });

  app.get('/api/roster/position', async (request) => {
    const player = identify(session, request);
    const who = request.query.player;
    return readPage(session, player, request, (ctx) => positionOptionsView(ctx, who));
  });

  app.post('/api/roster/position', async (request) => {
    const player = identify(session, request);
    const who = playerField(request.body.player);
    const pos = request.body.pos;
    return changeGame(session, player, request, (save, program): PositionChangeResponse => {
      const move = save.change(() => changePosition(save.db, program, who, pos));
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
        ...depthChartView(pageFor(save.db, request, program), program.team),
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
    const { pos, slot } = request.body;
    const who = playerField(request.body.player);
    return changeDepth(session, request, {
      action: 'move',
      pos,
      player: who,
      slot,
      team: request.body.team ?? undefined,
    });
  });

  app.post('/api/depth/auto', async (request) =>
    changeDepth(session, request, {
      action: 'auto',
      pos: request.body?.pos ?? undefined,
      team: request.body?.team ?? undefined,
    }),
  );

  app.post('/api/redshirt', async (request) => {
    const player = identify(session, request);
    const body = request.body;
    const who = playerField(body.player);
    const on = body.redshirt !== false;
    return changeGame(session, player, request, (save, program): RedshirtResponse => {
      const result = save.change(() => setRedshirt(save.db, program, who, on));
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
    });
  });
}
