// The dashboard's season at a glance (GET /api/dashboard/glance): the team's rank by week, its next games, the
// Heisman race's top five and the team's leaders. Each type is its answer's schema's
// (contract/answers/programCareer.ts).
import type { Static } from 'typebox';
import type { rankPointAnswer, seasonGlanceAnswer, teamLeaderAnswer } from './contract/answers/programCareer.js';

export type RankPoint = Static<typeof rankPointAnswer>;
export type TeamLeader = Static<typeof teamLeaderAnswer>;
export type SeasonGlanceResponse = Static<typeof seasonGlanceAnswer>;
