// The stage as the wire format names it (wire-format.md 1.6): the original client knows five stages, and the
// postseason is still 'season' to it. Our own stage ('playoff' included) travels beside it as info.phase.
import type { Stage } from '../../core/season/stages.js';
import type { WireStage } from '../../shared/api-types.js';

export function wireStage(stage: Stage): WireStage {
  return stage === 'playoff' ? 'season' : stage;
}

/** info.playoff: the original sent the id of its playoff row; a dynasty has exactly one playoff format. */
export const PLAYOFF_ROW_ID = 1;
