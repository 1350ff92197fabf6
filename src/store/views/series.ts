// The player's booked series games from the current season on (the noncon page's "Booked series").
import type { BookedGame, BookedSeriesResponse } from '../../shared/api-types.js';
import type { Db } from '../database.js';
import { removalProblem } from '../actions/series.js';
import { readState } from '../queries/meta.js';
import { seriesGamesOfTeam } from '../queries/series.js';
import type { Program } from '../program.js';

export function bookedSeriesView(db: Db, program: Program): BookedSeriesResponse {
  const state = readState(db);
  const team = program.team;
  const games: BookedGame[] = seriesGamesOfTeam(db, team, state.year).map((g) => ({
    id: g.id,
    series: g.series,
    kind: g.kind,
    year: g.year,
    week: g.week,
    opponent: g.home === team ? g.away : g.home,
    site: g.home === team ? 'home' : 'away',
    real: g.real === 1,
    locked: removalProblem(state, g),
  }));
  return { team, year: state.year, games };
}

/** "2025 week 1 vs Rice; 2026 week 1 at Rice": a series' games in one line. */
export function seriesGamesText(
  games: readonly { year: number; week: number; home: string; away: string }[],
  team: string,
): string {
  return games.map((g) => `${g.year} week ${g.week} ${g.home === team ? `vs ${g.away}` : `at ${g.home}`}`).join('; ');
}
