// The store's use cases over saves kept in memory: nothing of the store needs a file system but a SaveStorage.
// The storage is chosen as the static build chooses it: the module of the default storage is replaced.
import { describe, expect, it, vi } from 'vitest';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { GameError } from '../../src/store/errors.js';
import { readState } from '../../src/store/queries/meta.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { currentSaveName, deleteSave, importSave, listSaves, setCurrentSave } from '../../src/store/saveFolder.js';
import { defaultSaveStorage } from '../../src/store/storage/defaultSaveStorage.js';
import type { MemorySaveStorage } from '../../src/store/storage/memorySaveStorage.js';

vi.mock('../../src/store/storage/defaultSaveStorage.js', async () => ({
  defaultSaveStorage: new (await import('../../src/store/storage/memorySaveStorage.js')).MemorySaveStorage(),
}));
const storage = defaultSaveStorage as MemorySaveStorage;

describe('saves kept in memory', () => {
  it('plays a dynasty: a new save, a week, a reload that finds the change, and a second copy kept in step', async () => {
    const save = await newDynasty('/saves/texas-2024.db', { year: 2024, team: 'Texas', seed: 5 });
    expect(storage.kind('/saves/texas-2024.db')).toBe('save');
    const other = await SaveFile.open('/saves/texas-2024.db');
    save.change(() => advanceStage(save.db));
    save.change(() => simulateTo(save.db, 2));
    const played = readState(save.db);
    expect(played.stage).toBe('season');
    expect(played.currentWeek).toBe(2);
    // The other copy is behind: its next change reloads the save first, so the week played is kept.
    expect(other.isCurrent()).toBe(false);
    other.change(() => simulateTo(other.db, 3));
    expect(readState(other.db).currentWeek).toBe(3);
    const reopened = await SaveFile.open('/saves/texas-2024.db');
    expect(readState(reopened.db).currentWeek).toBe(3);
    for (const copy of [save, other, reopened]) copy.close();
  }, 120_000);

  it('refuses a change to a read-only save and keeps what was stored', async () => {
    const save = await newDynasty('/readonly/a.db', { year: 2024, team: 'Ohio State' });
    const before = storage.stamp('/readonly/a.db');
    storage.readOnly.add('/readonly/a.db');
    expect(() => save.change(() => advanceStage(save.db))).toThrow(GameError);
    expect(storage.stamp('/readonly/a.db')).toBe(before);
    save.close();
  }, 60_000);

  it('lists, imports and deletes saves; deleting the current one makes the most recently played current', async () => {
    let clock = Date.parse('2026-01-01T00:00:00Z');
    storage.now = () => {
      clock += 60_000;
      return new Date(clock);
    };
    (await newDynasty('/listed/texas-2024.db', { year: 2024, team: 'Texas' })).close();
    (await newDynasty('/listed/texas-2024-2.db', { year: 2024, team: 'Texas' })).close();
    const imported = await importSave('/listed', storage.read('/listed/texas-2024.db')!.bytes, 'The imported file');
    expect(imported.name).toBe('texas-2024-3.db');
    setCurrentSave('/listed', 'texas-2024-2.db');
    // The first save is played again: it is now the most recently played.
    const first = await SaveFile.open('/listed/texas-2024.db');
    first.change(() => advanceStage(first.db));
    first.close();
    const listed = await listSaves('/listed', undefined);
    expect(listed.map((s) => [s.name, s.current])).toEqual([
      ['texas-2024.db', false],
      ['texas-2024-3.db', false],
      ['texas-2024-2.db', true],
    ]);
    await deleteSave('/listed', 'texas-2024-2.db');
    expect(currentSaveName('/listed')).toBe('texas-2024.db');
    await deleteSave('/listed', 'texas-2024-3.db');
    expect(currentSaveName('/listed')).toBe('texas-2024.db');
    await deleteSave('/listed', 'texas-2024.db');
    expect(currentSaveName('/listed')).toBeNull();
    expect(await listSaves('/listed', undefined)).toEqual([]);
  }, 120_000);
});
