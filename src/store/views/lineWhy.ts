// Why a game's line is what it is, from what the odds read when it was set (games.home_strength, away_strength,
// home_edge): the shared words (shared/lineWhy.ts) over the odds' own steps (core/odds lineSteps).
import { lineSteps } from '../../core/odds/odds.js';
import { type LineWhy, lineWhy } from '../../shared/lineWhy.js';
import type { GameRow } from '../queries/games.js';

/**
 * The game's "why the line", or null: no line yet, a line a save set before the readings were kept, or one the odds
 * of today would not set from those readings (the odds changed since; no explanation rather than a wrong one).
 */
export function gameLineWhy(game: GameRow): LineWhy | null {
  if (game.spread === null || game.home_strength === null || game.away_strength === null || game.home_edge === null)
    return null;
  const steps = lineSteps(game.home_strength, game.away_strength, game.home_edge, game.year);
  if (steps.homeSpread !== game.spread) return null;
  return lineWhy(game.home, game.away, steps);
}
