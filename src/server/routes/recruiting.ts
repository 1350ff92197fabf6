// Recruiting: GET /api/recruiting/board/, /api/recruiting/prospects/, /api/recruiting/prospects/{id}/,
// /api/recruiting/classes/, /api/recruiting/news/; POST /api/recruiting/{scout,contact,offer,pitch,visit}/,
// /api/recruiting/board/{add,remove}/, /api/recruiting/auto/, /api/recruiting/cancel/, /api/recruiting/week/ (a late
// week after the season); GET and POST /api/recruiting/plan/.
// Changes run in the change worker like the simulation; the answer is built from the changed save.
import type { RouteRequest, Routes } from '../router.js';
import type {
  BoardChangeResponse,
  CancelOrderResponse,
  LateWeekResponse,
  PlanChangeResponse,
  RecruitingActionKind,
  RecruitingActionResponse,
  StaffRecruitingResponse,
} from '../../shared/recruitingApi.js';
import { RecruitingDesk } from '../../store/actions/recruiting/desk.js';
import type { RecruitingCommand } from '../../store/actions/recruiting/commands.js';
import { parsePitch } from '../../store/actions/recruiting/actions.js';
import { GameError } from '../../store/errors.js';
import type { PageContext } from '../../store/views/context.js';
import { recruitingBoardView } from '../../store/views/recruiting/board.js';
import { classRankingsView } from '../../store/views/recruiting/classes.js';
import { recruitingNewsView } from '../../store/views/recruiting/news.js';
import { prospectPageView } from '../../store/views/recruiting/prospect.js';
import { prospectSearchView } from '../../store/views/recruiting/search.js';
import { recruitingPlanView } from '../../store/views/recruiting/plan.js';
import { MAX_PLAN_PROSPECTS } from '../../store/actions/recruiting/plan.js';
import { lateWeekLines } from '../../store/actions/recruiting/lateWeek.js';
import { idParam, text, type Query } from '../params.js';
import { changeGameInWorker, identify, readPage, type Session } from '../session.js';

const MAX_NAME_LENGTH = 100;

function bad(message: string): GameError {
  return new GameError('bad_input', message);
}

function bodyObject(body: unknown, shape: string): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw bad(`Send a JSON object ${shape}.`);
  return body as Record<string, unknown>;
}

/** The prospect of a body: his id (a number or digits) or his full name. */
function prospectOf(body: Record<string, unknown>): string | number {
  const value = body.prospect;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  if (
    typeof value === 'string'
    && value.trim() !== ''
    && value.length <= MAX_NAME_LENGTH
    && !/[\u0000-\u001f\u007f]/.test(value)
  )
    return value.trim();
  throw bad('prospect must be a prospect id or his full name.');
}

function queryText(query: Query, key: string): string | undefined {
  return text(query[key], key);
}

/** Runs the command in the change worker, then answers from the changed save. */
function change<T extends object>(
  session: Session,
  request: RouteRequest,
  command: RecruitingCommand,
  build: (after: PageContext) => T,
) {
  const player = identify(session, request);
  return changeGameInWorker(session, player, request, () => ({ kind: 'recruit', command }), build);
}

