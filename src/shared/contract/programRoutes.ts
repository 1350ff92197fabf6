// The contract's calls of running a program: roster, recruiting, staff, coaching career, departures, training,
// settings and the dashboard's panels (see ./entry.ts).
import Type from 'typebox';
import { PITCH_STRENGTHS, RECRUITING_ACTIONS } from '../recruitingApi.js';
import {
  acceptOfferAnswer,
  carouselAnswer,
  coachAnswer,
  draftAnswer,
  liveGameAnswer,
  newsFeedAnswer,
  portalAnswer,
  portalDayAnswer,
  portalMarketAnswer,
  portalOfferAnswer,
  seasonGlanceAnswer,
} from './answers/programCareer.js';
import { budgetAnswer, budgetChangeAnswer, staffAnswer, staffChangeAnswer } from './answers/staff.js';
import {
  boardChangeAnswer,
  cancelOrderAnswer,
  classRankingsAnswer,
  lateWeekAnswer,
  pipelinesAnswer,
  planChangeAnswer,
  prospectPageAnswer,
  prospectSearchAnswer,
  recruitingActionAnswer,
  recruitingBoardAnswer,
  recruitingNewsAnswer,
  recruitingPlanAnswer,
  staffRecruitingAnswer,
} from './answers/programRecruiting.js';
import {
  coachAbilitiesAnswer,
  coachSpendAnswer,
  coachBuyAnswer,
  depthChangeAnswer,
  depthChartAnswer,
  positionChangeAnswer,
  positionOptionsAnswer,
  programChangeAnswer,
  programsAnswer,
  redshirtAnswer,
  releaseAnswer,
  rosterLimitsAnswer,
  settingsAnswer,
  siteAnswer,
  trainingAnswer,
  trainingChangeAnswer,
  walkOnInviteAnswer,
  walkOnsAnswer,
} from './answers/programRoster.js';
import { retentionAnswer, retentionChangeAnswer } from './answers/retention.js';
import { route } from './entry.js';
import {
  digits,
  fieldsOnly,
  flag,
  idOrName,
  name,
  nameOrNumber,
  noInput,
  oneOf,
  optionalFields,
  queryFlag,
  queryWord,
  shortText,
  whole,
} from './fields.js';

const prospect = fieldsOnly({ prospect: idOrName('prospect') });
/** The most prospects one change of the recruiting plan names (the store's MAX_PLAN_PROSPECTS). */
export const MAX_PLAN_PROSPECTS = 500;
const year = optionalFields({ year: digits('year') });
const planProspects = Type.Array(idOrName('prospect'), { minItems: 1, maxItems: MAX_PLAN_PROSPECTS });
const strength = oneOf(PITCH_STRENGTHS, 'strength');

const ROSTER = 'Roster';
const RECRUITING = 'Recruiting';
const PROGRAM = 'Program';
const OFFSEASON = 'Offseason';

/** The recruiting orders that each take one prospect. */
const recruitingOrder = <const K extends string>(kind: K, summary: string) =>
  route(RECRUITING, 'POST', `/api/recruiting/${kind}`, summary, { body: prospect, answer: recruitingActionAnswer });

