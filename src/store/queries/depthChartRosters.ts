// The rosters as far as the offseason's roster moves look at them: positions, overalls, classes and the depth
// chart, without the attributes allRosters reads (a third of the columns: the portal's signing and the new season's
// ratings and roster minimums read every roster and need no more).
import type { DepthChartPlayer } from '../../core/players/depthChart.js';
import type { ClassYear, Position } from '../../core/players/types.js';
import type { Db } from '../database.js';

export type RosterPlayer = DepthChartPlayer & { team: string };

/**
 * Every active player by team, in no particular order (of teams or within one): what reads them counts them, takes medians
 * or sorts them (the depth chart's order is total).
 */
export function depthChartRosters(db: Db): Map<string, RosterPlayer[]> {
  const rosters = new Map<string, RosterPlayer[]>();
  // A scan of the table (`+active`: not through the index by team, a lookup per row): a quarter faster.
  for (const [id, team, pos, year, redshirted, rating, depth, starter] of db.values(
    'SELECT id, team, pos, class, redshirted, rating, depth, starter FROM players WHERE +active = 1',
  ) as [number, string, Position, ClassYear, number, number, number, number][]) {
    let list = rosters.get(team);
    if (!list) rosters.set(team, (list = []));
    list.push({ id, team, pos, year, redshirted: redshirted === 1, rating, depth, starter: starter === 1 });
  }
  return rosters;
}
