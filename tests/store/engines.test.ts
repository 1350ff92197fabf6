// The same save file moves between the two engines: a save made and played with sql.js in memory (the static build's
// way: bytes in a storage, written whole) opens and plays in the real `dynasty` commands (better-sqlite3 on the
// file), and a save of the commands imports and plays with sql.js.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type initSqlJs from 'sql.js';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sqlJsEngine } from '../../src/store/sqlite/sqlJs.js';
import { spawnBin } from '../helpers/cli.js';

// This file's store runs on sql.js, as the static build's worker does.
vi.mock('../../src/store/sqlite/engine.js', () => ({
  loadEngine: async () => sqlJsEngine(await (createRequire(import.meta.url)('sql.js') as typeof initSqlJs)()),
}));
// And keeps its saves as bytes, as the static build's worker does.
vi.mock('../../src/store/storage/defaultSaveStorage.js', async () => ({
  defaultSaveStorage: new (await import('../../src/store/storage/memorySaveStorage.js')).MemorySaveStorage(),
}));

const { advanceStage } = await import('../../src/store/actions/advance.js');
const { newDynasty } = await import('../../src/store/actions/newDynasty.js');
const { simulateTo } = await import('../../src/store/actions/season/simulate.js');
const { readState } = await import('../../src/store/queries/meta.js');
const { SaveFile } = await import('../../src/store/saveFile.js');
const { importSave } = await import('../../src/store/saveFolder.js');
const storage = (await import('../../src/store/storage/defaultSaveStorage.js')).defaultSaveStorage as InstanceType<
  typeof import('../../src/store/storage/memorySaveStorage.js').MemorySaveStorage
>;

const dir = mkdtempSync(join(tmpdir(), 'dynasty-engines-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Status {
  stage: string;
  currentWeek: number;
}

/** A real `dynasty` process (better-sqlite3 on the file), which must succeed quietly. */
async function dynasty(args: string[]): Promise<string> {
  const r = await spawnBin(args);
  expect(r.stderr, args.join(' ')).toBe('');
  expect(r.status, args.join(' ')).toBe(0);
  return r.stdout;
}
const statusOf = async (path: string): Promise<Status> =>
  JSON.parse(await dynasty(['--save', path, 'status', '--json'])) as Status;

describe('one save file, two engines', () => {
  it('plays in the commands a save made and played with sql.js (a browser export)', async () => {
    const made = await newDynasty('/saves/texas-2024.db', { year: 2024, team: 'Texas', seed: 8 });
    expect(made.db.constructor.name).toBe('SqlJsDb');
    made.close();
    const played = await SaveFile.open('/saves/texas-2024.db');
    played.change(() => advanceStage(played.db));
    played.change(() => simulateTo(played.db, 3));
    played.close();
    const exported = join(dir, 'from-browser.db');
    writeFileSync(exported, storage.read('/saves/texas-2024.db')!.bytes);

    expect(await statusOf(exported)).toMatchObject({ stage: 'season', currentWeek: 3 });
    await dynasty(['--save', exported, 'sim', '--to', '4']);
    expect((await statusOf(exported)).currentWeek).toBe(5);
  }, 240_000);

  it('imports and plays with sql.js a save of the commands', async () => {
    const path = join(dir, 'from-cli.db');
    await dynasty(['--save', path, 'new', '--year', '2024', '--team', 'Oregon', '--seed', '9']);
    await dynasty(['--save', path, 'advance']);
    await dynasty(['--save', path, 'sim', '--to', '2']);
    const { name, info } = await importSave('/imported', readFileSync(path), 'The imported file');
    expect(info.team).toBe('Oregon');
    const save = await SaveFile.open(`/imported/${name}`);
    expect(readState(save.db)).toMatchObject({ stage: 'season', currentWeek: 3 });
    save.change(() => simulateTo(save.db, 4));
    expect(readState(save.db).currentWeek).toBe(4);
    save.close();
  }, 240_000);
});
