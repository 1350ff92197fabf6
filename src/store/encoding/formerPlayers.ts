// Former players packed in groups of consecutive ids: one deflated blob per group instead of a row (and an index
// entry) per player. Ids are handed out in order as players join, so a group is a few recruiting classes and its
// members leave over a few seasons: each season rewrites only the groups its leavers belong to. Names come from
// short lists, so deflate takes most of their room. Over 30 seasons: 80,000 players, 4.9 MiB as rows, about a
// quarter of that packed.
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { PackedReader, PackedWriter } from './packedInts.js';

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

export function encodeFormerPlayers(players: readonly FormerPlayer[]): Uint8Array {
  const out = new PackedWriter();
  const sorted = [...players].sort((a, b) => a.id - b.id);
  out.int(sorted.length);
  let previous = 0;
  for (const p of sorted) {
    out.int(p.id - previous).text(p.team).text(p.first).text(p.last).text(p.pos).text(p.class);
    out.int(p.redshirted).int(p.rating).int(p.stars).int(p.development_trait).int(p.potential);
    // Years as offsets from the joining year: one byte each instead of two.
    out.int(p.joined_year).int(p.left_year - p.joined_year);
    previous = p.id;
  }
  return deflateRawSync(out.finish(), { level: 6 });
}

export function decodeFormerPlayers(bytes: Uint8Array): FormerPlayer[] {
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
      id, team, first, last, pos, class: classYear, redshirted, rating, stars,
      development_trait: developmentTrait, potential, joined_year: joinedYear, left_year: leftYear,
    });
  }
  return players;
}
