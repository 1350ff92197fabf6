// Schema: coaches who grow. Each head coach's archetype, the ability he started with and every XP he has earned (his
// level), the tiers of archetype abilities he bought and the first game week each plays in, and each coordinator's
// career XP. A save from before gets them from what it holds: a head coach's career XP from the seasons the player's
// coach earned, or his career record; the computer's coaches buy with it as they would have; a coordinator's XP
// comes from his years in coaching when it is first read (queries/coachGrowth.ts).
import type { Db } from '../database.js';
import { startCoachGrowth } from '../actions/coaches/growth.js';
import { coachById } from '../queries/coaches.js';
import { abilityFromState } from '../queries/coachGrowth.js';
import { isStage } from '../../core/season/stages.js';

export const COACH_GROWTH_TABLES = `
-- A head coach's archetype, the ability he started with (its first tier free) and every XP he has earned.
CREATE TABLE coach_growth (
  coach_id INTEGER PRIMARY KEY,
  archetype TEXT NOT NULL,
  starting TEXT NOT NULL,
  career_xp INTEGER NOT NULL
);
-- The tiers of archetype abilities a head coach owns, and the first game week (year, week) each plays in.
CREATE TABLE coach_ability_tiers (
  coach_id INTEGER NOT NULL,
  ability TEXT NOT NULL,
  tier INTEGER NOT NULL,
  from_year INTEGER NOT NULL,
  from_week INTEGER NOT NULL,
  PRIMARY KEY (coach_id, ability, tier)
) WITHOUT ROWID;
-- A coordinator's career XP (none: his years in coaching, by his age).
CREATE TABLE coordinator_growth (
  coordinator_id INTEGER PRIMARY KEY,
  career_xp INTEGER NOT NULL
);
`;

export function addCoachGrowth(db: Db): void {
  db.exec(COACH_GROWTH_TABLES);
  const meta = new Map(
    db.all<{ key: string; value: string }>('SELECT key, value FROM meta').map((r) => [r.key, r.value]),
  );
  const year = Number(meta.get('year'));
  const stage = meta.get('stage') ?? '';
  if (!isStage(stage) || !Number.isFinite(year)) return;
  const from = abilityFromState({ year, stage, currentWeek: Number(meta.get('current_week') ?? 1) });
  const earned = new Map(
    db
      .all<{ coach_id: number; xp: number }>('SELECT coach_id, SUM(xp) AS xp FROM coach_xp_earned GROUP BY coach_id')
      .map((r) => [r.coach_id, r.xp]),
  );
  for (const { id } of db.all<{ id: number }>('SELECT id FROM coaches ORDER BY id')) {
    const coach = coachById(db, id)!;
    startCoachGrowth(db, coach, from, { earned: earned.get(id) ?? 0 });
  }
}
