// Progression -> recruiting summary, first part: the transfer portal's signings. Every computer program offers by
// need, the player's program offers whom the player chose (portal.ts), each portal player picks a program by the
// interest rules of high-school prospects, or stays unsigned (he leaves FBS). Before 2021 an undergraduate transfer
// sits out his first season unless a waiver lets him play, a graduate transfer plays at once (portal_entries.sits_out;
// the lineup skips them). Runs before the high-school signing day,
// which then fills what is left under the limit.
import { findProgram } from '../../../core/data/league.js';
import { assignDepthChart, type DepthChartPlayer } from '../../../core/players/depthChart.js';
import { ROSTER_SIZE, ROSTER_TEMPLATE } from '../../../core/players/tuning.js';
import { POSITIONS, type Position } from '../../../core/players/types.js';
import { reasonForMove, type ProgramLevel } from '../../../core/portal/entry.js';
import { positionMedians, signPortalPlayers, transferPreferences } from '../../../core/portal/signing.js';
import { SIT_OUT_CHANCE_BEFORE_2021, graduateTransfer, sitsOutFirstSeason } from '../../../core/portal/tuning.js';
import type { PortalPlayer, PortalProgram, ProgramSeason } from '../../../core/portal/types.js';
import { nilPulls } from '../staff/nilPulls.js';
import { staffRecruitsForProgram } from '../recruiting/cycle.js';
import { offerComputerNil } from '../staff/computerNil.js';
import type { NilTarget } from '../../../core/money/nilTargets.js';
import { createRng } from '../../../core/random.js';
import type { Db } from '../../database.js';
import { dynastyLeague } from '../../league.js';
import { rosterLimitIn, transferSitOutIn } from '../../leagueRules.js';
import type { DynastyState } from '../../queries/meta.js';
import { findPlayer, playersById, updateDepthChart } from '../../queries/players.js';
import { depthChartRosters, type RosterPlayer } from '../../queries/depthChartRosters.js';
import { classScholarshipsByTeam, commitmentsByTeam } from '../../queries/recruiting.js';
import {
  joinProgram,
  openPortalPlayers,
  portalEntries,
  portalOffersOf,
  recordPortalSigning,
  unsignedMovingUp,
  type PortalSigningPlayer,
} from '../../queries/portal.js';
import { recentSuccessByTeam } from './recentSuccess.js';
import { programSeasons } from './departures.js';

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

export function signTransfers(db: Db, state: DynastyState): DynastyState {
  return signTransfersWithRosters(db, state).state;
}

/**
 * signTransfers, with every roster as the portal left it (null when nobody was in the portal): who plays where and
 * his place on the depth chart, for signing day (holdSigningDay) to read rather than read again. `chartsLeftToSigningDay`:
 * the programs that signed someone are not charted but named (`uncharted`; their newcomers keep the place their rows
 * hold) for signing day, which charts every program again from positions and ratings alone: one chart and one write
 * of it, not two. `window`: the spring window's signings (offseason/springPortal.ts) run after signing day.
 */
