// Defaults of a hosted server's limits (each a setting of `dynasty serve`, see docs/hosting.md).

/** Saves one player may keep. */
export const DEFAULT_MAX_SAVES = 20;
/** New games (and imports) one player may start per hour. */
export const DEFAULT_NEW_GAMES_PER_HOUR = 12;
/** Disk one player's saves may take (a 30-season dynasty is about 10 MB). */
export const DEFAULT_QUOTA_MB = 200;
/** The largest save file that may be imported. */
export const DEFAULT_IMPORT_MAX_MB = 50;
/** Calls that change a game (simulate, advance, schedule, new game, import, delete) per client address per minute. */
export const DEFAULT_CHANGES_PER_MINUTE = 60;
/**
 * Calls of pages that only read, per client address per minute: a web page asks for one to three, so a player
 * browsing fast stays far below; a client asking for hundreds at once (which delayed every other player's pages
 * by seconds) is held here.
 */
export const DEFAULT_READS_PER_MINUTE = 300;
/**
 * Pages one client address may have built or waiting at once: a browser keeps at most six calls open, so two players
 * at one address stay below; a client sending hundreds at once is refused past this (429 with Retry-After).
 */
export const DEFAULT_READS_AT_ONCE = 12;
/**
 * Changes (a simulation, a stage advanced, a new game) one client address may have running or queued at once: a
 * player makes one at a time, so a few players at one address stay below.
 */
export const DEFAULT_CHANGES_AT_ONCE = 4;
/**
 * One client address (a home, or an office behind one NAT) counts what all its players started: room for a few
 * players, and a client that hands itself a fresh id for every game is held at these.
 */
export const DEFAULT_ADDRESS_NEW_GAMES_PER_HOUR = 24;
export const DEFAULT_ADDRESS_MAX_SAVES = 60;
export const DEFAULT_ADDRESS_QUOTA_MB = 600;
/** Room a new dynasty's save is counted with before it exists (a fresh save is about 1.5 MB). */
export const NEW_SAVE_BYTES = 2_000_000;
/** Players and addresses whose recent new games are remembered (oldest forgotten first). */
export const NEW_GAME_MEMORY = 100_000;
export const HOUR_MS = 3_600_000;
export const MB = 1_000_000;
