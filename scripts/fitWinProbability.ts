// Fits the in-game win probability (src/core/odds/winProbability.ts) on the engine's own games: plays regular
// seasons of new dynasties, takes every snap of every game (the play-by-play the game view replays) with the home
// team's final result, and fits the logistic regression by Newton's method. Prints the coefficients for
// winProbabilityTuning.ts and the fit's figures for docs/calibration-winprob.md.
// Usage: npx tsx scripts/fitWinProbability.ts [seasons=2] [seed=1]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { homeWinProbability, winProbabilityFeatures, winProbabilityLogit } from '../src/core/odds/winProbability.js';
import { WIN_PROBABILITY } from '../src/core/odds/winProbabilityTuning.js';
import { advanceStage } from '../src/store/actions/advance.js';
import { newDynasty } from '../src/store/actions/newDynasty.js';
import { simulateTo } from '../src/store/actions/season/simulate.js';
import { gamesOfYear, isPlayed } from '../src/store/queries/games.js';
import { PageContext } from '../src/store/views/context.js';
import { liveGameView } from '../src/store/views/liveGame.js';

type Row = { x: number[]; y: number; state: Parameters<typeof homeWinProbability>[0] };
const NAMES = ['intercept', 'margin', 'expected', 'possession', 'field'] as const;

async function collect(seasons: number, seed: number): Promise<{ train: Row[]; test: Row[]; games: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'fit-wp-'));
  const train: Row[] = [];
  const test: Row[] = [];
  let games = 0;
  try {
    for (let s = 0; s < seasons; s++) {
      const year = 2015 + s * 3;
      const save = await newDynasty(join(dir, `s${s}.db`), { year, team: 'Ohio State', seed: seed + s });
      save.change(() => advanceStage(save.db));
      // The regular season (the stage stays "season": every game's play-by-play can be replayed).
      save.change(() => simulateTo(save.db, 14));
      const ctx = new PageContext(save.db);
      for (const g of gamesOfYear(save.db, year)) {
        if (!isPlayed(g) || g.fcs) continue;
        const live = liveGameView(ctx, g.id);
        const y = live.home_points > live.away_points ? 1 : 0;
        // Every third game is held out to check the fit.
        const into = games++ % 3 === 2 ? test : train;
        for (const p of live.plays.slice(0, -1)) {
          const state = {
            margin: p.home_score - p.away_score,
            secondsLeft: p.seconds_left,
            homeSpread: live.home_spread ?? 0,
            possession: (p.offense === 'home' ? 1 : -1) as 1 | -1,
            yardLine: p.offense === 'home' ? p.ball_on : 100 - p.ball_on,
          };
          const f = winProbabilityFeatures(state);
          into.push({ x: [1, f.margin, f.expected, f.possession, f.field], y, state });
        }
      }
      save.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { train, test, games };
}

/** Newton's method on the logistic log-likelihood (5 coefficients: a 5x5 system each step). */
function fit(rows: Row[]): number[] {
  const k = NAMES.length;
  let b = new Array<number>(k).fill(0);
  for (let iter = 0; iter < 25; iter++) {
    const grad = new Array<number>(k).fill(0);
    const hess = Array.from({ length: k }, () => new Array<number>(k).fill(0));
    for (const { x, y } of rows) {
      const p = 1 / (1 + Math.exp(-x.reduce((s, v, i) => s + v * b[i], 0)));
      for (let i = 0; i < k; i++) {
        grad[i] += (y - p) * x[i];
        for (let j = 0; j < k; j++) hess[i][j] -= p * (1 - p) * x[i] * x[j];
      }
    }
    const step = solve(hess, grad);
    b = b.map((v, i) => v - step[i]);
    if (Math.max(...step.map(Math.abs)) < 1e-7) break;
  }
  return b;
}

/** Gaussian elimination with partial pivoting. */
function solve(a: number[][], v: number[]): number[] {
  const n = v.length;
  const m = a.map((row, i) => [...row, v[i]]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[pivot][c])) pivot = r;
    [m[c], m[pivot]] = [m[pivot], m[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r][c] / m[c][c];
      for (let j = c; j <= n; j++) m[r][j] -= f * m[c][j];
    }
  }
  return m.map((row, i) => row[n] / row[i]);
}

function report(label: string, rows: Row[], prob: (r: Row) => number): void {
  let logLoss = 0;
  let brier = 0;
  const bins = Array.from({ length: 10 }, () => ({ n: 0, p: 0, won: 0 }));
  for (const r of rows) {
    const p = Math.min(1 - 1e-9, Math.max(1e-9, prob(r)));
    logLoss -= r.y * Math.log(p) + (1 - r.y) * Math.log(1 - p);
    brier += (p - r.y) ** 2;
    const bin = bins[Math.min(9, Math.floor(p * 10))];
    bin.n++;
    bin.p += p;
    bin.won += r.y;
  }
  console.log(
    `${label}: ${rows.length} snaps, log loss ${(logLoss / rows.length).toFixed(4)}, Brier ${(brier / rows.length).toFixed(4)}`,
  );
  console.log(
    `  predicted -> won (snaps): ${bins
      .filter((b) => b.n > 0)
      .map((b) => `${((100 * b.p) / b.n).toFixed(0)}% -> ${((100 * b.won) / b.n).toFixed(0)}% (${b.n})`)
      .join(', ')}`,
  );
}

const seasons = Number(process.argv[2] ?? 2);
const seed = Number(process.argv[3] ?? 1);
const { train, test, games } = await collect(seasons, seed);
console.log(
  `${games} games over ${seasons} regular seasons (seed ${seed}); fitted on two games in three, checked on the third.`,
);
const b = fit(train);
const coefficients = Object.fromEntries(NAMES.map((n, i) => [n, Number(b[i].toFixed(4))])) as Record<
  (typeof NAMES)[number],
  number
>;
console.log('coefficients:', JSON.stringify(coefficients));
report('fitted, held-out games', test, (r) => 1 / (1 + Math.exp(-winProbabilityLogit(r.state, coefficients))));
report('in the tuning module now, held-out games', test, (r) => homeWinProbability(r.state));
const pregame = { ...WIN_PROBABILITY, margin: 0, possession: 0, field: 0 };
report(
  'the spread alone (no score or clock), held-out games',
  test,
  (r) => 1 / (1 + Math.exp(-winProbabilityLogit({ ...r.state, secondsLeft: 3600 }, pregame))),
);