export function registerRecruitingRoutes(app: Routes, session: Session): void {
  app.get('/api/recruiting/board', async (request) =>
    readPage(session, identify(session, request), request, recruitingBoardView),
  );
  app.get('/api/recruiting/plan', async (request) =>
    readPage(session, identify(session, request), request, recruitingPlanView),
  );
  app.post('/api/recruiting/plan', async (request) => {
    const body = bodyObject(
      request.body,
      '{"prospects": [ids or names], "kinds": ["contact", ...], "on": true or false}',
    );
    if (!Array.isArray(body.prospects) || body.prospects.length === 0 || body.prospects.length > MAX_PLAN_PROSPECTS)
      throw bad(`prospects must be a list of 1 to ${MAX_PLAN_PROSPECTS} prospect ids or names.`);
    const prospects = body.prospects.map((prospect) => prospectOf({ prospect }));
    if (
      !Array.isArray(body.kinds)
      || body.kinds.length === 0
      || !body.kinds.every((k) => typeof k === 'string' && k.length <= 20)
    )
      throw bad('kinds must be a list of standing orders: scout, contact, offer, pitch, visit.');
    if (typeof body.on !== 'boolean') throw bad('on must be true or false.');
    if (body.strength !== undefined && typeof body.strength !== 'string')
      throw bad("strength must be one of the program's strengths.");
    const strength = body.strength === undefined ? undefined : parsePitch(body.strength);
    const command: RecruitingCommand = {
      action: 'plan',
      prospects,
      kinds: body.kinds as string[],
      on: body.on,
      strength,
    };
    return change(session, request, command, (ctx): PlanChangeResponse => {
      const view = recruitingPlanView(ctx);
      return { ...view, status: 'success', message: `The plan has ${view.plan.length} prospects. ${view.budget.line}` };
    });
  });
  app.get('/api/recruiting/classes', async (request) =>
    readPage(session, identify(session, request), request, classRankingsView),
  );
  app.get('/api/recruiting/news', async (request) =>
    readPage(session, identify(session, request), request, recruitingNewsView),
  );

  app.get('/api/recruiting/prospects', async (request) => {
    const player = identify(session, request);
    const q = request.query as Query;
    const input = {
      position: queryText(q, 'position'),
      stars: queryText(q, 'stars'),
      state: queryText(q, 'state'),
      committed: queryText(q, 'committed'),
      min_interest: queryText(q, 'min_interest'),
      board: queryText(q, 'board'),
      page: queryText(q, 'page'),
      per_page: queryText(q, 'per_page'),
    };
    return readPage(session, player, request, (ctx) => prospectSearchView(ctx, input));
  });

  app.get<{ Params: { id: string } }>('/api/recruiting/prospects/:id', async (request) => {
    const player = identify(session, request);
    const id = idParam(request.params.id, 'Prospect');
    return readPage(session, player, request, (ctx) => prospectPageView(ctx, id));
  });

  for (const kind of [
    'scout',
    'contact',
    'offer',
    'pitch',
    'visit',
  ] as const satisfies readonly RecruitingActionKind[]) {
    app.post(`/api/recruiting/${kind}`, async (request) => {
      const body = bodyObject(
        request.body,
        kind === 'pitch' ? '{"prospect": id or name, "strength": a strength}' : '{"prospect": id or name}',
      );
      const prospect = prospectOf(body);
      let command: RecruitingCommand;
      if (kind === 'pitch') {
        if (typeof body.strength !== 'string')
          throw bad("strength is required to pitch: one of the program's strengths.");
        command = { action: 'pitch', prospect, strength: parsePitch(body.strength) };
      } else {
        command = { action: kind, prospect };
      }
      return change(session, request, command, (ctx): RecruitingActionResponse => {
        const desk = new RecruitingDesk(ctx.db);
        const id = desk.resolveProspect(prospect).id;
        const order = desk
          .queued()
          .filter((o) => o.kind === kind && o.prospect_id === id)
          .pop();
        if (!order) throw new Error(`the ${kind} order for ${id} was not queued`);
        return {
          info: ctx.info(),
          status: 'success',
          order,
          hours: desk.hours(),
          message: `${order.kind} ${order.prospect_name} queued for recruiting week ${(desk.cycle?.state.week ?? 0) + 1}: ${order.hours} hour${order.hours === 1 ? '' : 's'}, ${desk.hours().left} left.`,
        };
      });
    });
  }

  for (const [path, on] of [
    ['add', true],
    ['remove', false],
  ] as const) {
    app.post(`/api/recruiting/board/${path}`, async (request) => {
      const prospect = prospectOf(bodyObject(request.body, '{"prospect": id or name}'));
      return change(
        session,
        request,
        { action: on ? 'board_add' : 'board_remove', prospect },
        (ctx): BoardChangeResponse => {
          const desk = new RecruitingDesk(ctx.db);
          const found = desk.resolveProspect(prospect);
          const name = `${found.first} ${found.last}`;
          return {
            info: ctx.info(),
            status: 'success',
            prospect_id: found.id,
            on_board: desk.onBoard(found.id),
            message: on ? `${name} is on your board.` : `${name} removed from your board.`,
          };
        },
      );
    });
  }

  app.post('/api/recruiting/auto', async (request) => {
    const body = bodyObject(request.body, '{"on": true or false}');
    if (typeof body.on !== 'boolean') throw bad('on must be true or false.');
    const on = body.on;
    return change(
      session,
      request,
      { action: 'auto', on },
      (ctx): StaffRecruitingResponse => ({
        info: ctx.info(),
        status: 'success',
        auto: on,
        message: on
          ? 'Your staff recruits for you each week with the hours your own orders leave.'
          : 'You recruit: only your own orders are carried out.',
      }),
    );
  });

  // Plays the next late week; the body, if any, must be an empty object (the week takes no choice).
  app.post('/api/recruiting/week', async (request) => {
    if (request.body !== undefined && request.body !== null) {
      const body = bodyObject(request.body, '{} (or no body)');
      if (Object.keys(body).length > 0) throw bad(`A late week takes no input (got ${Object.keys(body).join(', ')}).`);
    }
    return change(session, request, { action: 'late_week' }, (ctx): LateWeekResponse => {
      const board = recruitingBoardView(ctx);
      const [played, next] = lateWeekLines(board.cycle.year, board.cycle.week);
      const yours = board.class_week ? ` ${board.class_week}` : '';
      return { ...board, status: 'success', message: `${played}.${yours} ${next}.` };
    });
  });

  app.post('/api/recruiting/cancel', async (request) => {
    const body = bodyObject(request.body, '{"seq": the order\'s number}');
    if (typeof body.seq !== 'number' || !Number.isInteger(body.seq) || body.seq < 0)
      throw bad('seq must be the number of a queued order.');
    const seq = body.seq;
    return change(session, request, { action: 'cancel', seq }, (ctx): CancelOrderResponse => {
      const desk = new RecruitingDesk(ctx.db);
      return {
        info: ctx.info(),
        status: 'success',
        hours: desk.hours(),
        message: `Order ${seq} cancelled: ${desk.hours().left} hours left this week.`,
      };
    });
  });
}
