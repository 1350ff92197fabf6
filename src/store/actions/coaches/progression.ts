// Coach progression between seasons (recruiting summary -> next preseason): each head coach's ratings move with
// how his season went against his program's expectations, and with age.
import { progressCoach } from '../../../core/coaches/progression.js';
import { createRng } from '../../../core/random.js';
import type { Db } from '../../database.js';
import { coachById, coachesOfSeason, updateCoach } from '../../queries/coaches.js';
import type { DynastyState } from '../../queries/meta.js';

export function progressCoaches(db: Db, state: DynastyState): void {
  const year = state.year;
  const rng = createRng(`${state.seed}:coach-progression:${year}`);
  const seasons = db.all<{ coach_id: number; wins: number; losses: number; prestige: number; final_rank: number }>(
    `SELECT s.coach_id, s.wins, s.losses, t.prestige, t.final_rank FROM coach_seasons s
     JOIN team_seasons t ON t.year = s.year AND t.team = s.team WHERE s.year = ? ORDER BY s.coach_id`,
    [year],
  );
  // Every coach of the season read at once; one met again (two programs in a year) is read as the first update left him.
  const loaded = coachesOfSeason(db, year);
  const met = new Set<number>();
  for (const s of seasons) {
    const coach = met.has(s.coach_id) ? coachById(db, s.coach_id) : loaded.get(s.coach_id) ?? null;
    met.add(s.coach_id);
    if (!coach) continue;
    const next = progressCoach(coach, { wins: s.wins, losses: s.losses, prestige: s.prestige, finalRank: s.final_rank, champion: false },
      year + 1 - coach.birthYear, rng.fork(coach.id));
    updateCoach(db, next);
  }
}
