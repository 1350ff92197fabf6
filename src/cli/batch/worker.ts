// Entry of a batch worker process (forked by pool.ts: compiled, or through tsx from the sources): plays each task it is sent, one at a
// time, reporting progress, until told to stop.
import { runTask, serializeError, type ParentMessage, type WorkerMessage } from './tasks.js';

function send(message: WorkerMessage): Promise<void> {
  return new Promise((resolve, reject) => {
    process.send!(message, undefined, undefined, (error) => (error ? reject(error) : resolve()));
  });
}

if (!process.send) {
  process.stderr.write('worker.ts is started by the batch command (src/cli/batch/pool.ts), not on its own.\n');
  process.exit(1);
}

// Without its parent no one reads the results: stop at once.
process.on('disconnect', () => process.exit(0));

process.on('message', (message: ParentMessage) => {
  if (message.type === 'stop') return process.disconnect();
  const { index, task } = message;
  runTask(task, (progress) => void send({ type: 'progress', index, progress }))
    .then((output) => send({ type: 'done', index, output }))
    .catch((error: unknown) => send({ type: 'error', index, error: serializeError(error) }));
});
