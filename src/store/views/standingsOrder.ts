// Standings order of a conference (per division where it has them) or of the independents, from the season's
// played games with core's tiebreakers.
import { INDEPENDENT } from '../../core/data/types.js';
import { independentStandings, orderByConferenceRecord, tiebreakContext } from '../../core/season/standings.js';
import type { PageContext } from './context.js';
import { rankingOrder, seasonPlayedGames, teamRatings } from './seasonData.js';

export interface StandingsPlace {
  team: string;
  /** Division name in seasons with divisions, else null. */
  division: string | null;
}

/** A conference's teams in standings order (division by division); [] for an unknown conference. */
export function conferenceOrder(ctx: PageContext, conferenceName: string, year = ctx.year): StandingsPlace[] {
  return ctx.memo(`standings:${conferenceName}:${year}`, () => computeConferenceOrder(ctx, conferenceName, year));
}

function computeConferenceOrder(ctx: PageContext, conferenceName: string, year: number): StandingsPlace[] {
  const league = ctx.league(year);
  if (conferenceName === INDEPENDENT) return independentOrder(ctx, year).map((team) => ({ team, division: null }));
  const conference = league.conferences.find((c) => c.name === conferenceName);
  if (!conference) return [];
  const context = tiebreakContext(
    league,
    seasonPlayedGames(ctx, year),
    rankingOrder(ctx, year),
    teamRatings(ctx, year),
  );
  const groups =
    conference.divisions && conference.divisions.length > 0
      ? conference.divisions.map((d) => ({ division: d.name as string | null, teams: d.teams }))
      : [{ division: null, teams: conference.teams }];
  return groups.flatMap((group) =>
    orderByConferenceRecord(group.teams, context).map((team) => ({ team, division: group.division })),
  );
}

export function independentOrder(ctx: PageContext, year = ctx.year): string[] {
  return ctx.memo(`independents:${year}`, () =>
    independentStandings(
      ctx.league(year),
      seasonPlayedGames(ctx, year),
      rankingOrder(ctx, year),
      teamRatings(ctx, year),
    ).map((r) => r.team),
  );
}
