// The answers of the original system's calls, as /work/shared/wire-format.md ("the document") records them: keys,
// nesting, value types and where null is allowed, with the keys of ours after them; every object closed, its schema
// naming each key (./kit.ts). Fastify writes these answers with these schemas; the web client's types, the original
// client's page types (../../types/) and the OpenAPI document come from them. List
// orders ("A to Z", "best first") are the document's too; the contract tests check them (JSON Schema has no word
// for an order).
import Type, { type Static, type TNumber, type TObject, type TProperties, type TSchema } from 'typebox';
// Import circle: the stat lines' keys are typed there, and that file's page types are these schemas' Static.
import type { PlayerStatLine } from '../../types/common.js';
// Import circle: the box score's stat keys are typed there, and that file's page types are these schemas' Static.
import type { BoxStatKey } from '../../types/game.js';
// Import circle: the player page's stat keys are typed there, and that file's page types are these schemas' Static.
import type { PlayerPageStats } from '../../types/player.js';
import { awardEntryAnswer } from './awardEntry.js';
import { alwaysSent, closed, eitherBy, int, keyed, nullable, num, text, userId, word } from './kit.js';

const RANK = int(1);
const COUNT = int(0);
const RATING = int(0, 99);
const YEAR = int(1869, 2200);
const YEAR_TEXT = text('^\\d{4}$');
const RECORD = text('^\\d+-\\d+ \\(\\d+-\\d+\\)$', 'overall record (conference record)');
const SPREAD = text('^([+-]\\d+(\\.5)?|Even)$');
const MONEYLINE = text('^[+-]\\d+$');
/** The total (over/under): combined points, in half points ("54.5"). */
const TOTAL = text('^\\d+(\\.5)?$');
export const RESULT = word(['W', 'L']);
const SCORE = text('^\\d+-\\d+$');
export const PLAYER_CLASS = word(['fr', 'so', 'jr', 'sr']);
export const STAR_KEYS = ['1', '2', '3', '4', '5'] as const;
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

const conferences = Type.Array(conferenceAnswer);

/**
 * 1.1: every page but home, team_info, fetchteams, schedulenc and sim: where the dynasty stands, then the page, then
 * the player's id (hosted). ./kit.ts's `extended` adds keys of ours to one of these.
 */
function page<P extends TProperties>(props: P) {
  return closed({ info: infoAnswer, team: teamAnswer, conferences, ...props, ...userId });
}

