// The contract's calls of a dynasty's start, its season and its league pages (see ./entry.ts).
import { anyOf, arr, bool, int, nullable, obj, str } from '../wire/schema.js';
import {
  dashboardShape,
  fetchTeamsShape,
  gameFinalShape,
  gamePreviewShape,
  historyShape,
  homeShape,
  individualStatsShape,
  nonconShape,
  playoffShape,
  rankingsShape,
  ratingsShape,
  recruitingSummaryShape,
  rosterProgressionShape,
  rosterShape,
  scheduleNonconShape,
  simShape,
  standingsShape,
  summaryShape,
  teamInfoShape,
  teamScheduleShape,
  teamStatsShape,
  weekShape,
} from '../wire/shapes.js';
import { GAME_SITES } from '../gameSite.js';
import { coachedGameShape } from '../wire/coachedShapes.js';
import {
  digits,
  fileBytes,
  leagueFileText,
  name,
  optionalDigits,
  optionalName,
  positiveId,
  queryFlag,
  weekNumber,
  wholeOrDigits,
} from './fields.js';
import { godModeChangeBody, leagueChangeBody } from './changeBodies.js';
import { route } from './entry.js';

/** The series a program can book (a test holds them to the core's). */
export const SERIES_KINDS = ['home-and-home', 'two-for-one'] as const;

/** Regular-season weeks of our calendar (a test holds it to the core's REGULAR_SEASON_WEEKS). */
export const REGULAR_WEEKS = 14;

const year = obj({ year: optionalDigits('year') }, { optional: ['year'] });
const readOnly = obj({ read_only: queryFlag('read_only') }, { optional: ['read_only'] });
const team = obj({ team: name('team') });
const week = obj({ week: weekNumber() });
const gameId = obj({ id: digits('game id') });
const teamAndYear = { params: team, query: year };
/** The query keys that start a new dynasty from /api/noncon/ (the server reads any of them as a new game). */
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
const NEW_GAME_QUERY = obj(
  {
    team: name('team'),
    year: optionalDigits('year'),
    playoff_teams: optionalDigits('playoff_teams'),
    playoff_autobids: optionalDigits('playoff_autobids'),
    playoff_on_campus: optionalDigits('playoff_on_campus'),
    playoff_conf_champ_top_4: queryFlag('playoff_conf_champ_top_4'),
    staff_recruiting: queryFlag('staff_recruiting'),
    role: str({ values: ['head_coach', 'coordinator'] }),
    coach_name: str(),
    background: str(),
    offense: str(),
    defense: str(),
    points: str(),
    read_only: queryFlag('read_only'),
  },
  { optional: [...NEW_GAME_KEYS, 'read_only'] },
);

