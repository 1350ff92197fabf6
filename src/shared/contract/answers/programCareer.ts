// The answers of the program's career calls: the coach and the carousel, the draft and the portal, and the
// dashboard's panels (news, a game to watch, the season at a glance); the staff's and the budget's are ./staff.ts's.
// Our calls, not the original system's: the shapes are the views' (src/store/views), their keys in the order the
// views write them.
import Type from 'typebox';
import { closed, nullable, userId, word } from './kit.js';
import { driveRowAnswer, livePlayAnswer } from './coached.js';
import { rosterLimitInfoAnswer } from './programRoster.js';
import { staffMoveLineAnswer } from './staff.js';
import { conferenceAnswer, infoAnswer, PLAYER_CLASS, scheduleGameAnswer, teamAnswer } from './wire.js';
import { gameDayAnswer, rivalryAnswer } from './games.js';

const coachRatingsViewAnswer = closed({
  offense: Type.Number(),
  defense: Type.Number(),
  recruiting: Type.Number(),
  development: Type.Number(),
  gameManagement: Type.Number(),
  overall: Type.Number(),
});
export const hotSeatAnswer = word(['secure', 'warm', 'hot', 'fired']);
const coachProfileAnswer = closed({
  id: Type.Number(),
  name: Type.String(),
  age: Type.Number(),
  // His program (null when out of a job).
  team: nullable(Type.String()),
  ratings: coachRatingsViewAnswer,
  scheme: Type.String(),
  scheme_label: Type.String(),
  tempo: Type.String(),
  tempo_label: Type.String(),
  front: Type.String(),
  wins: Type.Number(),
  losses: Type.Number(),
  titles: Type.Number(),
  since: Type.Number(),
  contract_until: Type.Number(),
  security: Type.Number(),
  hot_seat: hotSeatAnswer,
  hot_seat_label: Type.String(),
  // Before the season ends (when results move it): "next reviewed when the 2024 season ends"; else null.
  security_review: nullable(Type.String()),
  // What his program's prestige expects, as a winning percentage (0-1).
  expected_win_pct: Type.Number(),
});
const coachSeasonLineAnswer = closed({
  year: Type.Number(),
  team: Type.String(),
  wins: Type.Number(),
  losses: Type.Number(),
});
export const coachOfferViewAnswer = closed({
  team: Type.String(),
  prestige: Type.Number(),
  conference: Type.String(),
  // The program's record in the season just played.
  record: Type.String(),
});
export const coachAnswer = closed({
  info: infoAnswer,
  conferences: Type.Array(conferenceAnswer),
  team: teamAnswer,
  coach: coachProfileAnswer,
  history: Type.Array(coachSeasonLineAnswer),
  offers: Type.Array(coachOfferViewAnswer),
  // Offers can be accepted now (the season summary, with offers).
  can_accept: Type.Boolean(),
  // Fired: he must accept an offer (or start a new dynasty) before the offseason goes on.
  fired: Type.Boolean(),
  ...userId,
});
export const coachingChangeViewAnswer = closed({
  team: Type.String(),
  // fired, retired, hired_away (left for another job).
  reason: Type.String(),
  reason_label: Type.String(),
  outgoing: nullable(closed({ name: Type.String(), wins: Type.Number(), losses: Type.Number() })),
  // null while the program waits (held for the player's decision).
  incoming: nullable(
    closed({
      name: Type.String(),
      from: nullable(Type.String()),
      scheme_label: Type.String(),
      is_user: Type.Boolean(),
    }),
  ),
});
export const carouselAnswer = closed({
  info: infoAnswer,
  conferences: Type.Array(conferenceAnswer),
  team: teamAnswer,
  year: Type.Number(),
  years: Type.Array(Type.Number()),
  changes: Type.Array(coachingChangeViewAnswer),
  // The offseason's coordinator moves (firings, hires, coordinators hired away as head coaches).
  coordinator_moves: Type.Array(staffMoveLineAnswer),
  ...userId,
});
export const acceptOfferAnswer = closed({
  status: Type.Literal('success'),
  from: Type.String(),
  to: Type.String(),
  info: infoAnswer,
  ...userId,
});
/** A player as the draft and the portal list him. */
const playerKeys = {
  id: Type.Number(),
  first: Type.String(),
  last: Type.String(),
  pos: Type.String(),
  // His class in his last college season (the draft), or next season (the portal).
  year: PLAYER_CLASS,
  // His overall (the portal: next season's, he progressed before entering).
  rating: Type.Number(),
};
/** A player taken in the NFL draft (or an early entrant nobody took: pick, round and nfl_team null). */
export const draftedPlayerAnswer = closed({
  ...playerKeys,
  // His college program.
  college: Type.String(),
  // Left with eligibility remaining.
  early: Type.Boolean(),
  pick: nullable(Type.Number()),
  round: nullable(Type.Number()),
  round_pick: nullable(Type.Number()),
  // The NFL club by city (no club names), null when undrafted.
  nfl_team: nullable(Type.String()),
});
export const draftRoundAnswer = closed({ round: Type.Number(), picks: Type.Array(draftedPlayerAnswer) });
export const draftAnswer = closed({
  info: infoAnswer,
  team: teamAnswer,
  conferences: Type.Array(conferenceAnswer),
  // The college season the players left after (null when no draft has been held yet).
  year: nullable(Type.Number()),
  // The NFL draft's own year (the spring after).
  draft_year: nullable(Type.Number()),
  // Seasons with a draft, newest first.
  years: Type.Array(Type.Number()),
  rounds: Type.Array(draftRoundAnswer),
  undrafted_early: Type.Array(draftedPlayerAnswer),
  summary: closed({
    picks: Type.Number(),
    early_entrants: Type.Number(),
    early_drafted: Type.Number(),
    // Picks from the player's program.
    team_picks: Type.Number(),
    // Programs with the most picks, most first (ties by name), up to 10.
    top_colleges: Type.Array(closed({ college: Type.String(), picks: Type.Number() })),
  }),
  ...userId,
});
/** A player in the transfer portal. */
export const portalPlayerEntryAnswer = closed({
  ...playerKeys,
  stars: Type.Number(),
  from_team: Type.String(),
  reason: word([
    'playing_time',
    'behind_better',
    'program_declined',
    'coach_change',
    'moving_up',
    'fresh_start',
    'released',
  ]),
  reason_label: Type.String(),
  // The player's program offered him.
  offered: Type.Boolean(),
  // Where he signed (after the window), null while open or when he stayed unsigned.
  to_team: nullable(Type.String()),
  // Sits out his first season at the new program (the rule before 2021).
  sits_out: Type.Boolean(),
});
const portalKeys = {
  info: infoAnswer,
  team: teamAnswer,
  conferences: Type.Array(conferenceAnswer),
  // The season after which these players entered (null before the first offseason).
  year: nullable(Type.Number()),
  // Offers can be made now (the Roster Progression stage; the Recruiting Summary stage in an offseason with a spring
  // window), and why it is closed, when it is.
  open: Type.Boolean(),
  closed_reason: nullable(Type.String()),
  limit: rosterLimitInfoAnswer,
  // The player's program against the limit: players returning, offers out, recruits committed to the class.
  room: closed({ returning: Type.Number(), offers: Type.Number(), signed: Type.Number(), left: Type.Number() }),
  // Before 2021 a transfer sits out a season (most of them).
  sit_out_rule: Type.Boolean(),
  positions: Type.Array(Type.String()),
  filters: closed({ position: nullable(Type.String()), min_rating: nullable(Type.Number()) }),
  // Entrants matching the filters, best first.
  players: Type.Array(portalPlayerEntryAnswer),
  // Every entrant in the portal this offseason (before filters).
  total: Type.Number(),
  // The entrants who have not signed with a program (before filters).
  available: Type.Number(),
  // While the window is open: its day (0 before it first moves on), its last day, and the stage whose move closes it
  // (the players still unsigned then sign). Null when it is closed.
  window_days: nullable(closed({ day: Type.Number(), last_day: Type.Number(), closes_with: Type.String() })),
};
export const portalAnswer = closed({ ...portalKeys, ...userId });
export const portalOfferAnswer = closed({
  status: Type.Literal('success'),
  offered: portalPlayerEntryAnswer,
  ...portalKeys,
  ...userId,
});
/** A program offering a portal player, as the player sees it. */
const portalSuitorAnswer = closed({
  team: Type.String(),
  // The player's own program.
  yours: Type.Boolean(),
  // Share of his decision 0-1: shown for the player's own program only (null for the others).
  share: nullable(Type.Number()),
});
export const portalMarketAnswer = closed({
  status: Type.Literal('success'),
  player: portalPlayerEntryAnswer,
  // The window's day now, and the day he decides if offered (his own day, or the window's next day once his has
  // passed; last_day + 1: when the window closes). Never offered, he signs when the window closes.
  day: Type.Number(),
  last_day: Type.Number(),
  decision_day: Type.Number(),
  // What he asks for: a starting role, NIL dollars (0 before NIL).
  asks: closed({ starting_role: Type.Boolean(), nil: Type.Number() }),
  // "visiting Tennessee, Ohio State", "leans Kansas State", "no offers yet".
  words: Type.String(),
  // Your program (if it offers him) and the other programs he weighs most (the others are counted, not named).
  suitors: Type.Array(portalSuitorAnswer),
  // How many other programs offer him, named or not.
  other_offers: Type.Number(),
  // The player's program promised him a starting role.
  promised: Type.Boolean(),
  ...userId,
});
/** The window moves on a day; the players the player offered whose day came decide. */
export const portalDayAnswer = closed({
  status: Type.Literal('success'),
  day: Type.Number(),
  last_day: Type.Number(),
  decisions: Type.Array(
    closed({
      id: Type.Number(),
      first: Type.String(),
      last: Type.String(),
      pos: Type.String(),
      team: Type.String(),
      yours: Type.Boolean(),
    }),
  ),
  ...userId,
});
export const newsStoryAnswer = closed({
  year: Type.Number(),
  // The week the story happened; the offseason's coaching changes carry the week after the last.
  week: Type.Number(),
  // What it is about; the feed ranks stories by importance within a week.
  kind: word(['commit', 'upset', 'poll_drop', 'record', 'coaching', 'injury', 'schedule', 'position']),
  // The program the story is about (the winner of an upset), or null.
  team: nullable(Type.String()),
  game_id: nullable(Type.Number()),
  headline: Type.String(),
  // 1-100: how big the story is; the feed's order within a week.
  importance: Type.Number(),
  // The story is about the player's program.
  user_team: Type.Boolean(),
});
export const newsFeedAnswer = closed({
  info: infoAnswer,
  year: Type.Number(),
  // The week shown, or null for the whole season.
  week: nullable(Type.Number()),
  // Seasons with news to choose from, newest first.
  years: Type.Array(Type.Number()),
  stories: Type.Array(newsStoryAnswer),
  ...userId,
});
// A played game's play-by-play with the situation at every snap and the home team's win probability.
export const liveGameAnswer = closed({
  info: infoAnswer,
  id: Type.Number(),
  year: Type.Number(),
  week: Type.Number(),
  home: Type.String(),
  away: Type.String(),
  home_abbreviation: Type.String(),
  away_abbreviation: Type.String(),
  // The home team's pregame spread (negative: favoured), or null.
  home_spread: nullable(Type.Number()),
  // The home team's pregame chance to win, 0-100.
  pregame_home_wp: Type.Number(),
  home_points: Type.Number(),
  away_points: Type.Number(),
  overtimes: Type.Number(),
  plays: Type.Array(livePlayAnswer),
  // Every drive of the game, in order (empty when the game's drives were not kept).
  drives: Type.Array(driveRowAnswer),
  // The rivalry the game is (null: none).
  rivalry: nullable(rivalryAnswer),
  // The home stadium and the weather the game was played in, in words too (shared/gameDayText.ts).
  day: gameDayAnswer,
  ...userId,
});
export const rankPointAnswer = closed({
  // The poll after that week's games (0: the preseason poll).
  week: Type.Number(),
  // The AP rank, or null when unranked (outside the Top 25).
  rank: nullable(Type.Number()),
});
const glanceCandidateAnswer = closed({
  rank: Type.Number(),
  player_id: Type.Number(),
  name: Type.String(),
  team: Type.String(),
  pos: Type.String(),
  line: Type.String(),
});
export const teamLeaderAnswer = closed({
  category: word(['passing', 'rushing', 'receiving', 'tackles']),
  player_id: Type.Number(),
  name: Type.String(),
  pos: Type.String(),
  // Yards, or tackles.
  value: Type.Number(),
  line: Type.String(),
});
export const seasonGlanceAnswer = closed({
  team: Type.String(),
  year: Type.Number(),
  rank_by_week: Type.Array(rankPointAnswer),
  next_games: Type.Array(scheduleGameAnswer),
  heisman: Type.Array(glanceCandidateAnswer),
  // One leader per category the team has recorded, in the order passing, rushing, receiving, tackles.
  leaders: Type.Array(teamLeaderAnswer),
  ...userId,
});
