// Recruiting: GET /api/recruiting/board/, /api/recruiting/prospects/, /api/recruiting/prospects/{id}/,
// /api/recruiting/pipelines/ (any program's),
// /api/recruiting/classes/, /api/recruiting/news/; POST /api/recruiting/{scout,contact,offer,pitch,visit}/,
// /api/recruiting/board/{add,remove}/, /api/recruiting/auto/, /api/recruiting/cancel/, /api/recruiting/week/ (a late
// week after the season); GET and POST /api/recruiting/plan/, POST /api/recruiting/plan/orders/.
// Changes run in the change worker like the simulation; the answer is built from the changed save.
import type { ContractRoutes } from '../contract.js';
import type { AnyRequest } from '../router.js';
import type {
  BoardChangeResponse,
  CancelOrderResponse,
  LateWeekResponse,
  PlanChangeResponse,
  RecruitingActionKind,
  RecruitingActionResponse,
  StaffRecruitingResponse,
} from '../../shared/recruitingApi.js';
import type { RecruitingCommand } from '../../store/actions/recruiting/commands.js';
import type { cancelOrder, QueuedAction, setOnBoard } from '../../store/actions/recruiting/actions.js';
import type { PageContext } from '../../store/views/context.js';
import { recruitingBoardView } from '../../store/views/recruiting/board.js';
import { classRankingsView } from '../../store/views/recruiting/classes.js';
import { recruitingNewsView } from '../../store/views/recruiting/news.js';
import { prospectPageView } from '../../store/views/recruiting/prospect.js';
import { prospectSearchView } from '../../store/views/recruiting/search.js';
import { recruitingPlanView } from '../../store/views/recruiting/plan.js';
import { pipelinesView } from '../../store/views/recruiting/pipelines.js';
import { lateWeekLines } from '../../store/actions/recruiting/lateWeek.js';
import { identify, readPage, changeTogether, type Session } from '../session.js';

/** A prospect named by id or by name (the contract took either): his id, or his name without spaces around it. */
function prospectOf(value: string | number): string | number {
  return typeof value === 'string' ? value.trim() : value;
}

/**
 * Runs the command in the change worker (with the others queued on the save meanwhile), then answers from the
 * changed save and what the use case said it did (runRecruitingCommand's answer, back from the worker thread).
 */
function change<T extends object, Done = { message: string }>(
  session: Session,
  request: AnyRequest,
  command: RecruitingCommand,
  build: (after: PageContext, done: Done) => T,
) {
  const player = identify(session, request);
  return changeTogether(
    session,
    player,
    request,
    (before) => ({ kind: 'recruit', command, team: before.program.team }),
    (after, result) => build(after, result as Done),
  );
}

/** The plan after a change of it, with what the change did. */
function planAnswer(ctx: PageContext, done: { message: string }): PlanChangeResponse {
  return { ...recruitingPlanView(ctx), status: 'success', message: done.message };
}

export function registerRecruitingRoutes(app: ContractRoutes, session: Session): void {
  app.get('/api/recruiting/board', async (request) =>
    readPage(session, identify(session, request), request, recruitingBoardView),
  );
  app.get('/api/recruiting/plan', async (request) =>
    readPage(session, identify(session, request), request, recruitingPlanView),
  );
  app.post('/api/recruiting/plan', async (request) => {
    // The contract checked the body (the kinds and the strength among them); the plan's rules are the use case's.
    const body = request.body;
    const prospects = body.prospects.map(prospectOf);
    const command: RecruitingCommand = {
      action: 'plan',
      prospects,
      kinds: body.kinds,
      on: body.on,
      strength: body.strength,
      warm: body.warm,
    };
    return change(session, request, command, planAnswer);
  });
  app.post('/api/recruiting/plan/orders', async (request) => {
    const body = request.body;
    const command: RecruitingCommand = {
      action: 'plan_orders',
      prospects: body.prospects.map(prospectOf),
      strength: body.strength,
      warm: body.warm,
    };
    return change(session, request, command, planAnswer);
  });
  app.get('/api/recruiting/classes', async (request) =>
    readPage(session, identify(session, request), request, classRankingsView),
  );
  app.get('/api/recruiting/news', async (request) =>
    readPage(session, identify(session, request), request, recruitingNewsView),
  );

  app.get('/api/recruiting/prospects', async (request) => {
    const player = identify(session, request);
    const { position, stars, state, committed, min_interest, board, page, per_page } = request.query;
    const input = { position, stars, state, committed, min_interest, board, page, per_page };
    return readPage(session, player, request, (ctx) => prospectSearchView(ctx, input));
  });

  app.get('/api/recruiting/prospects/:id', async (request) => {
    const player = identify(session, request);
    const id = request.params.id;
    return readPage(session, player, request, (ctx) => prospectPageView(ctx, id));
  });

  app.get('/api/recruiting/pipelines', async (request) => {
    const player = identify(session, request);
    const team = request.query.team;
    return readPage(session, player, request, (ctx) => pipelinesView(ctx, team));
  });

  const orderAnswer = (ctx: PageContext, done: QueuedAction): RecruitingActionResponse => ({
    info: ctx.info(),
    status: 'success',
    order: done.order,
    hours: done.hours,
    message: done.message,
  });
  for (const kind of ['scout', 'contact', 'offer', 'visit'] as const satisfies readonly RecruitingActionKind[]) {
    app.post(`/api/recruiting/${kind}`, async (request) =>
      change(session, request, { action: kind, prospect: prospectOf(request.body.prospect) }, orderAnswer),
    );
  }
  app.post('/api/recruiting/pitch', async (request) => {
    const { prospect, strength } = request.body;
    return change(session, request, { action: 'pitch', prospect: prospectOf(prospect), strength }, orderAnswer);
  });

  for (const [path, on] of [
    ['add', true],
    ['remove', false],
  ] as const) {
    app.post(`/api/recruiting/board/${path}`, async (request) => {
      const prospect = prospectOf(request.body.prospect);
      return change(
        session,
        request,
        { action: on ? 'board_add' : 'board_remove', prospect },
        (ctx, done: ReturnType<typeof setOnBoard>): BoardChangeResponse => {
          return {
            info: ctx.info(),
            status: 'success',
            prospect_id: done.prospect_id,
            on_board: done.on_board,
            message: done.message,
          };
        },
      );
    });
  }

  app.post('/api/recruiting/auto', async (request) => {
    const { on } = request.body;
    return change(
      session,
      request,
      { action: 'auto', on },
      (ctx, done): StaffRecruitingResponse => ({
        info: ctx.info(),
        status: 'success',
        auto: on,
        message: done.message,
      }),
    );
  });

  // Plays the next late week; the body, if any, must be an empty object (the week takes no choice).
  // The contract took no body, or an empty object: the week takes no choice.
  app.post('/api/recruiting/week', async (request) => {
    return change(session, request, { action: 'late_week' }, (ctx): LateWeekResponse => {
      const board = recruitingBoardView(ctx);
      const [played, next] = lateWeekLines(board.cycle.year, board.cycle.week);
      const yours = board.class_week ? ` ${board.class_week}` : '';
      return { ...board, status: 'success', message: `${played}.${yours} ${next}.` };
    });
  });

  app.post('/api/recruiting/cancel', async (request) => {
    const { seq } = request.body;
    return change(
      session,
      request,
      { action: 'cancel', seq },
      (ctx, done: ReturnType<typeof cancelOrder>): CancelOrderResponse => ({
        info: ctx.info(),
        status: 'success',
        hours: done.hours,
        message: done.message,
      }),
    );
  });
}
