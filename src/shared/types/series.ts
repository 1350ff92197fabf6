// Scheduling series: the player's booked games (GET /api/noncon/series/), booking one and removing a booked game.
import type { WithUserId } from './common.js';

export type SeriesKind = 'home-and-home' | 'two-for-one';

/** One booked game of the player's program, from the current season on. */
export interface BookedGame {
  /** The booked game's id (POST /api/noncon/series/remove/ takes it). */
  id: number;
  series: number;
  kind: SeriesKind;
  year: number;
  week: number;
  opponent: string;
  /** Where the player's program plays it. */
  site: 'home' | 'away';
  /** A real series (docs/reference/scheduling-series.md). */
  real: boolean;
  /** Null when it can be removed now, else why not (its season's schedule is locked). */
  locked: string | null;
}

export interface BookedSeriesResponse extends WithUserId {
  team: string;
  year: number;
  games: BookedGame[];
}

export interface BookSeriesRequest {
  opponent: string;
  kind: SeriesKind;
  week: number;
  /** The season of the first game (default: next season). */
  from?: number;
  /** A home-and-home's first game at the player's program (home, default) or the opponent's. */
  first?: 'home' | 'away';
}

export type BookSeriesResponse = BookedSeriesResponse & { status: 'success'; message: string };
export type RemoveBookedGameResponse = BookedSeriesResponse & { status: 'success'; message: string };
