// The news feed (GET /api/news, `dynasty news`): each week's top stories, built from what happened.
import type { Info } from './types/common.js';

/** What a story is about; the feed ranks stories by importance within a week. */
export type NewsKind = 'upset' | 'poll_drop' | 'record' | 'commit' | 'coaching' | 'injury' | 'schedule' | 'position';

export interface NewsStory {
  year: number;
  /** The week the story happened; the offseason's coaching changes carry the week after the last. */
  week: number;
  kind: NewsKind;
  headline: string;
  /** The program the story is about (the winner of an upset), or null. */
  team: string | null;
  game_id: number | null;
  /** 1-100: how big the story is; the feed's order within a week. */
  importance: number;
  /** True when the story is about the player's program. */
  user_team: boolean;
}

export interface NewsResponse {
  info: Info;
  year: number;
  /** The week shown, or null for the whole season. */
  week: number | null;
  /** Seasons with news to choose from, newest first. */
  years: number[];
  stories: NewsStory[];
}
