// Every number that shapes how games play out. Real-game figures come from NCAA FBS 2023-24 season
// averages and CFBD play-by-play (shared/reference/fbs-targets.md). "Calibrated" means the number was
// tuned by simulating a league-like sample (src/core/sim/leagueSample.ts) with rosters from
// src/core/players/generate.ts until summarizeGames() put every figure inside REALISM_TARGETS.

import { tuned } from '../tuning.js';

/** Starters at receiver (3-WR base offense, the most common FBS personnel). */
export const SLOT_COUNT = tuned('sim.SLOT_COUNT', { WR: 3 } as const);

/**
 * Share of snaps that the backups take at each position through normal rotation (before stamina).
 * FBS teams rotate 6-8 defensive linemen and two backs; linemen on offense rarely come off. The backs' share is
 * RB_COMMITTEE's whenever a team has a backup back (by the depth chart's gap).
 */
export const ROTATION_SHARE = tuned('sim.ROTATION_SHARE', {
  RB: 0.32,
  WR: 0.12,
  TE: 0.3,
  OL: 0.03,
  DL: 0.25,
  LB: 0.12,
  CB: 0.1,
  S: 0.1,
} as const);

/**
 * The backs' rotation follows the depth chart's gap: the backups' share of carries (before stamina) is `even` when
 * the lead back is no better a ball carrier than the next, and `perPoint` less per point he is better, down to `min`;
 * with stamina it is at most `most` (three backs share the carries, the lead back still first) and at least
 * `fewest`: no back carries more than four in five of a team's backs' runs, over a season 400 carries at most. A clearly better back
 * is a feature back (20-25 carries a game, 300+ in a season, as FBS rushing leaders have); equal backs split the
 * work. Generated rosters' gaps run from about 1 point (a tenth of teams) through 5 (the median) to 14 (a tenth). How
 * it was fitted: docs/calibration.md.
 */
export const RB_COMMITTEE = tuned('sim.RB_COMMITTEE', {
  even: 0.58,
  perPoint: 0.035,
  min: 0.27,
  most: 0.6,
  fewest: 0.2,
} as const);

/**
 * Each starting linebacker's share of his unit's tackles, sacks and coverage credit, by depth: the middle linebacker
 * (first on the chart) is in on the most plays, as FBS tackle leaders (100+ a season) are. Average 1, so the unit's
 * share of the credit is unchanged. How it was fitted: docs/calibration.md.
 */
export const LB_ROLES = tuned('sim.LB_ROLES', [1.75, 0.7, 0.55] as const);

/**
 * Share of tackles made by two defenders (a second tackler drawn as the first is): each is credited, as the NCAA's
 * total tackles count solo tackles and assists alike. FBS tackle leaders make 135-185 total tackles a season and some
 * 40-90 players reach 100 (docs/reference/fbs-figures.md). How it was fitted: docs/calibration.md.
 */
export const TACKLE_ASSIST = tuned('sim.TACKLE_ASSIST', 0.2);

/**
 * Sacks go to the best pass rushers: a rusher's weight in the sack draw is max(0.3, 1 + (pass rush - 70) / PASS_RUSH_PULL).
 * FBS sack leaders have 12-17 a season, about a third of a good defense's sacks.
 */
export const PASS_RUSH_PULL = tuned('sim.PASS_RUSH_PULL', 25);

/**
 * A receiver's pull on the ball: 1 + (receiving skill - 70) / 30, at least 0.2, and past `above` only `beyond` of
 * each further step counts. `overNext`: the defense rolls its coverage toward a receiver far better than the next
 * one, so his pull stops at 1.25 times the next starter's. How it was fitted: docs/calibration.md.
 */
export const RECEIVER_PULL = tuned('sim.RECEIVER_PULL', { above: 1.25, beyond: 0.25, overNext: 1.25 } as const);

/**
 * The first, second and third receiver's shares of targets by role (a fourth has the third's). Offenses with a tight
 * end lean on their first receiver (`focused`); the air raid's four wide receivers share it more evenly (`fourWide`):
 * its volume made most of the nation's top ten receivers, where the real lists mix air raid receivers with the go-to
 * receivers of spread and pro-style teams. How it was fitted: docs/calibration.md.
 */
