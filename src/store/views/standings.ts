// Conference standings (or the independents), with each team's games of last week and this week.
import { INDEPENDENT } from '../../core/data/types.js';
import type { StandingsResponse, StandingsTeam } from '../../shared/api-types.js';
import { GameError } from '../errors.js';
import type { PageContext } from './context.js';
import { gameOfWeek } from './scheduleGame.js';
import { gamesByTeam } from './seasonData.js';
import { conferenceOrder } from './standingsOrder.js';

/** The URL value selecting the independents (spec route table). */
export const INDEPENDENT_SLUG = 'independent';

/** A conference name from a URL, in the league's spelling; "independent" (any case) selects the independents. */
export function resolveConference(ctx: PageContext, name: string): string {
  const wanted = name.trim().toLowerCase();
  if (wanted === INDEPENDENT_SLUG || wanted === INDEPENDENT.toLowerCase() || wanted === 'independents')
    return INDEPENDENT;
  const match = ctx.league().conferences.find((c) => c.name.toLowerCase() === wanted);
  if (!match) {
    const names = ctx
      .league()
      .conferences.map((c) => c.name)
      .join(', ');
    throw new GameError(
      'not_found',
      `Unknown conference "${name}" in the ${ctx.year} season (${names}, or independent).`,
    );
  }
  return match.name;
}

export function standingsView(ctx: PageContext, conferenceName: string): StandingsResponse {
  const conference = resolveConference(ctx, conferenceName);
  const teams = ctx.memo(`standingsRows:${conference}`, () => standingsRows(ctx, conference));
  return {
    info: ctx.info(),
    conferences: ctx.conferences(),
    team: ctx.team(ctx.program.team),
    // The document omits the name for the independents (the client titles that page itself).
    ...(conference === INDEPENDENT ? {} : { conference }),
    teams,
  };
}

function standingsRows(ctx: PageContext, conference: string): StandingsTeam[] {
  const byTeam = gamesByTeam(ctx);
  return conferenceOrder(ctx, conference).map(({ team, division }) => {
    const record = ctx.record(team);
    const games = byTeam.get(team) ?? [];
    return {
      name: team,
      ranking: ctx.rank(team),
      division,
      confWins: record.confWins,
      confLosses: record.confLosses,
      totalWins: record.wins,
      totalLosses: record.losses,
      rating: ctx.teamSeasons().get(team)?.rating ?? 0,
      last_game: gameOfWeek(ctx, games, ctx.state.currentWeek - 1, team),
      next_game: gameOfWeek(ctx, games, ctx.state.currentWeek, team),
    };
  });
}
