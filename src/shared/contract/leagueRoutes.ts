// The contract's calls of a hosted server's online leagues (only the HTTP server answers them; see ./entry.ts).
// Every call but an invitation's reading needs a signed-in account; every POST carries the CSRF token and comes from
// the server's own origin, as the accounts' calls do (./accountRoutes.ts).
import Type from 'typebox';
import { unshownText } from './accountRoutes.js';
import { forcibleGamesAnswer, invitationAnswer, inviteAnswer, leagueAnswer, leaguesAnswer } from './answers/league.js';
import { route } from './entry.js';
import { flag, name, noInput, type Refusal, shortText } from './fields.js';
import { MAX_DEADLINE_MINUTES, MIN_DEADLINE_MINUTES } from '../leagueDeadline.js';

const LEAGUES = 'Online leagues';

/** A league's id in a path: 12 characters of base64url. */
const leagueId = () =>
  Type.String({ pattern: '^[A-Za-z0-9_-]{12}$', description: 'league id, 12 letters, digits, - or _' });

/** An invitation's token in a body: its value is never named in a refusal. */
const inviteToken = () =>
  Type.String({
    pattern: '^[A-Za-z0-9_-]{43}$',
    description: 'token, 43 letters, digits, - or _',
    'x-refusal': { invalid: 'Bad request: body.token: 43 letters, digits, - or _.' } satisfies Refusal,
  });

/**
 * The head coach a coach makes when he takes his program, as at a new game (GET /api/noncon/'s coach_name,
 * background, offense, defense, points): each field optional, what he leaves out is the game's.
 */
const madeCoach = () =>
  Type.Object(
    {
      name: Type.Optional(Type.String({ maxLength: 100, description: "the coach's name" })),
      background: Type.Optional(Type.String({ maxLength: 40, description: "the coach's background" })),
      offense: Type.Optional(Type.String({ maxLength: 40, description: "the coach's offensive scheme" })),
      defense: Type.Optional(Type.String({ maxLength: 40, description: "the coach's defensive front" })),
      points: Type.Optional(Type.String({ maxLength: 200, description: "the coach's points: offense=6,recruiting=4" })),
    },
    { additionalProperties: false },
  );

const inLeague = { params: Type.Object({ id: leagueId() }) };
/** A call on a league that answers the league as the asker sees it after it. */
const onLeague = { ...inLeague, answer: leagueAnswer };

