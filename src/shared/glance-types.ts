// The dashboard's season at a glance (GET /api/dashboard/glance): the team's rank by week, its next games, the
// Heisman race's top five and the team's leaders.
import type { ScheduleGame } from './types/common.js';

export interface RankPoint {
  /** The poll after that week's games (0: the preseason poll). */
  week: number;
  /** The AP rank, or null when unranked (outside the Top 25). */
  rank: number | null;
}

export interface GlanceCandidate {
  rank: number;
  player_id: number;
  name: string;
  team: string;
  pos: string;
  line: string;
}

export interface TeamLeader {
  category: 'passing' | 'rushing' | 'receiving' | 'tackles';
  player_id: number;
  name: string;
  pos: string;
  /** Yards, or tackles. */
  value: number;
  line: string;
}

export interface SeasonGlanceResponse {
  team: string;
  year: number;
  rank_by_week: RankPoint[];
  next_games: ScheduleGame[];
  heisman: GlanceCandidate[];
  /** One leader per category the team has recorded, in the order passing, rushing, receiving, tackles. */
  leaders: TeamLeader[];
}
