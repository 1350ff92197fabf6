// The pages of the stage cycle (spec section 4) and what opening one does: the page of the current stage
// reads, the page of the stage that directly follows performs that one transition, any other answers with
// where to go instead. Shared by the HTTP API and the terminal UI.
import { lastWeekFor } from '../../core/season/calendar.js';
import { STAGE_INFO, type Stage } from '../../core/season/stages.js';
import { GameError } from '../errors.js';
import type { DynastyState } from '../queries/meta.js';

export type StagePage = 'noncon' | 'dashboard' | 'summary' | 'roster_progression' | 'recruiting_summary';

interface StagePageRule {
  /** Stages in which the page shows the game as it is. */
  shows: readonly Stage[];
  /** The stage from which opening the page advances the game (to a stage the page shows). */
  advancesFrom: Stage;
  /** Extra condition for advancing (the season must be over before its summary). */
  ready?: (state: DynastyState) => boolean;
}

function seasonOver(state: DynastyState): boolean {
  return state.currentWeek > lastWeekFor(state.playoff.teams);
}

const RULES: Record<StagePage, StagePageRule> = {
  noncon: { shows: ['preseason'], advancesFrom: 'recruiting_summary' },
  dashboard: { shows: ['season', 'playoff'], advancesFrom: 'preseason' },
  summary: { shows: ['summary'], advancesFrom: 'season', ready: seasonOver },
  roster_progression: { shows: ['progression'], advancesFrom: 'summary' },
  recruiting_summary: { shows: ['recruiting_summary'], advancesFrom: 'progression' },
};

const PAGE_TITLES: Record<StagePage, string> = {
  noncon: 'non-conference scheduling',
  dashboard: 'dashboard',
  summary: 'season summary',
  roster_progression: 'roster progression',
  recruiting_summary: 'recruiting summary',
};

/**
 * What opening a stage page does in the current state: 'read' (show it), 'advance' (perform the transition
 * into it first), or a wrong_stage error whose redirect is the page of the current stage.
 */
export function stagePageAction(state: DynastyState, page: StagePage): 'read' | 'advance' {
  const rule = RULES[page];
  if (rule.shows.includes(state.stage)) return 'read';
  // The postseason is played in the 'playoff' stage; its summary follows just as the regular season's does.
  const from = state.stage === 'playoff' ? 'season' : state.stage;
  if (from === rule.advancesFrom) {
    if (!rule.ready || rule.ready(state)) return 'advance';
    const remaining = lastWeekFor(state.playoff.teams) - state.currentWeek + 1;
    throw new GameError(
      'wrong_stage',
      `The ${state.year} season is not over yet (${remaining} week${remaining === 1 ? '' : 's'} to play): no ${PAGE_TITLES[page]} yet.`,
      STAGE_INFO[state.stage].page,
    );
  }
  throw new GameError(
    'wrong_stage',
    `The game is in the ${STAGE_INFO[state.stage].label} stage: no ${PAGE_TITLES[page]} now.`,
    STAGE_INFO[state.stage].page,
  );
}
