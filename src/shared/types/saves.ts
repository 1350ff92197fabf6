// Save files and the dynasty settings.
import type { Info, WithUserId } from './common.js';

// ---------------------------------------------------------------------------------------------------------
// Saves (beside the spec's calls): GET /api/saves/, POST /api/saves/load/ {name}, POST /api/saves/delete/
// {name} (answers like GET /api/saves/), GET /api/saves/export/?name= (the file), POST /api/saves/import/
// (the file as an application/octet-stream body; answers like load).

export interface SaveEntry {
  /** The save's file name, e.g. ohio-state-2024.db. */
  name: string;
  /** Year, stage, week and team of its dynasty; null when the file cannot be played. */
  info: Info | null;
  /** Why it cannot be played (damaged, another application's, newer); null when it can. */
  problem: string | null;
  /** Last written (ISO 8601). */
  lastPlayed: string;
  /** Bytes on disk. */
  size: number;
  /** The save the game's pages show. */
  current: boolean;
}

export interface SavesResponse extends WithUserId {
  /** Most recently played first. */
  saves: SaveEntry[];
}

export interface LoadSaveResponse extends WithUserId {
  name: string;
  info: Info;
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/settings/ and POST /api/settings/ { detail_seasons: number | "all" } (the dynasty's settings)

export interface SettingsResponse extends WithUserId {
  info: Info;
  /**
   * Past seasons whose games keep drives, players' lines and play-by-play, besides the current season and every
   * game of the player's team; null: everything is kept. Older games keep score, line score and team totals.
   */
  detail_seasons: number | null;
  default_detail_seasons: number;
  max_detail_seasons: number;
  /** The first season that keeps every game's detail (null with detail_seasons null). */
  first_detail_year: number | null;
}
