// The reports of `dynasty batch --seeds` and `--dynasty` computed from their units (each seed's realism report, each
// dynasty's run), and printed: the same for a batch played in one run and for one merged from its shards.
import { printJson, type CliIo } from '../io.js';
import { dynastyBatchReport, formatDynastyReport, type DynastyBatchReport } from './dynastyReport.js';
import type { DynastyRun } from './dynastyRun.js';
import { formatPacingReport, pacingReport, type PacingReport } from './pacingReport.js';
import type { RealismBatchReport } from './realismReport.js';
import { formatRecruitingReport, recruitingReport, type RecruitingReport } from './recruitingReport.js';
import { formatSeedsReport, seedsReport, type SeedsReport } from './seedsReport.js';
import type { BatchConfig, BatchUnit } from './shard.js';

export type FullDynastyReport = DynastyBatchReport & { recruiting: RecruitingReport; pacing: PacingReport };

export type Comparison = { staff: DynastyRun; scripted: DynastyRun } | null;

export function fullDynastyReport(runs: readonly DynastyRun[], comparison: Comparison, year: number, seasons: number): FullDynastyReport {
  return { ...dynastyBatchReport(runs, { year, seasons }), recruiting: recruitingReport(runs, comparison), pacing: pacingReport(runs) };
}

export function printSeedsReport(io: CliIo, report: SeedsReport, json: boolean): void {
  if (json) return printJson(io, report);
  io.out(formatSeedsReport(report));
}

export function printDynastyReport(io: CliIo, report: FullDynastyReport, json: boolean): void {
  if (json) return printJson(io, report);
  io.out(formatDynastyReport(report));
  io.out(`\n${formatRecruitingReport(report.recruiting)}`);
  io.out(`\n${formatPacingReport(report.pacing)}`);
}

/** Prints the report of a whole batch's units, in unit order (merge has checked that they are all there). */
export function printUnitsReport(io: CliIo, config: BatchConfig, units: readonly BatchUnit[], json: boolean): void {
  if (config.mode === 'seeds') {
    const reports = units.map((u) => (u as { report: RealismBatchReport }).report);
    return printSeedsReport(io, seedsReport(reports, reports.map((r) => r.seed)), json);
  }
  const runs = units.map((u) => (u as { run: DynastyRun }).run);
  const dynasties = runs.slice(0, config.dynasties);
  const comparison = runs.length === config.dynasties + 2 ? { staff: runs[config.dynasties], scripted: runs[config.dynasties + 1] } : null;
  printDynastyReport(io, fullDynastyReport(dynasties, comparison, config.year, config.seasons), json);
}
