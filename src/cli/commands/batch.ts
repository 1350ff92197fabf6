// dynasty batch: many simulated seasons at once, for judging the game rather than playing it.
//   Regular seasons (in memory, no save): a realism report against the real FBS figures.
//   --dynasty: whole dynasties through the real actions, a report on how the league evolves over the years.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname } from 'node:path';
import type { LeagueSetup } from '../../core/league/types.js';
import { checkSetup, readLeagueFileOrThrow } from '../../store/actions/leagueSetup.js';
import type { Command } from 'commander';
import { seasonLeague } from '../../core/data/league.js';
import { GameError } from '../../store/errors.js';
import { checkYear, resolveTeam } from '../../store/league.js';
import { csvText, GAME_HEADERS, gameRow, TEAM_HEADERS, teamRow, writeCsv } from '../batch/csv.js';
import {
  checkHtmlPath,
  dynastyReportText,
  finishReport,
  fullDynastyReport,
  seedsReportText,
  sweepPointReport,
  tuningLines,
  withTuning,
} from '../batch/batchReports.js';
import type { SeasonLeague } from '../../core/data/types.js';
import type { DynastyRun, DynastyTask } from '../batch/dynastyRun.js';
import { runBatch } from '../batch/pool.js';
import {
  realismBatchReport,
  formatRealismReport,
  type BatchLeague,
  type RealismBatchReport,
} from '../batch/realismReport.js';
import { seedsReport, type SeedsReport } from '../batch/seedsReport.js';
import {
  checkShardFits,
  parseShard,
  setupDigest,
  shardRange,
  shardResult,
  shardText,
  type BatchConfig,
  type BatchUnit,
  type Shard,
} from '../batch/shard.js';
import { seasonTasks } from '../batch/regularSeason.js';
import { seasonsOf, type BatchTask } from '../batch/tasks.js';
import { coachScriptsBatch, formatCoachScripts } from '../batch/coachScripts.js';
import { printJson, type CliIo } from '../io.js';
import { parseInteger } from '../options.js';
import { progressBar } from '../progress.js';
import { tuningOverrides, type TuningOverrides } from '../../core/tuning.js';
import { formatSweep, sweepPoints, type SweepReport } from '../batch/sweep.js';
import { MAX_SWEEPS, overridesText, parseSweep } from '../batch/tuningOptions.js';
import { registerBatchFit } from './batchFit.js';
import { registerBatchMerge } from './batchMerge.js';

interface BatchOptions {
  year?: string;
  seasons?: string;
  seed: string;
  workers: string;
  dynasty?: boolean;
  dynasties?: string;
  team?: string;
  recruiterTeam?: string;
  comparisonSeasons?: string;
  seeds?: string;
  json?: boolean;
  exportGames?: string;
  exportTeams?: string;
  coachScripts?: boolean;
  coachGames?: string;
  league?: string;
  shard?: string;
  out?: string;
  html?: string;
  set: string[];
  tuning?: string;
  sweep: string[];
}

/** --shard K/N and --out FILE: the part of the batch to play and where its result goes (null: the whole, printed). */
interface ShardRun {
  shard: Shard;
  out: string;
}

/**
 * Defaults: ten seasons (about 8,500 games with the postseason, enough for the realism figures to settle within their
 * tolerances) take well under a minute; a dynasty season with its offseason takes a few seconds, so three.
 */
const DEFAULT_SEASONS = { regular: 10, dynasty: 3 } as const;
const MAX_SEASONS = { regular: 1000, dynasty: 200 } as const;
/** --seeds: enough to settle the centres; more only takes longer. */
const MAX_SEEDS = 100;
/** The issue's comparison of a scripted recruiter with the staff runs over five seasons. */
const DEFAULT_COMPARISON_SEASONS = 5;

