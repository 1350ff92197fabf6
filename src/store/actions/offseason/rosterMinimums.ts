// The last guard of the offseason (recruiting summary -> preseason): every program starts the season with its
// roster minimum (two QBs, eight OL, a K, a P; core/players/rosterLimits.ts) among the players who may play it.
// Signing day's walk-ons fill the minimum as signing day sees the roster, but a transfer who sits out his first
// season (the rule before 2021) was counted there though he cannot play, and anything that changes a roster after
// signing day would go unchecked. Walk-ons join here for whatever is still missing.
import { assignDepthChart } from '../../../core/players/depthChart.js';
import { generatePlayer } from '../../../core/players/generate.js';
import { minimumShortfall } from '../../../core/players/rosterLimits.js';
import type { IdSource, Player } from '../../../core/players/types.js';
import type { Rng } from '../../../core/random.js';
import { WALK_ON_STARS } from '../../../core/recruiting/tuning.js';
import type { Db } from '../../database.js';
import { savePlayers, updateDepthChart } from '../../queries/players.js';
import type { RosterPlayer } from '../../queries/depthChartRosters.js';

/**
 * Walk-ons for the team's missing places (counted without `sitting`, the transfers sitting out `season`), saved
 * with the team's depth chart set again (`roster`: its players as depthChartRosters reads them). Returns the roster with them (the same array when nothing was missing).
 */
export function fillRosterMinimum(
  db: Db,
  season: number,
  roster: RosterPlayer[],
  sitting: ReadonlySet<number>,
  rng: Rng,
  ids: IdSource,
): RosterPlayer[] {
  if (roster.length === 0) return roster;
  const missing = minimumShortfall(sitting.size === 0 ? roster : roster.filter((p) => !sitting.has(p.id)));
  if (missing.length === 0) return roster;
  const team = roster[0].team;
  const walkOns = missing.map((pos) => generatePlayer({ team, pos, year: 'fr', stars: WALK_ON_STARS, rng, ids }));
  const chart = new Map(assignDepthChart<RosterPlayer>([...roster, ...walkOns]).map((p) => [p.id, p]));
  const charted = (p: Player): Player => {
    const place = chart.get(p.id);
    return place ? { ...p, depth: place.depth, starter: place.starter } : p;
  };
  savePlayers(db, walkOns.map(charted), season);
  updateDepthChart(
    db,
    roster
      .map((p) => chart.get(p.id) ?? p)
      .filter((p, i) => p.depth !== roster[i].depth || p.starter !== roster[i].starter),
  );
  return [...roster, ...walkOns];
}
