// Real scheduling series of the seasons the data covers (docs/reference/scheduling-series.md has the sources).
// Weeks count Saturdays from week 1, the Saturday of Labor Day weekend. A dynasty starting in a season books the
// games of that season and later of every series announced before it.
import type { SeriesKind } from '../schedule/series.js';

export interface RealSeries {
  kind: SeriesKind;
  /** The season the series was announced: a dynasty starting earlier knows nothing of it. */
  announced: number;
  games: { year: number; week: number; home: string; away: string }[];
}

export const REAL_SERIES: readonly RealSeries[] = [
  {
    kind: 'home-and-home',
    announced: 2014,
    games: [
      { year: 2024, week: 2, home: 'Michigan', away: 'Texas' },
      { year: 2027, week: 2, home: 'Texas', away: 'Michigan' },
    ],
  },
  {
    kind: 'home-and-home',
    announced: 2014,
    games: [
      { year: 2024, week: 1, home: 'Texas A&M', away: 'Notre Dame' },
      { year: 2025, week: 3, home: 'Notre Dame', away: 'Texas A&M' },
    ],
  },
  {
    kind: 'home-and-home',
    announced: 2019,
    games: [
      { year: 2024, week: 3, home: 'Wisconsin', away: 'Alabama' },
      { year: 2025, week: 3, home: 'Alabama', away: 'Wisconsin' },
    ],
  },
];

/** The real series' games a dynasty starting in `year` has booked: those of that season and later. */
export function realSeriesFrom(year: number): { kind: SeriesKind; games: RealSeries['games'] }[] {
  return REAL_SERIES.filter((s) => s.announced < year)
    .map((s) => ({ kind: s.kind, games: s.games.filter((g) => g.year >= year) }))
    .filter((s) => s.games.length > 0);
}
