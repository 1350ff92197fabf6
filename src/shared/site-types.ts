// GET /api/site: the links the server's configuration gives the footer (null when not set: no link is shown); the
// type is its answer's schema's (contract/answers/programRoster.ts).
import type { Static } from 'typebox';
import type { siteAnswer } from './contract/answers/programRoster.js';

export type SiteLinksResponse = Static<typeof siteAnswer>;
