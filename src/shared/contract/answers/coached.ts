// The coached game's answer (GET /api/coached_game, POST /api/coached_game/start, /call and /situations): our
// addition beside the original system's calls (./wire.ts).
import Type from 'typebox';
// Import circle: the schemas read the word lists there, and those files' types are these schemas' Static.
import {
  COACH_TEMPOS_WIRE,
  DECISION_KINDS,
  FORMATIONS_WIRE,
  FRONTS_WIRE,
  GAIN_KINDS,
  GRADE_KINDS,
  PERSONNEL_WIRE,
  SITUATION_NAMES,
  SITUATION_SIDE_NAMES,
} from '../../coached-types.js';
// Import circle: the schemas read the word lists there, and that file's types are these schemas' Static.
import { DRIVE_RESULTS_WIRE, PLAY_ART_KINDS, PLAY_ART_RESULTS } from '../../live-types.js';
import { closed, int, nullable, num, text, userId, word } from './kit.js';
import { gameDayAnswer, rivalryAnswer } from './games.js';
import { infoAnswer } from './wire.js';

const SIDE = word(['home', 'away']);
const PERCENT = num(0, 100);
const CLOCK = text('^\\d{1,2}:\\d\\d$');

/** A player a play's drawing names. */
export const artPlayerAnswer = closed({ name: Type.String(), pos: Type.String() });
const artPlayer = nullable(artPlayerAnswer);

/**
 * A play as the field draws it: the sets both sides lined up in and what the play did. The sets are what the engine
 * played: the coach's calls, else the staff's own formation, personnel and front (a snap called without them is
 * played from them).
 */
export const playArtAnswer = closed({
  kind: word(PLAY_ART_KINDS),
  /**
   * The offence's formation (shotgun, pistol, under_center, empty, goal_line), or a kick's unit (punt, field_goal,
   * kickoff).
   */
  formation: Type.String(),
  /** Backs then tight ends ("11": one back, one tight end, three receivers); null for a kick's unit. */
  personnel: nullable(Type.String()),
  /** The defence's front (4-3, 3-4, 4-2-5, 3-3-5, nickel, dime, goal_line), or a kick's return unit. */
  front: Type.String(),
  /** The coverage called (cover0 ... man_pressure), or null: the defensive call's own. */
  coverage: nullable(Type.String()),
  /** The defensive call (base, run_blitz, pass_blitz, zone, man_press, goal_line); null on kicks. */
  defense_call: nullable(Type.String()),
  /**
   * The play: the coach's call (inside_run, outside_run, option, qb_sneak, quick_pass, intermediate_pass, deep_shot,
   * screen, play_action), or the staff's as it went (run, qb_run, sweep, screen, quick_pass, intermediate_pass,
   * deep_shot, hail_mary, dropback, kneel, spike); a kick's kind.
   */
  play: nullable(Type.String()),
  /** The play was a coach's own call. */
  play_called: Type.Boolean(),
  /** Who had the ball at the end: the runner, the receiver of a catch, a kick's returner. */
  ball_carrier: artPlayer,
  /** The passer, or the kicker or punter. */
  passer: artPlayer,
  /** The intended receiver of a throw. */
  target: artPlayer,
  /** The tackler, sacker, interceptor, fumble recoverer or the defender who broke up the pass. */
  defender: artPlayer,
  /** The throw's depth: 0 behind the line, 1 short, 2 intermediate, 3 deep (null: no throw). */
  depth: nullable(int(0, 3)),
  /** Yards the ball travelled in the air past the line of scrimmage (null: no throw). */
  air_yards: nullable(Type.Integer()),
  /** Yards gained from the line of scrimmage (a kick: its length, or its return's yards). */
  yards: Type.Integer(),
  result: word(PLAY_ART_RESULTS),
});

/** A row of the drive chart: where a drive began and ended, what it took and how it ended. */
export const driveRowAnswer = closed({
  /** The team with the ball. */
  offense: SIDE,
  /** The quarter it began in (5 for the first overtime...). */
  quarter: int(1),
  /** The quarter's clock when it began ("M:SS"; 0:00 in overtime). */
  clock: CLOCK,
  /** Where it began and ended, as the play-by-play names a spot ("OSU 25"; "OSU end zone" past a goal line). */
  start_field: Type.String(),
  end_field: Type.String(),
  /** The same spots in yards from the home team's goal line (0-100), for the chart's bars. */
  start_ball_on: int(0, 100),
  end_ball_on: int(0, 100),
  /** Scrimmage plays (kicks and penalties aside). */
  plays: int(0),
  /** Net yards, penalties included. */
  yards: Type.Integer(),
  /** Game clock used ("M:SS"). */
  time: text('^\\d{1,3}:\\d\\d$'),
  result: word(DRIVE_RESULTS_WIRE),
  /** Points the offence scored on the drive. */
  points: int(0),
  /** The score when it ended (so far, for the drive under way). */
  home_score: int(0),
  away_score: int(0),
});

/** A line of the play-by-play with the situation at the snap and the home team's chance to win after it. */
export const livePlayAnswer = closed({
  quarter: int(1),
  /** The quarter's clock at the snap, "M:SS" (0:00 in overtime). */
  clock: CLOCK,
  /** Seconds of regulation left at the snap (0 in overtime). */
  seconds_left: int(0, 3600),
  offense: SIDE,
  /** 0 for kicks and tries. */
  down: int(0, 4),
  distance: int(0),
  /** Yards from the home team's goal line (0-100), where the ball is snapped. */
  ball_on: int(0, 100),
  /** The line of scrimmage as the play-by-play names it ("OSU 32"). */
  field: Type.String(),
  text: Type.String(),
  /** The score after the play. */
  home_score: int(0),
  away_score: int(0),
  /** The home team's chance to win after the play, 0-100. */
  home_wp: PERCENT,
  /**
   * The drive it belongs to: an index into the game's `drives` (a kick-off: the drive it starts; a try: its
   * touchdown's).
   */
  drive: int(0),
  /** The play drawn (null: a timeout, or a game whose plays can no longer be replayed: only their text was kept). */
  art: nullable(playArtAnswer),
});

