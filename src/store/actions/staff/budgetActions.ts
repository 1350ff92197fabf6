// The player's money: start a facilities project, offer NIL money to a recruit or a transfer (he answers: accepted,
// a counter, refused). One use case each for
// `dynasty budget facility start`, `dynasty nil offer`, POST /api/budget/facility and /api/nil/offer and the terminal's
// Budget screen. A refused move is a GameError and changes nothing.
import { formatMoney } from '../../../core/money/budget.js';
import { FACILITY_PROJECT } from '../../../core/money/facilities.js';
import type { BudgetChangeResult } from '../../../shared/staff-types.js';
import { nilRefusal } from '../../leagueRules.js';
import type { Db } from '../../database.js';
import { GameError } from '../../errors.js';
import { readState } from '../../queries/meta.js';
import { nilOffersOfTeam, saveNilOffer, saveProgramMoney } from '../../queries/staff.js';
import { nilAsk } from '../../../core/money/negotiation.js';
import { negotiateNil } from './nilNegotiation.js';
import { budgetView, newProject, projectRefusal } from '../../views/budget.js';
import { resolvePortalPlayer, portalSeason } from '../portal.js';
import { RecruitingDesk, fullName } from '../recruiting/desk.js';
import { programFinances } from './money.js';
import type { Program } from '../../program.js';

export function startFacilityProject(db: Db, program: Program): BudgetChangeResult {
  return db.transaction(() => {
    const state = readState(db);
    const f = programFinances(db, program.team, state.year);
    const refused = projectRefusal(f);
    if (refused) throw new GameError('conflict', refused);
    const project = newProject(f);
    saveProgramMoney(db, { ...f.money, projectSeasons: FACILITY_PROJECT.seasons, projectCost: project.yearlyCost });
    return {
      message: `${program.team} starts a facilities project: ${formatMoney(project.yearlyCost)} a year for ${FACILITY_PROJECT.seasons} seasons, the facilities ${(project.gain / 10).toFixed(1)} of a level better each season.`,
      budget: budgetView(db, program, state),
    };
  });
}

/** An amount of dollars as typed: 250000, 250k, 1.5m, $300K. Thousands of dollars. */
export function parseAmount(text: string): number {
  const m = /^\$?\s*(\d+(?:\.\d+)?)\s*([km]?)$/i.exec(text.trim());
  if (!m)
    throw new GameError(
      'bad_input',
      `"${text.slice(0, 30)}" is not an amount: use dollars, such as 250000, 250k or 1.5m.`,
    );
  const value = Number(m[1]) * (m[2].toLowerCase() === 'm' ? 1_000_000 : m[2].toLowerCase() === 'k' ? 1000 : 1);
  const thousands = Math.round(value / 1000);
  if (thousands < 1) throw new GameError('bad_input', 'An NIL offer is at least $1K.');
  return thousands;
}

/**
 * Offers NIL money to a prospect of the open recruiting class or a player in the open transfer portal, and he
 * answers (core/money/negotiation.ts): accepted (the deal is recorded, raising any earlier one), a counter, or
 * refused; after NIL_ROUNDS answers without a deal he stops listening for the season. Refused before NIL, over the
 * pool, and for a target outside the class or the portal.
 */
export function offerNil(db: Db, program: Program, who: string, amountText: string): BudgetChangeResult {
  return db.transaction(() => {
    const state = readState(db);
    const before = nilRefusal(db, state.year);
    if (before) throw new GameError('conflict', before);
    const amount = parseAmount(amountText);
    const target = nilTarget(db, program, state.stage, who);
    const f = programFinances(db, program.team, state.year);
    const earlier = nilOffersOfTeam(db, state.year, program.team).find(
      (o) => o.kind === target.kind && o.targetId === target.id,
    );
    const left = f.nilPool - f.nilOffered + (earlier?.amount ?? 0);
    if (amount > left)
      throw new GameError(
        'conflict',
        `Over budget: ${formatMoney(amount)} offered, ${formatMoney(left)} left of your NIL pool of ${formatMoney(f.nilPool)}.`,
      );
    const ask = nilAsk(state.seed, state.year, target.kind, target.id, target.stars, target.leaning);
    const talk = negotiateNil(db, state.year, program.team, target.kind, target.id, target.name, ask, amount);
    if (talk.answer === 'accepted') {
      saveNilOffer(db, {
        year: state.year,
        team: program.team,
        kind: target.kind,
        targetId: target.id,
        stars: target.stars,
        amount,
      });
    }
    return {
      message: talk.words,
      budget: budgetView(db, program, state),
      negotiation: {
        answer: talk.answer,
        amount: talk.amount,
        asking: talk.asking,
        rounds_left: talk.roundsLeft,
      },
    };
  });
}

export interface NilTarget {
  kind: 'recruit' | 'transfer';
  id: number;
  stars: number;
  name: string;
  /** How much he leans to the program, 0-1 (a recruit's interest in it; a transfer: none). */
  leaning: number;
}

/** The recruit of the open class or the transfer of the open portal an NIL offer names. */
export function nilTarget(db: Db, program: Program, stage: string, who: string): NilTarget {
  const state = readState(db);
  if (stage === 'progression') {
    const entry = resolvePortalPlayer(db, portalSeason(state), who);
    if (entry.to_team !== null || entry.year !== state.year)
      throw new GameError('conflict', `${entry.first} ${entry.last} is not in this offseason's portal.`);
    const stars = db.get<{ stars: number }>('SELECT stars FROM players WHERE id = ?', [entry.player_id])?.stars ?? 3;
    return { kind: 'transfer', id: entry.player_id, stars, name: `${entry.first} ${entry.last}`, leaning: 0 };
  }
  const desk = new RecruitingDesk(db, program);
  const prospect = desk.openFor(who);
  return {
    kind: 'recruit',
    id: prospect.id,
    stars: prospect.stars,
    name: fullName(prospect),
    leaning: desk.leaningOf(prospect.id),
  };
}
