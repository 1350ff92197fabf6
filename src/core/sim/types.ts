// Types of the game engine: what goes into a game and everything it produces. All plain data
// (JSON-serialisable) so results can be saved, sent over HTTP and compared in tests.

import type { GameDay, Weather } from './gameDay.js';
import type { DefensiveFront, OffensiveScheme } from '../coaches/types.js';
import type { Player, Position } from '../players/types.js';
import type { Rng } from '../random.js';
// Import circle: a game's input may carry the lineup cache, which builds lineups of its teams (types only).
import type { LineupCache } from './lineup.js';

export type Side = 'home' | 'away';

/** A team as the engine sees it: its roster with the depth chart set (depth, starter). */
export interface GameTeam {
  name: string;
  abbreviation: string;
  players: Player[];
  /** How the head coach plays (src/core/coaches/gamePlan.ts); absent: the league's average plan. */
  plan?: GamePlan;
}

/**
 * A head coach's way of playing, as the engine reads it. Every number is a shift from the league's average
 * team (0 = average), so a league of plans drawn around the middle keeps the league's averages.
 */
export interface GamePlan {
  /** Log-odds added to the situational pass chance (option about -1.5, air raid about +0.8). */
  passLean: number;
  /** Seconds added to the normal between-play runoff (negative: up-tempo). */
  runoffShift: number;
  /** Added to the share of designed runs the quarterback keeps (option, spread read plays). */
  qbRunShift: number;
  /** Multipliers of the receivers', tight ends' and backs' share of targets. */
  targets: { wr: number; te: number; rb: number };
  /** Added to the share of deep throws (taken from short ones). */
  deepShift: number;
  /** Yards added to the distances at which the coach goes for it on fourth down. */
  fourthDownAggression: number;
  /** Rating points the defensive front adds to run defence, pass rush and coverage. */
  front: { runStop: number; passRush: number; coverage: number };
  /** Rating points the staff's teaching and game plan add to the offence and the defence on every snap. */
  offenseEdge: number;
  defenseEdge: number;
  /**
   * Rating points the head coach's and coordinators' game-day abilities add on some snaps (core/coaches/archetypes.ts),
   * measured from the league's mean: his offense inside the opponent's 20 and on third and fourth downs, his defense on
   * third and fourth downs. Absent: none.
   */
  situations?: { redZone: number; moneyDownOffense: number; moneyDownDefense: number };
  /** The staff's schemes, which pick its playbook (core/playbook; absent: the league's most common). */
  scheme?: OffensiveScheme;
  defensiveFront?: DefensiveFront;
}

/** Overtime format of an era. */
export interface OvertimeRules {
  /** Yard line (distance to the goal) where each overtime possession starts. */
  startYardsToGoal: number;
  /** From this overtime period on, a team that scores a touchdown must try for two. */
  twoPointRequiredFrom: number;
  /** From this period on, teams alternate single two-point plays instead of possessions (null: never). */
  twoPointShootoutFrom: number | null;
}

/** The playing rules of a season that the engine follows. */
export interface EraRules {
  year: number;
  /**
   * 'always': before 2023 the clock stopped on every first down until the chains were set.
   * 'lastTwoMinutes': from 2023 only in the last two minutes of each half.
   */
  clockStopsOnFirstDown: 'always' | 'lastTwoMinutes';
  /**
   * After a carrier goes out of bounds: 'snap', the clock stays stopped until the next snap (before 2008); 'ready',
   * from 2008 it starts on the referee's ready signal except in the last two minutes of each half.
   */
  outOfBoundsClock: 'snap' | 'ready';
  /** The play clock after a play: 40 seconds from the end of the play since 2008; 25 from the ready signal before. */
  playClock: 40 | 25;
  /** 2006 only: the clock started on the ready signal after a change of possession and on the kick of a kick-off. */
  clockStartsOnChange: boolean;
  /** Yard line (from the receiving team's goal) of a touchback on a kickoff (25 since 2012, 20 before). */
  kickoffTouchback: number;
  /** Kicking team's yard line for kickoffs (35 since 2007, 30 before). */
  kickoffSpot: number;
  /** A fair catch inside the 25 is a touchback (since 2018). */
  fairCatchTouchback: boolean;
  timeoutsPerHalf: number;
  overtime: OvertimeRules;
  /** How efficient offenses were in the season's era (era.ts): the game's football, not its rulebook. */
  play: EraPlay;
}

/**
 * What moves with the era beyond the rules (shared/reference/fbs-eras.md): passing got more accurate, ball
 * carriers gained more a carry, turnovers grew rarer. Shifts from the 2023-24 game the engine is calibrated to.
 */
export interface EraPlay {
  /** Added to every throw's completion chance. */
  completion: number;
  /** Factor on interception chances. */
  interception: number;
  /** Factor on fumble chances (runs, catches, sacks). */
  fumble: number;
  /** Yards added to an ordinary run's mean. */
  runYards: number;
  /** Yards added to the mean run after a catch (0 or fewer). */
  catchYards: number;
  /** Seconds added to the normal between-play runoff (the era's tempo). */
  runoff: number;
  /** Factor on how much a rating edge matters on a snap (edges.ts TALENT_SCALE). */
  talent: number;
  /** Yards the era's kickers fall short of 2023-24's: on their 50% distance, and on their coaches' range. */
  kickShort: { make: number; range: number };
}