/** The comparison's default program: the first power-conference program of prestige 3-4 by name. */
function comparisonTeam(league: SeasonLeague): string {
  const power = new Set(league.conferences.filter((c) => c.power).map((c) => c.name));
  const mid = league.teams
    .filter((t) => (t.prestige === 3 || t.prestige === 4) && power.has(t.conference))
    .sort((a, b) => a.name.localeCompare(b.name));
  return (mid[0] ?? league.teams[0]).name;
}

/** More workers than cores only adds memory; this bounds typos like --workers 80. */
const MAX_WORKERS = 32;

function bounded(value: string | undefined, fallback: number, what: string, max: number, min = 1): number {
  const n = value === undefined ? fallback : parseInteger(value, what);
  if (n < min || n > max) throw new GameError('bad_input', `${what} must be from ${min} to ${max}, not ${n}.`);
  return n;
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

/** Runs the tasks with a progress bar counted in seasons (with other tuning overrides: a sweep's value). */
async function play<T extends BatchTask>(
  io: CliIo,
  tasks: T[],
  workers: number,
  json: boolean,
  tuning?: TuningOverrides,
) {
  const bar = progressBar(io, !json);
  const done = tasks.map(() => 0);
  const total = tasks.reduce((sum, t) => sum + seasonsOf(t), 0);
  const outputs = await runBatch(
    tasks,
    workers,
    (i, p) => {
      done[i] = p.seasonsDone;
      bar.update(
        done.reduce((a, b) => a + b, 0),
        total,
        p.label,
      );
    },
    tuning,
  );
  bar.finish();
  return outputs;
}

/** Where dynasty i's save is kept: the --save path, numbered when there are several dynasties. */
function keptSavePath(save: string | undefined, count: number, i: number): string | null {
  if (save === undefined) return null;
  if (count === 1) return save;
  const ext = extname(save);
  return `${save.slice(0, save.length - ext.length)}-${i + 1}${ext}`;
}

function elapsed(start: number): string {
  return `${((Date.now() - start) / 1000).toFixed(1)} s`;
}

/** The league file's path and conference names, for the report to say which league it played. */
function leagueOf(file: string | undefined, setup: LeagueSetup | undefined): BatchLeague | undefined {
  return file === undefined || setup === undefined
    ? undefined
    : { file, conferences: setup.conferences.map((c) => c.name) };
}

/** --league FILE: the league file's setup, checked (a bad file is refused with its line) and tried on the scheduler. */
function leagueOption(file: string | undefined, year: number): LeagueSetup | undefined {
  if (file === undefined) return undefined;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new GameError('not_found', `Cannot read league file ${file}.`);
  }
  const { setup } = readLeagueFileOrThrow(text);
  checkSetup(setup, year);
  return setup;
}

async function regularBatch(
  io: CliIo,
  options: BatchOptions,
  year: number,
  seed: number,
  workers: number,
): Promise<void> {
  const start = Date.now();
  const seasons = bounded(options.seasons, DEFAULT_SEASONS.regular, 'Seasons', MAX_SEASONS.regular);
  const setup = leagueOption(options.league, year);
  const outputs = await play(io, seasonTasks(year, seed, seasons, setup), workers, Boolean(options.json));
  const league = leagueOf(options.league, setup);
  const report = {
    ...realismBatchReport(
      outputs,
      { year, seed, seasons },
      outputs.map((o) => o.leaders),
    ),
    ...(league ? { league } : {}),
  };
  const games = outputs.flatMap((o) => o.games);
  const written =
    options.exportGames === undefined ? null : writeCsv(options.exportGames, csvText(GAME_HEADERS, games.map(gameRow)));
  finishReport(io, options, withTuning(report), () => [
    ...tuningLines(),
    formatRealismReport(report),
    `\nPlayed in ${elapsed(start)}${workers > 1 ? ` on ${Math.min(workers, seasons)} workers` : ''}.`,
    ...(written ? [`Wrote ${games.length} games to ${written}.`] : []),
  ]);
}

/** Which of the batch's seeds to play (indexes start..end-1 from --seed): all of them when not given. */
type SeedRange = (count: number) => { start: number; end: number };

