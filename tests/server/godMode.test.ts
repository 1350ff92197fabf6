// /api/god_mode/: off by default (edits refused with a 409, nothing changed), the switch puts godMode in every
// page's info, an edit is logged and shows on the roster, bad edits are a 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, GodModeResponse, RosterResponse } from '../../src/shared/api-types.js';
import { changedFiles, newGame, seg, snapshot, startHostedDynasty, type HostedServer } from './helpers.js';

let server: HostedServer;

beforeAll(async () => {
  server = await startHostedDynasty('dynasty-god-mode-', newGame('Rice', 2024));
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('God Mode over HTTP', () => {
  it('is off by default and refuses edits while off', async () => {
    const page = await server.client.ok<GodModeResponse>('/api/god_mode/');
    expect(page.on).toBe(false);
    expect(page.info.godMode).toBeUndefined();
    const before = snapshot(server.usersDir);
    const answer = await server.client.request<ErrorResponse>('POST', '/api/god_mode/', {
      action: 'prestige',
      team: 'Rice',
      prestige: 7,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatch(/God Mode is off/);
    expect(changedFiles(before, snapshot(server.usersDir))).toEqual([]);
  });

  it('switches on, edits a player, and every page carries the flag', async () => {
    expect(
      (await server.client.request<GodModeResponse>('POST', '/api/god_mode/', { action: 'switch', on: true })).body.on,
    ).toBe(true);
    const roster = await server.client.ok<RosterResponse>(`/api/${seg('Rice')}/roster/`);
    expect(roster.info.godMode).toBe(true);
    const qb = roster.roster.find((p) => p.pos === 'QB')!;
    const answer = await server.client.request<GodModeResponse>('POST', '/api/god_mode/', {
      action: 'player',
      id: qb.id,
      ratings: { speed: 99 },
      pos: 'RB',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.done).toMatch(/\(Rice\): RB /);
    expect(
      (await server.client.ok<RosterResponse>(`/api/${seg('Rice')}/roster/`)).roster.find((p) => p.id === qb.id)?.pos,
    ).toBe('RB');
    const before = snapshot(server.usersDir);
    for (const [body, message] of [
      [{ action: 'player', id: qb.id, ratings: { speed: 120 } }, /speed must be a whole number from 1 to 99/],
      [{ action: 'player', id: qb.id, pos: 'QBR' }, /Position must be one of/],
      [{ action: 'force', game: 1, winner: 7 }, /^Bad request: body\.winner: /],
      [{ action: 'summon' }, /^Bad request: body\.action: one of switch, player, /],
    ] as const) {
      const bad = await server.client.request<ErrorResponse>('POST', '/api/god_mode/', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.error).toMatch(message);
    }
    expect(changedFiles(before, snapshot(server.usersDir))).toEqual([]);
    expect(server.internalErrors).toEqual([]);
  });
});
