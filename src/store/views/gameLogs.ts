// A player's box-score line in the wire format's game_logs (document: played game): the original's text line
// "<first> <last> (<team> - <POS>): <line>" per category, with our structured line beside it.
import type { GameLogCategory, GamePlayerLine } from '../../shared/api-types.js';
import type { NamedPlayerGameLine } from '../queries/playerGameLines.js';
import { playerStatLine, ratio } from './statLines.js';

export interface GameLogEntry {
  category: GameLogCategory;
  line: GamePlayerLine;
}

/** The categories a player appears in, each with its text line. */
export function gameLogEntries(row: NamedPlayerGameLine): GameLogEntry[] {
  const { passing, rushing, receiving, kicking, defense, punting } = row.stats;
  const who = `${row.first} ${row.last} (${row.team} - ${row.pos.toUpperCase()})`;
  const base = {
    player_id: row.stats.playerId,
    team_name: row.team,
    first: row.first,
    last: row.last,
    pos: row.pos,
    ...playerStatLine(row.stats),
  };
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
    entries.push({
      category: 'Receiving',
      line: { ...base, yards: receiving.yds, game_log_string: `${who}: ${text}` },
    });
  }
  if (kicking && kicking.fga + kicking.xpa > 0) {
    const line = {
      field_goals_made: kicking.fgm,
      field_goals_attempted: kicking.fga,
      field_goal_long: kicking.long,
      extra_points_made: kicking.xpm,
      extra_points_attempted: kicking.xpa,
    };
    const text = `${kicking.fgm}/${kicking.fga} FG, ${kicking.xpm}/${kicking.xpa} XP`;
    entries.push({ category: 'Kicking', line: { ...base, ...line, game_log_string: `${who}: ${text}` } });
  }
  if (defense && defense.tackles + defense.sacks + defense.ints + defense.passBreakups + defense.forcedFumbles > 0) {
    const line = {
      tackles: defense.tackles,
      tackles_for_loss: defense.tfl,
      sacks: defense.sacks,
      interceptions: defense.ints,
      passes_defended: defense.ints + defense.passBreakups,
      forced_fumbles: defense.forcedFumbles,
    };
    const text = `${defense.tackles} tackles, ${defense.tfl} TFL, ${defense.sacks} sacks, ${defense.ints} INTs`;
    entries.push({ category: 'Defense', line: { ...base, ...line, game_log_string: `${who}: ${text}` } });
  }
  if (punting && punting.punts > 0) {
    const line = {
      punts: punting.punts,
      punt_yards: punting.yds,
      punt_average: ratio(punting.yds, punting.punts),
      punt_long: punting.long,
      punts_inside_20: punting.inside20,
    };
    entries.push({
      category: 'Punting',
      line: { ...base, ...line, game_log_string: `${who}: ${punting.punts} punts, ${punting.yds} yards` },
    });
  }
  return entries;
}
