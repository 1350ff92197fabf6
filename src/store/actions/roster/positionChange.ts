// Moving one of the coach's players to another position in the offseason: the Roster Progression and Recruiting
// Summary stages, between the season's last game and the next season's start, once the players who leave are gone.
// His attributes and overall become the new position's by how close the two are (core/roster/positionChange.ts),
// and he develops there from the next offseason on. As in EA's dynasty, any number of players may move; a player
// moved again in the same offseason is converted from where the offseason found him, and moved back he is as he
// was. One use case for `dynasty depth position`, POST /api/roster/position/, the depth chart page and the
// terminal's depth chart screen; a depth chart move to another position (setDepthSlot) is this move too.
import { ROSTER_MINIMUM } from '../../../core/players/rosterLimits.js';
import type { Player, Position } from '../../../core/players/types.js';
import { closenessOf, convertToPosition, positionSimilarity } from '../../../core/roster/positionChange.js';
import { STAGE_INFO, type Stage } from '../../../core/season/stages.js';
import type { Db } from '../../database.js';
import { GameError } from '../../errors.js';
import { readState } from '../../queries/meta.js';
import { findPlayer, teamRoster } from '../../queries/players.js';
import {
  dropPositionChange,
  positionChangeOf,
  savePositionChange,
  undoOf,
  writeMovedPlayer,
  type MoveUndo,
} from '../../queries/positionChanges.js';
import { depthEditsOf, saveDepthEdit } from '../../queries/rosterStatus.js';
import type { Program } from '../../program.js';
import { parsePosition, writeChart } from './chart.js';
import { findRosterPlayer } from './findRosterPlayer.js';

/** The stages in which players change positions. */
export const POSITION_CHANGE_STAGES: readonly Stage[] = ['progression', 'recruiting_summary'];

/** Whether players may change positions now, and why not. */
export function positionChangeWindow(stage: Stage): { open: boolean; reason: string | null } {
  if (POSITION_CHANGE_STAGES.includes(stage)) return { open: true, reason: null };
  return {
    open: false,
    reason: `Players change positions in the offseason, in the ${POSITION_CHANGE_STAGES.map((s) => STAGE_INFO[s].label).join(' and ')} stages (now: ${STAGE_INFO[stage].label}).`,
  };
}

/** The offseason whose moves the pages show: the one under way, else the one before this season. */
export function latestOffseason(year: number, stage: Stage): number {
  return POSITION_CHANGE_STAGES.includes(stage) ? year : year - 1;
}

/** Where the offseason found a player: his position, overall, potential and attributes then. */
export interface Origin {
  pos: Position;
  rating: number;
  potential: number;
  attributes: Player['attributes'];
}

/** The player as the offseason under way found him (as he is, unless his coach moved him this offseason). */
export function originOf(db: Db, year: number, player: Player): Origin {
  const record = positionChangeOf(db, year, player.id);
  const undo = record ? undoOf(record) : null;
  if (!record || !undo) return player;
  return {
    pos: record.from_pos as Position,
    rating: record.rating_before,
    potential: undo.potential,
    attributes: undo.attributes,
  };
}

/** A move to another position may not leave the old one below the roster minimum (two QBs, eight OL, a K, a P). */
function checkRosterMinimum(team: string, roster: readonly Player[], player: Player, to: Position): void {
  const least = (ROSTER_MINIMUM as Partial<Record<Position, number>>)[player.pos];
  if (least === undefined) return;
  const left = roster.filter((p) => p.pos === player.pos && p.id !== player.id).length;
  if (left < least) {
    throw new GameError(
      'conflict',
      `${team} must keep at least ${least} at ${player.pos} (the roster minimum): moving ${player.first} ${player.last} to ${to} would leave ${left}.`,
    );
  }
}

/** A player named by id who left the program this offseason: refused in words, not as unknown. */
function checkNotLeaving(db: Db, program: Program, who: string, year: number): void {
  if (!/^\d+$/.test(who.trim())) return;
  const player = findPlayer(db, Number(who));
  if (!player || player.active || player.team !== program.team) return;
  const portal = db.get('SELECT 1 AS x FROM portal_entries WHERE year = ? AND player_id = ?', [year, player.id]);
  throw new GameError(
    'conflict',
    `${player.first} ${player.last} is leaving ${program.team}${portal ? ' (he entered the transfer portal)' : ''}: only the players who stay change positions.`,
  );
}

export interface PositionMove {
  /** The player as he is now, at `to`. */
  player: Player;
  /** His position before this change, and his overall there. */
  from: Position;
  ratingBefore: number;
  to: Position;
  /** Where the offseason found him; `back`: he is there again, as he was. */
  origin: Position;
  back: boolean;
  message: string;
}

/**
 * Moves the player (one of the program's, read with the team's `roster`) to `to` and records it; the depth chart is
 * the caller's to write. Refused, changing nothing: outside the offseason's stages, his own position, or a move that
 * leaves his old position below the roster minimum.
 */
export function movePlayer(
  db: Db,
  program: Program,
  player: Player,
  to: Position,
  roster: readonly Player[],
): PositionMove {
  const state = readState(db);
  const window = positionChangeWindow(state.stage);
  if (!window.open) throw new GameError('conflict', window.reason!);
  const name = `${player.first} ${player.last}`;
  if (to === player.pos) throw new GameError('bad_input', `${name} already plays ${to}.`);
  checkRosterMinimum(program.team, roster, player, to);
  const origin = originOf(db, state.year, player);
  const back = to === origin.pos;
  const at = back ? origin : convertToPosition(origin, to);
  const moved: Player = { ...player, pos: to, rating: at.rating, potential: at.potential, attributes: at.attributes };
  writeMovedPlayer(db, moved);
  if (back) dropPositionChange(db, state.year, player.id);
  else {
    const undo: MoveUndo = { potential: origin.potential, attributes: origin.attributes };
    savePositionChange(db, {
      year: state.year,
      player_id: player.id,
      team: program.team,
      first: player.first,
      last: player.last,
      from_pos: origin.pos,
      to_pos: to,
      rating_before: origin.rating,
      rating_after: moved.rating,
      made_by: 'coach',
      undo: JSON.stringify(undo),
    });
  }
  // His place in the coach's order at his old position goes with him.
  const order = depthEditsOf(db, program.team).get(player.pos);
  if (order)
    saveDepthEdit(
      db,
      program.team,
      player.pos,
      order.filter((id) => id !== player.id),
    );
  const closeness = closenessOf(positionSimilarity(origin.pos, to));
  const message = back
    ? `${name} moves back to ${to}: overall ${moved.rating}, as the offseason found him.`
    : `${name} moves from ${player.pos} to ${to} (${closeness === 'close' ? 'a close position' : closeness === 'partial' ? 'a position partly like his' : 'a far position'}): overall ${moved.rating} there, ${player.rating} at ${player.pos}.`;
  return { player: moved, from: player.pos, ratingBefore: player.rating, to, origin: origin.pos, back, message };
}

/** Moves one of the program's players (name or id) to another position, his place on the chart by his overall. */
export function changePosition(db: Db, program: Program, who: string, posText: string): PositionMove {
  return db.transaction(() => {
    checkNotLeaving(db, program, who, readState(db).year);
    const to = parsePosition(posText);
    const player = findRosterPlayer(db, program, who);
    const move = movePlayer(db, program, player, to, teamRoster(db, program.team));
    const charted = writeChart(db, program.team).find((p) => p.id === player.id)!;
    return { ...move, player: charted };
  });
}
