// Season data several pages read, computed once per version of the save (PageContext.memo).
import { gamesOfYear, isPlayed, playedGames, type GameRow } from '../queries/games.js';
import { latestPoll, type PollRow } from '../queries/polls.js';
import type { PlayedGame } from '../../core/season/results.js';
import type { PageContext } from './context.js';

function memo<T>(ctx: PageContext, key: string, load: () => T): T {
  return ctx.memo(key, load);
}

/** Every game of a season, by week then id. */
export function seasonGames(ctx: PageContext, year = ctx.year): GameRow[] {
  return memo(ctx, `games:${year}`, () => gamesOfYear(ctx.db, year));
}

export function seasonPlayedGames(ctx: PageContext, year = ctx.year): PlayedGame[] {
  return memo(ctx, `played:${year}`, () => playedGames(ctx.db, year));
}

/** Each team's games of a season, in week order. */
export function gamesByTeam(ctx: PageContext, year = ctx.year): Map<string, GameRow[]> {
  return memo(ctx, `byTeam:${year}`, () => {
    const byTeam = new Map<string, GameRow[]>();
    for (const game of seasonGames(ctx, year)) {
      for (const team of [game.home, game.away]) {
        let list = byTeam.get(team);
        if (!list) {
          list = [];
          byTeam.set(team, list);
        }
        list.push(game);
      }
    }
    return byTeam;
  });
}

/** The latest poll of a season (every team, rank order), or [] before the first poll. */
export function currentPoll(ctx: PageContext, year = ctx.year): PollRow[] {
  return memo(ctx, `poll:${year}`, () => latestPoll(ctx.db, year));
}

/**
 * Every team of the season in ranking order: the latest poll, or before the first poll the team ratings
 * (best first, then name), which is what the preseason poll starts from.
 */
export function rankingOrder(ctx: PageContext, year = ctx.year): string[] {
  return memo(ctx, `ranking:${year}`, () => {
    const poll = currentPoll(ctx, year);
    const names = ctx.league(year).teams.map((t) => t.name);
    if (poll.length > 0) {
      const inPoll = new Set(poll.map((r) => r.team));
      return [...poll.map((r) => r.team), ...names.filter((n) => !inPoll.has(n)).sort()];
    }
    const seasons = ctx.teamSeasons(year);
    const rating = (name: string): number => seasons.get(name)?.rating ?? 0;
    return names.slice().sort((a, b) => rating(b) - rating(a) || a.localeCompare(b));
  });
}

/** Team ratings of a season (tiebreakers use them for unranked teams). */
export function teamRatings(ctx: PageContext, year = ctx.year): Map<string, number> {
  return memo(
    ctx,
    `ratings:${year}`,
    () => new Map([...ctx.teamSeasons(year)].map(([team, row]) => [team, row.rating])),
  );
}

export function opponentOf(game: GameRow, team: string): string {
  return game.home === team ? game.away : game.home;
}

/** The team's own point spread (negative: favoured). */
export function ownSpread(game: GameRow, team: string): number | null {
  if (game.spread === null) return null;
  return game.home === team ? game.spread : -game.spread;
}

export function ownMoneyline(game: GameRow, team: string): number | null {
  return game.home === team ? game.home_moneyline : game.away_moneyline;
}

/** Points of the team and of its opponent (null while unplayed). */
export function ownScore(game: GameRow, team: string): { own: number | null; other: number | null } {
  const home = game.home === team;
  return { own: home ? game.home_points : game.away_points, other: home ? game.away_points : game.home_points };
}

export function ownResult(game: GameRow, team: string): 'W' | 'L' | null {
  const { own, other } = ownScore(game, team);
  if (own === null || other === null || own === other) return null;
  return own > other ? 'W' : 'L';
}

/** The opponent's AP rank when the game was played, or its current rank for a game still to come. */
export function opponentRankFor(ctx: PageContext, game: GameRow, team: string): number {
  if (isPlayed(game)) return game.home === team ? game.away_rank : game.home_rank;
  return ctx.rank(opponentOf(game, team), game.year);
}
