// The contract's reading of requests (src/shared/contract): what a route receives for each path segment, query
// value and body field, the spec's own week messages, and the new-game choices checked against the league.
import { describe, expect, it } from 'vitest';
import { startsNewGame } from '../../src/shared/contract/effects.js';
import { ROUTES } from '../../src/shared/contract/routes.js';
import { GameError } from '../../src/store/errors.js';
import { httpError } from '../../src/server/errors.js';
import { newGameParams, type NonconQuery } from '../../src/server/newGameParams.js';
import { bodyProblem, routed } from './contractReading.js';

function failure(fn: () => unknown): GameError {
  try {
    fn();
  } catch (error) {
    if (error instanceof GameError) return error;
    throw error;
  }
  throw new Error('expected a GameError');
}

/** The new-game query as the contract reads it before newGameParams sees it. */
function nonconQuery(query: Record<string, string>): NonconQuery {
  const read = routed('GET /api/noncon', { query });
  if (typeof read === 'string') throw new GameError('bad_input', read);
  return read.query as NonconQuery;
}

const isNewGameQuery = (query: Record<string, string>) =>
  startsNewGame(ROUTES['GET /api/noncon'].effects, { query: nonconQuery(query) });

describe('requests as the contract reads them', () => {
  it('reads weeks with the spec messages', () => {
    expect(routed('GET /api/week/:week', { params: { week: '7' } })).toMatchObject({ params: { week: 7 } });
    expect(routed('GET /api/sim/:week', { params: { week: ' 12 ' } })).toMatchObject({ params: { week: 12 } });
    expect(routed('GET /api/fetchteams', { query: {} })).toBe('Week number is required');
    expect(routed('GET /api/week/:week', { params: { week: '' } })).toBe('Week number is required');
    for (const bad of ['abc', '-1', '1.5', '1e3', '0x10', '9999999999999999999', '7;DROP', ['1', '2']]) {
      expect(routed('GET /api/week/:week', { params: { week: bad } })).toBe('Invalid week number');
      expect(routed('GET /api/fetchteams', { query: { week: bad } })).toBe('Invalid week number');
    }
  });

  it('reads ids as non-negative whole numbers only', () => {
    expect(routed('GET /api/game/:id', { params: { id: '42' } })).toMatchObject({ params: { id: 42 } });
    for (const bad of ['-3', 'x', '', '4.2', '1'.repeat(16)])
      expect(routed('GET /api/game/:id', { params: { id: bad } })).toMatch(/^Bad request: params\.id: /);
  });

  it('accepts names with punctuation but not control characters or novels', () => {
    const standings = (conference: string) => routed('GET /api/standings/:conference', { params: { conference } });
    expect(standings('Texas A&M')).toMatchObject({ params: { conference: 'Texas A&M' } });
    // Resolved (and refused) by the league, never a path.
    expect(standings('../../etc/passwd')).toMatchObject({ params: { conference: '../../etc/passwd' } });
    expect(standings('a\u0000b')).toMatch(/^Bad request: params\.conference/);
    expect(standings('x'.repeat(101))).toMatch(/^Bad request: params\.conference/);
    expect(routed('GET /api/records', { query: { team: '' } })).toEqual({ params: {}, query: {}, body: undefined });
    expect(routed('GET /api/records', { query: { team: 'Iowa' } })).toMatchObject({ query: { team: 'Iowa' } });
  });

  it('reads optional numbers and flags', () => {
    expect(routed('GET /api/awards', { query: {} })).toMatchObject({ query: {} });
    expect(routed('GET /api/awards', { query: { year: '' } })).toEqual({ params: {}, query: {}, body: undefined });
    expect(routed('GET /api/awards', { query: { year: '2024' } })).toMatchObject({ query: { year: 2024 } });
    expect(routed('GET /api/awards', { query: { year: 'twenty' } })).toMatch(/^Bad request: query\.year/);
    const sim = (finish_coached: string) =>
      routed('GET /api/sim/:week', { params: { week: '3' }, query: { finish_coached } });
    expect(sim('1')).toMatchObject({ query: { finish_coached: true } });
    expect(sim('No')).toMatchObject({ query: { finish_coached: false } });
    expect(sim('')).toMatchObject({ query: {} });
    expect(sim('maybe')).toMatch(/^Bad request: query\.finish_coached/);
  });

  it('reads the new-game query the UI sends (strings) and refuses unknown playoff formats', () => {
    expect(isNewGameQuery({})).toBe(false);
    expect(isNewGameQuery({ read_only: '1' })).toBe(false);
    expect(isNewGameQuery({ team: 'Ohio State', year: '2024' })).toBe(true);
    // A new game names both its team and its year.
    expect(routed('GET /api/noncon', { query: { team: 'Ohio State' } })).toBe(
      'Bad request: query.year: missing (given team).',
    );
    expect(
      newGameParams(
        nonconQuery({
          team: 'Ohio State',
          year: '2024',
          playoff_teams: '12',
          playoff_autobids: '5',
          playoff_conf_champ_top_4: 'true',
        }),
      ),
    ).toEqual({
      team: 'Ohio State',
      year: 2024,
      playoffTeams: 12,
      autobids: 5,
      confChampTop4: true,
      staffRecruiting: false,
      role: 'head_coach',
    });
    expect(newGameParams(nonconQuery({ team: 'Ohio State', year: '2010' }))).toEqual({
      team: 'Ohio State',
      year: 2010,
      playoffTeams: undefined,
      autobids: undefined,
      confChampTop4: undefined,
      staffRecruiting: false,
      role: 'head_coach',
    });
    expect(
      failure(() => newGameParams(nonconQuery({ team: 'Ohio State', year: '2024', playoff_teams: '6' }))).message,
    ).toMatch(/"6" is not one of 2, 4, 8, 12, 16, 24/);
    // The larger fields of a custom league: autobids from 8 teams on, the champions' byes only with byes (24).
    expect(
      newGameParams(
        nonconQuery({
          team: 'Ohio State',
          year: '2024',
          playoff_teams: '16',
          playoff_autobids: '4',
          playoff_conf_champ_top_4: 'true',
        }),
      ),
    ).toMatchObject({ playoffTeams: 16, autobids: 4, confChampTop4: undefined });
    expect(
      newGameParams(
        nonconQuery({
          team: 'Ohio State',
          year: '2024',
          playoff_teams: '24',
          playoff_conf_champ_top_4: 'true',
          playoff_on_campus: '2',
        }),
      ),
    ).toMatchObject({ playoffTeams: 24, confChampTop4: true, onCampusRounds: 2 });
    expect(
      failure(() =>
        newGameParams(nonconQuery({ team: 'Ohio State', year: '2024', playoff_teams: '8', playoff_on_campus: '3' })),
      ).message,
    ).toMatch(/On-campus rounds must be from 0 to 2/);
    expect(
      failure(() => newGameParams(nonconQuery({ team: 'Ohio State', year: '2024', playoff_conf_champ_top_4: 'maybe' })))
        .kind,
    ).toBe('bad_input');
    expect(failure(() => newGameParams(nonconQuery({ year: '2024' }))).kind).toBe('bad_input');
    expect(failure(() => newGameParams(nonconQuery({ team: 'Ohio State' }))).kind).toBe('bad_input');
  });

  it('takes the scheduling body the contract describes', () => {
    const entry = ROUTES['POST /api/schedulenc'];
    const problem = (body: unknown) => bodyProblem(entry, body);
    expect(problem({ opponent: 'Akron', week: 3 })).toBeNull();
    expect(problem({ opponent: 'Akron', week: '3', site: 'neutral' })).toBeNull();
    expect(routed('POST /api/schedulenc', { body: { opponent: 'Akron', week: '3' } })).toMatchObject({
      body: { opponent: 'Akron', week: 3 },
    });
    for (const bad of [
      null,
      [],
      'Akron',
      { opponent: 'Akron' },
      { week: 3 },
      { opponent: 5, week: 3 },
      { opponent: 'Akron', week: 2.5 },
      { opponent: 'Akron', week: -1 },
      { opponent: 'Akron', week: 3, site: 'moon' },
    ]) {
      expect(problem(bad), JSON.stringify(bad)).toMatch(/^Bad request: body/);
    }
  });
});

describe('error answers', () => {
  it('maps player errors to statuses and keeps the redirect', () => {
    expect(httpError(new GameError('bad_input', 'x'))).toMatchObject({
      status: 400,
      body: { error: 'x' },
      internal: false,
    });
    expect(httpError(new GameError('not_found', 'y'))).toMatchObject({ status: 404 });
    expect(httpError(new GameError('no_game', 'z', '/'))).toMatchObject({
      status: 409,
      body: { error: 'z', redirect: '/' },
    });
    expect(httpError(new GameError('wrong_stage', 'w', '/dashboard')).body.redirect).toBe('/dashboard');
  });

  it('hides bugs behind a plain 500 and keeps framework client errors', () => {
    const bug = httpError(new TypeError("Cannot read properties of undefined (reading 'x')"));
    expect(bug).toEqual({ status: 500, body: { error: 'Internal server error' }, internal: true });
    const tooLarge = Object.assign(new Error('Request body is too large'), { statusCode: 413 });
    expect(httpError(tooLarge)).toMatchObject({ status: 413, internal: false });
  });
});