export const RECEIVER_ROLES = tuned('sim.RECEIVER_ROLES', {
  focused: [0.4, 0.33, 0.27],
  fourWide: [0.37, 0.33, 0.3],
} as const);

/**
 * How much a rating gap matters: edges are (offense rating - defense rating) / 10 * TALENT_SCALE.
 * Calibrated so a league-like schedule spreads team points per game from about 14 to 46 and the
 * favourite wins as often as the odds say.
 */
export const TALENT_SCALE = tuned('sim.TALENT_SCALE', 1.0);
/**
 * The game-day curve of the players' attributes (talentCurve.ts): full value from `floor` to `knee`, `above` of each
 * point beyond the knee and `below` of each point under the floor. How it was fitted: docs/calibration.md.
 */
export const TALENT_CURVE = tuned('sim.TALENT_CURVE', { knee: 69, above: 0.5, floor: 62, below: 1.2 } as const);

/** Home-field edge in rating points added to the home side on every snap. Calibrated to ~2.7 points. */
export const HOME_EDGE = tuned('sim.HOME_EDGE', 1.15);
/**
 * The home crowd by stadium and rivalry (gameDay.ts): the edge is HOME_EDGE times the stadium's weight over an average
 * FBS home's, from `smallest` at `from` seats or fewer to `largest` at `to` or more (a 100,000-seat stadium's edge about
 * 1.6 times a 20,000-seat one's: handicappers' home edges run from 2 to 6 points, stadium size one of their inputs),
 * and `rivalry` of it in a rivalry game (30 years of FBS rivalries: 2.3 points at home, against about 2.8 in all
 * games). Sources: docs/reference/weather.md.
 */
export const CROWD = tuned('sim.CROWD', {
  from: 20000,
  to: 100000,
  smallest: 0.75,
  largest: 1.2,
  rivalry: 0.82,
} as const);

/**
 * What the weather does to a game played in the open (gameDay.ts draws it). Wind past `calm` mph costs each throw
 * `completionPerMph` of its completion chance (times `byDepth` of its depth: a deep ball hangs longest), cuts field-goal
 * range and accuracy by `kickYardsPerMph` yards and punts by `puntYardsPerMph`, and leans the coaches toward the run
 * (`leanPerMph` off their pass lean). Rain and snow cost the throws, the kicks and the lean their own amounts. Sized
 * after NFL and college weather studies (docs/reference/weather.md): wind of 10+ mph costs 1-2 points of completion %,
 * and 15+ mph games go under the closing total 57% of the time.
 */
export const WEATHER = tuned('sim.WEATHER', {
  calm: 8,
  completionPerMph: 0.0025,
  byDepth: [0.6, 1, 1.4, 1.8],
  kickYardsPerMph: 0.4,
  puntYardsPerMph: 0.4,
  leanPerMph: 0.012,
  rain: { completion: 0.02, kickYards: 2, puntYards: 1.5, lean: 0.05 },
  snow: { completion: 0.045, kickYards: 3, puntYards: 2.5, lean: 0.15 },
} as const);
/**
 * Game-day variation, in rating points, drawn once per game. A team's form (injuries, game plan, a good or bad day)
 * moves its offense and its defense, each drawn on its own; the environment (weather, pace, officiating) moves both
 * offenses together. How it was fitted: docs/calibration.md.
 */
export const FORM_SD = tuned('sim.FORM_SD', 1.8);
export const ENVIRONMENT_SD = tuned('sim.ENVIRONMENT_SD', 4.5);
/**
 * A team's rare day far from its usual: with `chance` a team's form (both units) is drawn `factor` times as wide. Real
 * results miss the line with heavier tails than a normal draw (2023-24 closing lines: SD 15.2 points, yet a probit of
 * the favourites' wins gives 14.25), the odd 63-0 rout and the odd upset. How it was fitted: docs/calibration.md.
 */
export const FORM_DAY = tuned('sim.FORM_DAY', { chance: 0.1, factor: 5 } as const);
/** The environment's and the pace's draws stop at this many SDs (with the pace at 7, an option team ran 109 times). */
export const ENVIRONMENT_LIMIT = tuned('sim.ENVIRONMENT_LIMIT', 2);
/**
 * Shared pace of a game: seconds added to the normal between-play runoff of both teams (no further than
 * ENVIRONMENT_LIMIT SDs). At 4, 50+ scores were 4.6-4.8% of team-games in 2005 and 2024 (real 5-9%): up-tempo
 * shootouts and slow grinds are a good part of how real scores spread.
 */
