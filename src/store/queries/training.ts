// The training plans and the coaches' experience points in the save (migrations/training.ts).
import {
  GROUP_FOCUSES,
  TRAINING_GROUPS,
  type GroupFocus,
  type TrainingGroup,
  type TrainingPlan,
} from '../../core/players/training.js';
import type { XpSource } from '../../core/coaches/abilities.js';
import type { Db } from '../database.js';
import type { DynastyState } from './meta.js';

/**
 * The season after which the plan applies: this one's, until its players have developed (Roster Progression and
 * after), then the next one's. The training page and every confirmation name it.
 */
export function trainingSeason(state: Pick<DynastyState, 'year' | 'stage'>): number {
  return state.stage === 'progression' || state.stage === 'recruiting_summary' ? state.year + 1 : state.year;
}

/** A program's training plan (players singled out who left the program are dropped when it is read). */
export function trainingPlan(db: Db, team: string): TrainingPlan {
  const groups: Partial<Record<TrainingGroup, GroupFocus>> = {};
  for (const row of db.all<{ grp: string; focus: string }>('SELECT grp, focus FROM training_groups WHERE team = ?', [
    team,
  ])) {
    if (
      (TRAINING_GROUPS as readonly string[]).includes(row.grp)
      && (GROUP_FOCUSES as readonly string[]).includes(row.focus)
    ) {
      groups[row.grp as TrainingGroup] = row.focus as GroupFocus;
    }
  }
  const players = db
    .all<{ player_id: number }>(
      `SELECT t.player_id FROM training_players t JOIN players p ON p.id = t.player_id AND p.team = t.team AND p.active = 1
     WHERE t.team = ? ORDER BY t.player_id`,
      [team],
    )
    .map((r) => r.player_id);
  return { groups, players };
}

/** Every program with a plan, by team (programs without one train as usual). */
export function trainingPlans(db: Db): Map<string, TrainingPlan> {
  const teams = db.all<{ team: string }>('SELECT team FROM training_groups UNION SELECT team FROM training_players');
  return new Map(teams.map((t) => [t.team, trainingPlan(db, t.team)]));
}

export function setGroupFocusRow(db: Db, team: string, group: TrainingGroup, focus: GroupFocus): void {
  if (focus === 'normal') db.run('DELETE FROM training_groups WHERE team = ? AND grp = ?', [team, group]);
  else db.run('INSERT OR REPLACE INTO training_groups (team, grp, focus) VALUES (?, ?, ?)', [team, group, focus]);
}

export function setPlayerFocusRow(db: Db, team: string, playerId: number, singled: boolean): void {
  if (singled) db.run('INSERT OR IGNORE INTO training_players (team, player_id) VALUES (?, ?)', [team, playerId]);
  else db.run('DELETE FROM training_players WHERE team = ? AND player_id = ?', [team, playerId]);
}

/** Players singled out who are no longer on the program (left, graduated): forgotten. */
export function dropGoneTrainingPlayers(db: Db): void {
  db.run(`DELETE FROM training_players WHERE NOT EXISTS
    (SELECT 1 FROM players p WHERE p.id = training_players.player_id AND p.team = training_players.team AND p.active = 1)`);
}

export function coachXp(db: Db, coachId: number): number {
  return db.get<{ xp: number }>('SELECT xp FROM coach_xp WHERE coach_id = ?', [coachId])?.xp ?? 0;
}

/** Every coach's balance, by id (coaches without a row have none). */
export function coachXpBalances(db: Db): Map<number, number> {
  return new Map(
    db.all<{ coach_id: number; xp: number }>('SELECT coach_id, xp FROM coach_xp').map((r) => [r.coach_id, r.xp]),
  );
}

export function setCoachXp(db: Db, coachId: number, xp: number): void {
  if (xp <= 0) db.run('DELETE FROM coach_xp WHERE coach_id = ?', [coachId]);
  else db.run('INSERT OR REPLACE INTO coach_xp (coach_id, xp) VALUES (?, ?)', [coachId, xp]);
}

export function saveXpEarned(
  db: Db,
  year: number,
  coachId: number,
  earned: readonly { source: XpSource; xp: number }[],
): void {
  for (const e of earned) {
    db.run('INSERT OR REPLACE INTO coach_xp_earned (year, coach_id, source, xp) VALUES (?, ?, ?, ?)', [
      year,
      coachId,
      e.source,
      e.xp,
    ]);
  }
}

export function xpEarned(db: Db, coachId: number): { year: number; source: XpSource; xp: number }[] {
  return db.all<{ year: number; source: XpSource; xp: number }>(
    'SELECT year, source, xp FROM coach_xp_earned WHERE coach_id = ? ORDER BY year DESC, xp DESC',
    [coachId],
  );
}
