// Scheduling series: the player's booked games (GET /api/noncon/series/), booking one and removing a booked game;
// the answers' types are their schemas' (contract/answers/seasonSetup.ts).
import type { Static } from 'typebox';
import type { bookedGameAnswer, bookedSeriesAnswer, seriesChangeAnswer } from '../contract/answers/seasonSetup.js';

export type SeriesKind = 'home-and-home' | 'two-for-one';

/** One booked game of the player's program, from the current season on. */
export type BookedGame = Static<typeof bookedGameAnswer>;
export type BookedSeriesResponse = Static<typeof bookedSeriesAnswer>;

export interface BookSeriesRequest {
  opponent: string;
  kind: SeriesKind;
  week: number;
  /** The season of the first game (default: next season). */
  from?: number;
  /** A home-and-home's first game at the player's program (home, default) or the opponent's. */
  first?: 'home' | 'away';
}

export type BookSeriesResponse = Static<typeof seriesChangeAnswer>;
export type RemoveBookedGameResponse = Static<typeof seriesChangeAnswer>;
