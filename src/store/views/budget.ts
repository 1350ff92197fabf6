// The Budget page: the program's yearly budget and what takes it (staff, facilities), and from 2021 its NIL money.
import { formatMoney, revenueShareCap } from '../../core/money/budget.js';
import {
  FACILITY_PROJECT,
  projectGain,
  projectStartYear,
  projectYearlyCost,
  sizedProject,
} from '../../core/money/facilities.js';
import type { BudgetResponse } from '../../shared/staff-types.js';
import { nilRefusal } from '../leagueRules.js';
import type { Db } from '../database.js';
import { readState, type DynastyState } from '../queries/meta.js';
import { nilOffersOfTeam } from '../queries/staff.js';
import { programFinances, type ProgramFinances } from '../actions/staff/money.js';
import { facilitiesBudget } from '../actions/staff/preseason.js';
import { RecruitingDesk, fullName } from '../actions/recruiting/desk.js';
import type { Program } from '../program.js';

/** Why a new facilities project cannot start now (null: it can). */
export function projectRefusal(f: ProgramFinances): string | null {
  if (f.money.projectSeasons > 0)
    return `A facilities project is under way (${f.money.projectSeasons} more ${f.money.projectSeasons === 1 ? 'season' : 'seasons'}).`;
  if (f.money.facilities >= 95) return 'Your facilities are as good as they get.';
  return null;
}

/** The project the program can start now: sized to its facilities budget (a full one where the budget holds it). */
export function newProject(f: ProgramFinances): { yearlyCost: number; gain: number } {
  return sizedProject(f.year, facilitiesBudget(f.budget));
}

/** The project in words: "$5.5M a year for 3 seasons, +0.5 of a level a season (...)". */
function projectLine(f: ProgramFinances, project: { yearlyCost: number; gain: number }): string {
  const full = projectYearlyCost(f.year);
  const what = `${formatMoney(project.yearlyCost)} a year for ${FACILITY_PROJECT.seasons} seasons, +${(project.gain / 10).toFixed(1)} of a level a season`;
  return project.yearlyCost < full
    ? `${what} (your whole facilities budget; a full project costs ${formatMoney(full)} a year)`
    : what;
}

function nameOf(db: Db, program: Program, kind: string, id: number): string {
  if (kind === 'recruit') {
    try {
      return fullName(new RecruitingDesk(db, program).resolveProspect(id));
    } catch {
      return `#${id}`;
    }
  }
  const row = db.get<{ first: string; last: string }>('SELECT first, last FROM players WHERE id = ?', [id]);
  return row ? `${row.first} ${row.last}` : `#${id}`;
}

export function budgetView(
  db: Db,
  program: Program,
  state: DynastyState = readState(db),
  names?: (kind: string, id: number) => string,
): BudgetResponse {
  const f = programFinances(db, program.team, state.year);
  const before = nilRefusal(db, state.year);
  const cap = revenueShareCap(state.year);
  const name = names ?? ((kind: string, id: number) => nameOf(db, program, kind, id));
  const project = newProject(f);
  return {
    team: program.team,
    year: state.year,
    budget: f.budget,
    staff_budget: f.staffBudget,
    payroll: f.payroll,
    facilities: {
      level: f.money.facilities / 10,
      project_seasons_left: f.money.projectSeasons,
      project_yearly_cost: f.money.projectCost,
      project_gain:
        f.money.projectSeasons > 0
          ? projectGain(f.money.projectCost, projectStartYear(state.year + 1, f.money.projectSeasons)) / 10
          : 0,
      new_project_cost: project.yearlyCost,
      new_project_seasons: FACILITY_PROJECT.seasons,
      new_project_gain: project.gain / 10,
      new_project_line: projectLine(f, project),
      full_project_cost: projectYearlyCost(state.year),
      new_project_refused: projectRefusal(f),
      facilities_budget: facilitiesBudget(f.budget),
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
      offers: nilOffersOfTeam(db, state.year, program.team).map((o) => ({
        kind: o.kind as 'recruit' | 'transfer' | 'retention',
        id: o.targetId,
        name: name(o.kind, o.targetId),
        stars: o.stars,
        amount: o.amount,
      })),
    },
  };
}
