// When a record was set, as the CLI and the terminal print it: a dynasty game's week and opponent, a real game's
// opponent, or the season.
import type { RecordRow } from './awards-types.js';

export function recordWhen(r: RecordRow): string {
  if (r.span !== 'game') return String(r.year);
  if (r.week !== null) return `${r.year} wk ${r.week} vs ${r.opponent}`;
  return r.opponent !== null ? `${r.year} vs ${r.opponent}` : String(r.year);
}
