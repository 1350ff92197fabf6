// Where the worker's long changes report each simulated week (worker.ts posts it to the page), and how a
// simulation of several weeks waits for each week's write before it plays the next (worker.ts gives the wait).
import type { SimulationProgress } from '../../store/actions/season/simulate.js';

/** A week played (saved: false, its write not yet made), or stored in the browser's storage (saved: true). */
export type WeekProgress = SimulationProgress & { saved: boolean };

export const simulationProgress = {
  report: (_progress: WeekProgress): void => undefined,
  /** Resolves once every write so far is stored in the browser's storage. */
  stored: (): Promise<void> => Promise.resolve(),
};
