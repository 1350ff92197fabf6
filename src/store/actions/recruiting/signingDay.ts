// Signing day (roster progression -> recruiting summary): committed prospects sign, the undecided sign with
// their favourite offering program if they like it enough, and open scholarships go to walk-ons so every roster
// starts the next season complete. Signees join as true freshmen with their prospect ids; the cycle's rows go.
import { assignDepthChartInPlace, type DepthChartPlayer } from '../../../core/players/depthChart.js';
import { minimumShortfall } from '../../../core/players/rosterLimits.js';
import { createIdSource, generatePlayer } from '../../../core/players/generate.js';
import { MAX_CLASS_SIZE, ROSTER_SIZE, ROSTER_TEMPLATE } from '../../../core/players/tuning.js';
import { POSITIONS, type Player, type Position } from '../../../core/players/types.js';
import { createRng, type Rng } from '../../../core/random.js';
import { newFreshmen, signingDay, type RecruitingState } from '../../../core/recruiting/index.js';
import { walkOnFreshmen, type FreshmenProgram } from '../../../core/recruiting/newFreshmen.js';
import type { SigningProgram } from '../../../core/recruiting/signingDay.js';
import { ROSTER_MINIMUMS, WALK_ON_STARS } from '../../../core/recruiting/tuning.js';
import { cycleWeeks } from '../../../core/recruiting/lateWeeks.js';
import type { IdSource } from '../../../core/players/types.js';
import type { Db } from '../../database.js';
import { dynastyLeague } from '../../league.js';
import { rosterLimitIn } from '../../leagueRules.js';
import type { DynastyState } from '../../queries/meta.js';
import { savePlayers, updateDepthChart } from '../../queries/players.js';
import { deleteCycle, loadCycleForSigning } from '../../queries/recruiting.js';
import { signingDayRosters, type SigningDayPlayer } from '../../queries/recruitingWeek.js';
import { saveRosterChanges, type RosterChangeRow } from '../../queries/rosterChanges.js';
import { coachingChanges } from '../../queries/coaches.js';
import { startCycle } from './cycle.js';
import { RecruitingWeeks } from './weeks.js';
import { programSettings } from './programs.js';
import { walkOnInvites } from '../../queries/walkOns.js';
import { invitedWalkOns } from '../roster/walkOns.js';
import { coachedTeams } from '../../program.js';
import { dropWalkOnInvitesBefore } from '../../queries/walkOns.js';
import { pipelinesAfterSigning } from './pipelines.js';

/** Open spots by position of the returning roster against the template. */
function openingsOf(roster: readonly Pick<Player, 'pos'>[]): Record<Position, number> {
  // The roster counted by position in one walk (not one filter per position).
  const count = new Map<Position, number>();
  for (const p of roster) count.set(p.pos, (count.get(p.pos) ?? 0) + 1);
  const openings = {} as Record<Position, number>;
  for (const pos of POSITIONS) openings[pos] = Math.max(0, ROSTER_TEMPLATE[pos] - (count.get(pos) ?? 0));
  return openings;
}

const MINIMUMS = Object.entries(ROSTER_MINIMUMS) as [Position, number][];

function countAt(players: readonly Pick<Player, 'pos'>[], pos: Position): number {
  let n = 0;
  for (const p of players) if (p.pos === pos) n++;
  return n;
}

/** Walk-ons at any position still below its minimum once the class has joined. */
function minimumWalkOns(
  team: string,
  roster: readonly Pick<Player, 'pos'>[],
  freshmen: readonly Pick<Player, 'pos'>[],
  rng: Rng,
  ids: IdSource,
): Player[] {
  const extra: Player[] = [];
  for (const [pos, least] of MINIMUMS) {
    const have = countAt(roster, pos) + countAt(freshmen, pos);
    for (let i = have; i < least; i++)
      extra.push(generatePlayer({ team, pos, year: 'fr', stars: WALK_ON_STARS, rng, ids }));
  }
  return extra;
}

/** Charts the roster in place (its players are the caller's own): those whose place moved. */
function movedOnChart<T extends DepthChartPlayer>(roster: readonly T[]): T[] {
  const depthBefore = roster.map((p) => p.depth);
  const starterBefore = roster.map((p) => p.starter);
  assignDepthChartInPlace([...roster]);
  return roster.filter((p, i) => p.depth !== depthBefore[i] || p.starter !== starterBefore[i]);
}

/**
 * Places each program's class may take under next season's limit, once the departures and the portal's transfers
 * are known: computer programs fill a scholarship roster (ROSTER_SIZE, as the portal's room does), the player's
 * program may use the whole limit (from 2025 the 105-man roster). The places its roster minimum lacks are kept for
 * walk-ons, so a full class and the minimum's walk-ons never pass the limit together.
 */
