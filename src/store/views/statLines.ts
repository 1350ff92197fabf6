// The engine's stat lines (PlayerGameStats, TeamGameStats sums) in the API's flat, named form, with the derived
// rates the stats pages show.
import type { TeamGameStats } from '../../core/sim/types.js';
import { clamp } from '../../core/stats/math.js';
import type { PlayerStatLine, TeamStatsLine } from '../../shared/api-types.js';
import type { PlayerTotals } from '../queries/playerSeasons.js';

/** One decimal, as the pages show rates. */
export function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Two decimals (average stars). */
export function twoDecimals(value: number): number {
  return Math.round(value * 100) / 100;
}

/** numerator / denominator to one decimal; 0 without a denominator (no attempts). */
export function ratio(numerator: number, denominator: number): number {
  return denominator > 0 ? oneDecimal(numerator / denominator) : 0;
}

interface PassingTotals {
  comp: number;
  att: number;
  yds: number;
  td: number;
  int: number;
}

/**
 * Passing efficiency, the college rating (NCAA): (8.4 yds + 330 TD + 100 comp - 200 int) / att, uncapped. The
 * figure every page shows first; 0 without attempts.
 */
export function passerEfficiency(p: PassingTotals): number {
  return ratio(8.4 * p.yds + 330 * p.td + 100 * p.comp - 200 * p.int, p.att);
}

/** Passer rating on the NFL scale (the wire format's passer_rating), four components capped at 0-2.375: the second column. */
export function passerRating(p: PassingTotals): number {
  if (p.att === 0) return 0;
  const part = (x: number): number => clamp(x, 0, 2.375);
  const a = part((p.comp / p.att - 0.3) * 5);
  const b = part((p.yds / p.att - 3) * 0.25);
  const c = part((p.td / p.att) * 20);
  const d = part(2.375 - (p.int / p.att) * 25);
  return oneDecimal(((a + b + c + d) / 6) * 100);
}

/** (yds + 20 TD - 45 int) / att: the passing leaders' order (spec section 2). */
export function adjustedPassYardsPerAttempt(p: PassingTotals): number {
  return ratio(p.yds + 20 * p.td - 45 * p.int, p.att);
}

export function playerStatLine(totals: PlayerTotals, games?: number): PlayerStatLine {
  const line: PlayerStatLine = {};
  const perGame = (value: number): number | undefined => (games && games > 0 ? oneDecimal(value / games) : undefined);
  const { passing, rushing, receiving } = totals;
  if (passing && passing.att > 0) {
    line.pass_completions = passing.comp;
    line.pass_attempts = passing.att;
    line.pass_yards = passing.yds;
    line.pass_touchdowns = passing.td;
    line.pass_interceptions = passing.int;
    line.completion_percent = ratio(100 * passing.comp, passing.att);
    line.adjusted_pass_yards_per_attempt = adjustedPassYardsPerAttempt(passing);
    line.passer_efficiency = passerEfficiency(passing);
    line.passer_rating = passerRating(passing);
    const ypg = perGame(passing.yds);
    if (ypg !== undefined) line.pass_yards_per_game = ypg;
  }
  if (rushing && rushing.att > 0) {
    line.rush_attempts = rushing.att;
    line.rush_yards = rushing.yds;
    line.rush_touchdowns = rushing.td;
    line.rush_yards_per_attempt = ratio(rushing.yds, rushing.att);
    line.fumbles = rushing.fumbles;
    const ypg = perGame(rushing.yds);
    if (ypg !== undefined) line.rush_yards_per_game = ypg;
  }
  if (receiving && receiving.rec > 0) {
    line.receptions = receiving.rec;
    line.receiving_yards = receiving.yds;
    line.receiving_touchdowns = receiving.td;
    line.yards_per_reception = ratio(receiving.yds, receiving.rec);
    const ypg = perGame(receiving.yds);
    if (ypg !== undefined) line.receiving_yards_per_game = ypg;
  }
  return line;
}

/** A team's season sums as per-game figures (spec section 3, team stats per team). */
export function teamStatsLine(sums: TeamGameStats, games: number): TeamStatsLine {
  const g = Math.max(games, 1);
  const perGame = (value: number): number => oneDecimal(value / g);
  return {
    games,
    ppg: perGame(sums.points),
    pass_cpg: perGame(sums.completions),
    pass_apg: perGame(sums.passAttempts),
    comp_percent: ratio(100 * sums.completions, sums.passAttempts),
    pass_ypg: perGame(sums.passYards),
    pass_tdpg: perGame(sums.passTouchdowns),
    rush_apg: perGame(sums.rushAttempts),
    rush_ypg: perGame(sums.rushYards),
    rush_ypc: ratio(sums.rushYards, sums.rushAttempts),
    rush_tdpg: perGame(sums.rushTouchdowns),
    playspg: perGame(sums.plays),
    yardspg: perGame(sums.totalYards),
    ypp: ratio(sums.totalYards, sums.plays),
    first_downs_pass: perGame(sums.firstDownsPass),
    first_downs_rush: perGame(sums.firstDownsRush),
    first_downs_total: perGame(sums.firstDowns),
    // Lost fumbles: with interceptions they make the turnovers.
    fumbles: perGame(sums.fumblesLost),
    interceptions: perGame(sums.interceptionsThrown),
    turnovers: perGame(sums.turnovers),
  };
}
