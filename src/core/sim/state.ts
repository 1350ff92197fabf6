// The state of a game in progress: score, clock, ball, and the running box score. One mutable object
// per game; play modules read it and commit each play's outcome to it.

import type { Rng } from '../random.js';
import { FIELD_COUNT, type PlayerStatBook } from '../stats/playerStatBook.js';
import { emptyTeamStats } from '../stats/teamStats.js';
import { fieldGoalRange, LEAN_SHARES, type Situation } from './decisions.js';
import { buildLineup, reservesOf, spotLabel, type Lineup, type Personnel } from './lineup.js';
import type { CoachTempo } from './clock.js';
import { Matchup } from './matchup.js';
import { createOutcome, type Outcome } from './outcome.js';
import { emptyLook, type SnapLook } from './playArt.js';
import {
  BLOWOUT,
  COASTING,
  ENVIRONMENT_LIMIT,
  ENVIRONMENT_SD,
  FORM_DAY,
  FORM_SD,
  HOME_EDGE,
  PACE_SD,
} from './tuning.js';
import { FAIR_WEATHER, weatherEffect, type WeatherEffect } from './weather.js';
import type { Weather } from './gameDay.js';
import { AVERAGE_PLAN } from './plan.js';
import { NEUTRAL_TACTIC, type Call, type DecisionKind, type KickDefenseCall, type Tactic } from './calls.js';
import type {
  Drive,
  DriveResult,
  EraRules,
  GamePlan,
  PlayArt,
  PlayText,
  SimulateGameInput,
  TeamGameStats,
} from './types.js';

/** 0 = home, 1 = away. */
export type TeamIndex = 0 | 1;

export const QUARTER_SECONDS = 900;

/**
 * The coach of a coached game: asked for each decision of either side (a snap, a kick-off, the try after a
 * touchdown). null or 'coordinator': the staff's own call, as in a simulated game.
 */
/** A scrimmage play's gain (GameState.gains). */
export interface SnapGain {
  offense: TeamIndex;
  yards: number;
  kind: 'run' | 'pass' | 'incomplete' | 'sack' | 'interception' | 'kneel' | 'spike';
}

export type Caller = (kind: DecisionKind, side: TeamIndex, s: GameState) => Call | null;

function takeStatBook(playerCount: number): PlayerStatBook {
  return { rows: new Int32Array(playerCount * FIELD_COUNT), touched: new Uint8Array(playerCount) };
}

/** Rating points each offense gains from the two staffs on every snap: its own offense against the other's defense. */
function staffEdgeOf(plans: readonly [GamePlan, GamePlan]): [number, number] {
  return [plans[0].offenseEdge - plans[1].defenseEdge, plans[1].offenseEdge - plans[0].defenseEdge];
}

/** How wide a team's form is drawn today: 1, or FORM_DAY.factor on its rare far day. */
function dayWidth(rng: Rng): number {
  return FORM_DAY.chance > 0 && rng.below(FORM_DAY.chance) ? FORM_DAY.factor : 1;
}

/** x kept within -limit..limit. */
function clampTo(x: number, limit: number): number {
  return Math.max(-limit, Math.min(x, limit));
}

/** Each offense's edge from everything but the players: the same sum as edges.ts dayEdge, in the same order. */
function dayEdgesOf(
  neutral: boolean,
  homeEdge: number,
  form: readonly [number, number, number, number],
  environment: number,
  staffEdge: readonly [number, number],
): [number, number] {
  const home0 = neutral ? 0 : homeEdge;
  const home1 = neutral ? 0 : -homeEdge;
  return [
    home0 + form[0] - form[3] + environment + staffEdge[0],
    home1 + form[2] - form[1] + environment + staffEdge[1],
  ];
}

/** Each coach's pass lean as odds factors: e^(share * passLean) for each of decisions.ts's LEAN_SHARES. */
function leanOddsOf(
  plans: readonly [GamePlan, GamePlan],
  weatherLean: number,
): [number, number, number, number, number, number] {
  // Wind and rain lean both coaches toward the run (weather.ts).
  const [lean0, lean1] = plans.map((plan) => plan.passLean - weatherLean);
  const [full, hurry, chasing] = LEAN_SHARES;
  return [
    Math.exp(full * lean0),
    Math.exp(hurry * lean0),
    Math.exp(chasing * lean0),
    Math.exp(full * lean1),
    Math.exp(hurry * lean1),
    Math.exp(chasing * lean1),
  ];
}

