// npx tsx bench/engine.ts [year] [seed]: the engine alone on one season's regular-season games of a seeded league
// (FBS against FBS, drives and stats, no storage). Prints each round's time, the median, and a digest of the scores
// so two builds can be checked to play the same games.
import { createHash } from 'node:crypto';
import { seasonLeague } from '../src/core/data/league.js';
import { createIdSource, generateTeamRoster } from '../src/core/players/generate.js';
import { createRng } from '../src/core/random.js';
import { buildRegularSeason } from '../src/core/schedule/regularSeason.js';
import { rulesForYear } from '../src/core/sim/rules.js';
import { simulateGame } from '../src/core/sim/game.js';

const year = Number(process.argv[2] ?? 2016);
const seed = Number(process.argv[3] ?? 3);
const rounds = Number(process.env.ROUNDS ?? 5);

const league = seasonLeague(year);
const rng = createRng(seed);
const ids = createIdSource(1);
const teams = new Map(
  league.teams.map((t) => [
    t.name,
    { name: t.name, abbreviation: t.abbreviation, players: generateTeamRoster(t, rng.fork(t.name), ids) },
  ]),
);
const games = buildRegularSeason(league, rng.fork('schedule')).filter((g) => teams.has(g.home) && teams.has(g.away));
const rules = rulesForYear(year);

/** Plays the season's games; returns the time spent in the engine and a digest of every result (box scores included). */
function playSeason(): { ms: number; digest: string } {
  const digest = createHash('sha256');
  let ms = 0;
  games.forEach((g, i) => {
    const start = process.hrtime.bigint();
    const result = simulateGame({
      home: teams.get(g.home)!,
      away: teams.get(g.away)!,
      neutral: g.neutral,
      rules,
      rng: createRng(`${seed}:${i}`),
    });
    ms += Number(process.hrtime.bigint() - start) / 1e6;
    digest.update(JSON.stringify(result));
  });
  return { ms, digest: digest.digest('hex').slice(0, 16) };
}

const times: number[] = [];
let digest = '';
for (let round = 0; round <= rounds; round++) {
  const played = playSeason();
  const ms = played.ms;
  digest = played.digest;
  if (round > 0) times.push(ms); // the first round warms up
  console.log(`round ${round}${round === 0 ? ' (warm-up)' : ''}: ${games.length} games in ${ms.toFixed(0)} ms`);
}
times.sort((a, b) => a - b);
console.log(
  `engine ${year} seed ${seed}: median ${times[Math.floor(times.length / 2)].toFixed(0)} ms for ${games.length} games; scores ${digest}`,
);
