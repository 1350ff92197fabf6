import { describe, expect, it } from 'vitest';
import type { Stage } from '../../src/core/season/stages.js';
import { GameError } from '../../src/store/errors.js';
import type { DynastyState } from '../../src/store/queries/meta.js';
import { stagePageAction, type StagePage } from '../../src/store/views/stagePages.js';

function state(stage: Stage, currentWeek = 1): DynastyState {
  return {
    year: 2024,
    startYear: 2024,
    stage,
    currentWeek,
    playoff: { teams: 4, autobids: 0, confChampTop4: false },
    seed: 1,
    nextPlayerId: 1,
  };
}

function action(s: DynastyState, page: StagePage): string {
  try {
    return stagePageAction(s, page);
  } catch (error) {
    expect(error).toBeInstanceOf(GameError);
    return `redirect ${(error as GameError).redirect}`;
  }
}

describe('stage pages', () => {
  it('the page of the current stage reads, the next stage advances, any other redirects to the current one', () => {
    const END = 18; // lastWeek + 1 for 4 teams
    const table: [DynastyState, Record<StagePage, string>][] = [
      [
        state('preseason'),
        {
          noncon: 'read',
          dashboard: 'advance',
          summary: 'redirect /noncon',
          roster_progression: 'redirect /noncon',
          recruiting_summary: 'redirect /noncon',
        },
      ],
      [
        state('season', 5),
        {
          noncon: 'redirect /dashboard',
          dashboard: 'read',
          summary: 'redirect /dashboard',
          roster_progression: 'redirect /dashboard',
          recruiting_summary: 'redirect /dashboard',
        },
      ],
      [
        state('season', END),
        {
          noncon: 'redirect /dashboard',
          dashboard: 'read',
          summary: 'advance',
          roster_progression: 'redirect /dashboard',
          recruiting_summary: 'redirect /dashboard',
        },
      ],
      [
        state('playoff', 16),
        {
          noncon: 'redirect /dashboard',
          dashboard: 'read',
          summary: 'redirect /dashboard',
          roster_progression: 'redirect /dashboard',
          recruiting_summary: 'redirect /dashboard',
        },
      ],
      [
        state('playoff', END),
        {
          noncon: 'redirect /dashboard',
          dashboard: 'read',
          summary: 'advance',
          roster_progression: 'redirect /dashboard',
          recruiting_summary: 'redirect /dashboard',
        },
      ],
      [
        state('summary', END),
        {
          noncon: 'redirect /summary',
          dashboard: 'redirect /summary',
          summary: 'read',
          roster_progression: 'advance',
          recruiting_summary: 'redirect /summary',
        },
      ],
      [
        state('progression', END),
        {
          noncon: 'redirect /roster_progression',
          dashboard: 'redirect /roster_progression',
          summary: 'redirect /roster_progression',
          roster_progression: 'read',
          recruiting_summary: 'advance',
        },
      ],
      [
        state('recruiting_summary', END),
        {
          noncon: 'advance',
          dashboard: 'redirect /recruiting_summary',
          summary: 'redirect /recruiting_summary',
          roster_progression: 'redirect /recruiting_summary',
          recruiting_summary: 'read',
        },
      ],
    ];
    for (const [s, expected] of table) {
      for (const page of Object.keys(expected) as StagePage[])
        expect(action(s, page), `${s.stage} week ${s.currentWeek}: ${page}`).toBe(expected[page]);
    }
  });

  it('explains why the summary is not there yet', () => {
    expect(() => stagePageAction(state('season', 10), 'summary')).toThrow(/not over yet \(8 weeks to play\)/);
  });
});