export const PACE_SD = tuned('sim.PACE_SD', 7);

/** Visiting offenses false-start more (crowd noise). */
export const AWAY_PRESNAP_FACTOR = tuned('sim.AWAY_PRESNAP_FACTOR', 1.3);

// ---- Tempo and clock (seconds). Calibrated to 66.7 plays per team-game. ----
/** Snap-to-whistle time of a play. */
export const PLAY_SECONDS = tuned('sim.PLAY_SECONDS', {
  run: 5,
  pass: 6,
  incomplete: 5,
  sack: 5,
  kneel: 2,
  spike: 1,
} as const);
/** Extra play time per 10 yards gained (long plays take longer). */
export const PLAY_SECONDS_PER_10_YARDS = tuned('sim.PLAY_SECONDS_PER_10_YARDS', 1.2);
/** Clock that runs between plays while the clock is running, by offensive tempo. */
export const RUNOFF = tuned('sim.RUNOFF', {
  normal: { mean: 32, sd: 4, min: 18, max: 39 },
  hurry: { mean: 14, sd: 3, min: 8, max: 22 },
  fast: { mean: 25, sd: 3, min: 16, max: 32 },
  milk: { mean: 36.5, sd: 1.5, min: 33, max: 39 },
} as const);
/** Seconds saved while the chains are set after a first down (the clock restarts on the ready). */
export const CHAIN_STOP_SAVING = tuned('sim.CHAIN_STOP_SAVING', 7);
/**
 * Seconds a tied or trailing offense keeps for its last snap: it never lets the clock run out on a drive that needs
 * points (it lines up and snaps, or lets the clock run down to the kick), as every coach does.
 */
export const LAST_SNAP_SECONDS = tuned('sim.LAST_SNAP_SECONDS', 3);
/**
 * A coach's sideline call (clock.ts): the chance the carrier of a completion or a run gets out of bounds, and the
 * yards it costs him (base plus a share of the gain: he gives up the yards after contact).
 */
export const SIDELINE = tuned('sim.SIDELINE', { outOfBounds: 0.6, yardsBase: 1, yardsShare: 0.15 } as const);
/** Seconds a kickoff, punt or field goal takes. */
export const KICK_SECONDS = tuned('sim.KICK_SECONDS', {
  kickoffReturn: 6,
  puntReturn: 8,
  puntNoReturn: 5,
  fieldGoal: 4,
} as const);

// ---- Play calling. Situational pass rates shaped like FBS play-by-play. Calibrated to 30.8 / 35.9. ----
/** The chance the offense calls a pass, by situation (decisions.ts). */
export const PASS_RATE = tuned('sim.PASS_RATE', {
  /** The chance of a pass on first down. */
  firstDown: 0.42,
  /** The chance of a pass on second and 7 or more. */
  secondLong: 0.57,
  /** The chance of a pass on second and 3 to 6. */
  secondMedium: 0.44,
  /** The chance of a pass on second and 1 or 2. */
  secondShort: 0.3,
  /** The chance of a pass on third and 7 or more. */
  thirdLong: 0.86,
  /** The chance of a pass on third and 3 to 6. */
  thirdMedium: 0.66,
  /** The chance of a pass on third and 1 or 2. */
  thirdShort: 0.3,
  /** The chance of a pass when going for it on fourth and 1 or 2. */
  fourthShort: 0.3,
  /** The chance of a pass when going for it on fourth and 3 or more (and a hurry-up's long third or fourth down). */
  fourthLong: 0.92,
  /** The most chance of a pass within 3 yards of the goal with 3 or fewer to go. */
  goalLine: 0.32,
  /** The least chance of a pass in the hurry-up (two-minute drill). */
  hurry: 0.78,
  /** The chance of a pass while running out the clock with a lead late. */
  milk: 0.22,
  /** The chance of a pass while far ahead late (a rout: run the ball). */
  rout: 0.1,
  /** The least chance of a pass while far behind and chasing the game. */
  trailingBig: 0.66,
} as const);
/**
 * Designed quarterback runs as a share of runs: base and per 10 points of QB mobility above 70, up to `max` before
 * the scheme's shift: few passers of 3,000 yards also ran for 1,000 (about 0.4 a season). How it was fitted:
 * docs/calibration.md.
 */
