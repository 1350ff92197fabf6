// Season team statistics: sums of the engine's per-game TeamGameStats, for the team (offense) and its opponents
// (defense), one packed blob per team and season.
import type { TeamGameStats } from '../../core/sim/types.js';
import { emptyTeamStats } from '../../core/stats/teamStats.js';
import type { SqlValue } from 'sql.js';
import type { Db } from '../database.js';
import { decodeTeamSeason, encodeTeamSeason } from '../encoding/boxScore.js';
import { runRows } from './manyRows.js';
import { archivedTeamStats } from './seasonArchive.js';

export interface TeamStatsRow {
  team: string;
  games: number;
  offense: TeamGameStats;
  defense: TeamGameStats;
}

/** A season's team totals by team: the season being played from its rows, a finished one from its blob (seasonArchive.ts). */
export function seasonTeamStats(db: Db, year: number): TeamStatsRow[] {
  const rows = db.all<{ team: string; games: number; stats: Uint8Array }>('SELECT team, games, stats FROM team_stats WHERE year = ? ORDER BY team', [year]);
  if (rows.length === 0) return archivedTeamStats(db, year);
  return rows.map((r) => ({ team: r.team, games: r.games, ...decodeTeamSeason(r.stats) }));
}

const TEAM_STAT_KEYS = Object.keys(emptyTeamStats()) as (keyof TeamGameStats)[];

/**
 * a += b field by field, each field named: a season adds 1,700 team games, and reads by key over the engine's and the
 * decoder's object shapes cost several times as much. A field added to TeamGameStats must be added here: the check
 * below stops the program at load time when one is missing.
 */
function addTeamStats(a: TeamGameStats, b: TeamGameStats): void {
  a.points += b.points; a.firstDowns += b.firstDowns; a.firstDownsPass += b.firstDownsPass;
  a.firstDownsRush += b.firstDownsRush; a.firstDownsPenalty += b.firstDownsPenalty; a.totalYards += b.totalYards;
  a.passYards += b.passYards; a.rushYards += b.rushYards; a.passAttempts += b.passAttempts;
  a.completions += b.completions; a.passTouchdowns += b.passTouchdowns; a.rushAttempts += b.rushAttempts;
  a.rushTouchdowns += b.rushTouchdowns; a.plays += b.plays; a.thirdDownAttempts += b.thirdDownAttempts;
  a.thirdDownConversions += b.thirdDownConversions; a.fourthDownAttempts += b.fourthDownAttempts;
  a.fourthDownConversions += b.fourthDownConversions; a.turnovers += b.turnovers; a.fumbles += b.fumbles;
  a.fumblesLost += b.fumblesLost; a.interceptionsThrown += b.interceptionsThrown; a.penalties += b.penalties;
  a.penaltyYards += b.penaltyYards; a.sacks += b.sacks; a.sacksAllowed += b.sacksAllowed;
  a.sackYardsLost += b.sackYardsLost; a.punts += b.punts; a.puntYards += b.puntYards;
  a.fieldGoalsAttempted += b.fieldGoalsAttempted; a.fieldGoalsMade += b.fieldGoalsMade;
  a.extraPointsAttempted += b.extraPointsAttempted; a.extraPointsMade += b.extraPointsMade;
  a.twoPointAttempts += b.twoPointAttempts; a.twoPointConversions += b.twoPointConversions;
  a.kickReturnYards += b.kickReturnYards; a.puntReturnYards += b.puntReturnYards;
  a.timeOfPossession += b.timeOfPossession; a.drives += b.drives;
}
{
  const ones = emptyTeamStats();
  for (const k of TEAM_STAT_KEYS) ones[k] = 1;
  const sum = emptyTeamStats();
  addTeamStats(sum, ones);
  const missing = TEAM_STAT_KEYS.filter((k) => sum[k] !== 1);
  if (missing.length > 0) throw new Error(`teamStats: addTeamStats misses ${missing.join(', ')}`);
}

/**
 * A season's team totals held in memory while games are played and written once at the end of the simulation,
 * rather than rereading and rewriting two rows after every game.
 */
export class SeasonTeamTotals {
  private readonly rows = new Map<string, TeamStatsRow>();
  private readonly touched = new Set<string>();

  private constructor(private readonly year: number) {}

  static load(db: Db, year: number): SeasonTeamTotals {
    const totals = new SeasonTeamTotals(year);
    for (const row of seasonTeamStats(db, year)) {
      // Copied into the engine's own shape (the decoder builds its objects key by key): one shape to add into.
      const offense = emptyTeamStats();
      const defense = emptyTeamStats();
      addTeamStats(offense, row.offense);
      addTeamStats(defense, row.defense);
      totals.rows.set(row.team, { team: row.team, games: row.games, offense, defense });
    }
    return totals;
  }

  /** Adds one game: what the team did (own) and what its opponent did against it (in place: the sums of sumTeamStats). */
  add(team: string, own: TeamGameStats, opponent: TeamGameStats): void {
    let row = this.rows.get(team);
    if (!row) this.rows.set(team, (row = { team, games: 0, offense: emptyTeamStats(), defense: emptyTeamStats() }));
    row.games++;
    addTeamStats(row.offense, own);
    addTeamStats(row.defense, opponent);
    this.touched.add(team);
  }

  save(db: Db): void {
    // Many teams a statement (manyRows.ts).
    const values: SqlValue[] = [];
    for (const team of this.touched) {
      const row = this.rows.get(team)!;
      values.push(this.year, team, row.games, encodeTeamSeason(row.offense, row.defense));
    }
    runRows(db, 'INSERT OR REPLACE INTO team_stats (year, team, games, stats) VALUES', 4, values);
    this.touched.clear();
  }
}
