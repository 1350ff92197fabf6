import type { Command } from 'commander';
import { seasonLeague } from '../../core/data/league.js';
import { resolveTeam } from '../../store/league.js';
import { csvText, GAME_HEADERS, gameRow, TEAM_HEADERS, teamRow, writeCsv } from '../../workbench/csv.js';
import { dynastyReportText, finishReport, fullDynastyReport, tuningLines, withTuning } from './batchReports.js';
import type { SeasonLeague } from '../../core/data/types.js';
import type { DynastyRun, DynastyTask } from '../../workbench/dynastyRun.js';
import { checkShardFits, shardRange, type BatchConfig } from '../../workbench/shard.js';
import { coachScriptsBatch, formatCoachScripts } from '../../workbench/coachScripts.js';
import type { CliIo } from '../io.js';
import { tuningOverrides } from '../../core/tuning.js';
import { GameError } from '../../store/errors.js';
import { parseAbilityList } from '../../workbench/abilityReport.js';
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
  keptSavePath,
  elapsed,
  writeShard,
} from './batchOptions.js';

/** The comparison's default program: the first power-conference program of prestige 3-4 by name. */
function comparisonTeam(league: SeasonLeague): string {
  const power = new Set(league.conferences.filter((c) => c.power).map((c) => c.name));
  const mid = league.teams
    .filter((t) => (t.prestige === 3 || t.prestige === 4) && power.has(t.conference))
    .sort((a, b) => a.name.localeCompare(b.name));
  return (mid[0] ?? league.teams[0]).name;
}

export async function dynastyBatch(
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
  if (options.abilityControl && options.coachAbilities === undefined)
    throw new GameError('bad_input', '--ability-control is the baseline of --coach-abilities: name the abilities too.');
  const abilityGroups =
    options.coachAbilities === undefined
      ? undefined
      : { abilities: parseAbilityList(options.coachAbilities), grant: !options.abilityControl };
  const tasks: DynastyTask[] = Array.from({ length: count }, (_, i) => ({
    kind: 'dynasty',
    year,
    seed: seed + i,
    seasons,
    team,
    savePath: keptSavePath(save, count, i),
    collectGames: options.exportGames !== undefined,
    ...(abilityGroups ? { abilityGroups } : {}),
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

/** The fairness check: 500 coached games per script; the calibration table over 5,000 games in each year. */
export const COACH_GAMES = 500;
export const CALIBRATION_GAMES = 5000;

export function coachBatch(io: CliIo, options: BatchOptions, year: number, seed: number): void {
  const seeds = options.seeds === undefined ? 4 : bounded(options.seeds, 1, 'Seeds', MAX_SEEDS);
  const games =
    options.coachGames === undefined ? COACH_GAMES : bounded(options.coachGames, seeds, 'Coached games', 100_000);
  const calibrationGames =
    options.calibrationGames === undefined
      ? CALIBRATION_GAMES
      : bounded(options.calibrationGames, seeds, 'Calibration games', 100_000);
  const report = coachScriptsBatch(year, seed, seeds, Math.ceil(games / seeds), calibrationGames);
  finishReport(io, options, withTuning(report), () => [...tuningLines(), formatCoachScripts(report)]);
}
