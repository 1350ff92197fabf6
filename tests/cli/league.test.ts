// dynasty league: realignment by hand in the preseason (a new conference from two real ones, nine games, a
// 16-team playoff, NIL off), export to a league file and a new dynasty imported from it; bad files and
// impossible changes refused with one line, status 2 and nothing changed.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueSetup } from '../../src/core/league/types.js';
import type { PlayoffResponse, StandingsResponse } from '../../src/shared/api-types.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { playingRules } from '../../src/store/playingRules.js';
import { cliSave, runCli } from '../helpers/cli.js';

const temp = cliSave('cli-league-');
const { cli } = temp;
const dir = mkdtempSync(join(tmpdir(), 'league-files-'));
const SUPER = ['Georgia', 'Alabama', 'Texas', 'LSU', 'Ohio State', 'Michigan', 'Oregon', 'Penn State'];

beforeAll(async () => {
  expect((await cli('new', '--year', '2024', '--team', 'Georgia', '--seed', '3')).status).toBe(0);
}, 60_000);
afterAll(() => temp.cleanup());

async function refused(args: string[], message: RegExp, file = temp.path): Promise<void> {
  const before = existsSync(file) ? readFileSync(file) : null;
  const r = await cli(...args);
  expect(r.stderr).toMatch(message);
  expect(r.status).toBe(2);
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
  if (before) expect(readFileSync(file).equals(before)).toBe(true);
  else expect(existsSync(file)).toBe(false);
}

