// Fits the situation win probability (src/core/odds/situationWinProbability.ts) on the engine's own games: the
// coordinator's games of the coach-scripts batch's generated leagues (seeds apart from the batch's check), every
// snap in the offense's view with its final result; logistic regression by Newton's method. Prints SITUATION's
// coefficients for winProbabilityTuning.ts.
// Usage: npx tsx scripts/fitSituationWinProbability.ts [games=3000] [years=2016] [seeds=4]  (years: e.g. 2004,2016,2024;
// games per year, spread over the seeds 1000, 1001, ...)
import { situationColumns } from '../src/core/odds/situationWinProbability.js';
import { solveLinear } from '../src/core/odds/fit.js';
import { fresh, leagueGames } from '../src/workbench/coachScripts.js';
import { situationOf } from '../src/core/sim/choiceValues.js';
import { runCoachedGame } from '../src/core/sim/coachedGame.js';

const games = Number(process.argv[2] ?? 3000);
const years = (process.argv[3] ?? '2016').split(',').map(Number);
const SEEDS = Number(process.argv[4] ?? 4);
const rows: { x: number[]; y: number }[] = [];
for (const year of years)
  for (let k = 0; k < SEEDS; k++) {
    const seed = 1000 + k;
    const inputs = leagueGames(year, seed, Math.ceil(games / SEEDS));
    inputs.forEach((input, i) => {
      const spread = input.homeSpread ?? 0;
      const snaps: { x: number[]; offense: number }[] = [];
      const run = runCoachedGame(
        fresh(input, seed, i),
        0,
        [],
        () => 'coordinator',
        (kind, _call, s) => {
          if (kind === 'offense' || kind === 'defense')
            snaps.push({ x: situationColumns(situationOf(s, s.offense, spread)), offense: s.offense });
        },
      );
      const homeWon = run.result!.homePoints > run.result!.awayPoints;
      for (const snap of snaps) rows.push({ x: snap.x, y: (snap.offense === 0) === homeWon ? 1 : 0 });
    });
  }
const n = rows[0].x.length;
let beta = [1, 0.1, -0.09, -0.12, 0.25];
for (let iter = 0; iter < 12; iter++) {
  const g = new Array(n).fill(0);
  const h = Array.from({ length: n }, () => new Array(n).fill(0));
  for (const r of rows) {
    const z = r.x.reduce((a, x, j) => a + x * beta[j], 0);
    const p = 1 / (1 + Math.exp(-z));
    const w = p * (1 - p);
    for (let a = 0; a < n; a++) {
      g[a] += (r.y - p) * r.x[a];
      for (let b = 0; b < n; b++) h[a][b] += w * r.x[a] * r.x[b];
    }
  }
  const step = solveLinear(h, g);
  beta = beta.map((b, j) => b + step[j]);
}
const names = ['scale', 'site', 'down', 'distance', 'timeouts'];
console.log(`${rows.length} snaps of ${games} games a year in ${years.join(', ')} over ${SEEDS} seeds`);
console.log(Object.fromEntries(names.map((name, j) => [name, Number(beta[j].toFixed(4))])));
