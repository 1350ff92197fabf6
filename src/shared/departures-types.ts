// API types of departures: the NFL draft list, the transfer portal, and the fields they add beside the
// roster progression and recruiting summary pages. Shared by the server (views) and the web client. Each answer's
// type is its schema's (contract/answers/programCareer.ts, where the keys' notes are).
import type { Static } from 'typebox';
import type {
  draftAnswer,
  draftedPlayerAnswer,
  draftRoundAnswer,
  portalAnswer,
  portalDayAnswer,
  portalMarketAnswer,
  portalOfferAnswer,
  portalPlayerEntryAnswer,
} from './contract/answers/programCareer.js';
import type { rosterLimitInfoAnswer } from './contract/answers/programRoster.js';

export type DraftedPlayer = Static<typeof draftedPlayerAnswer>;
export type DraftRound = Static<typeof draftRoundAnswer>;
/** GET /api/draft/?year=: the NFL draft after a season. */
export type DraftResponse = Static<typeof draftAnswer>;
export type PortalPlayerEntry = Static<typeof portalPlayerEntryAnswer>;
export type RosterLimitInfo = Static<typeof rosterLimitInfoAnswer>;
/** GET /api/portal/?position=&min_rating=: the transfer portal of the offseason. */
export type PortalResponse = Static<typeof portalAnswer>;
export type PortalOfferResponse = Static<typeof portalOfferAnswer>;

/** GET /api/portal/market/: one portal player's market: his asks, who is after him (in part), his decision day. */
export type PortalMarketResponse = Static<typeof portalMarketAnswer>;
/** POST /api/portal/day/: the window moves on a day; the players the player offered whose day came decide. */
export type PortalDayResponse = Static<typeof portalDayAnswer>;
