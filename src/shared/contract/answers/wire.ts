// The answers of the original system's calls, as /work/shared/wire-format.md ("the document") records them: keys,
// nesting, value types and where null is allowed, with the keys of ours after them; every object closed, its schema
// naming each key (./kit.ts). Fastify writes these answers with these schemas; the web client's types, the original
// client's page types (../../types/) and the OpenAPI document come from them. List
// orders ("A to Z", "best first") are the document's too; the contract tests check them (JSON Schema has no word
// for an order). This file holds what every page shares (the scalars, where the dynasty stands, the conferences, a
// team, a schedule's game, the page envelopes) and the dynasty's front pages and stage pages; the rest of the
// document is beside it: ./playoffStandings.ts, ./playerPage.ts, ./games.ts, ./stats.ts and ./offseason.ts.
import Type, { type Static, type TProperties } from 'typebox';
import { awardEntryAnswer } from './awardEntry.js';
import { closed, eitherBy, keyed, int, nullable, num, text, userId, word } from './kit.js';

export const RANK = int(1);
export const COUNT = int(0);
export const RATING = int(0, 99);
export const YEAR = int(1869, 2200);
const YEAR_TEXT = text('^\\d{4}$');
export const RECORD = text('^\\d+-\\d+ \\(\\d+-\\d+\\)$', 'overall record (conference record)');
export const SPREAD = text('^([+-]\\d+(\\.5)?|Even)$');
export const MONEYLINE = text('^[+-]\\d+$');
/** The total (over/under): combined points, in half points ("54.5"). */
export const TOTAL = text('^\\d+(\\.5)?$');
export const RESULT = word(['W', 'L']);
const SCORE = text('^\\d+-\\d+$');
export const PLAYER_CLASS = word(['fr', 'so', 'jr', 'sr']);
const COLOR = text('^#[0-9a-fA-F]{6}$');

/** Document 1.6: the client knows exactly these five stages. */
export const WIRE_STAGES = ['preseason', 'season', 'summary', 'progression', 'recruiting_summary'] as const;

/** Ours: the stage as the game keeps it ('playoff' while the postseason is played). */
export const GAME_PHASES = ['preseason', 'season', 'playoff', 'summary', 'progression', 'recruiting_summary'] as const;

/** 1.2, then ours: the phase, the playoff format, God Mode's banner, a coached game left open, the coached programs. */
export const infoAnswer = closed({
  currentWeek: int(1),
  currentYear: YEAR,
  startYear: YEAR,
  lastWeek: int(13),
  team: Type.String(),
  playoff: Type.Integer(),
  stage: word(WIRE_STAGES),
  phase: word(GAME_PHASES),
  playoffFormat: closed({
    teams: int(2),
    autobids: Type.Optional(COUNT),
    conf_champ_top_4: Type.Optional(Type.Boolean()),
  }),
  /** Present (true) while God Mode is on: every page shows its banner. */
  godMode: Type.Optional(Type.Literal(true)),
  /** Present while a game the player coaches is in progress (simulating its week finishes it). */
  coaching: Type.Optional(closed({ week: int(1), opponent: Type.String() })),
  /** Multi-team mode only: every coached program in the order they joined, and whether it still has business. */
  programs: Type.Optional(Type.Array(closed({ team: Type.String(), waiting: Type.Boolean() }))),
});

/** 1.3: one item per conference, its name as the first key with its numeric id, then confName; A to Z. */
export const conferenceAnswer = Type.Unsafe<{ [name: string]: number | string; confName: string }>({
  type: 'object',
  minProperties: 2,
  additionalProperties: { type: ['integer', 'string'] },
  description: 'the conference name as the first key, its id the value; then confName',
});

const rankedStat = closed({ value: Type.Number(), rank: RANK });

