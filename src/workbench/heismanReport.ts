// The dynasty batch's Heisman winners: their positions, how many were quarterbacks who also ran for 1,000 yards, how
// many played for a team in the final top five, and the season's most rushing yards against the FBS record, beside
// the real figures of 2000-2024 (docs/reference/heisman.md).
import { mean, round } from '../core/stats/math.js';
import type { Db } from '../store/database.js';
import { awardsOfYear } from '../store/queries/awards.js';
import { teamSeasonTotals } from '../store/queries/playerSeasons.js';
import { formatTable } from '../shared/textTable.js';
import { RUNNING_QB_YARDS } from './seasonLeaders.js';
/** The FBS season rushing record (Barry Sanders, 1988; docs/reference/fbs-records.md). */
export const SEASON_RUSHING_RECORD = 2628;

/**
 * The real Heisman winners of 2000-2024 (25 seasons; docs/reference/heisman.md): 20 quarterbacks, 3 running backs,
 * 2 receivers; 6 quarterbacks who ran for 1,000 yards; 18 played for a team that finished in the final AP top five.
 * The running quarterbacks' share is judged within the range of a binomial's two standard errors over 16 seasons
 * around the real share, as our own tolerance.
 */
export const REAL_HEISMAN = { seasons: 25, qb: 20, rb: 3, receiver: 2, runningQb: 6, topFive: 18 } as const;
export const RUNNING_QB_SHARE_RANGE = { min: 0.05, max: 0.45 } as const;

/** The positions judged: a receiver is a wide receiver or a tight end (Travis Hunter played both ways). */
export const HEISMAN_POSITIONS = [
  { label: 'Quarterbacks', positions: ['QB'], real: REAL_HEISMAN.qb },
  { label: 'Running backs', positions: ['RB'], real: REAL_HEISMAN.rb },
  { label: 'Receivers', positions: ['WR', 'TE'], real: REAL_HEISMAN.receiver },
] as const;

/**
 * Each judged share's band: the real share within two standard errors of a binomial over 96 seasons (8 dynasties of
 * 12, the batch the project judges on), our own tolerance: a batch that never gives a receiver the trophy, or gives
 * it to a quarterback nine times in ten, is out.
 */
export const HEISMAN_SEASONS_JUDGED = 96;
export function heismanShareBand(real: number, of = REAL_HEISMAN.seasons): [number, number] {
  const p = real / of;
  const room = 2 * Math.sqrt((p * (1 - p)) / HEISMAN_SEASONS_JUDGED);
  return [round(Math.max(0, p - room), 2), round(Math.min(1, p + room), 2)];
}

export interface SeasonHeisman {
  pos: string;
  /** The final AP rank of the winner's team (0: unranked; absent: not read). */
  teamFinalRank?: number;
  passYards: number;
  rushYards: number;
  /** The season's most rushing yards by any player. */
  mostRushYards: number;
}

/** The season's Heisman winner and his yards, and the season's best rusher (null before the awards are chosen). */
export function seasonHeisman(db: Db, year: number): SeasonHeisman | null {
  const winner = awardsOfYear(db, year).find((a) => a.award === 'heisman' && a.slot === 1);
  if (!winner) return null;
  const teamFinalRank =
    db.get<{ final_rank: number }>('SELECT final_rank FROM team_seasons WHERE year = ? AND team = ?', [
      year,
      winner.team,
    ])?.final_rank ?? 0;
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
  return { pos: winner.pos, teamFinalRank, passYards, rushYards, mostRushYards };
}

/** A judged share of the winners beside the real one. */
export interface HeismanShare {
  label: string;
  winners: number;
  share: number;
  realShare: number;
  band: [number, number];
  ok: boolean;
}

export interface HeismanReport {
  seasons: number;
  /** Winners per position, most first. */
  positions: { pos: string; winners: number; share: number }[];
  /** Quarterbacks', backs' and receivers' shares of the winners, and the share whose team finished in the top five. */
  judged: HeismanShare[];
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

function judgedShare(label: string, winners: number, of: number, real: number): HeismanShare {
  const band = heismanShareBand(real);
  const share = round(winners / Math.max(1, of), 3);
  return {
    label,
    winners,
    share,
    realShare: round(real / REAL_HEISMAN.seasons, 3),
    band,
    ok: of > 0 && share >= band[0] && share <= band[1],
  };
}

export function heismanReport(seasons: readonly SeasonHeisman[]): HeismanReport {
  const byPos = new Map<string, number>();
  for (const s of seasons) byPos.set(s.pos, (byPos.get(s.pos) ?? 0) + 1);
  const n = Math.max(1, seasons.length);
  const runningQbs = seasons.filter(isRunningQb).length;
  const share = runningQbs / n;
  const ranked = seasons.filter((s) => s.teamFinalRank !== undefined);
  const topFive = ranked.filter((s) => s.teamFinalRank! >= 1 && s.teamFinalRank! <= 5).length;
  return {
    seasons: seasons.length,
    positions: [...byPos]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([pos, winners]) => ({ pos, winners, share: round(winners / n, 3) })),
    judged: [
      ...HEISMAN_POSITIONS.map((p) =>
        judgedShare(
          p.label,
          seasons.filter((s) => (p.positions as readonly string[]).includes(s.pos)).length,
          seasons.length,
          p.real,
        ),
      ),
      judgedShare("The winner's team in the final top five", topFive, ranked.length, REAL_HEISMAN.topFive),
    ],
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
    formatTable(
      ['Figure', 'Winners', 'Share', 'Real', 'Band', 'In?'],
      r.judged.map((j) => [
        j.label,
        j.winners,
        pct(j.share),
        pct(j.realShare),
        `${pct(j.band[0])}-${pct(j.band[1])}`,
        j.ok ? 'in' : 'OUT',
      ]),
      ['Winners', 'Share', 'Real'],
    ),
    `Bands: the real share within two standard errors of ${HEISMAN_SEASONS_JUDGED} seasons (judge over 8 dynasties of 12 seasons).`,
    `Quarterbacks who also ran for ${RUNNING_QB_YARDS.toLocaleString('en-US')} yards: ${r.runningQbs} (${pct(r.runningQbShare)}; real ${real.runningQb} of ${real.seasons}, `
      + `${pct(real.runningQb / real.seasons)}; range ${pct(min)}-${pct(max)}) ${r.runningQbShareOk ? 'in' : 'OUT'}.`,
    `The season's most rushing yards: mean ${r.mostRushYardsMean.toLocaleString('en-US')}, highest ${r.mostRushYardsMax.toLocaleString('en-US')}; `
      + `past the FBS record (${SEASON_RUSHING_RECORD.toLocaleString('en-US')}) in ${r.seasonsPastRushingRecord} of ${r.seasons} seasons.`,
  ].join('\n');
}
