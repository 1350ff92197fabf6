// The recruiting plan over HTTP: standing weekly orders set for a list at once through the change worker, read
// back with what they spend this week; every bad input a JSON 4xx with nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PlanChangeResponse,
  ProspectSearchResponse,
  RecruitingBoardResponse,
  RecruitingPlanResponse,
} from '../../src/shared/recruitingApi.js';
import { call, type Client, expectRefused, newGame, startHostedDynasty, type HostedServer } from './helpers.js';

let usersDir: string;
let server: HostedServer;
let client: Client;

beforeAll(async () => {
  server = await startHostedDynasty('dynasty-plan-', newGame('Texas', 2024));
  ({ client, usersDir } = server);
  await client.ok('/api/dashboard/');
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function refused(body: unknown, status: number, message: RegExp): Promise<void> {
  await expectRefused(usersDir, () => call(client, 'POST', '/api/recruiting/plan/', body), status, message);
}

describe('the recruiting plan over HTTP', () => {
  it('sets standing orders for a list, reads them back with the budget, and takes some back', async () => {
    const empty = await client.ok<RecruitingPlanResponse>('/api/recruiting/plan/');
    expect(empty.plan).toEqual([]);
    expect(empty.budget.line).toBe('No standing orders: the plan is empty.');
    const { prospects } = await client.ok<ProspectSearchResponse>(
      '/api/recruiting/prospects/?stars=3&committed=no&per_page=3',
    );
    const ids = prospects.map((p) => p.id);
    const set = await client.post<PlanChangeResponse>('/api/recruiting/plan/', {
      prospects: ids,
      kinds: ['contact', 'pitch'],
      on: true,
      strength: 'proximity',
    });
    expect(set.status, set.text).toBe(200);
    expect(set.body.plan.map((e) => e.prospect_id)).toEqual(ids);
    expect(set.body.plan[0]).toMatchObject({ kinds: ['contact', 'pitch'], pitch: 'proximity' });
    expect(set.body.budget).toMatchObject({ planned: 9, carried: 6, done: 0, skipped: [] });
    expect(set.body.budget.left).toBe(set.body.budget.weekly - 9);
    const board = await client.ok<RecruitingBoardResponse>('/api/recruiting/board/');
    expect(board.plan_budget).toEqual(set.body.budget);
    // Queued orders keep their hours: the budget shows the plan after them.
    expect(board.hours.left).toBe(board.hours.weekly);
    const off = await client.post<PlanChangeResponse>('/api/recruiting/plan/', {
      prospects: [ids[0]],
      kinds: ['pitch'],
      on: false,
    });
    expect(off.body.plan[0].kinds).toEqual(['contact']);
    expect(off.body.budget.planned).toBe(7);
    // Adding again with another pitch changes no order already in the plan.
    const again = await client.post<PlanChangeResponse>('/api/recruiting/plan/', {
      prospects: ids,
      kinds: ['pitch'],
      on: true,
      strength: 'prestige',
      warm: true,
    });
    expect(again.body.message).toMatch(
      /^Every week until you change it: pitch for 3 prospects, kept warm \(2 already in the plan kept as they were\)/,
    );
    expect(again.body.plan.map((e) => e.pitch)).toEqual(['prestige', 'proximity', 'proximity']);
    expect(again.body.plan.every((e) => e.warm)).toBe(true);
    // Re-aimed and let go cold for one prospect alone.
    const orders = await client.post<PlanChangeResponse>('/api/recruiting/plan/orders/', {
      prospects: [ids[1]],
      strength: 'contending',
      warm: false,
    });
    expect(orders.status, orders.text).toBe(200);
    expect(orders.body.message).toMatch(
      /^Plan changed: the standing pitch is contending for titles for .*; .* no longer kept warm/,
    );
    expect(orders.body.plan.map((e) => [e.pitch, e.warm])).toEqual([
      ['prestige', true],
      ['contending', false],
      ['proximity', true],
    ]);
    expect(orders.body.ended).toEqual([]);
  });

  it('refuses bad changes with a JSON 4xx and changes nothing', async () => {
    await refused({ prospects: [], kinds: ['contact'], on: true }, 400, /body\.prospects: 0 entries/);
    await refused({ prospects: 'everyone', kinds: ['contact'], on: true }, 400, /body\.prospects: expected an array/);
    await refused({ prospects: [1], kinds: [], on: true }, 400, /body\.kinds: 0 entries/);
    await refused({ prospects: [1], kinds: ['contact'] }, 400, /body\.on: missing/);
    await refused(
      { prospects: [1], kinds: ['contact'], on: true, strength: 'money' },
      400,
      /body\.strength: "money" is not one of /,
    );
    await refused({ prospects: [1], kinds: ['wave'], on: true }, 400, /body\.kinds\[0\]: "wave" is not one of scout, /);
    await refused({ prospects: [999999999], kinds: ['contact'], on: true }, 404, /No prospect with id 999999999/);
    await refused([1, 2], 400, /body: expected an object/);
    const orders = (body: unknown, status: number, message: RegExp) =>
      expectRefused(usersDir, () => call(client, 'POST', '/api/recruiting/plan/orders/', body), status, message);
    await orders({ prospects: [1] }, 400, /Say what to change/);
    await orders({ prospects: [999999999], warm: true }, 404, /No prospect with id 999999999/);
    await orders({ prospects: [999999999], warm: 'yes' }, 400, /body\.warm/);
    await orders({ prospects: [], warm: true }, 400, /body\.prospects: 0 entries/);
    await orders({ prospects: [999999999], strength: 'money' }, 400, /body\.strength: "money" is not one of /);
  });
});
