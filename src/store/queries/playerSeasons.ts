// Player season totals: careers outlive game logs. Stored per team and season (encoding/teamPlayerSeasons.ts).
import { CLASS_YEARS, type ClassYear, type Player } from '../../core/players/types.js';
import type { PlayerGameStats } from '../../core/sim/types.js';
import { sumStatCategories, type PlayerStatCategories } from '../../core/stats/aggregate.js';
import type { Db } from '../database.js';
import { careerOf } from './formerPlayers.js';
import { type PlayerSeasonTotals, decodeTeamPlayerSeasons, encodeTeamPlayerSeasons } from '../encoding/teamPlayerSeasons.js';

/** A season's (or career's) totals in the engine's per-game shape: counts summed, "long" as the maximum. */
export type PlayerTotals = PlayerStatCategories;

export interface PlayerSeasonRow {
  player_id: number;
  year: number;
  team: string;
  class: string;
  rating: number;
  games: number;
  stats: PlayerTotals;
}

/** Every team's player totals of a season. */
export function teamSeasonTotals(db: Db, year: number): { team: string; players: PlayerSeasonTotals[] }[] {
  return db
    .all<{ team: string; players: Uint8Array }>('SELECT team, players FROM player_seasons WHERE year = ?', [year])
    .map((r) => ({ team: r.team, players: decodeTeamPlayerSeasons(r.players) }));
}

export function saveTeamSeasonTotals(db: Db, year: number, team: string, players: readonly PlayerSeasonTotals[]): void {
  db.run('INSERT OR REPLACE INTO player_seasons (year, team, players) VALUES (?, ?, ?)', [year, team, encodeTeamPlayerSeasons(players)]);
}

/**
 * A player's seasons. Players stay with the program they joined (no transfers), so they are found in their
 * team's seasons between the year they joined and the year they left.
 */
export function playerSeasons(db: Db, playerId: number): PlayerSeasonRow[] {
  const player = careerOf(db, playerId);
  if (!player) return [];
  const rows = db.all<{ year: number; players: Uint8Array }>(
    'SELECT year, players FROM player_seasons WHERE team = ? AND year >= ? AND year <= ? ORDER BY year',
    [player.team, player.joined_year, player.left_year ?? Number.MAX_SAFE_INTEGER],
  );
  const seasons: PlayerSeasonRow[] = [];
  for (const row of rows) {
    const line = decodeTeamPlayerSeasons(row.players).find((p) => p.playerId === playerId);
    if (line) {
      seasons.push({ player_id: playerId, year: row.year, team: player.team, class: line.class, rating: line.rating, games: line.games, stats: line.stats });
    }
  }
  return seasons;
}

interface HeldSeason {
  team: string;
  classYear: ClassYear;
  rating: number;
  games: number;
  /** The season so far: this object's own copies of the categories, added to in place. */
  totals: PlayerTotals;
}

const classYear = (value: string): ClassYear => (CLASS_YEARS as readonly string[]).includes(value) ? (value as ClassYear) : 'fr';

const CATEGORIES = ['passing', 'rushing', 'receiving', 'defense', 'kicking', 'punting', 'returns'] as const;

/**
 * Adds a game's line into a season's totals as sumStatCategories does (counts added, "long" the maximum), in
 * place: a season's 50,000 game lines summed as they come, with no new object per game.
 */
function addInto(totals: PlayerTotals, line: PlayerTotals): void {
  for (const category of CATEGORIES) {
    const add = line[category] as Record<string, number> | undefined;
    if (!add) continue;
    const into = totals[category] as Record<string, number> | undefined;
    if (!into) {
      (totals as Record<string, unknown>)[category] = { ...add };
      continue;
    }
    for (const k in add) into[k] = k === 'long' ? Math.max(into[k] ?? 0, add[k]) : (into[k] ?? 0) + add[k];
  }
}

/**
 * A season's player totals held in memory while games are played, written back once: cheaper than
 * updating thousands of rows after every game.
 */
export class SeasonPlayerTotals {
  private readonly rows = new Map<number, HeldSeason>();
  private readonly touched = new Set<number>();

  private constructor(private readonly year: number) {}

  static load(db: Db, year: number): SeasonPlayerTotals {
    const totals = new SeasonPlayerTotals(year);
    for (const { team, players } of teamSeasonTotals(db, year)) {
      for (const p of players) {
        const held: PlayerTotals = {};
        addInto(held, p.stats);
        totals.rows.set(p.playerId, { team, classYear: p.class, rating: p.rating, games: p.games, totals: held });
      }
    }
    return totals;
  }

  add(team: string, line: PlayerGameStats): void {
    let row = this.rows.get(line.playerId);
    if (!row) this.rows.set(line.playerId, (row = { team, classYear: 'fr', rating: 0, games: 0, totals: {} }));
    row.games++;
    addInto(row.totals, line);
    this.touched.add(line.playerId);
  }

  /** Each player's season so far (the record book starts its season totals from these). */
  forEachSeason(visit: (playerId: number, stats: PlayerTotals) => void): void {
    for (const [id, row] of this.rows) visit(id, row.totals);
  }

  /**
   * Writes the teams whose players changed (with each changed player's class and rating this season). rosters: the
   * active players as the simulation loaded them, when it holds them (else they are read from the players table).
   */
  save(db: Db, rosters?: Iterable<readonly Player[]>): void {
    if (this.touched.size === 0) return;
    const players = new Map<number, { class: string; rating: number }>();
    if (rosters) {
      for (const roster of rosters) for (const p of roster) players.set(p.id, { class: p.year, rating: p.rating });
    } else {
      for (const p of db.all<{ id: number; class: string; rating: number }>('SELECT id, class, rating FROM players WHERE active = 1')) players.set(p.id, p);
    }
    const teams = new Set<string>();
    for (const id of this.touched) {
      const row = this.rows.get(id)!;
      const player = players.get(id);
      if (player) {
        row.classYear = classYear(player.class);
        row.rating = player.rating;
      }
      teams.add(row.team);
    }
    const byTeam = new Map<string, PlayerSeasonTotals[]>();
    for (const [playerId, row] of this.rows) {
      if (!teams.has(row.team)) continue;
      let list = byTeam.get(row.team);
      if (!list) byTeam.set(row.team, (list = []));
      // In the categories' usual order, as sumStatCategories gives them.
      list.push({ playerId, class: row.classYear, rating: row.rating, games: row.games, stats: sumStatCategories([row.totals]) });
    }
    for (const [team, list] of byTeam) saveTeamSeasonTotals(db, this.year, team, list);
    this.touched.clear();
  }
}
