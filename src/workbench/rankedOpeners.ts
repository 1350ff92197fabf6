// Ranked teams' openers against unranked FBS teams, as the lines set them before the season: how often a preseason
// Top 25 team is the underdog, and by how much. Real lines make a ranked team an underdog to an unranked one now and
// then (a few a season), by a field goal or so; a poll that ranks teams the lines think little of shows up here as
// ranked underdogs by 8-15 points.
import type { Db } from '../store/database.js';
import { formatTable } from '../shared/textTable.js';

/** A preseason Top 25 team's first game, against an unranked FBS team. */
export interface RankedOpener {
  rank: number;
  /** The ranked team's spread (negative: favoured; 0: a pick'em). */
  spread: number;
}

const TOP = 25;
/** An underdog by at least this many points is the "8-15 points". */
export const BIG_UNDERDOG = 8;

/** The season's ranked openers (after the preseason poll and the lines are set). */
export function rankedOpeners(db: Db, year: number): RankedOpener[] {
  const ranks = new Map(
    db
      .all<{ team: string; rank: number }>('SELECT team, rank FROM polls WHERE year = ? AND week = 0 AND rank <= ?', [
        year,
        TOP,
      ])
      .map((r) => [r.team, r.rank]),
  );
  const games = db.all<{ week: number; home: string; away: string; fcs: number; spread: number | null }>(
    'SELECT week, home, away, fcs, spread FROM games WHERE year = ? ORDER BY week, id',
    [year],
  );
  const opened = new Set<string>();
  const openers: RankedOpener[] = [];
  for (const g of games) {
    for (const [team, opponent, sign] of [
      [g.home, g.away, 1],
      [g.away, g.home, -1],
    ] as const) {
      if (opened.has(team)) continue;
      opened.add(team);
      const rank = ranks.get(team);
      if (rank === undefined || ranks.has(opponent) || g.fcs === 1 || g.spread === null) continue;
      openers.push({ rank, spread: sign * g.spread });
    }
  }
  return openers;
}

export interface OpenersFigure {
  /** "first season" (the real poll where there is one) or "later seasons" (the voters' model). */
  seasons: string;
  games: number;
  /** Share of the openers the ranked team was the underdog in. */
  underdogShare: number;
  /** Mean points a ranked underdog was getting (0 with none). */
  meanUnderdogBy: number;
  /** Share of the openers the ranked team was an underdog by BIG_UNDERDOG points or more. */
  bigUnderdogShare: number;
  /** Ranked underdogs per season (per dynasty). */
  underdogsPerSeason: number;
}

function figure(seasons: string, openers: readonly RankedOpener[], seasonCount: number): OpenersFigure {
  const underdogs = openers.filter((o) => o.spread > 0);
  const share = (n: number) => (openers.length === 0 ? 0 : Math.round((1000 * n) / openers.length) / 1000);
  return {
    seasons,
    games: openers.length,
    underdogShare: share(underdogs.length),
    meanUnderdogBy:
      underdogs.length === 0
        ? 0
        : Math.round((10 * underdogs.reduce((s, o) => s + o.spread, 0)) / underdogs.length) / 10,
    bigUnderdogShare: share(underdogs.filter((o) => o.spread >= BIG_UNDERDOG).length),
    underdogsPerSeason: seasonCount === 0 ? 0 : Math.round((10 * underdogs.length) / seasonCount) / 10,
  };
}

/** The first season apart from the later ones: it opens with the real poll where there is one. */
export function openersReport(
  runs: readonly { seasons: readonly { rankedOpeners?: RankedOpener[] }[] }[],
): OpenersFigure[] {
  const first = runs.flatMap((r) => r.seasons.slice(0, 1));
  const later = runs.flatMap((r) => r.seasons.slice(1));
  return [
    figure(
      'first season',
      first.flatMap((s) => s.rankedOpeners ?? []),
      first.length,
    ),
    ...(later.length === 0
      ? []
      : [
          figure(
            'later seasons',
            later.flatMap((s) => s.rankedOpeners ?? []),
            later.length,
          ),
        ]),
  ];
}

export function formatOpenersReport(figures: readonly OpenersFigure[]): string {
  const numeric = ['Openers', 'Underdog %', 'Per season', 'Getting', `By ${BIG_UNDERDOG}+ %`];
  return [
    'Preseason Top 25 teams opening against unranked FBS teams: how often the lines make the ranked team the underdog',
    formatTable(
      ['Seasons', ...numeric],
      figures.map((f) => [
        f.seasons,
        f.games,
        (100 * f.underdogShare).toFixed(1),
        f.underdogsPerSeason.toFixed(1),
        f.meanUnderdogBy.toFixed(1),
        (100 * f.bigUnderdogShare).toFixed(1),
      ]),
      numeric,
    ),
  ].join('\n');
}