/** The era batch's realism report at each seed of the batch (of a range of them: a shard's), with a sweep's tuning. */
async function eraReports(
  io: CliIo,
  options: BatchOptions,
  year: number,
  seed: number,
  workers: number,
  range?: SeedRange,
  tuning?: TuningOverrides,
) {
  const seasons = bounded(options.seasons, DEFAULT_SEASONS.regular, 'Seasons', MAX_SEASONS.regular);
  const count = bounded(options.seeds, 1, 'Seeds', MAX_SEEDS);
  const setup = leagueOption(options.league, year);
  const { start: first, end } = range ? range(count) : { start: 0, end: count };
  const seeds = Array.from({ length: end - first }, (_, k) => seed + first + k);
  const tasks = seeds.flatMap((s) => seasonTasks(year, s, seasons, setup));
  const outputs = await play(io, tasks, workers, Boolean(options.json), tuning);
  const league = leagueOf(options.league, setup);
  const reports = seeds.map((s, k) => {
    const own = outputs.slice(k * seasons, (k + 1) * seasons);
    return {
      ...realismBatchReport(
        own,
        { year, seed: s, seasons },
        own.map((o) => o.leaders),
      ),
      ...(league ? { league } : {}),
    };
  });
  return { reports, seeds, first, count, seasons, setup, tasks: tasks.length };
}

/** "seed 5", "seeds 4-6". */
function seedsText(seeds: readonly number[]): string {
  return `seed${seeds.length === 1 ? ` ${seeds[0]}` : `s ${seeds[0]}-${seeds[seeds.length - 1]}`}`;
}

/** --seeds: the same batch at seeds seed, seed + 1, ...; every judged figure on its mean over them. */
async function seedsBatch(
  io: CliIo,
  options: BatchOptions,
  year: number,
  seed: number,
  workers: number,
  part: ShardRun | null,
): Promise<void> {
  const start = Date.now();
  const range: SeedRange | undefined = part
    ? (count) => {
        checkShardFits(count, part.shard, 'seeds');
        return shardRange(count, part.shard);
      }
    : undefined;
  const { reports, seeds, first, count, seasons, setup, tasks } = await eraReports(
    io,
    options,
    year,
    seed,
    workers,
    range,
  );
  if (part) {
    const config: BatchConfig = {
      mode: 'seeds',
      year,
      seasons,
      seed,
      seeds: count,
      league: setupDigest(setup),
      tuning: tuningOverrides(),
    };
    const what = `${seedsText(seeds)} of ${seed}-${seed + count - 1}`;
    return writeShard(
      io,
      part,
      config,
      reports.map((report, k) => ({ index: first + k, report })),
      what,
      Boolean(options.json),
      start,
    );
  }
  const report = seedsReport(reports, seeds);
  finishReport(io, options, withTuning(report), () => [
    ...tuningLines(),
    ...seedsReportText(report),
    `\nPlayed in ${elapsed(start)}${workers > 1 ? ` on ${Math.min(workers, tasks)} workers` : ''}.`,
  ]);
}

/**
 * --sweep: the era batch at each value (each pair of values of a grid), over the same seeds, side by side. Its units
 * are its (point, seed) runs, point by point: --shard plays a consecutive share of them, each at its point's tuning.
 */
