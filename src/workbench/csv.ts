// CSV exports of batch runs: one row per game, one row per team-season.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { GameKind } from '../core/schedule/types.js';
import { GameError } from '../store/errors.js';

export interface BatchGame {
  /** The season's number in a regular-season batch (1..N), its year in a dynasty. */
  season: number;
  week: number;
  home: string;
  away: string;
  neutral: boolean;
  homePoints: number;
  awayPoints: number;
  /** Home team's line (negative: home favoured); null for a game that had none. */
  homeSpread: number | null;
  overtimes: number;
  kind: GameKind;
  /** The away side is an FCS program (absent: FBS against FBS). */
  fcs?: boolean;
  /** The game's total (over/under); null for a game that had none. */
  total: number | null;
  /** Both programs in power conferences (set by a regular-season batch; not exported). */
  power?: boolean;
  /** A regular-season game between two members of one conference (set by a regular-season batch; not exported). */
  conference?: boolean;
}

export interface TeamSeasonLine {
  season: number;
  team: string;
  conference: string;
  wins: number;
  losses: number;
  confWins: number;
  confLosses: number;
  /** Losses before the bowls and the playoff: the regular season's and a conference title game's. */
  lossesBeforePostseason: number;
  /** Final AP rank, 0 when unranked. */
  finalRank: number;
  prestige: number;
  /** Prestige the next season (after the offseason), null when the program is not in the next season's league. */
  nextPrestige: number | null;
  rating: number;
  pointsFor: number;
  pointsAgainst: number;
}

type Value = string | number | boolean | null;

function cell(value: Value): string {
  if (value === null) return '';
  const text = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvText(headers: readonly string[], rows: readonly Value[][]): string {
  return `${[headers, ...rows].map((row) => row.map(cell).join(',')).join('\n')}\n`;
}

export const GAME_HEADERS = [
  'season',
  'week',
  'home',
  'away',
  'neutral',
  'home_points',
  'away_points',
  'home_spread',
  'overtimes',
  'kind',
  'fcs',
  'total',
];

export function gameRow(g: BatchGame): Value[] {
  return [
    g.season,
    g.week,
    g.home,
    g.away,
    g.neutral,
    g.homePoints,
    g.awayPoints,
    g.homeSpread,
    g.overtimes,
    g.kind,
    g.fcs === true,
    g.total,
  ];
}

export const TEAM_HEADERS = [
  'season',
  'team',
  'conference',
  'wins',
  'losses',
  'conf_wins',
  'conf_losses',
  'final_rank',
  'prestige',
  'rating',
  'points_for',
  'points_against',
  'losses_before_postseason',
];

export function teamRow(t: TeamSeasonLine): Value[] {
  return [
    t.season,
    t.team,
    t.conference,
    t.wins,
    t.losses,
    t.confWins,
    t.confLosses,
    t.finalRank,
    t.prestige,
    t.rating,
    t.pointsFor,
    t.pointsAgainst,
    t.lossesBeforePostseason,
  ];
}

/** Writes an export (a CSV file, the HTML report); a path that cannot be written is the player's mistake, not a crash. */
export function writeCsv(path: string, text: string): string {
  const full = resolve(path);
  try {
    writeFileSync(full, text);
  } catch (error) {
    throw new GameError('bad_input', `Cannot write ${path}: ${(error as Error).message}`);
  }
  return full;
}
