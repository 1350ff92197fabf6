// The programs Home offers, filtered by conference and ordered by prestige.
import type { HomePreview, PreviewTeam } from '../../../shared/api-types';

export const ALL = '__all__';
export const INDEPENDENTS = '__independents__';

export interface ChoosableTeam extends PreviewTeam {
  conference: string | null;
}

export function teamsOf(preview: HomePreview | null, filter: string): ChoosableTeam[] {
  if (!preview) return [];
  const teams: ChoosableTeam[] = [];
  for (const [conference, { teams: members }] of Object.entries(preview.conferences)) {
    if (filter === ALL || filter === conference) teams.push(...members.map((t) => ({ ...t, conference })));
  }
  if (filter === ALL || filter === INDEPENDENTS)
    teams.push(...preview.independents.map((t) => ({ ...t, conference: null })));
  return teams.sort((a, b) => b.prestige - a.prestige || a.name.localeCompare(b.name));
}
