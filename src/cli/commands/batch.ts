import type { Command } from 'commander';
import { GameError } from '../../store/errors.js';
import { checkYear } from '../../store/league.js';
import { csvText, GAME_HEADERS, gameRow, writeCsv } from '../../workbench/csv.js';
import {
  checkHtmlPath,
  finishReport,
  seedsReportText,
  sweepPointReport,
  tuningLines,
  withTuning,
} from './batchReports.js';
import { realismBatchReport, formatRealismReport, type RealismBatchReport } from '../../workbench/realismReport.js';
import { seedsReport, type SeedsReport } from '../../workbench/seedsReport.js';
import { checkShardFits, setupDigest, shardRange, type BatchConfig, type BatchUnit } from '../../workbench/shard.js';
import { seasonTasks } from '../../workbench/regularSeason.js';
import type { CliIo } from '../io.js';
import { parseInteger } from '../options.js';
import { tuningOverrides, type TuningOverrides } from '../../core/tuning.js';
import { formatSweep, sweepPoints, type SweepReport } from '../../workbench/sweep.js';
import { MAX_SWEEPS, overridesText, parseSweep } from '../../workbench/tuningOptions.js';
import { registerBatchFit } from './batchFit.js';
import { registerBatchMerge } from './batchMerge.js';
import {
  type BatchOptions,
  type ShardRun,
  DEFAULT_SEASONS,
  MAX_SEASONS,
  MAX_SEEDS,
  DEFAULT_COMPARISON_SEASONS,
  MAX_WORKERS,
  bounded,
  play,
  elapsed,
  leagueOf,
  leagueOption,
  writeShard,
  shardRun,
} from './batchOptions.js';
import { CALIBRATION_GAMES, COACH_GAMES, coachBatch, dynastyBatch } from './batchDynasty.js';

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
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
      '--coach-abilities <list>',
      "with --dynasty: deal the programs into a group per archetype ability named (comma-separated, or all) and give each group's coaches its top tier, to measure what it does",
    )
    .option(
      '--ability-control',
      'with --coach-abilities: deal the same groups but give nothing (the baseline to compare with)',
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
      '--calibration-games <n>',
      `with --coach-scripts: coordinator games of the win probability's calibration in each year (default ${CALIBRATION_GAMES})`,
    )
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
          ['--coach-abilities', options.coachAbilities],
          ['--ability-control', options.abilityControl],
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
