// The season leaders' figures the realism report judges (./leadersReport.ts): each figure of
// shared/reference/fbs-eras.md section 3 (FBS, bowls included), the 2022-24 leaders and the 2015-24 defensive leaders
// of docs/reference/fbs-figures.md, the real FBS records a season passes (docs/reference/fbs-records.md) and the
// project's own goals, each with its real range and the seasons it is judged for.
import { PLAYER_RECORD_STATS, RECORD_STAT_NAMES } from '../core/records/book.js';
import { realRecordsBefore } from '../core/records/realRecords.js';
import type { LeaderLine, SeasonLeaders } from './seasonLeaders.js';

export interface LeaderFigureSpec {
  figure: string;
  label: string;
  /** The real range, inclusive; null: no bound on that side. */
  min: number | null;
  max: number | null;
  /** Where the range comes from. */
  source: 'fbs-eras §3' | 'realism goal' | 'defense 2015-24' | 'record book';
  /** The 2022-24 range (judged for RECENT_LEADER_SEASONS), where the reference's figure has one. */
  recent?: [min: number, max: number];
  /** A season's own range where the record counts that season apart (it wins over the others). */
  season?: Readonly<Record<number, [min: number, max: number]>>;
  /** year: the batch's season (null: a summary of no one season). */
  value: (s: SeasonLeaders, year: number | null) => number;
}

/** The n-th (1-based) of a list's values, 0 when the list is shorter. */
function nth(lines: readonly LeaderLine[], n: number): number {
  return lines[n - 1]?.value ?? 0;
}

function leaderAttempts(lines: readonly LeaderLine[]): number {
  return lines[0]?.attempts ?? 0;
}

/**
 * The seasons section 3 of the reference describes (2015-2021, 2020 aside: its shortened schedules kept players from
 * the marks, and the engine plays it whole): its ranges are judged for those seasons only, as the per-game rows the reference gives for 2023-24 alone are. Other years show them for a look: 2005
 * passed less and 2024 ran more than the air raid years, and no range says by how much. The project's own figures (the
 * leading rusher's carries, 100-tackle players, the sack leader) are judged every year.
 */
export const REFERENCE_LEADER_SEASONS = { from: 2015, to: 2021, aside: 2020 } as const;

/**
 * The seasons the 2022-24 leaders describe (docs/reference/fbs-figures.md): the 2023 clock rule cut plays, so fewer
 * players reach the marks. 2025-26 play 2024's rules and are judged by them too.
 */
export const RECENT_LEADER_SEASONS = { from: 2022, to: 2026 } as const;

/** Whether `year` is one of RECENT_LEADER_SEASONS. */
export const isRecent = (year: number | null): boolean =>
  year !== null && year >= RECENT_LEADER_SEASONS.from && year <= RECENT_LEADER_SEASONS.to;

/** Whether a figure is judged for `year` (null: every year, as for a summary of no one season). */
export function leaderFigureJudged(spec: Pick<LeaderFigureSpec, 'source' | 'recent'>, year: number | null): boolean {
  if (spec.source !== 'fbs-eras §3' || year === null) return true;
  if (spec.recent && isRecent(year)) return true;
  return (
    year >= REFERENCE_LEADER_SEASONS.from
    && year <= REFERENCE_LEADER_SEASONS.to
    && year !== REFERENCE_LEADER_SEASONS.aside
  );
}

/**
 * Real FBS single-game and single-season records a season passed: its best game and best season in each of the
 * record book's statistics against the records as they stood before `year` (a batch plays the same year again).
 */
export function realRecordsPassed(s: SeasonLeaders, year: number | null): number {
  return recordsPassedIn(s, year).length;
}

/** The real records a season passed, each with the season's best: "single-game passing yards 745 (734)". */
function recordsPassedIn(s: SeasonLeaders, year: number | null): { what: string; best: number; record: number }[] {
  if (!s.recordBests || year === null) return [];
  const passed: { what: string; best: number; record: number }[] = [];
  for (const r of realRecordsBefore(year)) {
    if (r.span === 'career') continue;
    const best = s.recordBests[r.span][PLAYER_RECORD_STATS.indexOf(r.stat)];
    if (best > r.value)
      passed.push({ what: `single-${r.span} ${RECORD_STAT_NAMES[r.stat].toLowerCase()}`, best, record: r.value });
  }
  return passed;
}

/** Every real record the batch's seasons passed, with the best beyond it, for a look. */
export function recordsPassedText(seasons: readonly SeasonLeaders[], year: number | null): string {
  const best = new Map<string, { best: number; record: number; seasons: number }>();
  for (const s of seasons) {
    for (const p of recordsPassedIn(s, year)) {
      const seen = best.get(p.what);
      best.set(p.what, {
        best: Math.max(seen?.best ?? 0, p.best),
        record: p.record,
        seasons: (seen?.seasons ?? 0) + 1,
      });
    }
  }
  if (best.size === 0) return 'Real FBS records passed: none.';
  const n = (v: number) => v.toLocaleString('en-US');
  return `Real FBS records passed: ${[...best].map(([what, b]) => `${what} ${n(b.best)} (record ${n(b.record)}, ${b.seasons} season${b.seasons === 1 ? '' : 's'})`).join('; ')}.`;
}

