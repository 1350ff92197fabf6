// A week's played games written together once its games are in: the score on the game's row, its box score, its
// detail (drives, players' lines, play-by-play) and who sat out. Row by row that was four statements a game, 3,400 a
// season; many rows a statement (manyRows.ts) it is a few a week. Nothing reads these rows before the week ends.
import type { SqlValue } from '../database.js';
import type { GameResult } from '../../core/sim/types.js';
import type { Db } from '../database.js';
import { encodeBox } from '../encoding/boxScore.js';
import { encodeDrives } from '../encoding/drives.js';
import { type GameLineSink, encodeGamePlayers } from '../encoding/playerLines.js';
import { encodePlays } from '../encoding/plays.js';
import { runRows } from './manyRows.js';

export class WeekResults {
  private readonly scores: SqlValue[] = [];
  private readonly boxes: SqlValue[] = [];
  private readonly details: SqlValue[] = [];
  private readonly absences: SqlValue[] = [];

  /**
   * A played game: its score and headline, the AP ranks its teams took into it, and who sat out (absent: player
   * ids, for a replay of the game). lines: told of the players' lines as they are encoded (the season's totals).
   */
  add(
    gameId: number,
    result: GameResult,
    headline: string | null,
    homeRank: number,
    awayRank: number,
    absent: readonly number[],
    lines: GameLineSink | null = null,
  ): void {
    this.scores.push(gameId, result.homePoints, result.awayPoints, result.overtimes, headline, homeRank, awayRank);
    this.boxes.push(
      gameId,
      encodeBox({ teamStats: result.teamStats, homeByPeriod: result.homeByPeriod, awayByPeriod: result.awayByPeriod }),
    );
    this.details.push(
      gameId,
      encodeDrives(result.drives),
      encodeGamePlayers(result.playerStats, lines),
      result.plays ? encodePlays(result.plays) : null,
    );
    if (absent.length > 0) this.absences.push(gameId, JSON.stringify(absent));
  }

  save(db: Db): void {
    runRows(
      db,
      `UPDATE games SET home_points = v.column2, away_points = v.column3, overtimes = v.column4, headline = v.column5,
         home_rank = v.column6, away_rank = v.column7 FROM (VALUES`,
      7,
      this.scores,
      ') AS v WHERE games.id = v.column1',
    );
    runRows(db, 'INSERT OR REPLACE INTO game_boxes (game_id, box) VALUES', 2, this.boxes);
    runRows(db, 'INSERT OR REPLACE INTO game_detail (game_id, drives, players, plays) VALUES', 4, this.details);
    runRows(db, 'INSERT OR REPLACE INTO game_absences (game_id, player_ids) VALUES', 2, this.absences);
    this.scores.length = 0;
    this.boxes.length = 0;
    this.details.length = 0;
    this.absences.length = 0;
  }
}
