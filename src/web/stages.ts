// The stage cycle of a dynasty (spec section 4): label, page and banner of each stage.
import type { Info, Stage } from '../shared/api-types';
import { savedSeasonName } from '../shared/seasonWeeks';

export interface StageStep {
  stage: Stage;
  label: string;
  path: string;
  /** Banner shown in the top bar; empty for none. */
  banner: string;
}

export const STAGE_CYCLE: readonly StageStep[] = [
  { stage: 'preseason', label: 'Non-Conference scheduling', path: '/noncon', banner: 'Preseason' },
  { stage: 'season', label: 'Season', path: '/dashboard', banner: '' },
  { stage: 'summary', label: 'Season Summary', path: '/summary', banner: '' },
  { stage: 'progression', label: 'Roster Progression', path: '/roster_progression', banner: 'Offseason' },
  { stage: 'recruiting_summary', label: 'Recruiting Summary', path: '/recruiting_summary', banner: 'Offseason' },
];

/** 'schedule non conference' is the preseason; 'playoff' is played like the season. */
function canonical(stage: Stage): Stage {
  if (stage === 'schedule non conference') return 'preseason';
  if (stage === 'playoff') return 'season';
  return stage;
}

export function stageStep(stage: Stage): StageStep {
  const wanted = canonical(stage);
  return STAGE_CYCLE.find((step) => step.stage === wanted) ?? STAGE_CYCLE[0];
}

/** After recruiting comes the next preseason. */
export function nextStageStep(stage: Stage): StageStep {
  const index = STAGE_CYCLE.indexOf(stageStep(stage));
  return STAGE_CYCLE[(index + 1) % STAGE_CYCLE.length];
}

export function isSeasonStage(stage: Stage): boolean {
  return canonical(stage) === 'season';
}

export function isPreseasonStage(stage: Stage): boolean {
  return canonical(stage) === 'preseason';
}

/** Weeks remain to be played. */
export function seasonInProgress(info: Info): boolean {
  return info.currentWeek <= info.lastWeek;
}

/** How the Load Game table names a saved stage. */
export function savedStageLabel(info: Pick<Info, 'stage' | 'currentWeek' | 'lastWeek' | 'playoffFormat'>): string {
  const step = stageStep(info.stage);
  return step.stage === 'season'
    ? savedSeasonName(info.currentWeek, { lastWeek: info.lastWeek, playoffTeams: info.playoffFormat.teams })
    : step.label;
}
