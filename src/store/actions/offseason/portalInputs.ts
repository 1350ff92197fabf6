// What the transfer portal's signings read of the save: the unsigned portal players (with the wants their decisions
// weigh) and every program as the portal sees it. Read by the signings at the window's end (portalSigning.ts) and by
// the portal's market as the player sees it during the window (views/portalMarket.ts), so both see one market.
import { findProgram } from '../../../core/data/league.js';
import { ROSTER_SIZE, ROSTER_TEMPLATE } from '../../../core/players/tuning.js';
import { POSITIONS, type Position } from '../../../core/players/types.js';
import { positionMedians, transferPreferences } from '../../../core/portal/signing.js';
import { graduateTransfer } from '../../../core/portal/tuning.js';
import { reasonForMove, type ProgramLevel } from '../../../core/portal/entry.js';
import type { PortalPlayer, PortalProgram, PortalReason, ProgramSeason } from '../../../core/portal/types.js';
import { createRng, type Rng } from '../../../core/random.js';
import type { Db } from '../../database.js';
import { dynastyLeague } from '../../league.js';
import { rosterLimitIn } from '../../leagueRules.js';
import type { DynastyState } from '../../queries/meta.js';
import { findPlayer, playersById } from '../../queries/players.js';
import { depthChartRosters, type RosterPlayer } from '../../queries/depthChartRosters.js';
import { classScholarshipsByTeam, commitmentsByTeam } from '../../queries/recruiting.js';
import {
  openPortalPlayers,
  portalEntries,
  portalOffersOf,
  type OpenPortalPlayer,
  type PortalSigningPlayer,
} from '../../queries/portal.js';
import { portalPromisesOf } from '../../queries/portalMarket.js';
import { recentSuccessByTeam } from './recentSuccess.js';
import { programSeasons } from './departures.js';
import { coachedTeams } from '../../program.js';
import { trustByTeam } from '../retention/situation.js';

/**
 * Portal places a program has next season: under the league's limit (`limit`), less its returning players and the recruits
 * committed to its class (a scholarship is open when nobody holds or was promised it). Computer programs aim at a
 * full scholarship roster (ROSTER_SIZE) even when the limit allows more (the places beyond are walk-ons'); the
 * player's own offers may use the whole limit.
 */
export function portalRoom(limit: number, returning: number, committed: number, userProgram: boolean): number {
  const target = userProgram ? limit : Math.min(limit, ROSTER_SIZE);
  return Math.max(0, target - returning - committed);
}

/**
 * What a staff keeps out of the winter portal for its high-school class: the class it planned (its board's
 * scholarships) or its commitments if more. A real staff knows in December whom it still expects to sign in February
 * and takes transfers for the places beyond them. The player's own offers count only his commitments (he decides);
 * a portal he leaves to his staff is run like every staff's.
 */
export function heldForClass(committed: number, classScholarships: number, playersOwnOffers: boolean): number {
  return playersOwnOffers ? committed : Math.max(committed, classScholarships);
}

/** The player's offers; none at all leaves the portal to his staff, who offer by need like every program's. */
function usersOffers(db: Db, year: number, team: string): number[] | null {
  const offers = portalOffersOf(db, year, team);
  return offers.length > 0 ? offers : null;
}

export interface PortalInputs {
  rng: Rng;
  open: OpenPortalPlayer[];
  players: PortalPlayer[];
  /** The graduate transfers among them (they play at once in any era). */
  graduates: Set<number>;
  /** Those in the rosters' table (one only among former players joins no roster: no row of his is changed). */
  stored: Map<number, PortalSigningPlayer>;
  rosters: Map<string, RosterPlayer[]>;
  seasons: ReturnType<typeof programSeasons>;
  current: ReturnType<typeof dynastyLeague>;
  /** Every program as the portal sees it, before NIL. */
  built: PortalProgram[];
}

