// The storage rows of `npm run bench` (issue 11): a season with storage, season 30 against season 1, the size of
// a 30-season save and the time of one write of it. Times are CPU time of this process (user + system), which a
// busy machine disturbs less than wall time; wall time is shown beside it.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lastWeekFor } from '../src/core/season/calendar.js';
import { advanceStage } from '../src/store/actions/advance.js';
import { newDynasty } from '../src/store/actions/newDynasty.js';
import { simulateTo } from '../src/store/actions/season/simulate.js';
import { readState } from '../src/store/queries/meta.js';
import type { SaveFile } from '../src/store/saveFile.js';

const STEPS = ['start', 'sim', 'summary', 'progression', 'recruiting', 'preseason'] as const;
type Step = (typeof STEPS)[number];
/** Seasons compared at each end of the dynasty (medians of three damp a busy machine's noise). */
const ENDS = 3;

interface Timed {
  cpu: number;
  wall: number;
}

async function timedAsync(fn: () => unknown): Promise<Timed> {
  const cpu = process.cpuUsage();
  const wall = process.hrtime.bigint();
  await fn();
  const used = process.cpuUsage(cpu);
  return { cpu: (used.user + used.system) / 1000, wall: Number(process.hrtime.bigint() - wall) / 1e6 };
}

function timed(fn: () => void): Timed {
  const cpu = process.cpuUsage();
  const wall = process.hrtime.bigint();
  fn();
  const used = process.cpuUsage(cpu);
  return { cpu: (used.user + used.system) / 1000, wall: Number(process.hrtime.bigint() - wall) / 1e6 };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function row(name: string, value: string, goal: string, ok: boolean): void {
  console.log(`${name.padEnd(58)} ${value.padStart(16)}   goal ${goal.padEnd(10)} ${ok ? 'ok' : 'MISSED'}`);
}

function playSeason(save: SaveFile): Record<Step, Timed> {
  const times = {} as Record<Step, Timed>;
  times.start = timed(() => save.change(() => advanceStage(save.db)));
  times.sim = timed(() => save.change(() => simulateTo(save.db, lastWeekFor(readState(save.db).playoff.teams) + 1)));
  times.summary = timed(() => save.change(() => advanceStage(save.db)));
  times.progression = timed(() => save.change(() => advanceStage(save.db)));
  times.recruiting = timed(() => save.change(() => advanceStage(save.db)));
  times.preseason = timed(() => save.change(() => advanceStage(save.db)));
  return times;
}

export async function runStorageBench(seasons = Number(process.env.BENCH_SEASONS ?? 30)): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'dynasty-bench-storage-'));
  try {
    const path = join(dir, 'dynasty.db');
    let save: SaveFile | undefined;
    const made = await timedAsync(async () => {
      save = await newDynasty(path, { year: 2024, team: 'Texas', seed: 5 });
    });
    if (!save) throw new Error('no save');
    row('storage  dynasty new, in process (CPU ms)', `${made.cpu.toFixed(0)} (wall ${made.wall.toFixed(0)})`, '<= 600 ms', made.cpu <= 600);

    const bySeason: Record<Step, Timed>[] = [];
    for (let season = 1; season <= seasons; season++) {
      bySeason.push(playSeason(save));
      if (season === 1) {
        const t = bySeason[0].sim;
        row('storage  season 1: regular season and postseason, stored (CPU ms)', `${t.cpu.toFixed(0)} (wall ${t.wall.toFixed(0)})`, '<= 1000 ms', t.cpu <= 1000);
      }
    }
    const first = bySeason.slice(0, ENDS);
    const last = bySeason.slice(-ENDS);
    for (const step of STEPS) {
      const a = median(first.map((s) => s[step].cpu));
      const b = median(last.map((s) => s[step].cpu));
      const ratio = b / a;
      row(`storage  season ${seasons} / season 1: ${step} (CPU ms, median of ${ENDS})`, `${ratio.toFixed(2)}x (${a.toFixed(0)} -> ${b.toFixed(0)})`, '<= 1.2x', ratio <= 1.2);
    }
    const size = statSync(path).size / 1024 / 1024;
    row(`storage  save after ${seasons} seasons, default retention (MiB)`, size.toFixed(1), '<= 20 MiB', size <= 20);
    const written = save;
    const writes = Array.from({ length: 5 }, () => timed(() => written.save()));
    const write = median(writes.map((w) => w.wall));
    row(`storage  one write of the ${seasons}-season save (wall ms, median of 5)`, write.toFixed(0), '<= 150 ms', write <= 150);
    save.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
