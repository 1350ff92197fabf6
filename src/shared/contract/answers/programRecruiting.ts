// The answers of the recruiting calls: the board, the plan, the class rankings, the news, the prospects and the
// orders (src/shared/contract/programRoutes.ts); a prospect's pieces are in ./prospects.ts. Our calls, not the
// original system's: the shapes are the views' (src/store/views/recruiting), their keys in the order the views write
// them. A key an answer may lack is named last, as the serializer writes it (after every key the answer always has).
// ../../recruitingApi.ts and ../../pipelineApi.ts name their types.
import Type from 'typebox';
import { closed, nullable, userId, word } from './kit.js';
import { walkOnProspectAnswer } from './programRoster.js';
import {
  actionCheckAnswer,
  pipelineTierAnswer,
  programOfferAnswer,
  prospectPreferenceAnswer,
  prospectSummaryAnswer,
  suitorInterestAnswer,
} from './prospects.js';
import { infoAnswer, teamAnswer } from './wire.js';

const ACTION = word(['scout', 'contact', 'offer', 'pitch', 'visit']);
const PITCH = word(['playingTime', 'proximity', 'prestige', 'contending', 'conference', 'schemeFit']);

/** Where the recruiting calendar stands. */
export const recruitingCycleAnswer = closed({
  // Season of the cycle: its class joins the rosters of year + 1.
  year: Type.Number(),
  // not_started: no class yet (preseason); open: recruiting weeks are being played and orders can be given;
  // closed: every recruiting week is played, signing day is next; signed: signing day is over (the recruiting
  // summary shows the classes); none: this season's class is recruited by every staff at signing day (a save
  // from before recruiting existed).
  status: word(['not_started', 'open', 'closed', 'signed', 'none']),
  // Recruiting weeks played (0-weeks).
  week: Type.Number(),
  // Recruiting weeks of a cycle: the regular season, championship week, bowl week, then the late weeks after the season.
  weeks: Type.Number(),
  // While open: the player's team plays at home in the coming week, so official visits can be hosted.
  home_week: Type.Boolean(),
  // One line for the player: where the cycle stands and what comes next.
  message: Type.String(),
  // Open in the preseason: orders go to the spring and summer periods played when the season starts.
  summer: Type.Optional(Type.Boolean()),
  // Open after the bowls, before signing day: the coming week is a late week (the January contact period).
  late: Type.Optional(Type.Boolean()),
});
export const recruitingHoursAnswer = closed({
  // The program's weekly budget (scaled by its resources).
  weekly: Type.Number(),
  // Spent by the orders queued for the coming week.
  queued: Type.Number(),
  left: Type.Number(),
});
export const recruitingScholarshipsAnswer = closed({
  // Scholarships that open for this class.
  total: Type.Number(),
  // Prospects committed to the program.
  committed: Type.Number(),
  left: Type.Number(),
  // Offers out to prospects not committed anywhere (queued offers included), and the most allowed.
  open_offers: Type.Number(),
  offer_limit: Type.Number(),
});
/**
 * Who signing day would put in the player's empty places if nobody else signs (recruiting board and dashboard): the
 * invited walk-ons first, then drawn walk-ons at the most open positions. `line` is the sentence every front end shows.
 */