/** The portal's players and programs of the window (null when nobody is unsigned in it). */
export function portalInputs(db: Db, state: DynastyState, window: 'winter' | 'spring'): PortalInputs | null {
  const year = state.year;
  const current = dynastyLeague(db, year);
  const next = dynastyLeague(db, year + 1);
  const inCurrent = new Set(current.teams.map((t) => t.name));
  const prestige = new Map(current.teams.map((t) => [t.name, t.prestige]));
  const rng = createRng(`${state.seed}:portal-signing:${year}${window === 'spring' ? ':spring' : ''}`);
  // The unsigned and what the signing reads of each in one statement (an archived season's entries: by id).
  let open = openPortalPlayers(db, year);
  if (open.length === 0) {
    const entries = portalEntries(db, year).filter((e) => e.to_team === null);
    const byId = playersById(
      db,
      entries.map((e) => e.player_id),
    );
    open = entries.map((e) => ({
      player_id: e.player_id,
      from_team: e.from_team,
      player: byId.get(e.player_id) ?? null,
    }));
  }
  if (open.length === 0) return null;
  const players: PortalPlayer[] = [];
  /** The graduate transfers among them (they play at once in any era). */
  const graduates = new Set<number>();
  // Those in the rosters' table (one only among former players joins no roster: no row of his is changed).
  const stored = new Map<number, PortalSigningPlayer>();
  for (const entry of open) {
    if (entry.player) stored.set(entry.player.id, entry.player);
    const player = entry.player ?? findPlayer(db, entry.player_id);
    if (!player) continue;
    if (graduateTransfer(player)) graduates.add(player.id);
    players.push({
      player,
      fromTeam: entry.from_team,
      state: findProgram(entry.from_team)?.state ?? '',
      preferences: transferPreferences(player.stars, rng.fork(`prefs:${player.id}`)),
    });
  }
  // Every roster read once (no attributes): what a program offers looks only at its positions' counts and medians.
  const rosters = depthChartRosters(db);
  const programTeams = next.teams.filter((t) => inCurrent.has(t.name));
  const success = recentSuccessByTeam(
    db,
    programTeams.map((t) => t.name),
    year,
  );
  // Which of them just had a winning season, as portal entry judged it (and the season of every program left).
  const seasons = programSeasons(db, year, [
    ...new Set([...programTeams.map((t) => t.name), ...open.map((e) => e.from_team)]),
  ]);
  // In the spring the class is on the roster already (commitments then are the next class's).
  const committed = window === 'spring' ? new Map<string, number>() : commitmentsByTeam(db);
  const planned = window === 'spring' ? new Map<string, number>() : classScholarshipsByTeam(db);
  const limit = rosterLimitIn(db, year + 1).max;
  const coached = coachedTeams(db);
  // A program that broke its promises to players draws transfers less (core/retention/promises.ts trustFactor).
  const trust = trustByTeam(db, year);
  const built = programTeams.map((t): PortalProgram => {
    const roster = rosters.get(t.name) ?? [];
    const openings = {} as Record<Position, number>;
    for (const pos of POSITIONS) openings[pos] = ROSTER_TEMPLATE[pos];
    for (const p of roster) openings[p.pos] -= 1;
    for (const pos of POSITIONS) openings[pos] = Math.max(0, openings[pos]);
    const user = coached.has(t.name);
    const promises = user ? portalPromisesOf(db, year, t.name) : new Set<number>();
    // The player's own offers may use the whole limit; left to his staff, his program aims where every staff does
    // (a staff filling the 105-man roster with transfers left the next class almost no scholarships).
    const offers = user ? usersOffers(db, year, t.name) : null;
    const held = heldForClass(committed.get(t.name) ?? 0, planned.get(t.name) ?? 0, offers !== null);
    const room = portalRoom(limit, roster.length, held, offers !== null);
    return {
      name: t.name,
      prestige: prestige.get(t.name) ?? t.prestige,
      conference: t.conference,
      power: next.conferences.find((c) => c.name === t.conference)?.power ?? false,
      state: findProgram(t.name)?.state ?? '',
      resources: 0.5,
      contending: success.get(t.name)!,
      scholarships: room,
      openings,
      room,
      positionMedian: positionMedians(roster),
      offers,
      ...(user && promises.size > 0 ? { promises } : {}),
      ...(trust.has(t.name) ? { trust: trust.get(t.name) } : {}),
    };
  });
  return { rng, open, players, graduates, stored, rosters, seasons, current, built };
}

/**
 * The reason a move shows for a player who entered to move up a level (core reasonForMove), from the program he left
 * to the one he joined: the programs' levels as portal entry saw them (its season's prestige), the one he left in the
 * season just played. For the window's signings at its end and on its days (portalMarket.ts).
 */
export function movedUpReason(inputs: PortalInputs): (from: string, to: string) => PortalReason {
  const { built, seasons, current } = inputs;
  const destinations = new Map(
    built.map((p): [string, ProgramLevel] => [
      p.name,
      { power: p.power, prestige: seasons.get(p.name)?.prestige ?? p.prestige },
    ]),
  );
  const levelLeft = (team: string): ProgramLevel & Partial<ProgramSeason> => {
    const conference = current.teams.find((t) => t.name === team)?.conference;
    const season = seasons.get(team);
    return {
      ...season,
      power: current.conferences.find((c) => c.name === conference)?.power ?? false,
      prestige: season?.prestige ?? 4,
    };
  };
  return (from, to) => reasonForMove('moving_up', levelLeft(from), destinations.get(to)!);
}
