// The save's worker in the static build: the Web Worker is already off the page's thread, so a job runs right here,
// through the same code as the server's worker threads (server/changeJobs.ts: the use cases of store/useCases.ts),
// telling the page of each week played. A job runs on the copy of the save the registry keeps open (no second copy
// read and written back), so what a simulation keeps in memory for the next call (season/seasonCache.ts) lives as
// long as the tab plays the save.
//
// A simulation of several weeks plays them one change each, and waits for each week's write to be stored before it
// plays the next: a reload or a closed tab then loses at most the week in flight, never weeks the page has shown
// as played. The weeks are the same as in one change (a server's thread yields between weeks the same way).
import { runJobAnswering, runUseJob, type ChangeJob, type JobDone, type UseJob } from '../../server/changeJobs.js';
import type { SimulationProgress } from '../../store/actions/season/simulate.js';
import type { SaveFile } from '../../store/saveFile.js';
import { simulationProgress } from './progress.js';

/** Runs the job a week a change; after each week's write is stored, the page hears that week is saved. */
async function weekByWeek(
  open: SaveFile,
  job: UseJob,
  onWeek: (progress: SimulationProgress) => void,
): Promise<JobDone> {
  for (;;) {
    let played: SimulationProgress | null = null;
    const hooks = {
      onWeek: (progress: SimulationProgress) => {
        played = progress;
        onWeek(progress);
      },
      yieldNow: () => true,
    };
    const done = runUseJob(open, job, hooks);
    if (!done.more) return done;
    await simulationProgress.stored();
    if (played !== null) simulationProgress.report({ ...(played as SimulationProgress), saved: true });
  }
}

export class ChangeWorkers {
  run(path: string, job: ChangeJob, label: string, open?: SaveFile | null): Promise<JobDone> {
    const onWeek = (progress: SimulationProgress) => simulationProgress.report({ ...progress, saved: false });
    if (job.kind === 'hold') return Promise.resolve({});
    if (!open || job.kind !== 'use') return runJobAnswering(path, job, label, { onWeek });
    return weekByWeek(open, job, onWeek);
  }

  async close(): Promise<void> {
    // nothing runs elsewhere
  }
}
