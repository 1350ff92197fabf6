// The home page: the seasons a dynasty can start in, the saved game (if any) and a preview of one season's
// league (conferences with their teams, independents, that season's playoff format).
import { seasonLeague } from '../../core/data/league.js';
import { FIRST_YEAR, LAST_YEAR, type SeasonTeam } from '../../core/data/types.js';
import type { HomePreview, HomeResponse, PreviewTeam } from '../../shared/api-types.js';
import type { Db } from '../database.js';
import { checkYear } from '../league.js';
import { hasDynasty } from '../queries/meta.js';
import { PageContext } from './context.js';

export function availableYears(): number[] {
  const years: number[] = [];
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) years.push(year);
  return years;
}

function previewTeam(team: SeasonTeam): PreviewTeam {
  return { name: team.name, mascot: team.mascot, prestige: team.prestige, ceiling: team.ceiling, floor: team.floor };
}

const byPrestige = (a: PreviewTeam, b: PreviewTeam): number => b.prestige - a.prestige || a.name.localeCompare(b.name);

export function homePreview(year: number): HomePreview {
  const league = seasonLeague(year);
  const teams = new Map(league.teams.map((t) => [t.name, t]));
  const conferences: HomePreview['conferences'] = {};
  for (const conference of league.conferences) {
    const members = conference.teams.map((name) => teams.get(name)).filter((t): t is SeasonTeam => t !== undefined);
    conferences[conference.name] = { teams: members.map(previewTeam).sort(byPrestige) };
  }
  const independents = league.independents
    .map((name) => teams.get(name))
    .filter((t): t is SeasonTeam => t !== undefined)
    .map(previewTeam)
    .sort(byPrestige);
  const playoff = league.defaultPlayoff;
  return {
    conferences,
    independents,
    playoff: { teams: playoff.teams, conf_champ_autobids: playoff.autobids, conf_champ_top_4: playoff.confChampTop4 },
  };
}

/**
 * db: the player's save, or null when there is none. year: the season to preview (default: the saved game's
 * first season, else the latest season of the data).
 */
export function homeView(db: Db | null, year?: number): HomeResponse {
  const ctx = db && hasDynasty(db) ? new PageContext(db) : null;
  const selected = year === undefined ? (ctx ? Math.min(Math.max(ctx.state.startYear, FIRST_YEAR), LAST_YEAR) : LAST_YEAR) : checkYear(year);
  return {
    years: availableYears(),
    info: ctx ? ctx.info() : null,
    preview: homePreview(selected),
    selected_year: selected,
  };
}
