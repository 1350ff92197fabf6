// How a coordinator's contract reads on the Staff page, in the terminal and on the command line: its last season,
// marked when that is the current one (it ends at the coaching carousel after it).
import type { StaffCoordinator } from './staff-types.js';

export function contractText(c: Pick<StaffCoordinator, 'contract_until' | 'contract_ends'>): string {
  return c.contract_ends ? `${c.contract_until} (ends)` : String(c.contract_until);
}