function classRoom(
  programs: readonly { name: string }[],
  rosters: ReadonlyMap<string, readonly Pick<Player, 'pos'>[]>,
  limit: number,
  coached: ReadonlySet<string>,
): Record<string, number> {
  const room: Record<string, number> = {};
  for (const program of programs) {
    const target = coached.has(program.name) ? limit : Math.min(limit, ROSTER_SIZE);
    const roster = rosters.get(program.name) ?? [];
    // Places the roster minimum still needs (two QBs, eight OL, a K, a P) stay open for walk-ons if the class fills none.
    room[program.name] = Math.max(
      0,
      Math.min(MAX_CLASS_SIZE, target - roster.length - minimumShortfall(roster).length),
    );
  }
  return room;
}

/** A program as signing day reads it: its name and scholarships (signingDay), its openings (the freshmen). */
type ProgramAtSigning = SigningProgram & FreshmenProgram;

/**
 * The cycle to sign and its programs in the league's order (the dynasty with its ids moved on when the cycle had to be
 * started). A cycle whose weeks are all played is read as signing day reads it (loadCycleForSigning), its programs
 * from their needs alone (how they contend counts in the weeks only); else its weeks left are played first, loaded
 * whole (RecruitingWeeks), and their news written.
 */
function cycleToSign(
  db: Db,
  state: DynastyState,
): { dynasty: DynastyState; cycle: RecruitingState; current: ProgramAtSigning[] } {
  const year = state.year;
  const stored = loadCycleForSigning(db);
  if (stored && stored.year === year && stored.state.week >= cycleWeeks(year)) {
    const current = programSettings(dynastyLeague(db, year), stored.needs, null).map((p) => ({
      name: p.name,
      scholarships: p.need.scholarships,
      openings: p.need.openings,
    }));
    return { dynasty: state, cycle: stored.state, current };
  }
  let dynasty = state;
  let weeks = RecruitingWeeks.open(db, dynasty);
  if (!weeks) {
    // A save from before recruiting was played: the whole cycle runs now, every staff recruiting.
    dynasty = startCycle(db, dynasty, dynastyLeague(db, year), true);
    weeks = RecruitingWeeks.open(db, dynasty);
    if (!weeks) throw new Error(`no recruiting cycle for ${year}`);
  }
  weeks.finish();
  // The cycle's rows go below: only its news is written.
  weeks.saveForSigningDay();
  return { dynasty, cycle: weeks.current(), current: weeks.programs() };
}

/**
 * `portalRosters`: every roster as the transfer portal's signings left them (signTransfersWithRosters), when they
 * ran just before; else they are read. Their order does not matter: signing day counts them and orders the charts.
 * Signing day sets the new depth chart on their players (the rosters are its own once given). `uncharted`: programs the
 * portal signed players for without charting them (signTransfersWithRosters): their players hold their rows' places,
 * and those signing day does not chart (none leaving FBS signs in the portal) are charted here as the portal would have.
 */
