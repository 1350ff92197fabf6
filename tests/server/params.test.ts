import { describe, expect, it } from 'vitest';
import { requestProblem } from '../../src/shared/contract/entry.js';
import { ROUTES } from '../../src/shared/contract/routes.js';
import { GameError } from '../../src/store/errors.js';
import { httpError } from '../../src/server/errors.js';
import {
  idParam,
  isNewGameQuery,
  nameParam,
  newGameParams,
  optionalNaturalNumber,
  wholeOf,
  weekParam,
} from '../../src/server/params.js';

function failure(fn: () => unknown): GameError {
  try {
    fn();
  } catch (error) {
    if (error instanceof GameError) return error;
    throw error;
  }
  throw new Error('expected a GameError');
}

describe('input checks', () => {
  it('reads weeks with the spec messages', () => {
    expect(weekParam('7')).toBe(7);
    expect(weekParam(' 12 ')).toBe(12);
    expect(failure(() => weekParam(undefined)).message).toBe('Week number is required');
    expect(failure(() => weekParam('')).message).toBe('Week number is required');
    for (const bad of ['abc', '-1', '1.5', '1e3', '0x10', '9999999999999999999', '7;DROP']) {
      const error = failure(() => weekParam(bad));
      expect(error.kind).toBe('bad_input');
      expect(error.message).toBe('Invalid week number');
    }
    expect(failure(() => weekParam(['1', '2'])).kind).toBe('bad_input');
  });

  it('reads ids as non-negative whole numbers only', () => {
    expect(idParam('42', 'Game')).toBe(42);
    for (const bad of ['-3', 'x', '', '4.2', '1'.repeat(16)])
      expect(failure(() => idParam(bad, 'Game')).kind).toBe('bad_input');
  });

  it('accepts names with punctuation but not control characters or novels', () => {
    expect(nameParam('Texas A&M', 'Team')).toBe('Texas A&M');
    expect(nameParam('../../etc/passwd', 'Team')).toBe('../../etc/passwd'); // resolved (and refused) by the league, never a path
    expect(failure(() => nameParam('a\u0000b', 'Team')).kind).toBe('bad_input');
    expect(failure(() => nameParam('x'.repeat(101), 'Team')).kind).toBe('bad_input');
    expect(failure(() => nameParam(undefined, 'Team')).kind).toBe('bad_input');
  });

  it('reads optional numbers', () => {
    expect(optionalNaturalNumber(undefined, 'Year')).toBeUndefined();
    expect(optionalNaturalNumber('', 'Year')).toBeUndefined();
    expect(optionalNaturalNumber('2024', 'Year')).toBe(2024);
    expect(failure(() => optionalNaturalNumber('twenty', 'Year')).kind).toBe('bad_input');
  });

  it('reads the new-game query the UI sends (strings) and refuses unknown playoff formats', () => {
    expect(isNewGameQuery({})).toBe(false);
    expect(isNewGameQuery({ team: 'Ohio State' })).toBe(true);
    expect(
      newGameParams({
        team: 'Ohio State',
        year: '2024',
        playoff_teams: '12',
        playoff_autobids: '5',
        playoff_conf_champ_top_4: 'true',
      }),
    ).toEqual({
      team: 'Ohio State',
      year: 2024,
      playoffTeams: 12,
      autobids: 5,
      confChampTop4: true,
      staffRecruiting: false,
      role: 'head_coach',
    });
    expect(newGameParams({ team: 'Ohio State', year: '2010' })).toEqual({
      team: 'Ohio State',
      year: 2010,
      playoffTeams: undefined,
      autobids: undefined,
      confChampTop4: undefined,
      staffRecruiting: false,
      role: 'head_coach',
    });
    expect(failure(() => newGameParams({ team: 'Ohio State', year: '2024', playoff_teams: '6' })).message).toMatch(
      /2, 4, 8, 12, 16, 24 teams, not 6/,
    );
    // The larger fields of a custom league: autobids from 8 teams on, the champions' byes only with byes (24).
    expect(
      newGameParams({
        team: 'Ohio State',
        year: '2024',
        playoff_teams: '16',
        playoff_autobids: '4',
        playoff_conf_champ_top_4: 'true',
      }),
    ).toMatchObject({ playoffTeams: 16, autobids: 4, confChampTop4: undefined });
    expect(
      newGameParams({
        team: 'Ohio State',
        year: '2024',
        playoff_teams: '24',
        playoff_conf_champ_top_4: 'true',
        playoff_on_campus: '2',
      }),
    ).toMatchObject({ playoffTeams: 24, confChampTop4: true, onCampusRounds: 2 });
    expect(
      failure(() => newGameParams({ team: 'Ohio State', year: '2024', playoff_teams: '8', playoff_on_campus: '3' }))
        .message,
    ).toMatch(/On-campus rounds must be from 0 to 2/);
    expect(
      failure(() => newGameParams({ team: 'Ohio State', year: '2024', playoff_conf_champ_top_4: 'maybe' })).kind,
    ).toBe('bad_input');
    expect(failure(() => newGameParams({ year: '2024' })).kind).toBe('bad_input');
    expect(failure(() => newGameParams({ team: 'Ohio State' })).kind).toBe('bad_input');
  });

  it('takes the scheduling body the contract describes', () => {
    const entry = ROUTES['POST /api/schedulenc'];
    const problem = (body: unknown) => requestProblem(entry, { params: {}, query: {}, body });
    expect(problem({ opponent: 'Akron', week: 3 })).toBeNull();
    expect(problem({ opponent: 'Akron', week: '3', site: 'neutral' })).toBeNull();
    expect(wholeOf('3')).toBe(3);
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
