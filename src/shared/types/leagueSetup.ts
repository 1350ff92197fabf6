// The league's setup page: GET /api/league_setup/ and POST /api/league_setup/ {change}, GET /api/league_setup/export/
// (the league file, docs/league-file.md); the answers' types are their schemas' (contract/answers/seasonSetup.ts).
import type { Static } from 'typebox';
import type {
  leagueFileCheckedAnswer,
  leagueSetupAnswer,
  setupDivisionAnswer,
  setupRulesAnswer,
} from '../contract/answers/seasonSetup.js';

export type LeagueSetupResponse = Static<typeof leagueSetupAnswer>;
export type LeagueSetupData = LeagueSetupResponse['setup'];
export type LeagueSetupDivision = Static<typeof setupDivisionAnswer>;
export type LeagueSetupRules = Static<typeof setupRulesAnswer>;

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
export type LeagueFileCheckResponse = Static<typeof leagueFileCheckedAnswer>;
