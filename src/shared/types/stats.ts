// League statistics: team stats, individual leaders and the ratings tables.
import type { GamePage, Team } from './common.js';

// ---------------------------------------------------------------------------------------------------------
// GET /api/stats/team/ and /api/stats/individual/ (filters are not shown in the UI; the server may accept
// ?year=)

export interface TeamStatsLine {
  games: number;
  ppg: number;
  pass_cpg: number;
  pass_apg: number;
  comp_percent: number;
  pass_ypg: number;
  pass_tdpg: number;
  rush_apg: number;
  rush_ypg: number;
  rush_ypc: number;
  rush_tdpg: number;
  playspg: number;
  yardspg: number;
  ypp: number;
  first_downs_pass: number;
  first_downs_rush: number;
  first_downs_total: number;
  fumbles: number;
  interceptions: number;
  turnovers: number;
}

export interface TeamStatsResponse extends GamePage {
  team: Team;
  /** Team name -> its offense per game; defense is what opponents did against it. */
  offense: Record<string, TeamStatsLine>;
  defense: Record<string, TeamStatsLine>;
  /** Our addition: each team's conference that season ("Independent" for independents), for the filter. */
  team_conferences?: Record<string, string>;
}

export interface PassingLeaderStats {
  att: number;
  cmp: number;
  yards: number;
  td: number;
  int: number;
  pct: number;
  passer_rating: number;
  adjusted_pass_yards_per_attempt: number;
  yards_per_game: number;
}

export interface RushingLeaderStats {
  att: number;
  yards: number;
  td: number;
  fumbles: number;
  yards_per_rush: number;
  yards_per_game: number;
}

export interface ReceivingLeaderStats {
  rec: number;
  yards: number;
  td: number;
  yards_per_rec: number;
  yards_per_game: number;
}

/** Tackles and the rest are season totals; per_game figures divide by the player's own games. */
export interface DefenseLeaderStats {
  games: number;
  tackles: number;
  sacks: number;
  tfl: number;
  int: number;
  int_yards: number;
  passes_defended: number;
  forced_fumbles: number;
  td: number;
  tackles_per_game: number;
}

export interface KickingLeaderStats {
  games: number;
  fgm: number;
  fga: number;
  fg_pct: number;
  long: number;
  xpm: number;
  xpa: number;
  points: number;
}

export interface PuntingLeaderStats {
  games: number;
  punts: number;
  yards: number;
  average: number;
  long: number;
  inside20: number;
}

export interface IndividualStatEntry<
  S = PassingLeaderStats | RushingLeaderStats | ReceivingLeaderStats | DefenseLeaderStats | KickingLeaderStats | PuntingLeaderStats,
> {
  id: number;
  first: string;
  last: string;
  pos: string;
  /** Team name. */
  team: string;
  gamesPlayed: number;
  stats: S;
}

/** Player id (as a JSON key) -> entry, in leader order (JSON keeps insertion order... except for integer keys,
 * so clients sort themselves, as the original's did). */
export interface IndividualStatsResponse extends GamePage {
  team: Team;
  stats: {
    passing: Record<string, IndividualStatEntry<PassingLeaderStats>>;
    rushing: Record<string, IndividualStatEntry<RushingLeaderStats>>;
    receiving: Record<string, IndividualStatEntry<ReceivingLeaderStats>>;
    defense: Record<string, IndividualStatEntry<DefenseLeaderStats>>;
    kicking: Record<string, IndividualStatEntry<KickingLeaderStats>>;
    punting: Record<string, IndividualStatEntry<PuntingLeaderStats>>;
  };
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/stats/ratings/

export type StarKey = '1' | '2' | '3' | '4' | '5';

export interface PrestigeStarsRow {
  prestige: number;
  avg_rating: number;
  avg_stars: number;
  /** Share of the tier's players with each star rating, 0-100. */
  star_percentages: Record<StarKey, number>;
}

export interface RatingsStatsResponse extends GamePage {
  team: Team;
  prestige_stars_table: PrestigeStarsRow[];
  team_counts_by_prestige: { prestige: number; team_count: number }[];
  total_star_counts: {
    counts: Record<StarKey, number>;
    avg_ratings: Record<StarKey, number>;
    /** Average rating per star rating within each class. */
    avg_ratings_fr: Record<StarKey, number>;
    avg_ratings_so: Record<StarKey, number>;
    avg_ratings_jr: Record<StarKey, number>;
    avg_ratings_sr: Record<StarKey, number>;
  };
  /** Sorted by rating, best first. */
  teams: { name: string; rating: number; prestige: number }[];
}