export class GameState {
  readonly rng: Rng;
  readonly rules: EraRules;
  readonly neutral: boolean;
  /** The day's weather and what it does to throws, kicks and the calls (weather.ts); fair when the caller gave none. */
  readonly weather: Weather;
  readonly weatherEffect: WeatherEffect;
  /** Rating points the home side gains on every snap (the stadium's crowd: gameDay.ts); HOME_EDGE when not given. */
  readonly homeEdge: number;
  readonly lineups: [Lineup, Lineup];
  readonly books: [PlayerStatBook, PlayerStatBook];
  readonly team: [TeamGameStats, TeamGameStats];
  readonly plays: PlayText[] | null;
  readonly score: [number, number] = [0, 0];
  readonly byPeriod: [number[], number[]] = [
    [0, 0, 0, 0],
    [0, 0, 0, 0],
  ];
  readonly timeouts: [number, number];
  readonly reservesIn: [boolean, boolean] = [false, false];
  readonly drives: Drive[] = [];
  /*
   * The day's numbers (setUpDay): declared only, so the class's field initializer does not set them first. Set once,
   * before the first snap.
   */
  /** Game-day form of each team's offense and defense (home's, then away's) and the shared environment, in rating points (tuning.ts). */
  declare form: [number, number, number, number];
  declare environment: number;
  /** Seconds added to the normal tempo of both teams. */
  declare pace: number;
  /** Each head coach's plan (scheme, tempo, front, staff). */
  readonly plans: [GamePlan, GamePlan];
  /** Rating points each offense gains from the two staffs on every snap: its own offense against the other's defense. */
  readonly staffEdge: [number, number];
  /** Each offense's edge from everything but the players (edges.ts dayEdge): the day's, less a rout's (coasting). */
  declare dayEdges: [number, number];
  /** Rating points the snap's offense gains from a defense sitting back to protect a late lead (scrimmage.ts). */
  preventEdge = 0;
  /** Rating points the snap's offense gains from the two staffs' game-day abilities in its situation (scrimmage.ts). */
  situationEdge = 0;
  /** The day's edges as drawn before the kickoff. */
  declare startEdges: [number, number];
  /** Rating points a team far ahead gives up on offense (a vanilla game, then its backups: tuning.ts COASTING). */
  readonly coasting: [number, number] = [0, 0];
  /** What each side's defense gives up far ahead (its backups on the field, soft coverage: tuning.ts COASTING.defense). */
  readonly coastingDefense: [number, number] = [0, 0];
  /** Each team's players on the field (first string or reserves) and its kicker's field-goal range. */
  readonly onField: [Personnel, Personnel];
  readonly kickRange: [number, number] = [0, 0];
  /** What each offense's snaps read about its unit and the defense's on the field (matchup.ts). */
  readonly matchups: [Matchup, Matchup] = [new Matchup(), new Matchup()];
  /** Each coach's pass lean as odds factors: e^(share * passLean) for the shares decisions.ts uses (1, 0.3, 0.6). */
  declare leanOdds: [number, number, number, number, number, number];
  /** The coach of a coached game (null: a simulated game, every call the staff's). */
  caller: Caller | null = null;
  /** Scrimmage downs snapped so far (a down whose period ran out before its snap is not one). */
  downsSnapped = 0;
  /** The side the coach of a coached game calls (-1: none). */
  coachedSide: -1 | TeamIndex = -1;
  /**
   * The coached defense is asked what it faces: its defense when the other staff runs a play, its punt return or
   * field-goal defense when it kicks, nothing when it kneels (games saved before were asked a defense every snap).
   */
  facingAsked = false;
  /** The defense's call against the kick of this snap (null: the staff's: a return, the usual rush). */
  kickDefense: KickDefenseCall | null = null;
  /** The side whose coach's last call was a timeout, before the snap he is calling now (-1: none). */
  timeoutCalledBy: -1 | TeamIndex = -1;
  /** What the snap's two calls make of the play (calls.ts); neutral in a simulated game. */
  tactic: Tactic = NEUTRAL_TACTIC;
  /** The plays a coach has called this game, by group (runs, short, intermediate, deep throws: calls.ts tendencyOf). */
  readonly calledPlays: [number, number, number, number] = [0, 0, 0, 0];
  /** The defenses a coach has called this game (calls.ts DEFENSE_CALLS order). */
  readonly calledDefenses: number[] = [0, 0, 0, 0, 0, 0];
  /** The tempo each side's coach set on offense (clock.ts); null: the coordinator's. */
  readonly coachTempo: [CoachTempo | null, CoachTempo | null] = [null, null];
  /** The snap's play was called by the offense's coach, and sent to the sideline (clock.ts). */
  coachedSnap = false;
  sideline = false;
  /** The defenses each side has lined up in this coached game, by the defense's side (DEFENSE_CALLS order). */
  readonly defensesSeen: [number[], number[]] = [
    [0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0],
  ];
  /** In a game with play-by-play: what the snap lined up in as its calls named it, and the drawing of the play the
   * next line tells (playArt.ts; the line takes it). */
  readonly look: SnapLook = emptyLook();
  art: PlayArt | null = null;
  /** The scrimmage plays that stood in a game with play-by-play: who had the ball and what it gained. */
  readonly gains: SnapGain[] = [];
  /** Scratch objects reused on every snap. */
  readonly outcome: Outcome = createOutcome();
  readonly situation: Situation = {
    quarter: 1,
    clock: 0,
    down: 1,
    distance: 10,
    ballOn: 25,
    lead: 0,
    offenseTimeouts: 3,
    defenseTimeouts: 3,
    overtime: 0,
    kickRange: 0,
    points: 0,
  };