export const QB_RUN_SHARE = tuned('sim.QB_RUN_SHARE', { base: 0.17, perMobility: 0.07, min: 0.04, max: 0.22 } as const);
/**
 * The most of the designed runs a quarterback keeps with his scheme's shift: an option quarterback carries 20-25 times a
 * game, about 300 a season at most (Navy's Perry, 295 in 2019); at 0.6 option quarterbacks led the nation with 420-435.
 */
export const QB_RUN_SHARE_WITH_SCHEME = tuned('sim.QB_RUN_SHARE_WITH_SCHEME', 0.45);
/** Share of runs handed to a receiver (jet sweeps, end-arounds). */
export const SWEEP_SHARE = tuned('sim.SWEEP_SHARE', 0.035);

// ---- Runs. Calibrated to 4.4 yards per rush (sacks included) and ~4% of runs of 20+ yards. ----
export const RUN = tuned('sim.RUN', {
  /** Tackle for loss: the chance of one in an even matchup. */
  lossBase: 0.095,
  /** Tackle for loss: how much less the chance is per point of blocking edge. */
  lossEdge: 0.025,
  /** Ordinary run: the mean yards of its normal core in an even matchup. */
  coreMean: 3.9,
  /** Ordinary run: yards added to the core's mean per point of blocking edge. */
  coreEdge: 0.9,
  /** Ordinary run: the standard deviation of its core, in yards. */
  coreSd: 3.5,
  /** Short-yardage runs face a stacked box: the core mean drops. */
  shortYardageMean: -0.6,
  /**
   * A back's run meets the box the defense built for him; a quarterback's keeper or a receiver's sweep finds it a man
   * short, so a back's core gain is this much lower.
   */
  backBox: 0.35,
  /** Breakaway: the chance a run breaks into the open in an even matchup (never on a short-yardage run). */
  breakBase: 0.1,
  /** Breakaway: how much more the chance is per point of blocking edge. */
  breakEdge: 0.028,
  /** Breakaway: the yards it makes before its extra yards. */
  breakStart: 10,
  /** Breakaway: the mean of its extra yards (exponential). */
  breakMean: 18,
  /** The chance a run ends out of bounds (twice that for a run of 10 yards or more), stopping the clock. */
  outOfBounds: 0.08,
} as const);
/**
 * The defense's in-game adjustment to a passing game that is carving it up: past `from` passing yards in the game, each
 * further 100 yards costs the offense's throws `perHundred` rating points. 600-yard games are rare (about 0.6 a season
 * since 1988, none in most seasons). How it was fitted: docs/calibration.md.
 */
export const PASSING_ADJUSTMENT = tuned('sim.PASSING_ADJUSTMENT', { from: 400, perHundred: 50 } as const);
/** Quarterback scrambles: yards like a run with a wider core. */
export const SCRAMBLE = tuned('sim.SCRAMBLE', {
  coreMean: 6.5,
  coreSd: 4.2,
  breakChance: 0.06,
  outOfBounds: 0.3,
} as const);

