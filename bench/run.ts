// npm run bench: prints speed and size figures (never a pass/fail test).
//   engine   : games per second of the play-by-play engine, one core
//   schedule : time to build a season's schedule
//   new      : time of `dynasty new` for 2024 and the save size
//   season   : a whole 2024 regular season and postseason with results stored, and the offseason
//   dynasty  : 30 complete seasons with offseasons: time per season and save size after 1, 10 and 30
//   server   : page-call latency and throughput over loopback (bench/server.ts)
//   pages    : each page's answer on a cached 10-season save, p50/p95 beside the 100 ms goal (bench/pages.ts)
//   storage  : the storage goals of issue 11 (bench/storage.ts): 30 seasons, each figure beside its goal
//   snaps    : a coached game's snap on a 30-season save (bench/snaps.ts): the server process's CPU p50/p95 beside
//              the 10 ms goal of a player's action and the bytes written per snap (BENCH_SAVE=a played save, else
//              30 seasons are played first; BENCH_DYNASTY=another build's root to serve it; only when named)
//   actions  : a recruiting order, its cancellation and a depth chart change on a 30-season save through the
//              server (bench/actions.ts): the server process's CPU p95 beside the 10 ms goal, wall, bytes written
//              (only when named)
//   commands, load, bundle, batch: issue 11's platform goals (bench/platform.ts)
//   recruiting: issue 13's goals (bench/recruiting.ts): a recruiting week of all programs, a whole cycle
//   static   : the static build beside the server build's: first load, first visit, a week and a season in the
//              worker (bench/static.ts; builds dist/static, runs Chromium)
//   clicks   : click to data of the main pages in Chromium on the pages bench's 10-season save, p50/p95 beside
//              the 150 ms goal, and the p95 over all the pages beside 100 ms (bench/clicks.ts)
//   league   : 32 coaches of one online league through one week on the hosted server (bench/league.ts): every
//              page's and change's p95 beside 200 and 300 ms, the league's week beside 3 s (only when named)
//   fair     : another player's page p95 on a hosted server while ten saves simulate seasons and while one client
//              floods reads, beside the 200 ms goal; BENCH_BASE's side by side (bench/fair.ts; only when named)
//   versus   : this checkout side by side with BENCH_BASE (a worktree of another commit), each figure as a ratio
//              beside its goal (bench/versus.ts; only when named)
// Run some with: npm run bench -- engine season   (dynasty is long: it runs only when named)
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seasonLeague } from '../src/core/data/league.js';
import { createIdSource, generateTeamRoster } from '../src/core/players/generate.js';
import { createRng } from '../src/core/random.js';
import { buildRegularSeason } from '../src/core/schedule/regularSeason.js';
import { rulesForYear } from '../src/core/sim/rules.js';
import { simulateGame } from '../src/core/sim/game.js';
import { LineupCache } from '../src/core/sim/lineup.js';
import { advanceStage } from '../src/store/actions/advance.js';
import { takeFirstOfferIfFired } from '../src/store/actions/coaches/offers.js';
import { newDynasty } from '../src/store/actions/newDynasty.js';
import { simulateTo } from '../src/store/actions/season/simulate.js';
import { readState } from '../src/store/queries/meta.js';
import { lastWeekFor } from '../src/core/season/calendar.js';
import { runStorageBench } from './storage.js';
import { runSnapsBench } from './snaps.js';
import { runActionsBench } from './actions.js';
import { runPlatformBenches } from './platform.js';
import { runRecruitingBench } from './recruiting.js';
import { runPagesBench } from './pages.js';
import { runStaticBench } from './static.js';
import { runClicksBench } from './clicks.js';
import { runVersusBench } from './versus.js';
import { runLeagueBench } from './league.js';
import { runFairBench } from './fair.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-bench-'));
const selected = process.argv.slice(2);
const wants = (name: string) => selected.length === 0 || selected.includes(name);
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const fmt = (n: number, digits = 1) => n.toFixed(digits);

function benchEngine(): void {
  const league = seasonLeague(2024);
  const ids = createIdSource(1);
  const rng = createRng('bench-engine');
  const teams = league.teams.map((t) => ({
    name: t.name,
    abbreviation: t.abbreviation,
    players: generateTeamRoster(t, rng.fork(t.name), ids),
  }));
  const rules = rulesForYear(2024);
  // The same roster arrays every game, as a league sample plays them: their lineups are kept.
  const lineups = new LineupCache();
  const play = (n: number, playByPlay: boolean) => {
    for (let i = 0; i < n; i++) {
      const home = teams[i % teams.length];
      const away = teams[(i * 7 + 3) % teams.length];
      if (home === away) continue;
      simulateGame({ home, away, neutral: false, rules, rng: createRng(i), playByPlay, lineups });
    }
  };
  play(500, false); // warm-up
  for (const playByPlay of [false, true]) {
    const n = 4000;
    const start = process.hrtime.bigint();
    play(n, playByPlay);
    const elapsed = ms(start);
    console.log(
      `engine   ${playByPlay ? 'with play-by-play text' : 'drives and stats only  '}: ${fmt(n / (elapsed / 1000), 0)} games/s, ${fmt(elapsed / n, 3)} ms/game`,
    );
  }
}

