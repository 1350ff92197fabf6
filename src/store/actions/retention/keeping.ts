// Keeping players, the coach's side: after the season (Season Summary), before the portal opens, he sits down with
// his players: a talk, or a promise (a starting role, a position, NIL money he negotiates), each taking one of his
// offseason's meetings. His staff may use the ones he leaves. One use case each for `dynasty retention talk|promise|
// auto`, POST /api/retention/talk|promise|auto and the terminal's retention screen. A refused move changes nothing.
import { formatMoney } from '../../../core/money/budget.js';
import { STARTERS, POSITIONS, type Player, type Position } from '../../../core/players/types.js';
import { STAGE_INFO } from '../../../core/season/stages.js';
import { MEETINGS } from '../../../core/retention/tuning.js';
import { PROMISE_KINDS, PROMISE_LABELS, type PromiseKind } from '../../../core/retention/types.js';
import type { NilNegotiationAnswer } from '../../../shared/staff-types.js';
import type { Db } from '../../database.js';
import { GameError } from '../../errors.js';
import { nilIn, nilRefusal } from '../../leagueRules.js';
import { readState, type DynastyState } from '../../queries/meta.js';
import { retentionActionsOf, saveRetentionAction } from '../../queries/keeping.js';
import { allRosters, teamRoster } from '../../queries/players.js';
import { saveNilOffer } from '../../queries/staff.js';
import type { Program } from '../../program.js';
import { findRosterPlayer } from '../roster/findRosterPlayer.js';
import { parseAmount } from '../staff/budgetActions.js';
import { programFinances } from '../staff/money.js';
import { negotiateNil } from '../staff/nilNegotiation.js';
import { leagueEarlyEntryMidpoint } from '../offseason/departures.js';
import { keepingSituations, ownPlayerAsk, programKeeping, rosterRisks } from './situation.js';
import { staffKeepsFor } from './staff.js';

/** Talks and promises are made after the season, before the portal opens: in Season Summary. */
export function retentionOpen(state: DynastyState): boolean {
  return state.stage === 'summary';
}

function refuseOutsideWindow(state: DynastyState): void {
  if (retentionOpen(state)) return;
  throw new GameError(
    'wrong_stage',
    `Talks and promises are made after the season, in Season Summary, before the portal opens (now: ${STAGE_INFO[state.stage].label}).`,
    STAGE_INFO[state.stage].page,
  );
}

export interface KeepingChange {
  message: string;
  negotiation?: NilNegotiationAnswer;
}

const nameOf = (p: Player) => `${p.first} ${p.last}`;

/** One of his players to sit down with this offseason: on his roster, not a senior, a meeting left. */
function sitDownWith(db: Db, program: Program, state: DynastyState, who: string): Player {
  const player = findRosterPlayer(db, program, String(who));
  if (player.year === 'sr')
    throw new GameError('conflict', `${nameOf(player)} is a senior: he leaves after the season whatever you say.`);
  const used = retentionActionsOf(db, state.year, program.team).length;
  if (used >= MEETINGS)
    throw new GameError(
      'conflict',
      `You have used all ${MEETINGS} of this offseason's meetings: the rest of the roster decides without one.`,
    );
  return player;
}

function meetingsLeft(db: Db, state: DynastyState, program: Program): string {
  const left = MEETINGS - retentionActionsOf(db, state.year, program.team).length;
  return `${left} ${left === 1 ? 'meeting' : 'meetings'} left this offseason.`;
}

/** A talk: his chance of leaving falls (the less his coach's word is trusted, the less). Once a player. */
export function talkTo(db: Db, program: Program, who: string): KeepingChange {
  return db.transaction(() => {
    const state = readState(db);
    refuseOutsideWindow(state);
    const player = sitDownWith(db, program, state, who);
    if (retentionActionsOf(db, state.year, program.team).some((a) => a.playerId === player.id && a.kind === 'talk'))
      throw new GameError('conflict', `You already talked with ${nameOf(player)} this offseason.`);
    saveRetentionAction(db, {
      year: state.year,
      team: program.team,
      playerId: player.id,
      kind: 'talk',
      position: null,
      amount: null,
      ask: null,
      status: 'done',
    });
    return { message: `You sat down with ${nameOf(player)} (${player.pos}). ${meetingsLeft(db, state, program)}` };
  });
}

function parseKind(text: string): PromiseKind {
  const kind = String(text).trim().toLowerCase();
  if (!(PROMISE_KINDS as readonly string[]).includes(kind))
    throw new GameError('bad_input', `No promise "${String(text).slice(0, 30)}": ${PROMISE_KINDS.join(', ')}.`);
  return kind as PromiseKind;
}