export const SEASON_ROUTES = [
  route('GET', '/api/home', 'The home page: the current dynasty, if any, and the seasons to start in.', {
    query: year,
    answer: homeShape,
  }),
  route('GET', '/api/noncon', 'The preseason schedule page; with team and year, starts a new dynasty.', {
    query: NEW_GAME_QUERY,
    answer: nonconShape(REGULAR_WEEKS),
  }),
  route('POST', '/api/league_file', 'A league file checked; with team, a dynasty started in it.', {
    body: obj(
      { file: leagueFileText(), team: name('team'), year: int(), staff_recruiting: bool() },
      { optional: ['team', 'year', 'staff_recruiting'] },
    ),
  }),
  route('POST', '/api/schedulenc', 'A non-conference game booked in an open week.', {
    body: obj(
      { opponent: name('opponent'), week: wholeOrDigits('week'), site: str({ values: GAME_SITES }) },
      { optional: ['site'] },
    ),
    answer: scheduleNonconShape(REGULAR_WEEKS),
  }),
  route('GET', '/api/noncon/opponents', 'The opponents open in a week, with their details.', {
    query: obj({ week: weekNumber() }),
  }),
  route('GET', '/api/fetchteams', 'The names of the opponents open in a week, A to Z.', {
    query: obj({ week: weekNumber() }),
    answer: fetchTeamsShape,
  }),
  route('GET', '/api/noncon/series', 'The booked series and the open dates of future seasons.'),
  route('POST', '/api/noncon/series', 'A home-and-home or two-for-one series booked.', {
    body: obj(
      {
        opponent: name('opponent'),
        kind: str({ values: SERIES_KINDS }),
        week: wholeOrDigits('week'),
        from: wholeOrDigits('from'),
        first: str({ values: ['home', 'away'] }),
      },
      { optional: ['from', 'first'] },
    ),
  }),
  route('POST', '/api/noncon/series/remove', 'A booked game of a future season removed.', {
    body: obj({ game: positiveId('booked game') }),
  }),
  route('GET', '/api/saves', "The player's saves."),
  route('POST', '/api/saves/load', 'A save made current (Continue).', { body: obj({ name: name('save name') }) }),
  route('POST', '/api/saves/delete', 'A save deleted.', { body: obj({ name: name('save name') }) }),
  route('POST', '/api/saves/import', 'A save file (the body, application/octet-stream) stored as a new save.', {
    body: fileBytes(),
  }),
  route('GET', '/api/dashboard', "The season's dashboard (in the preseason, the season's question).", {
    query: readOnly,
    answer: dashboardShape,
  }),
  route('GET', '/api/summary', "The season's summary page.", { query: readOnly, answer: summaryShape }),
  route('GET', '/api/roster_progression', "The roster's progression page.", {
    query: readOnly,
    answer: rosterProgressionShape,
  }),
  route('GET', '/api/recruiting_summary', "The recruiting class's page.", {
    query: readOnly,
    answer: recruitingSummaryShape,
  }),
  route('GET', '/api/frame', 'Where the dynasty stands (info and conferences), for the navigation.'),
  route('GET', '/api/sim/:week', 'The season simulated through a week.', {
    params: week,
    query: obj(
      { finish_coached: queryFlag('finish_coached'), confirm_others: queryFlag('confirm_others') },
      { optional: ['finish_coached', 'confirm_others'] },
    ),
    answer: simShape,
  }),
  route('POST', '/api/advance', 'The game moved to the next stage.', {
    query: obj({ confirm_others: queryFlag('confirm_others') }, { optional: ['confirm_others'] }),
  }),
  route('GET', '/api/rankings', 'The rankings of a week.', {
    query: obj({ week: optionalDigits('week'), season: optionalDigits('season') }, { optional: ['week', 'season'] }),
    answer: rankingsShape,
  }),
  route('GET', '/api/playoff', 'The playoff picture or bracket.', { answer: playoffShape }),
  route('GET', '/api/standings/:conference', "A conference's standings.", {
    params: obj({ conference: name('conference') }),
    answer: anyOf(standingsShape(false), standingsShape(true)),
  }),
  route('GET', '/api/week/:week', "A week's games.", { params: week, answer: weekShape }),
  route('GET', '/api/game/:id', 'A game: its preview, or its final with the box score.', {
    params: gameId,
    answer: anyOf(gamePreviewShape, gameFinalShape(true), gameFinalShape(false)),
  }),
  route('GET', '/api/team_info', "A team's card.", {
    query: obj({ team_name: name('team_name') }),
    answer: teamInfoShape,
  }),
  route('GET', '/api/league_setup', "The league's conferences, divisions and playoff."),
  route('POST', '/api/league_setup', 'A change of the league in the preseason ({"action": ...}).', {
    body: leagueChangeBody,
  }),
  route('GET', '/api/god_mode', "God Mode's switch and what it can change."),
  route('POST', '/api/god_mode', 'A God Mode change ({"action": ...}).', { body: godModeChangeBody }),
  route('GET', '/api/heisman', 'The Heisman watch.'),
  route('GET', '/api/awards', "A season's awards.", { query: year }),
  route('GET', '/api/records', "The record book, or a team's.", {
    query: obj({ team: optionalName('team') }, { optional: ['team'] }),
  }),
  route('GET', '/api/league_history', "The league's champions by season."),
  route('GET', '/api/:team/schedule', "A team's schedule.", { ...teamAndYear, answer: teamScheduleShape }),
  route('GET', '/api/:team/roster', "A team's roster.", { params: team, answer: rosterShape }),
  route('GET', '/api/:team/history', "A team's seasons.", { params: team, answer: historyShape }),
  route('GET', '/api/:team/stats', "A team's season statistics.", { params: team }),
  route('GET', '/api/player/:id', "A player's page.", {
    params: obj({ id: digits('player id') }),
    query: year,
  }),
  route('GET', '/api/stats/team', 'Team statistics of a season.', { query: year, answer: teamStatsShape }),
  route('GET', '/api/stats/individual', 'Individual leaders of a season.', {
    query: year,
    answer: individualStatsShape,
  }),
  route('GET', '/api/stats/ratings', "The teams' ratings and prestige.", { answer: ratingsShape }),
  route('GET', '/api/coached_game', 'The coached game as it stands.', { answer: coachedGameShape }),
  route('POST', '/api/coached_game/start', "The team's next game started as a coached game (or resumed).", {
    body: nullable(obj({ situations: arr(str()), sides: str() }, { optional: ['situations', 'sides'] })),
    answer: coachedGameShape,
  }),
  route('POST', '/api/coached_game/call', 'The call (and tempo) of the decision the coached game waits for.', {
    body: anyOf(
      str(),
      obj(
        { call: str(), tempo: str(), formation: str(), personnel: str(), front: str() },
        { optional: ['call', 'tempo', 'formation', 'personnel', 'front'] },
      ),
    ),
    answer: coachedGameShape,
  }),
  route('POST', '/api/coached_game/situations', 'Which decisions of a coached game come to the coach.', {
    body: obj({ situations: arr(str()), sides: str() }, { optional: ['situations', 'sides'] }),
    answer: coachedGameShape,
  }),
] as const;
