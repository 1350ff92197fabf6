// The new-game choices of GET /api/noncon/: the contract has read the query's values (src/shared/contract); here
// they are checked against the season's league (its teams and playoff formats) before anything is created.
import { playoffByes } from '../core/league/validate.js';
import { seasonLeague } from '../core/data/league.js';
import { playoffSettingsFor, type NewDynastyOptions } from '../store/actions/newDynasty.js';
import { checkCoachCreation, coachCreationFromText } from '../store/actions/coaches/creationInput.js';
import type { QueryOf } from '../shared/contract/entry.js';
import type { RouteMap } from '../shared/contract/routes.js';
import { checkYear, resolveTeam } from '../store/league.js';

/** The query of /api/noncon/ as the contract reads it. */
export type NonconQuery = QueryOf<RouteMap['GET /api/noncon']>;

export type NewGameChoices = Pick<
  NewDynastyOptions,
  | 'team'
  | 'year'
  | 'playoffTeams'
  | 'autobids'
  | 'confChampTop4'
  | 'onCampusRounds'
  | 'staffRecruiting'
  | 'role'
  | 'coach'
>;

/**
 * The new-game parameters of /api/noncon/ (as the contract read them: the playoff's size one the league can have),
 * checked against the league data before anything is created or replaced: season, team, playoff format and autobids.
 */
export function newGameParams(query: NonconQuery): NewGameChoices {
  const { team, year, playoff_teams: playoffTeams } = query;
  // The contract asks a new game's query for both (it has none without them).
  if (team === undefined || year === undefined) throw new Error('a new game names its team and its year');
  const autobidsAsked = query.playoff_autobids;
  const top4Asked = query.playoff_conf_champ_top_4;
  const onCampus = query.playoff_on_campus;
  const league = seasonLeague(checkYear(year));
  // The original client sends all three playoff values whatever the format (wire format: GET /api/noncon/);
  // autobids and the top-4 rule only mean something for 8 teams or more (the top-4 rule only with byes), so
  // they are ignored where they do not apply.
  const size = playoffTeams ?? league.defaultPlayoff.teams;
  const hasAutobids = size >= 8;
  const staffRecruiting = query.staff_recruiting ?? false;
  const role = query.role === 'coordinator' ? ('coordinator' as const) : ('head_coach' as const);
  // The player's coach: coach_name, background, offense, defense, points ("offense=6,recruiting=4"); all optional.
  const coach = coachCreationFromText({
    name: query.coach_name,
    background: query.background,
    offense: query.offense,
    defense: query.defense,
    points: query.points,
  });
  const choices = {
    team,
    year,
    playoffTeams,
    autobids: hasAutobids ? autobidsAsked : undefined,
    confChampTop4: playoffByes(size) > 0 ? top4Asked : undefined,
    staffRecruiting,
    role,
    ...(onCampus === undefined ? {} : { onCampusRounds: onCampus }),
    ...(Object.keys(coach).length === 0 ? {} : { coach }),
  };
  resolveTeam(league, team);
  playoffSettingsFor(year, choices, league.conferences.length);
  checkCoachCreation(year, team, role, choices.coach);
  return choices;
}
