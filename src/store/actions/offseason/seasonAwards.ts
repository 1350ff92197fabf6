// The season's awards, chosen once when the season ends (season -> summary) and stored for good.
import { selectSeasonAwards } from '../../../core/awards/select.js';
import type { Db } from '../../database.js';
import { awardField } from '../../queries/awardCandidates.js';
import { saveAwards } from '../../queries/awards.js';
import { headCoachOf } from '../../queries/coaches.js';

export function awardSeason(db: Db, year: number): void {
  const field = awardField(db, year);
  const winners = selectSeasonAwards(field.candidates, field.teams).map((w) =>
    // The coach who coached that season (the carousel runs after the awards).
    w.award === 'coach_of_year' ? { ...w, name: headCoachOf(db, w.team, year)?.name ?? `Head coach, ${w.team}` } : w,
  );
  saveAwards(db, year, winners);
}