/** 1.4, then ours after the document's keys (mascot and abbreviation are read, never sent, by the original). */
export const teamAnswer = closed({
  name: Type.String(),
  abbreviation: Type.String(),
  mascot: Type.String(),
  conference: text('.'),
  ranking: RANK,
  rating: RATING,
  prestige: int(1, 7),
  record: RECORD,
  totalWins: COUNT,
  totalLosses: COUNT,
  confWins: COUNT,
  confLosses: COUNT,
  colorPrimary: COLOR,
  colorSecondary: COLOR,
  offense: RATING,
  defense: RATING,
  nonConfGames: COUNT,
  nonConfLimit: COUNT,
  /** Ours: an FCS opponent (the game page, the noncon opponents): conference "FCS", no team page. */
  fcs: Type.Optional(Type.Boolean()),
  /** A game's preview only: the season's figures per game, with the team's rank among all teams (1 = best). */
  stats: Type.Optional(closed({ offensive_ypg: rankedStat, defensive_ypg: rankedStat, points_per_game: rankedStat })),
  /** Where a team is shown against an opponent (a game's preview): its line in that game. */
  spread: Type.Optional(nullable(SPREAD)),
  moneyline: Type.Optional(nullable(MONEYLINE)),
});

/** An opponent as shown in a list row; ranking: at the time of the game (frozen once played). */
export const opponentAnswer = closed({
  name: Type.String(),
  ranking: RANK,
  rating: RATING,
  record: RECORD,
  /** Ours: an FCS opponent (no team page); its record is of its games against FBS teams. */
  fcs: Type.Optional(Type.Boolean()),
});

const scheduleGameKeys = {
  id: int(1),
  weekPlayed: int(0),
  opponent: opponentAnswer,
  site: word(['home', 'away', 'neutral']),
  label: text('.'),
  result: nullable(RESULT),
  spread: nullable(SPREAD),
  moneyline: nullable(MONEYLINE),
  score: nullable(SCORE),
  /** Ours, beside the spread: the game's total (over/under), null while it has none. */
  total: Type.Optional(nullable(TOTAL)),
  /**
   * Ours: present (true) when the result was forced (under God Mode, or by an online league's commissioner), or an
   * unplayed game's will be; forced_note says what in words, the commissioner's reason in it.
   */
  forced: Type.Optional(Type.Boolean()),
  forced_note: Type.Optional(Type.String()),
};

/**
 * 1.5, from one team's point of view. Lines are strings; a game scheduled in the preseason has none until the
 * season starts (the one place they are null, see API.md).
 */
export const scheduleGameAnswer = closed(scheduleGameKeys);

/** A schedule-game whose lines must be set (every game once the season has started). */
export const pricedGameAnswer = closed({ ...scheduleGameKeys, spread: SPREAD, moneyline: MONEYLINE });

export const conferences = Type.Array(conferenceAnswer);

/**
 * 1.1: every page but home, team_info, fetchteams, schedulenc and sim: where the dynasty stands, then the page, then
 * the player's id (hosted). ./kit.ts's `extended` adds keys of ours to one of these.
 */
export function page<P extends TProperties>(props: P) {
  return closed({ info: infoAnswer, team: teamAnswer, conferences, ...props, ...userId });
}

/** A page whose envelope comes with the conferences before the team (the schedule, standings and team pages). */
export function pageConferencesFirst<P extends TProperties>(props: P) {
  return closed({ info: infoAnswer, conferences, team: teamAnswer, ...props, ...userId });
}

/** A page of where the dynasty stands without a team's: a stage page's question. */
function frame<P extends TProperties>(props: P) {
  return closed({ info: infoAnswer, conferences, ...props, ...userId });
}

/** prestige, ceiling and floor are each 1-7. */
export const previewTeamAnswer = closed({
  name: Type.String(),
  prestige: Type.Integer(),
  mascot: Type.String(),
  abbreviation: Type.String(),
  ceiling: Type.Integer(),
  floor: Type.Integer(),
  colorPrimary: Type.String(),
  colorSecondary: Type.String(),
});

