// Leaving the program after a season (summary -> progression): underclassmen declare for the NFL draft, players
// enter the transfer portal, and the draft of seniors and early entrants is held. Called by progression.ts.
import { earlyEntrants, earlyEntryMidpoint } from '../../../core/draft/earlyEntry.js';
import { runDraft } from '../../../core/draft/nflDraft.js';
import type { DraftProspect } from '../../../core/draft/types.js';
import type { Player } from '../../../core/players/types.js';
import { portalEntrants } from '../../../core/portal/entry.js';
import type { PortalReason, ProgramSeason } from '../../../core/portal/types.js';
import { createRng } from '../../../core/random.js';
import type { Db } from '../../database.js';
import type { DynastyState } from '../../queries/meta.js';
import { saveDraft } from '../../queries/draft.js';
import { savePortalEntries } from '../../queries/portal.js';
import { coachingChanges } from '../../queries/coaches.js';
import { playerMotives } from '../../../core/retention/motives.js';
import { draftRisk, portalRisk, type KeepingSituation } from '../../../core/retention/risk.js';
import type { Keeping } from '../../../core/retention/types.js';

/** Players who leave one program this offseason before progression. */
export interface ProgramDepartures {
  early: Player[];
  /** Portal entrants by id, with their reason (they still progress: they play next season somewhere). */
  portal: Map<number, PortalReason>;
}

/**
 * Each program's season as portal entry sees it: declined (a losing season, or three wins fewer than the year
 * before), a new head coach (the carousel ran at the season's end), its prestige.
 */
export function programSeasons(db: Db, year: number, teams: readonly string[]): Map<string, ProgramSeason> {
  const byTeam = new Map<string, { now?: SeasonRow; before?: SeasonRow }>();
  for (const row of db.all<SeasonRow & { team: string; year: number }>(
    'SELECT team, year, wins, losses, prestige FROM team_seasons WHERE year IN (?, ?)',
    [year, year - 1],
  )) {
    let seasons = byTeam.get(row.team);
    if (!seasons) {
      seasons = {};
      byTeam.set(row.team, seasons);
    }
    if (row.year === year) seasons.now = row;
    else seasons.before = row;
  }
  const changed = new Set(coachingChanges(db, year));
  const out = new Map<string, ProgramSeason>();
  for (const team of teams) {
    const { now, before } = byTeam.get(team) ?? {};
    const declined =
      !!now && (now.wins < now.losses || (!!before && before.wins + before.losses > 0 && now.wins <= before.wins - 3));
    out.set(team, { declined, coachChanged: changed.has(team), prestige: now?.prestige ?? 4 });
  }
  return out;
}

interface SeasonRow {
  wins: number;
  losses: number;
  prestige: number;
}

/**
 * Early entrants and portal entrants of one program, from its roster as the season left it (its depth chart
 * shows who played). The early entrants leave the program: the caller retires them (progressRosters: with the
 * league's seniors and portal entrants, in one statement). `situation`: the program's season as its players weigh
 * it (its program entry of programSeasons); `keepingOf`: what it did for each player (core/retention/risk.ts: each
 * player's chances are his risk of leaving).
 */
export function declareDepartures(
  state: DynastyState,
  team: string,
  roster: readonly Player[],
  midpoint: number,
  situation: KeepingSituation,
  keepingOf: (playerId: number) => Keeping,
): ProgramDepartures {
  const rng = createRng(`${state.seed}:departures:${state.year}`).fork(team);
  const motives = (id: number) => playerMotives(state.seed, id);
  const early = earlyEntrants(roster, rng.fork('early'), midpoint, (p) =>
    draftRisk(p, situation, motives(p.id), keepingOf(p.id), midpoint),
  );
  const gone = new Set(early.map((p) => p.id));
  const portal = portalEntrants(roster, situation.program, state.year, gone, rng.fork('portal'), (p) =>
    portalRisk(p, roster, situation, motives(p.id), keepingOf(p.id)),
  );
  return { early, portal: new Map(portal.map((e) => [e.player.id, e.reason])) };
}

/**
 * The year's early-entry midpoint, from every eligible underclassman of the league (see earlyEntryMidpoint): juniors
 * and redshirted sophomores of `rosters` (allRosters: every active player, teams in the table's order). The ratings
 * go in by team, then id, the order the rosters' index by team gives them (the sum over them is floating point).
 */
export function leagueEarlyEntryMidpoint(rosters: ReadonlyMap<string, readonly Player[]>): number {
  const ratings: number[] = [];
  for (const roster of rosters.values()) {
    const eligible = roster
      .filter((p) => p.year === 'jr' || (p.year === 'so' && p.redshirted))
      .sort((a, b) => a.id - b.id);
    for (const p of eligible) ratings.push(p.rating);
  }
  return earlyEntryMidpoint(ratings);
}

/**
 * Puts progressed players in the portal: they leave their programs (no longer on their rosters) until they sign;
 * the caller retires them (progressRosters: with the league's other departures, in one statement). All of an
 * offseason at once, in id order (each entry is written beside the last).
 */
export function enterPortal(db: Db, year: number, entrants: readonly { player: Player; reason: PortalReason }[]): void {
  const byId = entrants.slice().sort((a, b) => a.player.id - b.player.id);
  savePortalEntries(
    db,
    byId.map(({ player, reason }) => ({
      year,
      player_id: player.id,
      from_team: player.team,
      first: player.first,
      last: player.last,
      pos: player.pos,
      class: player.year,
      rating: player.rating,
      stars: player.stars,
      reason,
    })),
  );
}

export function draftProspect(player: Player, early: boolean): DraftProspect {
  return {
    id: player.id,
    first: player.first,
    last: player.last,
    pos: player.pos,
    year: player.year,
    redshirted: player.redshirted,
    rating: player.rating,
    potential: player.potential,
    college: player.team,
    early,
  };
}

/** The draft of the spring after `state.year`: every departing senior and early entrant of the league. */
export function holdDraft(db: Db, state: DynastyState, prospects: readonly DraftProspect[]): void {
  const draft = runDraft(state.year + 1, prospects, createRng(`${state.seed}:draft:${state.year}`));
  saveDraft(db, state.year, draft);
}
