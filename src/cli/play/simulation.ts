// Playing games week by week so the screen can show progress: each week is its own simulateTo (and save),
// and the event loop gets a turn between weeks to draw the progress bar and read keys.
import { simulateTo } from '../../store/actions/season/simulate.js';
import type { PlaySession } from './session.js';

export interface WeekProgress {
  /** The week just played. */
  week: number;
  /** Weeks played so far in this run, and how many the run plays. */
  done: number;
  total: number;
}

export interface SimulationRun {
  onWeek?: (progress: WeekProgress) => void;
  /** Asked between weeks: true stops the run after the week just played. */
  stopRequested?: () => boolean;
  /** Lets the screen redraw between weeks. */
  pause?: () => Promise<void>;
}

export interface SimulationResult {
  firstWeek: number;
  /** The last week played; firstWeek - 1 when nothing was played. */
  lastWeek: number;
  stopped: boolean;
}

/** Plays every game of the weeks before targetWeek (simulateTo's meaning), one week at a time. */
export async function simulateWeekByWeek(
  session: PlaySession,
  targetWeek: number,
  run: SimulationRun = {},
): Promise<SimulationResult> {
  const firstWeek = session.context().state.currentWeek;
  const total = Math.max(0, targetWeek - firstWeek);
  let week = firstWeek;
  while (week < targetWeek) {
    session.change((db) => simulateTo(db, week + 1));
    run.onWeek?.({ week, done: week - firstWeek + 1, total });
    week++;
    await (run.pause ?? defaultPause)();
    if (week < targetWeek && run.stopRequested?.()) return { firstWeek, lastWeek: week - 1, stopped: true };
  }
  return { firstWeek, lastWeek: week - 1, stopped: false };
}

const defaultPause = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