/** A conference that season: its teams by prestige, best first; `games`: conference games per team. */
export const previewConferenceAnswer = closed({
  games: Type.Integer(),
  teams: Type.Array(previewTeamAnswer),
  confName: Type.String(),
  confFullName: Type.String(),
  confGames: Type.Integer(),
});

/**
 * The home page (closed: the walk reads it at every stop). years: seasons with data, as strings, newest first;
 * selected_year: the query's year, else the newest.
 */
export const homeAnswer = closed({
  /** The saved game (Load Game tab); null when the user has no saved game. */
  info: nullable(infoAnswer),
  years: Type.Array(YEAR_TEXT, { minItems: 1, description: 'newest first' }),
  /** The league of selected_year. */
  preview: closed({
    conferences: keyed(previewConferenceAnswer),
    independents: Type.Array(previewTeamAnswer),
    playoff: closed({ teams: Type.Integer(), conf_champ_top_4: nullable(Type.Boolean()), conf_champ_autobids: int() }),
    /** Ours: the independents by name, with their prestige (the season file's own map). */
    Independent: keyed(Type.Integer()),
  }),
  selected_year: YEAR_TEXT,
  ...userId,
});

/** An open week of the preseason schedule: no opponent. */
const openWeek = closed({ weekPlayed: int(1), opponent: Type.Null() });
/** A conference rivalry's fixed week before the schedule is made: no id, its host not set yet (site null). */
const rivalryWeek = closed({
  ...scheduleGameKeys,
  id: Type.Null(),
  site: nullable(word(['neutral'])),
});

/** One entry per regular-season week in week order (our calendar: 12 games in 14 weeks, see API.md). */
/** A week of the preseason schedule: open (no opponent), a rivalry's fixed week (no id yet), or a game. */
const nonconWeek = Type.Unsafe<
  Static<typeof openWeek> | Static<typeof rivalryWeek> | Static<typeof scheduleGameAnswer>
>({
  if: { type: 'object', properties: { opponent: { type: 'null' } } },
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then/else; a schema is never awaited.
  then: openWeek,
  else: {
    if: { type: 'object', properties: { id: { type: 'null' } } },
    // biome-ignore lint/suspicious/noThenProperty: as above.
    then: rivalryWeek,
    else: scheduleGameAnswer,
  },
});
const weekByWeek = Type.Array(nonconWeek, { description: 'week by week' });
export const nonconPageAnswer = pageConferencesFirst({ schedule: weekByWeek });

export const scheduleNonconAnswer = closed({
  status: word(['success']),
  info: infoAnswer,
  conferences,
  team: teamAnswer,
  schedule: weekByWeek,
  ...userId,
});

/** A bare array of names, A to Z. */
export const fetchTeamsAnswer = Type.Array(Type.String(), { description: 'A to Z' });

export const dashboardAnswer = pageConferencesFirst({
  prev_game: nullable(scheduleGameAnswer),
  curr_game: nullable(scheduleGameAnswer),
  /** Ours: the team's latest game played, whatever its week; null before any. */
  last_played: nullable(scheduleGameAnswer),
  confTeams: Type.Array(teamAnswer),
  top_10: Type.Array(teamAnswer, { minItems: 10, maxItems: 10 }),
});

/** movement: places gained since last week (positive = up); poll_score, strength_of_record: 0 without a poll. */
export const rankingEntryAnswer = closed({
  ranking: RANK,
  name: Type.String(),
  record: RECORD,
  movement: Type.Integer(),
  poll_score: num(0),
  strength_of_record: Type.Number(),
  last_game: nullable(scheduleGameAnswer),
  next_game: nullable(scheduleGameAnswer),
});

export const rankingsAnswer = page({
  // Every team in the latest poll; a weekly poll of a season played out keeps its Top 25 (seasonArchive.ts).
  rankings: Type.Array(rankingEntryAnswer, { minItems: 25 }),
  /** Ours: the poll shown, taken after that week's games (0: the preseason poll; null before the first poll). */
  week: nullable(int(0)),
  /** Ours: the poll's season, and the weeks of it that have a poll. */
  season: YEAR,
  poll_weeks: Type.Array(int(0)),
});

