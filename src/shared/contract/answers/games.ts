// The week's games and a game's page (its preview, or its drives, plays, team stats and box score), with the
// rivalry, the game's day and why the line is what it is, as the document records them with ours (./wire.ts).
import Type, { type Static, type TProperties, type TSchema } from 'typebox';
import type { PlayerStatLine } from '../../types/common.js';
// Import circle: the box score's stat keys are typed there, and that file's page types are these schemas' Static.
import type { BoxStatKey } from '../../types/game.js';
import { alwaysSent, closed, int, keyed, nullable, num, text, word } from './kit.js';
import { COUNT, MONEYLINE, page, PLAYER_KEYS, RANK, RECORD, RESULT, SPREAD, TOTAL, teamAnswer, YEAR } from './wire.js';

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
const keyPlayer = closed(PLAYER_KEYS);
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