  quarter = 1;
  clock = QUARTER_SECONDS;
  /** Does the clock run until the next snap? */
  clockRunning = false;
  /** Did the last play earn a first down that stops the clock while the chains move? */
  chainStop = false;
  /** Team with the ball and where: yards from its own goal line. */
  offense: TeamIndex = 0;
  ballOn = 25;
  down = 1;
  distance = 10;
  /** Team that received the opening kickoff (kicks off the second half). */
  firstReceiver: TeamIndex = 0;
  /** Team to kick off next, or -1. */
  pendingKickoff: -1 | TeamIndex = -1;
  /** The next kick is the free kick from the 20 after a safety. */
  freeKickAfterSafety = false;
  /** Overtime period in progress (0 in regulation). */
  overtime = 0;
  over = false;
  /** In overtime: the current possession has ended (score, turnover, downs). */
  possessionOver = false;

  /** The drive in progress. */
  drive: Drive | null = null;
  private driveStartClock = 0;

  constructor(input: SimulateGameInput) {
    this.rng = input.rng;
    this.rules = input.rules;
    this.neutral = input.neutral;
    this.weather = input.day?.weather ?? FAIR_WEATHER;
    this.weatherEffect = weatherEffect(this.weather);
    this.homeEdge = input.day?.homeEdge ?? HOME_EDGE;
    this.plans = [input.home.plan ?? AVERAGE_PLAN, input.away.plan ?? AVERAGE_PLAN];
    this.staffEdge = staffEdgeOf(this.plans);
    this.lineups = [buildLineup(input.home, input.lineups), buildLineup(input.away, input.lineups)];
    this.onField = [this.lineups[0].first, this.lineups[1].first];
    this.books = [takeStatBook(input.home.players.length), takeStatBook(input.away.players.length)];
    this.team = [emptyTeamStats(), emptyTeamStats()];
    this.plays = input.playByPlay ? [] : null;
    this.timeouts = [input.rules.timeoutsPerHalf, input.rules.timeoutsPerHalf];
    this.setUpDay();
  }

  /** The day's draws and what follows from them and the lineups. */
  private setUpDay(): void {
    const rng = this.rng;
    // Each team's day: its usual, or now and then one far from it (FORM_DAY), for both its units.
    const home = FORM_SD * dayWidth(rng);
    const away = FORM_SD * dayWidth(rng);
    this.form = [rng.normal(0, home), rng.normal(0, home), rng.normal(0, away), rng.normal(0, away)];
    // Weather, pace and officiating have limits: the environment and the pace go no further than ENVIRONMENT_LIMIT SDs.
    this.environment = clampTo(rng.normal(0, ENVIRONMENT_SD), ENVIRONMENT_LIMIT * ENVIRONMENT_SD);
    this.pace = clampTo(rng.normal(0, PACE_SD), ENVIRONMENT_LIMIT * PACE_SD);
    this.startEdges = dayEdgesOf(this.neutral, this.homeEdge, this.form, this.environment, this.staffEdge);
    this.dayEdges = [this.startEdges[0], this.startEdges[1]];
    this.leanOdds = leanOddsOf(this.plans, this.weatherEffect.passLean);
    const short = this.rules.play.kickShort.range + this.weatherEffect.kickYards;
    this.kickRange[0] = fieldGoalRange(this.onField[0].ratings.kickPower, short);
    this.kickRange[1] = fieldGoalRange(this.onField[1].ratings.kickPower, short);
    this.updateMatchups();
  }

