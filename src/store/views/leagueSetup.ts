// The League setup page (web /league-setup, `dynasty league`, the league screen of `dynasty play`).
import { OVERTIME_RULES, PLAYOFF_SIZES } from '../../core/league/types.js';
import type { LeagueSetupResponse } from '../../shared/api-types.js';
import { currentSetup } from '../actions/leagueSetup.js';
import type { PageContext } from './context.js';

export function leagueSetupView(ctx: PageContext): LeagueSetupResponse {
  return {
    info: ctx.info(),
    setup: currentSetup(ctx.db),
    can_change: ctx.state.stage === 'preseason',
    year: ctx.state.year,
    playoff_sizes: [...PLAYOFF_SIZES],
    overtime_rules: [...OVERTIME_RULES],
  };
}
