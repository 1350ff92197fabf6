// Roster management: GET /api/{team}/depth/?pos=, POST /api/depth/ {pos, player, slot, team?},
// POST /api/depth/auto/ {pos?, team?}, POST /api/redshirt/ {player, redshirt}, GET /api/roster/limits/,
// POST /api/roster/release/ {player}, GET /api/roster/walkons/?position=, POST /api/roster/walkons/ {prospect, invite}.
import type { Routes } from '../router.js';
import type { DepthChangeResponse, RedshirtResponse } from '../../shared/api-types.js';
import { autoDepth, setDepthSlot } from '../../store/actions/roster/depthChart.js';
import { setRedshirt } from '../../store/actions/roster/redshirts.js';
import { releasePlayer } from '../../store/actions/roster/release.js';
import { inviteWalkOn } from '../../store/actions/roster/walkOns.js';
import { walkOnsView } from '../../store/views/walkOns.js';
import type { ReleaseResponse, WalkOnInviteResponse } from '../../shared/roster-types.js';
import { rosterLimitsView } from '../../store/views/rosterLimits.js';
import { GameError } from '../../store/errors.js';
import { PageContext } from '../../store/views/context.js';
import { depthChartView } from '../../store/views/depthChart.js';
import { classWithRedshirt } from '../../store/views/playerStatus.js';
import { nameParam, text, type Query } from '../params.js';
import { changeGame, identify, readPage, type Session } from '../session.js';

type Body = Record<string, unknown>;

function objectBody(body: unknown, shape: string): Body {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new GameError('bad_input', `Send a JSON object ${shape}.`);
  return body as Body;
}

/** A player named by id (number) or name (text). */
function playerField(value: unknown): string {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  if (typeof value === 'string' && value.trim() !== '' && value.length <= 100) return value;
  throw new GameError('bad_input', 'player must be a player id or a name.');
}

function optionalText(value: unknown, what: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > 100) throw new GameError('bad_input', `${what} must be text.`);
  return value;
}

export function registerRosterRoutes(app: Routes, session: Session): void {
  app.get('/api/roster/limits', async (request) => {
    const player = identify(session, request);
    return readPage(session, player, request, (ctx) => rosterLimitsView(ctx));
  });

  app.post('/api/roster/release', async (request) => {
    const player = identify(session, request);
    const who = playerField(objectBody(request.body, '{"player": id or "First Last"}').player);
    return changeGame(session, player, request, (save): ReleaseResponse => {
      const result = save.change(() => releasePlayer(save.db, who));
      const p = result.player;
      return {
        status: 'success',
        released: { id: p.id, first: p.first, last: p.last, pos: p.pos, rating: p.rating },
        portal: result.portal,
        message: result.message,
        limits: rosterLimitsView(new PageContext(save.db)),
      };
    });
  });

  app.get('/api/roster/walkons', async (request) => {
    const player = identify(session, request);
    const position = text((request.query as Query).position, 'Position');
    return readPage(session, player, request, (ctx) => walkOnsView(ctx, position));
  });

  app.post('/api/roster/walkons', async (request) => {
    const player = identify(session, request);
    const body = objectBody(request.body, '{"prospect": id or "First Last", "invite": true}');
    const who = playerField(body.prospect);
    if (body.invite !== undefined && typeof body.invite !== 'boolean')
      throw new GameError('bad_input', 'invite must be true or false.');
    const invite = body.invite !== false;
    return changeGame(session, player, request, (save): WalkOnInviteResponse => {
      const result = save.change(() => inviteWalkOn(save.db, who, invite));
      return { status: 'success', message: result.message, walk_ons: walkOnsView(new PageContext(save.db)) };
    });
  });

  app.get<{ Params: { team: string } }>('/api/:team/depth', async (request) => {
    const player = identify(session, request);
    const team = nameParam(request.params.team, 'Team');
    const pos = text((request.query as Query).pos, 'Position');
    return readPage(session, player, request, (ctx) => depthChartView(ctx, team, pos));
  });

  app.post('/api/depth', async (request) => {
    const player = identify(session, request);
    const body = objectBody(request.body, '{"pos": "QB", "player": id or name, "slot": 1}');
    const pos = optionalText(body.pos, 'pos');
    if (pos === undefined)
      throw new GameError('bad_input', 'pos is required (QB, RB, WR, TE, OL, DL, LB, CB, S, K, P).');
    const who = playerField(body.player);
    if (typeof body.slot !== 'number' && typeof body.slot !== 'string')
      throw new GameError('bad_input', 'slot is required: 1 is the first string.');
    const slot = body.slot;
    const team = optionalText(body.team, 'team');
    return changeGame(session, player, request, (save): DepthChangeResponse => {
      const change = save.change(() => setDepthSlot(save.db, pos, who, slot, team));
      const ctx = new PageContext(save.db);
      const moved = change.movedFrom ? ` (moved from ${change.movedFrom}, overall ${change.player.rating} there)` : '';
      return {
        status: 'success',
        message: `${change.player.first} ${change.player.last} is number ${change.slot} at ${change.pos}${moved}.`,
        ...depthChartView(ctx, ctx.state.userTeam),
      };
    });
  });

  app.post('/api/depth/auto', async (request) => {
    const player = identify(session, request);
    const body =
      request.body === undefined || request.body === null
        ? {}
        : objectBody(request.body, '{"pos": "QB"} (or {} for every position)');
    const pos = optionalText(body.pos, 'pos');
    const team = optionalText(body.team, 'team');
    return changeGame(session, player, request, (save): DepthChangeResponse => {
      const positions = save.change(() => autoDepth(save.db, pos, team));
      const ctx = new PageContext(save.db);
      return {
        status: 'success',
        message: `Automatic depth chart at ${positions.length === 1 ? positions[0] : 'every position'}.`,
        ...depthChartView(ctx, ctx.state.userTeam),
      };
    });
  });

  app.post('/api/redshirt', async (request) => {
    const player = identify(session, request);
    const body = objectBody(request.body, '{"player": id or name, "redshirt": true}');
    const who = playerField(body.player);
    if (body.redshirt !== undefined && typeof body.redshirt !== 'boolean')
      throw new GameError('bad_input', 'redshirt must be true or false.');
    const on = body.redshirt !== false;
    return changeGame(session, player, request, (save): RedshirtResponse => {
      const result = save.change(() => setRedshirt(save.db, who, on));
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
