// dynasty batch --html FILE: one self-contained HTML report of what the batch prints with --json (an era batch,
// --seeds, --dynasty, --coach-scripts, or a sweep of era batches). Pure: the report object in, the page out; the
// charts are Chart.js configs drawn by the inlined library, so the file opens offline and makes no request.
import { GameError } from '../store/errors.js';
import type { CoachScriptsReport } from './coachScripts.js';
import type { DynastyBatchReport } from './dynastyReport.js';
import { coachSections } from './htmlCoach.js';
import { dynastySections } from './htmlDynasty.js';
import { eraSections, type HtmlSection } from './htmlEra.js';
import type { FitReport } from './fitReport.js';
import { fitSections } from './htmlFit.js';
import { Charts, esc, page } from './htmlPage.js';
import { sweepSections, type SweepReport } from './htmlSweep.js';
import type { BatchLeague, RealismBatchReport } from './realismReport.js';
import type { SeedsReport } from './seedsReport.js';

export type { SweepReport } from './htmlSweep.js';

/** Any report the batch prints with --json. */
export type BatchJson =
  | RealismBatchReport
  | SeedsReport
  | DynastyBatchReport
  | CoachScriptsReport
  | SweepReport
  | FitReport;

type Kind = 'regular' | 'seeds' | 'dynasty' | 'coach' | 'sweep' | 'fit';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Which report it is, by its shape (a report read back from a file is checked the same way). */
function kindOf(report: unknown): Kind {
  if (!isObject(report)) throw new GameError('bad_input', 'A batch report is a JSON object.');
  if (isObject(report.sweep)) {
    const s = report.sweep;
    if (!Array.isArray(s.names) || !Array.isArray(s.points) || s.points.length === 0) {
      throw new GameError('bad_input', 'A sweep has names and at least one point.');
    }
    for (const p of s.points) {
      if (
        !isObject(p)
        || !isObject(p.values)
        || !isObject(p.report)
        || (p.report.mode !== 'regular' && p.report.mode !== 'seeds')
      ) {
        throw new GameError('bad_input', "Each point of a sweep has its values and an era batch's report.");
      }
    }
    return 'sweep';
  }
  if (isObject(report.fit)) {
    const f = report.fit;
    if (
      !Array.isArray(f.candidates)
      || f.candidates.length === 0
      || !Array.isArray(f.rows)
      || !Array.isArray(f.constants)
    )
      throw new GameError('bad_input', 'A fit has its constants, candidates and figures.');
    return 'fit';
  }
  if (report.mode === 'regular' || report.mode === 'seeds' || report.mode === 'dynasty') return report.mode;
  if (Array.isArray(report.scripts) && isObject(report.calibration)) return 'coach';
  throw new GameError(
    'bad_input',
    'Not a batch report: expected an era, --seeds, --dynasty, --coach-scripts, sweep or fit report.',
  );
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function leagueLine(league: BatchLeague | undefined): string {
  if (!league) return '';
  return ` · league file ${esc(league.file)}: ${league.conferences.map((c) => esc(c)).join(', ')}`;
}

function eraTitle(r: RealismBatchReport | SeedsReport): { title: string; meta: string } {
  if (r.mode === 'regular') {
    return {
      title: `Realism report: the ${r.year} league`,
      meta: `${plural(r.seasons, 'season')} at seed ${r.seed}, ${r.games} games${leagueLine(r.league)}`,
    };
  }
  const seeds = r.seeds.length === 1 ? `seed ${r.seeds[0]}` : `seeds ${r.seeds[0]}-${r.seeds[r.seeds.length - 1]}`;
  return {
    title: `Realism report: the ${r.year} league`,
    meta: `${plural(r.seasons, 'season')} at each of ${seeds}${leagueLine(r.league)}`,
  };
}

/** The whole HTML document of a batch's JSON report. */
export function htmlReport(report: BatchJson): string {
  const charts = new Charts();
  let title: string;
  let meta: string;
  let sections: HtmlSection[];
  switch (kindOf(report)) {
    case 'regular':
    case 'seeds': {
      const r = report as RealismBatchReport | SeedsReport;
      ({ title, meta } = eraTitle(r));
      sections = eraSections(r, charts);
      break;
    }
    case 'dynasty': {
      const r = report as DynastyBatchReport;
      title = `Dynasty batch: the league from ${r.year}`;
      meta = `${r.dynasties} ${r.dynasties === 1 ? 'dynasty' : 'dynasties'} (seeds ${esc(r.seeds.join(', '))}) of ${plural(r.seasons, 'season')}, playing as ${esc(r.userTeam)}`;
      sections = dynastySections(r, charts);
      break;
    }
    case 'coach': {
      const r = report as CoachScriptsReport;
      title = `Coached games and the win probability, ${r.year}`;
      meta = `${r.gamesPerSeed} games per script at each of ${plural(r.seeds, 'seed')}`;
      sections = coachSections(r, charts);
      break;
    }
    case 'sweep': {
      const s = (report as SweepReport).sweep;
      const first = s.points[0].report;
      title = `Sweep of ${s.names.join(', ')}: the ${first.year} league`;
      meta = `${plural(s.points.length, 'point')}; at each, ${eraTitle(first).meta}`;
      sections = sweepSections(report as SweepReport, charts);
      break;
    }
    case 'fit': {
      const f = (report as FitReport).fit;
      title = `Fit of ${f.constants.map((c) => c.name).join(', ')}`;
      meta = `${esc(f.years.join(', '))}: ${plural(f.seasons, 'season')} at each of ${plural(f.seeds.length, 'tuning seed')}, ${plural(f.confirmSeeds.length, 'confirming seed')}; ${plural(f.candidates.length, 'candidate')} in ${plural(f.generations, 'generation')}`;
      sections = fitSections(report as FitReport, charts);
      break;
    }
  }
  return page(title, meta, sections, charts);
}
