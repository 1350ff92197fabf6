// Two sections of the realism report beside the per-game averages: how FBS-vs-FBS games end (margins, big scores,
// shutouts; fbs-eras.md section 2) and how much teams differ within a season (the era table's spreads and the
// schemes' extremes; section 1).
import {
  endingTargets,
  HIGHEST_SCORE_LIMIT,
  marginOrderHolds,
  summarizeEndings,
  type EndingFigure,
} from '../core/sim/gameEndings.js';
import {
  identityTargets,
  summarizeIdentity,
  type IdentityFigure,
  type IdentitySeason,
} from '../core/sim/teamIdentity.js';
import { formatTable } from '../shared/textTable.js';
import { round } from '../core/stats/math.js';
import { shown, type RangeLine } from './judgedLine.js';

export interface EndingsSection {
  games: number;
  lines: RangeLine[];
  /** The most common final margins, most common first. */
  commonMargins: { margin: number; pct: number }[];
  highestScore: number;
}

const ENDING_LABELS: Record<EndingFigure, string> = {
  withinThreePct: 'Decided by 3 or fewer %',
  withinSevenPct: 'Decided by 7 or fewer %',
  withinEightPct: 'Decided by 8 or fewer %',
  byTwentyEightPct: 'Decided by 28 or more %',
  meanMargin: 'Mean margin',
  medianMargin: 'Median margin',
  marginThreePct: 'Margin of 3 %',
  marginSevenPct: 'Margin of 7 %',
  marginTenPct: 'Margin of 10 %',
  marginFourteenPct: 'Margin of 14 %',
  fiftyPlusPct: 'Team scores of 50+ %',
  seventyPlusPct: 'Team scores of 70+ %',
  shutoutPct: 'Shutouts %',
  seasonHighScore: "Season's highest score",
};

const IDENTITY_LABELS: Record<IdentityFigure, string> = {
  teamPassAttemptsSd: 'SD of team pass attempts/g',
  fewestPassAttempts: 'Fewest team pass attempts/g',
  mostPassAttempts: 'Most team pass attempts/g',
  teamPointsSd: 'SD of team points/g',
  optionPassAttempts: 'Option teams pass attempts/g',
  airRaidPassAttempts: 'Air raid teams pass attempts/g',
};

function line(
  figure: string,
  label: string,
  measured: number,
  t: { target: number; tolerance: number; real: string },
): RangeLine {
  return {
    figure,
    label,
    measured: round(measured, 3),
    real: t.real,
    target: t.target,
    tolerance: t.tolerance,
    ok: Math.abs(measured - t.target) <= t.tolerance,
  };
}

/** The endings of the seasons' FBS-vs-FBS games (isFbsGame picks them out; every game when absent). */
export function endingsSection(seasons: readonly IdentitySeason[], year: number): EndingsSection {
  const targets = endingTargets(year);
  const fbs = seasons.map((s) => s.results.filter((r) => r.home in s.schemes && r.away in s.schemes));
  const seasonOf: number[] = fbs.flatMap((results, i) => results.map(() => i));
  const e = summarizeEndings(fbs.flat(), (i) => seasonOf[i]);
  const lines = (Object.keys(targets) as EndingFigure[]).map((f) =>
    line(f, ENDING_LABELS[f], e.figures[f], targets[f]),
  );
  lines.push({
    figure: 'marginOrder',
    label: 'Most common margins',
    measured: e.commonMargins[0]?.margin ?? 0,
    real: '3, then 7 (beyond sampling error)',
    target: 3,
    tolerance: 0,
    ok: marginOrderHolds(e),
  });
  lines.push({
    figure: 'highestScore',
    label: 'Highest score of the batch',
    measured: e.highestScore,
    real: `about ${HIGHEST_SCORE_LIMIT} at most`,
    target: HIGHEST_SCORE_LIMIT,
    tolerance: 0,
    ok: e.highestScore <= HIGHEST_SCORE_LIMIT,
  });
  return {
    games: e.games,
    lines,
    commonMargins: e.commonMargins.map((m) => ({ margin: m.margin, pct: round(m.pct, 3) })),
    highestScore: e.highestScore,
  };
}

/** How much the seasons' teams differ, against the year's targets. */
export function identityLines(seasons: readonly IdentitySeason[], year: number): RangeLine[] {
  const figures = summarizeIdentity(seasons);
  const targets = identityTargets(year);
  return (Object.keys(targets) as IdentityFigure[]).map((f) => line(f, IDENTITY_LABELS[f], figures[f], targets[f]));
}

export function formatRangeLines(lines: readonly RangeLine[]): string {
  return formatTable(
    ['Figure', 'Measured', 'Real', 'Target', 'In?'],
    lines.map((l) => [
      l.label,
      l.figure === 'marginOrder' ? String(l.measured) : shown(l.measured),
      l.real,
      l.tolerance === 0
        ? l.figure === 'highestScore'
          ? `<= ${l.target}`
          : String(l.target)
        : `${shown(l.target)} ±${l.tolerance}`,
      l.ok ? 'in' : 'OUT',
    ]),
    ['Measured', 'Target'],
  );
}

export function formatEndings(section: EndingsSection): string {
  const common = section.commonMargins.map((m) => `${m.margin} (${m.pct.toFixed(1)}%)`).join(', ');
  return [
    `How FBS-vs-FBS games end (${section.games} games)`,
    formatRangeLines(section.lines),
    `Most common margins: ${common}.`,
  ].join('\n');
}
