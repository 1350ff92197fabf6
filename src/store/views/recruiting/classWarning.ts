// The warning that a class is being neglected: from the middle of the season on, when the scholarships open exceed
// the commitments plus the realistic targets, signing day will fill the rest with walk-ons. Shown on the recruiting
// board and the dashboard.
import { RECRUITING_WEEKS } from '../../../core/recruiting/tuning.js';
import type { ProspectSummary, RecruitingCycle, RecruitingScholarships } from '../../../shared/recruitingApi.js';

/**
 * A realistic target: on the board, not committed anywhere, offered by the player's program, which is among his
 * three leading programs.
 */
export function isRealisticTarget(p: ProspectSummary, team: string): boolean {
  return p.committed_to === null && p.offered && p.leaders.some((l) => l.team === team);
}

/**
 * The warning line, or null: before the middle of the season's recruiting weeks (the late weeks of January do not
 * move it), after the cycle closed, or when commitments and targets cover the class.
 */
export function classWarning(
  cycle: RecruitingCycle,
  scholarships: RecruitingScholarships,
  targets: readonly ProspectSummary[],
  team: string,
): string | null {
  if ((cycle.status !== 'open' && cycle.status !== 'closed') || cycle.week < Math.floor(RECRUITING_WEEKS / 2))
    return null;
  const realistic = targets.filter((p) => isRealisticTarget(p, team)).length;
  const uncovered = scholarships.left - realistic;
  if (uncovered <= 0) return null;
  // The board's own count (classPlaces): the scholarships open, and of them those no realistic target may take.
  const prospects = realistic === 1 ? '1 offered prospect has' : `${realistic} offered prospects have`;
  return `${scholarships.left} of ${scholarships.total} scholarships open (${scholarships.committed} committed) and ${prospects} ${team} among their leaders: signing day gives the other ${uncovered} to walk-ons unless more recruits commit.`;
}
