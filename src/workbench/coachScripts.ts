// dynasty batch --coach-scripts: scripted coaches over coached games against the same opponents as the coordinator
// (the same games, teams and seeds; the coached side alternates home and away): each script's win share, yards a
// play gained and allowed, points of both teams and turnovers beside the coordinator's, and the calibration of the
// situation win probability over the coordinator's games in the batch's year and three eras. Each seed plays its own
// generated league (the batch's rosters and staffs); the figures are centred over the seeds.
import { seasonLeague } from '../core/data/league.js';
import { gameOdds } from '../core/odds/odds.js';
import { createIdSource } from '../core/players/generate.js';
import { createRng } from '../core/random.js';
import { buildRegularSeason } from '../core/schedule/regularSeason.js';
import { COVERAGES, PERSONNEL } from '../core/playbook/book.js';
import { defenseBookOf, offenseBookOf } from '../core/playbook/pricing.js';
import { CALLS_OF, DEFENSE_CALLS, type Call } from '../core/sim/calls.js';
import { bestChoice, fourthDownChoices, tryChoices } from '../core/sim/choiceValues.js';
import { runCoachedGame, type MoreCalls } from '../core/sim/coachedGame.js';
import { callProblem } from '../core/sim/coaching.js';
import { simulateGame } from '../core/sim/game.js';
import { rulesForYear } from '../core/sim/rules.js';
import type { SimulateGameInput, TeamGameStats } from '../core/sim/types.js';
import { generatedLeague, generatedStaffs } from './generatedLeague.js';
import {
  CALIBRATION_ERAS,
  type Calibration,
  calibrationOf,
  calibrationSnaps,
  formatCalibration,
  type Snap,
} from './winProbabilityCalibration.js';

/** A script's call for a decision of its side (undefined: the coordinator's). */
export type Script = (
  kind: string,
  s: Parameters<MoreCalls>[1],
  side: 0 | 1,
  homeSpread: number,
  pick: () => number,
) => Call | undefined;

/** One of `calls` at random on every snap before fourth down (the coordinator's fourth downs and kicks). */
function randomAmong(calls: readonly Call[]): Script {
  return (kind, s, _side, _spread, pick) =>
    kind === 'offense' && s.down < 4 ? calls[Math.floor(pick() * calls.length)] : undefined;
}

