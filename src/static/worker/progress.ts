// Where the worker's long changes report each simulated week (worker.ts posts it to the page).
import type { SimulationProgress } from '../../store/actions/season/simulate.js';

export const simulationProgress = {
  report: (_progress: SimulationProgress): void => undefined,
};
