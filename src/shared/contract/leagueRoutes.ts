// The contract's calls of a hosted server's online leagues (only the HTTP server answers them; see ./entry.ts).
// Every call needs a signed-in account; every POST carries the CSRF token and comes from the server's own origin,
// as the accounts' calls do (./accountRoutes.ts).
import { custom, int, nullable, obj, type Shape } from '../wire/schema.js';
import { route } from './entry.js';
import { name, shortText } from './fields.js';

/** A league's id in a path: 12 characters of base64url. */
const leagueId = (): Shape<string> =>
  custom('league id, 12 letters, digits, - or _', (v) =>
    typeof v === 'string' && /^[A-Za-z0-9_-]{12}$/.test(v) ? null : 'not such an id',
  );

/** An invitation's token in a body: its value is never named in a refusal. */
const inviteToken = (): Shape<string> =>
  custom('token, 43 letters, digits, - or _', (v) =>
    typeof v === 'string' && /^[A-Za-z0-9_-]{43}$/.test(v) ? null : 'not such a token',
  );

const inLeague = { params: obj({ id: leagueId() }) };

export const LEAGUE_ROUTES = [
  route('GET', '/api/leagues', 'The online leagues the signed-in account runs or coaches in.'),
  route('POST', '/api/leagues/create', 'A new online league for a season, run by the signed-in account.', {
    body: obj(
      {
        name: custom('name, text of at most 40 characters', (v) =>
          typeof v === 'string' && v.length <= 40 ? null : 'not such a text',
        ),
        year: int({ min: 1800, max: 2200 }),
        team: nullable(name('team')),
      },
      { optional: ['team'], closed: true },
    ),
  }),
  route('POST', '/api/leagues/invitation', 'The league an invitation opens, and the programs still free in it.', {
    body: obj({ token: inviteToken() }, { closed: true }),
  }),
  route('POST', '/api/leagues/join', "Joins a league by an invitation as a free program's coach.", {
    body: obj({ token: inviteToken(), team: name('team') }, { closed: true }),
  }),
  route(
    'GET',
    '/api/leagues/:id',
    'A league as one of its coaches sees it: coaches, free programs, the log.',
    inLeague,
  ),
  route('POST', '/api/leagues/:id/invite', 'A new invitation link to the league (the commissioner only).', {
    ...inLeague,
    body: obj({ hours: int({ min: 1, max: 720 }) }, { closed: true }),
  }),
  route('POST', '/api/leagues/:id/revoke', 'Ends an invitation of the league at once (the commissioner only).', {
    ...inLeague,
    body: obj({ invite: int({ min: 1, max: Number.MAX_SAFE_INTEGER }) }, { closed: true }),
  }),
  route('POST', '/api/leagues/:id/remove', 'Takes a program from its coach, with a reason (the commissioner only).', {
    ...inLeague,
    body: obj({ team: name('team'), reason: shortText('reason') }, { closed: true }),
  }),
  route('POST', '/api/leagues/:id/leave', 'The signed-in coach gives up his program in the league.', inLeague),
] as const;
