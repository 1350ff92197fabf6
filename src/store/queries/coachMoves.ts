// Where each player's coach went, as the save records it: the program he last left (fired, or hired away) and the
// coached program he is with now (its head coach, or its coordinator after a fired coach's coordinator job). An
// online league's server follows these when it opens the league (its seats name programs, the save moved first).
import type { Db } from '../database.js';

export interface CoachMove {
  from: string;
  to: string;
}

/** Each player's coach's last move away from a program, to the coached program he is with now (none who stayed). */
export function playerCoachMoves(db: Db): CoachMove[] {
  return db.all<CoachMove>(
    `WITH seat_coach AS (
       SELECT p.team, COALESCE(p.coach_id, c.coach_id) AS coach_id
         FROM coached_programs p LEFT JOIN coordinators c ON c.id = p.coordinator_id
     ), left_job AS (
       SELECT old_coach_id AS coach_id, team,
              ROW_NUMBER() OVER (PARTITION BY old_coach_id ORDER BY year DESC) AS latest
         FROM coaching_changes WHERE old_coach_id IS NOT NULL
     )
     SELECT l.team AS "from", s.team AS "to"
       FROM left_job l JOIN seat_coach s ON s.coach_id = l.coach_id
      WHERE l.latest = 1 AND s.team <> l.team
      ORDER BY l.team`,
  );
}
