// Conference champions, the playoff field and national champions.
import type { PlayoffSettings, SeasonLeague } from '../../core/data/types.js';
import { INDEPENDENT } from '../../core/data/types.js';
import type { PlayoffField } from '../../core/playoff/types.js';
import { playoffSize } from '../../core/playoff/selection.js';
import type { Db } from '../database.js';

export function saveConferenceChampions(
  db: Db,
  year: number,
  champions: readonly { conference: string; team: string }[],
): void {
  for (const c of champions) {
    db.run('INSERT OR REPLACE INTO conference_champions (year, conference, team) VALUES (?, ?, ?)', [
      year,
      c.conference,
      c.team,
    ]);
  }
}

export function conferenceChampionsOf(db: Db, year: number): { conference: string; team: string }[] {
  return db.all<{ conference: string; team: string }>(
    'SELECT conference, team FROM conference_champions WHERE year = ? ORDER BY conference',
    [year],
  );
}

export function savePlayoffField(db: Db, year: number, field: PlayoffField, league: SeasonLeague): void {
  const conferenceOf = new Map(league.teams.map((t) => [t.name, t.conference]));
  for (const e of field.entries) {
    db.run(
      'INSERT OR REPLACE INTO playoff_field (year, seed, team, ranking, is_autobid, conference) VALUES (?, ?, ?, ?, ?, ?)',
      [year, e.seed, e.team, e.ranking, e.isAutobid ? 1 : 0, conferenceOf.get(e.team) ?? INDEPENDENT],
    );
  }
}

/** The selected field of a season, or null before selection. */
export function playoffField(db: Db, year: number, settings: PlayoffSettings): PlayoffField | null {
  const rows = db.all<{ seed: number; team: string; ranking: number; is_autobid: number }>(
    'SELECT seed, team, ranking, is_autobid FROM playoff_field WHERE year = ? ORDER BY seed',
    [year],
  );
  if (rows.length === 0) return null;
  const champions = new Map(conferenceChampionsOf(db, year).map((c) => [c.team, c.conference]));
  return {
    settings,
    size: playoffSize(settings.teams),
    entries: rows.map((r) => ({
      seed: r.seed,
      team: r.team,
      ranking: r.ranking,
      isAutobid: r.is_autobid === 1,
      championOf: champions.get(r.team) ?? null,
    })),
  };
}

export function saveChampion(db: Db, year: number, team: string, runnerUp: string, gameId: number): void {
  db.run('INSERT OR REPLACE INTO champions (year, team, runner_up, game_id) VALUES (?, ?, ?, ?)', [
    year,
    team,
    runnerUp,
    gameId,
  ]);
}

export function championOf(db: Db, year: number): { team: string; runner_up: string; game_id: number } | undefined {
  return db.get('SELECT team, runner_up, game_id FROM champions WHERE year = ?', [year]);
}

export function allChampions(db: Db): { year: number; team: string; runner_up: string }[] {
  return db.all('SELECT year, team, runner_up FROM champions ORDER BY year');
}
