// npx tsx bench/recruiting.ts: prints the cost of recruiting for the 2024 FBS (134 programs, a
// 3,000-prospect class), beside the goals. Figures only, never a pass/fail test.
//   class : generating the national class
//   start : starting a cycle (every staff ranks its shortlist once)
//   week  : one recruiting week of all programs (goal <= 50 ms), median and slowest of the cycle
//   cycle : class + start + every week + signing day (goal: adds <= 0.3 s to a season)
// Each figure is given in wall time and in CPU time of this process: on a shared, loaded machine
// the wall time mostly measures the other processes.
import { cpus, loadavg } from 'node:os';
import { createIdSource } from '../src/core/players/generate.js';
import { createRng } from '../src/core/random.js';
import { nationalClass, recruitingWeek, signingDay, startRecruitingCycle, type RecruitingState } from '../src/core/recruiting/index.js';
import { RECRUITING_WEEKS } from '../src/core/recruiting/tuning.js';
import { homeGamesFor, leaguePrograms } from '../tests/core/recruiting-fixtures.js';

const SEED = 2024;

interface Cost {
  wall: number;
  cpu: number;
}

/** Runs the step and returns its result with its wall and CPU milliseconds. */
function timed<T>(step: () => T): [T, Cost] {
  const wall = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  const result = step();
  const used = process.cpuUsage(cpu);
  return [result, { wall: Number(process.hrtime.bigint() - wall) / 1e6, cpu: (used.user + used.system) / 1000 }];
}

const fmt = (cost: Cost) => `${cost.wall.toFixed(1)} ms wall, ${cost.cpu.toFixed(1)} ms CPU`;
const sum = (costs: readonly Cost[]): Cost => costs.reduce((a, b) => ({ wall: a.wall + b.wall, cpu: a.cpu + b.cpu }), { wall: 0, cpu: 0 });

function benchCycle(season: number): { klass: Cost; start: Cost; weeks: Cost[]; signing: Cost } {
  const programs = leaguePrograms(season, SEED);
  const [prospects, klass] = timed(() => nationalClass(createRng(`${SEED}:class:${season}`), createIdSource(season * 10000)));
  const prospectById = new Map(prospects.map((p) => [p.id, p]));
  let [state, start] = timed((): RecruitingState => startRecruitingCycle(season, prospects, programs));
  const games = createRng(`${SEED}:games:${season}`);
  const weeks: Cost[] = [];
  for (let week = 1; week <= RECRUITING_WEEKS; week++) {
    const homeGames = homeGamesFor(programs, week, games);
    const [result, cost] = timed(() => recruitingWeek(state, { programs, homeGames, prospectById }));
    if (!result.ok) throw new Error(result.error.message);
    weeks.push(cost);
    state = result.state;
  }
  const [, signing] = timed(() => signingDay(state, programs));
  return { klass, start, weeks, signing };
}

console.log(`recruiting bench: 2024 FBS, seed ${SEED}; ${cpus().length} cores, load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
benchCycle(2024); // warm-up (JIT)
for (const season of [2025, 2026]) {
  const { klass, start, weeks, signing } = benchCycle(season);
  const byCpu = weeks.slice().sort((a, b) => a.cpu - b.cpu);
  const all = sum(weeks);
  console.log(`season ${season}`);
  console.log(`  class        ${fmt(klass)}`);
  console.log(`  start        ${fmt(start)}`);
  console.log(`  week         average ${fmt({ wall: all.wall / weeks.length, cpu: all.cpu / weeks.length })}; CPU median ${byCpu[Math.floor(byCpu.length / 2)].cpu.toFixed(1)}, slowest ${byCpu[byCpu.length - 1].cpu.toFixed(1)} ms   (goal <= 50 ms)`);
  console.log(`  signing day  ${fmt(signing)}`);
  console.log(`  whole cycle  ${fmt(sum([klass, start, all, signing]))}   (goal: adds <= 300 ms to a season)`);
}
