// The answers of the recruiting calls: the board, the plan, the class rankings, the news, the prospects and the
// orders (src/shared/contract/programRoutes.ts). Our calls, not the original system's: the shapes are the views'
// (src/store/views/recruiting), their keys in the order the views write them. A key an answer may lack is named
// last, as the serializer writes it (after every key the answer always has).
import Type from 'typebox';
import { nullable, open, word } from './kit.js';
import { walkOnProspectAnswer } from './programRoster.js';
import { infoAnswer, teamAnswer } from './wire.js';

/** Where the recruiting calendar stands; `summer`: the spring and summer before the season, `late`: a late week. */
const recruitingCycleAnswer = open({
  year: Type.Number(),
  status: word(['not_started', 'open', 'closed', 'signed', 'none']),
  week: Type.Number(),
  weeks: Type.Number(),
  home_week: Type.Boolean(),
  message: Type.String(),
  summer: Type.Optional(Type.Boolean()),
  late: Type.Optional(Type.Boolean()),
});
const recruitingHoursAnswer = open({ weekly: Type.Number(), queued: Type.Number(), left: Type.Number() });
const recruitingScholarshipsAnswer = open({
  total: Type.Number(),
  committed: Type.Number(),
  left: Type.Number(),
  open_offers: Type.Number(),
  offer_limit: Type.Number(),
});
export const walkOnPreviewAnswer = open({
  places: Type.Number(),
  invited: Type.Array(walkOnProspectAnswer),
  drawn: Type.Array(open({ pos: Type.String(), count: Type.Number() })),
  line: nullable(Type.String()),
});
const queuedOrderAnswer = open({
  seq: Type.Number(),
  kind: word(['scout', 'contact', 'offer', 'pitch', 'visit']),
  prospect_id: Type.Number(),
  prospect_name: Type.String(),
  pitch: nullable(word(['playingTime', 'proximity', 'prestige', 'contending', 'conference', 'schemeFit'])),
  hours: Type.Number(),
});
const planEntryAnswer = open({
  prospect_id: Type.Number(),
  prospect_name: Type.String(),
  kinds: Type.Array(word(['scout', 'contact', 'offer', 'pitch', 'visit'])),
  pitch: nullable(word(['playingTime', 'proximity', 'prestige', 'contending', 'conference', 'schemeFit'])),
  warm: Type.Boolean(),
});
const planBudgetAnswer = open({
  weekly: Type.Number(),
  queued: Type.Number(),
  planned: Type.Number(),
  left: Type.Number(),
  carried: Type.Number(),
  done: Type.Number(),
  skipped: Type.Array(
    open({
      kind: word(['scout', 'contact', 'offer', 'pitch', 'visit']),
      prospect_id: Type.Number(),
      prospect_name: Type.String(),
      reason: Type.String(),
    }),
  ),
  line: Type.String(),
});
const endedPlanEntryAnswer = open({
  prospect_id: Type.Number(),
  prospect_name: Type.String(),
  kinds: Type.Array(word(['scout', 'contact', 'offer', 'pitch', 'visit'])),
  week: Type.Number(),
  reason: Type.String(),
});
const pipelineTierAnswer = word(['none', 'bronze', 'silver', 'gold']);
const motivationKeyAnswer = word([
  'playingTime',
  'proximity',
  'prestige',
  'contending',
  'conference',
  'schemeFit',
  'nil',
]);
const dealbreakerAnswer = open({
  kind: word(['playingTime', 'proximity', 'prestige', 'contending', 'schemeFit', 'nil']),
  label: Type.String(),
  line: Type.String(),
  least: Type.Number(),
  ruled_out: Type.Boolean(),
});
const suitorInterestAnswer = open({
  team: Type.String(),
  interest: Type.Number(),
  offered: Type.Boolean(),
  visited: Type.Boolean(),
  share: Type.Number(),
  pipeline: nullable(pipelineTierAnswer),
});
const prospectSummaryAnswer = open({
  ...walkOnProspectAnswer.properties,
  town: Type.String(),
  height: Type.Number(),
  weight: Type.Number(),
  scouting: Type.Number(),
  rating: Type.Tuple([Type.Number(), Type.Number()]),
  potential: Type.Tuple([Type.Number(), Type.Number()]),
  interest: Type.Number(),
  offered: Type.Boolean(),
  offer_queued: Type.Boolean(),
  visited: Type.Boolean(),
  on_board: Type.Boolean(),
  committed_to: nullable(Type.String()),
  committed_week: Type.Number(),
  decides: Type.String(),
  signed_early: Type.Boolean(),
  leaders: Type.Array(suitorInterestAnswer),
  lead: Type.String(),
  suitor_count: Type.Number(),
  pipeline: pipelineTierAnswer,
  dealbreakers: nullable(Type.Array(dealbreakerAnswer)),
});
export const recruitingBoardAnswer = open({
  info: infoAnswer,
  team: teamAnswer,
  cycle: recruitingCycleAnswer,
  hours: recruitingHoursAnswer,
  scholarships: recruitingScholarshipsAnswer,
  class_warning: nullable(Type.String()),
  walk_ons: nullable(walkOnPreviewAnswer),
  staff_week: nullable(Type.String()),
  class_week: nullable(Type.String()),
  plan_week: nullable(Type.String()),
  auto: Type.Boolean(),
  action_hours: open({
    scout: Type.Number(),
    contact: Type.Number(),
    offer: Type.Number(),
    pitch: Type.Number(),
    visit: Type.Number(),
  }),
  queued: Type.Array(queuedOrderAnswer),
  plan: Type.Array(planEntryAnswer),
  plan_budget: planBudgetAnswer,
  plan_ended: Type.Array(endedPlanEntryAnswer),
  targets: Type.Array(prospectSummaryAnswer),
  commits: Type.Array(prospectSummaryAnswer),
});
export const recruitingPlanAnswer = open({
  info: infoAnswer,
  plan: Type.Array(planEntryAnswer),
  budget: planBudgetAnswer,
  ended: Type.Array(endedPlanEntryAnswer),
});
export const planChangeAnswer = open({
  ...recruitingPlanAnswer.properties,
  status: Type.Literal('success'),
  message: Type.String(),
});
const classRankingRowAnswer = open({
  rank: Type.Number(),
  team: Type.String(),
  size: Type.Number(),
  five_stars: Type.Number(),
  four_stars: Type.Number(),
  three_stars: Type.Number(),
  avg_stars: Type.Number(),
  weighted_score: Type.Number(),
  points: Type.Number(),
  points_rank: Type.Number(),
  user: Type.Boolean(),
});
export const classRankingsAnswer = open({
  info: infoAnswer,
  cycle: recruitingCycleAnswer,
  classes: Type.Array(classRankingRowAnswer),
});
const recruitingNewsItemAnswer = open({
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
  user_team: Type.Boolean(),
});
export const recruitingNewsAnswer = open({
  info: infoAnswer,
  cycle: recruitingCycleAnswer,
  news: Type.Array(recruitingNewsItemAnswer),
});
const prospectSearchFiltersAnswer = open({
  position: nullable(Type.String()),
  stars: nullable(Type.Number()),
  state: nullable(Type.String()),
  committed: nullable(word(['yes', 'no'])),
  min_interest: nullable(Type.Number()),
  board: Type.Boolean(),
  page: Type.Number(),
  per_page: Type.Number(),
});
export const prospectSearchAnswer = open({
  info: infoAnswer,
  cycle: recruitingCycleAnswer,
  filters: prospectSearchFiltersAnswer,
  total: Type.Number(),
  pages: Type.Number(),
  prospects: Type.Array(prospectSummaryAnswer),
});
const prospectPreferenceAnswer = open({
  key: motivationKeyAnswer,
  label: Type.String(),
  share: nullable(Type.Number()),
});
const programOfferAnswer = open({
  key: motivationKeyAnswer,
  label: Type.String(),
  value: Type.Number(),
});
const actionCheckAnswer = open({
  scout: nullable(Type.String()),
  contact: nullable(Type.String()),
  offer: nullable(Type.String()),
  pitch: nullable(Type.String()),
  visit: nullable(Type.String()),
});
export const prospectPageAnswer = open({
  info: infoAnswer,
  cycle: recruitingCycleAnswer,
  prospect: prospectSummaryAnswer,
  preferences: Type.Array(prospectPreferenceAnswer),
  program_offers: Type.Array(programOfferAnswer),
  suitors: Type.Array(suitorInterestAnswer),
  news: Type.Array(recruitingNewsItemAnswer),
  queued: Type.Array(queuedOrderAnswer),
  can: actionCheckAnswer,
  nil: nullable(open({ asking: Type.Number(), rounds_left: Type.Number(), agreed: nullable(Type.Number()) })),
});
export const recruitingActionAnswer = open({
  info: infoAnswer,
  status: Type.Literal('success'),
  order: queuedOrderAnswer,
  hours: recruitingHoursAnswer,
  message: Type.String(),
});
export const boardChangeAnswer = open({
  info: infoAnswer,
  status: Type.Literal('success'),
  prospect_id: Type.Number(),
  on_board: Type.Boolean(),
  message: Type.String(),
});
export const staffRecruitingAnswer = open({
  info: infoAnswer,
  status: Type.Literal('success'),
  auto: Type.Boolean(),
  message: Type.String(),
});
export const cancelOrderAnswer = open({
  info: infoAnswer,
  status: Type.Literal('success'),
  hours: recruitingHoursAnswer,
  message: Type.String(),
});
export const lateWeekAnswer = open({
  ...recruitingBoardAnswer.properties,
  status: Type.Literal('success'),
  message: Type.String(),
});
export const pipelinesAnswer = open({
  info: infoAnswer,
  team: teamAnswer,
  home_state: Type.String(),
  tiers: Type.Array(open({ tier: pipelineTierAnswer, least: Type.Number(), gain: Type.Number() })),
  states: Type.Array(
    open({
      state: Type.String(),
      strength: Type.Number(),
      tier: pipelineTierAnswer,
      players: Type.Number(),
      committed: Type.Number(),
      prospects: Type.Number(),
    }),
  ),
});