// ---- Passing. Calibrated to 61.5% completions, 7.4 yards per attempt, 2.1 sacks, 0.82 interceptions. ----
/** Chance the quarterback is pressured on a dropback, less per point of protection edge. */
export const PRESSURE = tuned('sim.PRESSURE', { base: 0.27, edge: 0.07, min: 0.08, max: 0.6 } as const);
/** Given pressure: sack, scramble, throw-away; the rest are hurried throws. */
export const UNDER_PRESSURE = tuned('sim.UNDER_PRESSURE', { sack: 0.22, scramble: 0.14, throwAway: 0.09 } as const);
/** An aware quarterback gets rid of the ball: sack chance changes by this share per 10 points of awareness from 70. */
export const SACK_AWARENESS = tuned('sim.SACK_AWARENESS', 0.1);
/** Scramble chance without pressure (mobile quarterbacks run more). */
export const CLEAN_SCRAMBLE = tuned('sim.CLEAN_SCRAMBLE', 0.018);
/** Yards a sack loses: at least `min`, plus an exponential with mean `mean`. */
export const SACK_YARDS = tuned('sim.SACK_YARDS', { min: 3, mean: 3.5 } as const);
/** Depth mix of throws: behind the line, short (1-9), intermediate (10-19), deep (20+). */
export const DEPTH_MIX = tuned('sim.DEPTH_MIX', {
  base: [0.15, 0.45, 0.25, 0.15],
  long: [0.08, 0.33, 0.37, 0.22],
  hurry: [0.1, 0.4, 0.32, 0.18],
  redZone: [0.18, 0.57, 0.25, 0],
} as const);
/** Completion chance by depth for an even matchup, and per point of coverage edge. */
export const COMPLETION_BASE = tuned('sim.COMPLETION_BASE', [0.84, 0.74, 0.58, 0.43] as const);
export const COMPLETION_EDGE = tuned('sim.COMPLETION_EDGE', 0.055);
/** A hurried throw's completion chance is this much lower (a share taken off the chance, 0-1). */
export const PRESSURE_ACCURACY_PENALTY = tuned('sim.PRESSURE_ACCURACY_PENALTY', 0.14);
/**
 * Obvious passing downs (third or fourth and 3+): the defense rushes and covers for the pass. Real
 * FBS completion rates and sack rates are worse on third down than on early downs.
 */
export const PASSING_DOWN = tuned('sim.PASSING_DOWN', { pressure: 0.045, completion: 0.025 } as const);
/** Interception chance by depth for an even matchup; it shrinks exponentially with the coverage edge. */
export const INTERCEPTION_BASE = tuned('sim.INTERCEPTION_BASE', [0.0054, 0.0151, 0.0292, 0.0464] as const);
export const INTERCEPTION_EDGE = tuned('sim.INTERCEPTION_EDGE', 0.3);
export const PRESSURE_INTERCEPTION_ADD = tuned('sim.PRESSURE_INTERCEPTION_ADD', 0.012);
/** Yards after the catch by depth (exponential means), and the breakaway chance and length. */
export const YAC_MEAN = tuned('sim.YAC_MEAN', [5.5, 3.6, 3.2, 4.5] as const);
export const YAC_BREAK = tuned('sim.YAC_BREAK', { base: 0.057, edge: 0.016, mean: 20 } as const);
/** The chance a completion ends out of bounds, stopping the clock. */
export const COMPLETION_OUT_OF_BOUNDS = tuned('sim.COMPLETION_OUT_OF_BOUNDS', 0.18);
/** The chance a completion in the hurry-up ends out of bounds: receivers work the sideline. */
export const HURRY_OUT_OF_BOUNDS = tuned('sim.HURRY_OUT_OF_BOUNDS', 0.45);
/** Share of incompletions credited as a defender's breakup. */
export const BREAKUP_SHARE = tuned('sim.BREAKUP_SHARE', 0.35);
/** Hail Mary: completion and interception chances. */
export const HAIL_MARY = tuned('sim.HAIL_MARY', { complete: 0.1, intercept: 0.15 } as const);

// ---- Ball security. Calibrated to 0.55 fumbles lost per team-game. ----
/** Fumbles: the chance a ball carrier puts it on the ground, and the share of fumbles the defense recovers. */
export const FUMBLE = tuned('sim.FUMBLE', {
  /** The chance a run ends in a fumble, for a carrier of carrying 70. */
  run: 0.014,
  /** The chance a sack knocks the ball loose, for a quarterback of carrying 70 (the era changes it). */
  sack: 0.1,
  /** The chance a catch ends in a fumble, for a carrier of carrying 70. */
  catch: 0.007,
  /** The chance a kickoff return ends in a fumble. */
  kickReturn: 0.012,
  /** The chance a punt return ends in a fumble. */
  puntReturn: 0.015,
  /** The share of fumbles the other team recovers (a little more on sacks and returns). */
  lostShare: 0.52,
} as const);
/** Returns of interceptions and lost fumbles: usually short (uniform up to shortMax), sometimes long (exponential). */
export const TURNOVER_RETURN = tuned('sim.TURNOVER_RETURN', {
  interception: { longChance: 0.25, longMean: 20, shortMax: 12 },
  fumble: { longChance: 0.1, longMean: 12, shortMax: 4 },
} as const);

