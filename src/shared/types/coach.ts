// Coaches: the coach page, job offers and the coaching carousel (GET /api/coach/, POST /api/coach/accept/,
// GET /api/carousel/?year=). Each type is its answer's schema's (contract/answers/programCareer.ts; the dashboard's
// badge: seasonStages.ts).
import type { Static } from 'typebox';
import type {
  acceptOfferAnswer,
  carouselAnswer,
  coachAnswer,
  coachingChangeViewAnswer,
  coachOfferViewAnswer,
  hotSeatAnswer,
} from '../contract/answers/programCareer.js';
import type { coachBadgeAnswer } from '../contract/answers/seasonStages.js';

export type HotSeatLevel = Static<typeof hotSeatAnswer>;
/** The player's coach as the dashboard shows him: his job security against the program's expectations. */
export type CoachBadge = Static<typeof coachBadgeAnswer>;
export type CoachResponse = Static<typeof coachAnswer>;
export type CoachProfile = CoachResponse['coach'];
export type CoachOfferView = Static<typeof coachOfferViewAnswer>;
export type AcceptOfferResponse = Static<typeof acceptOfferAnswer>;
export type CoachingChangeView = Static<typeof coachingChangeViewAnswer>;
export type CarouselResponse = Static<typeof carouselAnswer>;
