// The God Mode page (web /god-mode, `dynasty god`, the God Mode screen of `dynasty play`).
import { ATTRIBUTE_NAMES } from '../../core/players/attributes.js';
import type { GodModeResponse } from '../../shared/api-types.js';
import { COACH_SKILLS } from '../actions/godMode.js';
import { godModeLog, godModeOn, godModeSeasons } from '../queries/godMode.js';
import type { PageContext } from './context.js';
import { forcibleGames } from './forcibleGames.js';

export function godModeView(ctx: PageContext): GodModeResponse {
  return {
    info: ctx.info(),
    on: godModeOn(ctx.db),
    log: godModeLog(ctx.db),
    seasons: godModeSeasons(ctx.db),
    ratings: [...ATTRIBUTE_NAMES],
    coach_skills: [...COACH_SKILLS],
    forcible: forcibleGames(ctx.db),
  };
}
