// Long changes in the static build: the worker is already off the page's thread, so a job runs right here,
// through the same use cases as the server's worker threads (changeJobs.ts), telling the page of each week played.
// A job runs on the copy of the save the registry keeps open (no second copy read and written back), so what a
// simulation keeps in memory for the next call (season/seasonCache.ts) lives as long as the tab plays the save.
//
// A simulation of several weeks plays them one change each, and waits for each week's write to be stored before it
// plays the next: a reload or a closed tab then loses at most the week in flight, never weeks the page has shown
// as played. The weeks are the same as in one change (a server's thread yields between weeks the same way).
import { runChangeJobAnswering, runChangeJobOn, type ChangeJob, type JobDone } from '../../server/changeJobs.js';
import type { SimulationProgress } from '../../store/actions/season/simulate.js';
import type { SaveFile } from '../../store/saveFile.js';
import type { StagePage } from '../../store/views/stagePages.js';
import { simulationProgress } from './progress.js';

type SimulateJob = Extract<ChangeJob, { kind: 'simulate' }>;

/** Plays the job's weeks one change each; after each week's write is stored, the page hears that week is saved. */
async function weekByWeek(
  open: SaveFile,
  job: SimulateJob,
  answer: StagePage | undefined,
  onWeek: (progress: SimulationProgress) => void,
): Promise<JobDone> {
  for (;;) {
    let played: SimulationProgress | null = null;
    const done = runChangeJobOn(
      open,
      job,
      answer,
      (progress) => {
        played = progress;
        onWeek(progress);
      },
      () => true,
    );
    if (!done.more) return done;
    await simulationProgress.stored();
    if (played !== null) simulationProgress.report({ ...(played as SimulationProgress), saved: true });
  }
}

export class ChangeWorkers {
  run(path: string, job: ChangeJob, label: string, answer?: StagePage, open?: SaveFile | null): Promise<JobDone> {
    const onWeek = (progress: SimulationProgress) => simulationProgress.report({ ...progress, saved: false });
    if (!open || job.kind === 'new_dynasty' || job.kind === 'league_file')
      return runChangeJobAnswering(path, job, label, answer, onWeek);
    if (job.kind === 'simulate') return weekByWeek(open, job, answer, onWeek);
    try {
      return Promise.resolve(runChangeJobOn(open, job, answer, onWeek));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  async close(): Promise<void> {
    // nothing runs elsewhere
  }
}
