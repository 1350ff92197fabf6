// Long changes in the static build: the worker is already off the page's thread, so a job runs right here,
// through the same use cases as the server's worker threads (changeJobs.ts), telling the page of each week played.
// A job runs on the copy of the save the registry keeps open (no second copy read and written back), so what a
// simulation keeps in memory for the next call (season/seasonCache.ts) lives as long as the tab plays the save.
import { runChangeJobAnswering, runChangeJobOn, type ChangeJob, type JobDone } from '../../server/changeJobs.js';
import type { SaveFile } from '../../store/saveFile.js';
import type { StagePage } from '../../store/views/stagePages.js';
import { simulationProgress } from './progress.js';

export class ChangeWorkers {
  run(path: string, job: ChangeJob, label: string, answer?: StagePage, open?: SaveFile | null): Promise<JobDone> {
    const onWeek = (progress: { week: number; lastWeek: number }) => simulationProgress.report(progress);
    if (!open || job.kind === 'new_dynasty' || job.kind === 'league_file')
      return runChangeJobAnswering(path, job, label, answer, onWeek);
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
