// Tuning of injuries, redshirts and who takes the field: every number with where it comes from.
import { tuned } from '../tuning.js';
import type { Position } from '../players/types.js';

/**
 * Depth on the chart, past the starters, that still takes snaps in an ordinary game: the engine's rotation
 * (lineup.ts rotates 2 backs, 2 receivers, 1 tight end, 2 linemen, 3 defensive linemen and one backup at each
 * spot of the back seven). Those players are "in the game" for games played and for injury exposure.
 */
export const ROTATION_DEPTH: Record<Position, number> = tuned('roster.ROTATION_DEPTH', {
  QB: 0,
  RB: 2,
  WR: 2,
  TE: 1,
  OL: 2,
  DL: 3,
  LB: 1,
  CB: 1,
  S: 1,
  K: 0,
  P: 0,
});

/** Exposure of a rotation player relative to a starter (his share of snaps, lineup.ts ROTATION_SHARE 0.1-0.3 times a few). */
export const ROTATION_EXPOSURE = tuned('roster.ROTATION_EXPOSURE', 0.4);

/**
 * Chance a starter suffers a time-loss injury in one game. The NCAA Injury Surveillance Program measured about
 * 36 game injuries per 1,000 athlete-exposures in college football (Dick et al. 2007, J Athl Train 42:221;
 * Kerr et al. 2015 found 39.9), about half of them costing a game or more. Over 22 starters, the kickers
 * (rarely hurt) and the rotation at 0.4, 0.054 gives about 1.4 injuries that cost playing time per team and
 * game (measured: tests/calibration/games.test.ts), the 1-2 the issue asks for.
 */
export const INJURY_CHANCE_PER_GAME = tuned('roster.INJURY_CHANCE_PER_GAME', 0.054);

/**
 * A quarterback's chance is this many times a position player's: he is hit on dropbacks (two or three sacks a game
 * and more hits after the throw) and on designed runs. How it was fitted: docs/calibration.md.
 */
export const QUARTERBACK_INJURY_SHARE = tuned('roster.QUARTERBACK_INJURY_SHARE', 1.4);

/** Kickers and punters take few hits: their chance is this share of a position player's. */
export const SPECIALIST_INJURY_SHARE = tuned('roster.SPECIALIST_INJURY_SHARE', 0.2);

/** One kind of injury: how often it is the one (weight) and how many games it costs. */
export interface InjuryKind {
  name: string;
  weight: number;
  /** Games missed, inclusive range; SEASON_ENDING for the rest of the season. */
  games: readonly [number, number];
}

/** Games out that mean the rest of the season (more than any season's remaining weeks). */
export const SEASON_ENDING = tuned('roster.SEASON_ENDING', 99);

/**
 * Kinds and spans. Shares follow the ISP's game injuries (ankle and knee sprains the most common, then
 * concussions, shoulder, hamstring; Kerr et al. 2015): most cost one or two games, one in fifteen the season
 * (ACL and other major knee injuries, fractures needing surgery, about 6-7% of game injuries).
 */
export const INJURY_KINDS: readonly InjuryKind[] = [
  { name: 'ankle sprain', weight: 22, games: [1, 2] },
  { name: 'knee sprain', weight: 14, games: [1, 3] },
  { name: 'concussion', weight: 12, games: [1, 2] },
  { name: 'hamstring strain', weight: 10, games: [1, 2] },
  { name: 'shoulder sprain', weight: 9, games: [1, 3] },
  { name: 'hand injury', weight: 6, games: [1, 2] },
  { name: 'high ankle sprain', weight: 7, games: [2, 5] },
  { name: 'broken hand', weight: 4, games: [3, 5] },
  { name: 'MCL sprain', weight: 6, games: [3, 6] },
  { name: 'broken foot', weight: 3, games: [5, 8] },
  { name: 'torn ACL', weight: 3, games: [SEASON_ENDING, SEASON_ENDING] },
  { name: 'shoulder surgery', weight: 1.5, games: [SEASON_ENDING, SEASON_ENDING] },
  { name: 'Achilles tear', weight: 1, games: [SEASON_ENDING, SEASON_ENDING] },
];