async function sweepBatch(
  io: CliIo,
  options: BatchOptions,
  year: number,
  seed: number,
  workers: number,
  part: ShardRun | null,
): Promise<void> {
  const start = Date.now();
  const sweeps = options.sweep.map(parseSweep);
  const all = sweepPoints(sweeps);
  const perPoint = bounded(options.seeds, 1, 'Seeds', MAX_SEEDS);
  if (part)
    checkShardFits(
      all.length * perPoint,
      part.shard,
      `runs (${all.length} values at ${perPoint} seed${perPoint === 1 ? '' : 's'} each)`,
    );
  const { start: first, end } = part
    ? shardRange(all.length * perPoint, part.shard)
    : { start: 0, end: all.length * perPoint };
  const points: SweepReport<RealismBatchReport | SeedsReport>['sweep']['points'] = [];
  const units: BatchUnit[] = [];
  const played: string[] = [];
  for (const [p, values] of all.entries()) {
    const from = Math.max(first - p * perPoint, 0);
    const to = Math.min(end - p * perPoint, perPoint);
    if (from >= to) continue;
    const tuning = { ...tuningOverrides(), ...values };
    const { reports, seeds } = await eraReports(
      io,
      options,
      year,
      seed,
      workers,
      () => ({ start: from, end: to }),
      tuning,
    );
    units.push(...reports.map((report, k) => ({ index: p * perPoint + from + k, report })));
    played.push(`${overridesText(values)} at ${seedsText(seeds)}`);
    points.push({ values, report: sweepPointReport(reports, options.seeds !== undefined, tuning) });
  }
  if (part) {
    const seasons = bounded(options.seasons, DEFAULT_SEASONS.regular, 'Seasons', MAX_SEASONS.regular);
    const config: BatchConfig = {
      mode: 'sweep',
      year,
      seasons,
      seed,
      ...(options.seeds === undefined ? {} : { seeds: perPoint }),
      league: setupDigest(leagueOption(options.league, year)),
      names: sweeps.map((s) => s.name),
      points: all,
      tuning: tuningOverrides(),
    };
    return writeShard(io, part, config, units, played.join('; '), Boolean(options.json), start);
  }
  const report = { sweep: { names: sweeps.map((s) => s.name), points } };
  finishReport(io, options, report, () => [...tuningLines(), formatSweep(report), `\nPlayed in ${elapsed(start)}.`]);
}

/** Writes a shard's result file and says what it played (or, with --json, prints that as JSON). */
function writeShard(
  io: CliIo,
  part: ShardRun,
  config: BatchConfig,
  units: BatchUnit[],
  what: string,
  json: boolean,
  start: number,
): void {
  try {
    writeFileSync(part.out, JSON.stringify(shardResult(config, part.shard, units)));
  } catch (error) {
    throw new GameError(
      'bad_input',
      `Cannot write ${part.out}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`,
    );
  }
  const shard = shardText(part.shard);
  if (json) {
    printJson(io, { mode: 'shard', shard: part.shard, played: what, out: part.out });
    return;
  }
  io.out(`Shard ${shard}: played ${what} in ${elapsed(start)}; wrote its figures to ${part.out}.`);
  io.out(`\`dynasty batch merge\` with the files of all ${part.shard.count} shards prints the batch's report.`);
}

