// The recruiting part of the dynasty batch report: realism and fairness figures of every season's
// signed classes, and a good scripted recruiter against "let my staff recruit" at the same mid-tier program with
// the same seed.
import { REALISM_TARGETS } from '../core/recruiting/realism.js';
import { formatTable } from '../shared/textTable.js';
import type { DynastyRun } from './dynastyRun.js';
import { round } from '../core/stats/math.js';

export interface RecruitingSeasonFigures {
  dynasty: number;
  year: number;
  spearman: number;
  fiveStars: number;
  fiveStarsTop15: number;
  /** Share 0-1 of the five-stars signed by the 15 most prestigious programs. */
  topShare: number;
  risers: string[];
  /** The three figures against the targets. */
  inRange: boolean;
}

export interface RecruiterComparison {
  team: string;
  seed: number;
  seasons: {
    year: number;
    prestige: number;
    staffRank: number;
    scriptedRank: number;
    staffSize: number;
    scriptedSize: number;
  }[];
  /** Average class-rank places the scripted recruiter gains (positive: better). */
  averageGain: number;
  target: number;
  met: boolean;
}

export interface RecruitingReport {
  seasons: RecruitingSeasonFigures[];
  targets: typeof REALISM_TARGETS;
  /** Seasons whose three figures are all in range, of all. */
  seasonsInRange: number;
  comparison: RecruiterComparison | null;
}

export function recruitingReport(
  runs: readonly DynastyRun[],
  comparison: { staff: DynastyRun; scripted: DynastyRun } | null,
): RecruitingReport {
  const seasons: RecruitingSeasonFigures[] = runs.flatMap((run) =>
    run.seasons.flatMap((s) => {
      const r = s.recruiting;
      if (!r) return [];
      const topShare = r.fiveStars > 0 ? r.fiveStarsTop15 / r.fiveStars : 0;
      const inRange =
        r.spearman >= REALISM_TARGETS.spearman[0]
        && r.spearman <= REALISM_TARGETS.spearman[1]
        && topShare >= REALISM_TARGETS.topFiveStarShare
        && r.risers.length >= REALISM_TARGETS.risers;
      return [
        {
          dynasty: run.seed,
          year: s.year,
          spearman: r.spearman,
          fiveStars: r.fiveStars,
          fiveStarsTop15: r.fiveStarsTop15,
          topShare: round(topShare, 3),
          risers: r.risers,
          inRange,
        },
      ];
    }),
  );
  let compared: RecruiterComparison | null = null;
  if (comparison) {
    const rows = comparison.staff.seasons.flatMap((s, i) => {
      const other = comparison.scripted.seasons[i]?.recruiting;
      if (!s.recruiting || !other) return [];
      return [
        {
          year: s.year,
          prestige: s.recruiting.userPrestige,
          staffRank: s.recruiting.userRank,
          scriptedRank: other.userRank,
          staffSize: s.recruiting.userSize,
          scriptedSize: other.userSize,
        },
      ];
    });
    const averageGain =
      rows.length > 0 ? rows.reduce((sum, r) => sum + r.staffRank - r.scriptedRank, 0) / rows.length : 0;
    compared = {
      team: comparison.staff.userTeam,
      seed: comparison.staff.seed,
      seasons: rows,
      averageGain: round(averageGain, 1),
      target: REALISM_TARGETS.effortPlaces,
      met: averageGain >= REALISM_TARGETS.effortPlaces,
    };
  }
  return {
    seasons,
    targets: REALISM_TARGETS,
    seasonsInRange: seasons.filter((s) => s.inRange).length,
    comparison: compared,
  };
}

export function formatRecruitingReport(report: RecruitingReport): string {
  const t = report.targets;
  const lines = [
    `Recruiting: signed classes each season (targets: Spearman of class rank with prestige ${t.spearman[0]}-${t.spearman[1]}, `
      + `the top ${t.topFiveStarPrograms} programs sign >= ${100 * t.topFiveStarShare}% of five-stars, >= ${t.risers} programs outside the top ${t.risersOutside} sign a top-${t.risersOutside} class)`,
    formatTable(
      [
        'Dynasty',
        'Season',
        'Spearman',
        '5-stars',
        'Top 15',
        'Share %',
        'Risers',
        'In range',
        'Programs outside the top 25 with a top-25 class',
      ],
      report.seasons.map((s) => [
        s.dynasty,
        s.year,
        s.spearman.toFixed(3),
        s.fiveStars,
        s.fiveStarsTop15,
        (100 * s.topShare).toFixed(0),
        s.risers.length,
        s.inRange ? 'yes' : 'NO',
        s.risers.join(', '),
      ]),
      ['Dynasty', 'Season', 'Spearman', '5-stars', 'Top 15', 'Share %', 'Risers'],
    ),
    `${report.seasonsInRange} of ${report.seasons.length} seasons have every figure in range.`,
  ];
  const c = report.comparison;
  if (c) {
    lines.push(
      '',
      `A good scripted recruiter against "let my staff recruit" at ${c.team} (seed ${c.seed}, same seed both ways): class rank each season`,
      formatTable(
        ['Season', 'Prestige', 'Staff rank', 'Scripted rank', 'Gain', 'Staff signees', 'Scripted signees'],
        c.seasons.map((s) => [
          s.year,
          s.prestige,
          s.staffRank,
          s.scriptedRank,
          s.staffRank - s.scriptedRank,
          s.staffSize,
          s.scriptedSize,
        ]),
        ['Season', 'Prestige', 'Staff rank', 'Scripted rank', 'Gain', 'Staff signees', 'Scripted signees'],
      ),
      `The scripted recruiter's classes rank ${c.averageGain} places better on average (target >= ${c.target}): ${c.met ? 'met' : 'NOT met'}.`,
    );
  }
  return lines.join('\n');
}