export const LEAGUE_ROUTES = [
  route(LEAGUES, 'GET', '/api/leagues', 'The online leagues the signed-in account runs or coaches in.', {
    answer: leaguesAnswer,
  }),
  route(LEAGUES, 'POST', '/api/leagues/create', 'A new online league for a season, run by the signed-in account.', {
    answer: leagueAnswer,
    body: Type.Object(
      {
        name: unshownText('name', 40),
        year: Type.Integer({ minimum: 1800, maximum: 2200, description: 'the season' }),
        team: Type.Optional(Type.Union([name('team'), Type.Null()])),
        playoff_teams: Type.Optional(
          Type.Union([Type.Integer({ minimum: 2, maximum: 64, description: "the playoff's teams" }), Type.Null()]),
        ),
        coach: Type.Optional(madeCoach()),
      },
      { additionalProperties: false },
    ),
  }),
  route(
    LEAGUES,
    'POST',
    '/api/leagues/invitation',
    'The league an invitation opens, and the programs still free in it (signed in or not).',
    { answer: invitationAnswer, body: Type.Object({ token: inviteToken() }, { additionalProperties: false }) },
  ),
  route(LEAGUES, 'POST', '/api/leagues/join', "Joins a league by an invitation as a free program's coach.", {
    answer: leagueAnswer,
    body: Type.Object(
      { token: inviteToken(), team: name('team'), coach: Type.Optional(madeCoach()) },
      { additionalProperties: false },
    ),
  }),
  route(
    LEAGUES,
    'GET',
    '/api/leagues/:id',
    'A league as one of its coaches sees it: coaches, free programs, the log.',
    onLeague,
  ),
  route(LEAGUES, 'POST', '/api/leagues/:id/invite', 'A new invitation link to the league (the commissioner only).', {
    ...inLeague,
    answer: inviteAnswer,
    body: Type.Object(
      {
        hours: Type.Integer({ minimum: 1, maximum: 720, description: 'hours the link is good for' }),
        seats: Type.Optional(
          Type.Integer({ minimum: 1, maximum: 32, description: 'coaches the link lets in, each once (default 1)' }),
        ),
      },
      { additionalProperties: false },
    ),
  }),
  route(
    LEAGUES,
    'POST',
    '/api/leagues/:id/revoke',
    'Ends an invitation of the league at once (the commissioner only).',
    {
      ...onLeague,
      body: Type.Object(
        { invite: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: "the invitation's id" }) },
        { additionalProperties: false },
      ),
    },
  ),
  route(
    LEAGUES,
    'POST',
    '/api/leagues/:id/remove',
    'Takes a program from its coach, with a reason (the commissioner only).',
    {
      ...onLeague,
      body: Type.Object({ team: name('team'), reason: shortText('reason') }, { additionalProperties: false }),
    },
  ),
  route(LEAGUES, 'POST', '/api/leagues/:id/leave', 'The signed-in coach gives up his program in the league.', {
    ...inLeague,
    answer: leaguesAnswer,
    body: noInput(),
  }),
  route(
    LEAGUES,
    'POST',
    '/api/leagues/:id/start',
    "Starts the league's game, every coach's program in it (the commissioner only).",
    { ...onLeague, body: noInput() },
  ),
  route(LEAGUES, 'POST', '/api/leagues/:id/ready', 'The signed-in coach is ready for the turn (or not after all).', {
    ...onLeague,
    body: Type.Object({ ready: flag('ready for this turn') }, { additionalProperties: false }),
  }),
  route(LEAGUES, 'POST', '/api/leagues/:id/advance', 'Moves the league on one turn now (the commissioner only).', {
    ...onLeague,
    body: Type.Object({ reason: Type.Optional(shortText('reason')) }, { additionalProperties: false }),
  }),
  route(LEAGUES, 'POST', '/api/leagues/:id/pause', 'Pauses the league or lets it go on (the commissioner only).', {
    ...onLeague,
    body: Type.Object({ paused: flag('paused') }, { additionalProperties: false }),
  }),
  route(
    LEAGUES,
    'POST',
    '/api/leagues/:id/deadline',
    "Sets the turn's deadline, minutes (or hours) after each advance, or none (the commissioner only).",
    {
      ...onLeague,
      body: Type.Object(
        {
          minutes: Type.Optional(
            Type.Union([
              // Its bounds are the use case's to say, in words ("from 5 minutes to 720 hours").
              Type.Integer({
                minimum: 1,
                maximum: MAX_DEADLINE_MINUTES,
                description: `minutes from an advance to the next deadline (${MIN_DEADLINE_MINUTES} at least)`,
              }),
              Type.Null(),
            ]),
          ),
          hours: Type.Optional(
            Type.Union([
              Type.Integer({
                minimum: 1,
                maximum: MAX_DEADLINE_MINUTES / 60,
                description: 'hours from an advance to the next deadline (instead of minutes)',
              }),
              Type.Null(),
            ]),
          ),
        },
        { additionalProperties: false },
      ),
    },
  ),
  route(LEAGUES, 'POST', '/api/leagues/:id/god_mode', "Turns the commissioner's God Mode on or off (off by default).", {
    ...onLeague,
    body: Type.Object({ on: flag('God Mode on') }, { additionalProperties: false }),
  }),
  route(
    LEAGUES,
    'GET',
    '/api/leagues/:id/games',
    "The week to come's unplayed games, to force a result on (the commissioner only).",
    { ...inLeague, answer: forcibleGamesAnswer },
  ),
  route(
    LEAGUES,
    'POST',
    '/api/leagues/:id/force',
    "Decides an unplayed game's winner, with a reason (the commissioner only).",
    {
      ...onLeague,
      body: Type.Object(
        {
          game: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: "the game's id" }),
          winner: name('winner'),
          reason: shortText('reason'),
        },
        { additionalProperties: false },
      ),
    },
  ),
  route(
    LEAGUES,
    'POST',
    '/api/leagues/:id/assign',
    'Gives a free program to an account by its name (the commissioner only).',
    {
      ...onLeague,
      body: Type.Object({ coach: unshownText('coach', 40), team: name('team') }, { additionalProperties: false }),
    },
  ),
] as const;
