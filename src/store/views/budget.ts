// The Budget page: the program's yearly budget and what takes it (staff, facilities), and from 2021 its NIL money.
import { formatMoney, revenueShareCap } from '../../core/money/budget.js';
import { projectYearlyCost } from '../../core/money/facilities.js';
import type { BudgetResponse } from '../../shared/staff-types.js';
import { nilRefusal } from '../leagueRules.js';
import type { Db } from '../database.js';
import { readState, type DynastyState } from '../queries/meta.js';
import { nilOffersOfTeam } from '../queries/staff.js';
import { programFinances, type ProgramFinances } from '../actions/staff/money.js';
import { FACILITIES_SHARE } from '../actions/staff/preseason.js';
import { RecruitingDesk, fullName } from '../actions/recruiting/desk.js';

/** Why a new facilities project cannot start now (null: it can). */
export function projectRefusal(f: ProgramFinances): string | null {
  if (f.money.projectSeasons > 0)
    return `A facilities project is under way (${f.money.projectSeasons} more ${f.money.projectSeasons === 1 ? 'season' : 'seasons'}).`;
  if (f.money.facilities >= 95) return 'Your facilities are as good as they get.';
  const cost = projectYearlyCost(f.year);
  const room = Math.round(FACILITIES_SHARE * f.budget);
  if (cost > room)
    return `Over budget: a project costs ${formatMoney(cost)} a year and your facilities budget is ${formatMoney(room)}.`;
  return null;
}

function nameOf(db: Db, kind: string, id: number): string {
  if (kind === 'recruit') {
    try {
      return fullName(new RecruitingDesk(db).resolveProspect(id));
    } catch {
      return `#${id}`;
    }
  }
  const row = db.get<{ first: string; last: string }>('SELECT first, last FROM players WHERE id = ?', [id]);
  return row ? `${row.first} ${row.last}` : `#${id}`;
}

export function budgetView(
  db: Db,
  state: DynastyState = readState(db),
  names?: (kind: string, id: number) => string,
): BudgetResponse {
  const f = programFinances(db, state.userTeam, state.year);
  const before = nilRefusal(db, state.year);
  const cap = revenueShareCap(state.year);
  const name = names ?? ((kind: string, id: number) => nameOf(db, kind, id));
  return {
    team: state.userTeam,
    year: state.year,
    budget: f.budget,
    staff_budget: f.staffBudget,
    payroll: f.payroll,
    facilities: {
      level: f.money.facilities / 10,
      project_seasons_left: f.money.projectSeasons,
      project_yearly_cost: f.money.projectCost,
      new_project_cost: projectYearlyCost(state.year),
      new_project_refused: projectRefusal(f),
      facilities_budget: Math.round(FACILITIES_SHARE * f.budget),
    },
    nil: {
      era: before === null,
      message:
        before
        ?? (cap > 0
          ? `Revenue sharing: up to ${formatMoney(cap)} a program; your pool is ${formatMoney(f.nilPool)}.`
          : `Your collective has ${formatMoney(f.nilPool)} this season.`),
      collective: f.money.collective,
      pool: f.nilPool,
      offered: f.nilOffered,
      left: Math.max(0, f.nilPool - f.nilOffered),
      cap,
      offers: nilOffersOfTeam(db, state.year, state.userTeam).map((o) => ({
        kind: o.kind as 'recruit' | 'transfer',
        id: o.targetId,
        name: name(o.kind, o.targetId),
        stars: o.stars,
        amount: o.amount,
      })),
    },
  };
}
