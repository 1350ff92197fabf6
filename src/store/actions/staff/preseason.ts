// A new season's money and staff (recruiting summary -> preseason): facilities projects move a season on, computer
// programs start new ones sized to what they can pay, collectives are sized for the season, and a staff opening the player
// left is filled by his staff by the computer programs' rules.
import {
  advanceProject,
  FACILITY_PROJECT,
  projectGain,
  projectStartYear,
  sizedProject,
} from '../../../core/money/facilities.js';
import { collectiveSize, programBudget } from '../../../core/money/budget.js';
import { openRoles } from '../../../core/coaches/staffMarket.js';
import { createRng } from '../../../core/random.js';
import { coachedTeams } from '../../program.js';
import type { Db } from '../../database.js';
import type { DynastyState } from '../../queries/meta.js';
import { allProgramMoney, saveProgramMoney, staffsByTeam } from '../../queries/staff.js';
import { moneyInputs } from './money.js';
import { fill, marketPrograms } from './offseason.js';

/** Share of a program's budget a facilities project may take each year. */
export const FACILITIES_SHARE = 0.12;

/** What a program may spend on facilities a year (thousands). */
export function facilitiesBudget(budget: number): number {
  return Math.round(FACILITIES_SHARE * budget);
}
/** A computer program with room in its budget starts a project in a season with this chance. */
export const AI_PROJECT_CHANCE = 0.3;

/** The season `year` begins: `state` is the season just finished. */
export function staffPreseason(db: Db, state: DynastyState, year: number): void {
  const rng = createRng(`${state.seed}:money:${year}`);
  const inputs = moneyInputs(db, year);
  const coached = coachedTeams(db);
  for (const m of allProgramMoney(db).values()) {
    const input = inputs.get(m.team);
    if (!input) continue;
    const gain = projectGain(m.projectCost, projectStartYear(year, m.projectSeasons));
    const step = advanceProject(m.facilities, m.projectSeasons, gain);
    const next = {
      ...m,
      facilities: step.level,
      projectSeasons: step.seasonsLeft,
      projectCost: step.seasonsLeft > 0 ? m.projectCost : 0,
    };
    next.collective = collectiveSize(input, year);
    // A computer program builds what its facilities budget pays for, as the player does (sizedProject).
    if (!coached.has(m.team) && next.projectSeasons === 0 && next.facilities < 95) {
      if (rng.fork(m.team).chance(AI_PROJECT_CHANCE)) {
        next.projectSeasons = FACILITY_PROJECT.seasons;
        next.projectCost = sizedProject(year, facilitiesBudget(programBudget(input, year))).yearlyCost;
      }
    }
    saveProgramMoney(db, next);
  }
  // A coached program's openings its player left are filled by its staff (each program's draws its own).
  for (const team of coached) {
    const own = openRoles(staffsByTeam(db).get(team) ?? {});
    if (own.length === 0) continue;
    const programs = marketPrograms(db, state.year);
    const user = programs.get(team);
    if (user) programs.set(team, { ...user, isUser: false });
    fill(
      db,
      state.year,
      own.map((role) => ({ team, role })),
      programs,
      coached.size === 1 ? rng.fork('user-openings') : rng.fork(`user-openings:${team}`),
    );
  }
}
