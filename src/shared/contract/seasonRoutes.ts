// The contract's calls of a dynasty's start, its season and its league pages (see ./entry.ts).
import Type from 'typebox';
import {
  COACH_TEMPOS_WIRE,
  FORMATIONS_WIRE,
  FRONTS_WIRE,
  PERSONNEL_WIRE,
  SITUATION_NAMES,
  SITUATION_SIDE_NAMES,
} from '../coached-types.js';
import { GAME_SITES } from '../gameSite.js';
import { LEADER_CATEGORIES } from '../leaderCategories.js';
import { PLAYOFF_SIZES } from '../playoffSizes.js';
import { coachedGameAnswer } from './answers/coached.js';
import {
  dashboardPageAnswer,
  recruitingSummaryAnswer,
  rosterProgressionAnswer,
  summaryAnswer,
} from './answers/seasonStages.js';
import { awardsAnswer, heismanAnswer, leagueHistoryAnswer, recordsAnswer } from './answers/seasonAwards.js';
import {
  advanceAnswer,
  bookedSeriesAnswer,
  frameAnswer,
  godModeAnswer,
  leagueFileAnswer,
  leagueSetupAnswer,
  loadSaveAnswer,
  nonconOpponentsAnswer,
  savesAnswer,
  seriesChangeAnswer,
  teamSeasonStatsAnswer,
} from './answers/seasonSetup.js';
import {
  fetchTeamsAnswer,
  historyAnswer,
  homeAnswer,
  nonconAnswer,
  rankingsAnswer,
  rosterAnswer,
  scheduleNonconAnswer,
  simAnswer,
  teamInfoAnswer,
  teamScheduleAnswer,
} from './answers/wire.js';
import { gameAnswer, weekAnswer } from './answers/games.js';
import { playerAnswer } from './answers/playerPage.js';
import { playoffAnswer, standingsAnswer } from './answers/playoffStandings.js';
import { individualStatsAnswer, ratingsAnswer, teamStatsAnswer } from './answers/stats.js';
import { godModeChangeBody, leagueChangeBody } from './changeBodies.js';
import { route } from './entry.js';
import {
  digits,
  fieldsOnly,
  fileBytes,
  name,
  noInput,
  oneOf,
  optionalFields,
  positiveId,
  queryFlag,
  weekNumber,
  wholeOrDigits,
} from './fields.js';

/** The series a program can book (a test holds them to the core's). */
export const SERIES_KINDS = ['home-and-home', 'two-for-one'] as const;

/** Regular-season weeks of our calendar (a test holds it to the core's REGULAR_SEASON_WEEKS). */
export const REGULAR_WEEKS = 14;

const year = optionalFields({ year: digits('year') });
const readOnly = optionalFields({ read_only: queryFlag('read_only') });
const team = Type.Object({ team: name('team') });
const week = Type.Object({ week: weekNumber() });
const gameId = Type.Object({ id: digits('game id') });

/** The query keys that start a new dynasty from /api/noncon/ (any of them names a new game: its team and year). */
export const NEW_GAME_KEYS = [
  'team',
  'year',
  'playoff_teams',
  'playoff_autobids',
  'playoff_conf_champ_top_4',
  'playoff_on_campus',
  'staff_recruiting',
  'role',
  'coach_name',
  'background',
  'offense',
  'defense',
  'points',
] as const;

const NEW_GAME_QUERY = Type.Object(
  {
    team: Type.Optional(name('team')),
    year: Type.Optional(digits('year')),
    playoff_teams: Type.Optional(
      Type.Codec(oneOf(PLAYOFF_SIZES.map(String), 'playoff_teams'))
        .Decode(Number)
        .Encode(String),
    ),
    playoff_autobids: Type.Optional(digits('playoff_autobids')),
    playoff_on_campus: Type.Optional(digits('playoff_on_campus')),
    playoff_conf_champ_top_4: Type.Optional(queryFlag('playoff_conf_champ_top_4')),
    staff_recruiting: Type.Optional(queryFlag('staff_recruiting')),
    role: Type.Optional(oneOf(['head_coach', 'coordinator'], 'role')),
    coach_name: Type.Optional(Type.String({ maxLength: 100, description: "the coach's name" })),
    background: Type.Optional(Type.String({ maxLength: 40, description: "the coach's background" })),
    offense: Type.Optional(Type.String({ maxLength: 40, description: "the coach's offensive scheme" })),
    defense: Type.Optional(Type.String({ maxLength: 40, description: "the coach's defensive scheme" })),
    points: Type.Optional(Type.String({ maxLength: 200, description: "the coach's points: offense=6,recruiting=4" })),
    read_only: Type.Optional(queryFlag('read_only')),
  },
  {
    // A new game names both its team and its year; the other choices only come with them.
    dependentRequired: Object.fromEntries(NEW_GAME_KEYS.map((key) => [key, ['team', 'year']])),
  },
);

/** Names of the coached game's calls, tempos, formations and fronts: short words without @ or / (a call's parts). */
const callPart = (what: string) => Type.String({ pattern: '^[^@/]{1,40}$', description: `${what}, a name` });
const tempo = oneOf(COACH_TEMPOS_WIRE, 'tempo');

