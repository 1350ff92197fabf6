// `dynasty depth position` on a real save: his options read in any stage (JSON and the table), the move refused
// during the season with the reason and exit 2, made in roster progression (--json answers the server's shape), and
// bad input one line on stderr, exit 2, the save unchanged.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DepthChartResponse } from '../../src/shared/api-types.js';
import type { PositionChangeResponse, PositionOptionsResponse } from '../../src/shared/roster-types.js';
import { runCli, runCliJson } from '../helpers/cli.js';
import { texasSeason2024 } from '../helpers/preparedSave.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-position-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a command that must be refused: one line on stderr, exit 2, the save's bytes as they were. */
async function refused(path: string, args: string[], message: RegExp): Promise<void> {
  const before = readFileSync(path);
  const r = await runCli(['--save', path, ...args]);
  expect(r.status, r.stdout + r.stderr).toBe(2);
  expect(r.stderr).toMatch(message);
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
  expect(readFileSync(path).equals(before)).toBe(true);
}

const lastSafety = async (path: string) =>
  (await runCliJson<DepthChartResponse>(['--save', path, 'depth', 'S', '--json'])).positions[0].players.at(-1)!;

describe('dynasty depth position', () => {
  it('shows his options but refuses the move during the season', async () => {
    const path = join(dir, 'season.db');
    await texasSeason2024(path, 0);
    const safety = await lastSafety(path);
    const options = await runCliJson<PositionOptionsResponse>([
      '--save',
      path,
      'depth',
      'position',
      String(safety.id),
      '--json',
    ]);
    expect(options).toMatchObject({ open: false, origin: 'S' });
    const table = await runCli(['--save', path, 'depth', 'position', String(safety.id)]);
    expect(table.status).toBe(0);
    expect(table.stdout).toMatch(/Players change positions in the offseason/);
    expect(table.stdout).toMatch(/CB\s+close/);
    await refused(
      path,
      ['depth', 'position', String(safety.id), 'CB'],
      /Players change positions in the offseason.*\(now: Season\)/,
    );
  }, 600_000);

  it('moves a player in roster progression, and refuses bad input', async () => {
    const path = join(dir, 'progression.db');
    await texasSeason2024(path, 2);
    const safety = await lastSafety(path);
    await refused(path, ['depth', 'position', String(safety.id), 'XB'], /Unknown position "XB"/);
    await refused(path, ['depth', 'position', String(safety.id), 'S'], /already plays S/);
    await refused(path, ['depth', 'position', 'Nobody Here', 'CB'], /No player called/);
    const move = await runCliJson<PositionChangeResponse>([
      '--save',
      path,
      'depth',
      'position',
      String(safety.id),
      'CB',
      '--json',
    ]);
    expect(move.change).toMatchObject({ id: safety.id, from: 'S', to: 'CB', back: false });
    expect(move.positions.map((p) => p.pos)).toEqual(['CB']);
    expect(move.positions[0].players.find((p) => p.id === safety.id)?.moved_from).toBe('S');
    const chart = await runCli(['--save', path, 'depth', 'CB']);
    expect(chart.stdout).toMatch(/Players can change positions now/);
    expect(chart.stdout).toMatch(/From S/);
    const back = await runCli(['--save', path, 'depth', 'position', String(safety.id), 'S']);
    expect(back.status).toBe(0);
    expect(back.stdout).toMatch(/moves back to S: overall \d+, as the offseason found him/);
  }, 600_000);
});