// ---- Penalties: per snap, by the side that fouls. Calibrated to 5.9 accepted for 52 yards per team. ----
/** The chance of each accepted foul on a snap (or a return). */
export const PENALTY = tuned('sim.PENALTY', {
  /** The chance the offense false-starts or is offside before the snap (more on the road). */
  offensePreSnap: 0.021,
  /** The chance the defense is offside or encroaches before the snap. */
  defensePreSnap: 0.011,
  /** The chance of offensive holding on a play. */
  offenseHolding: 0.02,
  /** The chance of a personal foul by the offense on a play. */
  offensePersonal: 0.004,
  /** The chance of offensive pass interference on a targeted throw. */
  offensivePassInterference: 0.006,
  /** The chance of defensive holding on a play. */
  defenseHolding: 0.01,
  /** The chance of defensive pass interference per throw at a receiver (called only on the 40% that fall incomplete). */
  defensivePassInterference: 0.016,
  /** The chance of a personal foul by the defense on a play. */
  defensePersonal: 0.009,
  /** The chance the return team holds or blocks in the back on a kick return: 10 yards back. */
  returnTeamFoul: 0.06,
} as const);

// ---- Kicking game. FBS 2023: ~50% kickoff touchbacks, ~42 gross punt, 77% field goals, 97.5% PATs. ----
/** Kickoffs: how far, how often a touchback, and the returns. */
export const KICKOFF = tuned('sim.KICKOFF', {
  /** Mean yards a returned kickoff travels, for a kicker of kick power 65. */
  distanceMean: 62,
  /** The standard deviation of a returned kickoff's distance, in yards. */
  distanceSd: 5,
  /** Yards added to a kickoff per point of kick power above 65. */
  powerPerPoint: 0.22,
  /** The chance of a touchback for a kicker of kick power 65 (held between 0.1 and 0.85). */
  touchbackBase: 0.45,
  /** How much more the touchback chance is per point of kick power above 65. */
  touchbackPower: 0.012,
  /** The chance a kickoff goes out of bounds: the receivers take it at their 35. */
  outOfBounds: 0.012,
  /** Mean yards of a kickoff return. */
  returnMean: 21,
  /** The standard deviation of a kickoff return, in yards. */
  returnSd: 6,
  /** The chance a kickoff return breaks long: 10 yards more plus an exponential. */
  longChance: 0.035,
  /** The mean of a long kickoff return's extra yards (exponential). */
  longMean: 22,
} as const);
/** The chance the kicking team recovers its onside kick. */
export const ONSIDE_RECOVERY = tuned('sim.ONSIDE_RECOVERY', 0.12);
/** A coach's squib kick: yards from the kicking spot to where it is fielded (the return follows as a kickoff's). */
export const SQUIB = tuned('sim.SQUIB', { distanceMean: 45, distanceSd: 5 } as const);
/** Punts: how far, the pinning punts, fair catches, returns and blocks. */
export const PUNT = tuned('sim.PUNT', {
  /** Mean gross yards of a punt with the field to kick into, for punt power 65 (with pinning punts: about 42). */
  grossMean: 46.5,
  /** The standard deviation of a punt's gross yards. */
  grossSd: 6.5,
  /** Gross yards added per point of punt power above 65. */
  powerPerPoint: 0.22,
  /** Inside this distance to the goal the punter aims short of the end zone. */
  poochWithin: 56,
  /** A pinning punt aims this many yards short of the goal line on average. */
  poochTargetMean: 10,
  /** The standard deviation of a pinning punt's aim, in yards. */
  poochTargetSd: 5,
  /** The chance a pinning punt bounces into the end zone when it lands inside the 3 is twice this; elsewhere 0.3 of it. */
  poochTouchback: 0.15,
  /** The chance a punt is fair-caught (of those not in the end zone). */
  fairCatch: 0.38,
  /** The chance a punt is downed by the kicking team (of those not in the end zone). */
  downed: 0.14,
  /** Mean yards of a punt return. */
  returnMean: 7,
  /** The standard deviation of a punt return, in yards. */
  returnSd: 5,
  /** The chance a punt return breaks long: 10 yards more plus an exponential. */
  longChance: 0.12,
  /** The mean of a long punt return's extra yards (exponential). */
  longMean: 14,
  /** The chance a punt is blocked by the usual return team. */
  blocked: 0.005,
} as const);
/** Field-goal make chance: logistic in distance around a kicker's 50% distance. */
export const FIELD_GOAL = tuned('sim.FIELD_GOAL', {
  /** The distance a kicker of kick power and accuracy 65 makes half the time (2023-24's legs; see KICKING_ERA). */
  fiftyPercent: 54,
  /** How fast the make chance falls with distance around that point (yards per step of the logistic). */
  spread: 7.8,
  /** Yards added to the 50% distance per point of kick power above 65. */
  powerPerPoint: 0.1,
  /** Yards added to the 50% distance per point of kick accuracy above 65. */
  accuracyPerPoint: 0.1,
  /** The chance a field goal is blocked by the usual rush. */
  blocked: 0.015,
  /** Yards from the line of scrimmage to the goal posts: the snap's 7 and the end zone's 10. */
  snapYards: 17,
} as const);
/** A coached defense's all-out rush against a kick from scrimmage (calls.ts: a punt's `block`, a field goal's). */
export const KICK_RUSH = tuned('sim.KICK_RUSH', {
  punt: {
    /** The chance a ten-man rush blocks the punt (the staff's return team blocks PUNT.blocked). */
    blocked: 0.04,
    /** The chance it runs into the punter when it does not block it: 15 yards and a first down to the kicking team. */
    roughing: 0.03,
    /** Yards a return loses with no one left to block for the returner. */
    returnLoss: 4,
  },
  fieldGoal: {
    /** The chance an all-out rush blocks the kick (the staff's usual rush blocks FIELD_GOAL.blocked). */
    blocked: 0.05,
    /** The chance it roughs the kicker: a missed kick becomes 15 yards and a first down (a made one stands). */
    roughing: 0.03,
  },
} as const);
/** Longest attempt a coach allows: base plus per point of kick power above 65. */
export const FIELD_GOAL_RANGE = tuned('sim.FIELD_GOAL_RANGE', {
  base: 54,
  powerPerPoint: 0.3,
  min: 43,
  max: 60,
} as const);
/**
 * The era's legs (rules.ts eraPlay): in 2016 and before, kickers' 50% distance (`make`) and their coaches' range
 * (`range`) were this many yards shorter than 2023-24's, less each season between.
 */
