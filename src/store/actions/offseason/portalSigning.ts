// Progression -> recruiting summary, first part: the transfer portal's signings. Every computer program offers by
// need, the player's program offers whom the player chose (portal.ts), each portal player picks a program by the
// interest rules of high-school prospects, or stays unsigned (he leaves FBS). Before 2021 an undergraduate transfer
// sits out his first season unless a waiver lets him play, a graduate transfer plays at once (portal_entries.sits_out;
// the lineup skips them). Runs before the high-school signing day,
// which then fills what is left under the limit.
import { assignDepthChart, type DepthChartPlayer } from '../../../core/players/depthChart.js';
import { signPortalPlayers } from '../../../core/portal/signing.js';
import { SIT_OUT_CHANCE_BEFORE_2021, sitsOutFirstSeason } from '../../../core/portal/tuning.js';
import type { PortalPlayer, PortalProgram } from '../../../core/portal/types.js';
import { nilPulls } from '../staff/nilPulls.js';
import { staffRecruitsForProgram } from '../recruiting/cycle.js';
import { offerComputerNil } from '../staff/computerNil.js';
import type { NilTarget } from '../../../core/money/nilTargets.js';
import { coachedPrograms, coachedTeams } from '../../program.js';
import type { Db } from '../../database.js';
import { transferSitOutIn } from '../../leagueRules.js';
import type { DynastyState } from '../../queries/meta.js';
import { updateDepthChart } from '../../queries/players.js';
import type { RosterPlayer } from '../../queries/depthChartRosters.js';
import { joinProgram, recordPortalSigning, unsignedMovingUp, type PortalSigningPlayer } from '../../queries/portal.js';
import { movedUpReason, portalInputs } from './portalInputs.js';
import { decideOfferedAtClose } from '../portalMarket.js';

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
  // The players the player's program offered decide first, on the window's days left, by the rule they decide by
  // during the window: the share of his decision the market showed is his chance.
  decideOfferedAtClose(db);
  // A window opened by a save from before the computer programs made their NIL offers as it opened gets them now.
  openPortalMarket(db, state, window);
  const inputs = portalInputs(db, state, window);
  if (inputs === null) return { state, rosters: null, uncharted: null };
  const { rng, open, players, graduates, stored, rosters, built } = inputs;
  // Every program's NIL as the decisions read it. A player who lets his staff recruit (or a coordinator, whose head
  // coach's staff recruits) and made no portal offers of his own has it offer NIL as every staff does.
  const staffSpends = new Set(
    coachedPrograms(db)
      .filter((c) => staffRecruitsForProgram(db, c) && built.some((p) => p.name === c.team && p.offers === null))
      .map((c) => c.team),
  );
  if (staffSpends.size > 0)
    offerNilToTransfers(
      db,
      year,
      new Set(),
      built.filter((p) => staffSpends.has(p.name)),
      players,
    );
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
  const reasonOfMove = movedUpReason(inputs);
  for (const s of signings) {
    // One statement a row: the rows' own writes are most of it (a statement over many rows cost a little more).
    joinProgram(db, s.playerId, s.team);
    // Who entered to move up a level and signed no higher gives the reason his move shows.
    const from = movingUp.has(s.playerId) ? fromTeam.get(s.playerId) : undefined;
    const reason = from === undefined ? undefined : reasonOfMove(from, s.team);
    recordPortalSigning(db, year, s.playerId, s.team, s.sitsOut, reason);
    let newcomers = joined.get(s.team);
    if (!newcomers) {
      newcomers = [];
      joined.set(s.team, newcomers);
    }
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

const MARKET_KEY = 'portal_market_opened';

/**
 * A portal window opens to offers: the computer programs make their NIL offers (from 2021) to the transfers they need
 * now, once a window, so the market the player sees during the window (and each player's decision) holds them.
 */
export function openPortalMarket(db: Db, state: DynastyState, window: 'winter' | 'spring'): void {
  const mark = `${state.year}:${window}`;
  if (db.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', [MARKET_KEY])?.value === mark) return;
  db.run('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value', [
    MARKET_KEY,
    mark,
  ]);
  const inputs = portalInputs(db, state, window);
  if (inputs) offerNilToTransfers(db, state.year, coachedTeams(db), inputs.built, inputs.players);
}

/**
 * Each computer program's NIL offers (from 2021) to the best portal players at the positions it has open, better
 * than its own player there, no more of them than its room (staff/computerNil.ts).
 */
function offerNilToTransfers(
  db: Db,
  year: number,
  players: ReadonlySet<string>,
  programs: readonly PortalProgram[],
  portal: readonly PortalPlayer[],
): void {
  const best = [...portal].sort((a, b) => b.player.rating - a.player.rating || a.player.id - b.player.id);
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
  offerComputerNil(db, year, players, 'transfer', targets, places);
}