export interface SimulateGameInput {
  home: GameTeam;
  away: GameTeam;
  neutral: boolean;
  rules: EraRules;
  rng: Rng;
  /** Produce the play-by-play text (off by default: it is the slowest part). */
  playByPlay?: boolean;
  /**
   * Pregame spread of the home team (negative = home favoured) for the headline's upset test. When
   * absent the engine works it out from the rosters.
   */
  homeSpread?: number;
  /** Lineups kept between games by a caller that plays the same roster arrays again (none: built for this game). */
  lineups?: LineupCache;
  /** The day's weather and home edge (gameDay.ts); absent: a calm, dry day and the league's flat HOME_EDGE. */
  day?: Pick<GameDay, 'weather' | 'homeEdge'>;
}

export type DriveResult =
  | 'touchdown'
  | 'fieldGoal'
  | 'punt'
  | 'interception'
  | 'fumble'
  | 'downs'
  | 'missedFieldGoal'
  | 'safety'
  | 'endOfHalf'
  | 'endOfGame'
  /** One alternating two-point play of the overtime shootout. */
  | 'twoPointTry';

export interface Drive {
  offense: Side;
  /** Quarter the drive began in: 1-4, then 5 for the first overtime, 6 for the second... */
  quarter: number;
  /** Seconds left in the quarter when the drive began (0 in overtime). */
  startClock: number;
  /** Where the drive began, yards from the offense's own goal line (1-99). */
  startYardLine: number;
  /** The same as "OSU 25" / "50". */
  startField: string;
  /** Scrimmage plays (runs, passes, sacks, kneels, spikes), not kicks or penalties. */
  plays: number;
  /** Net yards of the drive, penalties included. */
  yards: number;
  /** Seconds of game clock the drive used. */
  duration: number;
  result: DriveResult;
  /** Points scored by the offense on the drive (touchdown and try, field goal). */
  points: number;
  /** Points scored by the defense during the drive (return touchdown and its try, safety). */
  defensePoints: number;
  homeScoreAfter: number;
  awayScoreAfter: number;
}

export interface TeamGameStats {
  points: number;
  firstDowns: number;
  firstDownsPass: number;
  firstDownsRush: number;
  firstDownsPenalty: number;
  totalYards: number;
  /** Net passing yards (sacks are rushing plays in NCAA scoring). */
  passYards: number;
  /** Rushing yards, sack losses included. */
  rushYards: number;
  passAttempts: number;
  completions: number;
  passTouchdowns: number;
  /** Rushing attempts, sacks included. */
  rushAttempts: number;
  rushTouchdowns: number;
  /** Offensive plays: pass attempts plus rush attempts. */
  plays: number;
  thirdDownAttempts: number;
  thirdDownConversions: number;
  fourthDownAttempts: number;
  fourthDownConversions: number;
  turnovers: number;
  fumbles: number;
  fumblesLost: number;
  interceptionsThrown: number;
  penalties: number;
  penaltyYards: number;
  /** Sacks made by this team's defense. */
  sacks: number;
  /** Sacks this team's quarterbacks took, and the yards they lost. */
  sacksAllowed: number;
  sackYardsLost: number;
  punts: number;
  puntYards: number;
  fieldGoalsAttempted: number;
  fieldGoalsMade: number;
  extraPointsAttempted: number;
  extraPointsMade: number;
  twoPointAttempts: number;
  twoPointConversions: number;
  kickReturnYards: number;
  puntReturnYards: number;
  /** Seconds of regulation game clock with the ball. */
  timeOfPossession: number;
  drives: number;
}

export interface PassingLine {
  comp: number;
  att: number;
  yds: number;
  td: number;
  int: number;
  sacks: number;
  sackYds: number;
  long: number;
}
export interface RushingLine {
  att: number;
  yds: number;
  td: number;
  long: number;
  fumbles: number;
  fumblesLost: number;
}
export interface ReceivingLine {
  rec: number;
  targets: number;
  yds: number;
  td: number;
  long: number;
}
export interface DefenseLine {
  tackles: number;
  sacks: number;
  tfl: number;
  ints: number;
  intYds: number;
  passBreakups: number;
  forcedFumbles: number;
  fumbleRecoveries: number;
  td: number;
}
export interface KickingLine {
  fgm: number;
  fga: number;
  long: number;
  xpm: number;
  xpa: number;
}
export interface PuntingLine {
  punts: number;
  yds: number;
  long: number;
  inside20: number;
}
export interface ReturnLine {
  kr: number;
  krYds: number;
  krTd: number;
  pr: number;
  prYds: number;
  prTd: number;
}

/** One player's box score. A category is present only when the player did something in it. */
export interface PlayerGameStats {
  playerId: number;
  name: string;
  pos: Position;
  passing?: PassingLine;
  rushing?: RushingLine;
  receiving?: ReceivingLine;
  defense?: DefenseLine;
  kicking?: KickingLine;
  punting?: PuntingLine;
  returns?: ReturnLine;
}

