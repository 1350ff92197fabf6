// The screen of a route.
import type { Route } from '../routes.js';
import { DashboardScreen } from './DashboardScreen.js';
import { GameScreen } from './GameScreen.js';
import { HelpScreen } from './HelpScreen.js';
import { NewDynastyScreen } from './NewDynastyScreen.js';
import { PlayerScreen } from './PlayerScreen.js';
import { PlayoffScreen } from './PlayoffScreen.js';
import { PreseasonScreen } from './PreseasonScreen.js';
import { ProgressionScreen } from './ProgressionScreen.js';
import { RankingsScreen } from './RankingsScreen.js';
import { RecruitingScreen } from './RecruitingScreen.js';
import { ClassRankingsScreen } from './recruiting/ClassRankingsScreen.js';
import { ProspectScreen } from './recruiting/ProspectScreen.js';
import { ProspectSearchScreen } from './recruiting/ProspectSearchScreen.js';
import { RecruitBoardScreen } from './recruiting/RecruitBoardScreen.js';
import { RosterScreen } from './RosterScreen.js';
import { ScheduleScreen } from './ScheduleScreen.js';
import { SettingsScreen } from './SettingsScreen.js';
import { StandingsScreen } from './StandingsScreen.js';
import { StartScreen } from './StartScreen.js';
import { SummaryScreen } from './SummaryScreen.js';

export function ScreenFor({ route }: { route: Route }) {
  switch (route.screen) {
    case 'start':
      return <StartScreen />;
    case 'new':
      return <NewDynastyScreen />;
    case 'preseason':
      return <PreseasonScreen />;
    case 'dashboard':
      return <DashboardScreen />;
    case 'schedule':
      return <ScheduleScreen team={route.team} />;
    case 'standings':
      return <StandingsScreen conference={route.conference} />;
    case 'rankings':
      return <RankingsScreen />;
    case 'playoff':
      return <PlayoffScreen />;
    case 'game':
      return <GameScreen id={route.id} />;
    case 'roster':
      return <RosterScreen team={route.team} />;
    case 'player':
      return <PlayerScreen id={route.id} />;
    case 'summary':
      return <SummaryScreen />;
    case 'progression':
      return <ProgressionScreen />;
    case 'recruiting':
      return <RecruitingScreen />;
    case 'recruit-board':
      return <RecruitBoardScreen />;
    case 'prospects':
      return <ProspectSearchScreen />;
    case 'prospect':
      return <ProspectScreen id={route.id} />;
    case 'classes':
      return <ClassRankingsScreen />;
    case 'help':
      return <HelpScreen />;
    case 'settings':
      return <SettingsScreen />;
  }
}