export const KICKING_ERA = tuned('sim.KICKING_ERA', { make: 5, range: 3 } as const);
/**
 * Fourth down with the kick in range (decisions.ts fourthDownDecision): the longest distance a coach goes for within
 * `nearGoal` yards of the goal, the longest elsewhere from a 30-yard kick, and from `longKick` yards one more.
 */
export const GO_IN_RANGE = tuned('sim.GO_IN_RANGE', {
  nearGoal: 5,
  nearGoalDistance: 3,
  distance: 2,
  longKick: 42,
} as const);
/** The kicked try after a touchdown. */
export const EXTRA_POINT = tuned('sim.EXTRA_POINT', {
  /** The chance an extra point is good, for a kicker of kick accuracy 70. */
  base: 0.972,
  /** How much more the chance is per point of kick accuracy above 70. */
  accuracyPerPoint: 0.0012,
} as const);
/** The two-point try after a touchdown. */
export const TWO_POINT = tuned('sim.TWO_POINT', {
  /** The chance a two-point try succeeds in an even matchup (held between 0.2 and 0.75). */
  base: 0.46,
  /** How much more the chance is per point of the offense's edge. */
  edge: 0.04,
} as const);

// ---- When starters sit: margins (by quarter) that empty the bench. From 21 up in the fourth quarter, 50+ scores
// came to 4.4-4.6% of team-games in 2005 and 2024 (real 5-9%): real coaches keep most starters in until 28. ----
export const BLOWOUT = tuned('sim.BLOWOUT', {
  /** A lead of this many points in the fourth quarter sends the leader's backups in. */
  fourthQuarterLead: 28,
  /** A lead of this many points in the third quarter sends the leader's backups in. */
  thirdQuarterLead: 28,
  /** A deficit of this many points in the fourth quarter sends the trailing team's backups in. */
  fourthQuarterDeficit: 28,
} as const);
/**
 * Rating points a team far ahead (from the second quarter) gives up on offense: vanilla calls, and later walk-ons
 * deep into the bench, more the bigger the lead (perPoint for each point of lead past `from`, at most `max`). Past
 * `runaway.from`, or with `pileOn.from` points while `pileOn.lead` ahead, its offense gives up much more (a coach
 * with a 42-point lead runs dives with his third string): without it a 2005 USC, a 68-point favourite, led Idaho 73-0
 * at the half and won 104-7. Its defense (`defense`, from the third quarter) gives up its own share, and sooner, from
 * a 21-point lead: the beaten team scores against soft coverage and the second string. How it was fitted:
 * docs/calibration.md.
 */
