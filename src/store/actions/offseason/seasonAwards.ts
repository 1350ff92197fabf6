// The season's awards, chosen once when the season ends (season -> summary) and stored for good.
import { selectSeasonAwards } from '../../../core/awards/select.js';
import type { Db } from '../../database.js';
import { awardField } from '../../queries/awardCandidates.js';
import { saveAwards } from '../../queries/awards.js';

/**
 * The head coach's name of a program that season, or null when the save has no coaches. The coaches' work
 * (issue 15 part A) adds a `coaches` table; the lead points this at its headCoachOf when both are merged.
 */
export function coachOfTheYearName(db: Db, team: string, year: number): string | null {
  const columns = new Set(db.all<{ name: string }>('PRAGMA table_info(coaches)').map((c) => c.name));
  if (columns.size === 0 || !columns.has('team')) return null;
  // Until then, a best guess at the table's shape: a name (or first and last), the team, a year when it has one.
  const name = columns.has('name') ? 'name' : columns.has('first') && columns.has('last') ? "first || ' ' || last" : null;
  if (!name) return null;
  const byYear = columns.has('year') ? ' AND year = ?' : '';
  const row = db.get<{ name: string }>(`SELECT ${name} AS name FROM coaches WHERE team = ?${byYear} LIMIT 1`, byYear ? [team, year] : [team]);
  return row?.name ?? null;
}

export function awardSeason(db: Db, year: number): void {
  const field = awardField(db, year);
  const winners = selectSeasonAwards(field.candidates, field.teams).map((w) =>
    w.award === 'coach_of_year' ? { ...w, name: coachOfTheYearName(db, w.team, year) ?? `Head coach, ${w.team}` } : w,
  );
  saveAwards(db, year, winners);
}
