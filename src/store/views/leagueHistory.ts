// League history (GET /api/league_history/): champions, award winners and records by year.
import type { LeagueHistoryResponse, LeagueHistoryYear } from '../../shared/awards-types.js';
import { LEAGUE_SCOPE } from '../../core/records/book.js';
import { majorAwardsByYear } from '../queries/awards.js';
import { godModeSeasons } from '../queries/godMode.js';
import { allChampions } from '../queries/postseason.js';
import { gamesOfYear } from '../queries/games.js';
import { recordsOfScope } from '../queries/recordBook.js';
import { awardEntry } from './awards.js';
import type { PageContext } from './context.js';
import { recordRow } from './records.js';

export function leagueHistoryView(ctx: PageContext): LeagueHistoryResponse {
  const champions = new Map(allChampions(ctx.db).map((c) => [c.year, c]));
  const awards = majorAwardsByYear(ctx.db).map(awardEntry);
  const godMode = new Set(godModeSeasons(ctx.db));
  const forced = ctx.forcedGames();
  const records = recordsOfScope(ctx.db, LEAGUE_SCOPE).map((e) =>
    recordRow(e, ctx.state.startYear, godMode, new Set(forced.map((g) => g.id))),
  );
  const years: LeagueHistoryYear[] = [];
  for (let year = ctx.year; year >= ctx.state.startYear; year--) {
    const champion = champions.get(year);
    const ofYear = awards.filter((a) => a.year === year);
    years.push({
      year,
      champion: champion?.team ?? null,
      runner_up: champion?.runner_up ?? null,
      heisman: ofYear.find((a) => a.award === 'heisman') ?? null,
      awards: ofYear.filter((a) => a.award !== 'heisman'),
      records: records.filter((r) => r.year === year),
      ...(godMode.has(year) ? { god_mode: true as const } : {}),
      ...(champion && titleGameForced(ctx, year, champion.team, champion.runner_up)
        ? { champion_forced: true as const }
        : {}),
    });
  }
  const titles = new Map<string, number>();
  for (const c of champions.values()) titles.set(c.team, (titles.get(c.team) ?? 0) + 1);
  return {
    info: ctx.info(),
    team: ctx.team(ctx.program.team),
    conferences: ctx.conferences(),
    years,
    titles: [...titles]
      .map(([team, n]) => ({ team, titles: n }))
      .sort((a, b) => b.titles - a.titles || a.team.localeCompare(b.team)),
  };
}

/** Was the season's title game (the champion's last game against the runner-up) forced under God Mode? */
function titleGameForced(ctx: PageContext, year: number, champion: string, runnerUp: string): boolean {
  const forced = ctx.forcedGames().filter((g) => g.year === year);
  if (forced.length === 0) return false;
  const meetings = gamesOfYear(ctx.db, year).filter(
    (g) => (g.home === champion && g.away === runnerUp) || (g.home === runnerUp && g.away === champion),
  );
  const title = meetings.sort((a, b) => b.week - a.week)[0];
  return title !== undefined && forced.some((g) => g.id === title.id);
}
