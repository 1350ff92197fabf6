// The dynasty's own state: year, stage, week and playoff settings (the coached programs are in program.ts).
import type { PlayoffSettings } from '../../core/data/types.js';
import { isStage, type Stage } from '../../core/season/stages.js';
import type { Db } from '../database.js';

export interface DynastyState {
  /** The season being played. */
  year: number;
  startYear: number;
  stage: Stage;
  /** The next week to be played (1 before the season; lastWeek + 1 once every game is played). */
  currentWeek: number;
  playoff: PlayoffSettings;
  seed: number;
  nextPlayerId: number;
}

export function readMeta(db: Db): Map<string, string> {
  const rows = db.all<{ key: string; value: string }>('SELECT key, value FROM meta');
  return new Map(rows.map((r) => [r.key, r.value]));
}

export function hasDynasty(db: Db): boolean {
  return db.get('SELECT 1 AS one FROM meta WHERE key = ?', ['stage']) !== undefined;
}

export function readState(db: Db): DynastyState {
  const meta = readMeta(db);
  const num = (key: string): number => {
    const value = Number(meta.get(key));
    if (!Number.isFinite(value)) throw new Error(`save is missing meta ${key}`);
    return value;
  };
  const stage = meta.get('stage') ?? '';
  if (!isStage(stage)) throw new Error(`save has an unknown stage "${stage}"`);
  return {
    year: num('year'),
    startYear: num('start_year'),
    stage,
    currentWeek: num('current_week'),
    playoff: {
      teams: num('playoff_teams'),
      autobids: num('playoff_autobids'),
      confChampTop4: meta.get('playoff_top4') === '1',
      // Only a format the player chose has its own on-campus rounds (the real rule otherwise).
      ...(meta.has('playoff_on_campus') ? { onCampusRounds: num('playoff_on_campus') } : {}),
    },
    seed: num('seed'),
    nextPlayerId: num('next_player_id'),
  };
}

export function writeState(db: Db, state: DynastyState): void {
  const entries: [string, string][] = [
    ['year', String(state.year)],
    ['start_year', String(state.startYear)],
    ['stage', state.stage],
    ['current_week', String(state.currentWeek)],
    ['playoff_teams', String(state.playoff.teams)],
    ['playoff_autobids', String(state.playoff.autobids)],
    ['playoff_top4', state.playoff.confChampTop4 ? '1' : '0'],
    ['seed', String(state.seed)],
    ['next_player_id', String(state.nextPlayerId)],
  ];
  if (state.playoff.onCampusRounds !== undefined)
    entries.push(['playoff_on_campus', String(state.playoff.onCampusRounds)]);
  // One statement for the nine keys (a season's simulation writes the state after each of its 19 weeks).
  db.run(
    `INSERT INTO meta (key, value) VALUES ${entries.map(() => '(?, ?)').join(', ')} ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
    entries.flat(),
  );
}
