// A team's depth chart: a position named in a request, and the chart written as the automatic chart with the
// player's edits has it.
import { applyDepthEdits } from '../../../core/players/depthChart.js';
import { POSITIONS, type Player, type Position } from '../../../core/players/types.js';
import type { Db } from '../../database.js';
import { GameError } from '../../errors.js';
import { teamRoster } from '../../queries/players.js';
import { depthEditsOf } from '../../queries/rosterStatus.js';

export function parsePosition(text: string): Position {
  const pos = text.trim().toUpperCase();
  if (!(POSITIONS as readonly string[]).includes(pos)) {
    throw new GameError('bad_input', `Unknown position "${text}" (one of ${POSITIONS.join(', ')}).`);
  }
  return pos as Position;
}

/**
 * Writes depth and starter of the team's players as the chart (with the edits) has them. `roster`: the team's players
 * as read before this change, when it changed no one's position or rating (the chart reads nothing else of them).
 */
export function writeChart(db: Db, team: string, roster: readonly Player[] = teamRoster(db, team)): Player[] {
  const chart = applyDepthEdits(roster, depthEditsOf(db, team));
  // Only the players whose place moved (the roster holds their place as stored): a move changes a few rows.
  const stored = new Map(roster.map((p) => [p.id, p]));
  for (const p of chart) {
    const was = stored.get(p.id);
    if (was && was.depth === p.depth && Boolean(was.starter) === p.starter) continue;
    db.run('UPDATE players SET depth = ?, starter = ? WHERE id = ?', [p.depth, p.starter ? 1 : 0, p.id]);
  }
  return chart;
}
