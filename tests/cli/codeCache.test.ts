// bin/dynasty's code cache (dist/node/cache): whatever state it is in, a reading command answers the same. Node 22 and
// later keep node's own compile cache there; Node 20 bin/node20.mjs's cache of dist/node/cli.cjs.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { runBin } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'cli-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const DIST = join(import.meta.dirname, '..', '..', 'dist', 'node');
const NODE_20 = process.versions.node.startsWith('20.');

/** The Node 20 cache file of `standings` for the built cli.cjs, as bin/node20.mjs names it. */
function cacheFile(): string {
  const built = statSync(join(DIST, 'cli.cjs'));
  return join(DIST, 'cache', `standings-${built.size}-${Math.round(built.mtimeMs)}`);
}

/** Whether the file is whole: its first four bytes the CRC-32 of the rest. */
function whole(file: string): boolean {
  const bytes = readFileSync(file);
  return bytes.length > 4 && bytes.readUInt32BE(0) === crc32(bytes.subarray(4));
}

describe('the code cache', () => {
  it.skipIf(NODE_20)("keeps node's compile cache of the CLI and answers the same from it", () => {
    const save = join(dir, 'compile-cache.db');
    const env = { DYNASTY_SAVE: save };
    expect(runBin(['new', '--year', '2024', '--team', 'Utah', '--seed', '4'], env).status).toBe(0);
    const first = runBin(['standings'], env);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('Standings, 2024');
    // Node's folder for its version holds a file for each module compiled, main.js's chunks among them.
    const folders = readdirSync(join(DIST, 'cache')).filter((name) => name.startsWith(`v${process.versions.node}-`));
    expect(folders).toHaveLength(1);
    expect(readdirSync(join(DIST, 'cache', folders[0])).length).toBeGreaterThan(3);
    const again = runBin(['standings'], env);
    expect({ status: again.status, stderr: again.stderr, stdout: again.stdout }).toEqual(first);
  });

  it.runIf(NODE_20)('answers the same with no cache, a good one, a damaged one and a foreign one', () => {
    const save = join(dir, 'cache.db');
    const env = { DYNASTY_SAVE: save };
    expect(runBin(['new', '--year', '2024', '--team', 'Utah', '--seed', '4'], env).status).toBe(0);
    const file = cacheFile();
    rmSync(file, { force: true });

    const first = runBin(['standings'], env);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('Standings, 2024');
    expect(existsSync(file) && whole(file)).toBe(true);
    const same = (why: string) => {
      const r = runBin(['standings'], env);
      expect({ why, status: r.status, stderr: r.stderr, stdout: r.stdout }).toEqual({ why, ...first });
    };
    same('with the cache it wrote');

    // Bytes flipped in the middle: the checksum refuses it, and the command writes a whole one again.
    const damaged = readFileSync(file);
    for (let i = damaged.length >> 1; i < (damaged.length >> 1) + 64; i++) damaged[i] ^= 0xa5;
    writeFileSync(file, damaged);
    same('with a damaged cache');
    expect(whole(file)).toBe(true);

    // A whole file whose contents are not V8's (another V8, another build): V8 refuses it.
    const foreign = Buffer.from('not the code V8 compiled for this file, but checksummed all the same');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(foreign));
    writeFileSync(file, Buffer.concat([crc, foreign]));
    same('with a foreign cache');
    expect(readFileSync(file).length).toBeGreaterThan(10_000);

    // V8's code cut short, checksummed again: V8 refuses it by the length its header gives.
    const cut = readFileSync(file).subarray(4, 5_004);
    crc.writeUInt32BE(crc32(cut));
    writeFileSync(file, Buffer.concat([crc, cut]));
    same('with a truncated cache');
    expect(readFileSync(file).length).toBeGreaterThan(10_000);
  });

  it('refuses a misspelt command with the closest names', () => {
    const r = runBin(['standigs'], { DYNASTY_SAVE: join(dir, 'none.db') });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('standings');
  });
});
