// Every prospect's suitors in one blob, rewritten once a week: per prospect with suitors, its id (u32) and
// count (u16), then per suitor the program's index in the cycle's program list (u16), flags (u8: 1 offered,
// 2 visited), hours spent (u16) and interest (f64, kept exact so a saved week plays on as the pure cycle would).
// Little-endian. About 13 bytes a suitor: a cycle's 30,000 suitors are 400 KB, not the rows of a table.
// Types only: the core's recruiting code stays out of the commands that only read (docs/cli.md).
import type { ProspectStatus, Suitor } from '../../core/recruiting/index.js';
import { storedDecoder } from '../storedContent.js';

const SUITOR_BYTES = 13;
const PROSPECT_BYTES = 6;

export function packSuitors(status: Readonly<Record<number, ProspectStatus>>, programs: readonly string[]): Uint8Array {
  const index = new Map(programs.map((name, i) => [name, i]));
  let size = 0;
  const ids: number[] = [];
  // The ids in Object.entries' order (integer keys ascending) without an entry made for each of some 3,000 prospects.
  for (const key in status) {
    const count = status[key].suitors.length;
    if (count === 0) continue;
    ids.push(Number(key));
    size += PROSPECT_BYTES + SUITOR_BYTES * count;
  }
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  let at = 0;
  // Indexed loops: a command writes this once, cold, where for-of makes an iterator result per item.
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    const suitors = status[id].suitors;
    view.setUint32(at, id, true);
    view.setUint16(at + 4, suitors.length, true);
    at += PROSPECT_BYTES;
    for (let k = 0; k < suitors.length; k++) {
      const s = suitors[k];
      const program = index.get(s.program);
      if (program === undefined) throw new Error(`suitor ${s.program} is not in the cycle's programs`);
      view.setUint16(at, program, true);
      view.setUint8(at + 2, (s.offered ? 1 : 0) | (s.visited ? 2 : 0));
      view.setUint16(at + 3, Math.min(65535, Math.round(s.effort)), true);
      view.setFloat64(at + 5, s.interest, true);
      at += SUITOR_BYTES;
    }
  }
  return bytes;
}

/** Suitors by prospect id (prospects nobody recruits are absent). */
function unpackSuitorsUnchecked(bytes: Uint8Array, programs: readonly string[]): Map<number, Suitor[]> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const result = new Map<number, Suitor[]>();
  let at = 0;
  while (at < bytes.byteLength) {
    const id = view.getUint32(at, true);
    const count = view.getUint16(at + 4, true);
    at += PROSPECT_BYTES;
    const suitors: Suitor[] = [];
    for (let i = 0; i < count; i++) {
      const flags = view.getUint8(at + 2);
      // Fields in the order the core creates a suitor (ledger.ts newSuitor).
      suitors.push({
        program: programs[view.getUint16(at, true)],
        interest: view.getFloat64(at + 5, true),
        offered: (flags & 1) !== 0,
        visited: (flags & 2) !== 0,
        effort: view.getUint16(at + 3, true),
      });
      at += SUITOR_BYTES;
    }
    result.set(id, suitors);
  }
  return result;
}

// Decoding a stored blob: a damaged one is a damaged save (storedContent.ts).
export const unpackSuitors = storedDecoder(`the recruiting class's suitors`, unpackSuitorsUnchecked);
