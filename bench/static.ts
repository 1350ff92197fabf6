// The static build's figures (npm run bench -- static), each beside its goal and beside the server build's: the
// gzipped JavaScript a first visit fetches before the worker, the first visit's home page in Playwright's Chromium
// from a plain static file server, and a week and a season simulated in the worker (the same steps in Node, as
// the server runs them, beside). Figures, never pass/fail: the machine's load (printed) moves them, and the worker
// thread's CPU time printed beside a week's and a season's wall time hardly moves with it.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { advanceStage } from '../src/store/actions/advance.js';
import { newDynasty } from '../src/store/actions/newDynasty.js';
import { simulateTo } from '../src/store/actions/season/simulate.js';
import { prepareSeason } from '../src/store/actions/season/seasonLoad.js';
import { lastWeekFor } from '../src/core/season/calendar.js';
import { goalLine, machineLoad, PLATFORM_GOALS } from './platform.js';
import { descendantThreadsMs } from './threadCpu.js';

const ROOT = join(import.meta.dirname, '..');

export const STATIC_GOALS = { firstLoadKiB: 400, firstVisitS: 2, weekMs: 150, seasonS: 2 } as const;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** Gzipped KiB of the JavaScript a first visit of Home fetches (entry, Home's chunk and their imports). */
function firstLoadKiB(dir: string, homeKey: string): number | null {
  const manifestPath = join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  visit(homeKey);
  const js = [...files].filter((f) => f.endsWith('.js'));
  return js.reduce((sum, f) => sum + gzipSync(readFileSync(join(dir, f)), { level: 9 }).length, 0) / 1024;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function call(page: Page, url: string): Promise<{ status: number; body: { info?: { lastWeek: number } } }> {
  return page.evaluate(
    (u) =>
      (
        globalThis as unknown as {
          dynastyApi: {
            call(m: string, u: string): Promise<{ status: number; body: { info?: { lastWeek: number } } }>;
          };
        }
      ).dynastyApi.call('GET', u),
    url,
  );
}

/** CPU time so far of the browser's web worker threads (the game's worker; null off Linux). */
const workerCpuMs = () => descendantThreadsMs(process.pid, 'DedicatedWorker');

/** The worker thread's CPU milliseconds of each call timed (timed() adds them). */
const workerCpu = new Map<string, number>();

/**
 * Milliseconds from a call to its answer; storedMs (when given) gets those from the answer to its save stored. The
 * worker thread's CPU time in the same span goes to workerCpu under `label`, summed, when given.
 */
async function timed(page: Page, url: string, storedMs: number[] = [], label?: string): Promise<number> {
  const cpuBefore = workerCpuMs();
  const start = performance.now();
  const answer = await call(page, url);
  if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
  const answered = performance.now();
  const cpuAfter = workerCpuMs();
  if (label !== undefined && cpuBefore !== null && cpuAfter !== null) workerCpu.set(label, cpuAfter - cpuBefore);
  await page.waitForFunction("!document.documentElement.hasAttribute('data-saving')", null, { polling: 5 });
  storedMs.push(performance.now() - answered);
  return answered - start;
}

/** The median worker CPU time of the calls labelled with `prefix`, as a line beside the wall time's. */
function cpuLine(label: string, prefix: string, goal: number, unit: 'ms' | 's'): string | null {
  const values = [...workerCpu]
    .filter(([key]) => key.startsWith(prefix))
    .map(([, ms]) => (unit === 's' ? ms / 1000 : ms));
  return values.length === 0 ? null : goalLine(label, median(values), goal, unit, unit === 's' ? 2 : 0);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * A week and a season in Node, as the server's change thread plays them: on the save it keeps open from one job to
 * the next (changeWorkerThread.ts), each change written to the file.
 */
async function nodeFigures(): Promise<{ weekMs: number; seasonS: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'dynasty-bench-static-'));
  const weeks = await newDynasty(join(dir, 'weeks.db'), { year: 2024, team: 'Ohio State', seed: 5 });
  weeks.change(() => advanceStage(weeks.db));
  // As the change thread does once it has answered a job (the player then reads the page).
  prepareSeason(weeks.db);
  const times: number[] = [];
  for (let week = 2; week <= 4; week++) {
    const start = performance.now();
    weeks.change(() => simulateTo(weeks.db, week));
    times.push(performance.now() - start);
  }
  weeks.close();
  const season = await newDynasty(join(dir, 'season.db'), { year: 2024, team: 'Ohio State', seed: 6 });
  season.change(() => advanceStage(season.db));
  const start = performance.now();
  season.change(() => simulateTo(season.db, lastWeekFor(12) + 1));
  const seasonS = (performance.now() - start) / 1000;
  season.close();
  return { weekMs: median(times), seasonS };
}

export async function runStaticBench(): Promise<void> {
  execFileSync(
    process.execPath,
    [
      join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--config',
      'vite.static.config.ts',
      '--logLevel',
      'warn',
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  console.log(`\nstatic build (dist/static; ${machineLoad()})`);
  const staticKiB = firstLoadKiB(join(ROOT, 'dist', 'static'), '../web/pages/Home.tsx')!;
  console.log(
    goalLine('first page load before the worker, home (gzip -9)', staticKiB, STATIC_GOALS.firstLoadKiB, 'KiB', 0),
  );
  const serverKiB = firstLoadKiB(join(ROOT, 'dist', 'web'), 'pages/Home.tsx');
  if (serverKiB !== null)
    console.log(goalLine('  server build (dist/web), the same page', serverKiB, PLATFORM_GOALS.firstLoadKiB, 'KiB', 0));

  const port = await freePort();
  const server = spawn(
    process.execPath,
    [
      join(ROOT, 'tests', 'e2e-static', 'support', 'staticServer.mjs'),
      String(port),
      join(ROOT, 'dist', 'static'),
      '/play/',
    ],
    { stdio: 'ignore' },
  );
  const browser = await chromium.launch({
    executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await (await browser.newContext()).newPage();
    const url = `http://127.0.0.1:${port}/play/`;
    for (let attempt = 0; ; attempt++) {
      const ok = await page.goto('about:blank').then(() =>
        fetch(url).then(
          (r) => r.ok,
          () => false,
        ),
      );
      if (ok) break;
      if (attempt > 50) throw new Error('the static server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const start = performance.now();
    await page.goto(url);
    await page.getByTestId('team-choice').first().waitFor();
    const firstVisit = (performance.now() - start) / 1000;
    console.log(
      goalLine(
        'first visit: home page with its teams (Chromium, local static server)',
        firstVisit,
        STATIC_GOALS.firstVisitS,
        's',
        2,
      ),
    );

    const weeks: number[] = [];
    const storing: number[] = [];
    await timed(
      page,
      '/api/noncon/?team=Ohio%20State&year=2024&playoff_teams=12&playoff_autobids=5&playoff_conf_champ_top_4=false',
    );
    // The player reads the dashboard before playing: meanwhile the worker reads the season ahead (seasonLoad.ts). A
    // call that plays nothing, made as soon as the dashboard answers, waits for it: about what the read-ahead takes.
    await call(page, '/api/dashboard/');
    const preparing = await timed(page, '/api/site/', [], 'prepare');
    for (let week = 2; week <= 4; week++) weeks.push(await timed(page, `/api/sim/${week}/`, storing, `first ${week}`));
    // The same calls once the worker has played a few weeks (the first calls of a visit also compile the engine).
    const laterWeeks: number[] = [];
    for (let week = 5; week <= 9; week++)
      laterWeeks.push(await timed(page, `/api/sim/${week}/`, storing, `later ${week}`));
    await timed(
      page,
      '/api/noncon/?team=Georgia&year=2024&playoff_teams=12&playoff_autobids=5&playoff_conf_champ_top_4=false',
    );
    await timed(page, '/api/dashboard/');
    const season = (await timed(page, `/api/sim/${lastWeekFor(12) + 1}/`, [], 'season')) / 1000;
    const node = await nodeFigures();
    // Wall times move with the machine's load; the worker thread's own CPU time hardly does (threadCpu.ts).
    const cpu = (line: string | null) => line !== null && console.log(line);
    console.log(
      goalLine('a simulated week in the worker (median of weeks 1-3)', median(weeks), STATIC_GOALS.weekMs, 'ms', 0),
    );
    cpu(cpuLine("  the worker thread's CPU time in those calls", 'first', STATIC_GOALS.weekMs, 'ms'));
    const firstCpu = workerCpu.get('first 2');
    console.log(
      `  the first of them alone (week 1, the season's most games)  ${weeks[0].toFixed(0)} ms${firstCpu === undefined ? '' : `, worker CPU ${firstCpu.toFixed(0)} ms`}`,
    );
    const prepareCpu = workerCpu.get('prepare');
    console.log(
      `  a call made as the dashboard answers, waiting for the season read ahead  ${preparing.toFixed(0)} ms${prepareCpu === undefined ? '' : `, worker CPU ${prepareCpu.toFixed(0)} ms`}`,
    );
    console.log(goalLine('  Node (the server build), the same', node.weekMs, STATIC_GOALS.weekMs, 'ms', 0));
    console.log(
      goalLine(
        '  the same call later in the visit (median of weeks 4-8)',
        median(laterWeeks),
        STATIC_GOALS.weekMs,
        'ms',
        0,
      ),
    );
    cpu(cpuLine("  the worker thread's CPU time in those calls", 'later', STATIC_GOALS.weekMs, 'ms'));
    // The answer does not wait for the browser's storage: the page says "Saving…" until the write ends.
    console.log(
      `  then the save stored in the browser's storage after the answer (median of weeks 1-8)  ${median(storing).toFixed(0)} ms`,
    );
    console.log(
      goalLine(
        'a whole season in the worker, saved (regular season and postseason)',
        season,
        STATIC_GOALS.seasonS,
        's',
        2,
      ),
    );
    cpu(cpuLine("  the worker thread's CPU time in that call", 'season', STATIC_GOALS.seasonS, 's'));
    console.log(goalLine('  Node (the server build), the same', node.seasonS, STATIC_GOALS.seasonS, 's', 2));
    // A call of its own loads the season's teams and totals and writes the save: a week inside a season costs less.
    const weeksPlayed = lastWeekFor(12);
    console.log(
      goalLine(
        `a week inside a season in the worker (season / ${weeksPlayed} weeks)`,
        (season * 1000) / weeksPlayed,
        STATIC_GOALS.weekMs,
        'ms',
        0,
      ),
    );
  } finally {
    await browser.close();
    server.kill();
  }
}
