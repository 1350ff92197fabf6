// The awards table: each season's winners, stored once when the season ends.
import type { AwardKind, AwardWinner } from '../../core/awards/types.js';
import type { Db } from '../database.js';

export interface AwardRow {
  year: number;
  award: AwardKind;
  conference: string;
  slot: number;
  player_id: number | null;
  name: string;
  team: string;
  pos: string;
  score: number;
  line: string;
}

export function saveAwards(db: Db, year: number, winners: readonly AwardWinner[]): void {
  db.run('DELETE FROM awards WHERE year = ?', [year]);
  for (const w of winners) {
    db.run(
      'INSERT INTO awards (year, award, conference, slot, player_id, name, team, pos, score, line) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [year, w.award, w.conference, w.slot, w.playerId, w.name, w.team, w.pos, w.score, w.line],
    );
  }
}

const ORDER = 'ORDER BY year DESC, award, conference, slot';

export function awardsOfYear(db: Db, year: number): AwardRow[] {
  return db.all<AwardRow>(`SELECT * FROM awards WHERE year = ? ${ORDER}`, [year]);
}

export function awardsOfPlayer(db: Db, playerId: number): AwardRow[] {
  return db.all<AwardRow>(`SELECT * FROM awards WHERE player_id = ? ${ORDER}`, [playerId]);
}

/** A program's winners: individual awards, Heisman finalists and All-America teams (not all-conference teams). */
export function awardsOfTeam(db: Db, team: string): AwardRow[] {
  return db.all<AwardRow>(`SELECT * FROM awards WHERE team = ? AND award NOT LIKE 'all_conference%' ${ORDER}`, [team]);
}

/** Each season's individual winners (Heisman winner, position awards, coach of the year). */
export function majorAwardsByYear(db: Db): AwardRow[] {
  return db.all<AwardRow>(`SELECT * FROM awards WHERE slot = 1 AND award NOT LIKE 'all_%' AND award <> 'freshman_all_america' ${ORDER}`);
}

export function awardYears(db: Db): number[] {
  return db.all<{ year: number }>('SELECT DISTINCT year FROM awards ORDER BY year DESC').map((r) => r.year);
}
