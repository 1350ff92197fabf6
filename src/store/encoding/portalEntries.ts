// A finished offseason's transfer portal in one blob: about 3,000 entrants a season, which as rows (names, teams and
// reasons as text, a row each) cost a 30-season save some 7 MiB. Packed (teams and reasons named once, then by
// index; ids as gaps) and deflated, a season is a few dozen KB.
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { PortalReason } from '../../core/portal/types.js';
import { PackedReader, PackedWriter } from './packedInts.js';
import { storedDecoder } from '../storedContent.js';

/** An entrant of a season's portal, as the table holds him and the blob packs him. */
export interface PortalEntryRow {
  year: number;
  player_id: number;
  from_team: string;
  first: string;
  last: string;
  pos: string;
  class: string;
  rating: number;
  stars: number;
  reason: PortalReason;
  to_team: string | null;
  sits_out: number;
}

/** One season's entries (every row has that `year`). */
export function encodePortalSeason(rows: readonly PortalEntryRow[]): Uint8Array {
  const sorted = [...rows].sort((a, b) => a.player_id - b.player_id);
  // Teams and the short words (positions, classes, reasons) are written once, then named by their index.
  const teams = [...new Set(sorted.flatMap((r) => (r.to_team === null ? [r.from_team] : [r.from_team, r.to_team])))];
  const words = [...new Set(sorted.flatMap((r) => [r.pos, r.class, r.reason]))];
  const team = new Map(teams.map((t, i) => [t, i]));
  const word = new Map(words.map((w, i) => [w, i]));
  const out = new PackedWriter().int(sorted.length);
  out.int(teams.length);
  for (const t of teams) out.text(t);
  out.int(words.length);
  for (const w of words) out.text(w);
  let previous = 0;
  for (const r of sorted) {
    out
      .int(r.player_id - previous)
      .int(team.get(r.from_team)!)
      .text(r.first)
      .text(r.last);
    out.int(word.get(r.pos)!).int(word.get(r.class)!).int(r.rating).int(r.stars).int(word.get(r.reason)!);
    // 0: unsigned, else the team's index + 1.
    out.int(r.to_team === null ? 0 : team.get(r.to_team)! + 1).int(r.sits_out);
    previous = r.player_id;
  }
  return deflateRawSync(out.finish(), { level: 6 });
}

function decodePortalSeasonUnchecked(year: number, bytes: Uint8Array): PortalEntryRow[] {
  const input = new PackedReader(inflateRawSync(bytes));
  const count = input.int();
  const teams = Array.from({ length: input.int() }, () => input.text());
  const words = Array.from({ length: input.int() }, () => input.text());
  const rows: PortalEntryRow[] = [];
  let previous = 0;
  for (let n = 0; n < count; n++) {
    const playerId = previous + input.int();
    previous = playerId;
    const fromTeam = teams[input.int()];
    const first = input.text();
    const last = input.text();
    const pos = words[input.int()];
    const classYear = words[input.int()];
    const rating = input.int();
    const stars = input.int();
    const reason = words[input.int()] as PortalReason;
    const to = input.int();
    const sitsOut = input.int();
    rows.push({
      year,
      player_id: playerId,
      from_team: fromTeam,
      first,
      last,
      pos,
      class: classYear,
      rating,
      stars,
      reason,
      to_team: to === 0 ? null : teams[to - 1],
      sits_out: sitsOut,
    });
  }
  return rows;
}

// Decoding a stored blob: a damaged one is a damaged save (storedContent.ts).
export const decodePortalSeason = storedDecoder(`a season's transfer portal`, decodePortalSeasonUnchecked);
