// The screens of the terminal game and which one is the home of each stage of the dynasty.
import type { Stage } from '../../core/season/stages.js';

export type Route =
  | { screen: 'start' }
  | { screen: 'new' }
  | { screen: 'preseason' }
  | { screen: 'dashboard' }
  | { screen: 'schedule'; team?: string }
  | { screen: 'standings'; conference?: string }
  | { screen: 'rankings' }
  | { screen: 'playoff' }
  | { screen: 'game'; id: number }
  | { screen: 'roster'; team?: string }
  | { screen: 'depth'; team?: string }
  | { screen: 'player'; id: number }
  | { screen: 'summary' }
  | { screen: 'progression' }
  | { screen: 'recruiting' }
  | { screen: 'draft' }
  | { screen: 'portal' }
  | { screen: 'recruit-board' }
  | { screen: 'prospects' }
  | { screen: 'prospect'; id: number }
  | { screen: 'classes' }
  | { screen: 'help' }
  | { screen: 'settings' }
  | { screen: 'league_setup' }
  | { screen: 'god_mode' }
  | { screen: 'heisman' }
  | { screen: 'awards' }
  | { screen: 'records'; team?: string }
  | { screen: 'league_history' }
  | { screen: 'team_history'; team?: string }
  | { screen: 'coach' }
  | { screen: 'training' }
  | { screen: 'retention' }
  | { screen: 'walkons' }
  | { screen: 'staff' }
  | { screen: 'budget' }
  | { screen: 'news' }
  | { screen: 'watch'; id: number }
  | { screen: 'coach_game' }
  | { screen: 'programs' };

export type ScreenName = Route['screen'];

/** The screen a stage is played on (the web's stage pages). */
export function stageHome(stage: Stage): Route {
  switch (stage) {
    case 'preseason':
      return { screen: 'preseason' };
    case 'season':
    case 'playoff':
      return { screen: 'dashboard' };
    case 'summary':
      return { screen: 'summary' };
    case 'progression':
      return { screen: 'progression' };
    case 'recruiting_summary':
      return { screen: 'recruiting' };
  }
}

/** Screens that show one stage's work: opened only from that stage (the others are views of any stage). */
export const STAGE_SCREENS: readonly ScreenName[] = ['preseason', 'dashboard', 'summary', 'progression', 'recruiting'];
