// npx tsx bench/recruiting.ts: prints the cost of recruiting for the 2024 FBS (134 programs, a
// 3,000-prospect class), beside the goals. Figures only, never a pass/fail test.
//   class : generating the national class
//   start : starting a cycle (every staff ranks its shortlist once)
//   week  : one recruiting week of all programs (goal <= 50 ms), median and slowest of the cycle
//   cycle : class + start + every week + signing day (goal: adds <= 0.3 s to a season)
//   store : the same in a real save (class and boards written, 16 weeks loaded, played and written back,
//           signing day with the freshmen written), each with what the season's own steps hand it, as
//           advance.ts and startSeason.ts do: what recruiting adds to a simulated season
// Each figure is given in wall time, in CPU time of this process and of its main thread (threadCpu.ts): on a
// shared, loaded machine the wall time mostly measures the other processes, and the process's CPU time counts V8's
// background threads too. `npm run bench -- recruiting` runs it too.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lastWeekFor } from '../src/core/season/calendar.js';
import { advanceStage } from '../src/store/actions/advance.js';
import { signTransfersWithRosters } from '../src/store/actions/offseason/portalSigning.js';
import { simulateTo } from '../src/store/actions/season/simulate.js';
import { newDynasty } from '../src/store/actions/newDynasty.js';
import { startCycle } from '../src/store/actions/recruiting/cycle.js';
import { RecruitingWeeks } from '../src/store/actions/recruiting/weeks.js';
import { holdSigningDay } from '../src/store/actions/recruiting/signingDay.js';
import { dynastyLeague } from '../src/store/league.js';
import { readState, writeState } from '../src/store/queries/meta.js';
import { allRosters } from '../src/store/queries/players.js';
import { createIdSource } from '../src/core/players/generate.js';
import { createRng } from '../src/core/random.js';
import {
  nationalClass,
  recruitingWeek,
  signingDay,
  startRecruitingCycle,
  type RecruitingState,
} from '../src/core/recruiting/index.js';
import { RECRUITING_WEEKS } from '../src/core/recruiting/tuning.js';
import { homeGamesFor, leaguePrograms } from '../tests/core/recruiting-fixtures.js';
import { mainThreadMs } from './threadCpu.js';

const SEED = 2024;

interface Cost {
  wall: number;
  cpu: number;
  /** CPU time of the main thread. */
  main: number;
}

/** Runs the step and returns its result with its wall and CPU milliseconds. */
function timed<T>(step: () => T): [T, Cost] {
  const wall = process.hrtime.bigint();
  const main = mainThreadMs();
  const cpu = process.cpuUsage();
  const result = step();
  const used = process.cpuUsage(cpu);
  return [
    result,
    {
      wall: Number(process.hrtime.bigint() - wall) / 1e6,
      cpu: (used.user + used.system) / 1000,
      main: mainThreadMs() - main,
    },
  ];
}

const fmt = (cost: Cost) =>
  `${cost.wall.toFixed(1)} ms wall, ${cost.cpu.toFixed(1)} ms CPU (main thread ${cost.main.toFixed(0)})`;
const sum = (costs: readonly Cost[]): Cost =>
  costs.reduce((a, b) => ({ wall: a.wall + b.wall, cpu: a.cpu + b.cpu, main: a.main + b.main }), {
    wall: 0,
    cpu: 0,
    main: 0,
  });

function benchCycle(season: number): { klass: Cost; start: Cost; weeks: Cost[]; signing: Cost } {
  const programs = leaguePrograms(season, SEED);
  const [prospects, klass] = timed(() =>
    nationalClass(createRng(`${SEED}:class:${season}`), createIdSource(season * 10000)),
  );
  const prospectById = new Map(prospects.map((p) => [p.id, p]));
  let [state, start] = timed((): RecruitingState => startRecruitingCycle(season, prospects, programs));
  const games = createRng(`${SEED}:games:${season}`);
  const weeks: Cost[] = [];
  for (let week = 1; week <= RECRUITING_WEEKS; week++) {
    const homeGames = homeGamesFor(programs, week, games);
    // In place, as a save's simulation plays its weeks (the state of the week before is given up).
    const [result, cost] = timed(() => recruitingWeek(state, { programs, homeGames, prospectById, inPlace: true }));
    if (!result.ok) throw new Error(result.error.message);
    weeks.push(cost);
    state = result.state;
  }
  const [, signing] = timed(() => signingDay(state, programs));
  return { klass, start, weeks, signing };
}

