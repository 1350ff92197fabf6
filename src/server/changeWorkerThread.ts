// Entry of a change worker thread (started by changeWorker.ts): runs each job it is sent, one at a time, and
// answers with the stamp of the file it wrote or the error.
import { parentPort } from 'node:worker_threads';
import type { StagePage } from '../store/views/stagePages.js';
import { jobError, runChangeJobAnswering, type ChangeJob } from './changeJobs.js';

export interface JobRequest {
  id: number;
  path: string;
  job: ChangeJob;
  /** How messages name the save (a hosted server names no path on its disk). */
  label: string;
  /** The stage page to build from the changed save and send back (stagePageViews.ts). */
  answer?: StagePage;
}

export type JobAnswer =
  | { id: number; ok: true; stamp: string | null; body?: object }
  | { id: number; ok: false; error: ReturnType<typeof jobError> };

const port = parentPort;
if (port) {
  let queue = Promise.resolve();
  port.on('message', (request: JobRequest) => {
    queue = queue.then(async () => {
      try {
        const { stamp, body } = await runChangeJobAnswering(request.path, request.job, request.label, request.answer);
        port.postMessage({ id: request.id, ok: true, stamp, body } satisfies JobAnswer);
      } catch (error) {
        port.postMessage({ id: request.id, ok: false, error: jobError(error) } satisfies JobAnswer);
      }
    });
  });
}
