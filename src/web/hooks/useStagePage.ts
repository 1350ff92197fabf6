// Loads a page of the stage cycle read only: while the game stands in the stage just before the page's, the
// server answers the question of the move (`ahead`) instead of the page, and nothing moves until the player says so.
import type { StageNotReachedResponse } from '../../shared/api-types';
import { usePageData, type PageData } from './usePageData';

export interface StagePageData<T> extends PageData<T> {
  /** The move into this page's stage that the player has not made yet, or null once the page shows. */
  ahead: StageNotReachedResponse | null;
}

export function useStagePage<T extends object>(
  load: () => Promise<T | StageNotReachedResponse>,
  key: string,
  initial?: T | null,
): StagePageData<T> {
  const page = usePageData<T | StageNotReachedResponse>(load, key, initial);
  const ahead = page.data && 'stage_ahead' in page.data ? (page.data as StageNotReachedResponse) : null;
  return { ...page, ahead, data: ahead ? null : (page.data as T | null) };
}
