// Every change a player (or the server, for an online league) makes to a save, by name: the use case, called as
// (db, program, input), and the schema of its input. A server route names one with its input (session.ts change);
// the save's worker (a server's worker thread, the static build's Web Worker: server/changeJobs.ts runUseJob) checks
// the input against the schema and runs the use case in one transaction, for the program the request acts for, then
// hands back what it returned (plain data: it crosses between threads). Adding a player action is one line here and
// its route: see docs/architecture.md, "How to add a player action".
import Type, { type Static, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { Pitch } from '../core/recruiting/index.js';
import type { Stage } from '../core/season/stages.js';
import type { SeriesKind } from '../shared/types/series.js';
import type { GameSite } from '../shared/gameSite.js';
import { godModeChangeBody, leagueChangeBody } from '../shared/contract/changeBodies.js';
import type { CoachCreation } from '../core/coaches/creation.js';
import type { Db } from './database.js';
import { coachedProgramOf, type Program } from './program.js';
import { readState } from './queries/meta.js';
import type { Retention } from './queries/retention.js';
import { advanceStage } from './actions/advance.js';
import { coachSnap, setCoachedSituations, startCoachedGame, coachedGameInProgress } from './actions/coach/coachGame.js';
import { callHeadToHead, expireHeadToHead, kickOffHeadToHead } from './actions/coach/headToHead.js';
import { situationsOf } from './actions/coach/situations.js';
import { spendCoachXp } from './actions/coaches/abilities.js';
import { buyCoachAbility } from './actions/coaches/growth.js';
import { acceptCoachOffer } from './actions/coaches/offers.js';
import { applyGodModeChange, forceWinner } from './actions/godMode.js';
import { applyLeagueChange } from './actions/leagueChange.js';
import * as league from './actions/leagueSeats.js';
import { offerPortalPlayer } from './actions/portal.js';
import { advancePortalDay, promiseStartingRole } from './actions/portalMarket.js';
import { addCoachedProgram, dropCoachedProgram } from './actions/programs.js';
import * as recruit from './actions/recruiting/actions.js';
import { besideKeptCycle } from './actions/recruiting/keptCycle.js';
import { playLateRecruitingWeek } from './actions/recruiting/lateWeek.js';
import { changePlan, changePlanOrders } from './actions/recruiting/plan.js';
import { promiseTo, staffKeeps, talkTo } from './actions/retention/keeping.js';
import { changePosition } from './actions/roster/positionChange.js';
import { setRedshirt } from './actions/roster/redshirts.js';
import { releasePlayer } from './actions/roster/release.js';
import { inviteWalkOn } from './actions/roster/walkOns.js';
import { autoDepth, setDepthSlot } from './actions/roster/depthChart.js';
import { scheduleNonConferenceGame } from './actions/scheduleNonConference.js';
import { bookSeries, removeBookedGame } from './actions/series.js';
import { changeRetention } from './actions/settings.js';
import { offerNil, startFacilityProject } from './actions/staff/budgetActions.js';
import { fireCoordinator, hireCoordinator, joinAsCoordinator } from './actions/staff/staffActions.js';
import { setGroupFocus, setPlayerFocus } from './actions/training.js';
import { coachedGamePlayOf } from './views/coachedGame.js';

export { PLAYS_ON, type WeekHooks } from './actions/leagueSeats.js';

/** One use case: its input's schema, the use case, and how its worker runs it. */
interface UseCase<S extends TSchema, R> {
  input: S;
  run: (db: Db, program: Program, input: Static<S>, weeks: league.WeekHooks) => R;
  /**
   * Small and frequent (a recruiting order, a depth chart move): those queued on a save while it is busy run
   * together, one transaction and each its own savepoint (a league's coaches giving their orders at once).
   */
  together?: boolean;
  /** Its work a stranger's input decides (a league change tried on the scheduler): run under a time limit. */
  untrusted?: boolean;
  /** A change of the whole save (weeks played, the league's setup): the program named is not remembered. */
  wholeSave?: boolean;
}

/** A use case of the table, with how its worker runs it. */
function act<S extends TSchema, R>(
  input: S,
  run: UseCase<S, R>['run'],
  how: Pick<UseCase<S, R>, 'together' | 'untrusted' | 'wholeSave'> = {},
): UseCase<S, R> {
  return { input, run, ...how };
}

// The inputs' parts. The request was checked by its route's contract; these say what the use case takes.
const text = Type.String();
const whole = Type.Integer();
const on = Type.Boolean();
const idOrName = Type.Union([Type.String(), Type.Number()]);
const opt = <S extends TSchema>(schema: S) => Type.Optional(schema);
const fields = <P extends Record<string, TSchema>>(properties: P) =>
  Type.Object(properties, { additionalProperties: false });
const none = fields({});
const prospect = fields({ prospect: idOrName });
const pitch = Type.Unsafe<Pitch>(Type.String());
const stage = Type.Unsafe<Stage>(Type.String());
const coach = Type.Unsafe<CoachCreation>(
  fields({ name: opt(text), background: opt(text), offense: opt(text), defense: opt(text), points: opt(Type.Any()) }),
);
const call = fields({ call: Type.Union([text, Type.Null()]), tempo: opt(text) });
const situations = fields({ situations: opt(Type.Array(text)), sides: opt(text) });
const depthFor = { team: opt(text) };

/** A coached game's play after a change of it, built where its game was replayed (or null: the page reads it). */
const played = (db: Db, program: Program) => coachedGamePlayOf(db, program, readState(db).seed);

export const USE_CASES = {
  // Recruiting (actions/recruiting): orders for the coming week, the board, the plan.
  scoutProspect: act(prospect, (db, p, i) => recruit.scoutProspect(db, p, i.prospect), { together: true }),
  contactProspect: act(prospect, (db, p, i) => recruit.contactProspect(db, p, i.prospect), { together: true }),
  offerScholarship: act(prospect, (db, p, i) => recruit.offerScholarship(db, p, i.prospect), { together: true }),
  hostVisit: act(prospect, (db, p, i) => recruit.hostVisit(db, p, i.prospect), { together: true }),
  pitchProspect: act(
    fields({ prospect: idOrName, strength: pitch }),
    (db, p, i) => recruit.pitchProspect(db, p, i.prospect, i.strength),
    { together: true },
  ),
  addToBoard: act(prospect, (db, p, i) => recruit.addToBoard(db, p, i.prospect), { together: true }),
  removeFromBoard: act(prospect, (db, p, i) => recruit.removeFromBoard(db, p, i.prospect), { together: true }),
  setStaffRecruiting: act(fields({ on }), (db, p, i) => recruit.setStaffRecruiting(db, p, i.on), {
    together: true,
  }),
  cancelOrder: act(fields({ seq: whole }), (db, p, i) => recruit.cancelOrder(db, p, i.seq), { together: true }),
  changePlan: act(
    fields({ prospects: Type.Array(idOrName), kinds: Type.Array(text), on, strength: opt(pitch), warm: opt(on) }),
    changePlan,
    { together: true },
  ),
  changePlanOrders: act(
    fields({ prospects: Type.Array(idOrName), strength: opt(pitch), warm: opt(on) }),
    changePlanOrders,
    { together: true },
  ),
  playLateRecruitingWeek: act(none, (db, p) => playLateRecruitingWeek(db, p), { together: true }),
  // The depth chart (actions/roster/depthChart.ts): a move of places leaves a kept recruiting cycle kept.
  moveDepth: act(
    fields({ pos: text, player: text, slot: idOrName, ...depthFor }),
    (db, p, i) => besideKeptCycle(db, () => setDepthSlot(db, p, i.pos, i.player, i.slot, i.team), true),
    { together: true },
  ),
  autoDepth: act(
    fields({ pos: opt(text), ...depthFor }),
    (db, p, i) => besideKeptCycle(db, () => autoDepth(db, p, i.pos, i.team), true),
    { together: true },
  ),
  // The roster, the staff, the budget, training.
  releasePlayer: act(fields({ player: text }), (db, p, i) => releasePlayer(db, p, i.player)),
  inviteWalkOn: act(fields({ prospect: text, invite: on }), (db, p, i) => inviteWalkOn(db, p, i.prospect, i.invite)),
  setRedshirt: act(fields({ player: text, on }), (db, p, i) => setRedshirt(db, p, i.player, i.on)),
  changePosition: act(fields({ player: text, pos: text }), (db, p, i) => changePosition(db, p, i.player, i.pos)),
  hireCoordinator: act(fields({ name: text }), (db, p, i) => hireCoordinator(db, p, i.name)),
  fireCoordinator: act(fields({ role: text }), (db, p, i) => fireCoordinator(db, p, i.role)),
  joinAsCoordinator: act(fields({ team: text }), (db, p, i) => joinAsCoordinator(db, p, i.team)),
  startFacilityProject: act(none, (db, p) => startFacilityProject(db, p)),
  offerNil: act(fields({ name: text, amount: text }), (db, p, i) => offerNil(db, p, i.name, i.amount)),
  setGroupFocus: act(fields({ group: text, focus: text }), (db, p, i) => setGroupFocus(db, p, i.group, i.focus)),
  setPlayerFocus: act(fields({ player: text, focus: text }), (db, p, i) => setPlayerFocus(db, p, i.player, i.focus)),
  spendCoachXp: act(fields({ ability: text, points: opt(text) }), (db, p, i) =>
    spendCoachXp(db, p, i.ability, i.points),
  ),
  buyCoachAbility: act(fields({ ability: text }), (db, p, i) => buyCoachAbility(db, p, i.ability)),
  acceptCoachOffer: act(fields({ team: text }), (db, p, i) => acceptCoachOffer(db, p, i.team)),
  // Keeping players after the season (actions/retention/keeping.ts): a talk, a promise, the staff's meetings.
  talkTo: act(fields({ player: text }), (db, p, i) => talkTo(db, p, i.player)),
  promiseTo: act(fields({ player: text, kind: text, value: opt(text) }), (db, p, i) =>
    promiseTo(db, p, i.player, i.kind, i.value),
  ),
  staffKeeps: act(none, (db, p) => staffKeeps(db, p)),
  // The transfer portal.
  offerPortalPlayer: act(fields({ player: idOrName }), (db, p, i) => offerPortalPlayer(db, p, i.player)),
  promiseStartingRole: act(fields({ player: idOrName }), (db, p, i) => {
    promiseStartingRole(db, p, i.player);
  }),
  advancePortalDay: act(none, (db, p) => advancePortalDay(db, p)),
  // The schedule: a non-conference game, a series booked or removed.
  scheduleNonConferenceGame: act(
    fields({ opponent: text, week: whole, site: opt(Type.Unsafe<GameSite>(text)) }),
    (db, p, i) => {
      scheduleNonConferenceGame(db, p, i.opponent, i.week, i.site);
    },
  ),
  bookSeries: act(
    fields({
      opponent: text,
      kind: Type.Unsafe<SeriesKind>(text),
      week: whole,
      from: opt(whole),
      first: opt(Type.Unsafe<'home' | 'away'>(text)),
    }),
    bookSeries,
  ),
  removeBookedGame: act(fields({ game: whole }), (db, p, i) => removeBookedGame(db, p, i.game)),
  // The coached game (actions/coach): its play as it stands after the change, for the answer.
  startCoachedGame: act(situations, (db, p, i) => {
    startCoachedGame(db, p, i.situations !== undefined || i.sides !== undefined ? situationsOf(i) : undefined);
    return played(db, p);
  }),
  coachCall: act(call, (db, p, i) => {
    const snap = coachSnap(db, p, i.call, i.tempo);
    return snap.run ? played(db, p) : null;
  }),
  setCoachedSituations: act(situations, (db, p, i) => {
    setCoachedSituations(db, p, situationsOf(i, coachedGameInProgress(db, p).situations));
    return played(db, p);
  }),
  // The season: weeks simulated, a stage advanced, the league's setup.
  simulate: act(fields({ week: whole }), (db, _p, i, weeks) => league.simulateWeeks(db, i.week, weeks), {
    wholeSave: true,
  }),
  advance: act(fields({ from: opt(stage) }), (db, _p, i) => {
    // Decided under the change's lock: a game already moved on (another tab, a command) is left alone.
    if (i.from === undefined || readState(db).stage === i.from) advanceStage(db);
  }),
  leagueChange: act(
    leagueChangeBody,
    (db, _p, i) => {
      applyLeagueChange(db, i);
    },
    { untrusted: true, wholeSave: true },
  ),
  changeRetention: act(Type.Unsafe<Retention>(Type.Object({ keep: text })), (db, _p, i) => {
    changeRetention(db, i);
  }),
  godModeChange: act(godModeChangeBody, (db, _p, i) => applyGodModeChange(db, i)),
  forceWinner: act(fields({ game: whole, winner: text, reason: text }), (db, _p, i) =>
    forceWinner(db, i.game, i.winner, i.reason),
  ),
  // The programs coached in the save (multi-team mode).
  addCoachedProgram: act(fields({ team: text }), (db, _p, i) => addCoachedProgram(db, i.team)),
  dropCoachedProgram: act(fields({ team: text }), (db, _p, i) => dropCoachedProgram(db, i.team)),
  // An online league's save, moved by the server (actions/leagueSeats.ts).
  takeLeagueSeat: act(fields({ team: text, coach }), (db, _p, i) => league.takeLeagueSeat(db, i.team, i.coach)),
  giveBackLeagueSeat: act(fields({ team: text }), (db, _p, i) => league.giveBackLeagueSeat(db, i.team)),
  setLeagueAutoPilot: act(fields({ team: text, on, staffWas: on }), (db, _p, i) =>
    league.setLeagueAutoPilot(db, i.team, i.on, i.staffWas),
  ),
  placeTheFired: act(none, (db) => league.placeTheFired(db)),
  playLeagueTurn: act(fields({ turn: whole }), (db, _p, i, weeks) => league.playLeagueTurn(db, i.turn, weeks)),
  // A head-to-head game's moves (live/headToHead.ts): a side no longer coached does nothing.
  kickOffHeadToHead: act(fields({ team: text, opponent: text }), (db, _p, i) => {
    const [side, other] = [coachedProgramOf(db, i.team), coachedProgramOf(db, i.opponent)];
    if (side && other) kickOffHeadToHead(db, side, other);
  }),
  callHeadToHead: act(fields({ team: text, call: Type.Union([text, Type.Null()]), tempo: opt(text) }), (db, _p, i) => {
    const side = coachedProgramOf(db, i.team);
    if (side) callHeadToHead(db, side, i.call, i.tempo);
  }),
  expireHeadToHead: act(fields({ team: text, point: whole }), (db, _p, i) => {
    const side = coachedProgramOf(db, i.team);
    if (side) expireHeadToHead(db, side, i.point);
  }),
};

export type UseCaseName = keyof typeof USE_CASES;
export type InputOf<N extends UseCaseName> = Static<(typeof USE_CASES)[N]['input']>;
export type ResultOf<N extends UseCaseName> = ReturnType<(typeof USE_CASES)[N]['run']>;

/** A use case named with its input, for the program `team` names (none: the one last acted for). */
export interface UseCall<N extends UseCaseName = UseCaseName> {
  name: N;
  input: InputOf<N>;
  team?: string;
}

const validators = new Map<UseCaseName, ReturnType<typeof Compile>>();

/** The use case of a call, its input checked against its schema (a mismatch is a bug of the caller's). */
export function useCaseOf(call: UseCall): UseCase<TSchema, unknown> {
  const entry = USE_CASES[call.name] as UseCase<TSchema, unknown> | undefined;
  if (!entry) throw new Error(`no use case ${String(call.name)}`);
  let validator = validators.get(call.name);
  if (!validator) {
    validator = Compile(entry.input);
    validators.set(call.name, validator);
  }
  if (!validator.Check(call.input)) throw new Error(`the input of use case ${call.name} does not fit its schema`);
  return entry;
}
