// The offseason's pages as the document records them: the roster progression (who got better, who is leaving) and
// the recruiting summary (each team's freshman class); ./seasonStages.ts adds ours and each stage's question.
import Type from 'typebox';
import { closed, int, num } from './kit.js';
import { COUNT, page, PLAYER_KEYS, RATING, teamAnswer } from './wire.js';

const progressionPlayer = {
  ...PLAYER_KEYS,
  /** Ours: a starter, and his team. */
  starter: Type.Boolean(),
  team: Type.String(),
};

export const recruitAnswer = closed({
  id: Type.Integer(),
  first: Type.String(),
  last: Type.String(),
  pos: Type.String(),
  rating: RATING,
  stars: int(1, 5),
  /** Ours: his development trait, 0-5. */
  development_trait: Type.Optional(int(0, 5)),
});

/** One team's freshman class, best players first; weighted_score 0-100, the best class 100. */
export const teamFreshmenAnswer = closed({
  team_name: Type.String(),
  team: teamAnswer,
  players: Type.Array(recruitAnswer, { minItems: 1 }),
  total_points: Type.Number(),
  avg_stars: num(1, 5),
  player_count: int(1),
  five_stars: COUNT,
  four_stars: COUNT,
  three_stars: COUNT,
  two_stars: COUNT,
  one_stars: COUNT,
  weighted_score: num(0, 100),
});

/** The document's roster progression page (./seasonStages.ts adds ours and the stage's question). */
export const rosterProgressionPageAnswer = page({
  progressed: Type.Array(closed({ ...progressionPlayer, change: Type.Integer() })),
  leaving: Type.Array(closed(progressionPlayer)),
});

/** The document's recruiting summary page (./seasonStages.ts adds ours and the stage's question). */
export const recruitingSummaryPageAnswer = page({ team_rankings: Type.Array(teamFreshmenAnswer, { minItems: 1 }) });
