// The route table of spec section 2. Every page is its own chunk (pages/lazyPages.tsx).
import { useEffect } from 'react';
import { Link, Route, Routes, useNavigate } from 'react-router-dom';
import { setRedirectHandler } from './api';
import { GameLayout, PlainLayout } from './components/GameLayout';
import { TeamInfoProvider } from './components/TeamInfo';
import { useDocumentTitle } from './hooks/useDocumentTitle';
import {
  Awards,
  ClassRankings,
  Dashboard,
  HeismanWatch,
  LeagueHistory,
  Records,
  Draft,
  GamePage,
  Home,
  IndividualStats,
  Noncon,
  PlayerPage,
  Playoff,
  Portal,
  ProspectPage,
  ProspectSearch,
  Rankings,
  RatingsStats,
  RecruitingBoard,
  RecruitingSummary,
  RosterProgression,
  SeasonSummary,
  Settings,
  LeagueSetup,
  GodMode,
  Standings,
  TeamHistory,
  TeamRoster,
  DepthChart,
  TeamSchedule,
  TeamStats,
  WeekSchedule,
  CoachPage,
  Training,
  Carousel,
  StaffPage,
  BudgetPage,
  News,
  LiveGame,
  CoachGame,
} from './pages/lazyPages';

/** Server redirects (error bodies with `redirect`) go through the router, not a full reload. */
function RedirectBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setRedirectHandler((path) => navigate(path));
  }, [navigate]);
  return null;
}

function NotFound() {
  useDocumentTitle(null);
  return (
    <div className="py-5 text-center">
      <h1 className="h3">Page not found</h1>
      <Link to="/" className="btn btn-primary mt-3">
        Home
      </Link>
    </div>
  );
}

export function App() {
  return (
    <TeamInfoProvider>
      <RedirectBridge />
      <Routes>
        <Route element={<PlainLayout />}>
          <Route path="/" element={<Home />} />
        </Route>
        <Route element={<GameLayout />}>
          <Route path="/noncon" element={<Noncon />} />
          <Route path="/dashboard" element={<Dashboard />} />
          <Route path="/rankings" element={<Rankings />} />
          <Route path="/playoff" element={<Playoff />} />
          <Route path="/standings/:conference" element={<Standings />} />
          <Route path="/players/:playerId" element={<PlayerPage />} />
          <Route path="/schedule" element={<WeekSchedule />} />
          <Route path="/schedule/:week" element={<WeekSchedule />} />
          <Route path="/game/:id" element={<GamePage />} />
          <Route path="/game/coach" element={<CoachGame />} />
          <Route path="/game/:id/live" element={<LiveGame />} />
          <Route path="/stats/team" element={<TeamStats />} />
          <Route path="/stats/individual" element={<IndividualStats />} />
          <Route path="/stats/ratings" element={<RatingsStats />} />
          <Route path="/summary" element={<SeasonSummary />} />
          <Route path="/roster_progression" element={<RosterProgression />} />
          <Route path="/recruiting_summary" element={<RecruitingSummary />} />
          <Route path="/recruiting" element={<RecruitingBoard />} />
          <Route path="/recruiting/prospects" element={<ProspectSearch />} />
          <Route path="/recruiting/prospects/:prospectId" element={<ProspectPage />} />
          <Route path="/recruiting/classes" element={<ClassRankings />} />
          <Route path="/settings" element={<Settings />} />
          <Route path="/league-setup" element={<LeagueSetup />} />
          <Route path="/god-mode" element={<GodMode />} />
          <Route path="/heisman" element={<HeismanWatch />} />
          <Route path="/awards" element={<Awards />} />
          <Route path="/records" element={<Records />} />
          <Route path="/news" element={<News />} />
          <Route path="/league_history" element={<LeagueHistory />} />
          <Route path="/coach" element={<CoachPage />} />
          <Route path="/training" element={<Training />} />
          <Route path="/carousel" element={<Carousel />} />
          <Route path="/staff" element={<StaffPage />} />
          <Route path="/budget" element={<BudgetPage />} />
          <Route path="/draft" element={<Draft />} />
          <Route path="/portal" element={<Portal />} />
          <Route path="/:teamName/schedule" element={<TeamSchedule />} />
          <Route path="/:teamName/roster" element={<TeamRoster />} />
          <Route path="/:teamName/depth" element={<DepthChart />} />
          <Route path="/:teamName/history" element={<TeamHistory />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </TeamInfoProvider>
  );
}