  private updateMatchups(): void {
    const home = this.onField[0];
    const away = this.onField[1];
    this.matchups[0].update(
      home,
      away,
      this.lineups[0],
      this.plans[0],
      this.plans[1],
      this.dayEdges[0],
      this.rules.play,
    );
    this.matchups[1].update(
      away,
      home,
      this.lineups[1],
      this.plans[1],
      this.plans[0],
      this.dayEdges[1],
      this.rules.play,
    );
  }

  get defense(): TeamIndex {
    return (1 - this.offense) as TeamIndex;
  }

  personnel(side: TeamIndex): Personnel {
    return this.onField[side];
  }

  /** Seconds left in the half (in regulation). */
  timeLeftInHalf(): number {
    return this.quarter === 1 || this.quarter === 3 ? this.clock + QUARTER_SECONDS : this.clock;
  }

  /** Seconds left in regulation. */
  timeLeftInGame(): number {
    return Math.max(0, 4 - this.quarter) * QUARTER_SECONDS + this.clock;
  }

  /** Points the side leads by (negative when behind). */
  lead(side: TeamIndex): number {
    return this.score[side] - this.score[1 - side];
  }

  /** "OSU 32" for a spot `ballOn` yards from `side`'s own goal. */
  fieldLabel(side: TeamIndex, ballOn: number): string {
    if (ballOn === 50) return '50';
    return ballOn < 50 ? spotLabel(this.lineups[side], ballOn) : spotLabel(this.lineups[1 - side], 100 - ballOn);
  }

  /** Runs the game clock; time of possession goes to the team with the ball. */
  runClock(seconds: number): void {
    if (this.overtime > 0 || seconds <= 0) return;
    // The clock shows whole seconds.
    const used = Math.min(this.clock, Math.round(seconds));
    this.clock -= used;
    this.team[this.offense].timeOfPossession += used;
  }

  addPoints(side: TeamIndex, points: number): void {
    this.score[side] += points;
    this.team[side].points += points;
    const period = this.overtime > 0 ? 3 + this.overtime : this.quarter - 1;
    const list = this.byPeriod[side];
    while (list.length <= period) list.push(0);
    list[period] += points;
    if (this.drive) {
      if ((this.drive.offense === 'home' ? 0 : 1) === side) this.drive.points += points;
      else this.drive.defensePoints += points;
      this.drive.homeScoreAfter = this.score[0];
      this.drive.awayScoreAfter = this.score[1];
    }
  }

  /** Gives the ball to `side` at `ballOn`, first and ten, and opens its drive. */
  startDrive(side: TeamIndex, ballOn: number): void {
    if (this.drive) this.endDrive(this.drive.result);
    this.offense = side;
    this.ballOn = ballOn;
    this.firstDownAt(ballOn);
    this.updateReserves();
    this.driveStartClock = this.timeLeftInGame();
    this.drive = {
      offense: side === 0 ? 'home' : 'away',
      quarter: this.overtime > 0 ? 4 + this.overtime : this.quarter,
      startClock: this.overtime > 0 ? 0 : this.clock,
      startYardLine: ballOn,
      startField: this.fieldLabel(side, ballOn),
      plays: 0,
      yards: 0,
      duration: 0,
      result: 'endOfHalf',
      points: 0,
      defensePoints: 0,
      homeScoreAfter: this.score[0],
      awayScoreAfter: this.score[1],
    };
    this.team[side].drives += 1;
  }

  /** Closes the drive in progress. `endSpot` is where the offense finished (yards from its goal). */
  endDrive(result: DriveResult, endSpot = this.ballOn): void {
    const d = this.drive;
    if (!d) return;
    d.result = result;
    d.yards = endSpot - d.startYardLine;
    d.duration = this.overtime > 0 ? 0 : Math.max(0, this.driveStartClock - this.timeLeftInGame());
    d.homeScoreAfter = this.score[0];
    d.awayScoreAfter = this.score[1];
    this.drives.push(d);
    this.drive = null;
  }

  /**
   * The ball changes hands after a drive ended with `result`: the other team's drive starts at
   * `ballOn` (its own yards). In overtime possessions do not carry on: the period's series ends.
   */
  turnOver(result: DriveResult, endSpot: number, newOffense: TeamIndex, ballOn: number): void {
    this.endDrive(result, endSpot);
    this.clockRunning = false;
    this.chainStop = false;
    if (this.overtime > 0) {
      this.possessionOver = true;
      return;
    }
    this.startDrive(newOffense, ballOn);
  }

