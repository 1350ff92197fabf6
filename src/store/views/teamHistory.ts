// A team's history in this dynasty: one row per season, newest first.
import type { TeamHistoryResponse, TeamHistoryYear } from '../../shared/api-types.js';
import type { AwardEntry } from '../../shared/awards-types.js';
import { teamHistoryRows } from '../queries/teamSeasons.js';
import { awardsByTeam } from '../queries/awards.js';
import { awardEntry } from './awards.js';
import type { PageContext } from './context.js';

/** A season's record is written into team_seasons when it ends; before that it is counted from the games. */
function seasonEnded(ctx: PageContext, year: number): boolean {
  return year < ctx.year || !['preseason', 'season', 'playoff'].includes(ctx.state.stage);
}

export function teamHistoryView(ctx: PageContext, teamName: string): TeamHistoryResponse {
  const team = ctx.resolveTeam(teamName);
  const yearsWithGames = ctx.memo(
    `yearsWithGames:${team}`,
    () =>
      new Set(
        ctx.db
          .all<{ year: number }>(
            'SELECT DISTINCT year FROM games WHERE home = ? UNION SELECT DISTINCT year FROM games WHERE away = ? AND fcs = 0',
            [team, team],
          )
          .map((r) => r.year),
      ),
  );
  // The team's results forced under God Mode, by season.
  const forced = new Map<number, number>();
  for (const g of ctx.forcedGames())
    if (g.home === team || g.away === team) forced.set(g.year, (forced.get(g.year) ?? 0) + 1);
  const years: TeamHistoryYear[] = teamHistoryRows(ctx.db, team)
    .slice()
    .reverse()
    .map((row) => {
      const ended = seasonEnded(ctx, row.year);
      const record = ended ? null : ctx.record(team, row.year);
      return {
        year: row.year,
        prestige: row.prestige,
        rating: row.rating,
        conference: row.conference,
        wins: record ? record.wins : row.wins,
        losses: record ? record.losses : row.losses,
        rank: ended ? row.final_rank : ctx.rank(team, row.year),
        has_games: yearsWithGames.has(row.year),
        ...(forced.has(row.year) ? { forced_games: forced.get(row.year) } : {}),
      };
    });
  return {
    info: ctx.info(),
    conferences: ctx.conferences(),
    team: ctx.team(team),
    teams: ctx.teamNames(),
    years,
    // Every program's, once per version of the save: a program's alone read every season's winners (10-60 ms).
    awards:
      ctx
        .memo('awards:byTeam', () => {
          const byTeam = new Map<string, AwardEntry[]>();
          for (const [name, rows] of awardsByTeam(ctx.db)) byTeam.set(name, rows.map(awardEntry));
          return byTeam;
        })
        .get(team) ?? [],
  };
}
