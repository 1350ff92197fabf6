// Realism over a league-like sample: a seeded season's worth of games between generated rosters of the
// whole prestige range must land near the real FBS figures (fbs-targets.md), and the odds must be
// honest. The band here is twice each tolerance: this sample is small next to the calibration runs.

import { describe, expect, it } from 'vitest';
import { playLeagueSample } from '../../src/core/sim/leagueSample.js';
import { checkRealism, summarizeGames, type RealismReport } from '../../src/core/sim/realism.js';

const GAMES = 600;
const WIDEN = 2;

describe('realism of a league-like sample', () => {
  const results = playLeagueSample({ seed: 2024, seasons: 1, gamesPerSeason: GAMES });
  const report: RealismReport = summarizeGames(results);

  it('every figure lies within twice its tolerance of the FBS target', () => {
    const out = checkRealism(report, WIDEN).filter((c) => !c.ok);
    expect(out.map((c) => `${c.figure}: ${c.measured.toFixed(2)} (target ${c.target} ±${c.tolerance})`)).toEqual([]);
  });

  it('favourites win as often as the spread says, by about the spread, in every band', () => {
    // Within three standard errors of the band's sample size.
    for (const band of report.bands) {
      if (band.games < 40) continue;
      const p = band.expectedWinPct / 100;
      const winSe = 100 * Math.sqrt((p * (1 - p)) / band.games);
      expect(Math.abs(band.favoriteWinPct - band.expectedWinPct), band.label).toBeLessThan(3 * winSe + 1);
      expect(Math.abs(band.meanMargin - band.meanSpread), band.label).toBeLessThan((3 * 15) / Math.sqrt(band.games));
    }
    expect(report.bands.reduce((a, b) => a + b.games, 0)).toBeGreaterThan(GAMES * 0.9);
  });

  it('the sample spans the league: lopsided games and close ones', () => {
    const lopsided = report.bands.find((b) => b.label === '21+')!;
    const close = report.bands.find((b) => b.label === '0-3')!;
    expect(lopsided.games).toBeGreaterThan(30);
    expect(close.games).toBeGreaterThan(30);
  });
});
