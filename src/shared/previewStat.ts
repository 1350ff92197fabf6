// A game preview's season figure with its rank, "31.5 (#12)"; a dash before the team's first game, when every
// team's figure is 0 and the ranks say nothing.
import type { TeamPreviewStatKey } from './types/common.js';

export const NO_FIGURE = '—';

interface PreviewTeam {
  totalWins: number;
  totalLosses: number;
  stats?: Partial<Record<TeamPreviewStatKey, { value: number; rank: number }>>;
}

export function previewStatText(
  team: PreviewTeam,
  key: TeamPreviewStatKey,
  format: (value: number) => string = String,
): string {
  const stat = team.stats?.[key];
  if (!stat || stat.rank === 0 || team.totalWins + team.totalLosses === 0) return NO_FIGURE;
  return `${format(stat.value)} (#${stat.rank})`;
}
