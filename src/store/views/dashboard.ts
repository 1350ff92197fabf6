// The dashboard: the player's team, its last and next game, its conference standings and the AP top 10.
import type { DashboardGame, DashboardResponse, TeamSummary } from '../../shared/api-types.js';
import type { GameRow } from '../queries/games.js';
import type { PageContext } from './context.js';
import { moneylineText, recordText, scoreText, spreadText } from './format.js';
import { gameLabel } from './labels.js';
import {
  gamesByTeam, lastGameOf, nextGameOf, opponentOf, opponentRankFor, ownMoneyline, ownResult, ownScore, ownSpread, rankingOrder,
} from './seasonData.js';
import { conferenceOrder } from './standingsOrder.js';

const TOP_SHOWN = 10;

/** The columns of standings-like lists, without the per-team queries of ctx.team(). */
export function teamSummary(ctx: PageContext, name: string, year = ctx.year): TeamSummary {
  const record = ctx.record(name, year);
  const info = ctx.league(year).teams.find((t) => t.name === name);
  return {
    name,
    ranking: ctx.rank(name, year),
    rating: ctx.teamSeasons(year).get(name)?.rating ?? 0,
    record: recordText(record.wins, record.losses),
    conference: info?.conference ?? '',
    confWins: record.confWins,
    confLosses: record.confLosses,
    totalWins: record.wins,
    totalLosses: record.losses,
  };
}

function dashboardGame(ctx: PageContext, game: GameRow | null, team: string): DashboardGame | null {
  if (!game) return null;
  const opponent = opponentOf(game, team);
  const record = ctx.record(opponent, game.year);
  const { own, other } = ownScore(game, team);
  const played = own !== null && other !== null;
  return {
    id: game.id,
    weekPlayed: game.week,
    opponent: { name: opponent, ranking: opponentRankFor(ctx, game, team), record: recordText(record.wins, record.losses) },
    label: gameLabel(game),
    result: ownResult(game, team),
    score: scoreText(own, other),
    spread: played ? null : spreadText(ownSpread(game, team)),
    moneyline: played ? null : moneylineText(ownMoneyline(game, team)),
  };
}

export function dashboardView(ctx: PageContext): DashboardResponse {
  const team = ctx.state.userTeam;
  const games = gamesByTeam(ctx).get(team) ?? [];
  const own = ctx.team(team);
  return {
    info: ctx.info(),
    conferences: ctx.conferences(),
    team: own,
    prev_game: dashboardGame(ctx, lastGameOf(games), team),
    curr_game: dashboardGame(ctx, nextGameOf(games), team),
    confTeams: conferenceOrder(ctx, own.conference).map((p) => teamSummary(ctx, p.team)),
    top_10: rankingOrder(ctx)
      .filter((name) => ctx.rank(name) > 0)
      .slice(0, TOP_SHOWN)
      .map((name) => teamSummary(ctx, name)),
  };
}
