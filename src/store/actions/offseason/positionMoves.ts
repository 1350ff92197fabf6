// The computer programs' position changes (core/roster/positionNeeds.ts), at the turn of the year (recruiting summary
// -> preseason) once the spring window's transfers have joined: each program moves the players its needs call for,
// by the rules a coach's moves follow. The coached programs' players move only when their coaches move them.
import { assignDepthChart } from '../../../core/players/depthChart.js';
import type { Player } from '../../../core/players/types.js';
import { needMoves } from '../../../core/roster/positionNeeds.js';
import type { Db } from '../../database.js';
import { coachedTeams } from '../../program.js';
import type { DynastyState } from '../../queries/meta.js';
import { allRosters, updateDepthChart } from '../../queries/players.js';
import {
  savePositionChange,
  settlePositionChanges,
  writeMovedPlayer,
  type PositionChangeRow,
} from '../../queries/positionChanges.js';

/** `teams`: the programs of the coming season (a program leaving FBS makes no moves). */
export function moveComputerPlayers(db: Db, state: DynastyState, teams: ReadonlySet<string>): void {
  // The coaches' moves of the offseason stand for good from here: they can no longer be taken back.
  settlePositionChanges(db);
  const coached = coachedTeams(db);
  const records: PositionChangeRow[] = [];
  const movedPlayers: Player[] = [];
  const charts: Player[] = [];
  for (const [team, roster] of allRosters(db)) {
    if (coached.has(team) || !teams.has(team)) continue;
    const moves = needMoves(roster);
    if (moves.length === 0) continue;
    const moved = new Map<number, Player>();
    for (const { player, to, converted } of moves) {
      const { attributes, rating, potential } = converted;
      const after = { ...player, pos: to, attributes, rating, potential };
      moved.set(player.id, after);
      movedPlayers.push(after);
      records.push({
        year: state.year,
        player_id: player.id,
        team,
        first: player.first,
        last: player.last,
        from_pos: player.pos,
        to_pos: to,
        rating_before: player.rating,
        rating_after: rating,
        made_by: 'staff',
        undo: null,
      });
    }
    const before = new Map(roster.map((p) => [p.id, p]));
    for (const p of assignDepthChart(roster.map((p) => moved.get(p.id) ?? p))) {
      const was = before.get(p.id)!;
      if (was.depth !== p.depth || was.starter !== p.starter) charts.push(p);
    }
  }
  // In id order: neighbouring rows share pages.
  for (const p of movedPlayers.sort((a, b) => a.id - b.id)) writeMovedPlayer(db, p);
  for (const row of records) savePositionChange(db, row);
  updateDepthChart(db, charts);
}