export const PROGRAM_ROUTES = [
  route(
    ROSTER,
    'GET',
    '/api/roster/limits',
    "The roster's limits (scholarships, walk-ons) and where the team stands.",
    { answer: rosterLimitsAnswer },
  ),
  route(ROSTER, 'POST', '/api/roster/release', 'A player released (to the portal if he has eligibility).', {
    body: fieldsOnly({ player: idOrName('player') }),
    answer: releaseAnswer,
  }),
  route(ROSTER, 'GET', '/api/roster/walkons', 'The walk-ons the team can invite.', {
    query: optionalFields({ position: name('position') }),
    answer: walkOnsAnswer,
  }),
  route(ROSTER, 'POST', '/api/roster/walkons', 'A walk-on invited (or the invitation withdrawn).', {
    body: fieldsOnly({ prospect: idOrName('prospect'), invite: Type.Optional(flag('invite (default) or withdraw')) }),
    answer: walkOnInviteAnswer,
  }),
  route(ROSTER, 'GET', '/api/:team/depth', "A team's depth chart.", {
    params: Type.Object({ team: name('team') }),
    query: optionalFields({ pos: name('position') }),
    answer: depthChartAnswer,
  }),
  route(ROSTER, 'POST', '/api/depth', 'A player put in a slot of the depth chart.', {
    body: fieldsOnly({
      pos: name('pos'),
      player: idOrName('player'),
      slot: nameOrNumber('slot'),
      team: Type.Optional(shortText('team')),
    }),
    answer: depthChangeAnswer,
  }),
  route(ROSTER, 'POST', '/api/depth/auto', 'The automatic depth chart, at one position or every one.', {
    body: Type.Union([
      Type.Null(),
      optionalFields({ pos: shortText('pos'), team: shortText('team') }, { additionalProperties: false }),
    ]),
    answer: depthChangeAnswer,
  }),
  route(
    ROSTER,
    'GET',
    '/api/roster/position',
    "Where one of the team's players can move: his overall at each position.",
    {
      query: Type.Object({ player: name('player') }),
      answer: positionOptionsAnswer,
    },
  ),
  route(ROSTER, 'POST', '/api/roster/position', 'A player moved to another position (the offseason).', {
    body: fieldsOnly({ player: idOrName('player'), pos: name('pos') }),
    answer: positionChangeAnswer,
  }),
  route(ROSTER, 'POST', '/api/redshirt', 'A player redshirted this season (or not).', {
    body: fieldsOnly({ player: idOrName('player'), redshirt: Type.Optional(flag('redshirt (default) or not')) }),
    answer: redshirtAnswer,
  }),
  route(PROGRAM, 'GET', '/api/settings', "The dynasty's settings.", { answer: settingsAnswer }),
  route(PROGRAM, 'POST', '/api/settings', 'How many past seasons keep full game detail.', {
    body: fieldsOnly({ detail_seasons: nameOrNumber('detail_seasons') }),
    answer: settingsAnswer,
  }),
  route(RECRUITING, 'GET', '/api/recruiting/board', "The recruiting board and the week's hours.", {
    answer: recruitingBoardAnswer,
  }),
  route(RECRUITING, 'GET', '/api/recruiting/plan', 'The standing weekly orders and what they spend this week.', {
    answer: recruitingPlanAnswer,
  }),
  route(RECRUITING, 'POST', '/api/recruiting/plan', 'Standing weekly orders set on or off for prospects.', {
    body: fieldsOnly({
      prospects: planProspects,
      kinds: Type.Array(oneOf(RECRUITING_ACTIONS, 'kind'), { minItems: 1, maxItems: RECRUITING_ACTIONS.length }),
      on: flag('set the orders (true) or take them back (false)'),
      strength: Type.Optional(strength),
      warm: Type.Optional(flag('keep the prospects warm')),
    }),
    answer: planChangeAnswer,
  }),
  route(
    RECRUITING,
    'POST',
    '/api/recruiting/plan/orders',
    "The plan's standing pitch re-aimed, or prospects kept warm.",
    {
      body: fieldsOnly({
        prospects: planProspects,
        strength: Type.Optional(strength),
        warm: Type.Optional(flag('keep the prospects warm')),
      }),
      answer: planChangeAnswer,
    },
  ),
  route(RECRUITING, 'GET', '/api/recruiting/classes', 'The class rankings.', { answer: classRankingsAnswer }),
  route(RECRUITING, 'GET', '/api/recruiting/news', 'Commitments and decommitments.', { answer: recruitingNewsAnswer }),
  route(RECRUITING, 'GET', '/api/recruiting/prospects', 'Prospects searched by position, stars, state and interest.', {
    query: optionalFields({
      position: name('position'),
      stars: digits('stars'),
      state: name('state'),
      committed: queryWord(['yes', 'no'], 'committed'),
      min_interest: digits('min_interest'),
      board: queryFlag('board'),
      page: digits('page'),
      per_page: digits('per_page'),
    }),
    answer: prospectSearchAnswer,
  }),
  route(RECRUITING, 'GET', '/api/recruiting/prospects/:id', "A prospect's page.", {
    params: Type.Object({ id: digits('prospect id') }),
    answer: prospectPageAnswer,
  }),
  route(RECRUITING, 'GET', '/api/recruiting/pipelines', "A program's recruiting pipelines by state (any program's).", {
    query: optionalFields({ team: name('team') }),
    answer: pipelinesAnswer,
  }),
  recruitingOrder('scout', 'A prospect scouted this recruiting week.'),
  recruitingOrder('contact', 'A prospect contacted this recruiting week.'),
  recruitingOrder('offer', 'A scholarship offered to a prospect.'),
  route(RECRUITING, 'POST', '/api/recruiting/pitch', "One of the program's strengths pitched to a prospect.", {
    body: fieldsOnly({ prospect: idOrName('prospect'), strength }),
    answer: recruitingActionAnswer,
  }),
  recruitingOrder('visit', 'A prospect invited on an official visit.'),
  route(RECRUITING, 'POST', '/api/recruiting/board/add', 'A prospect put on the board.', {
    body: prospect,
    answer: boardChangeAnswer,
  }),
  route(RECRUITING, 'POST', '/api/recruiting/board/remove', 'A prospect taken off the board.', {
    body: prospect,
    answer: boardChangeAnswer,
  }),
  route(RECRUITING, 'POST', '/api/recruiting/auto', 'The staff recruits with the hours left (or not).', {
    body: fieldsOnly({ on: flag('the staff recruits') }),
    answer: staffRecruitingAnswer,
  }),
  route(RECRUITING, 'POST', '/api/recruiting/cancel', 'A queued recruiting order cancelled.', {
    body: fieldsOnly({ seq: whole('the order') }),
    answer: cancelOrderAnswer,
  }),
  route(
    RECRUITING,
    'POST',
    '/api/recruiting/week',
    'The next late recruiting week (after the season, before signing day).',
    {
      body: noInput(),
      answer: lateWeekAnswer,
    },
  ),
  route(PROGRAM, 'GET', '/api/coach', "The player's coach: record, contract, offers.", { answer: coachAnswer }),
  route(PROGRAM, 'GET', '/api/carousel', "A season's coaching carousel.", { query: year, answer: carouselAnswer }),
  route(PROGRAM, 'POST', '/api/coach/accept', "A program's offer accepted.", {
    body: fieldsOnly({ team: name('team') }),
    answer: acceptOfferAnswer,
  }),
  route(PROGRAM, 'GET', '/api/staff', 'The coordinators and the candidates.', { answer: staffAnswer }),
  route(PROGRAM, 'POST', '/api/staff/hire', 'A coordinator hired.', {
    body: fieldsOnly({ name: nameOrNumber('name') }),
    answer: staffChangeAnswer,
  }),
  route(PROGRAM, 'POST', '/api/staff/fire', 'A coordinator fired.', {
    body: fieldsOnly({ role: nameOrNumber('role') }),
    answer: staffChangeAnswer,
  }),
  route(PROGRAM, 'POST', '/api/staff/join', "A program's coordinator job taken.", {
    body: fieldsOnly({ team: nameOrNumber('team') }),
    answer: staffChangeAnswer,
  }),
  route(PROGRAM, 'GET', '/api/budget', "The program's budget and facilities.", { answer: budgetAnswer }),
  route(PROGRAM, 'POST', '/api/budget/facility', 'A facility project started.', {
    body: noInput(),
    answer: budgetChangeAnswer,
  }),
  route(PROGRAM, 'POST', '/api/nil/offer', 'An NIL offer to a recruit or a portal player.', {
    body: fieldsOnly({ name: nameOrNumber('name'), amount: nameOrNumber('amount') }),
    answer: budgetChangeAnswer,
  }),
  route(OFFSEASON, 'GET', '/api/draft', "A season's draft.", { query: year, answer: draftAnswer }),
  route(OFFSEASON, 'GET', '/api/portal', 'The transfer portal.', {
    query: optionalFields({ position: name('position'), min_rating: digits('min_rating') }),
    answer: portalAnswer,
  }),
  route(OFFSEASON, 'POST', '/api/portal/offer', 'An offer to a portal player.', {
    body: fieldsOnly({ player: idOrName('player') }),
    answer: portalOfferAnswer,
  }),
  route(
    OFFSEASON,
    'GET',
    '/api/portal/market',
    "A portal player's market: his asks, the programs he weighs, his decision day.",
    { query: Type.Object({ player: name('player') }), answer: portalMarketAnswer },
  ),
  route(OFFSEASON, 'POST', '/api/portal/promise', 'A starting role promised to a portal player.', {
    body: fieldsOnly({ player: idOrName('player') }),
    answer: portalMarketAnswer,
  }),
  route(
    OFFSEASON,
    'POST',
    '/api/portal/day',
    "The portal window's next day: the players offered who decide on it choose.",
    { body: noInput(), answer: portalDayAnswer },
  ),
  route(PROGRAM, 'GET', '/api/news', 'The news feed of a week.', {
    query: optionalFields({ year: digits('year'), week: digits('week') }),
    answer: newsFeedAnswer,
  }),
  route(PROGRAM, 'GET', '/api/game/:id/live', 'A played game to watch, play by play.', {
    params: Type.Object({ id: digits('game id') }),
    answer: liveGameAnswer,
  }),
  route(PROGRAM, 'GET', '/api/dashboard/glance', 'The season at a glance beside the dashboard.', {
    answer: seasonGlanceAnswer,
  }),
  route(OFFSEASON, 'GET', '/api/retention', 'The players who may leave after the season, their wants and risks.', {
    answer: retentionAnswer,
  }),
  route(OFFSEASON, 'POST', '/api/retention/talk', 'A talk with a player who may leave (Season Summary).', {
    body: Type.Object({ player: idOrName('player') }, { additionalProperties: false }),
    answer: retentionChangeAnswer,
  }),
  route(
    OFFSEASON,
    'POST',
    '/api/retention/promise',
    'A promise to a player who may leave: a starting role, a position or NIL.',
    {
      body: Type.Object(
        {
          player: idOrName('player'),
          kind: oneOf(['starter', 'position', 'nil'] as const, 'kind'),
          value: Type.Optional(nameOrNumber('value: the position, or the NIL amount')),
        },
        { additionalProperties: false },
      ),
      answer: retentionChangeAnswer,
    },
  ),
  route(OFFSEASON, 'POST', '/api/retention/auto', "The staff uses the meetings left, by every staff's rule.", {
    body: noInput(),
    answer: retentionChangeAnswer,
  }),
  route(PROGRAM, 'GET', '/api/training', "The training groups' and players' focus.", { answer: trainingAnswer }),
  route(PROGRAM, 'POST', '/api/training/group', "A position group's training focus.", {
    body: fieldsOnly({ group: idOrName('group'), focus: idOrName('focus') }),
    answer: trainingChangeAnswer,
  }),
  route(PROGRAM, 'POST', '/api/training/player', "A player's training focus.", {
    body: fieldsOnly({ player: idOrName('player'), focus: idOrName('focus') }),
    answer: trainingChangeAnswer,
  }),
  route(PROGRAM, 'GET', '/api/coach/abilities', "The coach's abilities and experience to spend.", {
    answer: coachAbilitiesAnswer,
  }),
  route(PROGRAM, 'POST', '/api/coach/spend', "Experience spent on one of the coach's abilities.", {
    body: fieldsOnly({ ability: idOrName('ability'), points: Type.Optional(idOrName('points')) }),
    answer: coachSpendAnswer,
  }),
  route(PROGRAM, 'POST', '/api/coach/abilities/buy', "The next tier of an archetype ability, for the coach's points.", {
    body: Type.Object({ ability: idOrName('ability') }, { additionalProperties: false }),
    answer: coachBuyAnswer,
  }),
  route(PROGRAM, 'GET', '/api/site', "The footer's links.", { answer: siteAnswer }),
  route(
    PROGRAM,
    'GET',
    '/api/programs',
    'The coached programs of the dynasty, whose turn it is and what each has left.',
    { answer: programsAnswer },
  ),
  route(PROGRAM, 'POST', '/api/programs/add', 'Another program coached by a player (multi-team mode).', {
    body: fieldsOnly({ team: name('team') }),
    answer: programChangeAnswer,
  }),
  route(PROGRAM, 'POST', '/api/programs/drop', 'A coached program given back to the computer.', {
    body: fieldsOnly({ team: name('team') }),
    answer: programChangeAnswer,
  }),
] as const;
