// A save played for the server benches (snaps, actions): BENCH_SAVE names one played before (copied), else one of
// BENCH_SEASONS (30) seasons is played first; then moved on to its season.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app.js';
import { lastWeekFor } from '../src/core/season/calendar.js';
import { advanceStage } from '../src/store/actions/advance.js';
import { takeFirstOfferIfFired } from '../src/store/actions/coaches/offers.js';
import { newDynasty } from '../src/store/actions/newDynasty.js';
import { simulateTo } from '../src/store/actions/season/simulate.js';
import { readState } from '../src/store/queries/meta.js';
import { SaveFile } from '../src/store/saveFile.js';

export const SEASONS = Number(process.env.BENCH_SEASONS ?? 30);

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
};

/** Bytes this process has handed to write(2) so far (Linux's /proc/self/io), or null where there is no such file. */
export function bytesWritten(): number | null {
  try {
    return Number(/^wchar: (\d+)$/m.exec(readFileSync('/proc/self/io', 'utf8'))?.[1]);
  } catch {
    return null;
  }
}

export async function savePlayed(path: string): Promise<void> {
  const given = process.env.BENCH_SAVE;
  if (given) {
    copyFileSync(given, path);
    return;
  }
  const save = await newDynasty(path, { year: 2024, team: 'Texas', seed: 5 });
  const advance = () => save.change(() => void advanceStage(save.db));
  for (let season = 1; season <= SEASONS; season++) {
    advance();
    save.change(() => void simulateTo(save.db, lastWeekFor(readState(save.db).playoff.teams) + 1));
    advance();
    save.change(() => takeFirstOfferIfFired(save.db, readState(save.db).year));
    advance();
    advance();
    advance();
  }
  save.close();
}

/** The save moved on to its season (the stages before it advanced), ready for its first game to be coached. */
export async function toSeason(path: string): Promise<number> {
  const save = await SaveFile.open(path);
  while (readState(save.db).stage !== 'season') save.change(() => void advanceStage(save.db));
  const year = readState(save.db).year;
  save.close();
  return year;
}

/** A played save (above) served on a loopback port, and a JSON call to it (an answer of 400 or more throws). */
export interface PlayedServer {
  path: string;
  year: number;
  /** The save's size before the calls. */
  size: number;
  call: <T>(method: 'GET' | 'POST', route: string, body?: object) => Promise<T>;
}

export async function withPlayedServer(name: string, run: (server: PlayedServer) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), `dynasty-bench-${name}-`));
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
      const call = async <T>(method: 'GET' | 'POST', route: string, body?: object): Promise<T> => {
        const response = await fetch(base + route, {
          method,
          headers: body ? { 'content-type': 'application/json' } : {},
          body: body ? JSON.stringify(body) : undefined,
        });
        const json = (await response.json()) as T;
        if (!response.ok) throw new Error(`${route}: ${response.status} ${JSON.stringify(json).slice(0, 200)}`);
        return json;
      };
      await run({ path, year, size, call });
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