/** A player named in a play's drawing. */
export interface ArtPlayer {
  name: string;
  pos: Position;
}

/** What a line of play-by-play was: a scrimmage play, a kick, a try, or a foul before the snap. */
export type PlayArtKind =
  | 'run'
  | 'scramble'
  | 'pass'
  | 'sack'
  | 'kneel'
  | 'spike'
  | 'kickoff'
  | 'onside'
  | 'punt'
  | 'field_goal'
  | 'extra_point'
  | 'two_point'
  | 'penalty';

/** How a play ended, as its drawing marks it (the text tells the rest). */
export type PlayArtResult =
  | 'gain'
  | 'no_gain'
  | 'loss'
  | 'first_down'
  | 'touchdown'
  | 'incomplete'
  | 'interception'
  | 'fumble'
  | 'sack'
  | 'safety'
  | 'downs'
  | 'no_play'
  | 'penalty'
  | 'good'
  | 'no_good'
  | 'blocked'
  | 'returned'
  | 'dead'
  | 'turnover';

/**
 * The drawing of a play (playArt.ts): the sets the two sides lined up in and what the play did. Built from what the
 * engine played (the calls made, the staff's own formation and front when none was called, the players who touched
 * the ball), never from a random draw: the game is the same with or without it.
 */
export interface PlayArt {
  kind: PlayArtKind;
  /** The offence's formation (book.ts FORMATIONS), or a kick's unit: punt, field_goal, kickoff. */
  formation: string;
  /** Backs then tight ends ("11"); null for a kick's unit. */
  personnel: string | null;
  /** The defence's front (book.ts FRONTS), or a kick's return unit: punt_return, field_goal_block, kick_return. */
  front: string;
  /** The coverage called (book.ts COVERAGES), or null: the defensive call's own. */
  coverage: string | null;
  /** The defensive call (calls.ts DEFENSE_CALLS); null on kicks. */
  defenseCall: string | null;
  /**
   * The play: the coach's call (calls.ts OFFENSE_CALLS), or the staff's as it went: run, qb_run, sweep, screen,
   * quick_pass, intermediate_pass, deep_shot, hail_mary, dropback (a pass play that ended before a throw).
   */
  play: string | null;
  /** The play was a coach's own call (false: the staff's). */
  playCalled: boolean;
  carrier: ArtPlayer | null;
  passer: ArtPlayer | null;
  /** The intended receiver. */
  target: ArtPlayer | null;
  /** The tackler, sacker, interceptor or the defender who broke up the pass. */
  defender: ArtPlayer | null;
  /** The throw's depth: 0 behind the line, 1 short, 2 intermediate, 3 deep (null: no throw). */
  depth: number | null;
  /** Yards the throw travelled past the line (null: no throw). */
  air: number | null;
  /** Yards the play gained from the line of scrimmage (a kick: its length or its return). */
  yards: number;
  result: PlayArtResult;
}

export interface PlayText {
  quarter: number;
  /** Seconds left in the quarter at the snap (0 in overtime). */
  clock: number;
  offense: Side;
  /** 0 for kicks and tries. */
  down: number;
  distance: number;
  /** Line of scrimmage as "OSU 32". */
  field: string;
  text: string;
  homeScore: number;
  awayScore: number;
  /**
   * The drive the line belongs to (an index into the game's drives: a kick-off to the drive it starts, a try to the
   * touchdown's) and the play's drawing (none: a timeout). Neither is kept in a save: a game played again has them.
   */
  drive?: number;
  art?: PlayArt;
}

export interface GameResult {
  home: string;
  away: string;
  neutral: boolean;
  year: number;
  homePoints: number;
  awayPoints: number;
  winner: Side;
  /** Overtime periods played (0 in regulation). */
  overtimes: number;
  /** Points per period: four quarters then one entry per overtime. */
  homeByPeriod: number[];
  awayByPeriod: number[];
  drives: Drive[];
  teamStats: { home: TeamGameStats; away: TeamGameStats };
  playerStats: { home: PlayerGameStats[]; away: PlayerGameStats[] };
  /**
   * Pregame spread of the home team (negative = home favoured): the input's homeSpread, or the odds
   * worked out from the rosters.
   */
  homeSpread: number;
  /** Every play in order, when asked for (SimulateGameInput.playByPlay); otherwise null. */
  plays: PlayText[] | null;
  headline: string | null;
  /** The weather the game was played in (SimulateGameInput.day; a calm, dry day when none was given). */
  weather: Weather;
}

/**
 * What the odds read about a team: expected points above an average FBS team on each side of the
 * ball, fitted from the engine (src/core/odds/calibration.ts).
 */
export interface TeamStrength {
  /** Points per game the offense scores above average against an average defense. */
  offense: number;
  /** Points per game the defense keeps an average offense below average. */
  defense: number;
  /** offense + defense: expected margin against an average team on a neutral field. */
  overall: number;
  /** Points the team's scheme adds to a game's combined score (its tempo and how much it throws; none: 0). */
  pace?: number;
}