export function holdSigningDay(
  db: Db,
  state: DynastyState,
  portalRosters?: Map<string, SigningDayPlayer[]> | null,
  uncharted?: Set<string> | null,
): DynastyState {
  const year = state.year;
  const { dynasty, cycle, current } = cycleToSign(db, state);
  // Every roster read at once (where each player plays and his place on the depth chart: all signing day reads of
  // them); a program's signing day writes its freshmen and the returning players whose place moved.
  const rosters = portalRosters ?? signingDayRosters(db);
  // The cycle is given up: its rows go below, the signed join the rosters.
  const limit = rosterLimitIn(db, year + 1).max;
  // Commitments to a program whose head coach left after the season may end (coaching changes are made before it).
  // A computer program's class may fill the places its roster really has open: the scholarships planned a year before,
  // or more when more left than expected (an undecided prospect who likes it signs rather than a walk-on taking his
  // place). The player's keeps his board's scholarships: the walk-ons named before signing day take the rest.
  const coached = coachedTeams(db);
  const room = classRoom(current, rosters, limit, coached);
  const signing = current.map((p) =>
    coached.has(p.name) ? p : { ...p, scholarships: Math.max(p.scholarships, room[p.name] ?? 0) },
  );
  // Every computer staff makes late offers for its open places; the player's program signs only those it offered (his
  // open places go to the walk-ons the board and the dashboard named before signing day).
  const lateOffers = new Set(current.map((p) => p.name).filter((name) => !coached.has(name)));
  const promised = new Set([...coached].flatMap((team) => walkOnInvites(db, year, team)));
  const day = signingDay(cycle, signing, room, true, new Set(coachingChanges(db, year)), lateOffers, promised);
  // Programs leaving FBS sign nobody; those joining arrive with a full roster (nextYear.ts).
  const staying = new Set(dynastyLeague(db, year + 1).teams.map((t) => t.name));
  const ids = createIdSource(dynasty.nextPlayerId);
  const rng = createRng(`${state.seed}:signing:${year}`);
  const recruits: RosterChangeRow[] = [];
  // Every program's freshmen and the returning players whose place moved, written once for the league (one
  // statement per 32 freshmen and per place on a chart, rather than a program's few rows each).
  const joining: Player[] = [];
  const moved: DepthChartPlayer[] = [];
  // Each program's walk-ons (the invited from the class, with the homes they had as prospects), for the pipelines.
  const homeOf = new Map(cycle.prospects.map((p) => [p.id, p.state]));
  const walkOnHomes = new Map<string, { id: number; state?: string }[]>();
  // The player's invited walk-ons who signed nowhere take his walk-on places first.
  const signedAnywhere = new Set(Object.values(day.classes).flatMap((c) => c.map((p) => p.id)));
  // A walk-on two coached programs invited joins the first (in the order they joined the dynasty).
  const invited = new Map<string, Player[]>();
  for (const team of coached) {
    const own = invitedWalkOns(db, year, team, cycle.prospects, signedAnywhere);
    for (const p of own) signedAnywhere.add(p.id);
    invited.set(team, own);
  }
  dropWalkOnInvitesBefore(db, year + 1);
  for (const program of current) {
    if (!staying.has(program.name)) continue;
    const roster = rosters.get(program.name) ?? [];
    const signed = day.classes[program.name] ?? [];
    // Walk-ons fill the roster to its size however many left: the class limit counts scholarships, not them (a
    // league's limit below the size stops them there).
    const open = Math.max(0, Math.min(ROSTER_SIZE, limit) - roster.length);
    const atSigning: FreshmenProgram = { name: program.name, openings: openingsOf(roster) };
    const teamRng = rng.fork(program.name);
    // Walk-ons for the roster minimum take the first open places (classRoom kept them), the rest by openings.
    const freshmen = newFreshmen(atSigning, signed, 0, teamRng, ids);
    freshmen.push(...minimumWalkOns(program.name, roster, freshmen, teamRng, ids));
    // The player's invited walk-ons come next; the drawn walk-ons then take the positions they left open.
    const invitedHere = (invited.get(program.name) ?? []).slice(0, Math.max(0, open - freshmen.length));
    freshmen.push(...invitedHere);
    const walkOns = Math.max(0, open - freshmen.length);
    if (walkOns > 0) freshmen.push(...walkOnFreshmen(atSigning, [...signed, ...invitedHere], walkOns, teamRng, ids));
    // The new depth chart set on the players themselves (the freshmen are new; the rosters were read for signing day
    // alone): the freshmen are saved with their place, of the returning players only those whose place moved are
    // written (the chart changes depth and starter, nothing else).
    const depthBefore = roster.map((p) => p.depth);
    const starterBefore = roster.map((p) => p.starter);
    assignDepthChartInPlace<DepthChartPlayer>([...roster, ...freshmen]);
    joining.push(...freshmen);
    const signedIds = new Set(signed.map((p) => p.id));
    walkOnHomes.set(
      program.name,
      freshmen.filter((p) => !signedIds.has(p.id)).map((p) => ({ id: p.id, state: homeOf.get(p.id) })),
    );
    for (const p of signed)
      recruits.push({
        year,
        player_id: p.id,
        team: program.name,
        kind: 'recruit',
        rating_before: null,
        rating_after: p.rating,
        change: 0,
      });
    uncharted?.delete(program.name);
    for (let i = 0; i < roster.length; i++) {
      if (roster[i].depth !== depthBefore[i] || roster[i].starter !== starterBefore[i]) moved.push(roster[i]);
    }
  }
  for (const team of uncharted ?? []) moved.push(...movedOnChart(rosters.get(team) ?? []));
  savePlayers(db, joining, year + 1);
  // The signees build their programs' pipelines in their home states (programs leaving FBS signed nobody).
  pipelinesAfterSigning(
    db,
    Object.fromEntries(Object.entries(day.classes).filter(([team]) => staying.has(team))),
    walkOnHomes,
  );
  updateDepthChart(db, moved);
  saveRosterChanges(db, recruits);
  deleteCycle(db);
  return { ...dynasty, stage: 'recruiting_summary', nextPlayerId: ids.peek() };
}
