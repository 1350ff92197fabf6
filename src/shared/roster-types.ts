// Answers of roster management: the player's roster against next season's limits, a release, walk-ons and position
// changes. Each type is its answer's schema's (contract/answers/programRoster.ts, where the keys' notes are).
import type { Static } from 'typebox';
import type { walkOnPreviewAnswer } from './contract/answers/programRecruiting.js';
import type {
  positionChangeAnswer,
  positionOptionAnswer,
  positionOptionsAnswer,
  releaseAnswer,
  rosterLimitsAnswer,
  walkOnInviteAnswer,
  walkOnProspectAnswer,
  walkOnsAnswer,
} from './contract/answers/programRoster.js';

/** GET /api/roster/limits/, `dynasty roster limits --json`. */
export type RosterLimitsResponse = Static<typeof rosterLimitsAnswer>;
/** POST /api/roster/release/ {player}, `dynasty roster release NAME --json`. */
export type ReleaseResponse = Static<typeof releaseAnswer>;
export type WalkOnProspect = Static<typeof walkOnProspectAnswer>;
export type WalkOnPreview = Static<typeof walkOnPreviewAnswer>;
/** GET /api/roster/walkons/?position=, `dynasty roster walkons --json`. */
export type WalkOnsResponse = Static<typeof walkOnsAnswer>;
/** POST /api/roster/walkons/ {prospect, invite}, `dynasty roster walkon invite|cancel NAME --json`. */
export type WalkOnInviteResponse = Static<typeof walkOnInviteAnswer>;
export type PositionOption = Static<typeof positionOptionAnswer>;
/** GET /api/roster/position/?player=, `dynasty depth position NAME --json`: where one of the coach's players can move. */
export type PositionOptionsResponse = Static<typeof positionOptionsAnswer>;
/** POST /api/roster/position/ {player, pos}, `dynasty depth position NAME POSITION --json`: the move, then his team's depth chart. */
export type PositionChangeResponse = Static<typeof positionChangeAnswer>;