/** One graded decision: what each choice would have given, what was chosen and what it cost. */
const gradeAnswer = closed({
  kind: word(GRADE_KINDS),
  quarter: int(1),
  clock: CLOCK,
  /** "4th & 2 at MID 45, down 3". */
  situation: Type.String(),
  /** Each choice with the coached team's chance to win after it, 0-100. */
  choices: Type.Array(closed({ call: Type.String(), win_probability: PERCENT }), { minItems: 2 }),
  chosen: Type.String(),
  best: Type.String(),
  /** Points of win probability given up against the best choice (0 when the best was chosen). */
  cost: int(0, 100),
  /** The coordinator made the call (the coach left it to him). */
  by_coordinator: Type.Boolean(),
  /** "go for it: 61%, punt: 54% - you punted, -7%". */
  text: text('%.* - '),
});

/** The coached game's keys (the head-to-head game repeats them, ./live.ts). */
export const coachedGameKeys = {
  info: infoAnswer,
  id: int(1),
  year: Type.Integer(),
  week: int(1),
  home: Type.String(),
  away: Type.String(),
  home_abbreviation: Type.String(),
  away_abbreviation: Type.String(),
  /** The side the player coaches. */
  coached: SIDE,
  /** Played on a neutral field (a bowl, a title game, a neutral-site game): "home" is the listed home team. */
  neutral: Type.Boolean(),
  /** A coordinator calls only these decisions (the offence's snaps for the offensive coordinator); null: all of them. */
  you_call: nullable(word(DECISION_KINDS)),
  status: word(['playing', 'final']),
  quarter: int(1),
  clock: CLOCK,
  home_score: int(0),
  away_score: int(0),
  /** The team with the ball (or kicking off, or trying after its touchdown). */
  offense: SIDE,
  /** 0 for a kick-off or a try. */
  down: int(0, 4),
  distance: int(0),
  /** Yards from the home team's goal line (0-100). */
  ball_on: int(0, 100),
  field: Type.String(),
  home_timeouts: int(0, 3),
  away_timeouts: int(0, 3),
  /** Does the game clock run until the next snap (false: stopped until the snap)? */
  clock_running: Type.Boolean(),
  /** The season's play clock after a play: 40 seconds since 2008, 25 before. */
  play_clock: int(25, 40),
  /** The tempo the player set on offense: it holds until changed; `auto` is the coordinator's. */
  tempo: word(COACH_TEMPOS_WIRE),
  /** What the other team has shown so far this game. */
  opponent: closed({
    abbreviation: Type.String(),
    /** Its offense: scrimmage plays, the share of runs and of passes (0-100). */
    offense: closed({ plays: int(0), run_pct: PERCENT, pass_pct: PERCENT }),
    /** Its defense against the player's snaps: snaps seen, the share of blitzes (run and pass), zones, man, base. */
    defense: closed({ snaps: int(0), blitz_pct: PERCENT, zone_pct: PERCENT, man_pct: PERCENT, base_pct: PERCENT }),
  }),
  /** The last scrimmage plays that stood (up to 5, the newest last), each a scrimmage play's gain. */
  last_gains: Type.Array(closed({ offense: SIDE, yards: Type.Integer(), kind: word(GAIN_KINDS) }), { maxItems: 5 }),
  /** The home team's chance to win now, 0-100. */
  home_wp: PERCENT,
  /** The decision the game waits for (null: none, the game over). */
  pending: nullable(
    closed({
      kind: word(DECISION_KINDS),
      /**
       * The calls that can be made now (on offense the tempos that can be set: `tempo_huddle`, `tempo_hurry`,
       * `tempo_milk`, `tempo_auto`), then `coordinator` (this decision), `coordinator_drive`, `coordinator_rest`.
       */
      calls: Type.Array(Type.String(), { minItems: 2 }),
      /** The plays of `calls` that can be sent to the sideline ("quick_pass+sideline"). */
      sideline: Type.Array(Type.String()),
      /**
       * The staff's book for this decision (its scheme's): the formations and personnel a play may name on offense,
       * the fronts a defensive call may name on defense (empty otherwise); the first of each is the staff's own.
       */
      formations: Type.Array(word(FORMATIONS_WIRE)),
      personnel: Type.Array(word(PERSONNEL_WIRE)),
      fronts: Type.Array(word(FRONTS_WIRE)),
    }),
  ),
  /** The situations that come to the coach, and whose snaps they ask about (kick-offs and tries aside). */
  situations: closed({
    situations: Type.Array(word(SITUATION_NAMES), { minItems: 1 }),
    sides: word(SITUATION_SIDE_NAMES),
  }),
  calls_made: int(0),
  plays: Type.Array(livePlayAnswer),
  /** The graded decisions, once the game is over; summary: "7 decisions graded: 5 best, 2 costly (-9% in all)". */
  grades: nullable(closed({ grades: Type.Array(gradeAnswer), summary: Type.String(), total_cost: int(0) })),
  /** Every drive so far, the one under way last (result in_progress). */
  drives: Type.Array(driveRowAnswer),
  /** The rivalry the game is (null: none). */
  rivalry: nullable(rivalryAnswer),
  /** The home stadium and the weather the game is played in, in words too (shared/gameDayText.ts); null: its game is not in the save. */
  day: nullable(gameDayAnswer),
};

export const coachedGameAnswer = closed({ ...coachedGameKeys, ...userId });