async function dynastyBatch(
  io: CliIo,
  options: BatchOptions,
  command: Command,
  year: number,
  seed: number,
  workers: number,
  part: ShardRun | null,
): Promise<void> {
  const start = Date.now();
  const seasons = bounded(options.seasons, DEFAULT_SEASONS.dynasty, 'Seasons', MAX_SEASONS.dynasty);
  const count = bounded(options.dynasties, workers, 'Dynasties', MAX_WORKERS * 4);
  // A misspelled team fails here, before any worker starts.
  const team = options.team === undefined ? null : resolveTeam(seasonLeague(year), options.team);
  const save = command.optsWithGlobals<{ save?: string }>().save;
  const tasks: DynastyTask[] = Array.from({ length: count }, (_, i) => ({
    kind: 'dynasty',
    year,
    seed: seed + i,
    seasons,
    team,
    savePath: keptSavePath(save, count, i),
    collectGames: options.exportGames !== undefined,
  }));
  // A good scripted recruiter against "let my staff recruit" at the same mid-tier program, same seed.
  const comparisonSeasons = bounded(
    options.comparisonSeasons,
    DEFAULT_COMPARISON_SEASONS,
    'Comparison seasons',
    MAX_SEASONS.dynasty,
    0,
  );
  const league = seasonLeague(year);
  const recruiterTeam =
    comparisonSeasons === 0
      ? null
      : options.recruiterTeam === undefined
        ? comparisonTeam(league)
        : resolveTeam(league, options.recruiterTeam);
  const comparisonTasks: DynastyTask[] =
    recruiterTeam === null
      ? []
      : (['staff', 'scripted'] as const).map((recruiter) => ({
          kind: 'dynasty',
          year,
          seed,
          seasons: comparisonSeasons,
          team: recruiterTeam,
          savePath: null,
          collectGames: false,
          recruiter,
        }));
  const every = [...tasks, ...comparisonTasks];
  if (part) {
    checkShardFits(
      every.length,
      part.shard,
      `runs (${count} dynast${count === 1 ? 'y' : 'ies'}${comparisonTasks.length ? " and the recruiter comparison's 2" : ''})`,
    );
    const { start: first, end } = shardRange(every.length, part.shard);
    const played: DynastyRun[] = await play(io, every.slice(first, end), workers, Boolean(options.json));
    const config: BatchConfig = {
      mode: 'dynasty',
      year,
      seasons,
      seed,
      dynasties: count,
      team,
      recruiterTeam,
      comparisonSeasons: recruiterTeam === null ? 0 : comparisonSeasons,
      tuning: tuningOverrides(),
    };
    const what = every
      .slice(first, end)
      .map((t) => (t.recruiter ? `the comparison's ${t.recruiter} run` : `the dynasty of seed ${t.seed}`))
      .join(', ');
    writeShard(
      io,
      part,
      config,
      played.map((run, k) => ({ index: first + k, run })),
      what,
      Boolean(options.json),
      start,
    );
    if (!options.json) {
      for (const t of every.slice(first, end)) if (t.savePath) io.out(`Kept the save ${t.savePath}.`);
    }
    return;
  }
  const all: DynastyRun[] = await play(io, every, workers, Boolean(options.json));
  const runs = all.slice(0, tasks.length);
  const comparison =
    comparisonTasks.length === 2 ? { staff: all[tasks.length], scripted: all[tasks.length + 1] } : null;
  const report = fullDynastyReport(runs, comparison, year, seasons);
  const teamsFile =
    options.exportTeams === undefined
      ? null
      : writeCsv(
          options.exportTeams,
          csvText(
            ['dynasty', ...TEAM_HEADERS],
            runs.flatMap((r) => r.seasons.flatMap((s) => s.teams.map((t) => [r.seed, ...teamRow(t)]))),
          ),
        );
  const gamesFile =
    options.exportGames === undefined
      ? null
      : writeCsv(
          options.exportGames,
          csvText(
            ['dynasty', ...GAME_HEADERS],
            runs.flatMap((r) => r.seasons.flatMap((s) => s.games.map((g) => [r.seed, ...gameRow(g)]))),
          ),
        );
  finishReport(io, options, withTuning(report), () => [
    ...tuningLines(),
    ...dynastyReportText(report),
    `\nPlayed in ${elapsed(start)}${workers > 1 ? ` on ${Math.min(workers, count + comparisonTasks.length)} workers` : ''}.`,
    ...(teamsFile ? [`Wrote team seasons to ${teamsFile}.`] : []),
    ...(gamesFile ? [`Wrote games to ${gamesFile}.`] : []),
    ...tasks.flatMap((t) => (t.savePath ? [`Kept the save ${t.savePath}.`] : [])),
  ]);
}

/** The issue's fairness check: 500 coached games per script; the calibration table over 5,000 games. */
const COACH_GAMES = 500;
const CALIBRATION_GAMES = 5000;

function coachBatch(io: CliIo, options: BatchOptions, year: number, seed: number): void {
  const seeds = options.seeds === undefined ? 4 : bounded(options.seeds, 1, 'Seeds', MAX_SEEDS);
  const games =
    options.coachGames === undefined ? COACH_GAMES : bounded(options.coachGames, seeds, 'Coached games', 100_000);
  const report = coachScriptsBatch(year, seed, seeds, Math.ceil(games / seeds), CALIBRATION_GAMES);
  finishReport(io, options, withTuning(report), () => [...tuningLines(), formatCoachScripts(report)]);
}

