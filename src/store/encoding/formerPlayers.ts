// Former players packed in groups of consecutive ids: one blob per group instead of a row (and an index entry) per
// player. Ids are handed out in order as players join, so a group is a few recruiting classes and its members leave
// over a few seasons: each season adds its leavers to their groups as a deflated chunk of their own, appended to the
// group's blob (appendFormerPlayers), so the members already there are neither decoded nor deflated again. Names
// come from short lists, so deflate takes most of their room. Over 30 seasons: 80,000 players, 4.9 MiB as rows,
// about 2.0 MB packed (1.6 MB when each group was deflated whole as one list, at the cost above).
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { PackedReader, PackedWriter } from './packedInts.js';
import { storedDecoder } from '../storedContent.js';

/** Ids per group: big enough for deflate to find the repeated names, small enough to rewrite cheaply. */
export const FORMER_PLAYERS_PER_GROUP = 1024;

export const formerPlayerGroup = (id: number): number => Math.floor(id / FORMER_PLAYERS_PER_GROUP);

/** What careers, old box scores and the player page need of a player who has left (no attributes, no depth). */
export interface FormerPlayer {
  id: number;
  team: string;
  first: string;
  last: string;
  pos: string;
  class: string;
  redshirted: number;
  rating: number;
  stars: number;
  development_trait: number;
  potential: number;
  joined_year: number;
  left_year: number;
}

/**
 * The first byte of a group's blob of chunks, each a length (4 bytes, little-endian) and a deflated list
 * (encodeFormerPlayers). A blob of one list without it (written before chunks) is read as one chunk: a raw deflate
 * stream never starts with this byte (its first block would be of type 3, which deflate reserves).
 */
const CHUNKED = 0xff;

/**
 * A group's blob (null: the group has none yet) with `added` appended as one chunk. A season adds its 3,500 leavers
 * to about 20 groups, which held 3,400 members already in its 3rd season and 6,600 from its 8th: reading and
 * deflating them all again made the offseason's step slower as a dynasty aged.
 */
export function appendFormerPlayers(blob: Uint8Array | null, added: readonly FormerPlayer[]): Uint8Array {
  const chunk = encodeFormerPlayers(added);
  // A blob of one list, written before chunks, becomes the first chunk as it is.
  const before =
    blob === null || blob.length === 0
      ? Buffer.of(CHUNKED)
      : blob[0] === CHUNKED
        ? blob
        : framed(Buffer.of(CHUNKED), blob);
  return framed(before, chunk);
}

/** `before` with `chunk` appended, its length first. */
function framed(before: Uint8Array, chunk: Uint8Array): Buffer {
  const out = Buffer.allocUnsafe(before.length + 4 + chunk.length);
  out.set(before, 0);
  out.writeUInt32LE(chunk.length, before.length);
  out.set(chunk, before.length + 4);
  return out;
}

/** A group's players by id, from a blob of chunks or of one list; a player in two chunks is the later one's. */
function decodeFormerPlayersUnchecked(bytes: Uint8Array): FormerPlayer[] {
  if (bytes.length === 0 || bytes[0] !== CHUNKED) return decodeList(bytes);
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const lists: FormerPlayer[][] = [];
  for (let at = 1; at < view.length; ) {
    const length = view.readUInt32LE(at);
    lists.push(decodeList(view.subarray(at + 4, at + 4 + length)));
    at += 4 + length;
  }
  if (lists.length === 1) return lists[0];
  const byId = new Map<number, FormerPlayer>();
  for (const list of lists) for (const p of list) byId.set(p.id, p);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** One list, deflated: the players by id. */
export function encodeFormerPlayers(players: readonly FormerPlayer[]): Uint8Array {
  const out = new PackedWriter();
  const sorted = [...players].sort((a, b) => a.id - b.id);
  out.int(sorted.length);
  let previous = 0;
  for (const p of sorted) {
    out
      .int(p.id - previous)
      .text(p.team)
      .text(p.first)
      .text(p.last)
      .text(p.pos)
      .text(p.class);
    out.int(p.redshirted).int(p.rating).int(p.stars).int(p.development_trait).int(p.potential);
    // Years as offsets from the joining year: one byte each instead of two.
    out.int(p.joined_year).int(p.left_year - p.joined_year);
    previous = p.id;
  }
  return deflateRawSync(out.finish(), { level: 6 });
}

/** A list of encodeFormerPlayers'. */
function decodeList(bytes: Uint8Array): FormerPlayer[] {
  const input = new PackedReader(inflateRawSync(bytes));
  const players: FormerPlayer[] = [];
  let previous = 0;
  for (let n = input.int(); n > 0; n--) {
    const id = previous + input.int();
    previous = id;
    const team = input.text();
    const first = input.text();
    const last = input.text();
    const pos = input.text();
    const classYear = input.text();
    const redshirted = input.int();
    const rating = input.int();
    const stars = input.int();
    const developmentTrait = input.int();
    const potential = input.int();
    const joinedYear = input.int();
    const leftYear = joinedYear + input.int();
    players.push({
      id,
      team,
      first,
      last,
      pos,
      class: classYear,
      redshirted,
      rating,
      stars,
      development_trait: developmentTrait,
      potential,
      joined_year: joinedYear,
      left_year: leftYear,
    });
  }
  return players;
}

// Decoding a stored blob: a damaged one is a damaged save (storedContent.ts).
export const decodeFormerPlayers = storedDecoder(`the former players`, decodeFormerPlayersUnchecked);
