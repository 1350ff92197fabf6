// A season's production in points, by position, and the Heisman score that adds the team's success.
import type { PlayerStatCategories } from '../stats/aggregate.js';
import {
  HEISMAN_HISTORIC,
  HEISMAN_POSITION_WEIGHT,
  HEISMAN_QB_RUSHING,
  HEISMAN_TEAM,
  LINEMAN_RATING_WEIGHT,
  POSITION_TEAM,
  PRODUCTION as P,
  RATING_WEIGHT,
} from './tuning.js';
import type { AwardCandidate, AwardTeamSeason } from './types.js';

export function offenseProduction(s: PlayerStatCategories): number {
  const pass = s.passing ? s.passing.yds * P.passYard + s.passing.td * P.passTd + s.passing.int * P.interception : 0;
  const rush = s.rushing ? s.rushing.yds * P.rushYard + s.rushing.td * P.rushTd : 0;
  const rec = s.receiving
    ? s.receiving.rec * P.reception + s.receiving.yds * P.receivingYard + s.receiving.td * P.receivingTd
    : 0;
  return pass + rush + rec;
}

export function defenseProduction(s: PlayerStatCategories): number {
  const d = s.defense;
  if (!d) return 0;
  return (
    d.tackles * P.tackle
    + d.tfl * P.tackleForLoss
    + d.sacks * P.sack
    + d.ints * P.defensiveInterception
    + d.passBreakups * P.passBreakup
    + d.forcedFumbles * P.forcedFumble
    + d.fumbleRecoveries * P.fumbleRecovery
    + d.td * P.defensiveTd
  );
}

export function kickingProduction(s: PlayerStatCategories): number {
  const k = s.kicking;
  if (!k) return 0;
  return (
    k.fgm * P.fieldGoal + (k.fga - k.fgm) * P.fieldGoalMiss + k.xpm * P.extraPoint + Math.max(0, k.long - 40) * 0.2
  );
}

export function puntingProduction(s: PlayerStatCategories): number {
  const p = s.punting;
  if (!p || p.punts === 0) return 0;
  return (p.yds / p.punts - 35) * P.puntYardAverageAbove35 + p.inside20 * P.puntInside20 + Math.min(p.punts, 60) * 0.2;
}

const DEFENDERS = new Set(['DL', 'LB', 'CB', 'S']);

/** The season's production at the player's position (linemen on offense: none). */
export function production(c: AwardCandidate): number {
  if (c.pos === 'K') return kickingProduction(c.stats);
  if (c.pos === 'P') return puntingProduction(c.stats);
  if (DEFENDERS.has(c.pos)) return defenseProduction(c.stats);
  if (c.pos === 'OL') return 0;
  return offenseProduction(c.stats);
}

export function winShare(t: AwardTeamSeason): number {
  const games = t.wins + t.losses;
  return games === 0 ? 0 : t.wins / games;
}

/**
 * The production voters see: a quarterback's rushing as total offence (HEISMAN_QB_RUSHING), for the Heisman and for
 * the quarterbacks' own awards alike; at every other position, production.
 */
function votersProduction(c: AwardCandidate): number {
  const rushing = c.stats.rushing;
  if (c.pos !== 'QB' || !rushing) return production(c);
  const asBack = rushing.yds * P.rushYard + rushing.td * P.rushTd;
  return production(c) - asBack + rushing.yds * HEISMAN_QB_RUSHING.yard + rushing.td * HEISMAN_QB_RUSHING.td;
}

/** Points for a season beyond its position's usual best, on a contender (HEISMAN_HISTORIC). */
function historicPoints(pos: string, produced: number, t: AwardTeamSeason): number {
  const usualBest = (HEISMAN_HISTORIC.usualBest as Record<string, number>)[pos];
  if (usualBest === undefined || t.rank < 1 || t.rank > HEISMAN_HISTORIC.maxRank) return 0;
  return HEISMAN_HISTORIC.perPercent * Math.max(0, (100 * produced) / usualBest - 100);
}

/**
 * Heisman voters' view: production weighted by position, and a historic season's extra, multiplied by the team's
 * success.
 */
export function heismanScore(c: AwardCandidate, t: AwardTeamSeason): number {
  const weight = HEISMAN_POSITION_WEIGHT[c.pos] ?? 0;
  if (weight === 0) return 0;
  const produced = votersProduction(c);
  const topTen = t.rank >= 1 && t.rank <= 10 ? (11 - t.rank) * HEISMAN_TEAM.topTenBonus : 0;
  const season = produced * weight + historicPoints(c.pos, produced, t);
  return season * (HEISMAN_TEAM.base + HEISMAN_TEAM.winWeight * winShare(t)) + topTen;
}

/** The score that ranks players at one position (position awards, All-America and all-conference teams). */
export function positionScore(c: AwardCandidate, t: AwardTeamSeason): number {
  const team = POSITION_TEAM.base + POSITION_TEAM.winWeight * winShare(t);
  if (c.pos === 'OL') return c.rating * LINEMAN_RATING_WEIGHT * team;
  if (c.pos === 'DL') return (production(c) + c.rating * LINEMAN_RATING_WEIGHT * 0.5) * team;
  return (votersProduction(c) + c.rating * RATING_WEIGHT) * team;
}
