// Team box-score helpers: an empty line to count into, and team totals rebuilt from player lines
// (what season statistics and consistency checks use).

import type { PlayerGameStats, TeamGameStats } from '../sim/types.js';

export function emptyTeamStats(): TeamGameStats {
  return {
    points: 0,
    firstDowns: 0,
    firstDownsPass: 0,
    firstDownsRush: 0,
    firstDownsPenalty: 0,
    totalYards: 0,
    passYards: 0,
    rushYards: 0,
    passAttempts: 0,
    completions: 0,
    passTouchdowns: 0,
    rushAttempts: 0,
    rushTouchdowns: 0,
    plays: 0,
    thirdDownAttempts: 0,
    thirdDownConversions: 0,
    fourthDownAttempts: 0,
    fourthDownConversions: 0,
    turnovers: 0,
    fumbles: 0,
    fumblesLost: 0,
    interceptionsThrown: 0,
    penalties: 0,
    penaltyYards: 0,
    sacks: 0,
    sacksAllowed: 0,
    sackYardsLost: 0,
    punts: 0,
    puntYards: 0,
    fieldGoalsAttempted: 0,
    fieldGoalsMade: 0,
    extraPointsAttempted: 0,
    extraPointsMade: 0,
    twoPointAttempts: 0,
    twoPointConversions: 0,
    kickReturnYards: 0,
    puntReturnYards: 0,
    timeOfPossession: 0,
    drives: 0,
  };
}

/** Team totals that follow from the players' lines. */
export interface PlayerTotals {
  passAttempts: number;
  completions: number;
  passYards: number;
  passTouchdowns: number;
  interceptionsThrown: number;
  sacksAllowed: number;
  rushAttempts: number;
  rushYards: number;
  rushTouchdowns: number;
  fumblesLost: number;
  receptions: number;
  receivingYards: number;
  receivingTouchdowns: number;
  sacks: number;
  interceptions: number;
  fieldGoalsMade: number;
  fieldGoalsAttempted: number;
  extraPointsMade: number;
  extraPointsAttempted: number;
  punts: number;
  puntYards: number;
  kickReturnYards: number;
  puntReturnYards: number;
}

export function totalsFromPlayers(lines: readonly PlayerGameStats[]): PlayerTotals {
  const t: PlayerTotals = {
    passAttempts: 0,
    completions: 0,
    passYards: 0,
    passTouchdowns: 0,
    interceptionsThrown: 0,
    sacksAllowed: 0,
    rushAttempts: 0,
    rushYards: 0,
    rushTouchdowns: 0,
    fumblesLost: 0,
    receptions: 0,
    receivingYards: 0,
    receivingTouchdowns: 0,
    sacks: 0,
    interceptions: 0,
    fieldGoalsMade: 0,
    fieldGoalsAttempted: 0,
    extraPointsMade: 0,
    extraPointsAttempted: 0,
    punts: 0,
    puntYards: 0,
    kickReturnYards: 0,
    puntReturnYards: 0,
  };
  for (const l of lines) {
    if (l.passing) {
      t.passAttempts += l.passing.att;
      t.completions += l.passing.comp;
      t.passYards += l.passing.yds;
      t.passTouchdowns += l.passing.td;
      t.interceptionsThrown += l.passing.int;
      t.sacksAllowed += l.passing.sacks;
    }
    if (l.rushing) {
      t.rushAttempts += l.rushing.att;
      t.rushYards += l.rushing.yds;
      t.rushTouchdowns += l.rushing.td;
      t.fumblesLost += l.rushing.fumblesLost;
    }
    if (l.receiving) {
      t.receptions += l.receiving.rec;
      t.receivingYards += l.receiving.yds;
      t.receivingTouchdowns += l.receiving.td;
    }
    if (l.defense) {
      t.sacks += l.defense.sacks;
      t.interceptions += l.defense.ints;
    }
    if (l.kicking) {
      t.fieldGoalsMade += l.kicking.fgm;
      t.fieldGoalsAttempted += l.kicking.fga;
      t.extraPointsMade += l.kicking.xpm;
      t.extraPointsAttempted += l.kicking.xpa;
    }
    if (l.punting) {
      t.punts += l.punting.punts;
      t.puntYards += l.punting.yds;
    }
    if (l.returns) {
      t.kickReturnYards += l.returns.krYds;
      t.puntReturnYards += l.returns.prYds;
    }
  }
  return t;
}
