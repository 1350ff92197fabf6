// The spring transfer window, in the offseasons that had one (after the 2022-2024 seasons): once signing day has
// joined the new class, players who lost out in spring practice enter the portal (core/portal/entry.ts
// springEntrants: a signee not yet enrolled cannot, an early enrollee or a January transfer rarely does) and leave
// their programs; during the recruiting summary stage the player may offer them (and those
// still unsigned from the winter); at the turn of the year every program signs by the winter's rules.
import { springEntrants } from '../../../core/portal/entry.js';
import { portalWindows } from '../../../core/portal/tuning.js';
import type { PortalReason } from '../../../core/portal/types.js';
import type { Player } from '../../../core/players/types.js';
import { createRng } from '../../../core/random.js';
import type { Db } from '../../database.js';
import { dynastyLeague } from '../../league.js';
import type { DynastyState } from '../../queries/meta.js';
import { allRosters, retirePlayers } from '../../queries/players.js';
import { portalEntries } from '../../queries/portal.js';
import { enterPortal } from './departures.js';
import { brokenPromisesIn, keepingByPlayer, keepingSituations } from '../retention/situation.js';
import { retentionActionsOf } from '../../queries/keeping.js';
import { playerMotives } from '../../../core/retention/motives.js';
import { portalRisk } from '../../../core/retention/risk.js';
import { openPortalMarket, signTransfersWithRosters } from './portalSigning.js';

export function hasSpringWindow(season: number): boolean {
  return portalWindows(season).includes('spring');
}

/** The spring window opens (end of signing day): the league's spring entrants enter the portal and leave. */
export function openSpringWindow(db: Db, state: DynastyState): void {
  const year = state.year;
  if (!hasSpringWindow(year)) return;
  const teams = dynastyLeague(db, year).teams.map((t) => t.name);
  // The same chances as the winter's: each player's risk of leaving, with what his program did to keep him.
  const situations = keepingSituations(db, year, teams);
  const actions = retentionActionsOf(db, year);
  const broken = brokenPromisesIn(db, year);
  const rosters = allRosters(db);
  const rng = createRng(`${state.seed}:spring-portal:${year}`);
  // The winter window's transfers joined in January: they may enter again, but rarely (springEligibility).
  const winterTransfers = new Set(
    portalEntries(db, year)
      .filter((e) => e.to_team !== null)
      .map((e) => e.player_id),
  );
  const entrants: { player: Player; reason: PortalReason }[] = [];
  for (const team of teams) {
    const roster = rosters.get(team) ?? [];
    const situation = situations.get(team)!;
    const keepingOf = keepingByPlayer(
      actions.filter((a) => a.team === team),
      broken.get(team) ?? new Set(),
    );
    const chanceOf = (p: Player) => portalRisk(p, roster, situation, playerMotives(state.seed, p.id), keepingOf(p.id));
    for (const e of springEntrants(roster, situation.program, year, rng.fork(team), winterTransfers, chanceOf)) {
      entrants.push({ player: e.player, reason: e.reason });
    }
  }
  enterPortal(db, year, entrants);
  retirePlayers(
    db,
    entrants.map((e) => e.player.id).sort((a, b) => a - b),
    year,
  );
  openPortalMarket(db, state, 'spring');
}

/** The spring window's signings (the turn of the year): every unsigned portal player of the offseason may sign. */
export function closeSpringWindow(db: Db, state: DynastyState): void {
  if (!hasSpringWindow(state.year)) return;
  signTransfersWithRosters(db, state, false, 'spring');
}
