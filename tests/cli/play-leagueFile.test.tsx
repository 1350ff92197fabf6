// dynasty play's new-dynasty screen takes a path to a league file, checked as `dynasty league import` checks it: a
// bad file shows its line and reason and starts nothing, a good one starts the dynasty in its league.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seasonLeague } from '../../src/core/data/league.js';
import { leagueFileText } from '../../src/core/league/leagueFile.js';
import { realSetup } from '../../src/core/league/setup.js';
import { readCustomRules } from '../../src/store/queries/leagueSetup.js';
import { readState } from '../../src/store/queries/meta.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { KEYS, openGame, tempSavePath } from './play-helpers.js';

const temp = tempSavePath();
const dir = mkdtempSync(join(tmpdir(), 'play-league-file-'));
afterAll(() => {
  temp.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

describe('dynasty play: a new dynasty from a league file', () => {
  it('refuses a bad file with its line and reason, then starts in a good one', async () => {
    const setup = realSetup(seasonLeague(2023));
    setup.rules = { ...setup.rules, nil: false };
    const good = join(dir, 'good.json');
    const bad = join(dir, 'bad.json');
    const text = leagueFileText(setup, 2023);
    writeFileSync(good, text);
    writeFileSync(bad, text.replace('"Georgia"', '"Hogwarts"'));
    const badLine = text.split('\n').findIndex((l) => l.includes('"Georgia"')) + 1;

    const game = await openGame(temp.path);
    try {
      await game.waitFor('Welcome to CFB Dynasty');
      await game.press(KEYS.enter);
      await game.waitFor('Choose your team');
      await game.press(KEYS.up, KEYS.up, KEYS.up, KEYS.up, KEYS.up, KEYS.up, KEYS.up);
      await game.type(bad);
      await game.waitFor('bad.json');
      await game.press(KEYS.enter);
      const frame = await game.waitFor('Hogwarts');
      expect(frame).toContain(`line ${badLine}`);
      expect(frame).toContain('League file');

      await game.press(...Array.from({ length: 'bad.json'.length }, () => KEYS.backspace));
      await game.type('good.json');
      await game.waitFor('good.json');
      await game.press(KEYS.enter);
      await game.waitFor('choose your team (2023');
      await game.type('georgia');
      await game.press(KEYS.enter);
      await game.waitFor('non-conference schedule', 30_000);
    } finally {
      game.close();
    }
    const save = await SaveFile.open(temp.path);
    try {
      expect(readState(save.db)).toMatchObject({ year: 2023 });
      expect(save.db.values('SELECT team FROM coached_programs')).toEqual([['Georgia']]);
      expect(readCustomRules(save.db)?.nil).toBe(false);
    } finally {
      save.close();
    }
  }, 120_000);
});
