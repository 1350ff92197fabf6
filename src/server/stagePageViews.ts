// The view of each page of the stage cycle (spec section 4). Opening the page of the next stage advances the game
// in a worker thread (changeWorker.ts); that thread then builds the page from the save it has just written, so the
// server's main thread, which answers every other player, neither reloads the save nor builds a cold page for it
// (20-50 ms each: the page reads the new version's league, records and polls for the first time).
import type { PageContext } from '../store/views/context.js';
import { dashboardView } from '../store/views/dashboard.js';
import { nonconView } from '../store/views/noncon.js';
import { recruitingSummaryView } from '../store/views/recruitingSummary.js';
import { rosterProgressionView } from '../store/views/rosterProgression.js';
import type { StagePage } from '../store/views/stagePages.js';
import { summaryView } from '../store/views/summary.js';

export const STAGE_PAGE_VIEWS = {
  noncon: nonconView,
  dashboard: dashboardView,
  summary: summaryView,
  roster_progression: rosterProgressionView,
  recruiting_summary: recruitingSummaryView,
} as const satisfies Record<StagePage, (ctx: PageContext) => object>;

export type StagePageBody<P extends StagePage> = ReturnType<(typeof STAGE_PAGE_VIEWS)[P]>;
