// The table of the game's calls: every route and the use case it runs. The server (app.ts) and the static
// build's worker (src/static/worker) register this same table, each over its own transport; every request is
// read through its entry in the API contract (src/shared/contract) first.
import type { SiteLinksResponse } from '../../shared/site-types.js';
import { contractRoutes } from '../contract.js';
import type { Routes } from '../router.js';
import type { Session } from '../session.js';
import { registerSiteRoute } from '../siteLinks.js';
import { registerAwardRoutes } from './awards.js';
import { registerCoachRoutes } from './coaches.js';
import { registerCoachGameRoutes } from './coachGame.js';
import { registerStaffRoutes } from './staff.js';
import { registerDashboardPanelRoutes } from './dashboardPanels.js';
import { registerDepartureRoutes } from './departures.js';
import { registerLeagueRoutes } from './league.js';
import { registerLeagueSetupRoutes } from './leagueSetup.js';
import { registerGodModeRoutes } from './godMode.js';
import { registerNewGameRoutes } from './newGame.js';
import { registerPlayerRoutes } from './players.js';
import { registerRecruitingRoutes } from './recruiting.js';
import { registerRosterRoutes } from './roster.js';
import { registerSavesRoutes } from './saves.js';
import { registerSeasonRoutes } from './season.js';
import { registerSeriesRoutes } from './series.js';
import { registerSettingsRoutes } from './settings.js';
import { registerStatsRoutes } from './stats.js';
import { registerTeamRoutes } from './teams.js';
import { registerTrainingRoutes } from './training.js';
import { registerRetentionRoutes } from './retention.js';
import { registerProgramRoutes } from './programs.js';

/** Registers the game's calls, each with its entry in the API contract. */
export function registerGameRoutes(table: Routes, session: Session, siteLinks: SiteLinksResponse): void {
  const routes = contractRoutes(table);
  registerNewGameRoutes(routes, session);
  registerSeriesRoutes(routes, session);
  registerSavesRoutes(routes, session);
  registerSeasonRoutes(routes, session);
  registerLeagueRoutes(routes, session);
  registerLeagueSetupRoutes(routes, session);
  registerGodModeRoutes(routes, session);
  registerAwardRoutes(routes, session);
  registerTeamRoutes(routes, session);
  registerPlayerRoutes(routes, session);
  registerRosterRoutes(routes, session);
  registerStatsRoutes(routes, session);
  registerSettingsRoutes(routes, session);
  registerRecruitingRoutes(routes, session);
  registerCoachRoutes(routes, session);
  registerCoachGameRoutes(routes, session);
  registerStaffRoutes(routes, session);
  registerProgramRoutes(routes, session);
  registerDepartureRoutes(routes, session);
  registerDashboardPanelRoutes(routes, session);
  registerTrainingRoutes(routes, session);
  registerRetentionRoutes(routes, session);
  registerSiteRoute(routes, siteLinks);
}
