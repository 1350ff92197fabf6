// A game once it has been played: the scheduled game plus its final score.

import type { ScheduledGame } from '../schedule/types.js';

export type PlayedGame = ScheduledGame & {
  id: number;
  homePoints: number;
  awayPoints: number;
  /** Overtime periods played (0 in regulation). */
  overtimes: number;
};

/** The winning team, or null for a tie (college football has none since 1996; kept total for safety). */
export function winnerOf(game: PlayedGame): string | null {
  if (game.homePoints > game.awayPoints) return game.home;
  if (game.awayPoints > game.homePoints) return game.away;
  return null;
}

export function loserOf(game: PlayedGame): string | null {
  const winner = winnerOf(game);
  if (winner === null) return null;
  return winner === game.home ? game.away : game.home;
}

/** Conference games are regular-season games flagged as such; the postseason never is. */
export function countsAsConferenceGame(game: ScheduledGame): boolean {
  return game.kind === 'regular' && game.conferenceGame;
}

export function opponentOf(game: ScheduledGame, team: string): string {
  return game.home === team ? game.away : game.home;
}

/** Points scored and allowed by one team in a game it played. */
export function scoreFor(game: PlayedGame, team: string): { pointsFor: number; pointsAgainst: number } {
  return game.home === team
    ? { pointsFor: game.homePoints, pointsAgainst: game.awayPoints }
    : { pointsFor: game.awayPoints, pointsAgainst: game.homePoints };
}

/** Where the team played: +1 at home, -1 on the road, 0 at a neutral site. */
export function siteFor(game: ScheduledGame, team: string): 1 | 0 | -1 {
  if (game.neutral) return 0;
  return game.home === team ? 1 : -1;
}

/** Games in the order they were played (week, then id). */
export function inPlayedOrder<T extends PlayedGame>(games: readonly T[]): T[] {
  // The season's games are mostly kept in played order already: then the (stable) sort would change nothing.
  for (let i = 1; i < games.length; i++) {
    const a = games[i - 1],
      b = games[i];
    if (a.week > b.week || (a.week === b.week && a.id > b.id))
      return games.slice().sort((x, y) => x.week - y.week || x.id - y.id);
  }
  return games.slice();
}
