// The player page's stat columns (document: GET /api/player/): the original's keys by position, then our
// rushing columns for quarterbacks and running backs. Every entry of a player carries the same keys, all
// numbers, because the client takes its columns from the first entry.
import type { PlayerPageStatKey, PlayerPageStats } from '../../shared/api-types.js';
import type { PlayerTotals } from '../queries/playerSeasons.js';
import { adjustedPassYardsPerAttempt, passerEfficiency, passerRating, ratio } from './statLines.js';

type Totals = Partial<PlayerTotals>;
type Figure = (t: Totals) => number;

const pass = (t: Totals) => t.passing ?? { comp: 0, att: 0, yds: 0, td: 0, int: 0 };
const rush = (t: Totals) => t.rushing ?? { att: 0, yds: 0, td: 0 };
const catches = (t: Totals) => t.receiving ?? { rec: 0, yds: 0, td: 0 };
const kicks = (t: Totals) => t.kicking ?? { fgm: 0, fga: 0 };

const FIGURES: Record<PlayerPageStatKey, Figure> = {
  pass_completions: (t) => pass(t).comp,
  pass_attempts: (t) => pass(t).att,
  completion_percentage: (t) => ratio(100 * pass(t).comp, pass(t).att),
  completion_percent: (t) => ratio(100 * pass(t).comp, pass(t).att),
  pass_yards: (t) => pass(t).yds,
  pass_touchdowns: (t) => pass(t).td,
  pass_interceptions: (t) => pass(t).int,
  passer_efficiency: (t) => passerEfficiency(pass(t)),
  passer_rating: (t) => passerRating(pass(t)),
  adjusted_pass_yards_per_attempt: (t) => adjustedPassYardsPerAttempt(pass(t)),
  receiving_catches: (t) => catches(t).rec,
  receiving_yards: (t) => catches(t).yds,
  yards_per_rec: (t) => ratio(catches(t).yds, catches(t).rec),
  receiving_touchdowns: (t) => catches(t).td,
  field_goals_made: (t) => kicks(t).fgm,
  field_goals_attempted: (t) => kicks(t).fga,
  field_goal_percent: (t) => ratio(100 * kicks(t).fgm, kicks(t).fga),
  rush_attempts: (t) => rush(t).att,
  rush_yards: (t) => rush(t).yds,
  rush_touchdowns: (t) => rush(t).td,
};

const RUSHING: PlayerPageStatKey[] = ['rush_attempts', 'rush_yards', 'rush_touchdowns'];
const RECEIVING: PlayerPageStatKey[] = [
  'receiving_catches',
  'receiving_yards',
  'yards_per_rec',
  'receiving_touchdowns',
];
const KICKING: PlayerPageStatKey[] = ['field_goals_made', 'field_goals_attempted', 'field_goal_percent'];
const PASSING_BASE: PlayerPageStatKey[] = ['pass_completions', 'pass_attempts'];
const PASSING_REST: PlayerPageStatKey[] = [
  'pass_yards',
  'pass_touchdowns',
  'pass_interceptions',
  'passer_efficiency',
  'passer_rating',
];

/** Season totals: the document's yearly keys. */
function yearlyKeys(pos: string): PlayerPageStatKey[] {
  switch (pos.toLowerCase()) {
    case 'qb':
      return [...PASSING_BASE, 'completion_percentage', ...PASSING_REST, 'adjusted_pass_yards_per_attempt', ...RUSHING];
    case 'rb':
      return [...RECEIVING, ...RUSHING];
    case 'wr':
    case 'te':
      return RECEIVING;
    case 'k':
      return KICKING;
    default:
      return [];
  }
}

/** One game: the document's game-log keys (completion_percent, no adjusted yards per attempt). */
function gameLogKeys(pos: string): PlayerPageStatKey[] {
  if (pos.toLowerCase() === 'qb') return [...PASSING_BASE, 'completion_percent', ...PASSING_REST, ...RUSHING];
  return yearlyKeys(pos);
}

function statsOf(keys: readonly PlayerPageStatKey[], totals: Totals): PlayerPageStats {
  const stats: PlayerPageStats = {};
  for (const key of keys) stats[key] = FIGURES[key](totals);
  return stats;
}

export function yearlyStats(pos: string, totals: Totals): PlayerPageStats {
  return statsOf(yearlyKeys(pos), totals);
}

export function gameLogStats(pos: string, totals: Totals): PlayerPageStats {
  return statsOf(gameLogKeys(pos), totals);
}
