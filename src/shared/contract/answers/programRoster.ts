// The answers of the program's roster calls: limits, walk-ons, the depth chart, redshirts, settings, training, the
// coach's abilities, the footer's links and the coached programs (src/shared/contract/programRoutes.ts). Our calls,
// not the original system's: the shapes are the views' (src/store/views), their keys in the order the views write
// them; a change answers `status` and what it did, then the page it changed.
import Type from 'typebox';
import { closed, nullable, userId, word } from './kit.js';
import { conferenceAnswer, infoAnswer, PLAYER_CLASS, teamAnswer } from './wire.js';

/** A roster limit: scholarships (85) or, from 2025, the roster (105). */
export const rosterLimitInfoAnswer = closed({
  kind: word(['scholarships', 'roster']),
  max: Type.Number(),
  label: Type.String(),
  // The season the limit is for.
  season: Type.Number(),
});
/** A prospect nobody recruited (two stars or fewer, uncommitted): a walk-on candidate. */
export const walkOnProspectAnswer = closed({
  id: Type.Number(),
  first: Type.String(),
  last: Type.String(),
  pos: Type.String(),
  stars: Type.Number(),
  // The services' national rank (what is public of him).
  rank: Type.Number(),
  state: Type.String(),
});
const rosterLimitsKeys = {
  team: Type.String(),
  // The stage the dynasty is in; players are released in 'progression' only.
  stage: Type.String(),
  limit: rosterLimitInfoAnswer,
  // Players on the roster now (those who left this offseason are gone).
  players: Type.Number(),
  // Recruits committed to the class being recruited (they join on signing day).
  committed: Type.Number(),
  // Portal players offered this offseason (each may or may not sign).
  portal_offers: Type.Number(),
  // Places under the limit once the committed recruits join (never below 0).
  open: Type.Number(),
  // Places signing day fills with walk-ons if nobody else signs: up to an 85-man roster.
  walk_ons_if_unfilled: Type.Number(),
  // Where those walk-ons would play: the most open positions first (signing day's preview; drawn walk-ons only).
  walk_on_positions: Type.Array(closed({ pos: Type.String(), count: Type.Number() })),
  // The prospects invited to walk on who take walk-on places first on signing day (unless they sign elsewhere).
  walk_on_invites: Type.Array(walkOnProspectAnswer),
  // The roster minimum, position by position: how many the roster needs and has.
  minimum: Type.Array(closed({ pos: Type.String(), least: Type.Number(), have: Type.Number() })),
  // Whether a player can be released now, and why not.
  release: closed({ open: Type.Boolean(), reason: nullable(Type.String()) }),
};
export const rosterLimitsAnswer = closed({ ...rosterLimitsKeys, ...userId });
export const releaseAnswer = closed({
  status: Type.Literal('success'),
  released: closed({
    id: Type.Number(),
    first: Type.String(),
    last: Type.String(),
    pos: Type.String(),
    rating: Type.Number(),
  }),
  // He went to the transfer portal (he had eligibility left).
  portal: Type.Boolean(),
  message: Type.String(),
  limits: closed(rosterLimitsKeys),
  ...userId,
});
const walkOnsKeys = {
  team: Type.String(),
  // Whether walk-ons can be invited now (a class is being recruited), and why not.
  open: Type.Boolean(),
  reason: nullable(Type.String()),
  // Walk-on places signing day fills if nobody else takes them.
  places: Type.Number(),
  invited: Type.Array(walkOnProspectAnswer),
  // The pool: unrecruited prospects, best first (at most 60; of one position when asked).
  pool: Type.Array(walkOnProspectAnswer),
  position: nullable(Type.String()),
};
export const walkOnsAnswer = closed({ ...walkOnsKeys, ...userId });
export const walkOnInviteAnswer = closed({
  status: Type.Literal('success'),
  message: Type.String(),
  walk_ons: closed(walkOnsKeys),
  ...userId,
});
/**
 * A player in a position's order: slot, his overall at this position (from his attributes); out: cannot play this
 * week (hurt, held out to keep his redshirt year, or sitting out); sitting_out: a transfer sitting out his first
 * season at his new program (the rule before 2021): on the roster, never in the lineup, so not counted among the
 * starters (the next man starts), in the offseason the coming season; moved_from: the position he played before the
 * latest offseason moved him (this one's while it lasts), or null. Then his state this season (as the player page's
 * profile: class_label "So (RS)", redshirted: has used his redshirt year, redshirting: held out this season).
 */
