// The route table of spec section 2: each path, its page (its own chunk: pages/lazyPages.tsx) and the reads the
// page makes first, which start at navigation beside the page's code instead of after it (api.ts readAhead).
import { useEffect } from 'react';
import { matchRoutes, useLocation, type Params } from 'react-router-dom';
import { api, readAhead } from './api';
import * as pages from './pages/lazyPages';
import type { LazyPage } from './pages/lazyPages';
import { parseWeek, wholeNumber } from './routeParams';

export interface PageRoute {
  path: string;
  page: LazyPage;
  /**
   * The GETs the page makes when it opens, with the same arguments (the page reads them from the URL the same
   * way). Only reads: never a call that changes the game. A page without reads loads its data itself.
   */
  reads?: (params: Params, search: URLSearchParams) => void;
}

const team = (params: Params) => params.teamName ?? '';

/** The first page (the saves and the new game) and the online leagues, in their own frame. */
export const plainRoutes: PageRoute[] = [
  { path: '/', page: pages.Home },
  { path: '/online', page: pages.Online },
];

export const gameRoutes: PageRoute[] = [
  { path: '/noncon', page: pages.Noncon },
  {
    path: '/dashboard',
    page: pages.Dashboard,
    reads: () => {
      api.dashboard();
      // The panels beside the season's dashboard.
      api.news();
      api.seasonGlance();
    },
  },
  { path: '/start_season', page: pages.StartSeasonPage, reads: () => api.dashboard() },
  { path: '/rankings', page: pages.Rankings, reads: () => api.rankings() },
  { path: '/playoff', page: pages.Playoff, reads: () => api.playoff() },
  { path: '/standings/:conference', page: pages.Standings, reads: (p) => api.standings(p.conference ?? '') },
  {
    path: '/players/:playerId',
    page: pages.PlayerPage,
    reads: (p, q) => api.player(p.playerId ?? '', wholeNumber(q.get('year'))),
  },
  { path: '/schedule', page: pages.WeekSchedule },
  {
    path: '/schedule/:week',
    page: pages.WeekSchedule,
    reads: (p) => {
      const parsed = parseWeek(p.week);
      if ('week' in parsed) api.week(parsed.week);
    },
  },
  { path: '/game/:id', page: pages.GamePage, reads: (p) => api.game(p.id ?? '') },
  { path: '/game/coach', page: pages.CoachGame },
  { path: '/game/h2h', page: pages.HeadToHead },
  { path: '/game/:id/live', page: pages.LiveGame, reads: (p) => api.liveGame(p.id ?? '') },
  { path: '/stats/team', page: pages.TeamStats, reads: () => api.teamStats({ year: undefined }) },
  {
    path: '/stats/individual',
    page: pages.IndividualStats,
    reads: () => api.individualStats({ year: undefined, category: 'passing' }),
  },
  { path: '/stats/ratings', page: pages.RatingsStats, reads: () => api.ratingsStats() },
  { path: '/summary', page: pages.SeasonSummary, reads: () => api.summary() },
  { path: '/roster_progression', page: pages.RosterProgression, reads: () => api.rosterProgression() },
  { path: '/recruiting_summary', page: pages.RecruitingSummary, reads: () => api.recruitingSummary() },
  { path: '/recruiting', page: pages.RecruitingBoard, reads: () => api.recruitingBoard() },
  { path: '/recruiting/prospects', page: pages.ProspectSearch },
  {
    path: '/recruiting/prospects/:prospectId',
    page: pages.ProspectPage,
    reads: (p) => api.prospect(p.prospectId ?? ''),
  },
  { path: '/recruiting/classes', page: pages.ClassRankings, reads: () => api.classRankings() },
  { path: '/settings', page: pages.Settings, reads: () => api.settings() },
  { path: '/league-setup', page: pages.LeagueSetup, reads: () => api.leagueSetup() },
  { path: '/god-mode', page: pages.GodMode, reads: () => api.godMode() },
  { path: '/heisman', page: pages.HeismanWatch, reads: () => api.heisman() },
  {
    path: '/awards',
    page: pages.Awards,
    reads: (_, q) => api.awards(q.get('year') ? Number(q.get('year')) : undefined),
  },
  { path: '/records', page: pages.Records, reads: (_, q) => api.records(q.get('team') ?? undefined) },
  {
    path: '/news',
    page: pages.News,
    reads: (_, q) => api.news(wholeNumber(q.get('year')), wholeNumber(q.get('week'))),
  },
  { path: '/league_history', page: pages.LeagueHistory, reads: () => api.leagueHistory() },
  { path: '/coach', page: pages.CoachPage, reads: () => api.coach() },
  { path: '/training', page: pages.Training, reads: () => api.training() },
  { path: '/retention', page: pages.Retention, reads: () => api.retention() },
  { path: '/carousel', page: pages.Carousel },
  { path: '/staff', page: pages.StaffPage, reads: () => api.staff() },
  { path: '/budget', page: pages.BudgetPage, reads: () => api.budget() },
  { path: '/draft', page: pages.Draft },
  { path: '/portal', page: pages.Portal },
  {
    path: '/:teamName/schedule',
    page: pages.TeamSchedule,
    reads: (p, q) => api.teamSchedule(team(p), wholeNumber(q.get('year'))),
  },
  { path: '/:teamName/roster', page: pages.TeamRoster, reads: (p) => api.roster(team(p)) },
  { path: '/:teamName/depth', page: pages.DepthChart, reads: (p) => api.depthChart(team(p)) },
  { path: '/:teamName/history', page: pages.TeamHistory, reads: (p) => api.history(team(p)) },
];

const allRoutes = [...plainRoutes, ...gameRoutes];

/** Starts the page's code and its first reads for a path, as the router will match it. */
export function startPage(pathname: string, search: string): void {
  const match = matchRoutes(allRoutes, pathname)?.[0];
  // Called for every navigation, with reads or without: what the last one read ahead and nobody took goes.
  readAhead(() => match?.route.reads?.(match.params, new URLSearchParams(search)));
  void match?.route.page.preload().catch(() => {}); // a chunk that fails to load is the page's to report
}

/** The navigation (its location's key) whose page was last started. */
let startedKey: string | null = null;

/**
 * At each navigation, the new page's code and data start together; once the first page has shown, every page's
 * code loads while the player reads it, so later pages render without suspending.
 */
export function PageLoader() {
  const location = useLocation();
  // Started while the navigation renders, before the new page does: once per navigation, and only reads, so a
  // render React drops costs at most a read nobody takes (the next navigation drops it).
  if (startedKey !== location.key) {
    startedKey = location.key;
    startPage(location.pathname, location.search);
  }
  useEffect(() => {
    const preloadAll = () => {
      for (const route of allRoutes) void route.page.preload().catch(() => {});
    };
    // A second after the first page opened, when the browser is idle: not in the way of the first page's loads.
    const timer = window.setTimeout(
      () => ('requestIdleCallback' in window ? window.requestIdleCallback(preloadAll) : preloadAll()),
      1000,
    );
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}
