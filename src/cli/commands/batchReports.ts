// The reports of `dynasty batch --seeds`, `--sweep` and `--dynasty` computed from their units (each seed's realism report, each
// dynasty's run), and printed: the same for a batch played in one run and for one merged from its shards.
import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { tuningOverrides, type TuningOverrides } from '../../core/tuning.js';
import { GameError } from '../../store/errors.js';
import { printJson, type CliIo } from '../io.js';
import { writeCsv } from '../../workbench/csv.js';
import { dynastyBatchReport, formatDynastyReport, type DynastyBatchReport } from '../../workbench/dynastyReport.js';
import type { DynastyRun } from '../../workbench/dynastyRun.js';
import { htmlReport, type BatchJson } from '../../workbench/htmlReport.js';
import { formatPacingReport, pacingReport, type PacingReport } from '../../workbench/pacingReport.js';
import { abilityReport, formatAbilityReport, type AbilityReport } from '../../workbench/abilityReport.js';
import type { RealismBatchReport } from '../../workbench/realismReport.js';
import { formatRecruitingReport, recruitingReport, type RecruitingReport } from '../../workbench/recruitingReport.js';
import { formatSeedsReport, seedsReport, type SeedsReport } from '../../workbench/seedsReport.js';
import type { BatchConfig, BatchUnit } from '../../workbench/shard.js';
import { formatSweep } from '../../workbench/sweep.js';
import { overridesText } from '../../workbench/tuningOptions.js';

export type FullDynastyReport = DynastyBatchReport & {
  recruiting: RecruitingReport;
  pacing: PacingReport;
  coachGrowth: AbilityReport;
};

export type Comparison = { staff: DynastyRun; scripted: DynastyRun } | null;

/** How a report is given: JSON on stdout, or its text; and its HTML page written to a file when asked. */
export interface ReportOutput {
  json?: boolean;
  html?: string;
}

export function fullDynastyReport(
  runs: readonly DynastyRun[],
  comparison: Comparison,
  year: number,
  seasons: number,
): FullDynastyReport {
  return {
    ...dynastyBatchReport(runs, { year, seasons }),
    recruiting: recruitingReport(runs, comparison),
    pacing: pacingReport(runs),
    coachGrowth: abilityReport(runs.flatMap((r) => r.seasons.flatMap((s) => (s.abilities ? [s.abilities] : [])))),
  };
}

export function seedsReportText(report: SeedsReport): string[] {
  return [formatSeedsReport(report)];
}

export function dynastyReportText(report: FullDynastyReport): string[] {
  return [
    formatDynastyReport(report),
    `\n${formatRecruitingReport(report.recruiting)}`,
    `\n${formatPacingReport(report.pacing)}`,
    ...(report.coachGrowth?.use.seasons ? [`\n${formatAbilityReport(report.coachGrowth)}`] : []),
  ];
}

/** The report as printed: with the tuning overrides it was played with named, when there are any. */
export function withTuning<R extends object>(
  report: R,
  tuning: TuningOverrides = tuningOverrides(),
): R | (R & { tuning: TuningOverrides }) {
  return Object.keys(tuning).length === 0 ? report : { ...report, tuning };
}

/** A sweep point's JSON, as the batch prints it at the point's tuning: one seed's report, or the report over --seeds. */
export function sweepPointReport(reports: readonly RealismBatchReport[], overSeeds: boolean, tuning: TuningOverrides) {
  return withTuning(
    overSeeds
      ? seedsReport(
          reports,
          reports.map((r) => r.seed),
        )
      : reports[0],
    tuning,
  );
}

/** The heading line naming the overrides, or nothing. */
export function tuningLines(tuning: TuningOverrides = tuningOverrides()): string[] {
  return Object.keys(tuning).length === 0 ? [] : [`Played with tuning overrides: ${overridesText(tuning)}.\n`];
}

/** --html FILE: its folder must exist, checked before anything is played. */
export function checkHtmlPath(file: string | undefined): void {
  if (file === undefined) return;
  const folder = dirname(resolve(file));
  let isFolder = false;
  try {
    isFolder = statSync(folder).isDirectory();
  } catch {
    isFolder = false;
  }
  if (!isFolder) throw new GameError('bad_input', `Cannot write ${file}: no folder ${folder}.`);
}

/** Prints the report (JSON or its text lines) and writes its HTML page when asked. */
export function finishReport(io: CliIo, output: ReportOutput, report: BatchJson, text: () => string[]): void {
  const html = output.html === undefined ? null : writeCsv(output.html, htmlReport(report));
  if (output.json) {
    printJson(io, report);
    return;
  }
  for (const line of text()) io.out(line);
  if (html) io.out(`Wrote the HTML report to ${html}.`);
}

/** Gives the report of a whole batch's units, in unit order (merge has checked that they are all there). */
export function finishUnitsReport(
  io: CliIo,
  output: ReportOutput,
  config: Exclude<BatchConfig, { mode: 'fit' }>,
  units: readonly BatchUnit[],
  after: string[],
): void {
  if (config.mode === 'seeds') {
    const reports = units.map((u) => (u as { report: RealismBatchReport }).report);
    const report = seedsReport(
      reports,
      reports.map((r) => r.seed),
    );
    finishReport(io, output, withTuning(report, config.tuning), () => [
      ...tuningLines(config.tuning),
      ...seedsReportText(report),
      ...after,
    ]);
    return;
  }
  if (config.mode === 'sweep') {
    const perPoint = config.seeds ?? 1;
    const points = config.points.map((values, p) => {
      const reports = units
        .slice(p * perPoint, (p + 1) * perPoint)
        .map((u) => (u as { report: RealismBatchReport }).report);
      return { values, report: sweepPointReport(reports, config.seeds !== undefined, { ...config.tuning, ...values }) };
    });
    const report = { sweep: { names: config.names, points } };
    finishReport(io, output, report, () => [...tuningLines(config.tuning), formatSweep(report), ...after]);
    return;
  }
  const runs = units.map((u) => (u as { run: DynastyRun }).run);
  const dynasties = runs.slice(0, config.dynasties);
  const comparison =
    runs.length === config.dynasties + 2
      ? { staff: runs[config.dynasties], scripted: runs[config.dynasties + 1] }
      : null;
  const report = fullDynastyReport(dynasties, comparison, config.year, config.seasons);
  finishReport(io, output, withTuning(report, config.tuning), () => [
    ...tuningLines(config.tuning),
    ...dynastyReportText(report),
    ...after,
  ]);
}
