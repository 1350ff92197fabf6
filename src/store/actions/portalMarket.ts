// The portal as a market, the player's side: a portal player's market (his asks, who is after him, his decision
// day), a starting role promised as a counter, and the window's days. The players the player's program offered decide
// on their day among the programs offering them, by the rules of the window's end (core/portal/signing.ts); the rest
// sign there. `dynasty portal market|promise|day`, GET /api/portal/market/, POST /api/portal/promise/ and
// /api/portal/day/, the portal page and screen.
import { assignDepthChart } from '../../core/players/depthChart.js';
import { decisionDay, marketShares, portalAsk, type ProgramInterest } from '../../core/portal/market.js';
import { decisionAppeal, firstRoundSuitors } from '../../core/portal/signing.js';
import { PORTAL_DAYS, SIT_OUT_CHANCE_BEFORE_2021, sitsOutFirstSeason } from '../../core/portal/tuning.js';
import type { PortalPlayer, PortalProgram } from '../../core/portal/types.js';
import { createRng } from '../../core/random.js';
import { nextStage, STAGE_INFO } from '../../core/season/stages.js';
import type { Db } from '../database.js';
import { GameError } from '../errors.js';
import { nilIn, transferSitOutIn } from '../leagueRules.js';
import { readState, type DynastyState } from '../queries/meta.js';
import { depthChartRosters } from '../queries/depthChartRosters.js';
import { updateDepthChart } from '../queries/players.js';
import { joinProgram, portalEntry, portalOffersOf, recordPortalSigning } from '../queries/portal.js';
import type { PortalEntryRow } from '../encoding/portalEntries.js';
import {
  portalDay,
  portalPromisesOf,
  savePortalDay,
  savePortalPromise,
  type PortalWindow,
} from '../queries/portalMarket.js';
import { movedUpReason, portalInputs, type PortalInputs } from './offseason/portalInputs.js';
import { nilPulls } from './staff/nilPulls.js';
import { nilAskNow } from './staff/nilNegotiation.js';
import { nilAsk } from '../../core/money/negotiation.js';
import { portalSeason, portalWindowOpen, resolvePortalPlayer } from './portal.js';
import { coachedPrograms, type Program } from '../program.js';

/** The window the stage is in: the spring window's in Recruiting Summary, else the winter's. */
export function windowOf(state: DynastyState): PortalWindow {
  return state.stage === 'recruiting_summary' ? 'spring' : 'winter';
}

interface Market {
  inputs: PortalInputs;
  programs: PortalProgram[];
}

/** The portal as its players and programs stand now (null when nobody is unsigned). Reads only. */
function marketNow(db: Db, state: DynastyState): Market | null {
  const inputs = portalInputs(db, state, windowOf(state));
  if (inputs === null) return null;
  const nil = nilPulls(db, state.year, 'transfer');
  const programs = inputs.built.map((p) => (nil.has(p.name) ? { ...p, nil: nil.get(p.name) } : p));
  return { inputs, programs };
}

export interface PortalMarket {
  entry: PortalEntryRow;
  day: number;
  decisionDay: number;
  asks: { startingRole: boolean; nil: number };
  /** Every program offering him, strongest first. */
  suitors: ProgramInterest[];
  promised: boolean;
}

function openEntry(db: Db, state: DynastyState, who: string | number): PortalEntryRow {
  const entry = resolvePortalPlayer(db, portalSeason(state), who);
  if (entry.to_team !== null)
    throw new GameError('conflict', `${entry.first} ${entry.last} already signed with ${entry.to_team}.`);
  if (!portalWindowOpen(state) || entry.year !== state.year)
    throw new GameError(
      'wrong_stage',
      `The portal window is closed (now: ${STAGE_INFO[state.stage].label}): no market to show.`,
      STAGE_INFO[state.stage].page,
    );
  return entry;
}

/** A portal player's market now. Refused outside the window and for a player who signed. Changes nothing. */
export function portalMarketOf(db: Db, program: Program, who: string | number): PortalMarket {
  const state = readState(db);
  const entry = openEntry(db, state, who);
  const market = marketNow(db, state);
  const player = market?.inputs.players.find((p) => p.player.id === entry.player_id);
  if (!market || !player)
    throw new GameError('not_found', `${entry.first} ${entry.last} is no longer in the rosters' table.`);
  const suitors = marketShares(player, firstRoundSuitors(market.inputs.players, market.programs, entry.player_id));
  const nilEra = nilIn(db, state.year);
  const ask = portalAsk(player, nilEra);
  // His NIL ask is his own (core/money/negotiation.ts), or his last counter to this program.
  if (nilEra) {
    const own = nilAsk(state.seed, state.year, 'transfer', entry.player_id, player.player.stars);
    ask.nil = 1000 * nilAskNow(db, state.year, program.team, 'transfer', entry.player_id, own).asking;
  }
  return {
    entry,
    day: portalDay(db, state.year, windowOf(state)),
    decisionDay: decisionDay(state.seed, state.year, entry.player_id),
    asks: ask,
    suitors,
    promised: portalPromisesOf(db, state.year, program.team).has(entry.player_id),
  };
}

/**
 * The player's program promises a portal player it offered a starting role: his decision counts it full playing
 * time. Refused outside the window, without an offer, and twice.
 */
