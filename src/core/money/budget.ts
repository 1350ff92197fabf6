// A program's money by era: its yearly football budget from prestige, conference and winning; what the staff and
// facilities projects take of it; from July 2021 an NIL collective growing with fan base and success; from 2025 the
// revenue-share era's cap on what a program pays its players. All amounts in thousands of dollars.

/** The first season of NIL (July 1, 2021) and of revenue sharing (the House settlement, July 2025). */
export const NIL_FROM = 2021;
export const REVENUE_SHARE_FROM = 2025;
/** The revenue-share cap per program in 2025-26, $20.5 million, rising 4% a year. */
export const REVENUE_SHARE_CAP = 20_500;

export interface ProgramMoneyInput {
  prestige: number;
  /** In a power conference. */
  power: boolean;
  /** Recent success 0-1 (last seasons' winning). */
  success: number;
}

/**
 * Football spending grew about threefold from 2000 to 2024 (Knight Commission / USA Today athletic finance data:
 * power programs' football budgets from about $15-25M to $50-100M).
 */
export function budgetEra(year: number): number {
  return Math.max(0.35, Math.min(1.15, 0.35 + (0.65 * (year - 2000)) / 24));
}

/**
 * The yearly budget: a power blue blood about $75M in 2024, a weak Group of Five program about $12M. Winning adds up
 * to a fifth (donors, tickets, bowls).
 */
export function programBudget(p: ProgramMoneyInput, year: number): number {
  const base = 8_000 + 6_500 * (Math.max(1, Math.min(7, p.prestige)) - 1) + (p.power ? 18_000 : 0);
  return Math.round(budgetEra(year) * base * (0.9 + 0.2 * Math.max(0, Math.min(1, p.success))));
}

/** The share of the budget that may go to the three coordinators' salaries. */
export const STAFF_SHARE = 0.09;

export function staffBudget(budget: number): number {
  return Math.round(budget * STAFF_SHARE);
}

/**
 * An NIL collective's yearly money: nothing before 2021; then by fan base (prestige) and success, from about $1M at
 * a small program to $20M+ at a blue blood in 2024 (On3's collective estimates), growing each year to 2024.
 */
export function collectiveSize(p: ProgramMoneyInput, year: number): number {
  if (year < NIL_FROM) return 0;
  const growth = Math.min(1, 0.45 + 0.18 * (year - NIL_FROM));
  const fans = 500 + 650 * (Math.max(1, Math.min(7, p.prestige)) - 1) ** 1.6;
  return Math.round(growth * fans * (p.power ? 1.5 : 0.8) * (0.75 + 0.5 * Math.max(0, Math.min(1, p.success))));
}

/** The revenue-share cap of a season (0 before 2025). */
export function revenueShareCap(year: number): number {
  return year < REVENUE_SHARE_FROM ? 0 : Math.round(REVENUE_SHARE_CAP * 1.04 ** (year - REVENUE_SHARE_FROM));
}

/**
 * What a program may offer players in a season: the collective before 2025; from 2025 its revenue share (a share of
 * its budget) plus the collective, held to the cap.
 */
export function nilPool(p: ProgramMoneyInput, year: number, collective = collectiveSize(p, year)): number {
  if (year < NIL_FROM) return 0;
  if (year < REVENUE_SHARE_FROM) return collective;
  const share = Math.round(0.25 * programBudget(p, year));
  return Math.min(revenueShareCap(year), share + collective);
}

/** A dollar amount as people say it: $1.2M, $350K. */
export function formatMoney(thousands: number): string {
  if (Math.abs(thousands) >= 1000) return `$${(thousands / 1000).toFixed(1)}M`;
  return `$${Math.round(thousands)}K`;
}
