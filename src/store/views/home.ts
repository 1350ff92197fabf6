// The home page: the seasons a dynasty can start in, the saved game (if any) and a preview of one season's
// league (conferences with their teams, independents, that season's playoff format).
import { seasonLeague } from '../../core/data/league.js';
import { CONFERENCES } from '../../core/data/conferences.js';
import { FIRST_YEAR, LAST_YEAR, type SeasonTeam } from '../../core/data/types.js';
import type { HomePreview, HomeResponse, PreviewTeam } from '../../shared/api-types.js';
import type { Db } from '../database.js';
import { checkYear } from '../league.js';
import { hasDynasty } from '../queries/meta.js';
import { PageContext } from './context.js';

/** The seasons a dynasty can start in, newest first. */
export function availableYears(): number[] {
  const years: number[] = [];
  for (let year = LAST_YEAR; year >= FIRST_YEAR; year--) years.push(year);
  return years;
}

function previewTeam(team: SeasonTeam): PreviewTeam {
  return {
    name: team.name,
    prestige: team.prestige,
    mascot: team.mascot,
    abbreviation: team.abbreviation,
    ceiling: team.ceiling,
    floor: team.floor,
    colorPrimary: team.colorPrimary,
    colorSecondary: team.colorSecondary,
  };
}

const byPrestige = (a: PreviewTeam, b: PreviewTeam): number => b.prestige - a.prestige || a.name.localeCompare(b.name);

export function homePreview(year: number): HomePreview {
  const league = seasonLeague(year);
  const teams = new Map(league.teams.map((t) => [t.name, t]));
  const conferences: HomePreview['conferences'] = {};
  for (const conference of league.conferences) {
    const members = conference.teams.map((name) => teams.get(name)).filter((t): t is SeasonTeam => t !== undefined);
    conferences[conference.name] = {
      games: conference.confGames,
      teams: members.map(previewTeam).sort(byPrestige),
      confName: conference.name,
      confFullName: CONFERENCES.find((c) => c.name === conference.name)?.fullName ?? conference.name,
      confGames: conference.confGames,
    };
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
    playoff: { teams: playoff.teams, conf_champ_top_4: playoff.confChampTop4, conf_champ_autobids: playoff.autobids },
    Independent: Object.fromEntries(independents.map((t) => [t.name, t.prestige])),
  };
}

/**
 * db: the player's save, or null when there is none. year: the season to preview (default: the newest season
 * of the data). Years travel as strings, newest first (document: GET /api/home/).
 */
export function homeView(db: Db | null, year?: number): HomeResponse {
  const ctx = db && hasDynasty(db) ? new PageContext(db) : null;
  const selected = year === undefined ? LAST_YEAR : checkYear(year);
  return {
    info: ctx ? ctx.info() : null,
    years: availableYears().map(String),
    preview: homePreview(selected),
    selected_year: String(selected),
  };
}
