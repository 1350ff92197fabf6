// The realism report's judgement of the lines against the results (core/odds/lineRecord.ts): at every size of the
// favourite's spread, the share of favourites that covered (about half), their margin beyond the spread (about
// nothing) and the share that won, beside real favourites of that size (fbs-targets.md, Odds); at every size of the
// total, the share of overs (the points beyond the total shown). Each figure is judged within a band that widens with
// its sampling error, so the same rule serves one seed's few hundred games and eight seeds' pooled thousands. Then
// how big the lines are (lineSizes.ts), judged in the seasons the real figures describe.
import { beatPct, lineRecord, SPREAD_SIZES, type LinedResult, type SizeRecord } from '../core/odds/lineRecord.js';
import { round } from '../core/stats/math.js';
import { formatTable } from '../shared/textTable.js';
import {
  CONFERENCE_LINE_SD,
  LINE_SIZES_JUDGED_FROM,
  lineSizes,
  REAL_CONFERENCE_MEAN,
  REAL_MEDIAN,
  REAL_SHARE_FROM,
  type LineSizes,
  type SizedLine,
} from './lineSizes.js';

/**
 * Standard errors a figure may sit from its target. At 2.64 each (the old spread bands' rule), a line that is right
 * at every size passes each judged figure 99.2% of the time.
 */
const STANDARD_ERRORS = 2.64;
/**
 * Closer than this no batch is asked to be, however many games it has: a cover or over share within 4 points of
 * half, a margin within 2 points of the line. Real closing lines' own sizes spread wider than this (38-56% covered
 * over 73-310 games each, fbs-targets.md), which is their few games: a line is judged on what it does on many. The
 * margins bunch on the key numbers and run long on one side, so no line can be both the middle result and the mean
 * at every size: one hung between them sits up to a point off the mean (and a couple of points off half the covers)
 * before its sampling error.
 */
export const LINE_FLOORS = { share: 4, points: 2, won: 3, size: 1 } as const;
/** One game's SD of its margin beyond the spread (fbs-targets.md: 15.2), and of its points beyond the total. */
const MISS_SD = 15;

/** A size's covers, margin beyond the spread and wins, a total's overs; the lines' sizes: a share, the median, a mean. */
export type LineFigure = 'covered' | 'beyond' | 'won' | 'over' | 'sizeShare' | 'median' | 'conferenceMean';

/** One judged figure of the lines at one size. */
export interface LineCheck {
  figure: LineFigure;
  /** The size: a spread's or a total's label. */
  size: string;
  label: string;
  games: number;
  measured: number;
  target: number;
  /** One game's SD of the measure (percentage points for a share, points for a margin). */
  perGameSd: number;
  /** Standard error of the real figure it is set beside (the real table's own few games); 0 for a rule. */
  realSe: number;
  floor: number;
  tolerance: number;
  ok: boolean;
}

/** How far a figure of `games` games may sit from its target. */
export function lineTolerance(c: Pick<LineCheck, 'perGameSd' | 'realSe' | 'floor'>, games: number): number {
  if (games <= 0) return 100;
  return Math.max(c.floor, STANDARD_ERRORS * Math.sqrt(c.perGameSd ** 2 / games + c.realSe ** 2));
}

function check(
  c: Omit<LineCheck, 'tolerance' | 'ok' | 'measured' | 'target'> & { measured: number; target: number },
): LineCheck {
  const tolerance = lineTolerance(c, c.games);
  return {
    ...c,
    measured: round(c.measured, 3),
    target: round(c.target, 3),
    tolerance: round(tolerance, 3),
    ok: c.games === 0 || Math.abs(c.measured - c.target) <= tolerance,
  };
}

/** A size's row of the tables. */
export interface SizeLine {
  label: string;
  games: number;
  /** Favourites' wins (spreads; null for totals), real favourites' wins of that size. */
  wonPct: number | null;
  realWonPct: number | null;
  /** Covers (overs) among the decided games, and the mean margin beyond the spread (points beyond the total). */
  beatPct: number;
  beyond: number;
}

export interface LineSection {
  checks: LineCheck[];
  spreads: SizeLine[];
  totals: SizeLine[];
  /** Every game with a line: the mean and SD of what beat the spread, and of what beat the total. */
  spread: { games: number; mean: number; sd: number };
  total: { games: number; mean: number; sd: number };
  /** Favourites' wins among the games with a favourite, in percent (real 2023-24: 73.2). */
  favouriteWinPct: number;
  /** How big the lines are; judged (in `checks`) from LINE_SIZES_JUDGED_FROM. */
  sizes: LineSizes;
  sizesJudged: boolean;
}

const share = (pct: number) => Math.sqrt(Math.max(1e-6, (pct / 100) * (1 - pct / 100))) * 100;

