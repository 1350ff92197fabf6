// Recruiting: GET /api/recruiting/board/, /api/recruiting/prospects/, /api/recruiting/prospects/{id}/,
// /api/recruiting/pipelines/ (any program's),
// /api/recruiting/classes/, /api/recruiting/news/; POST /api/recruiting/{scout,contact,offer,pitch,visit}/,
// /api/recruiting/board/{add,remove}/, /api/recruiting/auto/, /api/recruiting/cancel/, /api/recruiting/week/ (a late
// week after the season); GET and POST /api/recruiting/plan/, POST /api/recruiting/plan/orders/.
// Changes run in the change worker like the simulation; the answer is built from the changed save.
import type { ContractRoutes } from '../contract.js';
import type {
  BoardChangeResponse,
  CancelOrderResponse,
  LateWeekResponse,
  PlanChangeResponse,
  RecruitingActionKind,
  RecruitingActionResponse,
  StaffRecruitingResponse,
} from '../../shared/recruitingApi.js';
import type { QueuedAction } from '../../store/actions/recruiting/actions.js';
import type { PageContext } from '../../store/views/context.js';
import { recruitingBoardView } from '../../store/views/recruiting/board.js';
import { classRankingsView } from '../../store/views/recruiting/classes.js';
import { recruitingNewsView } from '../../store/views/recruiting/news.js';
import { prospectPageView } from '../../store/views/recruiting/prospect.js';
import { prospectSearchView } from '../../store/views/recruiting/search.js';
import { recruitingPlanView } from '../../store/views/recruiting/plan.js';
import { pipelinesView } from '../../store/views/recruiting/pipelines.js';
import { lateWeekLines } from '../../store/actions/recruiting/lateWeek.js';
import { change, identify, readPage, type Session } from '../session.js';

/** A prospect named by id or by name (the contract took either): his id, or his name without spaces around it. */
function prospectOf(value: string | number): string | number {
  return typeof value === 'string' ? value.trim() : value;
}

/** The plan after a change of it, with what the change did. */
function planAnswer(ctx: PageContext, done: { message: string }): PlanChangeResponse {
  return { ...recruitingPlanView(ctx), status: 'success', message: done.message };
}

/** An order queued for the coming week, with the hours left. */
const orderAnswer = (ctx: PageContext, done: QueuedAction): RecruitingActionResponse => ({
  info: ctx.info(),
  status: 'success',
  order: done.order,
  hours: done.hours,
  message: done.message,
});

/** The use case of each order. */
const ORDERS = {
  scout: 'scoutProspect',
  contact: 'contactProspect',
  offer: 'offerScholarship',
  visit: 'hostVisit',
} as const satisfies Partial<Record<RecruitingActionKind, string>>;

export function registerRecruitingRoutes(app: ContractRoutes, session: Session): void {
  app.get('/api/recruiting/board', async (request) =>
    readPage(session, identify(session, request), request, recruitingBoardView),
  );
  app.get('/api/recruiting/plan', async (request) =>
    readPage(session, identify(session, request), request, recruitingPlanView),
  );
  // The contract checked the body (the kinds and the strength among them); the plan's rules are the use case's.
  app.post('/api/recruiting/plan', async (request) => {
    const { prospects, kinds, on, strength, warm } = request.body;
    const input = { prospects: prospects.map(prospectOf), kinds, on, strength, warm };
    return change(session, request, 'changePlan', input, planAnswer);
  });
  app.post('/api/recruiting/plan/orders', async (request) => {
    const { prospects, strength, warm } = request.body;
    const input = { prospects: prospects.map(prospectOf), strength, warm };
    return change(session, request, 'changePlanOrders', input, planAnswer);
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

  for (const kind of ['scout', 'contact', 'offer', 'visit'] as const) {
    app.post(`/api/recruiting/${kind}`, async (request) =>
      change(session, request, ORDERS[kind], { prospect: prospectOf(request.body.prospect) }, orderAnswer),
    );
  }
  app.post('/api/recruiting/pitch', async (request) => {
    const { prospect, strength } = request.body;
    return change(session, request, 'pitchProspect', { prospect: prospectOf(prospect), strength }, orderAnswer);
  });

  for (const [path, name] of [
    ['add', 'addToBoard'],
    ['remove', 'removeFromBoard'],
  ] as const) {
    app.post(`/api/recruiting/board/${path}`, async (request) =>
      change(
        session,
        request,
        name,
        { prospect: prospectOf(request.body.prospect) },
        (ctx, done): BoardChangeResponse => ({
          info: ctx.info(),
          status: 'success',
          prospect_id: done.prospect_id,
          on_board: done.on_board,
          message: done.message,
        }),
      ),
    );
  }

  app.post('/api/recruiting/auto', async (request) => {
    const { on } = request.body;
    return change(
      session,
      request,
      'setStaffRecruiting',
      { on },
      (ctx, done): StaffRecruitingResponse => ({
        info: ctx.info(),
        status: 'success',
        auto: on,
        message: done.message,
      }),
    );
  });

  // Plays the next late week; the contract took no body, or an empty object: the week takes no choice.
  app.post('/api/recruiting/week', async (request) =>
    change(session, request, 'playLateRecruitingWeek', {}, (ctx): LateWeekResponse => {
      const board = recruitingBoardView(ctx);
      const [played, next] = lateWeekLines(board.cycle.year, board.cycle.week);
      const yours = board.class_week ? ` ${board.class_week}` : '';
      return { ...board, status: 'success', message: `${played}.${yours} ${next}.` };
    }),
  );

  app.post('/api/recruiting/cancel', async (request) => {
    const { seq } = request.body;
    return change(
      session,
      request,
      'cancelOrder',
      { seq },
      (ctx, done): CancelOrderResponse => ({
        info: ctx.info(),
        status: 'success',
        hours: done.hours,
        message: done.message,
      }),
    );
  });
}