export const teamScheduleAnswer = pageConferencesFirst({
  games: Type.Array(scheduleGameAnswer),
  teams: Type.Array(Type.String()),
  years: Type.Array(YEAR, { minItems: 1 }),
  /** Ours: the season shown. */
  year: YEAR,
});

/** A player as the document's lists name him: id, name, position, rating and class, in this order. */
export const PLAYER_KEYS = {
  id: Type.Integer(),
  first: Type.String(),
  last: Type.String(),
  pos: Type.String(),
  rating: RATING,
  year: PLAYER_CLASS,
};

export const rosterPlayerAnswer = closed({
  ...PLAYER_KEYS,
  starter: Type.Boolean(),
  /** Ours (the roster page): his class as shown ("RS So"), his injury, whether he redshirts this season. */
  class_label: Type.Optional(Type.String()),
  injury: Type.Optional(nullable(Type.String())),
  redshirting: Type.Optional(Type.Boolean()),
});

/** Ours: a player who is hurt, and when he is back (null: not known; out_for_season: not this season). */
export const injuryAnswer = closed({
  id: Type.Integer(),
  first: Type.String(),
  last: Type.String(),
  pos: Type.String(),
  injury: Type.String(),
  return_week: nullable(Type.Integer()),
  out_for_season: Type.Boolean(),
});

export const rosterAnswer = pageConferencesFirst({
  teams: Type.Array(Type.String()),
  positions: Type.Array(Type.String(), { minItems: 11 }),
  roster: Type.Array(rosterPlayerAnswer, { minItems: 1 }),
  injuries: Type.Array(injuryAnswer),
});

export const historyAnswer = pageConferencesFirst({
  teams: Type.Array(Type.String()),
  years: Type.Array(
    closed({
      year: YEAR,
      /** The document allows null for both; every season of ours has them. */
      prestige: Type.Integer(),
      rating: RATING,
      conference: Type.String(),
      wins: COUNT,
      losses: COUNT,
      rank: COUNT,
      has_games: Type.Boolean(),
      /** Ours: present when results of that season's games were forced under God Mode, how many of the team's. */
      forced_games: Type.Optional(int(1)),
    }),
    { minItems: 1 },
  ),
  /** Ours: the program's award winners, newest first. */
  awards: Type.Array(awardEntryAnswer),
});

/** A stage page read (read_only) before its stage: where the dynasty stands, and the question that moves it on. */
export const stageAheadAnswer = frame({
  stage_ahead: closed({
    page: word(['summary', 'roster_progression', 'recruiting_summary', 'noncon']),
    year: Type.Integer(),
    /** Ours: where the dynasty stands, the question, and the words of the button that makes the move. */
    now: Type.String(),
    question: Type.String(),
    confirm: Type.String(),
  }),
});

/** The preseason schedule, or (read_only, before the preseason) the question that moves the dynasty on. */
export const nonconAnswer = eitherBy('stage_ahead', stageAheadAnswer, nonconPageAnswer);

export const summaryPageAnswer = page({
  champion: nullable(teamAnswer),
  realignment: keyed(closed({ old: Type.String(), new: Type.String() })),
});

/** Beside the dashboard read only in the preseason: the question that starts the season (./seasonStages.ts). */
export const seasonStartAnswer = closed({
  year: Type.Integer(),
  question: Type.String(),
  recruiting: nullable(Type.String()),
});

/** A team's card: its Team only (no info, no conferences); closed, the walk (tests/server/contract.test.ts) reads it. */
export const teamInfoAnswer = closed({ team: teamAnswer, ...userId });

/** The original's answer, then ours: where the dynasty stands after it (closed, as team_info's). */
export const simAnswer = closed({
  status: word(['success']),
  weeks_simulated: COUNT,
  /** Our addition: where the dynasty now stands. */
  info: infoAnswer,
  ...userId,
});