/** The position named, or (none named) his own. */
function parsePosition(text: string | undefined, player: Player | null): Position {
  if (player && (text === undefined || String(text).trim() === '')) return player.pos;
  const pos = String(text).trim().toUpperCase();
  if (!(POSITIONS as readonly string[]).includes(pos))
    throw new GameError('bad_input', `No position "${String(text).slice(0, 10)}": ${POSITIONS.join(', ')}.`);
  return pos as Position;
}

/**
 * A promise: a starting role next season (to a player who does not start), a position (`value`, his own by
 * default), or NIL money (`value`, an amount he answers: only a deal is a promise). Judged by the season: broken, it
 * raises his and his teammates' risk and costs the program recruiting trust. One of each kind a player.
 */
export function promiseTo(db: Db, program: Program, who: string, kindText: string, value?: string): KeepingChange {
  const kind = parseKind(kindText);
  // The input first: a position named, an amount given and readable.
  if (kind === 'position' && value !== undefined && String(value).trim() !== '') parsePosition(value, null);
  if (kind === 'nil' && value === undefined)
    throw new GameError('bad_input', 'Name the NIL amount: 50000, 50k or 1.5m.');
  const amount = kind === 'nil' ? parseAmount(String(value)) : 0;
  return db.transaction(() => {
    const state = readState(db);
    refuseOutsideWindow(state);
    const player = sitDownWith(db, program, state, who);
    const name = nameOf(player);
    if (retentionActionsOf(db, state.year, program.team).some((a) => a.playerId === player.id && a.kind === kind))
      throw new GameError('conflict', `You already promised ${name} ${PROMISE_LABELS[kind]} this offseason.`);
    const base = { year: state.year, team: program.team, playerId: player.id, kind, ask: null };
    if (kind === 'starter') {
      if (player.depth > 0 && player.depth <= STARTERS[player.pos])
        throw new GameError('conflict', `${name} starts already: promise him something else, or talk with him.`);
      saveRetentionAction(db, { ...base, position: null, amount: null, status: 'pending' });
      return {
        message: `You promised ${name} (${player.pos}) a starting role next season: start him, or break your word. ${meetingsLeft(db, state, program)}`,
      };
    }
    if (kind === 'position') {
      const pos = parsePosition(value, player);
      saveRetentionAction(db, { ...base, position: pos, amount: null, status: 'pending' });
      return {
        message: `You promised ${name} he plays ${pos} next season${pos === player.pos ? '' : ` (he plays ${player.pos} now)`}. ${meetingsLeft(db, state, program)}`,
      };
    }
    const before = nilRefusal(db, state.year);
    if (before) throw new GameError('conflict', before);
    const f = programFinances(db, program.team, state.year);
    const left = f.nilPool - f.nilOffered;
    if (amount > left)
      throw new GameError(
        'conflict',
        `Over budget: ${formatMoney(amount)} promised, ${formatMoney(left)} left of your NIL pool of ${formatMoney(f.nilPool)}.`,
      );
    const ask = ownPlayerAsk(state.seed, state.year, player, true);
    const talk = negotiateNil(db, state.year, program.team, 'player', player.id, name, ask, amount);
    const negotiation: NilNegotiationAnswer = {
      answer: talk.answer,
      amount: talk.amount,
      asking: talk.asking,
      rounds_left: talk.roundsLeft,
    };
    if (talk.answer !== 'accepted') return { message: talk.words, negotiation };
    saveNilOffer(db, {
      year: state.year,
      team: program.team,
      kind: 'retention',
      targetId: player.id,
      stars: player.stars,
      amount,
    });
    saveRetentionAction(db, { ...base, position: null, amount, ask: ask.ask, status: 'kept' });
    return {
      message: `${talk.words} It is paid from this season's pool. ${meetingsLeft(db, state, program)}`,
      negotiation,
    };
  });
}

/** His staff uses the meetings he has left by the rule every program's staff follows. */
export function staffKeeps(db: Db, program: Program): KeepingChange {
  return db.transaction(() => {
    const state = readState(db);
    refuseOutsideWindow(state);
    const roster = teamRoster(db, program.team);
    const situation = keepingSituations(db, state.year, [program.team]).get(program.team)!;
    const midpoint = leagueEarlyEntryMidpoint(allRosters(db));
    const risks = rosterRisks(state.seed, roster, situation, programKeeping(db, state.year, program.team), midpoint);
    const nilLeft = nilIn(db, state.year)
      ? Math.max(
          0,
          programFinances(db, program.team, state.year).nilPool
            - programFinances(db, program.team, state.year).nilOffered,
        )
      : 0;
    const moves = staffKeepsFor(db, state, program.team, roster, risks, nilLeft);
    const count = (kind: string) => moves.filter((m) => m.kind === kind).length;
    return {
      message:
        moves.length === 0
          ? 'Your staff had nobody to sit down with (no meetings left, or nobody at risk).'
          : `Your staff sat down with ${moves.length} players: ${count('talk')} talks, ${count('starter')} starting roles and ${count('nil')} NIL deals promised.`,
    };
  });
}