/**
 * The cycle in a real save, as a season plays it: start (class and boards written) with the rosters the season's
 * start reads for its own teams, 16 weeks in one simulation, and, after the season and its offseason up to signing
 * day (untimed), signing day with the rosters the transfer portal's signings left it (advance.ts).
 */
async function benchStore(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'recruiting-bench-'));
  try {
    const save = await newDynasty(join(dir, 'bench.db'), { year: 2024, team: 'Ohio State', seed: SEED });
    save.change(() => advanceStage(save.db)); // the season (and a first cycle, the JIT's warm-up)
    const db = save.db;
    // startSeason reads every roster for the season's teams and hands them to startCycle: not recruiting's cost.
    const rosters = allRosters(db);
    const [, start] = timed(() =>
      db.transaction(() => {
        const state = readState(db);
        writeState(db, startCycle(db, state, dynastyLeague(db, state.year), false, rosters));
      }),
    );
    const [, weeks] = timed(() =>
      db.transaction(() => {
        const cycle = RecruitingWeeks.open(db, readState(db));
        for (let week = 1; week <= RECRUITING_WEEKS; week++) cycle?.afterGames(week);
        cycle?.save();
      }),
    );
    // The season's games (its recruiting weeks are played), the summary and progression, then the portal's signings.
    save.change(() => simulateTo(db, lastWeekFor(readState(db).playoff.teams) + 1));
    while (readState(db).stage !== 'progression') save.change(() => advanceStage(db));
    let signing: Cost = { wall: 0, cpu: 0, main: 0 };
    db.transaction(() => {
      const portal = signTransfersWithRosters(db, readState(db), true);
      [, signing] = timed(() => holdSigningDay(db, portal.state, portal.rosters, portal.uncharted));
    });
    console.log('in a save (2024, Ohio State)');
    console.log(`  start        ${fmt(start)}`);
    console.log(`  16 weeks     ${fmt(weeks)} (loaded once, written once, as one simulation of the season does)`);
    console.log(`  signing day  ${fmt(signing)}`);
    console.log(`  whole cycle  ${fmt(sum([start, weeks, signing]))}   (goal: adds <= 300 ms to a season)`);
    save.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runRecruitingBench(): Promise<void> {
  console.log(
    `recruiting bench: 2024 FBS, seed ${SEED}; ${cpus().length} cores, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  benchCycle(2024); // warm-up (JIT)
  for (const season of [2025, 2026]) {
    const { klass, start, weeks, signing } = benchCycle(season);
    const byCpu = weeks.slice().sort((a, b) => a.cpu - b.cpu);
    const all = sum(weeks);
    console.log(`season ${season}`);
    console.log(`  class        ${fmt(klass)}`);
    console.log(`  start        ${fmt(start)}`);
    const slowestMain = Math.max(...weeks.map((w) => w.main));
    console.log(
      `  week         average ${fmt({ wall: all.wall / weeks.length, cpu: all.cpu / weeks.length, main: all.main / weeks.length })};`
        + ` CPU median ${byCpu[Math.floor(byCpu.length / 2)].cpu.toFixed(1)}, slowest ${byCpu[byCpu.length - 1].cpu.toFixed(1)} ms`
        + ` (main thread ${slowestMain.toFixed(0)})   (goal <= 50 ms)`,
    );
    console.log(`  signing day  ${fmt(signing)}`);
    console.log(`  whole cycle  ${fmt(sum([klass, start, all, signing]))}   (goal: adds <= 300 ms to a season)`);
  }
  await benchStore();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runRecruitingBench();
