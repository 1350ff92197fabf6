// The realism report's season leaders: each figure of ./leaderFigures.ts averaged over a batch's seasons, beside its
// real range, with the seasons in which it was in range; the batch's best seasons, who played, and the real FBS
// records the seasons passed.
import { formatTable } from '../shared/textTable.js';
import {
  isRecent,
  LEADER_FIGURES,
  leaderFigureJudged,
  RECENT_LEADER_SEASONS,
  recordsPassedText,
  REFERENCE_LEADER_SEASONS,
} from './leaderFigures.js';
import type { LeaderLine, SeasonLeaders, WhoPlayed } from './seasonLeaders.js';

export interface LeaderFigureLine {
  figure: string;
  label: string;
  /** The mean over the batch's seasons. */
  measured: number;
  min: number | null;
  max: number | null;
  source: string;
  /** Each season's own figure, in season order. */
  values: number[];
  /** Seasons whose own figure was in range. */
  seasonsInRange: number;
  seasons: number;
  /** The mean is in range. */
  ok: boolean;
  /** Judged for the batch's year (leaderFigureJudged); a figure not judged is shown, not counted. */
  checked: boolean;
}

export interface LeadersBatchReport {
  seasons: number;
  figures: LeaderFigureLine[];
  /** Judged figures in and out of range. */
  inRange: number;
  outOfRange: number;
  /** The batch's best single seasons (for a look at who leads): the top passer, rusher, receiver, tackler, sack man. */
  best: {
    passing: LeaderLine | null;
    rushing: LeaderLine | null;
    receiving: LeaderLine | null;
    tackles: LeaderLine | null;
    sacks: LeaderLine | null;
  };
  /** Who played, over the seasons that say (null when none does): not judged, the reference has no such figures. */
  whoPlayed: WhoPlayedLine | null;
  /** The real FBS records the seasons passed, in words. */
  recordsPassed: string;
}

/** The seasons' injuries and backups' passes, as rates. */
export interface WhoPlayedLine {
  injuriesPerTeamGame: number;
  starterInjuriesPerTeamGame: number;
  startersOutPerTeamGame: number;
  /** Share of team-games its first quarterback on the chart missed, %. */
  quarterbackGamesOutPct: number;
  /** Share of passes thrown by backup quarterbacks (and anyone else but the first), %. */
  backupPassPct: number;
}

function whoPlayedLine(seasons: readonly SeasonLeaders[]): WhoPlayedLine | null {
  const known = seasons.map((s) => s.whoPlayed).filter((w): w is WhoPlayed => w !== undefined);
  if (known.length === 0) return null;
  const sum = (pick: (w: WhoPlayed) => number) => known.reduce((total, w) => total + pick(w), 0);
  const teamGames = Math.max(
    1,
    sum((w) => w.teamGames),
  );
  const rate = (value: number, of: number, digits: number) =>
    Math.round((value / Math.max(1, of)) * 10 ** digits) / 10 ** digits;
  return {
    injuriesPerTeamGame: rate(
      sum((w) => w.injuries),
      teamGames,
      2,
    ),
    starterInjuriesPerTeamGame: rate(
      sum((w) => w.starterInjuries),
      teamGames,
      2,
    ),
    startersOutPerTeamGame: rate(
      sum((w) => w.startersOut),
      teamGames,
      2,
    ),
    quarterbackGamesOutPct: rate(100 * sum((w) => w.quarterbackGamesOut), teamGames, 1),
    backupPassPct: rate(
      100 * sum((w) => w.backupPassAttempts),
      sum((w) => w.passAttempts),
      1,
    ),
  };
}

function inRange(value: number, min: number | null, max: number | null): boolean {
  return (min === null || value >= min) && (max === null || value <= max);
}

function bestOf(
  seasons: readonly SeasonLeaders[],
  pick: (s: SeasonLeaders) => readonly LeaderLine[],
): LeaderLine | null {
  let best: LeaderLine | null = null;
  for (const s of seasons) {
    const top = pick(s)[0];
    if (top && (!best || top.value > best.value)) best = top;
  }
  return best;
}

