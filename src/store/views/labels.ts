// Game labels as the pages show them.
import type { GameRow } from '../queries/games.js';

/** The kind of game in words: "Conference", "Non-Conference", "Rivalry", "Championship", "Bowl", "Playoff". */
export function baseLabel(game: Pick<GameRow, 'kind' | 'conference_game' | 'label'>): string {
  switch (game.kind) {
    case 'championship':
      return 'Championship';
    case 'bowl':
      return 'Bowl';
    case 'playoff':
      return 'Playoff';
    default:
      if (game.label) return 'Rivalry';
      return game.conference_game ? 'Conference' : 'Non-Conference';
  }
}

/** The label shown on schedules: the game's own name when it has one, else its kind. */
export function gameLabel(game: Pick<GameRow, 'kind' | 'conference_game' | 'label'>): string {
  return game.label ?? baseLabel(game);
}
