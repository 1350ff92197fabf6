// dynasty batch --coach-scripts: scripted coaches over coached games against the same opponents as the coordinator
// (the same games, teams and seeds; the coached side alternates home and away), and the calibration of the
// situation win probability over the coordinator's games. Each seed plays its own generated league (the batch's
// rosters and staffs); the figures are centred over the seeds.
import { seasonLeague } from '../../core/data/league.js';
import { gameOdds } from '../../core/odds/odds.js';
import { situationWinProbability } from '../../core/odds/situationWinProbability.js';
import { createIdSource } from '../../core/players/generate.js';
import { createRng } from '../../core/random.js';
import { buildRegularSeason } from '../../core/schedule/regularSeason.js';
import { COVERAGES, PERSONNEL } from '../../core/playbook/book.js';
import { defenseBookOf, offenseBookOf } from '../../core/playbook/pricing.js';
import { CALLS_OF, type Call } from '../../core/sim/calls.js';
import { bestChoice, fourthDownChoices, situationOf, tryChoices } from '../../core/sim/choiceValues.js';
import { runCoachedGame, type MoreCalls } from '../../core/sim/coachedGame.js';
import { callProblem } from '../../core/sim/coaching.js';
import { simulateGame } from '../../core/sim/game.js';
import { rulesForYear } from '../../core/sim/rules.js';
import type { SimulateGameInput } from '../../core/sim/types.js';
import { generatedLeague, generatedStaffs } from './generatedLeague.js';

/** A script's call for a decision of its side (undefined: the coordinator's). */
type Script = (
  kind: string,
  s: Parameters<MoreCalls>[1],
  side: 0 | 1,
  homeSpread: number,
  pick: () => number,
) => Call | undefined;

const SCRIPTS: Readonly<Record<string, Script>> = {
  coordinator: () => undefined,
  'always run': (kind, s) => (kind === 'offense' && s.down < 4 ? 'inside_run' : undefined),
  'always deep shot': (kind, s) => (kind === 'offense' && s.down < 4 ? 'deep_shot' : undefined),
  'always blitz': (kind) => (kind === 'defense' ? 'pass_blitz' : undefined),
  'random calls': (kind, s, side, _spread, pick) => {
    const calls = CALLS_OF[kind as 'offense'].filter(
      (c) => callProblem(s, kind as 'offense', side, c) === null && c !== 'kneel' && c !== 'spike',
    );
    return calls[Math.floor(pick() * calls.length)] as Call;
  },
  // The playbook: any play from any formation and personnel of the staff's book, any coverage from any front.
  'random formations and fronts': (kind, s, side, _spread, pick) => {
    if (kind !== 'offense' && kind !== 'defense') return undefined;
    const plan = s.plans[side];
    const any = <T>(list: readonly T[]): T => list[Math.floor(pick() * list.length)];
    const call =
      kind === 'offense'
        ? `${any(['inside_run', 'outside_run', 'quick_pass', 'intermediate_pass', 'deep_shot', 'screen', 'play_action'])}@${any(offenseBookOf(plan).formations)}/${any(PERSONNEL)}`
        : `${any(COVERAGES)}@${any(defenseBookOf(plan).fronts)}`;
    return s.down < 4 && callProblem(s, kind, side, call) === null ? (call as Call) : undefined;
  },
  'heavy runs, empty passes': (kind, s, side, _spread, pick) => {
    if (kind !== 'offense' || s.down >= 4) return undefined;
    const call = pick() < 0.5 ? 'inside_run@under_center/22' : 'quick_pass@empty/10';
    return callProblem(s, kind, side, call) === null ? (call as Call) : undefined;
  },
  'always cover 0 from the dime': (kind, s, side) =>
    kind === 'defense' && callProblem(s, kind, side, 'cover0@dime') === null ? 'cover0@dime' : undefined,
  'win-probability 4th down and 2pt': (kind, s, side, spread) => {
    if (kind === 'offense' && s.down === 4 && s.overtime === 0) {
      const best = bestChoice(fourthDownChoices(s, side, spread));
      // Going for it: the coordinator calls the play.
      return best === 'go' ? 'go' : (best as Call);
    }
    if (kind === 'try') return bestChoice(tryChoices(s, side, spread)) as Call;
    return undefined;
  },
};

export interface CoachScriptFigure {
  script: string;
  /** Win share of the coached side per seed, and their mean and SD. */
  perSeed: number[];
  mean: number;
  sd: number;
  games: number;
}

export interface CalibrationBand {
  band: string;
  predicted: number;
  observed: number;
  snaps: number;
  games: number;
}

export interface CoachScriptsReport {
  year: number;
  seeds: number;
  gamesPerSeed: number;
  scripts: CoachScriptFigure[];
  /** Coordinator-coached games that came out as the simulated game (all of them, or the rule is broken). */
  sameAsSimulated: { equal: number; games: number };
  calibration: { games: number; bands: CalibrationBand[]; worst: number };
}

/** The FBS-vs-FBS regular-season games of a seed's generated league, each as the engine's input. */
export function leagueGames(year: number, seed: number, count: number): SimulateGameInput[] {
  const league = seasonLeague(year);
  const root = createRng(`${seed}:coach-scripts:${year}`);
  const staffs = generatedStaffs(league.teams, year, seed);
  const teams = generatedLeague(league.teams, year, root.fork('rosters'), createIdSource(1), staffs.plans);
  const rules = rulesForYear(year);
  const inputs: SimulateGameInput[] = [];
  const schedule = buildRegularSeason(league, root.fork('schedule')).filter((g) => !g.fcs);
  for (let i = 0; inputs.length < count; i++) {
    const g = schedule[i % schedule.length];
    const home = teams.get(g.home)!;
    const away = teams.get(g.away)!;
    const odds = gameOdds(home.strength, away.strength, g.neutral, year);
    inputs.push({
      home: home.team,
      away: away.team,
      neutral: g.neutral,
      rules,
      rng: createRng(`${seed}:coach-game:${i}`),
      homeSpread: odds.homeSpread,
    });
  }
  return inputs;
}

