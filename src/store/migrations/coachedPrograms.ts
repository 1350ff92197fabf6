// Schema: the programs players coach. A save holds one or more, each a seat kept through its coach's job changes:
// the program he runs now, his coach (a head coach's row, or a coordinator's on the career ladder), whether his
// staff recruits for him, and the coached game he is playing. A save from before had one, in the meta table: its
// program, "let my staff recruit" and the coached game move here (the staff's weekly report and the coached game's
// calls to keys of their own); meta's user_team stays, as the program last acted for (what a command that names
// none acts for).
import type { Db } from '../database.js';

export const COACHED_PROGRAMS_TABLE = `
CREATE TABLE coached_programs (
  seat INTEGER PRIMARY KEY,
  team TEXT NOT NULL UNIQUE,
  -- The player's head coach (coaches.id), or NULL while he is a coordinator (coordinators.id).
  coach_id INTEGER,
  coordinator_id INTEGER,
  -- "Let my staff recruit": 1 on, 0 the player recruits himself.
  staff_recruits INTEGER NOT NULL,
  -- The coached game being played or just played (JSON, actions/coach/record.ts); NULL: none.
  coached_game TEXT
);
`;

/** Job offers made to each player (coaches.ts made them the one player's); a program offers its job to one. */
export const COACH_OFFERS_TABLE = `
CREATE TABLE "coach_offers" (
  year INTEGER NOT NULL,
  team TEXT NOT NULL,
  seat INTEGER NOT NULL,
  PRIMARY KEY (year, team)
) WITHOUT ROWID;
`;

const OFFERS_BY_SEAT = `
CREATE TABLE coach_offers_by_seat (
  year INTEGER NOT NULL,
  team TEXT NOT NULL,
  seat INTEGER NOT NULL,
  PRIMARY KEY (year, team)
) WITHOUT ROWID;
INSERT INTO coach_offers_by_seat (year, team, seat) SELECT year, team, 1 FROM coach_offers;
DROP TABLE coach_offers;
ALTER TABLE coach_offers_by_seat RENAME TO coach_offers;
`;

export function addCoachedPrograms(db: Db): void {
  db.exec(COACHED_PROGRAMS_TABLE);
  db.exec(OFFERS_BY_SEAT);
  const meta = new Map(
    db.all<{ key: string; value: string }>('SELECT key, value FROM meta').map((r) => [r.key, r.value]),
  );
  const team = meta.get('user_team');
  if (!meta.has('stage') || !team) return;
  const coach = db.get<{ id: number }>('SELECT id FROM coaches WHERE is_user = 1 ORDER BY id LIMIT 1');
  const coordinator = db.get<{ id: number }>('SELECT id FROM coordinators WHERE is_user = 1 ORDER BY id LIMIT 1');
  db.run(
    'INSERT INTO coached_programs (seat, team, coach_id, coordinator_id, staff_recruits, coached_game) VALUES (1, ?, ?, ?, ?, ?)',
    [
      team,
      coordinator ? null : (coach?.id ?? null),
      coordinator?.id ?? null,
      // A save from before the switch had its staff recruiting (a save without the key keeps it on).
      meta.get('staff_recruits') === '0' ? 0 : 1,
      meta.get('coached_game') ?? null,
    ],
  );
  db.run("DELETE FROM meta WHERE key IN ('staff_recruits', 'coached_game')");
  // The staff's report of the last recruiting week and the coached game's calls are the program's.
  db.run("UPDATE meta SET key = 'staff_week:' || ? WHERE key = 'staff_week'", [team]);
  db.run("UPDATE meta SET key = 'coached_calls:1' WHERE key = 'coached_calls'");
}
