// The team popup: the spec's short team card.
import type { TeamInfoResponse } from '../../shared/api-types.js';
import type { PageContext } from './context.js';

export function teamInfoView(ctx: PageContext, teamName: string): TeamInfoResponse {
  const t = ctx.team(ctx.resolveTeam(teamName));
  return {
    team: {
      name: t.name,
      abbreviation: t.abbreviation,
      mascot: t.mascot,
      conference: t.conference,
      ranking: t.ranking,
      rating: t.rating,
      prestige: t.prestige,
      record: t.record,
      totalWins: t.totalWins,
      totalLosses: t.totalLosses,
      confWins: t.confWins,
      confLosses: t.confLosses,
      colorPrimary: t.colorPrimary,
      colorSecondary: t.colorSecondary,
    },
  };
}
