// The event every page of a save hears when the save has moved (a week played, a stage advanced, a result, a
// commitment): where the dynasty now stands, so a page refreshes what it shows without a reload.
import type { Db } from '../../store/database.js';
import { readState } from '../../store/queries/meta.js';
import type { LiveMessage } from './eventBus.js';

export function changedEvent(db: Db): LiveMessage {
  const state = readState(db);
  return { type: 'changed', year: state.year, stage: state.stage, week: state.currentWeek };
}
