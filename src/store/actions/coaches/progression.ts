// Coach progression between seasons (recruiting summary -> next preseason): each head coach's ratings move with
// how his season went against his program's expectations, and with age.
import { progressCoach } from '../../../core/coaches/progression.js';
import { createRng } from '../../../core/random.js';
import type { Db } from '../../database.js';
import { coachById, updateCoach } from '../../queries/coaches.js';
import type { DynastyState } from '../../queries/meta.js';

export function progressCoaches(db: Db, state: DynastyState): void {
  const year = state.year;
  const rng = createRng(`${state.seed}:coach-progression:${year}`);
  const seasons = db.all<{ coach_id: number; wins: number; losses: number; prestige: number; final_rank: number }>(
    `SELECT s.coach_id, s.wins, s.losses, t.prestige, t.final_rank FROM coach_seasons s
     JOIN team_seasons t ON t.year = s.year AND t.team = s.team WHERE s.year = ? ORDER BY s.coach_id`,
    [year],
  );
  for (const s of seasons) {
    const coach = coachById(db, s.coach_id);
    if (!coach) continue;
    const next = progressCoach(coach, { wins: s.wins, losses: s.losses, prestige: s.prestige, finalRank: s.final_rank, champion: false },
      year + 1 - coach.birthYear, rng.fork(coach.id));
    updateCoach(db, next);
  }
}
