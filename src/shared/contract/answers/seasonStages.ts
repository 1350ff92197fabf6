// The stage pages with our keys beside the document's (./wire.ts and ./offseason.ts have the document's shapes):
// the dashboard (its news, the coach's hot seat, the recruiting warning, the walk-ons), the season summary (the
// awards, the carousel, the player's offers), roster progression (the early entrants, the portal, the roster limit)
// and the recruiting summary (the class figures, the portal's arrivals). Each read only before its stage answers the
// stage's question.
import Type from 'typebox';
import { closed, eitherBy, extended, int, nullable } from './kit.js';
import {
  coachingChangeViewAnswer,
  coachOfferViewAnswer,
  draftedPlayerAnswer,
  hotSeatAnswer,
  portalPlayerEntryAnswer,
} from './programCareer.js';
import { walkOnPreviewAnswer } from './programRecruiting.js';
import { rosterLimitInfoAnswer } from './programRoster.js';
import { seasonAwardsAnswer } from './seasonAwards.js';
import { dashboardAnswer, seasonStartAnswer, stageAheadAnswer, summaryPageAnswer } from './wire.js';
import { recruitingSummaryPageAnswer, rosterProgressionPageAnswer } from './offseason.js';

/** A news item: a game's story, a record broken. */
export const newsEntryAnswer = closed({
  year: Type.Integer(),
  week: int(0),
  game_id: nullable(Type.Integer()),
  team: Type.String(),
  text: Type.String(),
});

/** The player's coach as the dashboard shows him: his job security against the program's expectations. */
export const coachBadgeAnswer = closed({
  name: Type.String(),
  /** Job security 0-100 (below 20 past his first seasons: fired at the season's end). */
  security: int(0, 100),
  hot_seat: hotSeatAnswer,
  /** "Secure", "Warm seat", "Hot seat", "Fired". */
  hot_seat_label: Type.String(),
  /** Before the season ends (when results move it): "next reviewed when the 2024 season ends"; else null. */
  security_review: nullable(Type.String()),
});

/** The dashboard; read_only in the preseason, with the question that starts the season beside it. */
export const dashboardPageAnswer = extended(dashboardAnswer, {
  /** The season's latest news, newest first. */
  news: Type.Array(newsEntryAnswer),
  /** The player's coach and his hot seat. */
  coach: Type.Optional(coachBadgeAnswer),
  /** From mid-season: the scholarships neither commitments nor realistic targets cover. */
  recruiting_warning: Type.Optional(nullable(Type.String())),
  /** Signing day's walk-ons: invited ones, then drawn ones. */
  walk_ons: Type.Optional(nullable(walkOnPreviewAnswer)),
  /** Read only in the preseason: the season has not started; the question that starts it. */
  season_start: Type.Optional(seasonStartAnswer),
});

/** The season summary: the document's page, then ours. */
export const seasonSummaryAnswer = extended(summaryPageAnswer, {
  /** The season's awards (null before the season ends). */
  awards: nullable(seasonAwardsAnswer),
  /** The coaching carousel after this season, the player's job offers, and whether he was fired. */
  coaching_changes: Type.Array(coachingChangeViewAnswer),
  coach_offers: Type.Array(coachOfferViewAnswer),
  coach_fired: Type.Boolean(),
  /** Late recruiting weeks left before signing day, with the scholarships open; null when none. */
  late_signings: nullable(closed({ weeks_left: int(0), scholarships_left: int(0) })),
});

/** The season summary, or (read_only, before it) the question that moves the dynasty on. */
export const summaryAnswer = eitherBy('stage_ahead', stageAheadAnswer, seasonSummaryAnswer);

/** Roster progression: the document's page, then ours. */
export const progressionAnswer = extended(rosterProgressionPageAnswer, {
  /**
   * Underclassmen of the player's program who declared for the NFL draft, its players who entered the transfer
   * portal, and next season's roster limit.
   */
  early_entrants: Type.Array(draftedPlayerAnswer),
  portal_departures: Type.Array(portalPlayerEntryAnswer),
  limit: rosterLimitInfoAnswer,
});

/** Roster progression, or (read_only, before it) the question that moves the dynasty on. */
export const rosterProgressionAnswer = eitherBy('stage_ahead', stageAheadAnswer, progressionAnswer);

/** The recruiting summary: the document's page (the best class first), then ours. */
export const freshmenClassesAnswer = extended(recruitingSummaryPageAnswer, {
  /** The freshmen of every class together. */
  summary_stats: closed({
    total_freshmen: int(0),
    avg_rating: Type.Number(),
    max_rating: Type.Number(),
    min_rating: Type.Number(),
  }),
  /** Transfers who signed with a program out of the portal, best first. */
  portal_arrivals: Type.Array(portalPlayerEntryAnswer),
});

/** The recruiting summary, or (read_only, before it) the question that moves the dynasty on. */
export const recruitingSummaryAnswer = eitherBy('stage_ahead', stageAheadAnswer, freshmenClassesAnswer);
