// Types of the AP poll.

/** What voters know about a team: its strength (0-99 team rating) and its program prestige (1-7). */
export interface PollTeam {
  name: string;
  rating: number;
  prestige: number;
  /** How the team finished last season (absent in a dynasty's first season): what preseason voters remember. */
  lastSeason?: LastSeason;
}

/** A team's last season as preseason voters remember it. */
export interface LastSeason {
  /** Rank in last season's final poll (1..N over every FBS team). */
  finalRank: number;
  wins: number;
  losses: number;
}

export interface PollEntry {
  team: string;
  /** 1..N over every FBS team; the first 25 are the AP Top 25. */
  rank: number;
  /** Rank in the previous poll, null in the preseason poll (or for a team new to the poll). */
  previousRank: number | null;
  /** previousRank - rank (positive = moved up), 0 when there is no previous rank. */
  movement: number;
  /** AP points (25 for a first-place vote down to 1 for 25th, summed over voters); null with no votes. */
  pollScore: number | null;
  firstPlaceVotes: number;
  /**
   * Losses an average top-25 team would be expected to take against this team's schedule so far,
   * minus the team's actual losses, to one decimal (positive = a better record than a top-25 team
   * would have). Null before the team's first game.
   */
  strengthOfRecord: number | null;
  record: { wins: number; losses: number };
  /**
   * The voters' consensus belief about the team (strength SDs): the state the next poll starts from.
   * A team that does not play keeps it.
   */
  resumeScore: number;
}

export interface Poll {
  /** The week whose results are in (0 = preseason). */
  week: number;
  final: boolean;
  /** Seeds each voter's lasting leanings, so ballots stay consistent from week to week. */
  voterSeed: number;
  /** Every team, in rank order. */
  entries: PollEntry[];
}
