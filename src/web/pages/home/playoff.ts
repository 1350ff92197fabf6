// The playoff format chosen on Home: the season's own rule by default, or a size the player picks.
import type { HomePreview } from '../../../shared/api-types';

const TWELVE_TEAM_AUTOBIDS = 5;

export interface PlayoffChoice {
  teams: number;
  autobids: number;
  top4: boolean;
  /** Rounds on campus; undefined keeps the real rule (the 12-team first round). */
  onCampus?: number;
}

export function playoffFromPreview(preview: HomePreview | null): PlayoffChoice {
  if (!preview) return { teams: 4, autobids: 0, top4: false };
  const { teams, conf_champ_autobids, conf_champ_top_4 } = preview.playoff;
  return { teams, autobids: conf_champ_autobids, top4: conf_champ_top_4 ?? false };
}

/**
 * 8 teams or more default to 5 autobids, and where there are byes (12, 24) champions take them; 2 or 4 teams
 * have neither. Autobids never exceed the number of conferences (the options run from 0 to that number).
 */
export function playoffForSize(teams: number, conferenceCount: number): PlayoffChoice {
  return teams >= 8
    ? { teams, autobids: Math.min(TWELVE_TEAM_AUTOBIDS, conferenceCount), top4: teams === 12 || teams === 24 }
    : { teams, autobids: 0, top4: false };
}
