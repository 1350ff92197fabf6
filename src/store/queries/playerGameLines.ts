// Players' box-score lines for the game, player and stats pages. A game's lines live in game_detail.players;
// season totals in player_seasons, kept up to date as games are played.
import type { PlayerGameStats } from '../../core/sim/types.js';
import type { Db } from '../database.js';
import type { PlayerStatCategories } from '../../core/stats/aggregate.js';
import { playerNames } from './formerPlayers.js';
import { gamePlayers } from './gameDetails.js';
import { teamSeasonTotals } from './playerSeasons.js';

export interface PlayerGameLine {
  gameId: number;
  team: string;
  stats: PlayerGameStats;
}

export interface NamedPlayerGameLine extends PlayerGameLine {
  first: string;
  last: string;
  pos: string;
}

/** Every player's line of one game, with names; [] when the game is unplayed or its lines were summarized away. */
export function gameLines(db: Db, gameId: number, home: string, away: string): NamedPlayerGameLine[] {
  const players = gamePlayers(db, gameId);
  if (!players) return [];
  const lines: PlayerGameLine[] = [
    ...players.home.map((stats) => ({ gameId, team: home, stats })),
    ...players.away.map((stats) => ({ gameId, team: away, stats })),
  ];
  if (lines.length === 0) return [];
  const ids = lines.map((l) => l.stats.playerId);
  const names = playerNames(db, ids);
  return lines.map((l) => {
    const p = names.get(l.stats.playerId);
    return { ...l, first: p?.first ?? l.stats.name, last: p?.last ?? '', pos: p?.pos ?? l.stats.pos };
  });
}

/** Played games of a team's season whose player lines are kept, in week order. */
function gamesWithLines(db: Db, team: string, year: number): { id: number; home: string }[] {
  return db.all<{ id: number; home: string }>(
    `SELECT g.id, g.home FROM games g JOIN game_detail d ON d.game_id = g.id
      WHERE g.year = ? AND (g.home = ? OR g.away = ?) AND d.players IS NOT NULL
      ORDER BY g.week, g.id`,
    [year, team, team],
  );
}

/** One player's lines of one season (the player played for `team` that season), in week order. */
export function playerLinesOfYear(db: Db, playerId: number, team: string, year: number): PlayerGameLine[] {
  const lines: PlayerGameLine[] = [];
  for (const game of gamesWithLines(db, team, year)) {
    const players = gamePlayers(db, game.id);
    if (!players) continue;
    const side = game.home === team ? players.home : players.away;
    const stats = side.find((s) => s.playerId === playerId);
    if (stats) lines.push({ gameId: game.id, team, stats });
  }
  return lines;
}

/** Does any game of the team's season still keep its player lines (game logs can be shown)? */
export function hasGameLines(db: Db, team: string, year: number): boolean {
  return (
    db.get(
      `SELECT 1 AS one FROM games g JOIN game_detail d ON d.game_id = g.id
        WHERE g.year = ? AND (g.home = ? OR g.away = ?) AND d.players IS NOT NULL LIMIT 1`,
      [year, team, team],
    ) !== undefined
  );
}

/** Season passing, rushing and receiving sums of every player with such stats (the stats leaders). */
export interface OffenseTotalsRow {
  player_id: number;
  team: string;
  first: string;
  last: string;
  pos: string;
  games: number;
  pass_comp: number;
  pass_att: number;
  pass_yds: number;
  pass_td: number;
  pass_int: number;
  rush_att: number;
  rush_yds: number;
  rush_td: number;
  rush_fumbles: number;
  rec: number;
  rec_yds: number;
  rec_td: number;
}

/** From player_seasons: every team's packed season totals, with the names of the players who have offense stats. */
export function offenseTotals(db: Db, year: number): OffenseTotalsRow[] {
  const found: { team: string; playerId: number; games: number; stats: PlayerStatCategories }[] = [];
  for (const { team, players } of teamSeasonTotals(db, year)) {
    for (const p of players) {
      if (p.stats.passing || p.stats.rushing || p.stats.receiving) found.push({ team, playerId: p.playerId, games: p.games, stats: p.stats });
    }
  }
  if (found.length === 0) return [];
  const names = playerNames(db, found.map((f) => f.playerId));
  const totals: OffenseTotalsRow[] = [];
  for (const { team, playerId, games, stats } of found) {
    const who = names.get(playerId);
    if (!who) continue;
    totals.push({
      player_id: playerId,
      team,
      first: who.first,
      last: who.last,
      pos: who.pos,
      games,
      pass_comp: stats.passing?.comp ?? 0,
      pass_att: stats.passing?.att ?? 0,
      pass_yds: stats.passing?.yds ?? 0,
      pass_td: stats.passing?.td ?? 0,
      pass_int: stats.passing?.int ?? 0,
      rush_att: stats.rushing?.att ?? 0,
      rush_yds: stats.rushing?.yds ?? 0,
      rush_td: stats.rushing?.td ?? 0,
      rush_fumbles: stats.rushing?.fumbles ?? 0,
      rec: stats.receiving?.rec ?? 0,
      rec_yds: stats.receiving?.yds ?? 0,
      rec_td: stats.receiving?.td ?? 0,
    });
  }
  return totals;
}
