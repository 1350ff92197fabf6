// Errors a player can cause (bad input, unknown names, wrong stage). Everything else is a bug.

export type GameErrorKind =
  | 'bad_input' // malformed input: a non-numeric week, an unknown playoff format
  | 'not_found' // an unknown team, player, game, conference or week
  | 'conflict' // not allowed now: a full non-conference slate, unplayed games before advancing
  | 'no_game' // the save has no dynasty yet
  | 'wrong_stage' // a page of a stage the game is not in
  | 'bad_save' // not a save file, another schema, a newer version, a folder, a read-only file
  | 'busy' // another process is changing the save right now
  | 'limit' // a hosted server's cap (saves, new games per hour, disk quota) is reached
  | 'unauthorized' // a hosted server's account call without a valid session, or a wrong password
  | 'forbidden'; // signed in, but not allowed: another program's coach, a request from another site

export class GameError extends Error {
  constructor(
    readonly kind: GameErrorKind,
    message: string,
    /** Where a browser should go instead (API error bodies carry it as `redirect`). */
    readonly redirect?: string,
  ) {
    super(message);
    this.name = 'GameError';
  }
}

export function isGameError(error: unknown): error is GameError {
  return error instanceof GameError;
}
