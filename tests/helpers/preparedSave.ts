// A save prepared once and copied for each test that needs one like it: tests that only read a played
// dynasty need not each play it again. The prepared file is a real save made through the store; it is kept
// under the OS temp folder, keyed by a hash of src/ (a change to the code makes a new one), and every test
// gets its own copy, so tests stay independent.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SOURCES = join(import.meta.dirname, '..', '..', 'src');

let version: string | undefined;

/** A hash of every file under src/: the code that made a prepared save. */
function codeVersion(): string {
  if (version) return version;
  const hash = createHash('sha256');
  const files = readdirSync(SOURCES, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(file.slice(SOURCES.length)).update(readFileSync(file));
  version = hash.digest('hex').slice(0, 16);
  return version;
}

/**
 * Copies the prepared save called name to path, making it with build (which writes a save at the path it is
 * given) the first time. Two test files asking at once may both build it; the last rename wins, and both
 * files are the same seeded save.
 */
export async function copyPreparedSave(name: string, build: (path: string) => Promise<void>, path: string): Promise<void> {
  const dir = join(tmpdir(), 'dynasty-test-saves', codeVersion());
  const prepared = join(dir, `${name}.db`);
  if (!existsSync(prepared)) {
    const work = join(dir, `${name}.${process.pid}.building`);
    rmSync(work, { recursive: true, force: true });
    mkdirSync(work, { recursive: true });
    try {
      await build(join(work, 'dynasty.db'));
      renameSync(join(work, 'dynasty.db'), prepared);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  copyFileSync(prepared, path);
}
