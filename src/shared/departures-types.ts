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

/** Fields beside the spec's roster progression (wire shape unchanged). */
export interface RosterDepartures {
  /** Underclassmen of the player's program who declared for the NFL draft. */
  early_entrants: DraftedPlayer[];
  /** Players of the player's program who entered the transfer portal. */
  portal_departures: PortalPlayerEntry[];
  limit: RosterLimitInfo;
}

/** Fields beside the spec's recruiting summary: transfers who signed with a program this offseason. */
export interface PortalArrivals {
  portal_arrivals: PortalPlayerEntry[];
}

/** GET /api/portal/market/: one portal player's market: his asks, who is after him (in part), his decision day. */
export type PortalMarketResponse = Static<typeof portalMarketAnswer>;
/** POST /api/portal/day/: the window moves on a day; the players the player offered whose day came decide. */
export type PortalDayResponse = Static<typeof portalDayAnswer>;
