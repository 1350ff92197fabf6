// A game's rivalry as its pages show it (the game page, the live and coached games, the terminal's game screen): the
// rivalry's name in the season's league, the trophy it is played for (core/data/rivalries.ts), and the two teams'
// last meeting before it in the dynasty's records.
import { RIVALRY_TROPHIES } from '../../core/data/rivalries.js';
import type { GameRivalry } from '../../shared/live-types.js';
import type { GameRow } from '../queries/games.js';
import type { PageContext } from './context.js';

interface Meeting {
  year: number;
  week: number;
  home: string;
  away: string;
  home_points: number;
  away_points: number;
}

export function rivalryOf(ctx: PageContext, game: GameRow): GameRivalry | null {
  if (game.fcs === 1) return null;
  const rivalry = ctx
    .league(game.year)
    .rivalries.find((r) => r.teams.includes(game.home) && r.teams.includes(game.away) && game.home !== game.away);
  if (!rivalry) return null;
  const last = ctx.db.get<Meeting>(
    `SELECT year, week, home, away, home_points, away_points FROM games
      WHERE ((home = ? AND away = ?) OR (home = ? AND away = ?)) AND home_points IS NOT NULL
        AND (year < ? OR (year = ? AND week < ?))
      ORDER BY year DESC, week DESC LIMIT 1`,
    [game.home, game.away, game.away, game.home, game.year, game.year, game.week],
  );
  const homeWon = last ? last.home_points > last.away_points : false;
  return {
    name: rivalry.name,
    trophy: RIVALRY_TROPHIES[rivalry.name] ?? null,
    last_meeting: last
      ? {
          year: last.year,
          week: last.week,
          winner: homeWon ? last.home : last.away,
          score: homeWon ? `${last.home_points}-${last.away_points}` : `${last.away_points}-${last.home_points}`,
        }
      : null,
  };
}
