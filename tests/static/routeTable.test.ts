// The static build's route table: calls matched by path without a server, each read through its entry in the
// API contract before its route runs.
import { describe, expect, it } from 'vitest';
import { RouteTable } from '../../src/server/router.js';
import { ROUTES } from '../../src/shared/contract/routes.js';

describe('the route table without a server', () => {
  const table = new RouteTable();
  table.add(ROUTES['GET /api/:team/roster'], (request) => request.params);
  table.add(ROUTES['GET /api/game/:id'], (request) => request.params);
  table.add(ROUTES['GET /api/roster/limits'], () => 'limits');
  table.add(ROUTES['POST /api/advance'], () => 'advance');
  const answer = (method: string, path: string) => {
    const call = table.match(method, path);
    return call?.answer(call.read({ query: {}, body: undefined, headers: {}, ip: 'local' }));
  };

  it('matches fixed segments before parameters, ignoring a trailing slash', () => {
    expect(answer('GET', '/api/roster/limits/')).toBe('limits');
    expect(answer('GET', '/api/game/12/')).toEqual({ id: 12 });
    expect(answer('GET', '/api/Ohio%20State/roster')).toEqual({ team: 'Ohio State' });
  });

  it('refuses a request its entry does not take, before the route runs', () => {
    expect(() => answer('GET', '/api/game/twelve/')).toThrow(/^Bad request: params\.id: /);
  });

  it('answers nothing for another method or an unknown path', () => {
    expect(table.match('GET', '/api/advance/')).toBeNull();
    expect(table.match('POST', '/api/nowhere/')).toBeNull();
  });
});