export const LEADER_FIGURES: readonly LeaderFigureSpec[] = [
  {
    figure: 'passers3000',
    label: 'Passers over 3,000 yards',
    min: 32,
    max: 36,
    source: 'fbs-eras §3',
    value: (s) => s.passers3000,
  },
  {
    figure: 'passers4000',
    label: 'Passers over 4,000 yards',
    min: 3,
    max: 11,
    source: 'fbs-eras §3',
    recent: [2, 10],
    value: (s) => s.passers4000,
  },
  {
    figure: 'rushers1000',
    label: 'Rushers over 1,000 yards',
    min: 50,
    // fbs-eras §3 says 50-67; On3 counted 70 in 2016 (docs/reference/fbs-figures.md).
    max: 70,
    source: 'fbs-eras §3',
    recent: [38, 58],
    value: (s) => s.rushers1000,
  },
  {
    figure: 'receivers1000',
    label: 'Receivers over 1,000 yards',
    min: 28,
    max: 41,
    source: 'fbs-eras §3',
    recent: [20, 38],
    value: (s) => s.receivers1000,
  },
  {
    figure: 'leadingPasserYards',
    label: 'Leading passer, yards',
    min: 4800,
    max: 6000,
    source: 'fbs-eras §3',
    recent: [4400, 5250],
    value: (s) => nth(s.passing, 1),
  },
  {
    figure: 'leadingPasserAttempts',
    label: 'Leading passer, attempts',
    min: 520,
    max: 690,
    source: 'fbs-eras §3',
    value: (s) => leaderAttempts(s.passing),
  },
  {
    figure: 'mostPassTouchdowns',
    label: 'Most passing touchdowns',
    min: 45,
    max: 60,
    source: 'fbs-eras §3',
    value: (s) => s.mostPassTouchdowns,
  },
  {
    figure: 'tenthPasserYards',
    label: '10th passer, yards',
    min: 3650,
    max: 4050,
    source: 'fbs-eras §3',
    value: (s) => nth(s.passing, 10),
  },
  {
    figure: 'leadingRusherYards',
    label: 'Leading rusher, yards',
    min: 1850,
    max: 2250,
    source: 'fbs-eras §3',
    value: (s) => nth(s.rushing, 1),
  },
  {
    figure: 'leadingRusherCarries',
    label: 'Leading rusher, carries',
    min: 300,
    max: 395,
    source: 'fbs-eras §3',
    value: (s) => leaderAttempts(s.rushing),
  },
  {
    figure: 'tenthRusherYards',
    label: '10th rusher, yards',
    min: 1350,
    max: 1600,
    source: 'fbs-eras §3',
    value: (s) => nth(s.rushing, 10),
  },
  {
    figure: 'leadingReceiverYards',
    label: 'Leading receiver, yards',
    min: 1450,
    max: 1900,
    source: 'fbs-eras §3',
    value: (s) => nth(s.receiving, 1),
  },
  {
    figure: 'mostReceptions',
    label: 'Most receptions',
    min: 100,
    max: 156,
    source: 'fbs-eras §3',
    value: (s) => s.mostReceptions,
  },
  {
    figure: 'tenthReceiverYards',
    label: '10th receiver, yards',
    min: 1250,
    max: 1380,
    source: 'fbs-eras §3',
    value: (s) => nth(s.receiving, 10),
  },
  {
    figure: 'mostCarries',
    label: 'Most carries',
    min: 300,
    max: null,
    source: 'realism goal',
    value: (s) => s.mostCarries,
  },
  {
    figure: 'tackleLeader',
    label: 'Tackle leader',
    min: 135,
    max: 185,
    source: 'defense 2015-24',
    value: (s) => nth(s.tackles, 1),
  },
  {
    figure: 'tacklers100',
    label: 'Players with 100+ tackles',
    min: 40,
    max: 90,
    source: 'defense 2015-24',
    value: (s) => s.tacklers100,
  },
  {
    figure: 'sackLeader',
    label: 'Sack leader',
    min: 12,
    max: 17.5,
    source: 'defense 2015-24',
    value: (s) => nth(s.sacks, 1),
  },
  {
    figure: 'interceptionLeader',
    label: 'Interception leader',
    min: 6,
    max: 10,
    source: 'defense 2015-24',
    value: (s) => s.mostInterceptions ?? 0,
  },
  {
    figure: 'runningQbs1000',
    label: 'Quarterbacks over 1,000 rushing yards',
    min: 1,
    max: 6,
    source: 'realism goal',
    value: (s) => s.runningQbs1000 ?? 0,
  },
  {
    figure: 'runningPassers',
    label: 'QBs with 3,000 passing, 1,000 rushing',
    min: 0,
    max: 1,
    source: 'realism goal',
    value: (s) => s.runningPassers ?? 0,
  },
  {
    figure: 'passingGames600',
    label: '600-yard passing games',
    min: 0,
    max: 1,
    source: 'record book',
    // 2020 had two (Costello and Gabriel; docs/reference/fbs-records.md).
    season: { 2020: [0, 2] },
    value: (s) => s.passingGames600 ?? 0,
  },
  {
    figure: 'realRecordsPassed',
    label: 'Real FBS records passed',
    min: 0,
    max: 0.8,
    source: 'record book',
    value: realRecordsPassed,
  },
];
