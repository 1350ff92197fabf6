// The league's setup page: GET /api/league_setup/ and POST /api/league_setup/ {change}, GET /api/league_setup/export/
// (the league file, docs/league-file.md).
import type { Info, WithUserId } from './common.js';

export interface LeagueSetupDivision {
  name: string;
  teams: string[];
}

export interface LeagueSetupConference {
  name: string;
  teams: string[];
  divisions: LeagueSetupDivision[] | null;
  confGames: number;
  championshipGame: boolean;
  power: boolean;
}

export interface LeagueSetupRivalry {
  name: string;
  teams: [string, string];
  week: number | null;
  neutral?: boolean;
}

export interface LeagueSetupPlayoff {
  teams: number;
  autobids: number;
  confChampTop4: boolean;
  onCampusRounds: number;
}

export interface LeagueSetupRules {
  transferSitOut: boolean;
  redshirtGames: number;
  nil: boolean;
  scholarshipLimit: number | null;
  rosterLimit: number | null;
  overtime: string;
  fcsGames: number;
}

export interface LeagueSetupData {
  conferences: LeagueSetupConference[];
  independents: string[];
  rivalries: LeagueSetupRivalry[];
  playoff: LeagueSetupPlayoff;
  rules: LeagueSetupRules;
}

export interface LeagueSetupResponse extends WithUserId {
  info: Info;
  setup: LeagueSetupData;
  /** Changes are taken in the preseason only. */
  can_change: boolean;
  /** The season the setup is (or will be) played in. */
  year: number;
  playoff_sizes: number[];
  overtime_rules: string[];
  /** The conference games each conference may play at its size, by name (docs/league-file.md). */
  conference_games: Record<string, number[]>;
  /**
   * A realignment under way: the conferences too small to play a season yet and the ways out, in a line (the season
   * does not start until none is); null when every conference can play.
   */
  unfinished: string | null;
}

/** One change to the league, as the page, the terminal screen and the API send it. */
export type LeagueChange =
  | { action: 'move'; team: string; conference: string; division?: string }
  | { action: 'create'; name: string; teams: string[] }
  | { action: 'rename'; conference: string; name: string }
  | { action: 'dissolve'; conference: string }
  | { action: 'divisions'; conference: string; divisions: LeagueSetupDivision[] | null }
  | { action: 'games'; conference: string; games: number }
  | { action: 'title_game'; conference: string; on: boolean }
  | { action: 'rivalry_add' /** two teams */; teams: string[]; name?: string; week?: number | null }
  | { action: 'rivalry_remove' /** two teams */; teams: string[] }
  | { action: 'playoff'; teams?: number; autobids?: number; confChampTop4?: boolean; onCampusRounds?: number }
  | { action: 'rules'; rules: Partial<LeagueSetupRules> };

/** POST /api/league_file/ {file} without a team: the league file checked (a bad one is a 400 naming line and reason). */
export interface LeagueFileCheckResponse {
  /** The file's first season. */
  year: number;
  conferences: number;
  playoff_teams: number;
  /** The file's playoff format (the new dynasty plays it, not the season's default). */
  playoff: LeagueSetupPlayoff;
  /** Every program of the file's league, by name (the team to coach is one of them). */
  teams: string[];
}
