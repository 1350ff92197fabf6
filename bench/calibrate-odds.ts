// Refits the odds constants of src/core/odds/calibration.ts from a league sample; run after engine tuning changes:
//   npx tsx bench/calibrate-odds.ts [seasons=4] [seed=7]   (prints the constants to paste)
import { createRng } from '../src/core/random.js';
import { generateTeamRoster, createIdSource } from '../src/core/players/generate.js';
import { simulateGame } from '../src/core/sim/game.js';
import { rulesForYear } from '../src/core/sim/rules.js';
import { buildLineup } from '../src/core/sim/lineup.js';
import { sampleTeams, leagueSeason } from '../src/core/sim/leagueSample.js';
import { fitStrengthModel, scaleToMargins, type TeamGameSample, type GameMarginSample } from '../src/core/odds/fit.js';
import type { GameTeam } from '../src/core/sim/types.js';

const seasons = Number(process.argv[2] ?? 4);
const rng = createRng(Number(process.argv[3] ?? 7));
const ids = createIdSource(1);
const rules = rulesForYear(2024);
const samples: TeamGameSample[] = [];
const margins: GameMarginSample[] = [];
const teams = sampleTeams();
let g = 0;
for (let season = 0; season < seasons; season++) {
  const rosters: GameTeam[] = teams.map((t) => ({
    name: t.name,
    abbreviation: t.abbreviation,
    players: generateTeamRoster(t, rng, ids),
  }));
  const ratings = rosters.map((r) => buildLineup(r).first.ratings);
  for (const game of leagueSeason(teams, rng)) {
    const r = simulateGame({
      home: rosters[game.home],
      away: rosters[game.away],
      neutral: game.neutral,
      rules,
      rng: rng.fork(g++),
    });
    const site = game.neutral ? 0 : 1;
    samples.push({ offense: ratings[game.home], opponent: ratings[game.away], site, points: r.homePoints });
    samples.push({ offense: ratings[game.away], opponent: ratings[game.home], site: -site, points: r.awayPoints });
    margins.push({
      home: ratings[game.home],
      away: ratings[game.away],
      neutral: game.neutral,
      margin: r.homePoints - r.awayPoints,
    });
  }
}
const fit0 = fitStrengthModel(samples);
const fit = scaleToMargins(fit0, margins);
console.log('scale', fit.offense[0].weight / fit0.offense[0].weight, 'hfa0', fit0.homeFieldPoints);
console.log(JSON.stringify(fit, null, 1));
const f3 = (x: number) => Number(x.toFixed(3));
console.log('export const OFFENSE_WEIGHTS: readonly FeatureWeight<OffenseFeature>[] = [');
for (const w of fit.offense)
  console.log(`  { feature: '${w.feature}', weight: ${f3(w.weight)}, mean: ${f3(w.mean)} },`);
console.log('];\n\nexport const DEFENSE_WEIGHTS: readonly FeatureWeight<DefenseFeature>[] = [');
for (const w of fit.defense)
  console.log(`  { feature: '${w.feature}', weight: ${f3(w.weight)}, mean: ${f3(w.mean)} },`);
console.log(`];\nHOME ${f3(fit.homeFieldPoints)} INTERCEPT ${f3(fit.intercept)} RESID ${f3(fit.residualSd)}`);