export const COASTING = tuned('sim.COASTING', {
  from: 35,
  perPoint: 0.3,
  max: 8,
  runaway: { from: 42, perPoint: 1.0, max: 20 },
  pileOn: { from: 70, lead: 14, edge: 25 },
  defense: { quarter: 3, from: 21, perPoint: 0.3, max: 6 },
} as const);
/**
 * Leads at which a coach protects the lead: from 28 in the third quarter he runs the ball and the clock (from 14 in
 * the fourth, decisions.ts tempoFor); from 28 in the second half it is a rout: hand-offs, no fourth-down tries, and
 * the routed coach punts from his own end.
 */
export const PROTECT_LEAD = tuned('sim.PROTECT_LEAD', { thirdQuarter: 28, rout: 28 } as const);
/** How it was fitted: docs/calibration.md. */
export const KNEEL_IN_ROUT = tuned('sim.KNEEL_IN_ROUT', { lead: 35, points: 70 } as const);
/** A tied or one-score-down offense late plays for the kick once this many yards inside its kicker's range. */
export const PLAY_FOR_FIELD_GOAL = tuned('sim.PLAY_FOR_FIELD_GOAL', { yardsInside: 5 } as const);

/**
 * The era's football (rules.ts eraPlay): how the engine's chances move per unit of the era table's difference from
 * 2023-24. How it was fitted: docs/calibration.md.
 */
export const ERA_PLAY = tuned('sim.ERA_PLAY', {
  /** Completion chance per point of completion percentage. */
  completionPerPoint: 0.01,
  /** Run yards per yard of the era's yards a carry. */
  runYardsPerYard: 1.6,
  /**
   * Yards after the catch per yard of the era's yards a completion below 2024's: 2008's completed passes went 11.8
   * yards, 2024's 12.0. How it was fitted: docs/calibration.md.
   */
  catchYardsPerYard: 1,
  /**
   * Power on the era's turnovers (over 2023-24's) for the interception chance. How it was fitted:
   * docs/calibration.md.
   */
  interceptionPower: 1.1,
  /** Runoff seconds per play a game fewer than 2024's. */
  runoffPerPlay: 1,
  /** Runoff before 2023's running clock after first downs. */
  runoffBefore2023: 3.2,
  /**
   * How much a rating edge matters on a snap before 2023, when games had more snaps. How it was fitted:
   * docs/calibration.md.
   */
  talentBefore2023: 0.77,
  /**
   * And 0.005 more for each season before 2016 back to 2007 (2008: 0.81): the older game spread teams further apart.
   * How it was fitted: docs/calibration.md.
   */
  talentPerSeasonBefore2016: 0.005,
  /**
   * 2006's rating edge on a snap: its weight times its snaps' shortfall (rules.ts kickoffClockSnaps, 1.11) to this
   * power. How it was fitted: docs/calibration.md.
   */
  kickoffClockTalentPower: 1.5,
} as const);

/**
 * The prevent defense: in the last `seconds` of the game a defense ahead by up to `maxDeficit` sits back, worth
 * `edge` rating points to the offense on every snap. How it was fitted: docs/calibration.md.
 */
export const PREVENT = tuned('sim.PREVENT', { seconds: 900, maxDeficit: 13, edge: 2 } as const);
