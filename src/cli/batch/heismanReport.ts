// The dynasty batch's Heisman winners: their positions, how many were quarterbacks who also ran for 1,000 yards,
// and the season's most rushing yards against the FBS record, beside the real figures of 2000-2024
// (docs/reference/heisman.md).
import { mean, round } from '../../core/stats/math.js';
import type { Db } from '../../store/database.js';
import { awardsOfYear } from '../../store/queries/awards.js';
import { teamSeasonTotals } from '../../store/queries/playerSeasons.js';
import { formatTable } from '../format.js';
import { RUNNING_QB_YARDS } from './seasonLeaders.js';
/** The FBS season rushing record (Barry Sanders, 1988; docs/reference/fbs-records.md). */
export const SEASON_RUSHING_RECORD = 2628;

/**
 * The real Heisman winners of 2000-2024 (25 seasons; docs/reference/heisman.md): 20 quarterbacks, 3 running backs,
 * 2 receivers; 6 quarterbacks who ran for 1,000 yards. A batch's share is judged within the range of a binomial's
 * two standard errors over 16 seasons around the real share, as our own tolerance.
 */
export const REAL_HEISMAN = { seasons: 25, qb: 20, rb: 3, receiver: 2, runningQb: 6 } as const;
export const RUNNING_QB_SHARE_RANGE = { min: 0.05, max: 0.45 } as const;

export interface SeasonHeisman {
  pos: string;
  passYards: number;
  rushYards: number;
  /** The season's most rushing yards by any player. */
  mostRushYards: number;
}

/** The season's Heisman winner and his yards, and the season's best rusher (null before the awards are chosen). */
export function seasonHeisman(db: Db, year: number): SeasonHeisman | null {
  const winner = awardsOfYear(db, year).find((a) => a.award === 'heisman' && a.slot === 1);
  if (!winner) return null;
  let passYards = 0;
  let rushYards = 0;
  let mostRushYards = 0;
  for (const { players } of teamSeasonTotals(db, year)) {
    for (const p of players) {
      const rushing = p.stats.rushing?.yds ?? 0;
      mostRushYards = Math.max(mostRushYards, rushing);
      if (p.playerId === winner.player_id) {
        passYards += p.stats.passing?.yds ?? 0;
        rushYards += rushing;
      }
    }
  }
  return { pos: winner.pos, passYards, rushYards, mostRushYards };
}

export interface HeismanReport {
  seasons: number;
  /** Winners per position, most first. */
  positions: { pos: string; winners: number; share: number }[];
  runningQbs: number;
  runningQbShare: number;
  runningQbShareOk: boolean;
  /** The season's most rushing yards: its mean and its highest, and the seasons past the FBS record. */
  mostRushYardsMean: number;
  mostRushYardsMax: number;
  seasonsPastRushingRecord: number;
}

export function isRunningQb(h: Pick<SeasonHeisman, 'pos' | 'rushYards'>): boolean {
  return h.pos === 'QB' && h.rushYards >= RUNNING_QB_YARDS;
}

export function heismanReport(seasons: readonly SeasonHeisman[]): HeismanReport {
  const byPos = new Map<string, number>();
  for (const s of seasons) byPos.set(s.pos, (byPos.get(s.pos) ?? 0) + 1);
  const n = Math.max(1, seasons.length);
  const runningQbs = seasons.filter(isRunningQb).length;
  const share = runningQbs / n;
  return {
    seasons: seasons.length,
    positions: [...byPos]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([pos, winners]) => ({ pos, winners, share: round(winners / n, 3) })),
    runningQbs,
    runningQbShare: round(share, 3),
    runningQbShareOk: seasons.length > 0 && share >= RUNNING_QB_SHARE_RANGE.min && share <= RUNNING_QB_SHARE_RANGE.max,
    mostRushYardsMean: round(mean(seasons.map((s) => s.mostRushYards)), 0),
    mostRushYardsMax: Math.max(0, ...seasons.map((s) => s.mostRushYards)),
    seasonsPastRushingRecord: seasons.filter((s) => s.mostRushYards > SEASON_RUSHING_RECORD).length,
  };
}

export function formatHeismanReport(r: HeismanReport): string {
  const pct = (v: number) => `${(100 * v).toFixed(0)}%`;
  const real = REAL_HEISMAN;
  const realOf: Record<string, number> = { QB: real.qb, RB: real.rb, WR: real.receiver };
  const { min, max } = RUNNING_QB_SHARE_RANGE;
  return [
    `Heisman winners (${r.seasons} season${r.seasons === 1 ? '' : 's'}; real: ${real.seasons} winners of 2000-2024)`,
    formatTable(
      ['Position', 'Winners', 'Share', 'Real share'],
      r.positions.map((p) => [
        p.pos,
        p.winners,
        pct(p.share),
        realOf[p.pos] === undefined ? '0%' : pct(realOf[p.pos] / real.seasons),
      ]),
      ['Winners', 'Share', 'Real share'],
    ),
    `Quarterbacks who also ran for ${RUNNING_QB_YARDS.toLocaleString('en-US')} yards: ${r.runningQbs} (${pct(r.runningQbShare)}; real ${real.runningQb} of ${real.seasons}, `
      + `${pct(real.runningQb / real.seasons)}; range ${pct(min)}-${pct(max)}) ${r.runningQbShareOk ? 'in' : 'OUT'}.`,
    `The season's most rushing yards: mean ${r.mostRushYardsMean.toLocaleString('en-US')}, highest ${r.mostRushYardsMax.toLocaleString('en-US')}; `
      + `past the FBS record (${SEASON_RUSHING_RECORD.toLocaleString('en-US')}) in ${r.seasonsPastRushingRecord} of ${r.seasons} seasons.`,
  ].join('\n');
}
