// How the real preseason top 10 of a start year fare in the game's first season, before a game is played: each
// team's rank by the game's team rating, its expected regular-season wins from the lines (a favourite by s points
// wins Phi(s / 14.5)) and its mean line. For docs/calibration.md and the poll's report.
// Usage: npx tsx scripts/realPollStart.ts [year=2024] [seeds=1-8]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { realPreseasonPoll } from '../src/core/rankings/realPolls.js';
import { MARGIN_SD } from '../src/core/rankings/tuning.js';
import { advanceStage } from '../src/store/actions/advance.js';
import { newDynasty } from '../src/store/actions/newDynasty.js';
import { teamSeasons } from '../src/store/queries/teamSeasons.js';

/** The standard normal CDF (Abramowitz-Stegun 7.1.26 through erf). */
function phi(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const erf =
    1
    - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592)
      * t
      * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

async function main(): Promise<void> {
  const year = Number(process.argv[2] ?? 2024);
  const [from, to] = (process.argv[3] ?? '1-8').split('-').map(Number);
  const top = realPreseasonPoll(year)?.slice(0, 10) ?? [];
  const dir = mkdtempSync(join(tmpdir(), 'real-poll-start-'));
  const sums = new Map(top.map((t) => [t, { ratingRank: 0, expectedWins: 0, games: 0, spread: 0, underdog: 0 }]));
  try {
    for (let seed = from; seed <= to; seed++) {
      const save = await newDynasty(join(dir, `${seed}.db`), { year, team: top[0], seed });
      advanceStage(save.db);
      const byRating = teamSeasons(save.db, year)
        .sort((a, b) => b.rating - a.rating)
        .map((r) => r.team);
      const games = save.db.all<{ home: string; away: string; spread: number | null }>(
        "SELECT home, away, spread FROM games WHERE year = ? AND kind = 'regular'",
        [year],
      );
      for (const team of top) {
        const sum = sums.get(team)!;
        sum.ratingRank += byRating.indexOf(team) + 1;
        for (const g of games) {
          if (g.spread === null || (g.home !== team && g.away !== team)) continue;
          const line = g.home === team ? g.spread : -g.spread;
          sum.expectedWins += phi(-line / MARGIN_SD);
          sum.games += 1;
          sum.spread += line;
          if (line > 0) sum.underdog += 1;
        }
      }
      save.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const seeds = to - from + 1;
  console.log(`${year} real preseason top 10 in the game's first season (means over seeds ${from}-${to})`);
  console.log('AP  Team                 Rating rank  Games  Expected wins  Mean line  Underdog in');
  top.forEach((team, i) => {
    const s = sums.get(team)!;
    console.log(
      `${String(i + 1).padStart(2)}  ${team.padEnd(19)}  ${(s.ratingRank / seeds).toFixed(1).padStart(11)}  ${(s.games / seeds).toFixed(1).padStart(5)}  `
        + `${(s.expectedWins / seeds).toFixed(1).padStart(13)}  ${(s.spread / s.games).toFixed(1).padStart(9)}  ${(s.underdog / seeds).toFixed(1).padStart(11)}`,
    );
  });
}

await main();
