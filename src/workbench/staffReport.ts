// The dynasty batch's staff and money figures: coordinator changes and promotions each offseason, the signings NIL
// backed from 2021 (recruits and transfers), and the share of five-stars the 15 richest programs sign.
import { NIL_FROM } from '../core/money/budget.js';
import { nilFactor } from '../core/money/nil.js';
import { mean, round } from '../core/stats/math.js';
import type { Db } from '../store/database.js';
import { leagueBudgets } from '../store/actions/staff/money.js';
import { nilPulls } from '../store/actions/staff/nilPulls.js';
import { formatTable } from '../shared/textTable.js';

/**
 * Real FBS: 57 new offensive and 54 new defensive coordinators among 134 programs in the 2024-25 cycle (CBS Sports),
 * about 4 in 10 programs a side; a little over half the programs change at least one. Head jobs going to
 * coordinators: about 45% of new head coaches (Winthrop Intelligence 2013: 23% OCs, 21% DCs of promotions), some
 * 8-12 a season. The 15 richest programs sign most five-stars, but not all: the top five alone signed 56% of them in
 * 2017-2021, six schools 22 of 31 in 2020; in 2023-2026 128 went to 27 programs, the top 15 at most about 87%; our
 * reading for fifteen, 60-90%. See
 * docs/reference/coordinators.md.
 */
export const STAFF_TARGETS = {
  programsChanging: [0.45, 0.7] as [number, number],
  ocPerProgram: [0.3, 0.5] as [number, number],
  promoted: [5, 14] as [number, number],
  topBudgetFiveStars: [0.6, 0.9] as [number, number],
} as const;

/** A signing counts as NIL-backed when NIL added at least this much to his pull toward the program (+3.75%). */
const NIL_BACKED = 1 + 0.025;

export interface StaffSeasonFigures {
  year: number;
  programs: number;
  /** Programs that hired at least one coordinator in the offseason after the season. */
  programsChanging: number;
  ocChanges: number;
  dcChanges: number;
  /** Coordinators hired away as head coaches. */
  promoted: number;
  /** Recruits of the class signed at the season's end, and portal signings of the offseason: all, and NIL-backed. */
  signings: number;
  nilBacked: number;
  fiveStars: number;
  fiveStarsTopBudget: number;
}

/** Read after signing day of season `year` (the offseason's coordinator moves and portal done, the collectives still the season's). */
export function staffFigures(db: Db, year: number): StaffSeasonFigures {
  const programs = db.get<{ n: number }>('SELECT COUNT(*) AS n FROM team_seasons WHERE year = ?', [year])!.n;
  const hires = db.all<{ team: string; role: string }>(
    "SELECT team, role FROM staff_moves WHERE year = ? AND kind = 'hired'",
    [year],
  );
  const promoted = db.get<{ n: number }>(
    "SELECT COUNT(*) AS n FROM staff_moves WHERE year = ? AND kind = 'hired_away'",
    [year],
  )!.n;
  const recruits = db.all<{ team: string; id: number; stars: number }>(
    "SELECT r.team, p.id, p.stars FROM roster_changes r JOIN players p ON p.id = r.player_id WHERE r.year = ? AND r.kind = 'recruit'",
    [year],
  );
  const transfers = db.all<{ team: string; id: number }>(
    'SELECT to_team AS team, player_id AS id FROM portal_entries WHERE year = ? AND to_team IS NOT NULL',
    [year],
  );
  const recruitPulls = nilPulls(db, year, 'recruit');
  const transferPulls = nilPulls(db, year, 'transfer');
  const backed =
    recruits.filter((r) => nilFactor(recruitPulls.get(r.team), r.id) >= NIL_BACKED).length
    + transfers.filter((t) => nilFactor(transferPulls.get(t.team), t.id) >= NIL_BACKED).length;
  const budgets = [...leagueBudgets(db, year)].sort((a, b) => b[1].budget - a[1].budget || a[0].localeCompare(b[0]));
  const richest = new Set(budgets.slice(0, 15).map(([team]) => team));
  const five = recruits.filter((r) => r.stars === 5);
  return {
    year,
    programs,
    programsChanging: new Set(hires.map((h) => h.team)).size,
    ocChanges: hires.filter((h) => h.role === 'OC').length,
    dcChanges: hires.filter((h) => h.role === 'DC').length,
    promoted,
    signings: recruits.length + transfers.length,
    nilBacked: backed,
    fiveStars: five.length,
    fiveStarsTopBudget: five.filter((r) => richest.has(r.team)).length,
  };
}