describe('dynasty league', () => {
  it('shows the real league of the start year', async () => {
    const setup = await temp.json<LeagueSetup>('league');
    expect(setup.conferences.find((c) => c.name === 'SEC')?.teams).toHaveLength(16);
    expect(setup.playoff).toEqual({ teams: 12, autobids: 5, confChampTop4: true, onCampusRounds: 1 });
    expect(setup.rules.nil).toBe(true);
  });

  it('builds a custom league in the preseason', async () => {
    let r = await cli('league', 'create', 'Super 8', '--teams', SUPER.join(','));
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('Super 8: 8 teams, 7 conference games, title game');
    expect((await cli('league', 'games', 'Super 8', '9')).stderr).toMatch(
      /Super 8 has 8 teams: they play a full round robin, 7 conference games, not 9/,
    );
    r = await cli('league', 'games', 'sec', '9');
    expect(r.status).toBe(0);
    expect((await cli('league', 'playoff', '--teams', '16', '--on-campus', '1')).status).toBe(0);
    expect((await cli('league', 'rules', '--nil', 'off')).status).toBe(0);
    expect((await cli('league', 'move', 'Auburn', '--to', 'Big Ten')).status).toBe(0);
    expect(
      (await cli('league', 'rivalry', 'add', 'Georgia', 'Georgia Tech', '--name', 'Clean, Old-Fashioned Hate')).stderr,
    ).toMatch(/already have a rivalry/);
    const setup = await temp.json<LeagueSetup>('league');
    expect(setup.conferences.find((c) => c.name === 'Super 8')?.teams.sort()).toEqual([...SUPER].sort());
    expect(setup.conferences.find((c) => c.name === 'SEC')).toMatchObject({ confGames: 9 });
    expect(setup.conferences.find((c) => c.name === 'Big Ten')?.teams).toContain('Auburn');
    expect(setup.playoff).toMatchObject({ teams: 16, onCampusRounds: 1, confChampTop4: false });
    expect(setup.rules.nil).toBe(false);
  });

  it('refuses impossible changes with one line and changes nothing', async () => {
    expect((await cli('league', 'create', 'Tiny', '--teams', 'Army,Navy')).stdout).toContain(
      'Tiny: 2 teams, 1 conference games',
    );
    await refused(
      ['league', 'games', 'Tiny', '9'],
      /Tiny has 2 teams: they play a full round robin, 1 conference game, not 9/,
    );
    await refused(['league', 'move', 'Narnia', '--to', 'SEC'], /Unknown team "Narnia"/);
    await refused(['league', 'move', 'Vanderbilt', '--to', 'Big Twelve'], /No conference "Big Twelve"/);
    await refused(['league', 'playoff', '--teams', '6'], /Playoff format must be 2, 4, 8, 12, 16, 24 teams, not 6/);
    await refused(
      ['league', 'rules', '--fcs-games', '5'],
      /^dynasty: FCS games must be a whole number from 0 to 2, not 5\.$/m,
    );
  });

  it("lets an 8-team conference play 7 games and refuses to start a season with one too small, in the player's words", async () => {
    const other = cliSave('cli-league-sizes-');
    try {
      expect((await other.cli('new', '--year', '2024', '--team', 'Boise State', '--seed', '5')).status).toBe(0);
      // The Mountain West of 2024 has 12 teams and 8 games: 7 first, then four programs leave.
      expect((await other.cli('league', 'games', 'Mountain West', '7')).status).toBe(0);
      for (const team of ['Air Force', 'Hawaii', 'Nevada', 'Wyoming']) {
        const moved = await other.cli('league', 'move', team, '--to', 'Independent');
        expect(moved.stderr).toBe('');
        expect(moved.status).toBe(0);
      }
      expect((await other.cli('league')).stdout).toContain('Mountain West: 8 teams, 7 conference games');
      const eight = await other.cli('league', 'games', 'Mountain West', '8');
      expect(eight.stderr).toBe(
        'dynasty: Mountain West has 8 teams: they play a full round robin, 7 conference games, not 8.\n',
      );
      expect(eight.status).toBe(2);
      // Too small for a season: kept as a realignment under way, which the season's start refuses in the player's
      // words, naming the ways out.
      const five = await other.cli('league', 'create', 'Pac-5', '--teams', 'Air Force,Hawaii,Nevada,Wyoming,Army');
      expect(five.status).toBe(0);
      expect(five.stdout).toContain(
        'Realignment under way (the season starts once every conference can play): Pac-5 has 5 teams: a conference plays a season with at least 6 programs',
      );
      const before = readFileSync(other.path);
      const start = await other.cli('advance');
      expect(start.stderr).toMatch(
        /^dynasty: The league is not ready for the season: Pac-5 has 5 teams: .* dissolve it \(`dynasty league dissolve Pac-5`\) and create the conference you want with all its programs at once \(`dynasty league create NAME --teams A,B,...`\)\.\n$/,
      );
      expect(start.stderr).not.toMatch(/conferences\[/);
      expect(start.status).toBe(2);
      expect(readFileSync(other.path).equals(before)).toBe(true);
    } finally {
      other.cleanup();
    }
  }, 300_000);

  it('exports the league and a new dynasty imports it', async () => {
    const file = join(dir, 'custom.json');
    expect((await cli('league', 'export', file)).status).toBe(0);
    const other = cliSave('cli-league-import-');
    try {
      const r = await other.cli('league', 'import', file, '--team', 'Ohio State', '--seed', '2');
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      const imported = await other.json<LeagueSetup>('league');
      const exported = JSON.parse(readFileSync(file, 'utf8')) as LeagueSetup;
      expect(imported.conferences).toEqual(exported.conferences);
      expect(imported.playoff).toEqual(exported.playoff);
      expect(imported.rules).toEqual(exported.rules);
      // A whole season in the imported league: the new conference plays its round robin, the 16-team playoff a champion.
      expect((await other.cli('advance')).status).toBe(0);
      const sim = await other.cli('sim', '--end');
      expect(sim.stderr).toBe('');
      const playoff = await other.json<PlayoffResponse>('playoff');
      expect(playoff.playoff.teams).toBe(16);
      expect(playoff.playoff_teams).toHaveLength(16);
      expect(playoff.bracket.left_bracket.first_round).toHaveLength(4);
      expect(playoff.bracket.championship.winner).toBeTruthy();
      const standings = await other.json<StandingsResponse>('standings', 'Super 8');
      expect(JSON.stringify(standings)).toContain('Penn State');
    } finally {
      other.cleanup();
    }
  }, 300_000);

  it('refuses bad league files naming the line and the reason, making no save', async () => {
    const good = JSON.parse(readFileSync(join(dir, 'custom.json'), 'utf8')) as Record<string, unknown> & LeagueSetup;
    const target = join(dir, 'never.db');
    const write = (name: string, data: unknown) => {
      const path = join(dir, name);
      writeFileSync(path, typeof data === 'string' ? data : JSON.stringify(data, null, 2));
      return path;
    };
    const importing = (path: string) => ['--save', target, 'league', 'import', path, '--team', 'Georgia'];
    const unknown = structuredClone(good);
    unknown.conferences[0].teams[0] = 'Hogwarts';
    const line =
      JSON.stringify(unknown, null, 2)
        .split('\n')
        .findIndex((l) => l.includes('Hogwarts')) + 1;
    const r = await runCli(importing(write('unknown.json', unknown)));
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`line ${line}, conferences[0].teams[0]: unknown team "Hogwarts"`);
    expect(existsSync(target)).toBe(false);
    const tiny = structuredClone(good);
    tiny.conferences = tiny.conferences.filter((c) => c.name !== 'Tiny');
    tiny.conferences.push({
      name: 'Mini',
      teams: ['Army', 'Navy', 'Notre Dame'],
      divisions: null,
      confGames: 9,
      championshipGame: false,
      power: false,
    });
    tiny.independents = tiny.independents.filter((t) => !['Army', 'Navy', 'Notre Dame'].includes(t));
    const bad = await runCli(importing(write('tiny.json', tiny)));
    expect(bad.stderr).toMatch(
      /^dynasty: line \d+, conferences\[\d+\]\.teams: Mini has 3 teams: a conference has at least 6 \(the Big West of 2000\), or 2 that play each other once \(the Pac-12 of 2024\)\n$/,
    );
    expect(bad.status).toBe(2);
    const broken = await runCli(
      importing(write('broken.json', '{\n  "format": "cfb-dynasty-league",\n  "year": 2024,,\n}')),
    );
    expect(broken.stderr).toMatch(/^dynasty: line 3: not valid JSON/);
    const shape = structuredClone(good) as Record<string, unknown>;
    shape.playoff = { teams: '16' };
    const shaped = await runCli(importing(write('shape.json', shape)));
    expect(shaped.stderr).toMatch(/^dynasty: line \d+, playoff\.teams: must be a number \(and \d+ more\)/);
    expect(existsSync(target)).toBe(false);
  });

  it('ends on any league file: missing fields and a file nested 200,000 deep are refused at once', async () => {
    const target = join(dir, 'never-hostile.db');
    const write = (name: string, text: string) => {
      const path = join(dir, name);
      writeFileSync(path, text);
      return path;
    };
    const hostile = write('hostile.json', '{"conferences": [{"name": "Tiny", "teams": ["Tulane", "Nowhere State"]}]}');
    await refused(
      ['--save', target, 'league', 'import', hostile, '--team', 'Tulane'],
      /^dynasty: line 1, format: must be "cfb-dynasty-league" \(and \d+ more\)$/m,
      target,
    );
    const deep = write('deep.json', `{"conferences": ${'['.repeat(200_000)}${']'.repeat(200_000)}}`);
    await refused(
      ['--save', target, 'league', 'import', deep, '--team', 'Tulane'],
      /^dynasty: line 1: a league file nests lists and objects at most 6 deep/,
      target,
    );
  });

  it('plays a league file in the realism batch', async () => {
    const fixture = join(import.meta.dirname, '..', 'fixtures', 'league-2016-realigned.json');
    const r = await runCli(['batch', '--year', '2016', '--seasons', '1', '--league', fixture, '--json']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const bad = await runCli(['batch', '--year', '2016', '--seasons', '1', '--league', join(dir, 'tiny.json')]);
    expect(bad.stderr).toMatch(/Mini has 3 teams: a conference has at least 6/);
    expect(bad.status).toBe(2);
  }, 120_000);

  it('plays the league rules: no FCS games when the rule allows none, the overtime rule chosen', async () => {
    expect((await cli('league', 'rules', '--fcs-games', '0', '--overtime', 'possessions')).status).toBe(0);
    expect((await cli('advance')).status).toBe(0);
    const save = await SaveFile.open(temp.path);
    try {
      const fcs = save.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM games WHERE year = 2024 AND fcs = 1')!.n;
      const all = save.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM games WHERE year = 2024')!.n;
      expect(all).toBeGreaterThan(700);
      expect(fcs).toBe(0);
      expect(playingRules(save.db, 2024).overtime).toMatchObject({
        twoPointRequiredFrom: 3,
        twoPointShootoutFrom: null,
      });
    } finally {
      save.close();
    }
    await refused(['league', 'games', 'SEC', '8'], /only in the preseason/);
  }, 120_000);
});
