// The screen of a route.
import { StaffScreen } from './StaffScreen.js';
import { BudgetScreen } from './BudgetScreen.js';
import type { Route } from '../routes.js';
import { DashboardScreen } from './DashboardScreen.js';
import { DepthChartScreen } from './DepthChartScreen.js';
import { DraftScreen } from './DraftScreen.js';
import { GameScreen } from './GameScreen.js';
import { HelpScreen } from './HelpScreen.js';
import { NewDynastyScreen } from './NewDynastyScreen.js';
import { PlayerScreen } from './PlayerScreen.js';
import { PlayoffScreen } from './PlayoffScreen.js';
import { PortalScreen } from './PortalScreen.js';
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
import { LeagueSetupScreen } from './LeagueSetupScreen.js';
import { GodModeScreen } from './GodModeScreen.js';
import { StandingsScreen } from './StandingsScreen.js';
import { StartScreen } from './StartScreen.js';
import { SummaryScreen } from './SummaryScreen.js';
import { AwardsScreen } from './AwardsScreen.js';
import { HeismanScreen } from './HeismanScreen.js';
import { LeagueHistoryScreen } from './LeagueHistoryScreen.js';
import { TeamHistoryScreen } from './TeamHistoryScreen.js';
import { RecordsScreen } from './RecordsScreen.js';
import { CoachScreen } from './CoachScreen.js';
import { TrainingScreen } from './TrainingScreen.js';
import { RetentionScreen } from './RetentionScreen.js';
import { WalkOnsScreen } from './WalkOnsScreen.js';
import { NewsScreen } from './NewsScreen.js';
import { WatchScreen } from './WatchScreen.js';
import { CoachGameScreen } from './CoachGameScreen.js';
import { ProgramsScreen } from './ProgramsScreen.js';

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
    case 'depth':
      return <DepthChartScreen team={route.team} />;
    case 'player':
      return <PlayerScreen id={route.id} />;
    case 'summary':
      return <SummaryScreen />;
    case 'progression':
      return <ProgressionScreen />;
    case 'recruiting':
      return <RecruitingScreen />;
    case 'draft':
      return <DraftScreen />;
    case 'portal':
      return <PortalScreen />;
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
    case 'league_setup':
      return <LeagueSetupScreen />;
    case 'god_mode':
      return <GodModeScreen />;
    case 'news':
      return <NewsScreen />;
    case 'watch':
      return <WatchScreen id={route.id} />;
    case 'coach_game':
      return <CoachGameScreen />;
    case 'heisman':
      return <HeismanScreen />;
    case 'awards':
      return <AwardsScreen />;
    case 'records':
      return <RecordsScreen team={route.team} />;
    case 'league_history':
      return <LeagueHistoryScreen />;
    case 'team_history':
      return <TeamHistoryScreen team={route.team} />;
    case 'coach':
      return <CoachScreen />;
    case 'training':
      return <TrainingScreen />;
    case 'retention':
      return <RetentionScreen />;
    case 'walkons':
      return <WalkOnsScreen />;
    case 'staff':
      return <StaffScreen />;
    case 'budget':
      return <BudgetScreen />;
    case 'programs':
      return <ProgramsScreen />;
  }
}