  /** First and ten (or goal) from `ballOn`. */
  firstDownAt(ballOn: number): void {
    this.ballOn = ballOn;
    this.down = 1;
    this.distance = Math.min(10, 100 - ballOn);
  }

  /** Pulls the starters of a team far ahead, and of one hopelessly behind, late in the game. */
  updateReserves(): void {
    this.updateSide(0);
    this.updateSide(1);
  }

  private updateSide(side: TeamIndex): void {
    const lead = this.lead(side);
    const reserves =
      this.overtime === 0
      && ((this.quarter === 4 && (lead >= BLOWOUT.fourthQuarterLead || -lead >= BLOWOUT.fourthQuarterDeficit))
        || (this.quarter === 3 && lead >= BLOWOUT.thirdQuarterLead));
    // Far ahead from the second quarter on, the coach calls a vanilla game (with his backups later on), the more so the
    // bigger the lead: less for his offense.
    const regulation = this.overtime === 0;
    const vanilla =
      regulation && this.quarter >= 2 && lead > COASTING.from
        ? Math.min(COASTING.max, COASTING.perPoint * (lead - COASTING.from))
        : 0;
    // Past a runaway lead, or a score no coach wants on his name while comfortably ahead, he calls off the dogs.
    const runaway =
      regulation && lead > COASTING.runaway.from
        ? Math.min(COASTING.runaway.max, COASTING.runaway.perPoint * (lead - COASTING.runaway.from))
        : 0;
    const pilingOn = regulation && lead >= COASTING.pileOn.lead && this.score[side] >= COASTING.pileOn.from;
    const coast = vanilla + (pilingOn ? Math.max(runaway, COASTING.pileOn.edge) : runaway);
    // His defense plays it safe sooner: soft coverage and the second string let the beaten team score.
    const d = COASTING.defense;
    const soft =
      regulation && this.quarter >= d.quarter && lead > d.from ? Math.min(d.max, d.perPoint * (lead - d.from)) : 0;
    if (reserves === this.reservesIn[side] && coast === this.coasting[side] && soft === this.coastingDefense[side])
      return;
    this.coasting[side] = coast;
    this.coastingDefense[side] = soft;
    this.dayEdges[0] = this.startEdges[0] - this.coasting[0] + this.coastingDefense[1];
    this.dayEdges[1] = this.startEdges[1] - this.coasting[1] + this.coastingDefense[0];
    if (reserves !== this.reservesIn[side]) {
      this.reservesIn[side] = reserves;
      const p = reserves ? reservesOf(this.lineups[side]) : this.lineups[side].first;
      this.onField[side] = p;
      this.kickRange[side] = fieldGoalRange(
        p.ratings.kickPower,
        this.rules.play.kickShort.range + this.weatherEffect.kickYards,
      );
    }
    this.updateMatchups();
  }

  /** Remembers the situation at the snap, for the play-by-play line written after the play. */
  markSnap(kick = false): void {
    if (!this.plays) return;
    this.snapQuarter = this.overtime > 0 ? 4 + this.overtime : this.quarter;
    this.snapClock = this.overtime > 0 ? 0 : this.clock;
    this.snapOffense = this.offense;
    this.snapDown = kick ? 0 : this.down;
    this.snapDistance = kick ? 0 : this.distance;
    this.snapField = this.fieldLabel(this.offense, this.ballOn);
    this.art = null;
  }

  /** Records one line of play-by-play for the last marked snap (only when asked for). */
  say(text: string): void {
    if (!this.plays) return;
    const art = this.art;
    this.art = null;
    this.plays.push({
      quarter: this.snapQuarter,
      clock: this.snapClock,
      offense: this.snapOffense === 0 ? 'home' : 'away',
      down: this.snapDown,
      distance: this.snapDistance,
      field: this.snapField,
      text,
      homeScore: this.score[0],
      awayScore: this.score[1],
      drive: this.drives.length,
      ...(art ? { art } : {}),
    });
  }

  /** Adds to the last line of play-by-play: a foul told with the play it came on (only when asked for). */
  sayAlso(text: string): void {
    const last = this.plays?.[this.plays.length - 1];
    if (last) last.text += `; ${text}`;
  }

  private snapQuarter = 1;
  private snapClock = 0;
  private snapOffense: TeamIndex = 0;
  private snapDown = 0;
  /** The distance copied at the snap (markSnap writes it before it is read). */
  private snapDistance = 0;
  private snapField = '';
}