function sizeChecks(s: SizeRecord, kind: 'spread' | 'total'): LineCheck[] {
  const beyond = s.games === 0 ? 0 : s.beyond / s.games;
  const decided = s.games - s.even;
  if (kind === 'total') {
    // A total is judged by its overs: a few shootouts pull the mean points above the middle result, so the points
    // beyond the total are shown, not judged.
    return [
      check({
        figure: 'over',
        size: s.label,
        label: `Totals ${s.label}: overs %`,
        games: decided,
        measured: beatPct(s),
        target: 50,
        perGameSd: share(50),
        realSe: 0,
        floor: LINE_FLOORS.share,
      }),
    ];
  }
  const real = SPREAD_SIZES.find((x) => x.label === s.label)!.real;
  return [
    check({
      figure: 'covered',
      size: s.label,
      label: `Favourites by ${s.label}: covered %`,
      games: decided,
      measured: beatPct(s),
      target: 50,
      perGameSd: share(50),
      realSe: 0,
      floor: LINE_FLOORS.share,
    }),
    check({
      figure: 'beyond',
      size: s.label,
      label: `Favourites by ${s.label}: margin beyond the spread`,
      games: s.games,
      measured: beyond,
      target: 0,
      perGameSd: MISS_SD,
      realSe: 0,
      floor: LINE_FLOORS.points,
    }),
    check({
      figure: 'won',
      size: s.label,
      label: `Favourites by ${s.label}: won % (real 2023-24)`,
      games: s.games,
      measured: s.games === 0 ? 0 : (100 * s.won) / s.games,
      target: real.wonPct,
      perGameSd: share(real.wonPct),
      realSe: share(real.wonPct) / Math.sqrt(real.games),
      floor: LINE_FLOORS.won,
    }),
  ];
}

function sizeLine(s: SizeRecord, kind: 'spread' | 'total'): SizeLine {
  const real = kind === 'spread' ? SPREAD_SIZES.find((x) => x.label === s.label)!.real : null;
  return {
    label: s.label,
    games: s.games,
    wonPct: kind === 'spread' ? round(s.games === 0 ? 0 : (100 * s.won) / s.games, 3) : null,
    realWonPct: real ? real.wonPct : null,
    beatPct: round(beatPct(s), 3),
    beyond: round(s.games === 0 ? 0 : s.beyond / s.games, 3),
  };
}

const sum = (sizes: readonly SizeRecord[], key: 'won' | 'games') => sizes.reduce((a, s) => a + s[key], 0);

const shareSd = (pct: number) => share(pct);

/** The judged figures of the lines' sizes: the shares of 21 and 28 or more, the median, the conference games' means. */
function sizeFigureChecks(sizes: LineSizes): LineCheck[] {
  const from = (size: 21 | 28) => {
    const real = REAL_SHARE_FROM[size];
    return check({
      figure: 'sizeShare',
      size: `${size}+`,
      label: `Lines of ${size} or more: share %`,
      games: sizes.games,
      measured: size === 21 ? sizes.from21.pct : sizes.from28.pct,
      target: real,
      perGameSd: shareSd(real),
      realSe: shareSd(real) / Math.sqrt(SPREAD_SIZES.reduce((sum, s) => sum + s.real.games, 0)),
      floor: LINE_FLOORS.size,
    });
  };
  const conference = (which: 'all' | 'power') => {
    const real = REAL_CONFERENCE_MEAN[which];
    const measured = which === 'all' ? sizes.conference : sizes.powerConference;
    return check({
      figure: 'conferenceMean',
      size: which === 'all' ? 'conference' : 'power conference',
      label: which === 'all' ? 'Conference games: mean line' : 'Power conference games: mean line',
      games: measured.games,
      measured: measured.mean,
      target: real.mean,
      perGameSd: CONFERENCE_LINE_SD,
      realSe: CONFERENCE_LINE_SD / Math.sqrt(real.games),
      floor: LINE_FLOORS.size,
    });
  };
  return [
    check({
      figure: 'median',
      size: 'median',
      label: 'Median line',
      games: sizes.games,
      measured: sizes.median,
      target: REAL_MEDIAN.centre,
      perGameSd: 0,
      realSe: 0,
      floor: REAL_MEDIAN.halfWidth,
    }),
    from(21),
    from(28),
    conference('all'),
    conference('power'),
  ];
}

/**
 * The lines of the games (FBS against FBS) judged by size; from LINE_SIZES_JUDGED_FROM (or with no year) the lines'
 * sizes too.
 */
export function lineSection(games: readonly (LinedResult & SizedLine)[], year?: number): LineSection {
  const record = lineRecord(games);
  const sizes = lineSizes(games);
  const sizesJudged = year === undefined || year >= LINE_SIZES_JUDGED_FROM;
  const moments = (m: { games: number; mean: number; sd: number }) => ({
    games: m.games,
    mean: round(m.mean, 3),
    sd: round(m.sd, 3),
  });
  return {
    checks: [
      ...record.spreads.flatMap((s) => sizeChecks(s, 'spread')),
      ...(record.total.games > 0 ? record.totals.flatMap((s) => sizeChecks(s, 'total')) : []),
      ...(sizesJudged ? sizeFigureChecks(sizes) : []),
    ],
    spreads: record.spreads.map((s) => sizeLine(s, 'spread')),
    totals: record.total.games > 0 ? record.totals.map((s) => sizeLine(s, 'total')) : [],
    spread: moments(record.spread),
    total: moments(record.total),
    favouriteWinPct: round((100 * sum(record.spreads, 'won')) / Math.max(1, sum(record.spreads, 'games')), 3),
    sizes,
    sizesJudged,
  };
}

