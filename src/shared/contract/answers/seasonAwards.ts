// The answers of the awards, the Heisman watch, the record book and the league's history (ours: not in the original
// system's document), each in the envelope of the wire format's pages.
import Type from 'typebox';
import { closed, int, keyed, nullable } from './kit.js';
import { awardEntryAnswer } from './awardEntry.js';
import { teamPage } from './seasonSetup.js';

const awards = Type.Array(awardEntryAnswer);
const teamsOf = closed({ first: awards, second: awards });

/** A season's awards: the Heisman (winner first), the position awards, the All-America and all-conference teams. */
export const seasonAwardsAnswer = closed({
  year: Type.Integer(),
  /** The winner first, then the finalists. */
  heisman: awards,
  /** Position awards and coach of the year, one winner each. */
  individual: awards,
  all_america: closed({ first: awards, second: awards, third: awards }),
  freshman_all_america: awards,
  /** Conference -> its first and second teams. */
  all_conference: keyed(teamsOf),
});

/** A season's awards (null before they are given, at its end) and the seasons that have some, newest first. */
export const awardsAnswer = teamPage({
  year: Type.Integer(),
  /** Seasons with awards, newest first. */
  years: Type.Array(Type.Integer()),
  /** null before the season's awards are given (at its end). */
  awards: nullable(seasonAwardsAnswer),
});

export const heismanCandidateAnswer = closed({
  rank: int(1),
  player_id: Type.Integer(),
  name: Type.String(),
  team: Type.String(),
  pos: Type.String(),
  /** Class this season: fr, so, jr, sr. */
  year: Type.String(),
  games: int(0),
  /** The team's record and current AP rank (0: unranked beyond the poll). */
  team_record: Type.String(),
  team_rank: int(0),
  /** The season's line in words, and its main figures. */
  line: Type.String(),
  pass_yds: Type.Number(),
  pass_td: Type.Number(),
  ints_thrown: Type.Number(),
  rush_yds: Type.Number(),
  rush_td: Type.Number(),
  rec_yds: Type.Number(),
  rec_td: Type.Number(),
  score: Type.Number(),
});

/** The Heisman race after the last week played (0 before the first game), and the winner once given. */
export const heismanAnswer = teamPage({
  year: Type.Integer(),
  /** The last week played (0 before the first game). */
  week: int(0),
  candidates: Type.Array(heismanCandidateAnswer),
  /** The winner once the season's awards are given. */
  winner: nullable(awardEntryAnswer),
});

/** A record: game, season or career, its holder (a player, or a team for team records) and where it was set. */
export const recordRowAnswer = closed({
  /** game, season or career. */
  span: Type.String(),
  stat: Type.String(),
  stat_name: Type.String(),
  value: Type.Number(),
  /** The player (or the team, for team records). */
  holder: Type.String(),
  player_id: nullable(Type.Integer()),
  team: Type.String(),
  year: Type.Integer(),
  week: nullable(Type.Integer()),
  game_id: nullable(Type.Integer()),
  opponent: nullable(Type.String()),
  /** Set in this dynasty; false for a real FBS record that stood before its first season. */
  set_in_dynasty: Type.Boolean(),
  /** Present (true) when set in a season with anything done under God Mode. */
  god_mode: Type.Optional(Type.Literal(true)),
  /** Present (true) when set in a game whose result was forced under God Mode (games played since are kept out). */
  forced: Type.Optional(Type.Literal(true)),
});

const records = Type.Array(recordRowAnswer);

/** The league's record book (scope null) or a program's. */
export const recordsAnswer = teamPage({
  /** The program whose book this is, or null for the league's. */
  scope: nullable(Type.String()),
  teams: Type.Array(Type.String()),
  records: closed({ game: records, season: records, career: records }),
});

/** Every season's champion, runner-up, Heisman, awards and standing records (newest first); titles by program. */
export const leagueHistoryYearAnswer = closed({
  year: Type.Integer(),
  champion: nullable(Type.String()),
  runner_up: nullable(Type.String()),
  heisman: nullable(awardEntryAnswer),
  /** Position awards and coach of the year. */
  awards,
  /** League records set that season and still standing. */
  records,
  /** Present (true) when something was done under God Mode that season. */
  god_mode: Type.Optional(Type.Literal(true)),
  /** Present (true) when the title game's result was forced under God Mode. */
  champion_forced: Type.Optional(Type.Literal(true)),
});

export const leagueHistoryAnswer = teamPage({
  /** Newest first. */
  years: Type.Array(leagueHistoryYearAnswer),
  /** Programs by national titles in this dynasty. */
  titles: Type.Array(closed({ team: Type.String(), titles: int(1) })),
});
