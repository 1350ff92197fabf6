// A program's money in a season as the store reads it: budget, staff budget, payroll, facilities, NIL pool.
import { nilPool, programBudget, staffBudget, type ProgramMoneyInput } from '../../../core/money/budget.js';
import type { Db } from '../../database.js';
import {
  allProgramMoney,
  nilOffered,
  programMoney,
  staffOf,
  staffsByTeam,
  type ProgramMoneyRow,
} from '../../queries/staff.js';
import { DEVELOPMENT_PER_POINT } from '../../../core/coaches/tuning.js';
import { facilitiesDevelopment, facilitiesRecruiting } from '../../../core/money/facilities.js';
import { recentSuccessByTeam } from '../offseason/recentSuccess.js';
import { programsOf } from './hireStaffs.js';

export interface ProgramFinances {
  team: string;
  year: number;
  input: ProgramMoneyInput;
  budget: number;
  staffBudget: number;
  payroll: number;
  money: ProgramMoneyRow;
  nilPool: number;
  nilOffered: number;
}

/** Each program's money inputs for season `year`: prestige, conference, the last seasons' success. */
export function moneyInputs(db: Db, year: number): Map<string, ProgramMoneyInput> {
  const teams = programsOf(db, year);
  const success = recentSuccessByTeam(
    db,
    teams.map((t) => t.name),
    year - 1,
  );
  return new Map(
    teams.map((t) => [t.name, { prestige: t.prestige, power: t.power, success: success.get(t.name) ?? 0.5 }]),
  );
}

/** Every program's yearly budget and staff budget (thousands). */
export function leagueBudgets(db: Db, year: number): Map<string, { budget: number; staffBudget: number }> {
  return new Map(
    [...moneyInputs(db, year)].map(([team, input]) => {
      const budget = programBudget(input, year);
      return [team, { budget, staffBudget: staffBudget(budget) }];
    }),
  );
}

/** One program's finances in season `year`. */
export function programFinances(db: Db, team: string, year: number): ProgramFinances {
  const input = moneyInputs(db, year).get(team) ?? { prestige: 1, power: false, success: 0.5 };
  const budget = programBudget(input, year);
  const money = programMoney(db, team) ?? { team, facilities: 50, projectSeasons: 0, projectCost: 0, collective: 0 };
  return {
    team,
    year,
    input,
    budget,
    staffBudget: staffBudget(budget),
    payroll: staffOf(db, team).reduce((sum, c) => sum + c.salary, 0),
    money,
    nilPool: nilPool(input, year, money.collective),
    nilOffered: nilOffered(db, year, team),
  };
}

/** The league's middle facilities level (what facilities edges are measured from). */
export function facilitiesMean(db: Db): number {
  const all = [...allProgramMoney(db).values()];
  return all.length === 0 ? 50 : all.reduce((s, m) => s + m.facilities, 0) / all.length;
}

/**
 * What each program's coordinators (their position coaches) and facilities add to its players' yearly growth,
 * overall points, measured from the league's means: half a head coach's development per point, plus facilities.
 */
export function staffDevelopmentBonus(db: Db): Map<string, number> {
  const staffs = staffsByTeam(db);
  const money = allProgramMoney(db);
  const devOf = (team: string) => {
    const s = staffs.get(team);
    const list = s ? [s.OC, s.DC, s.ST].filter((c) => c !== undefined) : [];
    return list.length === 0 ? null : list.reduce((sum, c) => sum + c!.development, 0) / list.length;
  };
  const teams = [...new Set([...staffs.keys(), ...money.keys()])];
  const devs = teams.map(devOf).filter((d): d is number => d !== null);
  const devMean = devs.length === 0 ? 0 : devs.reduce((a, b) => a + b, 0) / devs.length;
  const facMean = facilitiesMean(db);
  return new Map(
    teams.map((team) => {
      const dev = devOf(team);
      const level = money.get(team)?.facilities ?? facMean;
      return [
        team,
        (dev === null ? 0 : 0.5 * DEVELOPMENT_PER_POINT * (dev - devMean))
          + facilitiesDevelopment(level)
          - facilitiesDevelopment(facMean),
      ];
    }),
  );
}

/** What each program's facilities add to its recruiting resources (0-1 scale), from the league's middle. */
export function facilitiesResources(db: Db): Map<string, number> {
  const mean = facilitiesMean(db);
  return new Map(
    [...allProgramMoney(db).values()].map((m) => [
      m.team,
      facilitiesRecruiting(m.facilities) - facilitiesRecruiting(mean),
    ]),
  );
}