export function signTransfersWithRosters(
  db: Db,
  state: DynastyState,
  chartsLeftToSigningDay = false,
  window: 'winter' | 'spring' = 'winter',
): { state: DynastyState; rosters: Map<string, RosterPlayer[]> | null; uncharted: Set<string> | null } {
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
  if (open.length === 0) return { state, rosters: null, uncharted: null };
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
  const built = programTeams.map((t) => {
    const roster = rosters.get(t.name) ?? [];
    const openings = {} as Record<Position, number>;
    for (const pos of POSITIONS) openings[pos] = ROSTER_TEMPLATE[pos];
    for (const p of roster) openings[p.pos] -= 1;
    for (const pos of POSITIONS) openings[pos] = Math.max(0, openings[pos]);
    const user = t.name === state.userTeam;
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
      wonSeason: seasons.get(t.name)?.won === true,
      offers,
    };
  });
  // The computer programs' NIL offers to the transfers they need, then every program's NIL as the decisions read it.
  // A player who lets his staff recruit (or a coordinator, whose head coach's staff recruits) and made no portal
  // offers of his own has it offer NIL as every staff does.
  const staffSpends = staffRecruitsForProgram(db) && built.some((p) => p.name === state.userTeam && p.offers === null);
  offerNilToTransfers(db, year, staffSpends ? null : state.userTeam, built, players);
  const nil = nilPulls(db, year, 'transfer');
  const programs: PortalProgram[] = built.map((p) => (nil.has(p.name) ? { ...p, nil: nil.get(p.name) } : p));
  const { signed } = signPortalPlayers(players, programs, rng.fork('signing'));
  const joined = new Map<string, RosterPlayer[]>();
  // Written in id order (neighbouring rows share pages); each draw is its own fork, whatever the order.
  const sitOutRule = transferSitOutIn(db, year + 1);
  const signings = signed
    .slice()
    .sort((a, b) => a.playerId - b.playerId)
    .map((s) => ({
      playerId: s.playerId,
      team: s.team,
      sitsOut: sitsOutFirstSeason(
        year + 1,
        graduates.has(s.playerId),
        () => rng.fork(`sit:${s.playerId}`).chance(SIT_OUT_CHANCE_BEFORE_2021),
        sitOutRule,
      ),
    }));
  const movingUp = unsignedMovingUp(db, year);
  const fromTeam = new Map(open.map((e) => [e.player_id, e.from_team]));
  // Programs' levels as portal entry saw them (its season's prestige); the one he left in the season just played.
  const destinations = new Map(
    programs.map((p): [string, ProgramLevel] => [
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
  for (const s of signings) {
    // One statement a row: the rows' own writes are most of it (a statement over many rows cost a little more).
    joinProgram(db, s.playerId, s.team);
    // Who entered to move up a level and signed no higher gives the reason his move shows.
    const from = movingUp.has(s.playerId) ? fromTeam.get(s.playerId) : undefined;
    const reason =
      from === undefined ? undefined : reasonForMove('moving_up', levelLeft(from), destinations.get(s.team)!);
    recordPortalSigning(db, year, s.playerId, s.team, s.sitsOut, reason);
    let newcomers = joined.get(s.team);
    if (!newcomers) joined.set(s.team, (newcomers = []));
    // (One no longer in the rosters' table joins no roster: no row of his was changed.)
    const player = stored.get(s.playerId);
    // (A literal in the player's field order, as generated players are made.)
    if (player) {
      const newcomer: PortalSigningPlayer = {
        id: player.id,
        team: s.team,
        pos: player.pos,
        year: player.year,
        redshirted: player.redshirted,
        rating: player.rating,
        depth: player.depth,
        starter: player.starter,
        stars: player.stars,
      };
      newcomers.push(newcomer);
    }
  }
  // The depth charts of the programs that signed someone, written where they moved (once for the league: one
  // statement per place on a chart); the rosters kept as written (the newcomers' rows: their new team and, moved or
  // not, their place on the new chart).
  const moved: DepthChartPlayer[] = [];
  for (const [team, newcomers] of joined) {
    const before: RosterPlayer[] = [...(rosters.get(team) ?? []), ...newcomers];
    if (chartsLeftToSigningDay) {
      rosters.set(team, before);
      continue;
    }
    const saved = new Map(before.map((p) => [p.id, p]));
    const charted = assignDepthChart(before);
    for (const p of charted) {
      const was = saved.get(p.id)!;
      if (p.depth !== was.depth || p.starter !== was.starter) moved.push(p);
    }
    rosters.set(team, charted);
  }
  updateDepthChart(db, moved);
  return { state, rosters, uncharted: chartsLeftToSigningDay ? new Set(joined.keys()) : null };
}

/**
 * Each computer program's NIL offers (from 2021) to the best portal players at the positions it has open, better
 * than its own player there, no more of them than its room (staff/computerNil.ts).
 */
function offerNilToTransfers(
  db: Db,
  year: number,
  userTeam: string | null,
  programs: readonly PortalProgram[],
  players: readonly PortalPlayer[],
): void {
  const best = [...players].sort((a, b) => b.player.rating - a.player.rating || a.player.id - b.player.id);
  const targets = new Map<string, NilTarget[]>();
  const places = new Map<string, number>();
  for (const p of programs) {
    if (p.room <= 0) continue;
    const wanted = best.filter(
      (x) =>
        x.fromTeam !== p.name
        && p.openings[x.player.pos] > 0
        && x.player.rating > (p.positionMedian[x.player.pos] ?? 0),
    );
    targets.set(
      p.name,
      wanted.slice(0, 3 * p.room).map((x) => ({ id: x.player.id, stars: x.player.stars })),
    );
    places.set(p.name, p.room);
  }
  offerComputerNil(db, year, userTeam, 'transfer', targets, places);
}