export const fresh = (input: SimulateGameInput, seed: number, i: number): SimulateGameInput => ({
  ...input,
  rng: createRng(`${seed}:coach-game:${i}`),
});

function centre(values: number[]): { mean: number; sd: number } {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, values.length - 1));
  return { mean, sd };
}

/** The home team's chance to win at each snap of a coordinator's game, with the result. */
function calibrationSnaps(input: SimulateGameInput, into: { p: number; won: number }[]): void {
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
  );
  const won = run.result!.homePoints > run.result!.awayPoints ? 1 : 0;
  for (const p of snaps) into.push({ p, won });
}

export function coachScriptsBatch(
  year: number,
  seed: number,
  seeds: number,
  gamesPerSeed: number,
  calibrationGames: number,
): CoachScriptsReport {
  const wins: Record<string, number[]> = Object.fromEntries(Object.keys(SCRIPTS).map((k) => [k, []]));
  let equal = 0;
  let compared = 0;
  const snaps: { p: number; won: number }[] = [];
  const calibrationPerSeed = Math.ceil(calibrationGames / seeds);
  for (let k = 0; k < seeds; k++) {
    const s = seed + k;
    const inputs = leagueGames(year, s, Math.max(gamesPerSeed, calibrationPerSeed));
    for (const [name, script] of Object.entries(SCRIPTS)) {
      let won = 0;
      const pick = createRng(`${s}:script:${name}`);
      for (let i = 0; i < gamesPerSeed; i++) {
        const side = (i % 2) as 0 | 1;
        const input = fresh(inputs[i], s, i);
        const spread = input.homeSpread ?? 0;
        const run = runCoachedGame(
          input,
          side,
          [],
          (kind, state) => script(kind, state, side, spread, () => pick.next()) ?? 'coordinator',
        );
        const r = run.result!;
        if (side === 0 ? r.homePoints > r.awayPoints : r.awayPoints > r.homePoints) won++;
        if (name === 'coordinator') {
          const simulated = simulateGame(fresh(inputs[i], s, i));
          compared++;
          if (
            simulated.homePoints === r.homePoints
            && simulated.awayPoints === r.awayPoints
            && simulated.drives.length === r.drives.length
          )
            equal++;
        }
      }
      wins[name].push(won / gamesPerSeed);
    }
    for (let i = 0; i < calibrationPerSeed; i++) calibrationSnaps(fresh(inputs[i], s, i), snaps);
  }
  const scripts = Object.entries(wins).map(([script, perSeed]) => ({
    script,
    perSeed,
    ...centre(perSeed),
    games: perSeed.length * gamesPerSeed,
  }));
  return {
    year,
    seeds,
    gamesPerSeed,
    scripts,
    sameAsSimulated: { equal, games: compared },
    calibration: calibrationOf(snaps, calibrationPerSeed * seeds),
  };
}

function calibrationOf(snaps: readonly { p: number; won: number }[], games: number): CoachScriptsReport['calibration'] {
  const bands: CalibrationBand[] = [];
  for (let b = 0; b < 10; b++) {
    const inBand = snaps.filter((x) => Math.min(9, Math.floor(x.p * 10)) === b);
    if (inBand.length === 0) continue;
    const predicted = inBand.reduce((a, x) => a + x.p, 0) / inBand.length;
    const observed = inBand.reduce((a, x) => a + x.won, 0) / inBand.length;
    bands.push({ band: `${b * 10}-${b * 10 + 10}%`, predicted, observed, snaps: inBand.length, games });
  }
  const worst = Math.max(...bands.map((b) => Math.abs(b.predicted - b.observed)));
  return { games, bands, worst };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

export function formatCoachScripts(r: CoachScriptsReport): string {
  const lines = [
    `Coached games, ${r.year}: ${r.gamesPerSeed} games per script at each of ${r.seeds} seeds (centres over seeds)`,
  ];
  const base = r.scripts.find((s) => s.script === 'coordinator')!.mean;
  for (const s of r.scripts) {
    const diff =
      s.script === 'coordinator'
        ? ''
        : `  ${s.mean >= base ? '+' : ''}${(100 * (s.mean - base)).toFixed(1)} vs coordinator`;
    lines.push(
      `  ${s.script.padEnd(34)} wins ${pct(s.mean).padStart(6)} (SD ${pct(s.sd)} over seeds, ${s.games} games)${diff}`,
    );
  }
  lines.push(
    `Coordinator-coached games equal to the simulated game: ${r.sameAsSimulated.equal} of ${r.sameAsSimulated.games}`,
  );
  lines.push(
    `Win probability calibration over ${r.calibration.games} coordinator games (predicted -> observed, per 10% band; every band within 3 points: ${r.calibration.worst <= 0.03 ? 'yes' : 'NO'})`,
  );
  for (const b of r.calibration.bands) {
    lines.push(
      `  ${b.band.padEnd(8)} predicted ${pct(b.predicted).padStart(6)}  observed ${pct(b.observed).padStart(6)}  (${b.snaps} snaps)`,
    );
  }
  return lines.join('\n');
}
