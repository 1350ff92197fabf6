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
export async function copyPreparedSave(
  name: string,
  build: (path: string) => Promise<void>,
  path: string,
): Promise<void> {
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

/**
 * Copies to path seed 5's Texas 2024 dynasty with its season played and then moved on `stages` stages (0: none,
 * every game played and the game still in the season; 1: the season summary, 2: roster progression); fired: its coach has years of losing behind him and no security left,
 * so the season's end fires him and offers him jobs at smaller programs.
 */
export async function texasSeason2024(path: string, stages: 0 | 1 | 2, fired = false): Promise<void> {
  // Loaded when asked for: the helpers that only copy saves stay free of the store.
  const { newDynasty } = await import('../../src/store/actions/newDynasty.js');
  const { advanceStage } = await import('../../src/store/actions/advance.js');
  const { simulateTo } = await import('../../src/store/actions/season/simulate.js');
  const { PageContext } = await import('../../src/store/views/context.js');
  await copyPreparedSave(
    `texas-2024-stage-${stages}${fired ? '-fired' : ''}`,
    async (at) => {
      const save = await newDynasty(at, { year: 2024, team: 'Texas', seed: 5 });
      try {
        save.change(() => advanceStage(save.db));
        save.change(() => simulateTo(save.db, new PageContext(save.db).lastWeek + 1));
        if (fired) save.change(() => save.db.run('UPDATE coaches SET security = 0, since = 2019 WHERE is_user = 1'));
        for (let i = 0; i < stages; i++) save.change(() => advanceStage(save.db));
      } finally {
        save.close();
      }
    },
    path,
  );
}