/** The decisions of a coached game that come to the coach: both keys or one of them (the other stays as it was). */
const situationSet = fieldsOnly(
  {
    situations: Type.Optional(
      Type.Array(oneOf(SITUATION_NAMES, 'situation'), { maxItems: SITUATION_NAMES.length, uniqueItems: true }),
    ),
    sides: Type.Optional(oneOf(SITUATION_SIDE_NAMES, 'sides')),
  },
  { minProperties: 1, description: 'the situations that come to the coach, and for which sides' },
);

/**
 * A coached call: a bare call name, a tempo alone, or a call with its tempo and, for a play, its formation and
 * personnel or, for a defensive call, its front.
 */
export const coachedCall = Type.Union([
  callPart('call'),
  Type.Object(
    {
      call: callPart('call'),
      tempo: Type.Optional(tempo),
      formation: Type.Optional(oneOf(FORMATIONS_WIRE, 'formation')),
      personnel: Type.Optional(oneOf(PERSONNEL_WIRE, 'personnel')),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    { call: callPart('call'), tempo: Type.Optional(tempo), front: oneOf(FRONTS_WIRE, 'front') },
    { additionalProperties: false },
  ),
  Type.Object({ tempo }, { additionalProperties: false }),
]);

const SEASON = 'Season';
const START = 'Start and saves';
const LEAGUE = 'League';
const COACHED = 'Coached game';

export const SEASON_ROUTES = [
  route(START, 'GET', '/api/home', 'The home page: the current dynasty, if any, and the seasons to start in.', {
    answer: homeAnswer,
    query: year,
  }),
  route(SEASON, 'GET', '/api/noncon', 'The preseason schedule page; with team and year, starts a new dynasty.', {
    answer: nonconAnswer,
    query: NEW_GAME_QUERY,
  }),
  route(START, 'POST', '/api/league_file', 'A league file checked; with team, a dynasty started in it.', {
    answer: leagueFileAnswer,
    body: fieldsOnly({
      file: Type.String({ minLength: 1, pattern: '\\S', description: "the league file's text" }),
      team: Type.Optional(name('team')),
      year: Type.Optional(Type.Integer({ description: 'the season' })),
      staff_recruiting: Type.Optional(Type.Boolean({ description: 'the staff recruits from the start' })),
    }),
  }),
  route(SEASON, 'POST', '/api/schedulenc', 'A non-conference game booked in an open week.', {
    answer: scheduleNonconAnswer,
    body: fieldsOnly({
      opponent: name('opponent'),
      week: wholeOrDigits('week'),
      site: Type.Optional(oneOf(GAME_SITES, 'site')),
    }),
  }),
  route(SEASON, 'GET', '/api/noncon/opponents', 'The opponents open in a week, with their details.', {
    answer: nonconOpponentsAnswer,
    query: week,
  }),
  route(SEASON, 'GET', '/api/fetchteams', 'The names of the opponents open in a week, A to Z.', {
    answer: fetchTeamsAnswer,
    query: week,
  }),
  route(SEASON, 'GET', '/api/noncon/series', 'The booked series and the open dates of future seasons.', {
    answer: bookedSeriesAnswer,
  }),
  route(SEASON, 'POST', '/api/noncon/series', 'A home-and-home or two-for-one series booked.', {
    answer: seriesChangeAnswer,
    body: fieldsOnly({
      opponent: name('opponent'),
      kind: oneOf(SERIES_KINDS, 'kind'),
      week: wholeOrDigits('week'),
      from: Type.Optional(wholeOrDigits('from')),
      first: Type.Optional(oneOf(['home', 'away'], 'first')),
    }),
  }),
  route(SEASON, 'POST', '/api/noncon/series/remove', 'A booked game of a future season removed.', {
    answer: seriesChangeAnswer,
    body: fieldsOnly({ game: positiveId('booked game') }),
  }),
  route(START, 'GET', '/api/saves', "The player's saves.", { answer: savesAnswer }),
  route(START, 'POST', '/api/saves/load', 'A save made current (Continue).', {
    answer: loadSaveAnswer,
    body: fieldsOnly({ name: name('save name') }),
  }),
  route(START, 'POST', '/api/saves/delete', 'A save deleted.', {
    answer: savesAnswer,
    body: fieldsOnly({ name: name('save name') }),
  }),
  route(START, 'POST', '/api/saves/import', 'A save file (the body, application/octet-stream) stored as a new save.', {
    answer: loadSaveAnswer,
    body: fileBytes(),
  }),
  route(SEASON, 'GET', '/api/dashboard', "The season's dashboard (in the preseason, the season's question).", {
    answer: dashboardPageAnswer,
    query: readOnly,
  }),
  route(SEASON, 'GET', '/api/summary', "The season's summary page.", { answer: summaryAnswer, query: readOnly }),
  route(SEASON, 'GET', '/api/roster_progression', "The roster's progression page.", {
    answer: rosterProgressionAnswer,
    query: readOnly,
  }),
  route(SEASON, 'GET', '/api/recruiting_summary', "The recruiting class's page.", {
    answer: recruitingSummaryAnswer,
    query: readOnly,
  }),
  route(SEASON, 'GET', '/api/frame', 'Where the dynasty stands (info and conferences), for the navigation.', {
    answer: frameAnswer,
  }),
  route(SEASON, 'GET', '/api/sim/:week', 'The season simulated through a week.', {
    answer: simAnswer,
    params: week,
    query: optionalFields({
      finish_coached: queryFlag('finish_coached'),
      confirm_others: queryFlag('confirm_others'),
    }),
  }),
  route(SEASON, 'POST', '/api/advance', 'The game moved to the next stage.', {
    answer: advanceAnswer,
    body: noInput(),
    query: optionalFields({ confirm_others: queryFlag('confirm_others') }),
  }),
  route(LEAGUE, 'GET', '/api/rankings', 'The rankings of a week.', {
    answer: rankingsAnswer,
    query: optionalFields({ week: digits('week'), season: digits('season') }),
  }),
  route(LEAGUE, 'GET', '/api/playoff', 'The playoff picture or bracket.', { answer: playoffAnswer }),
  route(LEAGUE, 'GET', '/api/standings/:conference', "A conference's standings.", {
    answer: standingsAnswer,
    params: Type.Object({ conference: name('conference') }),
  }),
  route(LEAGUE, 'GET', '/api/week/:week', "A week's games.", { answer: weekAnswer, params: week }),
  route(LEAGUE, 'GET', '/api/game/:id', 'A game: its preview, or its final with the box score.', {
    answer: gameAnswer,
    params: gameId,
  }),
  route(LEAGUE, 'GET', '/api/team_info', "A team's card.", {
    answer: teamInfoAnswer,
    query: Type.Object({ team_name: name('team_name') }),
  }),
  route(LEAGUE, 'GET', '/api/league_setup', "The league's conferences, divisions and playoff.", {
    answer: leagueSetupAnswer,
  }),
  route(LEAGUE, 'POST', '/api/league_setup', 'A change of the league in the preseason ({"action": ...}).', {
    answer: leagueSetupAnswer,
    body: leagueChangeBody,
  }),
  route(LEAGUE, 'GET', '/api/god_mode', "God Mode's switch and what it can change.", { answer: godModeAnswer }),
  route(LEAGUE, 'POST', '/api/god_mode', 'A God Mode change ({"action": ...}).', {
    answer: godModeAnswer,
    body: godModeChangeBody,
  }),
  route(LEAGUE, 'GET', '/api/heisman', 'The Heisman watch.', { answer: heismanAnswer }),
  route(LEAGUE, 'GET', '/api/awards', "A season's awards.", {
    answer: awardsAnswer,
    query: year,
  }),
  route(LEAGUE, 'GET', '/api/records', "The record book, or a team's.", {
    answer: recordsAnswer,
    query: optionalFields({ team: name('team') }),
  }),
  route(LEAGUE, 'GET', '/api/league_history', "The league's champions by season.", { answer: leagueHistoryAnswer }),
  route(LEAGUE, 'GET', '/api/:team/schedule', "A team's schedule.", {
    params: team,
    query: year,
    answer: teamScheduleAnswer,
  }),
  route(LEAGUE, 'GET', '/api/:team/roster', "A team's roster.", { answer: rosterAnswer, params: team }),
  route(LEAGUE, 'GET', '/api/:team/history', "A team's seasons.", { answer: historyAnswer, params: team }),
  route(LEAGUE, 'GET', '/api/:team/stats', "A team's season statistics.", {
    answer: teamSeasonStatsAnswer,
    params: team,
  }),
  route(LEAGUE, 'GET', '/api/player/:id', "A player's page.", {
    answer: playerAnswer,
    params: Type.Object({ id: digits('player id') }),
    query: year,
  }),
  route(LEAGUE, 'GET', '/api/stats/team', 'Team statistics of a season.', { answer: teamStatsAnswer, query: year }),
  route(LEAGUE, 'GET', '/api/stats/individual', "Individual leaders of a season: every category's, or one's.", {
    answer: individualStatsAnswer,
    query: optionalFields({ year: digits('year'), category: oneOf(LEADER_CATEGORIES, 'category') }),
  }),
  route(LEAGUE, 'GET', '/api/stats/ratings', "The teams' ratings and prestige.", { answer: ratingsAnswer }),
  route(COACHED, 'GET', '/api/coached_game', 'The coached game as it stands.', { answer: coachedGameAnswer }),
  route(COACHED, 'POST', '/api/coached_game/start', "The team's next game started as a coached game (or resumed).", {
    answer: coachedGameAnswer,
    body: Type.Union([Type.Null(), situationSet, fieldsOnly({})]),
  }),
  route(COACHED, 'POST', '/api/coached_game/call', 'The call (and tempo) of the decision the coached game waits for.', {
    answer: coachedGameAnswer,
    body: coachedCall,
  }),
  route(COACHED, 'POST', '/api/coached_game/situations', 'Which decisions of a coached game come to the coach.', {
    answer: coachedGameAnswer,
    body: situationSet,
  }),
] as const;
