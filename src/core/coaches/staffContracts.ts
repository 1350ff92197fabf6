// Coordinators' contracts: each runs through a season (contractUntil) and ends after it. At the coaching carousel a
// computer program renews a coordinator whose contract ended, more likely the better it did (as a head coach the
// program is happy with is extended), for a new term at his market salary if it can pay it; otherwise he leaves and
// joins the candidates. The player's program renews his coordinators at their market salary when his staff budget
// allows it (he may still let them go in the offseason); one he cannot pay leaves. A player who is a coordinator is
// renewed: he leaves only for a job he takes.
import type { Rng } from '../random.js';
import { coordinatorSalary, type Coordinator } from './staff.js';
import type { MarketProgram } from './staffMarket.js';

export const CONTRACT_RENEWAL = {
  /** Chance a computer program renews a coordinator whose contract ended, at an expected season... */
  base: 0.85,
  /** ...plus this much per 0.1 of winning percentage above expectation (less below), within these bounds. */
  perTenth: 0.1,
  least: 0.3,
  most: 0.97,
  /** A new term runs this many seasons more (drawn, inclusive), as the coordinators' first contracts do. */
  years: [2, 4] as const,
} as const;

export interface ContractDecision {
  coordinator: Coordinator;
  /** Renewed (the new term and salary below), or he leaves. */
  renewed: boolean;
  contractUntil: number;
  salary: number;
}

/** Does his contract end after season `year` (its last season was `year` or before)? */
export function contractEnds(c: Pick<Coordinator, 'contractUntil'>, year: number): boolean {
  return c.contractUntil <= year;
}

/**
 * What happens to the coordinators whose contracts end after season `year` (the player himself, a coordinator on the
 * career ladder, is always renewed): `payroll` is each program's coordinators' pay now, against its staff budget for the renewal's
 * raise. One draw per coordinator, in the order given.
 */
export function contractDecisions(
  coordinators: readonly Coordinator[],
  programs: ReadonlyMap<string, MarketProgram>,
  payroll: ReadonlyMap<string, number>,
  year: number,
  rng: Rng,
): ContractDecision[] {
  const out: ContractDecision[] = [];
  const paid = new Map(payroll);
  for (const c of coordinators) {
    const program = c.team ? programs.get(c.team) : undefined;
    if (!program || !contractEnds(c, year)) continue;
    const r = rng.fork(`contract:${c.id}`);
    const salary = Math.max(c.salary, coordinatorSalary(c.calling, year + 1));
    const [fewest, most] = CONTRACT_RENEWAL.years;
    if (c.isUser) {
      // The player keeps his job until he takes another: his contract is renewed, paid by the head coach's budget.
      out.push({ coordinator: c, renewed: true, contractUntil: year + r.int(fewest, most), salary });
      continue;
    }
    const raise = salary - c.salary;
    const affordable = (paid.get(program.team) ?? 0) + raise <= program.staffBudget;
    const chance = program.isUser
      ? 1
      : Math.max(
          CONTRACT_RENEWAL.least,
          Math.min(CONTRACT_RENEWAL.most, CONTRACT_RENEWAL.base + CONTRACT_RENEWAL.perTenth * program.margin * 10),
        );
    const renewed = affordable && r.chance(chance);
    if (renewed) paid.set(program.team, (paid.get(program.team) ?? 0) + raise);
    out.push({
      coordinator: c,
      renewed,
      contractUntil: renewed ? year + r.int(fewest, most) : c.contractUntil,
      salary: renewed ? salary : c.salary,
    });
  }
  return out;
}
