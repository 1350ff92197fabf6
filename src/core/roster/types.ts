// A player's status during a season: hurt or not, redshirting or not, games played.

export interface PlayerStatus {
  /** What he is hurt with, or null. */
  injury: string | null;
  /** The first week he can play again (0 when healthy). */
  returnWeek: number;
  /** His program holds him out to keep his redshirt year. */
  redshirting: boolean;
  /** Games he took the field in this season. */
  gamesPlayed: number;
}

export const HEALTHY: PlayerStatus = { injury: null, returnWeek: 0, redshirting: false, gamesPlayed: 0 };

/** An injury drawn after a game. */
export interface Injury {
  playerId: number;
  injury: string;
  /** Games he misses (SEASON_ENDING: the rest of the season). */
  games: number;
}
