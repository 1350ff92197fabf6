// Realignment one program at a time: the 2024 Pac-12 (Oregon State and Washington State) is rebuilt by moving
// programs in one by one. Each move is taken and says the realignment is under way (and the ways out); the season
// does not start until the conference can play; with six it plays a round robin and the season starts.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueSetup } from '../../src/core/league/types.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { cliSave } from '../helpers/cli.js';

const save = cliSave('dynasty-realign-');
afterAll(() => save.cleanup());

beforeAll(async () => {
  expect((await save.cli('new', '--year', '2024', '--team', 'Iowa State', '--seed', '7')).status).toBe(0);
}, 120_000);

const pac12 = async () => (await save.json<LeagueSetup>('league')).conferences.find((c) => c.name === 'Pac-12')!;

describe('realignment one program at a time', () => {
  it('takes each move into the two-team Pac-12 and says what is left to do', async () => {
    expect((await pac12()).teams).toEqual(['Oregon State', 'Washington State']);
    for (const [i, team] of ['Boise State', 'San Diego State', 'Fresno State'].entries()) {
      const moved = await save.cli('league', 'move', team, '--to', 'Pac-12');
      expect(moved.stderr).toBe('');
      expect(moved.status).toBe(0);
      expect(moved.stdout).toContain(
        `Realignment under way (the season starts once every conference can play): Pac-12 has ${3 + i} teams: a conference plays a season with at least 6 programs, or 2 that play each other once. Move more programs in, or dissolve it (\`dynasty league dissolve Pac-12\`) and create the conference you want with all its programs at once (\`dynasty league create NAME --teams A,B,...\`).`,
      );
    }
    expect((await pac12()).teams).toHaveLength(5);
  });

  it('does not start the season while a conference is too small to play, and changes nothing', async () => {
    const before = readFileSync(save.path);
    const start = await save.cli('advance');
    expect(start.status).toBe(2);
    expect(start.stdout).toBe('');
    expect(start.stderr).toMatch(/^dynasty: The league is not ready for the season: Pac-12 has 5 teams: .*dissolve/);
    expect(start.stderr.trim().split('\n')).toHaveLength(1);
    expect(readFileSync(save.path).equals(before)).toBe(true);
  });

  it('starts the season once the Pac-12 has six, each of them playing the other five', async () => {
    const moved = await save.cli('league', 'move', 'Utah State', '--to', 'Pac-12');
    expect(moved.status).toBe(0);
    expect(moved.stdout).not.toContain('Realignment under way');
    const six = await pac12();
    expect(six.teams).toHaveLength(6);
    expect(six.confGames).toBe(5);
    const mountainWest = (await save.json<LeagueSetup>('league')).conferences.find((c) => c.name === 'Mountain West')!;
    expect(mountainWest.teams).toHaveLength(8);
    expect(mountainWest.confGames).toBe(7);
    const start = await save.cli('advance');
    expect(start.stderr).toBe('');
    expect(start.stdout).toContain('Now: 2024 Season.');
    const file = await SaveFile.open(save.path);
    try {
      const members = new Set(six.teams);
      for (const team of six.teams) {
        const opponents = file.db
          .all<{ other: string }>(
            'SELECT CASE WHEN home = ? THEN away ELSE home END AS other FROM games WHERE year = 2024 AND (home = ? OR away = ?)',
            [team, team, team],
          )
          .map((r) => r.other)
          .filter((o) => members.has(o));
        expect(new Set(opponents).size, team).toBe(5);
      }
    } finally {
      file.close();
    }
  });
});
