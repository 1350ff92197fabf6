// Every page as its own chunk, loaded when its route is first opened or ahead of it (routes.tsx): the first page
// load fetches only the app shell and that page (recharts, for one, is loaded only after a page that draws a chart
// is on screen: components/charts/lazyCharts.tsx).
import { Suspense, use, type ComponentType } from 'react';
import { Loading } from '../components/Status';

/** A page component whose code can be fetched before the page is opened. */
export type LazyPage = ComponentType & { preload: () => Promise<ComponentType> };

/**
 * A page whose code loads on first use (the pages have named exports). Each has a Suspense boundary of its own:
 * opening a page whose code is not in yet shows the spinner at once instead of leaving the previous page on
 * screen under the new URL. A page whose code is in renders at once, without suspending: React holds the reveal of
 * a suspended page back for some 300 ms, and the page asks for its data only once revealed.
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = () => (loading ??= load().then((module) => (loaded = module[name])));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module level, never in a render
  function Code() {
    const Component = loaded ?? use(preload());
    return <Component />;
  }
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module level, never in a render
  function Page() {
    return (
      <Suspense fallback={<Loading />}>
        <Code />
      </Suspense>
    );
  }
  Page.displayName = name;
  return Object.assign(Page, { preload });
}

export const Awards = page(() => import('./Awards'), 'Awards');
export const ClassRankings = page(() => import('./ClassRankings'), 'ClassRankings');
export const Dashboard = page(() => import('./Dashboard'), 'Dashboard');
export const StartSeasonPage = page(() => import('./StartSeasonPage'), 'StartSeasonPage');
export const DepthChart = page(() => import('./DepthChart'), 'DepthChart');
export const Draft = page(() => import('./Draft'), 'Draft');
export const GamePage = page(() => import('./GamePage'), 'GamePage');
export const HeismanWatch = page(() => import('./HeismanWatch'), 'HeismanWatch');
export const Home = page(() => import('./Home'), 'Home');
export const IndividualStats = page(() => import('./IndividualStats'), 'IndividualStats');
export const LeagueHistory = page(() => import('./LeagueHistory'), 'LeagueHistory');
export const Noncon = page(() => import('./Noncon'), 'Noncon');
export const PlayerPage = page(() => import('./PlayerPage'), 'PlayerPage');
export const Playoff = page(() => import('./Playoff'), 'Playoff');
export const Portal = page(() => import('./Portal'), 'Portal');
export const ProspectPage = page(() => import('./ProspectPage'), 'ProspectPage');
export const ProspectSearch = page(() => import('./ProspectSearch'), 'ProspectSearch');
export const Rankings = page(() => import('./Rankings'), 'Rankings');
export const RatingsStats = page(() => import('./RatingsStats'), 'RatingsStats');
export const Records = page(() => import('./Records'), 'Records');
export const News = page(() => import('./News'), 'News');
export const LiveGame = page(() => import('./LiveGame'), 'LiveGame');
export const CoachGame = page(() => import('./CoachGame'), 'CoachGame');
export const HeadToHead = page(() => import('./HeadToHead'), 'HeadToHead');
export const RecruitingBoard = page(() => import('./RecruitingBoard'), 'RecruitingBoard');
export const RecruitingSummary = page(() => import('./RecruitingSummary'), 'RecruitingSummary');
export const RosterProgression = page(() => import('./RosterProgression'), 'RosterProgression');
export const SeasonSummary = page(() => import('./SeasonSummary'), 'SeasonSummary');
export const Settings = page(() => import('./Settings'), 'Settings');
export const Online = page(() => import('./Online'), 'Online');
export const LeagueSetup = page(() => import('./LeagueSetup'), 'LeagueSetup');
export const GodMode = page(() => import('./GodMode'), 'GodMode');
export const Standings = page(() => import('./Standings'), 'Standings');
export const TeamHistory = page(() => import('./TeamHistory'), 'TeamHistory');
export const TeamRoster = page(() => import('./TeamRoster'), 'TeamRoster');
export const TeamSchedule = page(() => import('./TeamSchedule'), 'TeamSchedule');
export const TeamStats = page(() => import('./TeamStats'), 'TeamStats');
export const WeekSchedule = page(() => import('./WeekSchedule'), 'WeekSchedule');
export const CoachPage = page(() => import('./CoachPage'), 'CoachPage');
export const Training = page(() => import('./Training'), 'Training');
export const Retention = page(() => import('./Retention'), 'Retention');
export const Carousel = page(() => import('./Carousel'), 'Carousel');
export const StaffPage = page(() => import('./StaffPage'), 'StaffPage');
export const BudgetPage = page(() => import('./BudgetPage'), 'BudgetPage');
