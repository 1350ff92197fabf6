// A league's setup as a player can change it: conferences with their members, divisions and rules, the
// independents, the protected rivalries, the playoff format and the league rules. The real league of a season
// is one setup among many (realSetup); a custom one replaces the real realignment from the season it is set.

/** Playoff sizes the game plays: the BCS title game, 4, 8, 12 (the CFP), 16 or 24 teams. */
export const PLAYOFF_SIZES = [2, 4, 8, 12, 16, 24] as const;

export interface DivisionSetup {
  name: string;
  teams: string[];
}

export interface ConferenceSetup {
  name: string;
  teams: string[];
  /** Two divisions that split the members, or null. With divisions the title game is between their winners. */
  divisions: DivisionSetup[] | null;
  /** Conference games each member plays (a full round robin at most: members - 1). */
  confGames: number;
  /** A conference championship game: the division winners, or the top two without divisions. */
  championshipGame: boolean;
  /** One of the power conferences (prestige tiers, bowls, odds). */
  power: boolean;
}

export interface RivalrySetup {
  name: string;
  teams: [string, string];
  /** Traditional week 1-14, or null. */
  week: number | null;
  /** Played at a neutral site. */
  neutral?: boolean;
}

export interface PlayoffFormat {
  /** One of PLAYOFF_SIZES. */
  teams: number;
  /** Conference champions guaranteed a spot. */
  autobids: number;
  /** The highest-ranked champions take the seeds with byes (formats with byes: 12 and 24). */
  confChampTop4: boolean;
  /** Rounds played on the better seed's campus, from the first (the title game never is). */
  onCampusRounds: number;
}

/**
 * Overtime: possessions from the 25 with a two-point try from the 3rd period (before 2019); alternating
 * two-point plays from the 5th period (2019-2020); from the 3rd with the try from the 2nd (2021 on).
 */
export const OVERTIME_RULES = ['possessions', 'shootout-from-5th', 'shootout-from-3rd'] as const;
export type OvertimeRule = (typeof OVERTIME_RULES)[number];

export interface LeagueRules {
  /** Transfers sit out a season (the rule before the 2021 one-time exception). */
  transferSitOut: boolean;
  /** Games a player may play and keep his redshirt (0 before 2018, 4 since). */
  redshirtGames: number;
  /** Name, image and likeness payments (from 2021). */
  nil: boolean;
  /** Scholarship players a program may carry (85), or null when a roster limit replaces it (2025 on). */
  scholarshipLimit: number | null;
  /** Players a program may carry in all (105 from 2025), or null when only scholarships are counted. */
  rosterLimit: number | null;
  /** Overtime rule (OVERTIME_RULES). */
  overtime: OvertimeRule;
  /** FCS opponents a program may schedule in a season. */
  fcsGames: number;
}

export interface LeagueSetup {
  conferences: ConferenceSetup[];
  independents: string[];
  rivalries: RivalrySetup[];
  playoff: PlayoffFormat;
  rules: LeagueRules;
}

/** Who plays in which conference and the protected rivalries: the part of a setup that makes the schedule. */
export type LeagueLayout = Pick<LeagueSetup, 'conferences' | 'independents' | 'rivalries'>;

/** One reason a setup cannot be played: where in the setup (a JSON path) and why. */
export interface SetupProblem {
  path: string;
  reason: string;
}
