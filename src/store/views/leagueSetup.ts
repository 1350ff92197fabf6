// The League setup page (web /league-setup, `dynasty league`, the league screen of `dynasty play`).
import { OVERTIME_RULES, PLAYOFF_SIZES } from '../../core/league/types.js';
import { conferenceGameChoices } from '../../core/league/validate.js';
import type { LeagueSetupResponse } from '../../shared/api-types.js';
import { currentSetup, unfinishedLeague } from '../actions/leagueSetup.js';
import type { PageContext } from './context.js';

export function leagueSetupView(ctx: PageContext): LeagueSetupResponse {
  const setup = currentSetup(ctx.db);
  return {
    info: ctx.info(),
    setup,
    can_change: ctx.state.stage === 'preseason',
    year: ctx.state.year,
    playoff_sizes: [...PLAYOFF_SIZES],
    overtime_rules: [...OVERTIME_RULES],
    conference_games: Object.fromEntries(setup.conferences.map((c) => [c.name, conferenceGameChoices(c.teams.length)])),
    unfinished: unfinishedLeague(setup),
  };
}
