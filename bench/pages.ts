// The page table of `npm run bench -- pages`: each page's answer built from a 10-season save, p50 and p95 beside
// the goal of 100 ms. "Cold" is the first build after the save changed (every kept season value dropped first, as
// a simulated week drops them): what a player waits for after each week. "Warm" is the page read again.
// The save is built once and kept under the system's temporary folder (BENCH_SEASONS seasons, default 10).
//   npx tsx bench/pages.ts       npm run bench -- pages
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SaveFile } from '../src/store/saveFile.js';
import { PageContext } from '../src/store/views/context.js';
import { forgetSharedMemo } from '../src/store/views/sharedMemo.js';
import { dashboardView } from '../src/store/views/dashboard.js';
import { homeView } from '../src/store/views/home.js';
import { rankingsView } from '../src/store/views/rankings.js';
import { teamScheduleView } from '../src/store/views/teamSchedule.js';
import { rosterView } from '../src/store/views/roster.js';
import { standingsView } from '../src/store/views/standings.js';
import { playerView } from '../src/store/views/player.js';
import { weekScheduleView } from '../src/store/views/weekSchedule.js';
import { gameView } from '../src/store/views/game.js';
import { teamStatsView, teamSeasonStatsView } from '../src/store/views/teamStats.js';
import { individualStatsView } from '../src/store/views/individualStats.js';
import { ratingsStatsView } from '../src/store/views/ratingsStats.js';
import { teamHistoryView } from '../src/store/views/teamHistory.js';
import { playoffView } from '../src/store/views/playoff.js';
import { recordsView } from '../src/store/views/records.js';
import { leagueHistoryView } from '../src/store/views/leagueHistory.js';
import { awardsView } from '../src/store/views/awards.js';
import { newsFeedView } from '../src/store/views/newsFeed.js';
import { seasonGlanceView } from '../src/store/views/seasonGlance.js';
import { liveGameView } from '../src/store/views/liveGame.js';
import { recruitingBoardView } from '../src/store/views/recruiting/board.js';
import { buildSave } from './server.js';

const SEASONS = Number(process.env.BENCH_SEASONS ?? 10);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 20);
const GOAL_MS = 100;
const TEAM = 'Ohio State';

const ms = (start: bigint): number => Number(process.hrtime.bigint() - start) / 1e6;
const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

/** The cached save of `seasons` finished seasons (built on first use; a failed build leaves nothing behind). */
export async function cachedSave(seasons: number): Promise<string> {
  const folder = join(process.env.BENCH_CACHE ?? tmpdir(), 'dynasty-bench-pages');
  const path = join(folder, `seasons-${seasons}.db`);
  if (!existsSync(path)) {
    mkdirSync(folder, { recursive: true });
    const building = `${path}.building`;
    rmSync(building, { force: true });
    await buildSave(building, seasons);
    renameSync(building, path);
  }
  return path;
}

type Page = [name: string, build: (ctx: PageContext) => unknown];

function pages(ctx: PageContext): Page[] {
  const year = ctx.year;
  const schedule = teamScheduleView(ctx, TEAM);
  const played = schedule.games.find((g) => g.result !== null)!;
  const player = rosterView(ctx, TEAM).roster[0].id;
  const conference = ctx.team(TEAM).conference;
  return [
    ['home', (c) => homeView(c.db)],
    ['dashboard', (c) => dashboardView(c)],
    ['dashboard: news', (c) => newsFeedView(c)],
    ['dashboard: season at a glance', (c) => seasonGlanceView(c)],
    ['rankings', (c) => rankingsView(c)],
    ['rankings (week 3)', (c) => rankingsView(c, 3)],
    [`rankings (${year - 5} final)`, (c) => rankingsView(c, undefined, year - 5)],
    [`rankings (${year - 5} week 6)`, (c) => rankingsView(c, 6, year - 5)],
    ['team schedule', (c) => teamScheduleView(c, TEAM)],
    ['roster', (c) => rosterView(c, TEAM)],
    ['standings', (c) => standingsView(c, conference)],
    ['player', (c) => playerView(c, player)],
    ['week schedule', (c) => weekScheduleView(c, 5)],
    ['game (final)', (c) => gameView(c, played.id)],
    ['game (live view)', (c) => liveGameView(c, played.id)],
    ['team history', (c) => teamHistoryView(c, TEAM)],
    ['team stats line', (c) => teamSeasonStatsView(c, TEAM)],
    ['stats/team', (c) => teamStatsView(c)],
    [`stats/team (${year - 5})`, (c) => teamStatsView(c, year - 5)],
    ['stats/individual', (c) => individualStatsView(c)],
    [`stats/individual (${year - 5})`, (c) => individualStatsView(c, year - 5)],
    ['stats/ratings', (c) => ratingsStatsView(c)],
    ['playoff', (c) => playoffView(c)],
    ['records', (c) => recordsView(c)],
    ['league history', (c) => leagueHistoryView(c)],
    ['awards', (c) => awardsView(c, year - 1)],
    ['recruiting board', (c) => recruitingBoardView(c)],
  ];
}

/** Times of one page's answer (built and turned to JSON), each from a save just read (cold) or as kept (warm). */
function sample(save: SaveFile, build: (ctx: PageContext) => unknown, cold: boolean): number[] {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    if (cold) forgetSharedMemo(save.db);
    const start = process.hrtime.bigint();
    JSON.stringify(build(new PageContext(save.db)));
    times.push(ms(start));
  }
  return times.sort((a, b) => a - b);
}

export async function runPagesBench(): Promise<void> {
  const cached = await cachedSave(SEASONS);
  // A copy to read: a page never changes the save, but the cached one must stay as it was built.
  const path = join(tmpdir(), `dynasty-bench-pages-${process.pid}.db`);
  copyFileSync(cached, path);
  const save = await SaveFile.open(path);
  try {
    const list = pages(new PageContext(save.db));
    console.log(
      `\npages: ${SEASONS} finished seasons and half of the next, ${SAMPLES} samples each; load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      `${'page'.padEnd(30)} ${'cold p50'.padStart(9)} ${'cold p95'.padStart(9)} ${'warm p50'.padStart(9)} ${'warm p95'.padStart(9)} ${'goal'.padStart(6)}`,
    );
    for (const [name, build] of list) {
      const cold = sample(save, build, true);
      const warm = sample(save, build, false);
      const p95 = percentile(cold, 0.95);
      console.log(
        `${name.padEnd(30)} ${percentile(cold, 0.5).toFixed(1).padStart(9)} ${p95.toFixed(1).padStart(9)} `
          + `${percentile(warm, 0.5).toFixed(1).padStart(9)} ${percentile(warm, 0.95).toFixed(1).padStart(9)} `
          + `${`${GOAL_MS}`.padStart(6)} ${p95 <= GOAL_MS ? 'ok' : 'OVER'}`,
      );
    }
  } finally {
    save.close();
    rmSync(path, { force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await runPagesBench();
}