const depthChartEntryAnswer = closed({
  slot: Type.Number(),
  id: Type.Number(),
  first: Type.String(),
  last: Type.String(),
  rating: Type.Number(),
  year: PLAYER_CLASS,
  starter: Type.Boolean(),
  out: Type.Boolean(),
  sitting_out: Type.Boolean(),
  moved_from: nullable(Type.String()),
  class_label: Type.String(),
  redshirted: Type.Boolean(),
  redshirting: Type.Boolean(),
  games_played: Type.Number(),
  injury: nullable(Type.String()),
  return_week: nullable(Type.Number()),
  out_for_season: Type.Boolean(),
});
/** edited: the player set this position's order himself (false: automatic, best fit first). */
const depthChartPositionAnswer = closed({
  pos: Type.String(),
  edited: Type.Boolean(),
  starters: Type.Number(),
  players: Type.Array(depthChartEntryAnswer),
});
const injuryReportEntryAnswer = closed({
  id: Type.Number(),
  first: Type.String(),
  last: Type.String(),
  pos: Type.String(),
  injury: Type.String(),
  return_week: nullable(Type.Number()),
  out_for_season: Type.Boolean(),
});
const depthChartKeys = {
  info: infoAnswer,
  conferences: Type.Array(conferenceAnswer),
  team: teamAnswer,
  teams: Type.Array(Type.String()),
  /** The player's own team: its chart can be edited. */
  editable: Type.Boolean(),
  /** The week the "out" column is for. */
  week: Type.Number(),
  positions: Type.Array(depthChartPositionAnswer),
  injuries: Type.Array(injuryReportEntryAnswer),
  /** Whether the team's coach can move players to other positions now (the offseason), and why not. */
  position_change: closed({ open: Type.Boolean(), reason: nullable(Type.String()) }),
};
export const depthChartAnswer = closed({ ...depthChartKeys, ...userId });
export const depthChangeAnswer = closed({
  status: Type.Literal('success'),
  message: Type.String(),
  ...depthChartKeys,
  ...userId,
});
// How close two positions are, as the pages say it.
const CLOSENESS = word(['same', 'close', 'partial', 'far']);
/** One position a player could move to: his overall and potential there. */
export const positionOptionAnswer = closed({
  pos: Type.String(),
  closeness: CLOSENESS,
  // 0-1: the share of his edge in his old position's skills the move keeps or brings.
  similarity: Type.Number(),
  rating: Type.Number(),
  potential: Type.Number(),
  // Where the offseason found him: moving there puts him back as he was.
  back: Type.Boolean(),
});
export const positionOptionsAnswer = closed({
  player: closed({
    id: Type.Number(),
    first: Type.String(),
    last: Type.String(),
    pos: Type.String(),
    rating: Type.Number(),
    potential: Type.Number(),
  }),
  // Where the offseason found him (his position now, unless he moved this offseason).
  origin: Type.String(),
  // Whether players can change positions now, and why not.
  open: Type.Boolean(),
  reason: nullable(Type.String()),
  // Every other position, closest first.
  options: Type.Array(positionOptionAnswer),
  ...userId,
});
/** The move, then his team's depth chart (the depth chart's keys are its page's). */
export const positionChangeAnswer = closed({
  status: Type.Literal('success'),
  message: Type.String(),
  change: closed({
    id: Type.Number(),
    first: Type.String(),
    last: Type.String(),
    from: Type.String(),
    to: Type.String(),
    rating_before: Type.Number(),
    rating_after: Type.Number(),
    potential: Type.Number(),
    // He is back where the offseason found him, as he was.
    back: Type.Boolean(),
  }),
  ...depthChartKeys,
  ...userId,
});
export const redshirtAnswer = closed({
  status: Type.Literal('success'),
  message: Type.String(),
  player: closed({
    id: Type.Number(),
    first: Type.String(),
    last: Type.String(),
    class_label: Type.String(),
    redshirting: Type.Boolean(),
    games_played: Type.Number(),
  }),
  ...userId,
});
export const settingsAnswer = closed({
  info: infoAnswer,
  /**
   * Past seasons whose games keep drives, players' lines and play-by-play, besides the current season and every
   * game of the player's team; null: everything is kept. Older games keep score, line score and team totals.
   */
  detail_seasons: nullable(Type.Number()),
  default_detail_seasons: Type.Number(),
  max_detail_seasons: Type.Number(),
  /** The first season that keeps every game's detail (null with detail_seasons null). */
  first_detail_year: nullable(Type.Number()),
  ...userId,
});
const trainingGroupViewAnswer = closed({
  group: Type.String(),
  positions: Type.Array(Type.String()),
  focus: Type.String(),
  players: Type.Number(),
  // Expected overall points this offseason's plan adds to (or takes from) each of the group's players.
  shift: Type.Number(),
});
const trainingPlayerViewAnswer = closed({
  id: Type.Number(),
  first: Type.String(),
  last: Type.String(),
  pos: Type.String(),
  rating: Type.Number(),
  potential: Type.Number(),
  // Expected overall points the plan adds for him this offseason (his group's focus included).
  shift: Type.Number(),
});
const trainingKeys = {
  team: Type.String(),
  // The offseason the plan applies to (players develop in the Roster Progression stage after this season).
  applies_after_season: Type.Number(),
  groups: Type.Array(trainingGroupViewAnswer),
  players: Type.Array(trainingPlayerViewAnswer),
  // At most this many players singled out.
  max_players: Type.Number(),
  // Focus names a group takes, and a player takes.
  group_focuses: Type.Array(Type.String()),
  player_focuses: Type.Array(Type.String()),
  // Overall points a year per unit of focus above the roster's average (the trade-off's scale).
  training_point: Type.Number(),
};
export const trainingAnswer = closed({ ...trainingKeys, ...userId });
export const trainingChangeAnswer = closed({
  status: Type.Literal('success'),
  message: Type.String(),
  training: closed(trainingKeys),
  ...userId,
});
const coachAbilityViewAnswer = closed({
  ability: Type.String(),
  label: Type.String(),
  rating: Type.Number(),
  // XP for the next point (null at 99).
  next_cost: nullable(Type.Number()),
  // Points the XP buys now.
  affordable: Type.Number(),
});
/** A coach's level: every XP he has earned counts toward it, spent or not. */
export const coachLevelAnswer = closed({
  level: Type.Number(),
  career_xp: Type.Number(),
  // The career XP at which his level began, and the next one's (null at the top level).
  level_xp: Type.Number(),
  next_level_xp: nullable(Type.Number()),
  // Ability points his levels gave, those spent and those left.
  points: Type.Number(),
  points_spent: Type.Number(),
  points_left: Type.Number(),
  archetype: Type.String(),
  archetype_label: Type.String(),
  // The ability he started with (its first tier cost nothing).
  starting: Type.String(),
});
export const archetypeAbilityAnswer = closed({
  ability: Type.String(),
  label: Type.String(),
  // The tier he owns (0: none) and the top one.
  tier: Type.Number(),
  max_tier: Type.Number(),
  // Each tier: its cost in points for him and what it gives, as a number and in words.
  tiers: Type.Array(closed({ tier: Type.Number(), cost: Type.Number(), value: Type.Number(), effect: Type.String() })),
  // Points for the next tier (null: he owns the top one), and whether his points pay for it now.
  next_cost: nullable(Type.Number()),
  can_buy: Type.Boolean(),
  // What his staff has now: his tier's value with his coordinators' share, in words (null: nothing).
  value: Type.Number(),
  effect: nullable(Type.String()),
  // The part of `value` his coordinators bring.
  staff_value: Type.Number(),
});
export const archetypeAnswer = closed({
  archetype: Type.String(),
  label: Type.String(),
  description: Type.String(),
  // His own archetype: its tiers cost a point less.
  own: Type.Boolean(),
  abilities: Type.Array(archetypeAbilityAnswer),
});
const coachAbilitiesKeys = {
  coach: Type.String(),
  // Experience points not yet spent.
  xp: Type.Number(),
  abilities: Type.Array(coachAbilityViewAnswer),
  // What each season earned, the latest first.
  earned: Type.Array(closed({ year: Type.Number(), source: Type.String(), xp: Type.Number(), label: Type.String() })),
  // XP for one rating point, by the rating it starts from.
  costs: Type.Array(closed({ below: Type.Number(), cost: Type.Number() })),
  // His level and ability points (null: a coach without one yet).
  level: nullable(coachLevelAnswer),
  // Every archetype's tree, his own first, with what each tier gives in numbers.
  archetypes: Type.Array(archetypeAnswer),
};
export const coachAbilitiesAnswer = closed({ ...coachAbilitiesKeys, ...userId });
export const coachBuyAnswer = closed({
  status: Type.Literal('success'),
  message: Type.String(),
  abilities: closed(coachAbilitiesKeys),
  ...userId,
});
export const coachSpendAnswer = closed({
  status: Type.Literal('success'),
  message: Type.String(),
  abilities: closed(coachAbilitiesKeys),
  ...userId,
});
export const siteAnswer = closed({
  // The project's source repository.
  repo_url: nullable(Type.String()),
  // The author's profile page.
  author_url: nullable(Type.String()),
});
// One thing a coached program's player has left before the week (or the stage) moves on for everyone.
export const programBusinessAnswer = closed({
  kind: word(['coached_game', 'recruiting', 'job_offers']),
  text: Type.String(),
});
export const coachedProgramLineAnswer = closed({
  team: Type.String(),
  // The seat: the player's place in the save, kept through his coach's job changes.
  seat: Type.Number(),
  // His coach: a head coach, or a coordinator on the career ladder; '' while fired and waiting for a job.
  coach: Type.String(),
  role: word(['fired', 'coordinator', 'head_coach']),
  // This season's record.
  record: Type.String(),
  // The program this answer was built for; the one acted for when a call or command names none.
  acting: Type.Boolean(),
  last_used: Type.Boolean(),
  // What its player has left this week; empty when its turn is done.
  business: Type.Array(programBusinessAnswer),
});
const programsKeys = {
  programs: Type.Array(coachedProgramLineAnswer),
  // The programs still to take their turn (business left), in the order they joined.
  waiting_on: Type.Array(Type.String()),
};
export const programsAnswer = closed({ ...programsKeys, ...userId });
export const programChangeAnswer = closed({
  status: Type.Literal('success'),
  message: Type.String(),
  ...programsKeys,
  ...userId,
});
