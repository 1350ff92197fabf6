// The dynasty settings page (web /settings, `dynasty settings`, the settings screen of `dynasty play`).
import type { SettingsResponse } from '../../shared/api-types.js';
import { DEFAULT_DETAIL_SEASONS, MAX_DETAIL_SEASONS, readRetention } from '../queries/retention.js';
import type { PageContext } from './context.js';

export function settingsView(ctx: PageContext): SettingsResponse {
  const retention = readRetention(ctx.db);
  const detailSeasons = retention.keep === 'all' ? null : retention.seasons;
  return {
    info: ctx.info(),
    detail_seasons: detailSeasons,
    default_detail_seasons: DEFAULT_DETAIL_SEASONS,
    max_detail_seasons: MAX_DETAIL_SEASONS,
    first_detail_year: detailSeasons === null ? null : ctx.state.year - detailSeasons,
  };
}
