// Box-score helpers: per-game counting, team totals, season aggregation.

export { emptyTeamStats, totalsFromPlayers } from './teamStats.js';
export type { PlayerTotals } from './teamStats.js';
export { sumTeamStats, sumPlayerLines, sumStatCategories, type PlayerStatCategories } from './aggregate.js';
