// The line that tells a player of the command line about the late weeks (after the bowls, before signing day) and how
// to play them: on `dynasty recruit board`, and on `dynasty advance` into the season summary.
import type { RecruitingBoardResponse } from '../../shared/recruitingApi.js';
import { lateWeeksOpen } from '../../store/actions/recruiting/lateWeek.js';

/** The line, or null when no late week is coming. */
export function lateSigningsLine(
  view: Pick<RecruitingBoardResponse, 'info' | 'cycle' | 'scholarships'>,
): string | null {
  if (view.cycle.status !== 'open' || !view.cycle.late) return null;
  const left = view.cycle.weeks - view.cycle.week;
  const weeks = `${left} ${left === 1 ? 'week' : 'weeks'} before signing day`;
  const open = `${view.scholarships.left} ${view.scholarships.left === 1 ? 'scholarship' : 'scholarships'} open`;
  return lateWeeksOpen(view.info.stage)
    ? `Late signings: ${weeks}, ${open}. \`dynasty recruit week\` plays the next; \`dynasty advance\` to signing day plays those left.`
    : `Late signings: ${weeks}, ${open}, played from the season summary on (\`dynasty advance\`, then \`dynasty recruit week\`).`;
}