/** A page whose envelope comes with the conferences before the team (the schedule, standings and team pages). */
function pageConferencesFirst<P extends TProperties>(props: P) {
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

export const rosterPlayerAnswer = closed({
  id: Type.Integer(),
  first: Type.String(),
  last: Type.String(),
  pos: Type.String(),
  rating: RATING,
  year: PLAYER_CLASS,
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

/** A bracket side's team: a name, "TBD" or "Winner of ..."; a seed only when the team is known. */
export const matchupAnswer = closed({
  team1: Type.String(),
  team2: Type.String(),
  /** Absent (or null) while that side is not known yet. */
  seed1: Type.Optional(nullable(Type.Integer())),
  seed2: Type.Optional(nullable(Type.Integer())),
  /** Ours, once the game is scheduled: its id, and once played its winner and score. */
  id: Type.Optional(nullable(Type.Integer())),
  winner: Type.Optional(nullable(Type.String())),
  score1: Type.Optional(nullable(COUNT)),
  score2: Type.Optional(nullable(COUNT)),
});
export const bracketSideAnswer = closed({
  /** Seeds 8v9 and 5v12 on the left, 7v10 and 6v11 on the right. */
  first_round: Type.Array(matchupAnswer),
  /** Two per side: top seeds against first-round winners (8 teams: the first games; 16: winners of the first round). */
  quarterfinals: Type.Array(matchupAnswer),
  semifinal: matchupAnswer,
  /** Ours, 24 teams only: the second round (the top eight seeds against first-round winners). */
  second_round: Type.Optional(Type.Array(matchupAnswer)),
});
export const bracketAnswer = closed({
  left_bracket: bracketSideAnswer,
  right_bracket: bracketSideAnswer,
  championship: matchupAnswer,
  /** Ours, 4 teams: the two semifinals (the original's 4-team shape), beside the sides. */
  semifinals: Type.Optional(Type.Array(matchupAnswer)),
});
export const playoffTeamAnswer = closed({
  seed: int(1),
  name: Type.String(),
  record: RECORD,
  ranking: RANK,
  is_autobid: Type.Boolean(),
  /** Ours: the team's conference. */
  conference: Type.Optional(Type.String()),
});
export const bubbleTeamAnswer = closed({
  ranking: RANK,
  name: Type.String(),
  record: RECORD,
  conference: Type.String(),
});
/** seed: null when the champion is not in the field. */
export const conferenceChampionAnswer = closed({
  ranking: RANK,
  name: Type.String(),
  record: RECORD,
  seed: nullable(Type.Integer()),
  conference: Type.Optional(Type.String()),
});

export const playoffAnswer = page({
  /** The format: its row's id (ours), the field's size. */
  playoff: closed({ id: Type.Integer(), teams: int(2, 24), autobids: COUNT, conf_champ_top_4: Type.Boolean() }),
  playoff_teams: Type.Array(playoffTeamAnswer, { minItems: 2 }),
  bubble_teams: Type.Array(bubbleTeamAnswer, { maxItems: 5 }),
  conference_champions: Type.Array(conferenceChampionAnswer),
  /**
   * The bracket with results so far: 12 teams fill every round; 4 teams only each side's semifinal (empty
   * first_round and quarterfinals); 2 teams only the championship (both sides empty, semifinals "TBD").
   * Never null: sides not known yet read "TBD".
   */
  bracket: bracketAnswer,
});

export const standingsTeamAnswer = closed({
  name: Type.String(),
  ranking: RANK,
  /** Ours: the division, in seasons where the conference has divisions (listed division by division). */
  division: nullable(Type.String()),
  confWins: COUNT,
  confLosses: COUNT,
  totalWins: COUNT,
  totalLosses: COUNT,
  rating: RATING,
  last_game: nullable(scheduleGameAnswer),
  next_game: nullable(scheduleGameAnswer),
});

/** A conference's standings; the conference's name is absent for the independents. */
const standingsTeams = Type.Array(standingsTeamAnswer, { minItems: 1 });
/**
 * A conference's standings; the independents' have no conference name. (Two schemas rather than an optional key:
 * the serializer writes optional keys after the required ones, which would move the name after the teams.)
 */
export const standingsAnswer = eitherBy(
  'conference',
  pageConferencesFirst({ conference: Type.String(), teams: standingsTeams }),
  pageConferencesFirst({ teams: standingsTeams }),
);

/** Numbers by these keys, in this order. */
const numbers = <const K extends string>(keys: readonly K[]) =>
  closed(Object.fromEntries(keys.map((k) => [k, Type.Number()])) as Record<K, TNumber>);

/** An object with these keys, then the player page's stat keys of his position (numbers). */
const withStats = <S extends TObject>(schema: S) =>
  Type.Unsafe<Static<S> & PlayerPageStats>({ ...schema, additionalProperties: { type: 'number' } });

export const playerAnswer = page({
  /** Years with game logs (year selector), newest first. */
  years: Type.Array(YEAR, { minItems: 1 }),
  /** Ours: the season shown. */
  year: YEAR,
  player: closed({
    id: Type.Integer(),
    first: Type.String(),
    last: Type.String(),
    pos: Type.String(),
    year: PLAYER_CLASS,
    rating: RATING,
    starter: Type.Boolean(),
    /** Recruiting stars 1-5. */
    stars: int(1, 5),
    development_trait: int(0, 5),
  }),
  /** By season ("2024"): the class, rating and games, then the position's stats. */
  yearly_cumulative_stats: keyed(
    withStats(Type.Object({ class: PLAYER_CLASS, rating: RATING, games: COUNT })),
    '^\\d{4}$',
  ),
  /** The games of the season shown, by week: each game, then his numbers in it. */
  game_logs: Type.Array(withStats(Type.Object({ game: scheduleGameAnswer }))),
  /** Ours: his class with his redshirt, his injury, his body, potential and attributes. */
  profile: closed({
    /** Class with redshirt status: "So (RS)". */
    class_label: Type.String(),
    /** Has used his redshirt year; is being redshirted this season (held out to keep his year). */
    redshirted: Type.Boolean(),
    redshirting: Type.Boolean(),
    games_played: COUNT,
    /** What he is hurt with, or null. */
    injury: nullable(Type.String()),
    /** First week he can play again (null: healthy; out_for_season: not this season). */
    return_week: nullable(Type.Integer()),
    out_for_season: Type.Boolean(),
    /** Inches, and as feet-inches ("6-2"); pounds. */
    height: int(1),
    height_label: Type.String(),
    weight: int(1),
    potential: RATING,
    attributes: keyed(RATING),
  }),
  /** Ours: his rating at the end of each season played, then now. */
  ratings_by_season: Type.Array(closed({ year: YEAR, rating: RATING })),
  /** Ours: seasons and games, then his career's totals by stat. */
  career_totals: withStats(Type.Object({ seasons: COUNT, games: COUNT })),
  /** Ours: his awards, newest first. */
  awards: Type.Array(awardEntryAnswer),
  /** Ours: his position changes, the first first. */
  position_changes: Type.Array(
    closed({
      /** The season the offseason followed. */
      year: YEAR,
      team: Type.String(),
      from: Type.String(),
      to: Type.String(),
      rating_before: RATING,
      rating_after: RATING,
      /** His coach moved him ('coach'), or a computer program's staff ('staff'). */
      made_by: word(['coach', 'staff']),
    }),
  ),
});

/** A team in a week's game: its name (a Team with its stats in the game's page). */
export const weekGameTeamAnswer = closed({
  name: Type.String(),
  /** Ours: the rank shown (as rankATOG/rankBTOG) and the record. */
  ranking: RANK,
  record: RECORD,
  /** Ours: an FCS opponent (always teamB, the visitor): no team page. */
  fcs: Type.Optional(Type.Boolean()),
});

/** The game keys of the week page (and of the game page, whose teams are Team objects). */
function weekGameKeys<S extends TProperties[string]>(side: S) {
  return {
    id: int(1),
    teamA: side,
    teamB: side,
    siteA: word(['home', 'neutral']),
    base_label: text('.'),
    /** Ours: the game's own name when it has one ("Iron Bowl"), else null. */
    name: nullable(Type.String()),
    spreadA: nullable(SPREAD),
    spreadB: nullable(SPREAD),
    moneylineA: nullable(MONEYLINE),
    moneylineB: nullable(MONEYLINE),
    /** Ours, beside the spreads: the game's total (over/under). */
    total: nullable(TOTAL),
    winProbA: num(0, 1),
    winProbB: num(0, 1),
    weekPlayed: int(1),
    year: YEAR,
    rankATOG: RANK,
    rankBTOG: RANK,
    resultA: nullable(RESULT),
    resultB: nullable(RESULT),
    overtime: COUNT,
    scoreA: nullable(COUNT),
    scoreB: nullable(COUNT),
    headline: nullable(Type.String()),
    info: Type.String({ description: 'ours: a line on the game' }),
    winner: nullable(Type.String()),
    watchability_score: num(0, 100),
    /** Ours: the label shown ("Iron Bowl", "Conference", ...) and whether it is the game of the week. */
    label: Type.String(),
    game_of_week: Type.Boolean(),
    /**
     * Ours: present (true) when the result was forced (its headline says so), or an unplayed game's will be;
     * forced_note says what in words (the commissioner's reason when he forced it).
     */
    forced: Type.Optional(Type.Boolean()),
    forced_note: Type.Optional(Type.String()),
  };
}

/**
 * The shape's keys: siteA is teamA's site, 'home' (teamB visits) or 'neutral'; base_label "Iron Bowl", or
 * "Conference: SEC", "Non-Conference: SEC vs Big Ten"; rankATOG/rankBTOG the ranks at the time of the game;
 * overtime the periods played; winner the winner's name, null while unplayed; watchability_score 0-100.
 */
export const weekGameAnswer = closed(weekGameKeys(weekGameTeamAnswer));

export const weekAnswer = page({
  week: int(1),
  games: Type.Array(weekGameAnswer, { description: 'most watchable first' }),
});

/** A preview's key player: the best of each team by rating. */
const keyPlayer = closed({
  id: Type.Integer(),
  first: Type.String(),
  last: Type.String(),
  pos: Type.String(),
  rating: RATING,
  year: PLAYER_CLASS,
});
/**
 * A line of the box score: the player, his numbers of the game (by category) and the line as text. Its keys come in
 * the answer's order, so they are described by name patterns (the numbers' keys are the stat keys).
 */
const TEXT_KEYS = ['team_name', 'first', 'last', 'pos', 'game_log_string'];
const logLine = Type.Unsafe<
  {
    player_id: number;
    team_name: string;
    game_log_string: string;
    first: string;
    last: string;
    pos: string;
    /** Rushing and receiving: the yards the category is sorted by. */
    yards?: number;
  } & PlayerStatLine &
    Partial<Record<BoxStatKey, number>> & {
      /** Its stats by name, as the answer's schema reads them. */
      [stat: string]: number | string | undefined;
    }
>({
  type: 'object',
  required: ['player_id', 'team_name', 'game_log_string'],
  patternProperties: {
    [`^(${TEXT_KEYS.join('|')})$`]: { type: 'string' },
    [`^(?!(${TEXT_KEYS.join('|')})$)`]: { type: 'number' },
  },
});
/** One list per team, teamA's then teamB's. */
const bothTeams = <S extends TSchema>(list: S) =>
  Type.Unsafe<[Static<S>, Static<S>]>(Type.Array(list, { minItems: 2, maxItems: 2 }));

/** A team stat of the game, side by side: a number, or a figure such as "5/12" (third downs made of tried). */
const gameStat = Type.Unsafe<number | string>({ type: ['number', 'string'] });
const statPair = closed({ teamA: gameStat, teamB: gameStat });

/** offense: the team with the ball; result: "Touchdown", "Punt", "Interception"... */
export const driveAnswer = closed({
  offense: Type.String(),
  result: Type.String(),
  points: Type.Integer(),
  scoreAAfter: COUNT,
  scoreBAfter: COUNT,
  /** Ours: the drive's yards, plays and the quarter it started in. */
  yards: Type.Optional(Type.Integer()),
  playCount: Type.Optional(COUNT),
  quarter: Type.Optional(int(1)),
});

/** Ours: a snap of the play-by-play; yardLine from the offense's own goal line, drive a 0-based index into drives. */
const playAnswer = closed({
  drive: COUNT,
  quarter: int(1),
  /** The game clock at the snap, "MM:SS". */
  clock: Type.String(),
  offense: Type.String(),
  down: int(0, 4),
  yardsToGo: COUNT,
  yardLine: int(0, 100),
  text: Type.String(),
  scoreA: COUNT,
  scoreB: COUNT,
});

/** Ours: a rivalry game's name, its trophy (null: none) and the teams' last meeting (shared/live-types.ts). */
export const rivalryAnswer = closed({
  name: Type.String(),
  trophy: nullable(Type.String()),
  last_meeting: nullable(closed({ year: YEAR, week: int(1), winner: Type.String(), score: text('^\\d+-\\d+$') })),
});

/**
 * Ours: the day of a game (core/sim/gameDay.ts): the home stadium (null at a neutral site), the weather the game is
 * played in (indoors under a roof), and both in words (shared/gameDayText.ts).
 */
export const gameDayAnswer = closed({
  stadium: nullable(closed({ name: Type.String(), capacity: COUNT, roof: word(['open', 'dome']) })),
  weather: closed({
    indoors: Type.Boolean(),
    /** °F. */
    temperature: Type.Integer(),
    /** Mean wind over the game, mph. */
    wind: COUNT,
    precipitation: word(['none', 'rain', 'snow']),
  }),
  text: Type.String(),
});

/** Ours: why the line is what it is (shared/lineWhy.ts): parts adding up to the favourite's margin, and in words. */
export const lineWhyAnswer = closed({
  /** The team the line favours (the home team on an even line). */
  favourite: Type.String(),
  /** The favourite's margin as the line shows it (0: even). */
  margin: num(0),
  /** Add up to margin (to the tenth): each what it adds to the favourite's margin, in points (tenths). */
  parts: Type.Array(closed({ label: Type.String(), points: Type.Number() })),
  /** The parts in words, e.g. "Oregon 21.3 points better than an average FBS team, ...: Oregon by 38.5". */
  text: Type.String(),
});

/**
 * A game's page: before it is played, its preview (the teams' stats and top players); once played, its final
 * (drives, team stats, the box score's lines; `stats` is empty once the box score is no longer kept).
 */
export const gameAnswer = alwaysSent(
  page({
    game: closed({
      ...weekGameKeys(teamAnswer),
      /** Ours: which team was at home; absent, or both null, at a neutral site. */
      home: Type.Optional(nullable(Type.String())),
      away: Type.Optional(nullable(Type.String())),
      rivalry: Type.Optional(nullable(rivalryAnswer)),
      day: Type.Optional(nullable(gameDayAnswer)),
    }),
    /** Unplayed games: teamA's then teamB's best players, up to 5 each. */
    top_players: Type.Optional(bothTeams(Type.Array(keyPlayer, { maxItems: 5 }))),
    /** Ours, in a preview: why the line is what it is; null for a game without a line or one set before it was kept. */
    line_why: Type.Optional(nullable(lineWhyAnswer)),
    /** Played games (empty while unplayed). */
    drives: Type.Array(driveAnswer),
    /**
     * Stat name (lower case; the client title-cases it) -> both values, in display order: the original's nine
     * ("total yards" ... "turnovers") first, then ours.
     */
    stats: keyed(statPair),
    /** The box score's lines by category (every category empty while unplayed or when the lines are not kept). */
    game_logs: Type.Optional(
      closed({
        Passing: Type.Array(logLine),
        Rushing: Type.Array(logLine),
        Receiving: Type.Array(logLine),
        Kicking: Type.Array(logLine),
        Defense: Type.Array(logLine),
        Punting: Type.Array(logLine),
      }),
    ),
    /** Ours: points per quarter (overtime periods after the four). */
    linescore: Type.Optional(nullable(closed({ teamA: Type.Array(COUNT), teamB: Type.Array(COUNT) }))),
    plays: Type.Optional(nullable(Type.Array(playAnswer))),
    /** Ours: the sentence shown where a game's detail was dropped by the dynasty's retention setting. */
    detail_notice: Type.Optional(nullable(Type.String())),
  }),
  ['drives', 'stats'],
);

const TEAM_STAT_KEYS = [
  'games',
  'ppg',
  'pass_cpg',
  'pass_apg',
  'comp_percent',
  'pass_ypg',
  'pass_tdpg',
  'rush_apg',
  'rush_ypg',
  'rush_ypc',
  'rush_tdpg',
  'playspg',
  'yardspg',
  'ypp',
  'first_downs_pass',
  'first_downs_rush',
  'first_downs_total',
  'fumbles',
  'interceptions',
  'turnovers',
] as const;
export const teamStatsLineAnswer = numbers(TEAM_STAT_KEYS);
/** Team statistics (closed: the walk reads it at every stop). */
export const teamStatsAnswer = closed({
  info: infoAnswer,
  conferences,
  team: teamAnswer,
  /** Team name -> its offense per game; defense is what opponents did against it. */
  offense: keyed(teamStatsLineAnswer),
  defense: keyed(teamStatsLineAnswer),
  /** Ours: each team's conference that season ("Independent" for the independents), for the filter. */
  team_conferences: keyed(Type.String()),
  ...userId,
});

/** The stat lines of the individual leaders, one per category. */
export const leaderStatsAnswers = {
  passing: numbers([
    'att',
    'cmp',
    'yards',
    'td',
    'int',
    'pct',
    'passer_efficiency',
    'passer_rating',
    'adjusted_pass_yards_per_attempt',
    'yards_per_game',
  ]),
  rushing: numbers(['att', 'yards', 'td', 'fumbles', 'yards_per_rush', 'yards_per_game']),
  receiving: numbers(['rec', 'yards', 'td', 'yards_per_rec', 'yards_per_game']),
  defense: numbers([
    'games',
    'tackles',
    'sacks',
    'tfl',
    'int',
    'int_yards',
    'passes_defended',
    'forced_fumbles',
    'td',
    'tackles_per_game',
  ]),
  kicking: numbers(['games', 'fgm', 'fga', 'fg_pct', 'long', 'xpm', 'xpa', 'points']),
  punting: numbers(['games', 'punts', 'yards', 'average', 'long', 'inside20']),
};

/** A leader: team is his team's name; stats the category's line (per_game figures divide by his own games). */
export const leaderEntryAnswer = <S extends TSchema>(stats: S) =>
  closed({
    id: Type.Integer(),
    first: Type.String(),
    last: Type.String(),
    pos: Type.String(),
    team: Type.String(),
    gamesPlayed: COUNT,
    stats,
  });
/**
 * A category's leaders by player id (as a JSON key), in leader order (JSON keeps insertion order... except for
 * integer keys, so clients sort themselves, as the original's did).
 */
const leaders = <S extends TSchema>(stats: S) => keyed(leaderEntryAnswer(stats), '^\\d+$');
/** Every category's leaders, or only the one asked for (?category=); closed, the walk reads every category. */
export const individualStatsAnswer = closed({
  info: infoAnswer,
  team: teamAnswer,
  conferences,
  stats: closed({
    passing: Type.Optional(leaders(leaderStatsAnswers.passing)),
    rushing: Type.Optional(leaders(leaderStatsAnswers.rushing)),
    receiving: Type.Optional(leaders(leaderStatsAnswers.receiving)),
    defense: Type.Optional(leaders(leaderStatsAnswers.defense)),
    kicking: Type.Optional(leaders(leaderStatsAnswers.kicking)),
    punting: Type.Optional(leaders(leaderStatsAnswers.punting)),
  }),
  ...userId,
});

const perStar = closed(
  Object.fromEntries(STAR_KEYS.map((k) => [k, num(0)])) as Record<(typeof STAR_KEYS)[number], ReturnType<typeof num>>,
);
/** star_percentages: the share of the tier's players with each star rating, 0-100. */
export const prestigeStarsRowAnswer = closed({
  prestige: Type.Integer(),
  avg_rating: Type.Number(),
  avg_stars: Type.Number(),
  star_percentages: perStar,
});
/**
 * The ratings tables: total_star_counts' avg_ratings_fr..sr are the average rating per star rating within each
 * class; teams are sorted by rating, best first. Closed: the walk reads it at every stop.
 */
export const ratingsAnswer = closed({
  info: infoAnswer,
  team: teamAnswer,
  conferences,
  prestige_stars_table: Type.Array(prestigeStarsRowAnswer),
  team_counts_by_prestige: Type.Array(closed({ prestige: Type.Integer(), team_count: COUNT })),
  total_star_counts: closed({
    counts: perStar,
    avg_ratings: perStar,
    avg_ratings_fr: perStar,
    avg_ratings_so: perStar,
    avg_ratings_jr: perStar,
    avg_ratings_sr: perStar,
  }),
  teams: Type.Array(closed({ name: Type.String(), rating: RATING, prestige: Type.Integer() })),
  ...userId,
});

const progressionPlayer = {
  id: Type.Integer(),
  first: Type.String(),
  last: Type.String(),
  pos: Type.String(),
  rating: RATING,
  year: PLAYER_CLASS,
  /** Ours: a starter, and his team. */
  starter: Type.Boolean(),
  team: Type.String(),
};

export const recruitAnswer = closed({
  id: Type.Integer(),
  first: Type.String(),
  last: Type.String(),
  pos: Type.String(),
  rating: RATING,
  stars: int(1, 5),
  /** Ours: his development trait, 0-5. */
  development_trait: Type.Optional(int(0, 5)),
});

/** One team's freshman class, best players first; weighted_score 0-100, the best class 100. */
export const teamFreshmenAnswer = closed({
  team_name: Type.String(),
  team: teamAnswer,
  players: Type.Array(recruitAnswer, { minItems: 1 }),
  total_points: Type.Number(),
  avg_stars: num(1, 5),
  player_count: int(1),
  five_stars: COUNT,
  four_stars: COUNT,
  three_stars: COUNT,
  two_stars: COUNT,
  one_stars: COUNT,
  weighted_score: num(0, 100),
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

/** The document's roster progression page (./seasonStages.ts adds ours and the stage's question). */
export const rosterProgressionPageAnswer = page({
  progressed: Type.Array(closed({ ...progressionPlayer, change: Type.Integer() })),
  leaving: Type.Array(closed(progressionPlayer)),
});

/** The document's recruiting summary page (./seasonStages.ts adds ours and the stage's question). */
export const recruitingSummaryPageAnswer = page({ team_rankings: Type.Array(teamFreshmenAnswer, { minItems: 1 }) });

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
