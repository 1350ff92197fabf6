// Players' box-score lines for the game, player and stats pages. A game's lines live in game_detail.players;
// season totals in player_seasons, kept up to date as games are played.
import type { PlayerGameStats } from '../../core/sim/types.js';
import type { Db } from '../database.js';
import { playerNames } from './formerPlayers.js';
import { gamePlayers } from './gameDetails.js';
import { teamSeasonTotals, type TeamSeasonTotals } from './playerSeasons.js';

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
    // The position he played that game (a player moved since is shown where he played then).
    return { ...l, first: p?.first ?? l.stats.name, last: p?.last ?? '', pos: l.stats.pos || p?.pos || 'OL' };
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

/** Season sums of every player with offense, defense, kicking or punting stats (the stats leaders). */
export interface OffenseTotalsRow {
  player_id: number;
  team: string;
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
  tackles: number;
  sacks: number;
  tfl: number;
  ints: number;
  int_yds: number;
  pass_breakups: number;
  forced_fumbles: number;
  def_td: number;
  fgm: number;
  fga: number;
  fg_long: number;
  xpm: number;
  xpa: number;
  punts: number;
  punt_yds: number;
  punt_long: number;
  punt_inside20: number;
}

/**
 * From player_seasons: every team's packed season totals of the players who have such stats. Names are not read
 * here: a season has thousands of such players and a page names only its leaders (playerNames, for those).
 * `seasons`: the year's teamSeasonTotals, when the caller read them too. `only`: just the players with that
 * category's line (a passing board reads a few hundred of a season's thousands).
 */
export function offenseTotals(
  db: Db,
  year: number,
  seasons: readonly TeamSeasonTotals[] = teamSeasonTotals(db, year),
  only?: 'passing' | 'rushing' | 'receiving' | 'defense' | 'kicking' | 'punting',
): OffenseTotalsRow[] {
  const totals: OffenseTotalsRow[] = [];
  for (const { team, players } of seasons) {
    for (const { playerId, games, stats } of players) {
      const { passing, rushing, receiving, defense, kicking, punting } = stats;
      if (only ? !stats[only] : !(passing || rushing || receiving || defense || kicking || punting)) continue;
      totals.push({
        player_id: playerId,
        team,
        games,
        pass_comp: passing?.comp ?? 0,
        pass_att: passing?.att ?? 0,
        pass_yds: passing?.yds ?? 0,
        pass_td: passing?.td ?? 0,
        pass_int: passing?.int ?? 0,
        rush_att: rushing?.att ?? 0,
        rush_yds: rushing?.yds ?? 0,
        rush_td: rushing?.td ?? 0,
        rush_fumbles: rushing?.fumbles ?? 0,
        rec: receiving?.rec ?? 0,
        rec_yds: receiving?.yds ?? 0,
        rec_td: receiving?.td ?? 0,
        tackles: defense?.tackles ?? 0,
        sacks: defense?.sacks ?? 0,
        tfl: defense?.tfl ?? 0,
        ints: defense?.ints ?? 0,
        int_yds: defense?.intYds ?? 0,
        pass_breakups: defense?.passBreakups ?? 0,
        forced_fumbles: defense?.forcedFumbles ?? 0,
        def_td: defense?.td ?? 0,
        fgm: kicking?.fgm ?? 0,
        fga: kicking?.fga ?? 0,
        fg_long: kicking?.long ?? 0,
        xpm: kicking?.xpm ?? 0,
        xpa: kicking?.xpa ?? 0,
        punts: punting?.punts ?? 0,
        punt_yds: punting?.yds ?? 0,
        punt_long: punting?.long ?? 0,
        punt_inside20: punting?.inside20 ?? 0,
      });
    }
  }
  return totals;
}
