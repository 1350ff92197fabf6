// Tuning of the season's awards: how a season's statistics and a team's success turn into award scores.
// Production weights follow the fantasy-scoring convention (a touchdown is worth 60 yards, an interception
// thrown costs about 45), which ranks real award finalists well; team weights from Heisman history: since
// 2000 every winner but one (2007) played for a team that finished in the top 10.

import { tuned } from '../tuning.js';

/** Points per stat in a player's production score. */
export const PRODUCTION = tuned('awards.PRODUCTION', {
  passYard: 0.04,
  passTd: 4,
  interception: -2,
  rushYard: 0.1,
  rushTd: 6,
  reception: 0.5,
  receivingYard: 0.1,
  receivingTd: 6,
  tackle: 1,
  tackleForLoss: 2,
  sack: 4,
  defensiveInterception: 6,
  passBreakup: 1.5,
  forcedFumble: 3,
  fumbleRecovery: 2,
  defensiveTd: 6,
  fieldGoal: 3,
  fieldGoalMiss: -2,
  extraPoint: 1,
  puntYardAverageAbove35: 4,
  puntInside20: 1,
} as const);

/**
 * The Heisman's team factor: score x (BASE + WIN_WEIGHT x win share) + a bonus for a top-10 place. Voters rarely
 * pick a player of a team outside the top 10 (see above): his team's record as the ballot closes (after the
 * conference championships) and its place in that week's poll both count. Fitted: docs/calibration.md.
 */
export const HEISMAN_TEAM = tuned('awards.HEISMAN_TEAM', {
  base: 0.4,
  winWeight: 0.6,
  /** Bonus points for the rank r <= 10 as the ballot closes: (11 - r) x this. */
  topTenBonus: 6,
} as const);

/**
 * Voters weigh a season against what its position's best usually does: a historic season by a back or a receiver on
 * a contender wins now and then (Henry 2015, Smith 2020). Each percent of production beyond the position's usual
 * season-best (`usualBest`, in production points as voters read them, through the conference championships; a tight
 * end is held to the receivers' mark) adds `perPercent` points, for a player of a team ranked `maxRank` or better.
 * How it was fitted: docs/calibration.md.
 */
export const HEISMAN_HISTORIC = tuned('awards.HEISMAN_HISTORIC', {
  perPercent: 5,
  maxRank: 10,
  usualBest: { QB: 360, RB: 360, WR: 280, TE: 280 },
} as const);

/**
 * Heisman voters read a quarterback's runs as total offense: a yard and a touchdown of his on the ground count as
 * one through the air (PRODUCTION's rushing points are a back's). How it was fitted: docs/calibration.md.
 */
export const HEISMAN_QB_RUSHING = tuned('awards.HEISMAN_QB_RUSHING', { yard: 0.04, td: 4 } as const);

/**
 * Defensive players and linemen rarely win the Heisman (one defender since 1936): their scores count less. A back's
 * counts 0.82 of a quarterback's: backs win on an elite team with an era's best season (docs/calibration.md).
 */
export const HEISMAN_POSITION_WEIGHT: Record<string, number> = tuned('awards.HEISMAN_POSITION_WEIGHT', {
  QB: 1,
  RB: 0.82,
  WR: 1.08,
  TE: 0.85,
  DL: 0.45,
  LB: 0.45,
  CB: 0.5,
  S: 0.45,
  OL: 0,
  K: 0,
  P: 0,
});

/**
 * Position awards and All-America teams weigh team success less (a great player on a 6-6 team makes All-America):
 * score x (BASE + WIN_WEIGHT x win share), plus the player's rating as the scouts' view (linemen have no
 * statistics of their own, so their rating and their team's success decide).
 */
export const POSITION_TEAM = tuned('awards.POSITION_TEAM', { base: 0.75, winWeight: 0.25 } as const);
export const RATING_WEIGHT = tuned('awards.RATING_WEIGHT', 0.6);
export const LINEMAN_RATING_WEIGHT = tuned('awards.LINEMAN_RATING_WEIGHT', 3);

/** A player must have played this share of his team's games to be considered. */
export const MIN_GAME_SHARE = tuned('awards.MIN_GAME_SHARE', 0.5);

/** Heisman finalists invited to the ceremony (real ceremonies: 3 to 6; 4 in most years since 2000). */
export const HEISMAN_FINALISTS = tuned('awards.HEISMAN_FINALISTS', 4);
/** Candidates on the weekly watch list. */
export const WATCH_LIST_SIZE = tuned('awards.WATCH_LIST_SIZE', 10);

/** All-America and all-conference teams: players per position (real All-America teams: 2 backs, 3 receivers, a TE). */
export const TEAM_SLOTS: Record<string, number> = tuned('awards.TEAM_SLOTS', {
  QB: 1,
  RB: 2,
  WR: 3,
  TE: 1,
  OL: 5,
  DL: 4,
  LB: 3,
  CB: 2,
  S: 2,
  K: 1,
  P: 1,
});
export const ALL_AMERICA_TEAMS = tuned('awards.ALL_AMERICA_TEAMS', 3);
export const ALL_CONFERENCE_TEAMS = tuned('awards.ALL_CONFERENCE_TEAMS', 2);
