// Entry of a batch worker process (forked by pool.ts: compiled, or through tsx from the sources): plays each task it is sent, one at a
// time, reporting progress, until told to stop.
// Its tuning overrides come as its argument (JSON), set before the game loads.
import { setTuningOverrides } from '../core/tuning.js';
import type { ParentMessage, WorkerMessage } from './tasks.js';

function send(message: WorkerMessage): Promise<void> {
  return new Promise((resolve, reject) => {
    process.send!(message, undefined, undefined, (error) => (error ? reject(error) : resolve()));
  });
}

if (!process.send) {
  process.stderr.write('worker.ts is started by the batch command (src/workbench/pool.ts), not on its own.\n');
  process.exit(1);
}

/**
 * Ends the worker at once, without V8's teardown: the worker runs with concurrent optimizing compiles (pool.ts),
 * and Node 20 can deadlock at exit while such a compile waits for a garbage collection (nodejs/node#54918). By
 * then everything is sent (each message waits for its delivery) and any kept save is written, so nothing is lost;
 * the parent expects this end once it has said stop.
 */
function stopNow(): never {
  process.kill(process.pid, 'SIGKILL');
  throw new Error('unreachable: SIGKILL ends the process');
}

setTuningOverrides(JSON.parse(process.argv[2] ?? '{}') as Record<string, number | boolean>);
const game = import('./tasks.js');

// Without its parent no one reads the results: stop at once.
process.on('disconnect', () => stopNow());

process.on('message', (message: ParentMessage) => {
  if (message.type === 'stop') return stopNow();
  const { index, task } = message;
  void game.then(({ runTask, serializeError }) =>
    runTask(task, (progress) => void send({ type: 'progress', index, progress }))
      .then((output) => send({ type: 'done', index, output }))
      .catch((error: unknown) => send({ type: 'error', index, error: serializeError(error) })),
  );
});
