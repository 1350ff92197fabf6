// A running `dynasty serve` shows the save the player last started or opened, wherever: a dynasty started in the
// terminal after the server (`dynasty new`) is the game the browser then shows, and so is a save opened there
// (`dynasty saves use`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { HomeResponse, SavesResponse } from '../../src/shared/api-types.js';
import { runCli } from '../helpers/cli.js';
import { Client } from '../server/helpers.js';
import { startServeProcess } from './serveProcess.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-serve-follows-'));
const folder = join(dir, 'saves');
const env = { DYNASTY_SAVES_DIR: folder, DYNASTY_SAVE: undefined };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('dynasty serve in local mode', () => {
  it('shows a dynasty started or opened in the terminal after it started', async () => {
    expect((await runCli(['new', '--year', '2024', '--team', 'Texas', '--seed', '2'], env)).status).toBe(0);
    const childEnv: Record<string, string> = { DYNASTY_SAVES_DIR: folder, DYNASTY_SAVE: '' };
    const server = await startServeProcess(['--host', '127.0.0.1'], childEnv);
    try {
      const browser = new Client(server.base);
      const team = async (): Promise<string | undefined> => (await browser.ok<HomeResponse>('/api/home/')).info?.team;
      expect(await team()).toBe('Texas');

      // A new dynasty in the terminal: the server's pages show it.
      expect((await runCli(['new', '--year', '2020', '--team', 'Ohio State', '--seed', '3'], env)).status).toBe(0);
      expect(await team()).toBe('Ohio State');
      const saves = (await browser.ok<SavesResponse>('/api/saves/')).saves;
      expect(saves.find((s) => s.current)?.name).toBe('ohio-state-2020.db');

      // Opening the first again in the terminal: the server follows.
      expect((await runCli(['saves', 'use', 'texas-2024.db'], env)).status).toBe(0);
      expect(await team()).toBe('Texas');
      expect(server.stderr()).toBe('');
    } finally {
      await server.stop();
    }
  }, 180_000);
});
