// The coached game's snaps on a 30-season save (`npm run bench -- snaps`): the server's time of a snap (POST
// /api/coached_game/call over loopback: the server process's CPU time, every thread of it, the change worker thread
// that plays the snap included, the client apart in the bench's own process; p50/p95 beside the 10 ms goal of a
// player's action, which a busy machine disturbs less than wall time; wall time beside it) and the bytes the server
// writes per snap (its transaction in the WAL). BENCH_SAVE names a save played before (any stage: it is copied and
// moved on to its season); without it one of BENCH_SEASONS (30) seasons is played first, which takes a while.
//   npx tsx bench/snaps.ts            BENCH_SAVE=/path/to/30-seasons.db npm run bench -- snaps
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { percentile, SEASONS, withPlayedServer } from './playedSave.js';

/** A player's action on a 30-season save, the server's CPU p95. */
const GOAL_MS = 10;

/** Snaps timed, after a few to warm up: fewer than a game has when every snap comes to the coach. */
const SNAPS = Number(process.env.BENCH_SNAPS ?? 60);
const WARMUP = 5;

interface Pending {
  pending: { calls: string[] } | null;
  calls_made: number;
}

export async function runSnapsBench(): Promise<void> {
  await withPlayedServer('snaps', async ({ path, year, size, call, serverCpu, serverWritten }) => {
    const post = (route: string, body: object) => call<Pending>('POST', route, body);
    // Every snap comes to the coach, so each call is one snap (or kick) of the game.
    let game = await post('/api/coached_game/start', { situations: ['every', 'kicks'], sides: 'both' });
    const times: number[] = [];
    const cpu: number[] = [];
    const bytes: number[] = [];
    const before = statSync(path, { bigint: true });
    for (let k = 0; k < WARMUP + SNAPS && game.pending; k++) {
      const call = game.pending.calls[0];
      const written = serverWritten() ?? 0;
      const start = process.hrtime.bigint();
      const all = serverCpu() ?? 0;
      game = await post('/api/coached_game/call', { call });
      if (k < WARMUP) continue;
      cpu.push((serverCpu() ?? 0) - all);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
      bytes.push((serverWritten() ?? 0) - written);
    }
    const after = statSync(path, { bigint: true });
    const untouched = after.mtimeNs === before.mtimeNs && after.ino === before.ino;
    const p95 = percentile(cpu, 0.95);
    const row = (name: string, value: string, goal: string, ok: boolean) =>
      console.log(`${name.padEnd(58)} ${value.padStart(16)}   goal ${goal.padEnd(10)} ${ok ? 'ok' : 'MISSED'}`);
    row(
      `snaps    a snap on a ${SEASONS}-season save, ${year} (server CPU ms, p95 of ${cpu.length})`,
      p95.toFixed(1),
      `<= ${GOAL_MS} ms`,
      p95 <= GOAL_MS,
    );
    console.log(
      `snaps      server CPU p50 ${percentile(cpu, 0.5).toFixed(1)} ms; wall p50 ${percentile(times, 0.5).toFixed(1)},`
        + ` p95 ${percentile(times, 0.95).toFixed(1)} ms; bytes written per snap: median ${percentile(bytes, 0.5)},`
        + ` most ${Math.max(...bytes)} (save ${(size / 1024 / 1024).toFixed(1)} MiB,`
        + ` ${untouched ? 'not written during the snaps' : 'WRITTEN during the snaps'}); calls made ${game.calls_made}`,
    );
    console.log(
      `snaps      load average at the end: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
    );
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await runSnapsBench();
}
