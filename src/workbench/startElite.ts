// Who wins the titles: the programs on top when a dynasty starts, beside the programs on top when a real run of
// seasons started. The blue bloods' list (leagueMovement.ts) was drawn up knowing who won 2014-2025; this figure picks
// its programs without hindsight, by the prestige the data gives them in the run's first season.
import { allPrograms, membershipIn, prestigeIn } from '../core/data/league.js';
import { round } from '../core/stats/math.js';
import type { DynastyRun } from './dynastyRun.js';
import { REAL_CHAMPIONS, realBlueBloodShare } from './realMovement.js';

/** The prestige a program holds when a run starts to count among its elite: the top two tiers. */
export const ELITE_FROM_PRESTIGE = 6;

/** The FBS programs the data puts at ELITE_FROM_PRESTIGE or above in `year`. */
export function eliteIn(year: number): string[] {
  return allPrograms()
    .filter((p) => membershipIn(p, year) !== undefined && prestigeIn(p, year) >= ELITE_FROM_PRESTIGE)
    .map((p) => p.name);
}

/**
 * The real share of the titles won by the elite of the first of the seasons a dynasty from `start` is set against
 * (the blue bloods' seasons, realBlueBloodShare: 2014-2025 for a start from 2014 on): 2014's fourteen won 10 of 12.
 */
export function realStartEliteShare(start: number, seasons: number): { share: number; titles: number; from: number } {
  const { titles, from } = realBlueBloodShare(start, seasons);
  const elite = new Set(eliteIn(from));
  const won = Array.from({ length: titles }, (_, i) => REAL_CHAMPIONS[from + i]).filter((t) => elite.has(t)).length;
  return { share: round(won / titles, 3), titles, from };
}

/** Share of the dynasties' titles won by the programs at ELITE_FROM_PRESTIGE or above in their first season. */
export function startEliteTitleShare(runs: readonly DynastyRun[]): number {
  let titles = 0;
  let won = 0;
  for (const run of runs) {
    const first = run.seasons[0];
    if (!first) continue;
    const elite = new Set(first.teams.filter((t) => t.prestige >= ELITE_FROM_PRESTIGE).map((t) => t.team));
    for (const season of run.seasons) {
      if (!season.champion) continue;
      titles++;
      if (elite.has(season.champion.team)) won++;
    }
  }
  return titles === 0 ? 0 : round(won / titles, 3);
}
