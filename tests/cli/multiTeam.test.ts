// Multi-team mode on the command line: `dynasty new --teams`, `team list|add|drop|use`, --team on the commands that
// act for a program (the default: the one last acted for), a stage moved on for everyone that refuses while
// another program has business left, unless --yes, and the saves list naming both programs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ProgramsResponse } from '../../src/shared/programs-types.js';
import type { Info } from '../../src/shared/api-types.js';
import { runCli, runCliJson } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-cli-multi-'));
const env = { DYNASTY_SAVE: join(dir, 'two.db') };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('dynasty with two coached programs', () => {
  it('starts with --teams, lists them, and acts for the one --team names', async () => {
    const made = await runCli(['new', '--year', '2024', '--teams', 'Ohio State,Michigan', '--seed', '3'], env);
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    const list = await runCliJson<ProgramsResponse>(['team', 'list', '--json'], env);
    expect(list.programs.map((p) => [p.team, p.last_used, p.role])).toEqual([
      ['Ohio State', true, 'head_coach'],
      ['Michigan', false, 'head_coach'],
    ]);
    expect((await runCliJson<Info>(['status', '--json'], env)).team).toBe('Ohio State');
    expect((await runCliJson<Info>(['status', '--json', '--team', 'michigan'], env)).team).toBe('Michigan');
    // A read names a program without remembering it.
    expect((await runCliJson<Info>(['status', '--json'], env)).team).toBe('Ohio State');
  });

  it('remembers the program a change was made for, and team use sets it', async () => {
    const auto = await runCli(['recruit', 'auto', 'on', '--team', 'Michigan'], env);
    expect(auto.status, auto.stderr).toBe(0);
    expect((await runCliJson<Info>(['status', '--json'], env)).team).toBe('Michigan');
    expect((await runCli(['team', 'use', 'Ohio State'], env)).status).toBe(0);
    expect((await runCliJson<Info>(['status', '--json'], env)).team).toBe('Ohio State');
  });

  it('lists the save under both programs', async () => {
    const saves = await runCli(['saves'], { DYNASTY_SAVES_DIR: dir });
    expect(saves.status, saves.stderr).toBe(0);
    const row = saves.stdout.split('\n').find((line) => line.includes('two.db'));
    expect(row).toContain('Ohio State & Michigan');
  });

  it('refuses a program no player coaches, and a drop of the last one', async () => {
    const none = await runCli(['roster', '--team', 'Alabama'], env);
    expect(none.status).toBe(2);
    expect(none.stderr).toContain('No player coaches Alabama in this dynasty');
    const unknown = await runCli(['roster', '--team', 'Atlantis'], env);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('Unknown team "Atlantis"');
  });

  it('asks before the season starts for everyone while Ohio State has given no recruiting orders', async () => {
    const refused = await runCli(['advance', '--team', 'Michigan'], env);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('Ohio State: no recruiting orders this week');
    expect(refused.stderr).toContain('--yes');
    expect((await runCliJson<Info>(['status', '--json'], env)).stage).toBe('preseason');
    const moved = await runCli(['advance', '--team', 'Michigan', '--yes'], env);
    expect(moved.status, moved.stderr).toBe(0);
    expect((await runCliJson<Info>(['status', '--json'], env)).stage).toBe('season');
  });

  it('adds and drops a program', async () => {
    const added = await runCli(['team', 'add', 'Texas'], env);
    expect(added.status, added.stderr).toBe(0);
    expect(added.stdout).toContain('Texas is coached by a player now');
    const dropped = await runCli(['team', 'drop', 'Texas'], env);
    expect(dropped.status, dropped.stderr).toBe(0);
    const list = await runCliJson<ProgramsResponse>(['team', '--json'], env);
    expect(list.programs.map((p) => p.team)).toEqual(['Ohio State', 'Michigan']);
  });
});
