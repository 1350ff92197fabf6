// The staffs keep their players, by one rule (core/retention/staffPlan.ts): every computer program as the window
// opens (Summary -> Roster Progression, before the departures), and a coached program's staff when its coach hands
// it the meetings he has left (`dynasty retention auto`, POST /api/retention/auto; the batch's program). Written as
// retention_actions rows like the coach's own, NIL promises as nil_offers rows of the season's pool.
import { nextInLine } from '../../../core/retention/promises.js';
import type { KeepingSituation } from '../../../core/retention/risk.js';
import { rankedMotives } from '../../../core/retention/motives.js';
import { staffRetentionPlan, type StaffMove } from '../../../core/retention/staffPlan.js';
import { MEETINGS, STAFF_NIL_SHARE } from '../../../core/retention/tuning.js';
import type { Player } from '../../../core/players/types.js';
import type { Db } from '../../database.js';
import { nilIn } from '../../leagueRules.js';
import type { DynastyState } from '../../queries/meta.js';
import { retentionActionsOf, saveRetentionAction } from '../../queries/keeping.js';
import { saveNilOffer } from '../../queries/staff.js';
import { poolsLeft } from '../staff/computerNil.js';
import { brokenPromisesIn, keepingByPlayer, ownPlayerAsk, rosterRisks, type PlayerRisk } from './situation.js';
import type { RetentionAction } from '../../queries/keeping.js';

/** What a staff does for one program with `meetings` left and `nilBudget` (thousands) to promise. */
function planFor(
  state: DynastyState,
  roster: readonly Player[],
  risks: readonly PlayerRisk[],
  already: readonly RetentionAction[],
  meetings: number,
  nilBudget: number,
  nilEra: boolean,
): StaffMove[] {
  const seen = new Set(already.map((a) => a.playerId));
  const next = nextInLine(roster);
  const candidates = risks
    .filter((r) => !seen.has(r.player.id))
    .map((r) => ({
      player: r.player,
      risk: r.risk,
      topMotive: rankedMotives(r.motives)[0],
      nextInLine: next.has(r.player.id),
      nilAsk: ownPlayerAsk(state.seed, state.year, r.player, nilEra).ask,
    }));
  return staffRetentionPlan(candidates, meetings, nilBudget);
}

function writeMoves(db: Db, state: DynastyState, team: string, roster: readonly Player[], moves: StaffMove[]): void {
  const byId = new Map(roster.map((p) => [p.id, p]));
  for (const move of moves) {
    const player = byId.get(move.playerId)!;
    if (move.kind === 'nil') {
      saveNilOffer(db, {
        year: state.year,
        team,
        kind: 'retention',
        targetId: player.id,
        stars: player.stars,
        amount: move.amount,
      });
    }
    saveRetentionAction(db, {
      year: state.year,
      team,
      playerId: player.id,
      kind: move.kind,
      position: null,
      amount: move.kind === 'nil' ? move.amount : null,
      ask: move.kind === 'nil' ? move.amount : null,
      status: move.kind === 'talk' ? 'done' : move.kind === 'nil' ? 'kept' : 'pending',
    });
  }
}

/**
 * Every computer program's staff keeps its players, from the rosters as the season left them (`rosters`),
 * `situations` (keepingSituations) and the year's early-entry midpoint. `coached`: the programs players coach.
 */
export function keepComputerPlayers(
  db: Db,
  state: DynastyState,
  rosters: ReadonlyMap<string, readonly Player[]>,
  situations: ReadonlyMap<string, KeepingSituation>,
  midpoint: number,
  coached: ReadonlySet<string>,
): void {
  const nilEra = nilIn(db, state.year);
  const pools = nilEra ? poolsLeft(db, state.year) : new Map<string, number>();
  const broken = brokenPromisesIn(db, state.year);
  for (const [team, situation] of situations) {
    if (coached.has(team)) continue;
    const roster = rosters.get(team) ?? [];
    const keeping = keepingByPlayer([], broken.get(team) ?? new Set());
    const risks = rosterRisks(state.seed, roster, situation, keeping, midpoint);
    const budget = Math.round(STAFF_NIL_SHARE * (pools.get(team) ?? 0));
    writeMoves(db, state, team, roster, planFor(state, roster, risks, [], MEETINGS, budget, nilEra));
  }
}

/**
 * A coached program's staff uses the meetings its coach has left by the same rule, NIL within the same share of
 * what is left of the pool. Returns the moves made.
 */
export function staffKeepsFor(
  db: Db,
  state: DynastyState,
  team: string,
  roster: readonly Player[],
  risks: readonly PlayerRisk[],
  nilLeft: number,
): StaffMove[] {
  const already = retentionActionsOf(db, state.year, team);
  const meetings = MEETINGS - already.length;
  if (meetings <= 0) return [];
  const nilEra = nilIn(db, state.year);
  const moves = planFor(state, roster, risks, already, meetings, Math.round(STAFF_NIL_SHARE * nilLeft), nilEra);
  writeMoves(db, state, team, roster, moves);
  return moves;
}
