import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SaveRegistry } from '../../src/server/saveRegistry.js';
import { SaveFile } from '../../src/store/saveFile.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-registry-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function writeSave(path: string, value: string): Promise<void> {
  const save = await SaveFile.create(path, { force: true });
  await save.save();
  save.change(() => save.db.run("INSERT INTO meta (key, value) VALUES ('note', ?)", [value]));
  save.close();
}

const note = (save: SaveFile | null): string | null =>
  save?.db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'note'")?.value ?? null;

describe('save registry', () => {
  it('answers null without a file and keeps an opened save between requests', async () => {
    const registry = new SaveRegistry(4);
    const path = join(dir, 'a.db');
    expect(await registry.read(path, note)).toBeNull();
    await writeSave(path, 'one');
    const first = await registry.read(path, (s) => s);
    const second = await registry.read(path, (s) => s);
    expect(first).not.toBeNull();
    expect(second).toBe(first);
    expect(note(second)).toBe('one');
    registry.closeAll();
  });

  it('reloads a save changed behind its back (the terminal commands share the local save)', async () => {
    const registry = new SaveRegistry(4);
    const path = join(dir, 'a.db');
    await writeSave(path, 'one');
    expect(await registry.read(path, note)).toBe('one');
    const terminal = await SaveFile.open(path);
    terminal.change(() => terminal.db.run("UPDATE meta SET value = 'two' WHERE key = 'note'"));
    terminal.close();
    expect(await registry.read(path, note)).toBe('two');
    // A save deleted, and a new one made in its place.
    rmSync(path);
    expect(await registry.read(path, note)).toBeNull();
    await writeSave(path, 'three');
    expect(await registry.read(path, note)).toBe('three');
    rmSync(path);
    expect(await registry.read(path, note)).toBeNull();
    registry.closeAll();
  });

  it('writes changes and does not reload its own writes', async () => {
    const registry = new SaveRegistry(4);
    const path = join(dir, 'a.db');
    await writeSave(path, 'one');
    const before = await registry.read(path, (s) => s);
    // As a worker thread changes the save it holds (changeWorkerThread.ts).
    await registry.read(path, (save) =>
      save!.change(() => save!.db.run("UPDATE meta SET value = 'changed' WHERE key = 'note'")),
    );
    expect(await registry.read(path, (s) => s)).toBe(before);
    const reopened = await SaveFile.open(path);
    expect(note(reopened)).toBe('changed');
    reopened.close();
    registry.closeAll();
  });

  it('runs changes of one save one after another, in order', async () => {
    const registry = new SaveRegistry(4);
    const path = join(dir, 'a.db');
    await writeSave(path, '');
    const order: string[] = [];
    await registry.read(path, note);
    const slowReplace = registry.alone(path, async () => {
      order.push('replace starts');
      await new Promise((r) => setTimeout(r, 30));
      const save = await SaveFile.create(path, { force: true });
      await save.save();
      save.change(() => save.db.run("INSERT INTO meta (key, value) VALUES ('note', 'new')"));
      save.close();
      order.push('replace ends');
    });
    // A change whose turn finds nothing to do: it looks at the save as the replacement left it.
    const change = registry.change(
      path,
      'advance',
      (save) => {
        order.push(`change sees ${note(save)}`);
        return null;
      },
      () => undefined,
    );
    await Promise.all([slowReplace, change]);
    expect(order).toEqual(['replace starts', 'replace ends', 'change sees new']);
    registry.closeAll();
  });

  it('closes the least recently used saves beyond its capacity', async () => {
    const registry = new SaveRegistry(2);
    const paths = ['a', 'b', 'c'].map((n) => join(dir, `${n}.db`));
    for (const p of paths) await writeSave(p, p);
    const a = await registry.read(paths[0], (s) => s);
    await registry.read(paths[1], (s) => s);
    await registry.read(paths[0], (s) => s); // a is now the most recent
    await registry.read(paths[2], (s) => s); // b goes
    expect(registry.openCount).toBe(2);
    expect(await registry.read(paths[0], (s) => s)).toBe(a);
    expect(await registry.read(paths[1], note)).toBe(paths[1]); // reopened from disk
    registry.closeAll();
    expect(registry.openCount).toBe(0);
  });

  it('loads a save once when many requests arrive together', async () => {
    const registry = new SaveRegistry(2);
    const path = join(dir, 'a.db');
    await writeSave(path, 'x');
    const saves = await Promise.all(Array.from({ length: 20 }, () => registry.read(path, (s) => s)));
    expect(new Set(saves).size).toBe(1);
    registry.closeAll();
  });
});
