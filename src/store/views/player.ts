// The player page: the player, career statistics year by year, and the game logs of one season.
import { awardsByPlayer } from '../queries/awards.js';
import { awardEntry } from './awards.js';
import type { ClassYear } from '../../core/players/types.js';
import { ATTRIBUTE_NAMES } from '../../core/players/attributes.js';
import { bodyOf, heightLabel } from '../../core/players/body.js';
import { sumStatCategories } from '../../core/stats/aggregate.js';
import type { PlayerGameLog, PlayerProfile, PlayerResponse, YearlyCumulativeStats } from '../../shared/api-types.js';
import { playerStatus } from '../queries/rosterStatus.js';
import { statusFields, statusWeek } from './playerStatus.js';
import { GameError } from '../errors.js';
import { findGame } from '../queries/games.js';
import { hasGameLines, playerLinesOfYear } from '../queries/playerGameLines.js';
import { findPlayer } from '../queries/players.js';
import { positionChangesOfPlayer } from '../queries/positionChanges.js';
import { playerSeasons } from '../queries/playerSeasons.js';
import type { PageContext } from './context.js';
import { gameLogStats, yearlyStats } from './playerPageStats.js';
import { scheduleGame } from './scheduleGame.js';

/** year: the season of the game logs (default the current one). */
/** year: the season whose game logs are shown; by default the newest season with any (last season's in the
 * preseason, before a game of this one is played), else the current one. */
export function playerView(ctx: PageContext, playerId: number, requestedYear?: number): PlayerResponse {
  const player = findPlayer(ctx.db, playerId);
  if (!player) throw new GameError('not_found', `No player ${playerId} in this dynasty.`);
  if (requestedYear !== undefined && (requestedYear < ctx.state.startYear || requestedYear > ctx.year)) {
    throw new GameError(
      'not_found',
      `No season ${requestedYear} in this dynasty (${ctx.state.startYear}-${ctx.year}).`,
    );
  }

  // Season totals are kept up to date as games are played, the current season included.
  const seasons = playerSeasons(ctx.db, playerId);
  // Keyed by year (document: the client shows the key in the Year column).
  const yearly: Record<string, YearlyCumulativeStats> = {};
  for (const s of seasons) {
    yearly[String(s.year)] = {
      class: s.class as ClassYear,
      rating: s.rating,
      games: s.games,
      ...yearlyStats(player.pos, s.stats),
    };
  }

  const teamIn = (y: number): string => seasons.find((s) => s.year === y)?.team ?? player.team;
  // Game lines are kept for the current season and the player's team's games: years whose logs can be shown.
  const years = seasons
    .map((s) => s.year)
    .filter((y) => hasGameLines(ctx.db, teamIn(y), y))
    .reverse();
  const year = requestedYear ?? years[0] ?? ctx.year;
  const logs: PlayerGameLog[] = [];
  for (const line of playerLinesOfYear(ctx.db, playerId, teamIn(year), year)) {
    const game = findGame(ctx.db, line.gameId);
    if (!game) continue;
    logs.push({ game: scheduleGame(ctx, game, line.team), ...gameLogStats(player.pos, line.stats) });
  }
  logs.sort((a, b) => a.game.weekPlayed - b.game.weekPlayed);

  const team = ctx.league().teams.some((t) => t.name === player.team) ? player.team : ctx.program.team;
  // Former players keep no attributes (queries/formerPlayers.ts): their body is read from an average build.
  const hasAttributes = !player.former;
  const body = bodyOf(
    hasAttributes ? player : { ...player, attributes: { ...player.attributes, speed: 70, strength: 70 } },
  );
  const status = statusFields(
    player,
    player.active ? playerStatus(ctx.db, ctx.year, player.id) : undefined,
    statusWeek(ctx.state.stage, ctx.state.currentWeek),
  );
  const profile: PlayerProfile = {
    ...status,
    height: body.height,
    height_label: heightLabel(body.height),
    weight: body.weight,
    potential: player.potential,
    attributes: hasAttributes ? Object.fromEntries(ATTRIBUTE_NAMES.map((a) => [a, player.attributes[a]])) : {},
  };
  const ratings = seasons.map((s) => ({ year: s.year, rating: s.rating }));
  if (player.active && !ratings.some((r) => r.year === ctx.year))
    ratings.push({ year: ctx.year, rating: player.rating });
  const career = sumStatCategories(seasons.map((s) => s.stats));
  return {
    info: ctx.info(),
    team: ctx.team(team),
    conferences: ctx.conferences(),
    years: years.length > 0 ? years : [ctx.year],
    year,
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
    profile,
    ratings_by_season: ratings,
    career_totals: {
      seasons: seasons.length,
      games: seasons.reduce((n, s) => n + s.games, 0),
      ...yearlyStats(player.pos, career),
    },
    awards: (ctx.memo('awards:byPlayer', () => awardsByPlayer(ctx.db)).get(playerId) ?? []).map(awardEntry),
    position_changes: positionChangesOfPlayer(ctx.db, playerId).map((m) => ({
      year: m.year,
      team: m.team,
      from: m.from_pos,
      to: m.to_pos,
      rating_before: m.rating_before,
      rating_after: m.rating_after,
      made_by: m.made_by,
    })),
  };
}
