// The player's depth chart: move a player to a slot (at his position, or in the offseason at another one: a
// position change), or hand a position (or all) back to the automatic chart.
import { applyDepthEdits, moveToSlot } from '../../../core/players/depthChart.js';
import { POSITIONS, type Player, type Position } from '../../../core/players/types.js';
import type { Db } from '../../database.js';
import { GameError } from '../../errors.js';
import { teamRoster } from '../../queries/players.js';
import { depthEditsOf, saveDepthEdit } from '../../queries/rosterStatus.js';
import { findRosterPlayer } from './findRosterPlayer.js';
import type { Program } from '../../program.js';
import { parsePosition, writeChart } from './chart.js';
import { movePlayer } from './positionChange.js';

/** The editing team must be the player's own. */
export function checkOwnTeam(userTeam: string, team: string | undefined): void {
  if (team !== undefined && team.trim().toLowerCase() !== userTeam.toLowerCase()) {
    throw new GameError(
      'conflict',
      `You can only edit the depth chart of your own team, ${userTeam}; ${team} is run by its own staff.`,
    );
  }
}

export interface DepthChange {
  player: Player;
  pos: Position;
  slot: number;
  /** His position before, when the move changed it. */
  movedFrom: Position | null;
}

/**
 * Puts a player of the user's team at `slot` (1 = first string) of `pos`. Another position is a position change
 * (positionChange.ts: the offseason only), and he plays it from now on.
 */
export function setDepthSlot(
  db: Db,
  program: Program,
  posText: string,
  who: string,
  slotText: string | number,
  team?: string,
): DepthChange {
  return db.transaction(() => {
    checkOwnTeam(program.team, team);
    const pos = parsePosition(posText);
    const player = findRosterPlayer(db, program, String(who));
    const slot = Number(slotText);
    const edits = depthEditsOf(db, program.team);
    const roster = teamRoster(db, program.team);
    const chart = applyDepthEdits(roster, edits);
    const order = chart.filter((p) => p.pos === pos).map((p) => p.id);
    const slots = order.includes(player.id) ? order.length : order.length + 1;
    if (!Number.isInteger(slot) || slot < 1 || slot > slots) {
      throw new GameError(
        'bad_input',
        `There is no slot ${slotText} at ${pos}: ${program.team} has slots 1-${slots} there.`,
      );
    }
    const movedFrom = player.pos === pos ? null : player.pos;
    // Another position: the offseason's position change, with his overall there by how close the two are.
    if (movedFrom) movePlayer(db, program, player, pos, chart);
    saveDepthEdit(db, program.team, pos, moveToSlot(order, player.id, slot));
    const moved = writeChart(db, program.team, movedFrom ? undefined : roster).find((p) => p.id === player.id)!;
    return { player: moved, pos, slot: moved.depth, movedFrom };
  });
}

/** The automatic chart again at one position, or at every position. */
export function autoDepth(db: Db, program: Program, posText?: string, team?: string): Position[] {
  return db.transaction(() => {
    checkOwnTeam(program.team, team);
    const positions = posText === undefined ? [...POSITIONS] : [parsePosition(posText)];
    for (const pos of positions) saveDepthEdit(db, program.team, pos, null);
    writeChart(db, program.team);
    return positions;
  });
}
