// A player's box-score line in the wire format's game_logs (document: played game): the original's text line
// "<first> <last> (<team> - <POS>): <line>" per category, with our structured line beside it.
import type { GameLogCategory, GamePlayerLine } from '../../shared/api-types.js';
import type { NamedPlayerGameLine } from '../queries/playerGameLines.js';
import { playerStatLine } from './statLines.js';

export interface GameLogEntry {
  category: GameLogCategory;
  line: GamePlayerLine;
}

/** The categories a player appears in, each with its text line. */
export function gameLogEntries(row: NamedPlayerGameLine): GameLogEntry[] {
  const { passing, rushing, receiving, kicking } = row.stats;
  const who = `${row.first} ${row.last} (${row.team} - ${row.pos.toUpperCase()})`;
  const base = { player_id: row.stats.playerId, team_name: row.team, first: row.first, last: row.last, pos: row.pos, ...playerStatLine(row.stats) };
  const entries: GameLogEntry[] = [];
  if (passing && passing.att > 0) {
    const text = `${passing.comp}/${passing.att} for ${passing.yds} yards, ${passing.td} TDs, ${passing.int} INTs`;
    entries.push({ category: 'Passing', line: { ...base, game_log_string: `${who}: ${text}` } });
  }
  if (rushing && rushing.att > 0) {
    const text = `${rushing.att} carries, ${rushing.yds} yards, ${rushing.td} TDs`;
    entries.push({ category: 'Rushing', line: { ...base, yards: rushing.yds, game_log_string: `${who}: ${text}` } });
  }
  if (receiving && receiving.rec > 0) {
    const text = `${receiving.rec} catches, ${receiving.yds} yards, ${receiving.td} TDs`;
    entries.push({ category: 'Receiving', line: { ...base, yards: receiving.yds, game_log_string: `${who}: ${text}` } });
  }
  if (kicking && kicking.fga > 0) {
    entries.push({ category: 'Kicking', line: { ...base, game_log_string: `${who}: ${kicking.fgm}/${kicking.fga} FG` } });
  }
  return entries;
}
