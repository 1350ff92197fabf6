// Schema: head coaches. Every program's head coach, each season's head coach and record, the
// offseason's coaching changes and the job offers made to the player. A save from before coaches gets the
// league's coaches drawn for its current season, as a new dynasty would.
import { leagueCoaches } from '../../core/coaches/generate.js';
import { createRng } from '../../core/random.js';
import type { Db } from '../database.js';
import { insertCoach } from '../queries/coaches.js';

export const COACHES_SCHEMA = `
CREATE TABLE coaches (
  id INTEGER PRIMARY KEY,
  first TEXT NOT NULL,
  last TEXT NOT NULL,
  birth_year INTEGER NOT NULL,
  offense INTEGER NOT NULL,
  defense INTEGER NOT NULL,
  recruiting INTEGER NOT NULL,
  development INTEGER NOT NULL,
  game_management INTEGER NOT NULL,
  scheme TEXT NOT NULL,
  tempo TEXT NOT NULL,
  front TEXT NOT NULL,
  -- The program he leads; NULL once out of a head coaching job.
  team TEXT,
  -- First season at that program.
  since INTEGER NOT NULL,
  -- Career record as a head coach (finished seasons) and national titles.
  wins INTEGER NOT NULL DEFAULT 0,
  losses INTEGER NOT NULL DEFAULT 0,
  titles INTEGER NOT NULL DEFAULT 0,
  -- Job security 0-100 (the hot seat) and the last season of his contract.
  security INTEGER NOT NULL DEFAULT 70,
  contract_until INTEGER NOT NULL,
  is_user INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX coaches_by_team ON coaches (team) WHERE team IS NOT NULL;
CREATE TABLE coach_seasons (
  year INTEGER NOT NULL,
  team TEXT NOT NULL,
  coach_id INTEGER NOT NULL,
  wins INTEGER NOT NULL,
  losses INTEGER NOT NULL,
  PRIMARY KEY (year, team)
) WITHOUT ROWID;
CREATE TABLE coaching_changes (
  -- The season after which the change happened.
  year INTEGER NOT NULL,
  team TEXT NOT NULL,
  old_coach_id INTEGER,
  reason TEXT NOT NULL,
  new_coach_id INTEGER,
  -- Where the new coach came from (NULL: a coordinator promoted).
  new_from TEXT,
  PRIMARY KEY (year, team)
) WITHOUT ROWID;
CREATE TABLE coach_offers (
  year INTEGER NOT NULL,
  team TEXT NOT NULL,
  PRIMARY KEY (year, team)
) WITHOUT ROWID;
`;

export function addCoaches(db: Db): void {
  db.exec(COACHES_SCHEMA);
  const meta = new Map(
    db.all<{ key: string; value: string }>('SELECT key, value FROM meta').map((r) => [r.key, r.value]),
  );
  const year = Number(meta.get('year'));
  if (!meta.has('stage') || !Number.isFinite(year)) return;
  const teams = db.all<{ team: string; prestige: number }>(
    'SELECT team, prestige FROM team_seasons WHERE year = ? ORDER BY team',
    [year],
  );
  const coaches = leagueCoaches(
    teams.map((t) => ({ name: t.team, prestige: t.prestige })),
    year,
    createRng(`${meta.get('seed')}:coaches:${year}`),
    1,
  );
  for (const c of coaches) insertCoach(db, { ...c, isUser: c.team === meta.get('user_team') }, year);
}