/**
 * --shard K/N (--out FILE) or --out FILE alone (the whole batch as one part): checked before anything is played.
 * A part is a share of the seeds of --seeds, the (value, seed) runs of --sweep or the dynasties of --dynasty; its CSV
 * exports would be partial.
 */
function shardRun(options: BatchOptions): ShardRun | null {
  if (options.shard === undefined && options.out === undefined) return null;
  const shard = options.shard === undefined ? { index: 1, count: 1 } : parseShard(options.shard);
  if (options.coachScripts || (!options.dynasty && options.seeds === undefined && options.sweep.length === 0)) {
    throw new GameError(
      'bad_input',
      '--shard and --out split the seeds of --seeds, the runs of --sweep or the dynasties of --dynasty.',
    );
  }
  const exports = [
    ['--export-games', options.exportGames],
    ['--export-teams', options.exportTeams],
  ]
    .filter(([, v]) => v !== undefined)
    .map(([n]) => n);
  if (exports.length > 0)
    throw new GameError('bad_input', `${exports.join(', ')} cannot be split into shards: leave out --shard and --out.`);
  if (options.out === undefined)
    throw new GameError('bad_input', '--shard writes its part of the batch to a file: give --out FILE.');
  if (!existsSync(dirname(options.out)))
    throw new GameError('not_found', `Cannot write ${options.out}: there is no folder ${dirname(options.out)}.`);
  if (existsSync(options.out) && statSync(options.out).isDirectory())
    throw new GameError('bad_input', `Cannot write ${options.out}: it is a folder.`);
  return { shard, out: options.out };
}

