// Game detail kept for good, deflated once when a new season begins (compactSeasonDetail, pruneDetail.ts
// compactKeptDetail): the seasons being played and in the retention window store plain packed blobs, so deflate
// never runs on the simulation's path, and the drives and players' lines kept shrink by a fifth. A deflated blob starts with DEFLATED; a packed one with
// its layout's version (never 0), so readers take either.
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { storedDecoder } from '../storedContent.js';

const DEFLATED = 0;

export function deflatePacked(bytes: Uint8Array): Uint8Array {
  if (bytes[0] === DEFLATED) return bytes;
  const deflated = deflateRawSync(bytes, { level: 1 });
  const out = new Uint8Array(deflated.length + 1);
  out[0] = DEFLATED;
  out.set(deflated, 1);
  return out;
}

/** The packed bytes of a blob, deflated or not. */
function inflatePackedUnchecked(bytes: Uint8Array): Uint8Array {
  return bytes[0] === DEFLATED ? inflateRawSync(bytes.subarray(1)) : bytes;
}

// Decoding a stored blob: a damaged one is a damaged save (storedContent.ts).
export const inflatePacked = storedDecoder(`a stored table`, inflatePackedUnchecked);
