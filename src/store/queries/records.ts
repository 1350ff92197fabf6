// Win-loss records computed from played games (championship, bowl and playoff games count overall only).
import type { Db } from '../database.js';

export interface TeamRecord {
  wins: number;
  losses: number;
  confWins: number;
  confLosses: number;
  pointsFor: number;
  pointsAgainst: number;
}

export const EMPTY_RECORD: TeamRecord = {
  wins: 0,
  losses: 0,
  confWins: 0,
  confLosses: 0,
  pointsFor: 0,
  pointsAgainst: 0,
};

/** Records of every team in a season, counting games played before `beforeWeek` (default: all). */
export function seasonRecords(db: Db, year: number, beforeWeek = Number.MAX_SAFE_INTEGER): Map<string, TeamRecord> {
  return recordsOf(
    db.all<GameSide>(
      `SELECT ${SIDES.home} FROM games WHERE year = ? AND week < ? AND home_points IS NOT NULL
       UNION ALL
       SELECT ${SIDES.away} FROM games WHERE year = ? AND week < ? AND home_points IS NOT NULL`,
      [year, beforeWeek, year, beforeWeek],
    ),
  );
}

/** One team's record of a season (a page's header: the whole league's is not needed). */
export function teamRecord(db: Db, year: number, team: string): TeamRecord {
  const rows = db.all<GameSide>(
    `SELECT ${SIDES.home} FROM games WHERE year = ? AND home = ? AND home_points IS NOT NULL
     UNION ALL
     SELECT ${SIDES.away} FROM games WHERE year = ? AND away = ? AND home_points IS NOT NULL`,
    [year, team, year, team],
  );
  return recordsOf(rows).get(team) ?? EMPTY_RECORD;
}

interface GameSide {
  team: string;
  won: number;
  conf: number;
  pf: number;
  pa: number;
}

/** A played game as each of its teams saw it. */
const SIDES = {
  home: 'home AS team, home_points > away_points AS won, conference_game AS conf, home_points AS pf, away_points AS pa',
  away: 'away AS team, away_points > home_points AS won, conference_game AS conf, away_points AS pf, home_points AS pa',
};

function recordsOf(rows: readonly GameSide[]): Map<string, TeamRecord> {
  const records = new Map<string, TeamRecord>();
  for (const row of rows) {
    let r = records.get(row.team);
    if (!r) {
      r = { ...EMPTY_RECORD };
      records.set(row.team, r);
    }
    if (row.won) r.wins++;
    else r.losses++;
    if (row.conf) {
      if (row.won) r.confWins++;
      else r.confLosses++;
    }
    r.pointsFor += row.pf;
    r.pointsAgainst += row.pa;
  }
  return records;
}
