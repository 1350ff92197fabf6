import { describe, expect, it } from 'vitest';
import { RouteTable } from '../../src/server/router.js';

describe('the route table without a server', () => {
  const table = new RouteTable();
  table.get('/api/:team/roster', () => 'team roster');
  table.get('/api/game/:id', () => 'game');
  table.get('/api/roster/limits', () => 'limits');
  table.post('/api/advance', () => 'advance');

  it('matches fixed segments before parameters, ignoring a trailing slash', () => {
    expect(table.match('GET', '/api/roster/limits/')?.handler({} as never)).toBe('limits');
    expect(table.match('GET', '/api/game/12/')?.params).toEqual({ id: '12' });
    expect(table.match('GET', '/api/Ohio%20State/roster')?.params).toEqual({ team: 'Ohio State' });
  });

  it('answers nothing for another method or an unknown path', () => {
    expect(table.match('GET', '/api/advance/')).toBeNull();
    expect(table.match('POST', '/api/nowhere/')).toBeNull();
  });
});
