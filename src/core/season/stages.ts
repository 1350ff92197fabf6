// The stages of a dynasty year, in order (spec section 4), with the page and labels of each.

export const STAGES = ['preseason', 'season', 'playoff', 'summary', 'progression', 'recruiting_summary'] as const;
export type Stage = (typeof STAGES)[number];

export interface StageInfo {
  stage: Stage;
  label: string;
  /** The web page that shows this stage. */
  page: string;
  /** Banner shown in the top bar, or '' for none. */
  banner: string;
}

export const STAGE_INFO: Record<Stage, StageInfo> = {
  preseason: { stage: 'preseason', label: 'Non-Conference scheduling', page: '/noncon', banner: 'Preseason' },
  season: { stage: 'season', label: 'Season', page: '/dashboard', banner: '' },
  playoff: { stage: 'playoff', label: 'Season', page: '/dashboard', banner: 'Postseason' },
  summary: { stage: 'summary', label: 'Season Summary', page: '/summary', banner: '' },
  progression: { stage: 'progression', label: 'Roster Progression', page: '/roster_progression', banner: 'Offseason' },
  recruiting_summary: {
    stage: 'recruiting_summary',
    label: 'Recruiting Summary',
    page: '/recruiting_summary',
    banner: 'Offseason',
  },
};

export function isStage(value: string): value is Stage {
  return (STAGES as readonly string[]).includes(value);
}

/**
 * The stage that follows; recruiting_summary leads to the next year's preseason.
 * "playoff" is entered by simulation (when only postseason games remain), not by advancing.
 */
export function nextStage(stage: Stage): Stage {
  switch (stage) {
    case 'preseason':
      return 'season';
    case 'season':
    case 'playoff':
      return 'summary';
    case 'summary':
      return 'progression';
    case 'progression':
      return 'recruiting_summary';
    case 'recruiting_summary':
      return 'preseason';
  }
}
