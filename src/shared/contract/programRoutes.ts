// The contract's calls of running a program: roster, recruiting, staff, coaching career, departures, training,
// settings and the dashboard's panels (see ./entry.ts).
import { arr, bool, nullable, obj, str } from '../wire/schema.js';
import {
  digits,
  flag,
  idOrName,
  name,
  nameOrNumber,
  noInput,
  optionalDigits,
  optionalName,
  shortText,
  whole,
} from './fields.js';
import { route } from './entry.js';

const prospect = obj({ prospect: idOrName('prospect') });
/** The most prospects one change of the recruiting plan names (the store's MAX_PLAN_PROSPECTS). */
export const MAX_PLAN_PROSPECTS = 500;
const year = obj({ year: optionalDigits('year') }, { optional: ['year'] });
const depthTarget = { pos: shortText('pos'), team: shortText('team') };

/** The recruiting orders that each take one prospect. */
const recruitingOrder = (kind: string, description: string) =>
  route('POST', `/api/recruiting/${kind}`, description, { body: prospect });

export const PROGRAM_ROUTES = [
  route('GET', '/api/roster/limits', "The roster's limits (scholarships, walk-ons) and where the team stands."),
  route('POST', '/api/roster/release', 'A player released (to the portal if he has eligibility).', {
    body: obj({ player: idOrName('player') }),
  }),
  route('GET', '/api/roster/walkons', 'The walk-ons the team can invite.', {
    query: obj({ position: str() }, { optional: ['position'] }),
  }),
  route('POST', '/api/roster/walkons', 'A walk-on invited (or the invitation withdrawn).', {
    body: obj({ prospect: idOrName('prospect'), invite: flag() }, { optional: ['invite'] }),
  }),
  route('GET', '/api/:team/depth', "A team's depth chart.", {
    params: obj({ team: name('team') }),
    query: obj({ pos: str() }, { optional: ['pos'] }),
  }),
  route('POST', '/api/depth', 'A player put in a slot of the depth chart.', {
    body: obj(
      { pos: name('pos'), player: idOrName('player'), slot: nameOrNumber('slot'), team: shortText('team') },
      { optional: ['team'] },
    ),
  }),
  route('POST', '/api/depth/auto', 'The automatic depth chart, at one position or every one.', {
    body: nullable(obj(depthTarget, { optional: ['pos', 'team'] })),
  }),
  route('POST', '/api/redshirt', 'A player redshirted this season (or not).', {
    body: obj({ player: idOrName('player'), redshirt: flag() }, { optional: ['redshirt'] }),
  }),
  route('GET', '/api/settings', "The dynasty's settings."),
  route('POST', '/api/settings', 'How many past seasons keep full game detail.', {
    body: obj({ detail_seasons: nameOrNumber('detail_seasons') }),
  }),
  route('GET', '/api/recruiting/board', "The recruiting board and the week's hours."),
  route('GET', '/api/recruiting/plan', 'The standing weekly orders and what they spend this week.'),
  route('POST', '/api/recruiting/plan', 'Standing weekly orders set on or off for prospects.', {
    body: obj(
      {
        prospects: arr(idOrName('prospect'), { length: { min: 1, max: MAX_PLAN_PROSPECTS } }),
        kinds: arr(name('kind'), { length: { min: 1, max: 10 } }),
        on: bool(),
        strength: str(),
        warm: bool(),
      },
      { optional: ['strength', 'warm'] },
    ),
  }),
  route('POST', '/api/recruiting/plan/orders', "The plan's standing pitch re-aimed, or prospects kept warm.", {
    body: obj(
      {
        prospects: arr(idOrName('prospect'), { length: { min: 1, max: MAX_PLAN_PROSPECTS } }),
        strength: str(),
        warm: bool(),
      },
      { optional: ['strength', 'warm'] },
    ),
  }),
  route('GET', '/api/recruiting/classes', 'The class rankings.'),
  route('GET', '/api/recruiting/news', 'Commitments and decommitments.'),
  route('GET', '/api/recruiting/prospects', 'Prospects searched by position, stars, state and interest.', {
    query: obj(
      {
        position: str(),
        stars: str(),
        state: str(),
        committed: str(),
        min_interest: str(),
        board: str(),
        page: str(),
        per_page: str(),
      },
      { optional: ['position', 'stars', 'state', 'committed', 'min_interest', 'board', 'page', 'per_page'] },
    ),
  }),
  route('GET', '/api/recruiting/prospects/:id', "A prospect's page.", { params: obj({ id: digits('prospect id') }) }),
  recruitingOrder('scout', 'A prospect scouted this recruiting week.'),
  recruitingOrder('contact', 'A prospect contacted this recruiting week.'),
  recruitingOrder('offer', 'A scholarship offered to a prospect.'),
  route('POST', '/api/recruiting/pitch', "One of the program's strengths pitched to a prospect.", {
    body: obj({ prospect: idOrName('prospect'), strength: str() }),
  }),
  recruitingOrder('visit', 'A prospect invited on an official visit.'),
  route('POST', '/api/recruiting/board/add', 'A prospect put on the board.', { body: prospect }),
  route('POST', '/api/recruiting/board/remove', 'A prospect taken off the board.', { body: prospect }),
  route('POST', '/api/recruiting/auto', 'The staff recruits with the hours left (or not).', {
    body: obj({ on: bool() }),
  }),
  route('POST', '/api/recruiting/cancel', 'A queued recruiting order cancelled.', { body: obj({ seq: whole() }) }),
  route(
    'POST',
    '/api/recruiting/week',
    'The next late recruiting week played (after the season, before signing day).',
    {
      body: noInput(),
    },
  ),
  route('GET', '/api/coach', "The player's coach: record, contract, offers."),
  route('GET', '/api/carousel', "A season's coaching carousel.", { query: year }),
  route('POST', '/api/coach/accept', "A program's offer accepted.", { body: obj({ team: name('team') }) }),
  route('GET', '/api/staff', 'The coordinators and the candidates.'),
  route('POST', '/api/staff/hire', 'A coordinator hired.', { body: obj({ name: nameOrNumber('name') }) }),
  route('POST', '/api/staff/fire', 'A coordinator fired.', { body: obj({ role: nameOrNumber('role') }) }),
  route('POST', '/api/staff/join', "A program's coordinator job taken.", { body: obj({ team: nameOrNumber('team') }) }),
  route('GET', '/api/budget', "The program's budget and facilities."),
  route('POST', '/api/budget/facility', 'A facility project started.'),
  route('POST', '/api/nil/offer', 'An NIL offer to a recruit or a portal player.', {
    body: obj({ name: nameOrNumber('name'), amount: nameOrNumber('amount') }),
  }),
  route('GET', '/api/draft', "A season's draft.", { query: year }),
  route('GET', '/api/portal', 'The transfer portal.', {
    query: obj(
      { position: optionalName('position'), min_rating: optionalDigits('min_rating') },
      { optional: ['position', 'min_rating'] },
    ),
  }),
  route('POST', '/api/portal/offer', 'An offer to a portal player.', { body: obj({ player: idOrName('player') }) }),
  route('GET', '/api/portal/market', "A portal player's market: his asks, the programs he weighs, his decision day.", {
    query: obj({ player: name('player') }),
  }),
  route('POST', '/api/portal/promise', 'A starting role promised to a portal player.', {
    body: obj({ player: idOrName('player') }),
  }),
  route('POST', '/api/portal/day', "The portal window's next day: the players offered who decide on it choose."),
  route('GET', '/api/news', 'The news feed of a week.', {
    query: obj({ year: optionalDigits('year'), week: optionalDigits('week') }, { optional: ['year', 'week'] }),
  }),
  route('GET', '/api/game/:id/live', 'A played game to watch, play by play.', {
    params: obj({ id: digits('game id') }),
  }),
  route('GET', '/api/dashboard/glance', 'The season at a glance beside the dashboard.'),
  route('GET', '/api/training', "The training groups' and players' focus."),
  route('POST', '/api/training/group', "A position group's training focus.", {
    body: obj({ group: idOrName('group'), focus: idOrName('focus') }),
  }),
  route('POST', '/api/training/player', "A player's training focus.", {
    body: obj({ player: idOrName('player'), focus: idOrName('focus') }),
  }),
  route('GET', '/api/coach/abilities', "The coach's abilities and experience to spend."),
  route('POST', '/api/coach/spend', "Experience spent on one of the coach's abilities.", {
    body: obj({ ability: idOrName('ability'), points: idOrName('points') }, { optional: ['points'] }),
  }),
  route('GET', '/api/site', "The footer's links."),
  route('GET', '/api/programs', 'The coached programs of the dynasty, whose turn it is and what each has left.'),
  route('POST', '/api/programs/add', 'Another program coached by a player (multi-team mode).', {
    body: obj({ team: name('team') }),
  }),
  route('POST', '/api/programs/drop', 'A coached program given back to the computer.', {
    body: obj({ team: name('team') }),
  }),
] as const;
