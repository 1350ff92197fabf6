// Entry of a change worker thread (started by changeWorker.ts): runs each job it is sent, one at a time, and
// answers with the stamp of the file it wrote or the error.
import { parentPort } from 'node:worker_threads';
import { jobError, runChangeJob, type ChangeJob } from './changeJobs.js';

export interface JobRequest {
  id: number;
  path: string;
  job: ChangeJob;
  /** How messages name the save (a hosted server names no path on its disk). */
  label: string;
}

export type JobAnswer = { id: number; ok: true; stamp: string | null } | { id: number; ok: false; error: ReturnType<typeof jobError> };

const port = parentPort;
if (port) {
  let queue = Promise.resolve();
  port.on('message', (request: JobRequest) => {
    queue = queue.then(async () => {
      try {
        const stamp = await runChangeJob(request.path, request.job, request.label);
        port.postMessage({ id: request.id, ok: true, stamp } satisfies JobAnswer);
      } catch (error) {
        port.postMessage({ id: request.id, ok: false, error: jobError(error) } satisfies JobAnswer);
      }
    });
  });
}
