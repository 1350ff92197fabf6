// A season's awards in one blob: deflated JSON of rows [award, conference, slot, playerId, name, team, pos, score,
// line]. About a thousand winners a season (all-conference teams are most of them); as rows with an index they
// cost a 30-season save some 3 MiB, deflated about a fifth of that.
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { AwardKind, AwardWinner } from '../../core/awards/types.js';
import { storedDecoder } from '../storedContent.js';

type Row = [AwardKind, string, number, number | null, string, string, string, number, string];

export function encodeAwards(winners: readonly AwardWinner[]): Uint8Array {
  const rows: Row[] = winners.map((w) => [
    w.award,
    w.conference,
    w.slot,
    w.playerId,
    w.name,
    w.team,
    w.pos,
    w.score,
    w.line,
  ]);
  // Written once a season: the slowest level costs nothing here and saves a seventh.
  return deflateRawSync(Buffer.from(JSON.stringify(rows)), { level: 9 });
}

function decodeAwardsUnchecked(bytes: Uint8Array): AwardWinner[] {
  const rows = JSON.parse(inflateRawSync(bytes).toString('utf8')) as Row[];
  return rows.map(([award, conference, slot, playerId, name, team, pos, score, line]) => ({
    award,
    conference,
    slot,
    playerId,
    name,
    team,
    pos,
    score,
    line,
  }));
}

// Decoding a stored blob: a damaged one is a damaged save (storedContent.ts).
export const decodeAwards = storedDecoder(`a season's awards`, decodeAwardsUnchecked);
