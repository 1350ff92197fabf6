// One week's games of the current season, most watchable first: the wire format's game keys (document: GET
// /api/week/), shared with the game page.
import { INDEPENDENT } from '../../core/data/types.js';
import { winProbability } from '../../core/odds/odds.js';
import type { WeekGame, WeekGameTeam, WeekScheduleResponse } from '../../shared/api-types.js';
import { GameError } from '../errors.js';
import { gamesOfWeek, isPlayed, type GameRow } from '../queries/games.js';
import type { PageContext } from './context.js';
import { moneylineText, recordText, spreadText, totalText } from './format.js';
import { FCS_CONFERENCE, fcsRank, isFcsSide } from './fcsOpponent.js';
import { gameLabel } from './labels.js';
import { watchabilityScore } from './watchability.js';
import { forcedHeadline, forcedNote } from '../../shared/forcedResult.js';

/** "35-21": a played game's score, the winner's points first. */
export function winnerFirstScore(game: GameRow): string {
  return `${Math.max(game.home_points!, game.away_points!)}-${Math.min(game.home_points!, game.away_points!)}`;
}

function side(ctx: PageContext, game: GameRow, team: string): WeekGameTeam {
  const entry: WeekGameTeam = {
    name: team,
    ranking: rankAtTheTime(ctx, game, team),
    record: recordText(ctx.record(team, game.year)),
  };
  if (isFcsSide(game, team)) entry.fcs = true;
  return entry;
}

/** The rank when the game was played, or the current one while it is to come. */
function rankAtTheTime(ctx: PageContext, game: GameRow, team: string): number {
  if (isFcsSide(game, team)) return fcsRank(ctx, game.year);
  if (isPlayed(game)) return team === game.home ? game.home_rank : game.away_rank;
  return ctx.rank(team, game.year);
}

/** The game's name, else "Conference: SEC" or "Non-Conference: SEC vs Big Ten" (document: base_label). */
function weekBaseLabel(ctx: PageContext, game: GameRow): string {
  if (game.label) return game.label;
  const conferenceOf = (team: string): string =>
    ctx.league(game.year).teams.find((t) => t.name === team)?.conference ?? INDEPENDENT;
  const home = conferenceOf(game.home);
  if (game.conference_game) return `Conference: ${home}`;
  return `Non-Conference: ${home} vs ${game.fcs === 1 ? FCS_CONFERENCE : conferenceOf(game.away)}`;
}

/** teamA is the home team (or the first-named team at a neutral site), teamB the visitor. */
export function weekGame<T extends WeekGameTeam>(
  ctx: PageContext,
  game: GameRow,
  teamA: T,
  teamB: T,
): Omit<WeekGame, 'teamA' | 'teamB'> & { teamA: T; teamB: T } {
  const played = isPlayed(game);
  const winner =
    !played || game.home_points === game.away_points
      ? null
      : game.home_points! > game.away_points!
        ? game.home
        : game.away;
  const result = (team: string): 'W' | 'L' | null => (winner === null ? null : winner === team ? 'W' : 'L');
  const winProbA = game.spread === null ? 0.5 : Math.round(winProbability(game.spread) * 1000) / 1000;
  const rankATOG = rankAtTheTime(ctx, game, game.home);
  const rankBTOG = rankAtTheTime(ctx, game, game.away);
  const forcing = ctx.forcing(game);
  const forced = played && forcing !== null;
  return {
    id: game.id,
    teamA,
    teamB,
    siteA: game.neutral ? 'neutral' : 'home',
    base_label: weekBaseLabel(ctx, game),
    name: game.label,
    spreadA: spreadText(game.spread),
    spreadB: game.spread === null ? null : spreadText(-game.spread),
    moneylineA: moneylineText(game.home_moneyline),
    moneylineB: moneylineText(game.away_moneyline),
    total: totalText(game.total),
    winProbA,
    winProbB: Math.round((1 - winProbA) * 1000) / 1000,
    weekPlayed: game.week,
    year: game.year,
    rankATOG,
    rankBTOG,
    resultA: result(game.home),
    resultB: result(game.away),
    overtime: game.overtimes ?? 0,
    scoreA: game.home_points,
    scoreB: game.away_points,
    headline: forced
      ? forcedHeadline(
          winner!,
          winner === game.home ? game.away : game.home,
          winnerFirstScore(game),
          forcing.reason === null ? 'god_mode' : 'commissioner',
        )
      : game.headline,
    ...(forcing ? { forced: true, forced_note: forcedNote(forcing, played) } : {}),
    info: '',
    winner,
    watchability_score: watchabilityScore(rankATOG, rankBTOG, winProbA, ctx.league(game.year).teams.length),
    label: gameLabel(game),
    game_of_week: game.game_of_week === 1,
  };
}

export function weekScheduleView(ctx: PageContext, week: number): WeekScheduleResponse {
  if (week < 1 || week > ctx.lastWeek) {
    throw new GameError('not_found', `Week ${week} is not in the ${ctx.year} season (weeks 1-${ctx.lastWeek}).`);
  }
  // Once per version of the save (shared between requests, read-only).
  const games = ctx.memo(`weekGames:${ctx.year}:${week}`, () =>
    gamesOfWeek(ctx.db, ctx.year, week)
      .map((g) => weekGame(ctx, g, side(ctx, g, g.home), side(ctx, g, g.away)))
      .sort((a, b) => b.watchability_score - a.watchability_score || a.id - b.id),
  );
  return { info: ctx.info(), team: ctx.team(ctx.program.team), conferences: ctx.conferences(), week, games };
}
