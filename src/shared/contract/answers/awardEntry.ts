// One award as every page that lists awards answers it (the awards, the Heisman, a team's history, a player's page).
import Type from 'typebox';
import { closed, int, nullable } from './kit.js';

/** One award given to a player (or a coach: player_id null). */
export const awardEntryAnswer = closed({
  year: Type.Integer(),
  /**
   * Award id: heisman, best_qb, best_rb, best_receiver, best_defender, best_lineman, best_kicker, best_punter,
   * coach_of_year, all_america_1..3, freshman_all_america, all_conference_1..2.
   */
  award: Type.String(),
  /** Its name as shown ("Heisman Trophy", "All-America First Team"). */
  award_name: Type.String(),
  /** The conference of an all-conference team, '' otherwise. */
  conference: Type.String(),
  /** Heisman: 1 the winner, then the finalists in voting order; teams: listing order. */
  slot: int(1),
  player_id: nullable(Type.Integer()),
  name: Type.String(),
  team: Type.String(),
  pos: Type.String(),
  /** The season's line in words. */
  line: Type.String(),
  score: Type.Number(),
});
