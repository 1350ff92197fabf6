// API types of the awards, the Heisman watch, the record book and league history.
import type { GamePage, Team } from './types/common.js';

/** One award given to a player (or a coach: player_id null). */
export interface AwardEntry {
  year: number;
  /** Award id: heisman, best_qb, best_rb, best_receiver, best_defender, best_lineman, best_kicker, best_punter,
   * coach_of_year, all_america_1..3, freshman_all_america, all_conference_1..2. */
  award: string;
  /** Its name as shown ("Heisman Trophy", "All-America First Team"). */
  award_name: string;
  /** The conference of an all-conference team, '' otherwise. */
  conference: string;
  /** Heisman: 1 is the winner, 2.. the finalists in voting order; teams: listing order. */
  slot: number;
  player_id: number | null;
  name: string;
  team: string;
  pos: string;
  /** The season's line in words. */
  line: string;
  score: number;
}

export interface SeasonAwards {
  year: number;
  /** The winner first, then the finalists. */
  heisman: AwardEntry[];
  /** Position awards and coach of the year, one winner each. */
  individual: AwardEntry[];
  all_america: { first: AwardEntry[]; second: AwardEntry[]; third: AwardEntry[] };
  freshman_all_america: AwardEntry[];
  /** Conference -> its first and second teams. */
  all_conference: Record<string, { first: AwardEntry[]; second: AwardEntry[] }>;
}

/** GET /api/awards/?year= */
export interface AwardsResponse extends GamePage {
  team: Team;
  year: number;
  /** Seasons with awards, newest first. */
  years: number[];
  /** null before the season's awards are given (at its end). */
  awards: SeasonAwards | null;
}

export interface HeismanCandidate {
  rank: number;
  player_id: number;
  name: string;
  team: string;
  pos: string;
  /** Class this season: fr, so, jr, sr. */
  year: string;
  games: number;
  /** The team's record and current AP rank (0: unranked beyond the poll). */
  team_record: string;
  team_rank: number;
  /** The season's line in words, and its main figures. */
  line: string;
  pass_yds: number;
  pass_td: number;
  ints_thrown: number;
  rush_yds: number;
  rush_td: number;
  rec_yds: number;
  rec_td: number;
  score: number;
}

/** GET /api/heisman/ */
export interface HeismanWatchResponse extends GamePage {
  team: Team;
  year: number;
  /** The last week played (0 before the first game). */
  week: number;
  candidates: HeismanCandidate[];
  /** The winner once the season's awards are given. */
  winner: AwardEntry | null;
}

export interface RecordRow {
  /** game, season or career. */
  span: string;
  stat: string;
  stat_name: string;
  value: number;
  /** The player (or the team, for team records). */
  holder: string;
  player_id: number | null;
  team: string;
  year: number;
  week: number | null;
  game_id: number | null;
  opponent: string | null;
  /** Set in this dynasty; false for a real FBS record that stood before its first season. */
  set_in_dynasty: boolean;
  /** Present (true) when set in a season with anything done under God Mode. */
  god_mode?: true;
  /** Present (true) when set in a game whose result was forced under God Mode (games played since are kept out). */
  forced?: true;
}

/** GET /api/records/?team= */
export interface RecordsResponse extends GamePage {
  team: Team;
  /** The program whose book this is, or null for the league's. */
  scope: string | null;
  teams: string[];
  records: { game: RecordRow[]; season: RecordRow[]; career: RecordRow[] };
}

export interface NewsEntry {
  year: number;
  week: number;
  game_id: number | null;
  team: string;
  text: string;
}

export interface LeagueHistoryYear {
  year: number;
  champion: string | null;
  runner_up: string | null;
  heisman: AwardEntry | null;
  /** Position awards and coach of the year. */
  awards: AwardEntry[];
  /** League records set that season and still standing. */
  records: RecordRow[];
  /** Present (true) when something was done under God Mode that season. */
  god_mode?: true;
  /** Present (true) when the title game's result was forced under God Mode. */
  champion_forced?: true;
}

/** GET /api/league_history/ */
export interface LeagueHistoryResponse extends GamePage {
  team: Team;
  /** Newest first. */
  years: LeagueHistoryYear[];
  /** Programs by national titles in this dynasty. */
  titles: { team: string; titles: number }[];
}
