// The coached game's snaps on a 30-season save (`npm run bench -- snaps`): the server's time of a snap (POST
// /api/coached_game/call over loopback: the main thread's CPU time, server and client, p50/p95 beside the 50 ms goal,
// which a busy machine disturbs less than wall time; wall time beside it) and the bytes written per snap (the snap
// log's line, the lock; no write of the save). BENCH_SAVE names a save played before (any stage: it is copied and
// moved on to its season); without it one of BENCH_SEASONS (30) seasons is played first, which takes a while.
//   npx tsx bench/snaps.ts            BENCH_SAVE=/path/to/30-seasons.db npm run bench -- snaps
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/server/app.js';
import { bytesWritten, percentile, SEASONS, savePlayed, toSeason } from './playedSave.js';
import { mainThreadMs } from './threadCpu.js';

/** Snaps timed, after a few to warm up: fewer than a game has when every snap comes to the coach. */
const SNAPS = Number(process.env.BENCH_SNAPS ?? 60);
const WARMUP = 5;

interface Pending {
  pending: { calls: string[] } | null;
  calls_made: number;
}

export async function runSnapsBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'dynasty-bench-snaps-'));
  const path = join(dir, 'dynasty.db');
  try {
    await savePlayed(path);
    const year = await toSeason(path);
    const size = statSync(path).size;
    const app = buildApp({ mode: { kind: 'local', savePath: path }, webRoot: null, corsOrigins: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const post = async (route: string, body: object): Promise<Pending> => {
        const response = await fetch(base + route, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const json = (await response.json()) as Pending;
        if (!response.ok) throw new Error(`${route}: ${response.status} ${JSON.stringify(json).slice(0, 200)}`);
        return json;
      };
      // Every snap comes to the coach, so each call is one snap (or kick) of the game.
      let game = await post('/api/coached_game/start', { situations: ['every', 'kicks'], sides: 'both' });
      const times: number[] = [];
      const cpu: number[] = [];
      const bytes: number[] = [];
      const before = statSync(path, { bigint: true });
      for (let k = 0; k < WARMUP + SNAPS && game.pending; k++) {
        const call = game.pending.calls[0];
        const written = bytesWritten() ?? 0;
        const start = process.hrtime.bigint();
        const main = mainThreadMs();
        game = await post('/api/coached_game/call', { call });
        if (k < WARMUP) continue;
        cpu.push(mainThreadMs() - main);
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
        bytes.push((bytesWritten() ?? 0) - written);
      }
      const after = statSync(path, { bigint: true });
      const untouched = after.mtimeNs === before.mtimeNs && after.ino === before.ino;
      const p95 = percentile(cpu, 0.95);
      const row = (name: string, value: string, goal: string, ok: boolean) =>
        console.log(`${name.padEnd(58)} ${value.padStart(16)}   goal ${goal.padEnd(10)} ${ok ? 'ok' : 'MISSED'}`);
      row(
        `snaps    a snap on a ${SEASONS}-season save, ${year} (CPU ms, p95 of ${cpu.length})`,
        p95.toFixed(1),
        '<= 50 ms',
        p95 <= 50,
      );
      console.log(
        `snaps      CPU p50 ${percentile(cpu, 0.5).toFixed(1)} ms; wall p50 ${percentile(times, 0.5).toFixed(1)},`
          + ` p95 ${percentile(times, 0.95).toFixed(1)} ms; bytes written per snap: median ${percentile(bytes, 0.5)},`
          + ` most ${Math.max(...bytes)} (save ${(size / 1024 / 1024).toFixed(1)} MiB,`
          + ` ${untouched ? 'not written during the snaps' : 'WRITTEN during the snaps'}); calls made ${game.calls_made}`,
      );
      console.log(
        `snaps      load average at the end: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
      );
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await runSnapsBench();
}
