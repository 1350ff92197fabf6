// Writing a carousel's hires: coaches moving to their new programs, promoted coordinators joining, and the
// change of every program recorded for the summary.
import type { FillResult } from '../../../core/coaches/carousel.js';
import { SECURITY } from '../../../core/coaches/tuning.js';
import type { Db } from '../../database.js';
import { CONTRACT_YEARS, insertCoach, saveCoachingChange, type StoredCoach } from '../../queries/coaches.js';
import { startCoachGrowth } from './growth.js';

export function applyHires(db: Db, year: number, result: FillResult, coaches: readonly StoredCoach[]): void {
  const byId = new Map(coaches.map((c) => [c.id, c]));
  for (const c of result.newCoaches) {
    insertCoach(db, { ...c, security: SECURITY.start }, year + 1);
    startCoachGrowth(db, c, { year: year + 1, week: 0 });
  }
  for (const hire of result.hires) {
    if (hire.from !== null) {
      const coach = byId.get(hire.coachId);
      db.run('UPDATE coaches SET team = ?, since = ?, security = ?, contract_until = ? WHERE id = ?', [
        hire.team,
        year + 1,
        SECURITY.start,
        year + CONTRACT_YEARS,
        hire.coachId,
      ]);
      saveCoachingChange(db, {
        year,
        team: hire.from,
        old_coach_id: coach?.id ?? hire.coachId,
        reason: 'hired_away',
        new_coach_id: null,
        new_from: null,
      });
    }
    saveCoachingChange(db, {
      year,
      team: hire.team,
      old_coach_id: null,
      reason: 'opening',
      new_coach_id: hire.coachId,
      new_from: hire.from,
    });
  }
}