export function promiseStartingRole(db: Db, program: Program, who: string | number): PortalEntryRow {
  return db.transaction(() => {
    const state = readState(db);
    const entry = openEntry(db, state, who);
    const name = `${entry.first} ${entry.last}`;
    if (!portalOffersOf(db, state.year, program.team).includes(entry.player_id))
      throw new GameError('conflict', `Offer ${name} first (dynasty portal offer ${entry.player_id}).`);
    if (portalPromisesOf(db, state.year, program.team).has(entry.player_id))
      throw new GameError('conflict', `${program.team} already promised ${name} a starting role.`);
    savePortalPromise(db, state.year, entry.player_id, program.team);
    return entry;
  });
}

export interface PortalDecision {
  entry: PortalEntryRow;
  team: string;
}

/**
 * The window moves on a day. Each portal player the player's program offered whose decision day has come chooses
 * among the programs offering him (firstRoundSuitors, weighed by decisionAppeal, a seeded draw) and joins that
 * program now. Refused outside the window and after its last day (the dynasty then moves on).
 */
export function advancePortalDay(db: Db, program: Program): { day: number; decisions: PortalDecision[] } {
  return db.transaction(() => {
    const state = readState(db);
    if (!portalWindowOpen(state))
      throw new GameError(
        'wrong_stage',
        `The portal window is closed (now: ${STAGE_INFO[state.stage].label}): no days to move through.`,
        STAGE_INFO[state.stage].page,
      );
    const window = windowOf(state);
    const day = portalDay(db, state.year, window) + 1;
    if (day > PORTAL_DAYS)
      throw new GameError(
        'conflict',
        `The window's last day (${PORTAL_DAYS}) has come: the rest of the portal signs when the dynasty moves on to the ${STAGE_INFO[nextStage(state.stage)].label}.`,
      );
    savePortalDay(db, state.year, window, day);
    // The day is everyone's: the players each coached program offered (in the programs' order) decide on theirs.
    const mine = new Set(portalOffersOf(db, state.year, program.team));
    const offered = [...new Set(coachedPrograms(db).flatMap((c) => portalOffersOf(db, state.year, c.team)))].filter(
      (id) => decisionDay(state.seed, state.year, id) <= day,
    );
    const decisions: PortalDecision[] = [];
    // Who was after each of them when the day began: what his market showed that morning.
    const morning = marketNow(db, state);
    const shown = new Map(
      offered.map((id) => [
        id,
        new Set(morning ? firstRoundSuitors(morning.inputs.players, morning.programs, id).map((s) => s.name) : []),
      ]),
    );
    for (const id of offered) {
      // Each decision reads the market as the ones before it left it (rosters and rooms), among the programs his
      // market showed that morning: a program that joined the chase during the day does not sign him that day.
      const market = marketNow(db, state);
      const player = market?.inputs.players.find((p) => p.player.id === id);
      if (!market || !player) continue;
      const now = firstRoundSuitors(market.inputs.players, market.programs, id);
      const still = now.filter((s) => shown.get(id)?.has(s.name));
      const team = decide(state, player, still.length > 0 ? still : now);
      if (team === null) continue;
      sign(db, state, market.inputs, id, team);
      if (mine.has(id)) decisions.push({ entry: resolvePortalPlayer(db, state.year, id), team });
    }
    return { day, decisions };
  });
}

/**
 * The window closes: the players the coached programs offered who have not decided yet decide now, on the days left,
 * as they would have during the window (then the window's signings follow). Nothing outside a window.
 */
export function decideOfferedAtClose(db: Db): void {
  const state = readState(db);
  if (!portalWindowOpen(state)) return;
  const programs = coachedPrograms(db);
  const undecided = programs.some((c) =>
    portalOffersOf(db, state.year, c.team).some((id) => portalEntry(db, state.year, id)?.to_team === null),
  );
  if (!undecided) return;
  while (portalDay(db, state.year, windowOf(state)) < PORTAL_DAYS) advancePortalDay(db, programs[0]);
}

function decide(state: DynastyState, player: PortalPlayer, suitors: readonly PortalProgram[]): string | null {
  if (suitors.length === 0) return null;
  const rng = createRng(`${state.seed}:portal-day:${state.year}:${player.player.id}`);
  return suitors[rng.weightedIndex(suitors.map((s) => decisionAppeal(player, s)))].name;
}

/**
 * He joins `team` now: his entry records it (and, for one who entered to move up a level, the reason his move shows,
 * as at the window's end), and its depth chart takes him in.
 */
function sign(db: Db, state: DynastyState, inputs: PortalInputs, id: number, team: string): void {
  const sitsOut = sitsOutFirstSeason(
    state.year + 1,
    inputs.graduates.has(id),
    () => createRng(`${state.seed}:portal-day-sit:${state.year}:${id}`).chance(SIT_OUT_CHANCE_BEFORE_2021),
    transferSitOutIn(db, state.year + 1),
  );
  const entry = portalEntry(db, state.year, id);
  const reason = entry?.reason === 'moving_up' ? movedUpReason(inputs)(entry.from_team, team) : undefined;
  joinProgram(db, id, team);
  recordPortalSigning(db, state.year, id, team, sitsOut, reason);
  const roster = depthChartRosters(db).get(team) ?? [];
  updateDepthChart(db, assignDepthChart(roster));
}
