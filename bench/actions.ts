// A player's actions on a 30-season save through the server (`npm run bench -- actions`): a recruiting order, its
// cancellation and a depth chart change, each a small transaction the change worker thread makes, answered over
// loopback; each p95 of its CPU beside the 10 ms goal and the figures before, with wall time and the bytes written.
// CPU is the whole process's (server and client, the change worker thread and V8's background threads included): on
// a shared machine wall time is mostly the wait for a core, and the process's CPU is what the call costs.
//   BENCH_SAVE=/path/to/30-seasons.db npm run bench -- actions
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { percentile, SEASONS, withPlayedServer } from './playedSave.js';

/** Actions timed of each kind, after a few to warm up. */
const ACTIONS = Number(process.env.BENCH_ACTIONS ?? 40);
const WARMUP = 4;
/** An action's CPU p95 on a 30-season save. */
const GOAL_MS = 10;

interface Timed {
  cpu: number;
  wall: number;
  bytes: number;
}

export async function runActionsBench(): Promise<void> {
  await withPlayedServer('actions', async ({ year, size, call, serverCpu, serverWritten }) => {
    const timed = async (action: () => Promise<unknown>): Promise<Timed> => {
      const written = serverWritten() ?? 0;
      const cpu = serverCpu() ?? 0;
      const start = process.hrtime.bigint();
      await action();
      return {
        wall: Number(process.hrtime.bigint() - start) / 1e6,
        cpu: (serverCpu() ?? 0) - cpu,
        bytes: (serverWritten() ?? 0) - written,
      };
    };
    const search = await call<{ prospects: { id: number }[] }>('GET', '/api/recruiting/prospects/?per_page=1');
    const prospect = search.prospects[0].id;
    const frame = await call<{ info: { team: string } }>('GET', '/api/frame/');
    const chart = await call<{ positions: { pos: string; players: { id: number }[] }[] }>(
      'GET',
      `/api/${encodeURIComponent(frame.info.team)}/depth/?pos=QB`,
    );
    const quarterbacks = chart.positions.find((p) => p.pos === 'QB')!.players.map((p) => p.id);

    const orders: Timed[] = [];
    const depthChanges: Timed[] = [];
    for (let k = 0; k < WARMUP + ACTIONS; k++) {
      // An order and its cancellation: the week's hours never run out.
      let seq = 0;
      const order = await timed(async () => {
        seq = (await call<{ order: { seq: number } }>('POST', '/api/recruiting/scout/', { prospect })).order.seq;
      });
      const cancel = await timed(() => call('POST', '/api/recruiting/cancel/', { seq }));
      // The second quarterback to first and back.
      const promote = await timed(() =>
        call('POST', '/api/depth/', { pos: 'QB', player: quarterbacks[k % 2 === 0 ? 1 : 0], slot: 1 }),
      );
      if (k < WARMUP) continue;
      orders.push(order, cancel);
      depthChanges.push(promote);
    }
    report(`a recruiting order or its cancellation on a ${SEASONS}-season save, ${year}`, orders, size, BEFORE.order);
    report(`a depth chart change on a ${SEASONS}-season save, ${year}`, depthChanges, size, BEFORE.depth);
    console.log(
      `actions    load average at the end: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
    );
  });
}

/**
 * The figures before the change log, with each action's changed pages written in place (a quiet machine, load 0.9-1.7,
 * docs/saves-storage.md); before the page journal every action wrote the whole save (20.0 MiB).
 */
const BEFORE = {
  order: { cpuP95: 202, wallP95: 123, kib: 9 },
  depth: { cpuP95: 229, wallP95: 123, kib: 43 },
};

function report(what: string, runs: Timed[], size: number, before: (typeof BEFORE)[keyof typeof BEFORE]): void {
  const cpu = runs.map((r) => r.cpu);
  const wall = runs.map((r) => r.wall);
  const bytes = percentile(
    runs.map((r) => r.bytes),
    0.5,
  );
  const p95 = percentile(cpu, 0.95);
  const label = `actions  ${what} (server CPU ms, p95 of ${runs.length})`;
  console.log(
    `${label.padEnd(86)} ${p95.toFixed(1).padStart(8)}   goal <= ${GOAL_MS} ms   ${p95 <= GOAL_MS ? 'ok' : 'MISSED'}`,
  );
  console.log(
    `actions    CPU p50 ${percentile(cpu, 0.5).toFixed(1)} ms; wall p50 ${percentile(wall, 0.5).toFixed(1)},`
      + ` p95 ${percentile(wall, 0.95).toFixed(1)} ms; bytes written: median ${(bytes / 1024).toFixed(0)} KiB,`
      + ` ${((bytes / size) * 100).toFixed(2)}% of the save (${(size / 1024 / 1024).toFixed(1)} MiB)`,
  );
  console.log(
    `actions    before: CPU p95 ${before.cpuP95} ms, wall p95 ${before.wallP95} ms, ${before.kib} KiB written`
      + ' (pages in place; the whole save before that)',
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await runActionsBench();
}
