// Loads a page of the stage cycle read only: while the game stands in the stage just before the page's, the
// server answers the question of the move (`ahead`) instead of the page, and nothing moves until the player says so.
import type { StageNotReachedResponse } from '../../shared/api-types';
import { usePageData, type PageData } from './usePageData';

/** The page itself of an answer that is the page or the question of the move into its stage. */
type PageOf<A> = Exclude<A, { stage_ahead: unknown }>;

export interface StagePageData<T> extends PageData<T> {
  /** The move into this page's stage that the player has not made yet, or null once the page shows. */
  ahead: StageNotReachedResponse | null;
}

export function useStagePage<A extends object>(
  load: () => Promise<A>,
  key: string,
  initial?: PageOf<A> | null,
): StagePageData<PageOf<A>> {
  const page = usePageData<A>(load, key, initial);
  const answer = page.data;
  const ahead = answer && 'stage_ahead' in answer ? (answer as StageNotReachedResponse) : null;
  return { ...page, ahead, data: ahead ? null : (answer as PageOf<A> | null) };
}