function benchSchedule(): void {
  for (const year of [2000, 2013, 2024, 2026]) {
    const league = seasonLeague(year);
    buildRegularSeason(league, createRng(0));
    const runs = 10;
    const start = process.hrtime.bigint();
    for (let i = 1; i <= runs; i++) buildRegularSeason(league, createRng(i));
    console.log(`schedule ${year} (${league.teams.length} teams): ${fmt(ms(start) / runs)} ms per season`);
  }
}

async function benchSeason(): Promise<void> {
  const path = join(dir, 'season.db');
  let start = process.hrtime.bigint();
  const save = await newDynasty(path, { year: 2024, team: 'Ohio State', seed: 11 });
  console.log(`new      2024 dynasty: ${fmt(ms(start))} ms, save ${fmt(statSync(path).size / 1024, 0)} KiB`);

  start = process.hrtime.bigint();
  save.change(() => advanceStage(save.db));
  console.log(`season   start (schedule, lines, preseason poll): ${fmt(ms(start))} ms`);

  const state = readState(save.db);
  const lastWeek = lastWeekFor(state.playoff.teams);
  const games = save.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM games WHERE year = 2024')?.n ?? 0;
  start = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  save.change(() => simulateTo(save.db, 15));
  const regular = ms(start);
  const used = process.cpuUsage(cpu);
  const regularCpu = (used.user + used.system) / 1000;
  console.log(
    `season   regular season, ${games} games, stored and saved: ${fmt(regular)} ms (${fmt(regular / games, 3)} ms/game), ${fmt(regularCpu)} ms CPU`,
  );
  start = process.hrtime.bigint();
  save.change(() => simulateTo(save.db, lastWeek + 1));
  console.log(`season   championships, bowls and playoff, saved: ${fmt(ms(start))} ms`);
  console.log(`save     after one season: ${fmt(statSync(path).size / 1024 / 1024, 2)} MiB`);
  start = process.hrtime.bigint();
  for (let i = 0; i < 4; i++) save.change(() => advanceStage(save.db));
  console.log(`offseason summary, progression, recruiting, next preseason: ${fmt(ms(start))} ms`);
  console.log(`save     after the offseason: ${fmt(statSync(path).size / 1024 / 1024, 2)} MiB`);
  save.close();
}

async function benchDynasty(seasons: number): Promise<void> {
  const path = join(dir, 'dynasty.db');
  const save = await newDynasty(path, { year: 2024, team: 'Texas', seed: 5 });
  const times: number[] = [];
  for (let season = 1; season <= seasons; season++) {
    const start = process.hrtime.bigint();
    save.change(() => advanceStage(save.db));
    const lastWeek = lastWeekFor(readState(save.db).playoff.teams);
    save.change(() => simulateTo(save.db, lastWeek + 1));
    save.change(() => advanceStage(save.db));
    // A coach fired after a bad run takes his first offer, so the dynasty plays on.
    save.change(() => takeFirstOfferIfFired(save.db, readState(save.db).year));
    for (let i = 0; i < 3; i++) save.change(() => advanceStage(save.db));
    times.push(ms(start));
    if ([1, 10, 20, 30].includes(season)) {
      const sorted = [...times].sort((a, b) => a - b);
      console.log(
        `dynasty  after ${season} seasons: save ${fmt(statSync(path).size / 1024 / 1024, 1)} MiB; season with offseason median ${fmt(sorted[Math.floor(sorted.length / 2)] / 1000, 2)} s`,
      );
    }
  }
  save.close();
}

try {
  if (wants('engine')) benchEngine();
  if (wants('schedule')) benchSchedule();
  if (wants('season') || wants('new')) await benchSeason();
  if (selected.includes('dynasty')) await benchDynasty(Number(process.env.BENCH_SEASONS ?? 30));
  if (wants('storage')) await runStorageBench();
  if (selected.includes('snaps')) await runSnapsBench();
  if (selected.includes('actions')) await runActionsBench();
  if (selected.includes('versus')) await runVersusBench();
  if (selected.includes('league')) await runLeagueBench();
  if (selected.includes('fair')) await runFairBench();
  if (wants('recruiting')) await runRecruitingBench();
  // Issue 11's platform figures, each beside its goal (bench/platform.ts); batch is long: only when named.
  await runPlatformBenches(selected, wants);
  if (wants('pages')) await runPagesBench();
  if (wants('static')) await runStaticBench();
  if (wants('clicks')) await runClicksBench();
  if (wants('server')) {
    const server = await import('./server.js').catch(() => null);
    if (server && 'runServerBench' in server)
      await (server as { runServerBench: () => Promise<void> }).runServerBench();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
