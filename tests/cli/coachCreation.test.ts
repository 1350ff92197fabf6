// `dynasty new` making the player's coach, through the real executable: his name, background, schemes and points
// are the coach the game plays; a bad one is refused (exit 2, one line on stderr) and no save is made.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CoachResponse } from '../../src/shared/api-types.js';
import { runBin } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'cli-coach-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const NEW = ['new', '--year', '2024', '--team', 'Indiana', '--seed', '3'];

describe("dynasty new makes the player's coach", () => {
  it('as he chose him: name, background, schemes and points', () => {
    const save = join(dir, 'made.db');
    const made = runBin([
      '--save',
      save,
      ...NEW,
      '--coach-name',
      "Pat O'Brien",
      '--background',
      'recruiter',
      '--offense',
      'Air Raid',
      '--defense',
      '3-3-5',
      '--points',
      'recruiting=6,development=3',
    ]);
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    const { coach } = JSON.parse(runBin(['--save', save, 'coach', '--json']).stdout) as CoachResponse;
    expect(coach.name).toBe("Pat O'Brien");
    expect(coach.scheme).toBe('air_raid');
    expect(coach.front).toBe('3-3-5');
    // Indiana 2024 is a prestige-3 program: a coach drawn for it averages 60.5; the recruiter starts 8 above.
    expect(coach.ratings.recruiting).toBe(69 + 6);
    expect(coach.ratings.development).toBe(58 + 3);
    expect(coach.ratings.offense).toBe(58);
  });

  it("by default: the program's name and schemes, a background for its tier, never 60 in everything", () => {
    const save = join(dir, 'default.db');
    expect(runBin(['--save', save, ...NEW]).status).toBe(0);
    const { coach } = JSON.parse(runBin(['--save', save, 'coach', '--json']).stdout) as CoachResponse;
    const ratings = Object.values(coach.ratings).filter((v): v is number => typeof v === 'number');
    expect(new Set(ratings).size).toBeGreaterThan(1);
  });

  it.each([
    [['--coach-name', 'X'], /Coach name "X" must be 3-40 characters/],
    [['--coach-name', 'Bob Smith<script>'], /Coach name .*first and a last name/],
    [['--background', 'wizard'], /Unknown background "wizard"/],
    [['--offense', 'wishbone'], /Unknown offense "wishbone"/],
    [['--defense', '5-2'], /Unknown defense "5-2"/],
    [['--background', 'offensive-coordinator', '--points', 'offense=11'], /may reach/],
    [
      ['--background', 'alumnus', '--points', 'recruiting=3,development=3,game-day=3,defense=3'],
      /12 points spent: the pool is 10/,
    ],
    [['--background', 'recruiter', '--points', 'charisma=3'], /No coach ability "charisma"/],
    [['--points', 'offense=2'], /Choose a background to spend points/],
    [['--points', 'offense'], /write ability=N/],
    [['--role', 'coordinator', '--background', 'recruiter'], /A coordinator is not made at a new game/],
  ])('refuses %j: exit 2, one line, no save made', (extra, message) => {
    const folder = mkdtempSync(join(dir, 'refused-'));
    const r = runBin([...NEW, ...extra], { DYNASTY_SAVES_DIR: folder });
    expect(r.status, r.stderr).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(readdirSync(folder)).toEqual([]);
  });
});
