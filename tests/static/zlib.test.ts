// The static build's node:zlib (fflate): what it deflates Node inflates, and the other way round, so save files
// move both ways between the browser and the CLI.
import { deflateRawSync as nodeDeflate, inflateRawSync as nodeInflate } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflateRawSync, inflateRawSync } from '../../src/static/worker/zlib.js';

const text = Buffer.from(
  JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `Player ${i % 97}`, yards: (i * 37) % 211 }))),
);

describe('the browser build of node:zlib', () => {
  it('deflates what Node inflates, at every level the encodings use', () => {
    for (const level of [1, 6, 9]) expect(nodeInflate(deflateRawSync(text, { level, memLevel: 9 }))).toEqual(text);
  });

  it("inflates Node's deflate, as a Buffer that reads as text", () => {
    const inflated = inflateRawSync(nodeDeflate(text, { level: 6 }));
    expect(inflated.toString('utf8')).toBe(text.toString('utf8'));
  });
});
