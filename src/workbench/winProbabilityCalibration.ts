// The calibration of the situation win probability over coordinator games: the home side's chance at every snap,
// grouped in 10% bands, against how often the home side went on to win. Measured in the batch's year and in three
// eras apart (the rules and the scoring move between them), each over its own generated leagues.
import { situationWinProbability } from '../core/odds/situationWinProbability.js';
import { situationOf } from '../core/sim/choiceValues.js';
import { runCoachedGame } from '../core/sim/coachedGame.js';
import type { SimulateGameInput } from '../core/sim/types.js';

/** The eras the calibration is always measured in, besides the batch's year. */
export const CALIBRATION_ERAS = [2004, 2016, 2024] as const;

/** Every 10% band's observed win share within this of its predicted share. */
export const CALIBRATION_GOAL = 0.03;

export interface CalibrationBand {
  band: string;
  predicted: number;
  observed: number;
  snaps: number;
  games: number;
}

export interface Calibration {
  year: number;
  games: number;
  bands: CalibrationBand[];
  /** The largest gap between a band's predicted and observed share. */
  worst: number;
}

export interface Snap {
  p: number;
  won: number;
}

/** The home team's chance to win at each snap of a coordinator's game, with the result. */
export function calibrationSnaps(input: SimulateGameInput, into: Snap[]): void {
  const spread = input.homeSpread ?? 0;
  const snaps: number[] = [];
  const run = runCoachedGame(
    input,
    0,
    [],
    () => 'coordinator',
    (kind, _call, s) => {
      if (kind !== 'offense' && kind !== 'defense') return;
      const p = situationWinProbability(situationOf(s, s.offense, spread));
      snaps.push(s.offense === 0 ? p : 1 - p);
    },
    // Every snap sampled, the defense's too: its coach is asked before each one.
    { facing: false },
  );
  const won = run.result!.homePoints > run.result!.awayPoints ? 1 : 0;
  for (const p of snaps) into.push({ p, won });
}

export function calibrationOf(year: number, snaps: readonly Snap[], games: number): Calibration {
  const bands: CalibrationBand[] = [];
  for (let b = 0; b < 10; b++) {
    const inBand = snaps.filter((x) => Math.min(9, Math.floor(x.p * 10)) === b);
    if (inBand.length === 0) continue;
    const predicted = inBand.reduce((a, x) => a + x.p, 0) / inBand.length;
    const observed = inBand.reduce((a, x) => a + x.won, 0) / inBand.length;
    bands.push({ band: `${b * 10}-${b * 10 + 10}%`, predicted, observed, snaps: inBand.length, games });
  }
  const worst = Math.max(...bands.map((b) => Math.abs(b.predicted - b.observed)));
  return { year, games, bands, worst };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

export function formatCalibration(c: Calibration): string[] {
  const within = c.worst <= CALIBRATION_GOAL ? 'yes' : 'NO';
  return [
    `Win probability calibration, ${c.year}, over ${c.games} coordinator games (predicted -> observed, per 10% band; every band within 3 points: ${within}, worst ${(100 * c.worst).toFixed(1)})`,
    ...c.bands.map(
      (b) =>
        `  ${b.band.padEnd(8)} predicted ${pct(b.predicted).padStart(6)}  observed ${pct(b.observed).padStart(6)}  (${b.snaps} snaps)`,
    ),
  ];
}
