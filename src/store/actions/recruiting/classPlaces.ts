// A coached program's class as one count, read by everything that says it: the board's scholarships and offer limit,
// the warning that the class is being neglected, and signing day's walk-ons named before it (the preview and the
// invitations). The places are the program's scholarships for the class (its needs when the cycle opened: the places
// its roster will have open once the seniors and the likely early entrants and transfers leave), less its commitments;
// each place no recruit signs for goes to a walk-on on signing day.
import type { StoredCycle } from '../../queries/recruiting.js';

export interface ClassPlaces {
  /** The class's scholarships. */
  total: number;
  committed: number;
  /** Scholarships with no commitment: signing day's walk-on places unless recruits sign. */
  left: number;
}

export function classPlaces(cycle: Pick<StoredCycle, 'state' | 'needs'>, team: string): ClassPlaces {
  const total = cycle.needs.get(team)?.scholarships ?? 0;
  let committed = 0;
  for (const p of cycle.state.prospects) if (cycle.state.status[p.id]?.committedTo === team) committed += 1;
  return { total, committed, left: Math.max(0, total - committed) };
}
