// Realism over a league-like sample: a seeded season's worth of games between generated rosters of the
// whole prestige range must land near the real FBS figures (fbs-targets.md), and the odds must be
// honest. The band here is twice each tolerance: this sample is small next to the calibration runs.

import { describe, expect, it } from 'vitest';
import { beatPct, lineRecord } from '../../src/core/odds/lineRecord.js';
import { playLeagueSample } from '../../src/core/sim/leagueSample.js';
import { checkRealism, summarizeGames, type RealismReport } from '../../src/core/sim/realism.js';

const GAMES = 600;
const WIDEN = 2;

describe('realism of a league-like sample', () => {
  const results = playLeagueSample({ seed: 2024, seasons: 1, gamesPerSeason: GAMES });
  const report: RealismReport = summarizeGames(results);
  const lines = lineRecord(results);
  const games = (labels: string[]) =>
    lines.spreads.filter((s) => labels.includes(s.label)).reduce((a, s) => a + s.games, 0);

  it('every figure lies within twice its tolerance of the FBS target', () => {
    const out = checkRealism(report, WIDEN).filter((c) => !c.ok);
    expect(out.map((c) => `${c.figure}: ${c.measured.toFixed(2)} (target ${c.target} ±${c.tolerance})`)).toEqual([]);
  });

  it('favourites cover about half the time at every size of spread, by about the spread', () => {
    // Within three standard errors of the size's sample.
    for (const size of lines.spreads) {
      if (size.games < 40) continue;
      const decided = size.games - size.even;
      expect(Math.abs(beatPct(size) - 50), size.label).toBeLessThan((3 * 50) / Math.sqrt(decided));
      expect(Math.abs(size.beyond / size.games), size.label).toBeLessThan((3 * 15) / Math.sqrt(size.games));
    }
    expect(lines.spreads.reduce((a, s) => a + s.games, 0)).toBeGreaterThan(GAMES * 0.9);
  });

  it('the sample spans the league: lopsided games and close ones', () => {
    expect(games(['21-27.5', '28+'])).toBeGreaterThan(30);
    expect(games(['0.5-2.5', '3'])).toBeGreaterThan(30);
  });
});
