// The player page: the player, career statistics year by year, and the game logs of one season.
import { awardsOfPlayer } from '../queries/awards.js';
import { awardEntry } from './awards.js';
import type { ClassYear } from '../../core/players/types.js';
import type { PlayerGameLog, PlayerResponse, YearlyCumulativeStats } from '../../shared/api-types.js';
import { GameError } from '../errors.js';
import { findGame } from '../queries/games.js';
import { hasGameLines, playerLinesOfYear } from '../queries/playerGameLines.js';
import { findPlayer } from '../queries/players.js';
import { playerSeasons } from '../queries/playerSeasons.js';
import type { PageContext } from './context.js';
import { gameLogStats, yearlyStats } from './playerPageStats.js';
import { scheduleGame } from './scheduleGame.js';

/** year: the season of the game logs (default the current one). */
export function playerView(ctx: PageContext, playerId: number, year = ctx.year): PlayerResponse {
  const player = findPlayer(ctx.db, playerId);
  if (!player) throw new GameError('not_found', `No player ${playerId} in this dynasty.`);
  if (year < ctx.state.startYear || year > ctx.year) {
    throw new GameError('not_found', `No season ${year} in this dynasty (${ctx.state.startYear}-${ctx.year}).`);
  }

  // Season totals are kept up to date as games are played, the current season included.
  const seasons = playerSeasons(ctx.db, playerId);
  // Keyed by year (document: the client shows the key in the Year column).
  const yearly: Record<string, YearlyCumulativeStats> = {};
  for (const s of seasons) {
    yearly[String(s.year)] = { class: s.class as ClassYear, rating: s.rating, games: s.games, ...yearlyStats(player.pos, s.stats) };
  }

  const teamIn = (y: number): string => seasons.find((s) => s.year === y)?.team ?? player.team;
  const logs: PlayerGameLog[] = [];
  for (const line of playerLinesOfYear(ctx.db, playerId, teamIn(year), year)) {
    const game = findGame(ctx.db, line.gameId);
    if (!game) continue;
    logs.push({ game: scheduleGame(ctx, game, line.team), ...gameLogStats(player.pos, line.stats) });
  }
  logs.sort((a, b) => a.game.weekPlayed - b.game.weekPlayed);

  // Game lines are kept for the current season and the player's team's games: years whose logs can be shown.
  const years = seasons.map((s) => s.year).filter((y) => hasGameLines(ctx.db, teamIn(y), y)).reverse();
  const team = ctx.league().teams.some((t) => t.name === player.team) ? player.team : ctx.state.userTeam;
  return {
    info: ctx.info(),
    team: ctx.team(team),
    conferences: ctx.conferences(),
    years: years.length > 0 ? years : [ctx.year],
    player: {
      id: player.id,
      first: player.first,
      last: player.last,
      pos: player.pos,
      year: player.year,
      rating: player.rating,
      starter: player.starter,
      stars: player.stars,
      development_trait: player.developmentTrait,
    },
    yearly_cumulative_stats: yearly,
    game_logs: logs,
    awards: awardsOfPlayer(ctx.db, playerId).map(awardEntry),
  };
}