export function registerBatch(program: Command, io: CliIo): void {
  const batch = program
    .command('batch')
    .description(
      'simulate many seasons without playing them: a realism report of seasons (regular season and postseason) with their season leaders, or (--dynasty) how a league evolves over whole dynasties',
    )
    .option('--year <year>', 'the season (2000-2026) whose league is played (required)')
    .option(
      '--seasons <n>',
      `seasons to play (default ${DEFAULT_SEASONS.regular}; with --dynasty ${DEFAULT_SEASONS.dynasty} per dynasty)`,
    )
    .option('--seed <n>', 'random seed (dynasty i plays seed + i)', '1')
    .option(
      '--workers <k>',
      'worker processes to spread the seasons (or dynasties) over; pays off for dynasties, regular seasons are quick in one process',
      '1',
    )
    .option(
      '--dynasty',
      'play whole dynasties with offseasons through the real game (a temporary save; --save keeps it)',
    )
    .option('--dynasties <d>', 'with --dynasty: how many independent dynasties (default: one per worker)')
    .option('--team <name>', "with --dynasty: the player's program (default: the season's most prestigious)")
    .option(
      '--recruiter-team <name>',
      `with --dynasty: the prestige 3-4 program where a scripted recruiter is compared with "let my staff recruit" (default: the first such power-conference program by name)`,
    )
    .option(
      '--comparison-seasons <n>',
      `with --dynasty: seasons of that comparison (default ${DEFAULT_COMPARISON_SEASONS}; 0 skips it)`,
    )
    .option(
      '--seeds <n>',
      'without --dynasty: play the batch at n seeds from --seed on and judge each figure on its mean over them, beside its SD over the seeds',
    )
    .option(
      '--league <file>',
      'without --dynasty: play the league of a league file (docs/league-file.md) instead of the real one',
    )
    .option('--export-games <file>', 'write one CSV row per game')
    .option('--export-teams <file>', 'with --dynasty: write one CSV row per team-season')
    .option(
      '--coach-scripts',
      "scripted coaches (always run, always deep shot, always blitz, random calls, the win-probability fourth down and try) over coached games against the coordinator, and the win probability's calibration over 5,000 coordinator games; --seeds (default 4) centres the figures",
    )
    .option('--coach-games <n>', `with --coach-scripts: coached games per script in all (default ${COACH_GAMES})`)
    .option(
      '--shard <k/n>',
      "with --seeds, --sweep or --dynasty: play part K of N of the seeds (a sweep's runs, the dynasties) and write its figures to --out; `dynasty batch merge` joins the parts",
    )
    .option('--out <file>', "with --shard: the file the part's figures go to (alone: the whole batch as one part)")
    .option(
      '--set <name=value>',
      'play with a tuning constant set to this value, e.g. sim.TACKLE_ASSIST=0.25 (repeatable; dynasty tuning list names them)',
      collect,
      [],
    )
    .option(
      '--tuning <file>',
      'play with the tuning overrides of a JSON or YAML file ({"sim.TACKLE_ASSIST": 0.25}); --set wins over it',
    )
    .option(
      '--sweep <name=values>',
      `without --dynasty: play the batch at each of a constant's values (sim.TACKLE_ASSIST=0.15,0.2,0.25) over the same seeds and set the figures side by side; ${MAX_SWEEPS} make a grid`,
      collect,
      [],
    )
    .option('--json', 'print JSON')
    .option('--html <file>', 'also write the report as one self-contained HTML page with charts (opens offline)')
    .action(async (options: BatchOptions, command: Command) => {
      if (options.year === undefined)
        throw new GameError(
          'bad_input',
          'dynasty batch needs --year Y, the season (2000-2026) whose league is played.',
        );
      const year = checkYear(parseInteger(options.year, 'Year'));
      const part = shardRun(options);
      const seed = parseInteger(options.seed, 'Seed');
      const workers = bounded(options.workers, 1, 'Workers', MAX_WORKERS);
      checkHtmlPath(options.html);
      const tuned = Object.keys(tuningOverrides()).length > 0 || options.sweep.length > 0;
      // A kept save would be a dynasty whose seasons so far were played by other rules than its next ones.
      if (tuned && command.optsWithGlobals<{ save?: string }>().save !== undefined)
        throw new GameError('bad_input', 'A batch with tuning overrides keeps no save: leave out --save.');
      if (options.sweep.length > 0) {
        const others = [
          ['--dynasty', options.dynasty],
          ['--coach-scripts', options.coachScripts],
          ['--export-games', options.exportGames],
        ] as const;
        const misplaced = others.filter(([, value]) => value !== undefined).map(([name]) => name);
        if (misplaced.length > 0)
          throw new GameError('bad_input', `--sweep plays the era batch: leave out ${misplaced.join(', ')}.`);
      }
      if (options.coachScripts) return coachBatch(io, options, year, seed);
      if (options.dynasty && options.league !== undefined)
        throw new GameError('bad_input', '--league applies without --dynasty.');
      if (!options.dynasty) {
        const dynastyOnly = [
          ['--export-teams', options.exportTeams],
          ['--team', options.team],
          ['--dynasties', options.dynasties],
          ['--recruiter-team', options.recruiterTeam],
          ['--comparison-seasons', options.comparisonSeasons],
        ] as const;
        const misplaced = dynastyOnly.filter(([, value]) => value !== undefined).map(([name]) => name);
        if (misplaced.length > 0)
          throw new GameError('bad_input', `${misplaced.join(', ')} only apply with --dynasty.`);
        if (options.sweep.length > 0) return sweepBatch(io, options, year, seed, workers, part);
        if (options.seeds === undefined) return regularBatch(io, options, year, seed, workers);
        if (options.exportGames !== undefined)
          throw new GameError('bad_input', "--export-games writes one seed's games: leave out --seeds.");
        return seedsBatch(io, options, year, seed, workers, part);
      }
      if (options.seeds !== undefined)
        throw new GameError(
          'bad_input',
          '--seeds is for the realism report; with --dynasty, --dynasties plays one dynasty per seed.',
        );
      return dynastyBatch(io, options, command, year, seed, workers, part);
    });
  registerBatchMerge(batch, io);
  registerBatchFit(batch, io);
}
