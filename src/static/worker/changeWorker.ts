// Long changes in the static build: the worker is already off the page's thread, so a job runs right here,
// through the same use cases as the server's worker threads (changeJobs.ts), telling the page of each week played.
import { runChangeJobAnswering, type ChangeJob, type JobDone } from '../../server/changeJobs.js';
import type { StagePage } from '../../store/views/stagePages.js';
import { simulationProgress } from './progress.js';

export class ChangeWorkers {
  run(path: string, job: ChangeJob, label: string, answer?: StagePage): Promise<JobDone> {
    return runChangeJobAnswering(path, job, label, answer, (progress) => simulationProgress.report(progress));
  }

  async close(): Promise<void> {
    // nothing runs elsewhere
  }
}