export function leadersBatchReport(seasons: readonly SeasonLeaders[], year: number | null = null): LeadersBatchReport {
  const figures = LEADER_FIGURES.map((spec): LeaderFigureLine => {
    const values = seasons.map((s) => spec.value(s, year));
    const measured = values.length > 0 ? values.reduce((a, b) => a + b, 0) / values.length : 0;
    const recent = spec.recent && isRecent(year);
    const own = year === null ? undefined : spec.season?.[year];
    const [min, max] = own ?? (recent ? spec.recent! : [spec.min, spec.max]);
    return {
      figure: spec.figure,
      label: spec.label,
      measured: Math.round(measured * 10) / 10,
      min,
      max,
      source: recent ? 'fbs 2022-24' : spec.source,
      values,
      seasonsInRange: values.filter((v) => inRange(v, min, max)).length,
      seasons: values.length,
      ok: values.length > 0 && inRange(measured, min, max),
      checked: leaderFigureJudged(spec, year),
    };
  });
  const judged = figures.filter((f) => f.checked);
  const ok = judged.filter((f) => f.ok).length;
  return {
    seasons: seasons.length,
    figures,
    inRange: ok,
    outOfRange: judged.length - ok,
    best: {
      passing: bestOf(seasons, (s) => s.passing),
      rushing: bestOf(seasons, (s) => s.rushing),
      receiving: bestOf(seasons, (s) => s.receiving),
      tackles: bestOf(seasons, (s) => s.tackles),
      sacks: bestOf(seasons, (s) => s.sacks),
    },
    whoPlayed: whoPlayedLine(seasons),
    recordsPassed: recordsPassedText(seasons, year),
  };
}

function range(min: number | null, max: number | null): string {
  const n = (v: number) => v.toLocaleString('en-US');
  if (min !== null && max !== null) return `${n(min)}-${n(max)}`;
  if (min !== null) return `${n(min)}+`;
  return max !== null ? `up to ${n(max)}` : 'any';
}

function shown(value: number): string {
  return Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(1);
}

/** "2,401 on 352 (RB, Texas)": a best season's figure, what it took, and whose it was. */
function bestLine(what: string, line: LeaderLine | null, attempts?: string): string {
  if (!line) return `${what} none`;
  const n = (v: number) => v.toLocaleString('en-US');
  return `${what} ${n(line.value)}${attempts ? ` on ${n(line.attempts)} ${attempts}` : ''} (${line.pos}, ${line.team})`;
}

function judgedLine(report: LeadersBatchReport): string {
  const judged = report.inRange + report.outOfRange;
  const line = `${report.inRange} of ${judged} leader figures within range.`;
  if (judged === report.figures.length) return line;
  const { from, to, aside } = REFERENCE_LEADER_SEASONS;
  const recent = `${RECENT_LEADER_SEASONS.from}-${String(RECENT_LEADER_SEASONS.to).slice(2)}`;
  return `${line} The reference's ranges describe ${from}-${to} but ${aside} (four of them also ${recent}): for other years they are shown, not judged.`;
}

export function formatLeadersReport(report: LeadersBatchReport): string {
  const b = report.best;
  const w = report.whoPlayed;
  return [
    `Season leaders (FBS players, postseason included; mean of ${report.seasons} season${report.seasons === 1 ? '' : 's'})`,
    formatTable(
      ['Figure', 'Measured', 'Real range', 'Seasons in range', 'Source', 'In?'],
      report.figures.map((f) => [
        f.label,
        shown(f.measured),
        range(f.min, f.max),
        `${f.seasonsInRange} of ${f.seasons}`,
        f.source,
        !f.checked
          ? `(${REFERENCE_LEADER_SEASONS.from}-${String(REFERENCE_LEADER_SEASONS.to).slice(2)} ex. ${REFERENCE_LEADER_SEASONS.aside})`
          : f.ok
            ? 'in'
            : 'OUT',
      ]),
      ['Measured', 'Real range', 'Seasons in range'],
    ),
    `Best seasons: ${[
      bestLine('passing', b.passing, 'attempts'),
      bestLine('rushing', b.rushing, 'carries'),
      bestLine('receiving', b.receiving, 'catches'),
      bestLine('tackles', b.tackles),
      bestLine('sacks', b.sacks),
    ].join('; ')}.`,
    report.recordsPassed,
    ...(w
      ? [
          `Who played: ${w.injuriesPerTeamGame} injuries a team-game (${w.starterInjuriesPerTeamGame} to starters), ${w.startersOutPerTeamGame} starters out of `
            + `each game; first quarterbacks missed ${w.quarterbackGamesOutPct}% of games and backups threw ${w.backupPassPct}% of passes.`,
        ]
      : []),
    judgedLine(report),
  ].join('\n');
}