export const walkOnPreviewAnswer = closed({
  // Empty places signing day fills with walk-ons (up to an 85-man roster).
  places: Type.Number(),
  // Invited walk-ons (still unsigned) who take places, best ranked first.
  invited: Type.Array(walkOnProspectAnswer),
  // Drawn walk-ons for the places left, by position.
  drawn: Type.Array(closed({ pos: Type.String(), count: Type.Number() })),
  line: nullable(Type.String()),
});
/** An order queued for the coming week (the week's hours ledger). */
export const queuedOrderAnswer = closed({
  seq: Type.Number(),
  kind: ACTION,
  prospect_id: Type.Number(),
  prospect_name: Type.String(),
  pitch: nullable(PITCH),
  hours: Type.Number(),
});
/** A prospect's standing weekly orders in the player's plan. */
export const planEntryAnswer = closed({
  prospect_id: Type.Number(),
  prospect_name: Type.String(),
  kinds: Type.Array(ACTION),
  // What a standing pitch sells.
  pitch: nullable(PITCH),
  // Kept warm: his orders go on while he is committed (otherwise they end when he commits).
  warm: Type.Boolean(),
});
/** What the plan will do in the coming week, after the orders queued by hand: never more than the hours left. */
export const planBudgetAnswer = closed({
  weekly: Type.Number(),
  // Hours of the orders queued by hand.
  queued: Type.Number(),
  // Hours the plan will spend.
  planned: Type.Number(),
  // Hours left after both.
  left: Type.Number(),
  // Standing orders the week will carry out.
  carried: Type.Number(),
  // Standing orders already done (an offer made, a visit taken, fully scouted, signed): not carried out.
  done: Type.Number(),
  // Standing orders the week will skip, with why (no hours left, an offer already made, no home game).
  skipped: Type.Array(
    closed({
      kind: ACTION,
      prospect_id: Type.Number(),
      prospect_name: Type.String(),
      reason: Type.String(),
    }),
  ),
  // The budget in a line, as every front end says it.
  line: Type.String(),
});
/** A prospect's standing orders that ended by themselves: he signed, or committed without being kept warm. */
export const endedPlanEntryAnswer = closed({
  prospect_id: Type.Number(),
  prospect_name: Type.String(),
  kinds: Type.Array(ACTION),
  // The recruiting week they ended after (0: the spring and summer).
  week: Type.Number(),
  // Why, e.g. "signed early with Iowa State", "committed to Kansas".
  reason: Type.String(),
});
const boardKeys = {
  info: infoAnswer,
  team: teamAnswer,
  cycle: recruitingCycleAnswer,
  hours: recruitingHoursAnswer,
  scholarships: recruitingScholarshipsAnswer,
  // From mid-cycle: the scholarships that neither commitments nor realistic targets (offered, uncommitted, the
  // program among his three leaders) cover, which signing day fills with walk-ons; null when none.
  class_warning: nullable(Type.String()),
  // Who signing day puts in the empty places (invited walk-ons, then drawn ones); null with no class being recruited.
  walk_ons: nullable(walkOnPreviewAnswer),
  // With the staff recruiting: what it did for the player in the last week played (board, offers, commits).
  staff_week: nullable(Type.String()),
  // Who committed to and decommitted from the player's class in the last week played (flips: where they went); null
  // when nobody.
  class_week: nullable(Type.String()),
  // The standing orders that ended by themselves after the last week played (signed, committed), in a line; null
  // when none.
  plan_week: nullable(Type.String()),
  // "Let my staff recruit" is on: the staff spends the hours the player's orders leave, each week.
  auto: Type.Boolean(),
  // Hours each action costs.
  action_hours: closed({
    scout: Type.Number(),
    contact: Type.Number(),
    offer: Type.Number(),
    pitch: Type.Number(),
    visit: Type.Number(),
  }),
  queued: Type.Array(queuedOrderAnswer),
  // The player's standing weekly orders and what they will spend in the coming week.
  plan: Type.Array(planEntryAnswer),
  plan_budget: planBudgetAnswer,
  // The plan's orders that ended by themselves this cycle (as the plan's `ended`).
  plan_ended: Type.Array(endedPlanEntryAnswer),
  // The board's targets, in board order.
  targets: Type.Array(prospectSummaryAnswer),
  // Prospects committed to the player's program, best national rank first.
  commits: Type.Array(prospectSummaryAnswer),
};
export const recruitingBoardAnswer = closed({ ...boardKeys, ...userId });
const planKeys = {
  info: infoAnswer,
  plan: Type.Array(planEntryAnswer),
  budget: planBudgetAnswer,
  // The orders of this cycle that ended by themselves, the latest first.
  ended: Type.Array(endedPlanEntryAnswer),
};
export const recruitingPlanAnswer = closed({ ...planKeys, ...userId });
export const planChangeAnswer = closed({
  ...planKeys,
  status: Type.Literal('success'),
  message: Type.String(),
  ...userId,
});
export const classRankingRowAnswer = closed({
  rank: Type.Number(),
  team: Type.String(),
  // Commitments (during the cycle) or signees.
  size: Type.Number(),
  five_stars: Type.Number(),
  four_stars: Type.Number(),
  three_stars: Type.Number(),
  avg_stars: Type.Number(),
  // 0.92 x average stars + 0.08 x class size: the wire format's order.
  weighted_score: Type.Number(),
  // 247Sports-style points (each signee by his stars) and the rank they give.
  points: Type.Number(),
  points_rank: Type.Number(),
  // The player's program.
  user: Type.Boolean(),
});
export const classRankingsAnswer = closed({
  info: infoAnswer,
  cycle: recruitingCycleAnswer,
  // Every program's class so far, best first (empty classes last).
  classes: Type.Array(classRankingRowAnswer),
  ...userId,
});
export const recruitingNewsItemAnswer = closed({
  id: Type.Number(),
  year: Type.Number(),
  week: Type.Number(),
  kind: word(['commit', 'decommit']),
  prospect_id: Type.Number(),
  name: Type.String(),
  pos: Type.String(),
  stars: Type.Number(),
  rank: Type.Number(),
  team: Type.String(),
  // The news is about the player's program.
  user_team: Type.Boolean(),
});
export const recruitingNewsAnswer = closed({
  info: infoAnswer,
  cycle: recruitingCycleAnswer,
  // Newest first: the national top-100 prospects' news and every piece about the player's program.
  news: Type.Array(recruitingNewsItemAnswer),
  ...userId,
});
export const prospectSearchFiltersAnswer = closed({
  position: nullable(Type.String()),
  stars: nullable(Type.Number()),
  state: nullable(Type.String()),
  committed: nullable(word(['yes', 'no'])),
  // Least interest in the player's program.
  min_interest: nullable(Type.Number()),
  // Only prospects on the player's board.
  board: Type.Boolean(),
  page: Type.Number(),
  per_page: Type.Number(),
});
export const prospectSearchAnswer = closed({
  info: infoAnswer,
  cycle: recruitingCycleAnswer,
  filters: prospectSearchFiltersAnswer,
  // Prospects matching the filters, and pages of per_page.
  total: Type.Number(),
  pages: Type.Number(),
  // Best national rank first.
  prospects: Type.Array(prospectSummaryAnswer),
  ...userId,
});
export const prospectPageAnswer = closed({
  info: infoAnswer,
  cycle: recruitingCycleAnswer,
  prospect: prospectSummaryAnswer,
  // What he wants (his motivations), strongest first, as far as scouting revealed: none below level 2, the top one at
  // 2, all with their shares at 3. NIL money counts from July 2021; the scheme only for the offence's skill players.
  preferences: Type.Array(prospectPreferenceAnswer),
  // What the player's program offers him.
  program_offers: Type.Array(programOfferAnswer),
  // Every program recruiting him, highest interest first.
  suitors: Type.Array(suitorInterestAnswer),
  // His commitments and decommitments.
  news: Type.Array(recruitingNewsItemAnswer),
  // Orders queued for him this week.
  queued: Type.Array(queuedOrderAnswer),
  // Whether each action can be queued for him now (pitch: with his best-known strength).
  can: actionCheckAnswer,
  // From 2021: what he asks of the program in NIL money now (thousands: his ask, or his last counter), the offers he
  // still answers this season and the deal agreed (null: none); null before NIL.
  nil: nullable(closed({ asking: Type.Number(), rounds_left: Type.Number(), agreed: nullable(Type.Number()) })),
  ...userId,
});
export const recruitingActionAnswer = closed({
  info: infoAnswer,
  status: Type.Literal('success'),
  order: queuedOrderAnswer,
  hours: recruitingHoursAnswer,
  message: Type.String(),
  ...userId,
});
export const boardChangeAnswer = closed({
  info: infoAnswer,
  status: Type.Literal('success'),
  prospect_id: Type.Number(),
  on_board: Type.Boolean(),
  message: Type.String(),
  ...userId,
});
export const staffRecruitingAnswer = closed({
  info: infoAnswer,
  status: Type.Literal('success'),
  auto: Type.Boolean(),
  message: Type.String(),
  ...userId,
});
export const cancelOrderAnswer = closed({
  info: infoAnswer,
  status: Type.Literal('success'),
  hours: recruitingHoursAnswer,
  message: Type.String(),
  ...userId,
});
/** A late week played (after the season, before signing day), and the board after it. */
export const lateWeekAnswer = closed({
  ...boardKeys,
  status: Type.Literal('success'),
  message: Type.String(),
  ...userId,
});
/** A program's pipeline in one state. */
export const pipelineStateAnswer = closed({
  // USPS code.
  state: Type.String(),
  // Strength, one decimal: grown by signees (1 each) and starters (0.5 a season each) from there, kept at 75% a season.
  strength: Type.Number(),
  tier: pipelineTierAnswer,
  // The program's players on the roster from there.
  players: Type.Number(),
  // Prospects of the class being recruited from there committed to it.
  committed: Type.Number(),
  // Prospects of the class being recruited from there (0 when none is being recruited).
  prospects: Type.Number(),
});
/** A tier's line and what it is worth: the least strength, and the interest every action earns there (percent more). */
const pipelineTierLineAnswer = closed({ tier: pipelineTierAnswer, least: Type.Number(), gain: Type.Number() });
export const pipelinesAnswer = closed({
  info: infoAnswer,
  team: teamAnswer,
  // The program's campus state ('' when the data has none).
  home_state: Type.String(),
  tiers: Type.Array(pipelineTierLineAnswer),
  // Its pipelines, strongest first (states with none are left out).
  states: Type.Array(pipelineStateAnswer),
  ...userId,
});
