// dynasty noncon series / book / unbook: the real series of the start season listed, a two-for-one booked with two
// games at the bigger program, a booked game removed, and refusals on stderr (one line, status 2), the save untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookedSeriesResponse } from '../../src/shared/api-types.js';
import { cliSave } from '../helpers/cli.js';

const temp = cliSave('cli-series-');
const { cli, refused } = temp;

beforeAll(async () => {
  expect((await cli('new', '--year', '2024', '--team', 'Texas', '--seed', '4')).status).toBe(0);
}, 60_000);
afterAll(() => temp.cleanup());

const booked = async (): Promise<BookedSeriesResponse> =>
  JSON.parse((await cli('noncon', 'series', '--json')).stdout) as BookedSeriesResponse;

describe('dynasty noncon series', () => {
  it('lists the booked games of the real series with the future seasons', async () => {
    const out = (await cli('noncon')).stdout;
    expect(out).toMatch(/Booked series/);
    expect(out).toMatch(/2027 +2 +Michigan +home +home-and-home \(real\)/);
    expect((await booked()).games.map((g) => `${g.year}:${g.opponent}:${g.site}`)).toEqual([
      '2024:Michigan:away',
      '2027:Michigan:home',
    ]);
  });

  it('books a two-for-one, two games at the bigger program', async () => {
    const result = await cli(
      'noncon',
      'book',
      '--opponent',
      'Ohio State',
      '--kind',
      'two-for-one',
      '--week',
      '5',
      '--from',
      '2026',
    );
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      'Booked a two-for-one: 2026 week 5 at Ohio State; 2027 week 5 vs Ohio State; 2028 week 5 at Ohio State.',
    );
  });

  it('removes a booked game', async () => {
    const game = (await booked()).games.find((g) => g.year === 2027 && g.opponent === 'Ohio State')!;
    const result = await cli('noncon', 'unbook', '--game', String(game.id));
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Removed: 2027 week 5 vs Ohio State.');
    expect((await booked()).games.some((g) => g.id === game.id)).toBe(false);
  });

  it('refuses bad input and broken rules with one line and status 2, changing nothing', async () => {
    await refused(
      ['noncon', 'book', '--opponent', 'Oklahoma', '--kind', 'home-and-home', '--week', '4'],
      /Oklahoma is an SEC opponent/,
    );
    await refused(
      ['noncon', 'book', '--opponent', 'Ohio State', '--kind', 'one-off', '--week', '4'],
      /--kind must be one of home-and-home, two-for-one, not "one-off"/,
    );
    await refused(
      ['noncon', 'book', '--opponent', 'Ohio State', '--kind', 'home-and-home', '--week', '5', '--from', '2026'],
      /No open week 5 in 2026/,
    );
    await refused(
      ['noncon', 'book', '--opponent', 'Ohio State', '--kind', 'home-and-home', '--week', 'two'],
      /Week must be a whole number/,
    );
    await refused(['noncon', 'unbook', '--game', '999999'], /No booked game 999999 of Texas/);
  });
});