function num(value: number): string {
  return Math.abs(value) >= 100 ? value.toFixed(0) : Math.abs(value) >= 10 ? value.toFixed(1) : value.toFixed(2);
}

export function formatLineSection(s: LineSection): string {
  const mark = (size: string, figure: LineFigure) => {
    const c = s.checks.find((x) => x.size === size && x.figure === figure);
    return c ? `${num(c.measured)}${c.ok ? '' : ' OUT'}` : '-';
  };
  const spreadRows = s.spreads.map((l) => [
    l.label,
    l.games,
    mark(l.label, 'won'),
    l.realWonPct === null ? '-' : num(l.realWonPct),
    mark(l.label, 'covered'),
    mark(l.label, 'beyond'),
  ]);
  const lines = [
    `The line against the results by the favourite's spread (${s.spread.games} games; the margin beat the spread by `
      + `${num(s.spread.mean)} on average, SD ${num(s.spread.sd)}; real 2023-24: -0.08, SD 15.2)`,
    formatTable(['Favourite by', 'Games', 'Won %', 'Real won %', 'Covered %', 'Margin - spread'], spreadRows, [
      'Games',
      'Won %',
      'Real won %',
      'Covered %',
      'Margin - spread',
    ]),
    'Judged: covered within 4 points of 50% and the margin within 2 of the spread (wider for few games); won % '
      + "beside real favourites of that size, within the two tables' sampling error. OUT marks a figure out.",
  ];
  if (s.totals.length > 0) {
    lines.push(
      '',
      `The total against the points (${s.total.games} games; the points beat the total by ${num(s.total.mean)} on `
        + `average, SD ${num(s.total.sd)})`,
      formatTable(
        ['Total', 'Games', 'Overs %', 'Points - total'],
        s.totals.map((l) => [l.label, l.games, mark(l.label, 'over'), num(l.beyond)]),
        ['Games', 'Overs %', 'Points - total'],
      ),
      'Judged: overs within 4 points of 50% (wider for few games); the points beyond the total are shown.',
    );
  }
  lines.push('', ...formatLineSizes(s));
  return lines.join('\n');
}

/** The lines' sizes: the shares by size beside the real ones, and the judged figures with their bands. */
function formatLineSizes(s: LineSection): string[] {
  const z = s.sizes;
  const judged = (size: string, figure: LineFigure) => {
    const c = s.checks.find((x) => x.size === size && x.figure === figure);
    return c
      ? [num(c.measured), `${num(c.target - c.tolerance)} to ${num(c.target + c.tolerance)}`, c.ok ? 'in' : 'OUT']
      : null;
  };
  const row = (label: string, measured: number, power: string, size: string, figure: LineFigure, real: string) => {
    const j = judged(size, figure);
    return [label, num(measured), power, real, j ? j[1] : '-', j ? j[2] : 'shown'];
  };
  return [
    `How big the lines are (${z.games} games with a favourite, ${z.powerGames} of them between two power-conference `
      + 'programs; real: the 2023-24 closing lines and 2024 conference play)',
    formatTable(
      ['Favourite by', 'Share %', 'Real share %', 'Power v power %'],
      z.shares.map((x) => [x.label, num(x.pct), num(x.realPct), num(x.powerPct)]),
      ['Share %', 'Real share %', 'Power v power %'],
    ),
    formatTable(
      ['Figure', 'Measured', 'Power v power', 'Real', 'Band', 'In?'],
      [
        row('Median line', z.median, num(z.powerMedian), 'median', 'median', '7.5-9.5'),
        row(
          'Lines of 21 or more %',
          z.from21.pct,
          num(z.from21.powerPct),
          '21+',
          'sizeShare',
          num(REAL_SHARE_FROM[21]),
        ),
        row(
          'Lines of 28 or more %',
          z.from28.pct,
          num(z.from28.powerPct),
          '28+',
          'sizeShare',
          num(REAL_SHARE_FROM[28]),
        ),
        row(
          `Conference games' mean line (${z.conference.games})`,
          z.conference.mean,
          `${num(z.powerConference.mean)} (${z.powerConference.games})`,
          'conference',
          'conferenceMean',
          num(REAL_CONFERENCE_MEAN.all.mean),
        ),
        row(
          "Power conference games' mean line",
          z.powerConference.mean,
          '-',
          'power conference',
          'conferenceMean',
          num(REAL_CONFERENCE_MEAN.power.mean),
        ),
      ],
      ['Measured', 'Power v power', 'Real'],
    ),
    s.sizesJudged
      ? "Judged: the median within the real one's 7.5-9.5, the shares and means within the two samples' errors."
      : `Shown: the real figures are ${LINE_SIZES_JUDGED_FROM} on; a season before is not judged by them.`,
  ];
}