export interface StaffReport {
  seasons: StaffSeasonFigures[];
  programsChangingShare: number;
  ocPerProgram: number;
  dcPerProgram: number;
  promotedPerSeason: number;
  /** Share of signings NIL-backed, seasons before 2021 and from 2021. */
  nilBackedBefore: number | null;
  nilBackedFrom: number | null;
  topBudgetFiveStarShare: number;
}

export function staffReport(runs: readonly { seasons: { staff?: StaffSeasonFigures }[] }[]): StaffReport {
  const seasons = runs.flatMap((r) => r.seasons.flatMap((s) => (s.staff ? [s.staff] : [])));
  const share = (list: StaffSeasonFigures[]) => {
    const all = list.reduce((s, f) => s + f.signings, 0);
    return list.length === 0 || all === 0 ? null : round(list.reduce((s, f) => s + f.nilBacked, 0) / all, 3);
  };
  const five = seasons.reduce((s, f) => s + f.fiveStars, 0);
  return {
    seasons,
    programsChangingShare: round(mean(seasons.map((f) => f.programsChanging / Math.max(1, f.programs))), 3),
    ocPerProgram: round(mean(seasons.map((f) => f.ocChanges / Math.max(1, f.programs))), 3),
    dcPerProgram: round(mean(seasons.map((f) => f.dcChanges / Math.max(1, f.programs))), 3),
    promotedPerSeason: round(mean(seasons.map((f) => f.promoted)), 1),
    nilBackedBefore: share(seasons.filter((f) => f.year < NIL_FROM)),
    nilBackedFrom: share(seasons.filter((f) => f.year >= NIL_FROM)),
    topBudgetFiveStarShare: five === 0 ? 0 : round(seasons.reduce((s, f) => s + f.fiveStarsTopBudget, 0) / five, 3),
  };
}

function judged(value: number, [low, high]: readonly [number, number]): string {
  return value >= low && value <= high ? 'in' : 'OUT';
}

export function formatStaffReport(r: StaffReport): string {
  if (r.seasons.length === 0) return '';
  const pct = (x: number | null) => (x === null ? '-' : `${(100 * x).toFixed(1)}%`);
  const t = STAFF_TARGETS;
  return [
    '',
    'Staff and money (centres over the seasons; real FBS in docs/reference/coordinators.md)',
    formatTable(
      ['Figure', 'Value', 'Real', 'In'],
      [
        [
          'Programs changing a coordinator',
          pct(r.programsChangingShare),
          `${100 * t.programsChanging[0]}-${100 * t.programsChanging[1]}%`,
          judged(r.programsChangingShare, t.programsChanging),
        ],
        [
          'New OCs per program',
          r.ocPerProgram.toFixed(2),
          `${t.ocPerProgram[0]}-${t.ocPerProgram[1]}`,
          judged(r.ocPerProgram, t.ocPerProgram),
        ],
        [
          'New DCs per program',
          r.dcPerProgram.toFixed(2),
          `${t.ocPerProgram[0]}-${t.ocPerProgram[1]}`,
          judged(r.dcPerProgram, t.ocPerProgram),
        ],
        [
          'Coordinators promoted to head coach',
          r.promotedPerSeason.toFixed(1),
          `${t.promoted[0]}-${t.promoted[1]}`,
          judged(r.promotedPerSeason, t.promoted),
        ],
        [
          'Signings NIL-backed, before 2021',
          pct(r.nilBackedBefore),
          '0%',
          r.nilBackedBefore === null ? '-' : judged(r.nilBackedBefore, [0, 0]),
        ],
        ['Signings NIL-backed, 2021 on', pct(r.nilBackedFrom), '', '-'],
        [
          'Five-stars to the 15 richest',
          pct(r.topBudgetFiveStarShare),
          `${100 * t.topBudgetFiveStars[0]}-${100 * t.topBudgetFiveStars[1]}%`,
          judged(r.topBudgetFiveStarShare, t.topBudgetFiveStars),
        ],
      ],
      ['Value'],
    ),
  ].join('\n');
}