/** From this season a player who plays in no more than this many games keeps his redshirt year (NCAA 2018 rule). */
export const REDSHIRT_GAMES_RULE_FROM = tuned('roster.REDSHIRT_GAMES_RULE_FROM', 2018);
export const REDSHIRT_GAME_LIMIT = tuned('roster.REDSHIRT_GAME_LIMIT', 4);

/** Games a redshirt may play in a real season and keep his year: none before 2018, four since. */
export function realRedshirtGames(year: number): number {
  return year < REDSHIRT_GAMES_RULE_FROM ? 0 : REDSHIRT_GAME_LIMIT;
}

/**
 * Computer programs redshirt a player who is not needed: below the starters and the first backups (depth
 * beyond STARTERS + this), and not already redshirted; freshmen most of the time, a few older players.
 * About 60% of FBS signees redshirt at some point (NCAA GOALS studies); most freshmen not in the two-deep do.
 */
export const AUTO_REDSHIRT_SPARE_DEPTH = tuned('roster.AUTO_REDSHIRT_SPARE_DEPTH', 1);
export const AUTO_REDSHIRT_CHANCE = tuned('roster.AUTO_REDSHIRT_CHANCE', {
  fr: 0.85,
  so: 0.15,
  jr: 0.05,
  sr: 0,
} as const);

// ---- Position changes ----

/**
 * How close two positions are, 0-1, either way round (positionChange.ts): the share of a player's edge in the skills
 * of his old position that a move keeps or brings to the new one. Pairs not listed are POSITION_SIMILARITY_FAR
 * (a quarterback to anything, a lineman to the secondary). The close pairs are the moves real programs make most:
 * safeties and cornerbacks trade places, an edge rusher is a linebacker standing up, tight ends become receivers
 * or tackles, linemen change sides of the ball (docs/reference/position-changes.md).
 */
export const POSITION_SIMILARITY: Readonly<Record<string, number>> = tuned('roster.POSITION_SIMILARITY', {
  'CB-S': 0.85,
  'K-P': 0.8,
  'DL-LB': 0.65,
  'LB-S': 0.6,
  'TE-WR': 0.55,
  'RB-WR': 0.5,
  'DL-OL': 0.5,
  'OL-TE': 0.45,
  'CB-WR': 0.45,
  'DL-TE': 0.35,
  'LB-RB': 0.35,
  'LB-TE': 0.35,
  'CB-RB': 0.3,
  'RB-S': 0.3,
  'RB-TE': 0.3,
  'S-WR': 0.3,
  'CB-LB': 0.3,
});
/** The closeness of two positions the table does not pair. */
export const POSITION_SIMILARITY_FAR = tuned('roster.POSITION_SIMILARITY_FAR', 0.1);
/**
 * Where a skill new to a moved player starts, before his athleticism: a level near an untrained player's
 * (players.OFF_POSITION_ATTRIBUTE).
 */
export const NEW_SKILL_START = tuned('roster.NEW_SKILL_START', 25);
/** The share of his athleticism (speed, agility, strength) above NEW_SKILL_START that a new skill starts at. */
export const NEW_SKILL_ATHLETICISM_SHARE = tuned('roster.NEW_SKILL_ATHLETICISM_SHARE', 0.5);
/**
 * The share of his edge in a skill both positions use that a move to the farthest position keeps; the rest is kept
 * by the positions' closeness (a safety's coverage at cornerback keeps nearly all of it).
 */
export const SHARED_SKILL_SHARE = tuned('roster.SHARED_SKILL_SHARE', 0.7);
/**
 * The computer programs' moves in an offseason (positionNeeds.ts): at most `perProgram` a program, each between
 * positions at least `similarity` close, and only when it adds at least `gain` points to the program's two-deep
 * (starters count whole, backups by `backupWeight`) more than it takes from the position he leaves.
 */
export const COMPUTER_POSITION_CHANGES = tuned('roster.COMPUTER_POSITION_CHANGES', {
  perProgram: 3,
  similarity: 0.3,
  gain: 3,
  backupWeight: 0.5,
} as const);
