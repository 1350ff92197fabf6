// The news feed (GET /api/news, `dynasty news`): each week's top stories, built from what happened. Each type is its
// answer's schema's (contract/answers/programCareer.ts).
import type { Static } from 'typebox';
import type { newsFeedAnswer, newsStoryAnswer } from './contract/answers/programCareer.js';

export type NewsStory = Static<typeof newsStoryAnswer>;
/** What a story is about. */
export type NewsKind = NewsStory['kind'];
export type NewsResponse = Static<typeof newsFeedAnswer>;
