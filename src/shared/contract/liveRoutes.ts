// The contract's calls of live play on a server (only the HTTP server answers them; see ./entry.ts): a head-to-head
// game between two coached programs of a save, and the event stream a page listens to. Each acts for the program
// the request names (its program header), as a coached game's calls do.
import Type from 'typebox';
import { headToHeadAnswer } from './answers/live.js';
import { route } from './entry.js';
import { noInput } from './fields.js';
import { coachedCall } from './seasonRoutes.js';

const LIVE = 'Live';

export const LIVE_ROUTES = [
  route(LIVE, 'GET', '/api/head_to_head', "The program's next head-to-head game, who has joined it, and the game.", {
    answer: headToHeadAnswer,
  }),
  route(LIVE, 'POST', '/api/head_to_head/join', 'Joins the head-to-head game: it kicks off when both sides have.', {
    answer: headToHeadAnswer,
    body: noInput(),
  }),
  route(LIVE, 'POST', '/api/head_to_head/call', "The call (and tempo) of the program's side at the waiting decision.", {
    answer: headToHeadAnswer,
    body: coachedCall,
  }),
  // A stream of server-sent events, not one JSON answer: no answer schema (the events: headToHead-types.ts).
  route(LIVE, 'GET', '/api/events', "The save's events as a stream (text/event-stream): changes, head-to-head snaps.", {
    query: Type.Object({}, { additionalProperties: true }),
  }),
] as const;
