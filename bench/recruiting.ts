// npx tsx bench/recruiting.ts: prints the cost of recruiting for the 2024 FBS (134 programs, a
// 3,000-prospect class), beside the goals. Figures only, never a pass/fail test.
//   class : generating the national class
//   start : starting a cycle (every staff ranks its shortlist once)
//   week  : one recruiting week of all programs (goal <= 50 ms), median and slowest of the cycle
//   cycle : class + start + every week + signing day (goal: adds <= 0.3 s to a season)
import { cpus, loadavg } from 'node:os';
import { createIdSource } from '../src/core/players/generate.js';
import { createRng } from '../src/core/random.js';
import { nationalClass, recruitingWeek, signingDay, startRecruitingCycle, type RecruitingState } from '../src/core/recruiting/index.js';
import { RECRUITING_WEEKS } from '../src/core/recruiting/tuning.js';
import { homeGamesFor, leaguePrograms } from '../tests/core/recruiting-fixtures.js';

const SEED = 2024;
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const fmt = (n: number) => n.toFixed(1);

function benchCycle(season: number): { classMs: number; startMs: number; weeks: number[]; signingMs: number } {
  const programs = leaguePrograms(season, SEED);
  let t = process.hrtime.bigint();
  const prospects = nationalClass(createRng(`${SEED}:class:${season}`), createIdSource(season * 10000));
  const classMs = ms(t);
  const prospectById = new Map(prospects.map((p) => [p.id, p]));
  t = process.hrtime.bigint();
  let state: RecruitingState = startRecruitingCycle(season, prospects, programs);
  const startMs = ms(t);
  const games = createRng(`${SEED}:games:${season}`);
  const weeks: number[] = [];
  for (let week = 1; week <= RECRUITING_WEEKS; week++) {
    const homeGames = homeGamesFor(programs, week, games);
    t = process.hrtime.bigint();
    const result = recruitingWeek(state, { programs, homeGames, prospectById });
    weeks.push(ms(t));
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  t = process.hrtime.bigint();
  signingDay(state, programs);
  return { classMs, startMs, weeks, signingMs: ms(t) };
}

/** CPU milliseconds of this process (user + system): on a shared, loaded machine wall time overstates the cost. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

console.log(`recruiting bench: 2024 FBS, seed ${SEED}; ${cpus().length} cores, load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
benchCycle(2024); // warm-up (JIT)
for (const season of [2025, 2026]) {
  const cpuBefore = cpuMs();
  const { classMs, startMs, weeks, signingMs } = benchCycle(season);
  const cpu = cpuMs() - cpuBefore;
  const sorted = weeks.slice().sort((a, b) => a - b);
  const total = classMs + startMs + weeks.reduce((a, b) => a + b, 0) + signingMs;
  console.log(`season ${season}`);
  console.log(`  class        ${fmt(classMs)} ms`);
  console.log(`  start        ${fmt(startMs)} ms`);
  console.log(`  week         median ${fmt(sorted[Math.floor(sorted.length / 2)])} ms, slowest ${fmt(sorted[sorted.length - 1])} ms   (goal <= 50 ms)`);
  console.log(`  signing day  ${fmt(signingMs)} ms`);
  console.log(`  whole cycle  ${fmt(total)} ms wall, ${fmt(cpu)} ms CPU   (goal <= 300 ms added to a season)`);
  console.log(`  week (CPU)   about ${fmt((cpu * weeks.reduce((a, b) => a + b, 0)) / total / weeks.length)} ms on average`);
}
