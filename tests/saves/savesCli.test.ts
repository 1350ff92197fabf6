// Many saves in the terminal: `dynasty new` makes a new file each time, `dynasty saves` lists them, the
// current one is every command's default, and import checks files like any save.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SaveSummary } from '../../src/store/saveFolder.js';
import { runCli } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-saves-cli-'));
const folder = join(dir, 'saves');
const env = { DYNASTY_SAVES_DIR: folder, DYNASTY_SAVE: undefined };
const cli = (...args: string[]) => runCli(args, env);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function listed(): Promise<SaveSummary[]> {
  const r = await cli('saves', '--json');
  expect(r.status).toBe(0);
  return (JSON.parse(r.stdout) as { saves: SaveSummary[] }).saves;
}

describe('dynasty saves', () => {
  it('starts every dynasty in a new file named after team and year, never replacing one', async () => {
    expect((await cli('saves')).stdout).toMatch(/No saves/);
    expect((await cli('new', '--year', '2024', '--team', 'ohio state', '--seed', '3')).status).toBe(0);
    const first = readFileSync(join(folder, 'ohio-state-2024.db'));
    expect((await cli('noncon', 'add', '--opponent', 'Akron', '--week', '2')).status).toBe(0);
    const played = readFileSync(join(folder, 'ohio-state-2024.db'));
    expect(played.equals(first)).toBe(false);
    expect((await cli('new', '--year', '2024', '--team', 'Ohio State', '--seed', '4')).status).toBe(0);
    expect((await cli('new', '--year', '2010', '--team', 'Texas', '--seed', '4')).status).toBe(0);
    // The first dynasty is untouched, and the newest is current.
    expect(readFileSync(join(folder, 'ohio-state-2024.db')).equals(played)).toBe(true);
    const saves = await listed();
    expect(saves.map((s) => s.name).sort()).toEqual(['ohio-state-2024-2.db', 'ohio-state-2024.db', 'texas-2010.db']);
    expect(saves.find((s) => s.current)?.name).toBe('texas-2010.db');
    const texas = saves.find((s) => s.name === 'texas-2010.db')!;
    expect(texas.info).toMatchObject({ currentYear: 2010, phase: 'preseason', team: 'Texas' });
    expect(texas.size).toBeGreaterThan(0);
    expect(Date.parse(texas.lastPlayed)).not.toBeNaN();
    const table = (await cli('saves')).stdout;
    expect(table).toMatch(/\*\s+texas-2010\.db\s+2010\s+Non-Conference scheduling\s+Texas/);
  });

  it('switches the current save, which every command then uses', async () => {
    expect((await cli('saves', 'use', 'ohio-state-2024')).status).toBe(0);
    const status = JSON.parse((await cli('status', '--json')).stdout) as { save: string; team: { name: string } };
    expect(status.save).toBe(join(folder, 'ohio-state-2024.db'));
    const bad = await cli('saves', 'use', '../escape');
    expect(bad.status).toBe(2);
    expect((await cli('saves', 'use', 'nope')).stderr).toMatch(/no save named nope\.db/);
  });

  it('imports a save as a new file, and refuses files that are not saves, storing nothing', async () => {
    const junk = join(dir, 'junk.db');
    writeFileSync(junk, 'not a save');
    const refused = await cli('saves', 'import', junk);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/not a CFB Dynasty save/);
    expect((await listed()).length).toBe(3);
    const imported = await cli('saves', 'import', join(folder, 'texas-2010.db'));
    expect(imported.status).toBe(0);
    expect(imported.stdout).toMatch(/as texas-2010-2\.db/);
    expect((await listed()).find((s) => s.current)?.name).toBe('texas-2010-2.db');
  });

  it('deletes a save only with --yes', async () => {
    const asked = await cli('saves', 'delete', 'texas-2010-2');
    expect(asked.status).toBe(2);
    expect(asked.stderr).toMatch(/--yes/);
    expect(existsSync(join(folder, 'texas-2010-2.db'))).toBe(true);
    expect((await cli('saves', 'delete', 'texas-2010-2', '--yes')).status).toBe(0);
    expect(existsSync(join(folder, 'texas-2010-2.db'))).toBe(false);
    // It was the current save: the most recently played one left is current now, and every command uses it.
    const left = await listed();
    expect(left.length).toBe(3);
    expect(left.find((s) => s.current)?.name).toBe('texas-2010.db');
    const status = await cli('status', '--json');
    expect(status.status).toBe(0);
    expect((JSON.parse(status.stdout) as { save: string }).save).toBe(join(folder, 'texas-2010.db'));
  });
});
