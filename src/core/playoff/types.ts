// Types of the playoff: the selected field and the bracket the playoff page shows.

import type { PlayoffSettings } from '../data/types.js';

export interface PlayoffEntry {
  seed: number;
  team: string;
  /** Rank in the ranking used for selection (1 = first), 0 when the team was not ranked at all. */
  ranking: number;
  /** In the field as one of the highest-ranked conference champions guaranteed a place. */
  isAutobid: boolean;
  /** The conference the team won, or null when it is not a conference champion. */
  championOf: string | null;
}

export interface PlayoffField {
  settings: PlayoffSettings;
  /** The bracket size actually used: 2, 4, 8, 12, 16 or 24. */
  size: number;
  /** By seed, 1 first. */
  entries: PlayoffEntry[];
}

export interface ConferenceChampionInput {
  conference: string;
  team: string;
}

/** One bracket game as shown: an undecided side reads "Winner of A vs B" and has a null seed. */
export interface Matchup {
  team1: string;
  team2: string;
  seed1: number | null;
  seed2: number | null;
  /** The winner once played. */
  winner: string | null;
  gameId: number | null;
}

export interface BracketSide {
  first_round: Matchup[];
  /** Only in a bracket of five rounds (24 teams): between the first round and the quarterfinals. */
  second_round?: Matchup[];
  quarterfinals: Matchup[];
  semifinal: Matchup | null;
}

export interface Bracket {
  left_bracket: BracketSide;
  right_bracket: BracketSide;
  championship: Matchup;
}