export const SCRIPTS: Readonly<Record<string, Script>> = {
  coordinator: () => undefined,
  'always run': (kind, s) => (kind === 'offense' && s.down < 4 ? 'inside_run' : undefined),
  'always deep shot': (kind, s) => (kind === 'offense' && s.down < 4 ? 'deep_shot' : undefined),
  'always play action': (kind, s) => (kind === 'offense' && s.down < 4 ? 'play_action' : undefined),
  'always screen': (kind, s) => (kind === 'offense' && s.down < 4 ? 'screen' : undefined),
  'random pass (pa, deep, int, screen)': randomAmong(['play_action', 'deep_shot', 'intermediate_pass', 'screen']),
  // Any call that can be made, but no kick before fourth down.
  'random calls': (kind, s, side, _spread, pick) => {
    const kicks = kind === 'offense' && s.down < 4 ? ['punt', 'field_goal', 'go'] : [];
    const calls = CALLS_OF[kind as 'offense'].filter(
      (c) =>
        callProblem(s, kind as 'offense', side, c) === null && c !== 'kneel' && c !== 'spike' && !kicks.includes(c),
    );
    return calls[Math.floor(pick() * calls.length)] as Call;
  },
  'always blitz': (kind) => (kind === 'defense' ? 'pass_blitz' : undefined),
  'random defense': (kind, _s, _side, _spread, pick) =>
    kind === 'defense' ? DEFENSE_CALLS[Math.floor(pick() * 5)] : undefined,
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

/** A figure's centre over the seeds and its spread (SD over seeds). */
export interface OverSeeds {
  perSeed: number[];
  mean: number;
  sd: number;
}

export interface CoachScriptFigure {
  script: string;
  /** Win share of the coached side per seed, and their mean and SD. */
  perSeed: number[];
  mean: number;
  sd: number;
  games: number;
  /** The coached side's yards a play on offense, and its opponent's. */
  yardsPerPlay: OverSeeds;
  yardsPerPlayAllowed: OverSeeds;
  /** Both teams' points a game. */
  points: OverSeeds;
  /** The coached side's turnovers a game, and its opponent's. */
  turnovers: OverSeeds;
  takeaways: OverSeeds;
}

/** The goal: no script beats the coordinator by more than these (win share; yards a play gained or allowed). */
export const FAIRNESS_GOAL = { wins: 0.05, yardsPerPlay: 0.5 } as const;

export interface CoachScriptsReport {
  year: number;
  seeds: number;
  gamesPerSeed: number;
  scripts: CoachScriptFigure[];
  /** The most any script beats the coordinator by, and whether every script is within the goal. */
  fairness: { wins: number; yardsPerPlay: number; withinGoal: boolean };
  /** Coordinator-coached games that came out as the simulated game (all of them, or the rule is broken). */
  sameAsSimulated: { equal: number; games: number };
  /** The batch's year. */
  calibration: Calibration;
  /** The batch's year and the eras of CALIBRATION_ERAS, in order of year. */
  calibrations: Calibration[];
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

function overSeeds(perSeed: number[]): OverSeeds {
  const mean = perSeed.reduce((a, b) => a + b, 0) / perSeed.length;
  const sd = Math.sqrt(perSeed.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, perSeed.length - 1));
  return { perSeed, mean, sd };
}

/** One seed's totals of a script's games. */
class Totals {
  games = 0;
  won = 0;
  yards = [0, 0];
  plays = [0, 0];
  points = 0;
  turnovers = [0, 0];

  add(coached: TeamGameStats, other: TeamGameStats, won: boolean): void {
    this.games++;
    if (won) this.won++;
    this.points += coached.points + other.points;
    [coached, other].forEach((t, k) => {
      this.yards[k] += t.totalYards;
      this.plays[k] += t.plays;
      this.turnovers[k] += t.turnovers;
    });
  }
}

/** Plays one script's games of a seed. */
function scriptTotals(name: string, script: Script, inputs: readonly SimulateGameInput[], s: number, n: number) {
  const totals = new Totals();
  const pick = createRng(`${s}:script:${name}`);
  let equal = 0;
  for (let i = 0; i < n; i++) {
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
    const [coached, other] = side === 0 ? [r.teamStats.home, r.teamStats.away] : [r.teamStats.away, r.teamStats.home];
    totals.add(coached, other, side === 0 ? r.homePoints > r.awayPoints : r.awayPoints > r.homePoints);
    if (name === 'coordinator') {
      const simulated = simulateGame(fresh(inputs[i], s, i));
      if (
        simulated.homePoints === r.homePoints
        && simulated.awayPoints === r.awayPoints
        && simulated.drives.length === r.drives.length
      )
        equal++;
    }
  }
  return { totals, equal };
}

function figureOf(script: string, seeds: readonly Totals[]): CoachScriptFigure {
  const of = (f: (t: Totals) => number) => overSeeds(seeds.map(f));
  const wins = of((t) => t.won / t.games);
  return {
    script,
    perSeed: wins.perSeed,
    mean: wins.mean,
    sd: wins.sd,
    games: seeds.reduce((a, t) => a + t.games, 0),
    yardsPerPlay: of((t) => t.yards[0] / t.plays[0]),
    yardsPerPlayAllowed: of((t) => t.yards[1] / t.plays[1]),
    points: of((t) => t.points / t.games),
    turnovers: of((t) => t.turnovers[0] / t.games),
    takeaways: of((t) => t.turnovers[1] / t.games),
  };
}

function fairnessOf(scripts: readonly CoachScriptFigure[]): CoachScriptsReport['fairness'] {
  const base = scripts.find((s) => s.script === 'coordinator')!;
  let wins = 0;
  let yardsPerPlay = 0;
  for (const s of scripts) {
    wins = Math.max(wins, s.mean - base.mean);
    yardsPerPlay = Math.max(
      yardsPerPlay,
      s.yardsPerPlay.mean - base.yardsPerPlay.mean,
      base.yardsPerPlayAllowed.mean - s.yardsPerPlayAllowed.mean,
    );
  }
  return {
    wins,
    yardsPerPlay,
    withinGoal: wins <= FAIRNESS_GOAL.wins && yardsPerPlay <= FAIRNESS_GOAL.yardsPerPlay,
  };
}

/** The calibration of one year over `games` coordinator games spread over the seeds. */
function calibrationIn(year: number, seed: number, seeds: number, games: number): Calibration {
  const perSeed = Math.ceil(games / seeds);
  const snaps: Snap[] = [];
  for (let k = 0; k < seeds; k++) {
    const inputs = leagueGames(year, seed + k, perSeed);
    for (let i = 0; i < perSeed; i++) calibrationSnaps(fresh(inputs[i], seed + k, i), snaps);
  }
  return calibrationOf(year, snaps, perSeed * seeds);
}

export function coachScriptsBatch(
  year: number,
  seed: number,
  seeds: number,
  gamesPerSeed: number,
  calibrationGames: number,
  scripts: Readonly<Record<string, Script>> = SCRIPTS,
): CoachScriptsReport {
  const totals: Record<string, Totals[]> = Object.fromEntries(Object.keys(scripts).map((k) => [k, []]));
  let equal = 0;
  for (let k = 0; k < seeds; k++) {
    const inputs = leagueGames(year, seed + k, gamesPerSeed);
    for (const [name, script] of Object.entries(scripts)) {
      const played = scriptTotals(name, script, inputs, seed + k, gamesPerSeed);
      totals[name].push(played.totals);
      equal += played.equal;
    }
  }
  const figures = Object.entries(totals).map(([script, t]) => figureOf(script, t));
  const years = [...new Set([year, ...CALIBRATION_ERAS])].sort((a, b) => a - b);
  const calibrations = years.map((y) => calibrationIn(y, seed, seeds, calibrationGames));
  return {
    year,
    seeds,
    gamesPerSeed,
    scripts: figures,
    fairness: fairnessOf(figures),
    sameAsSimulated: { equal, games: gamesPerSeed * seeds },
    calibration: calibrations.find((c) => c.year === year)!,
    calibrations,
  };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const signed = (x: number, digits: number): string => `${x >= 0 ? '+' : ''}${x.toFixed(digits)}`;
const figure = (f: OverSeeds, digits: number): string => `${f.mean.toFixed(digits)} ±${f.sd.toFixed(digits)}`;

export function formatCoachScripts(r: CoachScriptsReport): string {
  const base = r.scripts.find((s) => s.script === 'coordinator')!;
  const lines = [
    `Coached games, ${r.year}: ${r.gamesPerSeed} games per script at each of ${r.seeds} seeds (centres over seeds ± SD over seeds)`,
    `  ${'script'.padEnd(36)} ${'wins'.padEnd(14)} ${'vs coord'.padStart(8)}  ${'ypp'.padEnd(11)} ${'vs'.padStart(5)}  ${'ypp allowed'.padEnd(11)} ${'vs'.padStart(5)}  ${'points (both)'.padEnd(13)} ${'turnovers'.padEnd(11)} takeaways`,
  ];
  for (const s of r.scripts) {
    const vs = (x: string) => (s.script === 'coordinator' ? '' : x);
    lines.push(
      [
        `  ${s.script.padEnd(36)}`,
        `${pct(s.mean)} ±${pct(s.sd)}`.padEnd(14),
        vs(signed(100 * (s.mean - base.mean), 1)).padStart(8),
        ` ${figure(s.yardsPerPlay, 2).padEnd(11)}`,
        vs(signed(s.yardsPerPlay.mean - base.yardsPerPlay.mean, 2)).padStart(5),
        ` ${figure(s.yardsPerPlayAllowed, 2).padEnd(11)}`,
        vs(signed(s.yardsPerPlayAllowed.mean - base.yardsPerPlayAllowed.mean, 2)).padStart(5),
        ` ${figure(s.points, 1).padEnd(13)}`,
        figure(s.turnovers, 2).padEnd(11),
        figure(s.takeaways, 2),
      ].join(' '),
    );
  }
  const f = r.fairness;
  lines.push(
    `No script beats the coordinator by more than ${100 * FAIRNESS_GOAL.wins} points of win share or ${FAIRNESS_GOAL.yardsPerPlay} yards a play (gained or allowed): ${f.withinGoal ? 'yes' : 'NO'} (at most ${signed(100 * f.wins, 1)} points, ${signed(f.yardsPerPlay, 2)} yards a play)`,
    `Coordinator-coached games equal to the simulated game: ${r.sameAsSimulated.equal} of ${r.sameAsSimulated.games}`,
  );
  for (const c of r.calibrations) lines.push(...formatCalibration(c));
  return lines.join('\n');
}
