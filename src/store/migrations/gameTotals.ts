// Each game's total (over/under) beside its spread: the combined points the lines expect. A save from before gets
// its unplayed games' totals the next time the lines are set (season/lines.ts); played games keep none.
export const GAME_TOTALS = 'ALTER TABLE games ADD COLUMN total REAL;';
