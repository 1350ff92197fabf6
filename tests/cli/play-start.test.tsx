// The start screen and a new dynasty chosen with the keyboard: season, playoff format, team by filter.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SaveFile } from '../../src/store/saveFile.js';
import { readState } from '../../src/store/queries/meta.js';
import { staffRecruitsOn } from '../../src/store/program.js';
import { programCoordinator } from '../../src/store/queries/staff.js';
import { frameFits, KEYS, openGame, tempSavePath } from './play-helpers.js';
import { programOf } from '../../src/store/program.js';
import { saveBytes } from '../helpers/saveContents.js';

const temp = tempSavePath();
afterAll(() => temp.cleanup());

describe('dynasty play: start screen and new dynasty', () => {
  it('offers only a new dynasty without a save, then creates the chosen one', async () => {
    const game = await openGame(temp.path);
    try {
      let frame = await game.waitFor('Welcome to CFB Dynasty');
      expect(frame).toContain('New dynasty');
      expect(frame).not.toContain('Continue');
      expect(frameFits(frame).ok).toBe(true);

      await game.press(KEYS.enter);
      frame = await game.waitFor('Choose your team');
      // The latest season is preselected with its real format (12 teams: autobids and top-4 rows).
      expect(frame).toContain('◀ 2026 ▶');
      expect(frame).toContain('Autobids');
      // Up to the season field (six rows up), two years back; down to the playoff field, two formats back (12 -> 8 -> 4).
      expect(frame).toContain('off: you recruit');
      await game.press(KEYS.up, KEYS.up, KEYS.up, KEYS.up, KEYS.up, KEYS.up, KEYS.left, KEYS.left);
      frame = await game.waitFor('◀ 2024 ▶');
      await game.press(KEYS.down, KEYS.left);
      frame = await game.waitFor('◀ 8 teams ▶');
      expect(frame).toContain('Autobids');
      expect(frame).not.toContain('Top 4 seeds');
      await game.press(KEYS.left);
      frame = await game.waitFor('◀ 4 teams ▶');
      expect(frame).not.toContain('Autobids');
      // Down to the staff switch: "let my staff recruit" is off unless chosen.
      await game.press(KEYS.down, KEYS.right);
      frame = await game.waitFor('on: your staff fills your board');

      await game.press(KEYS.enter);
      frame = await game.waitFor('choose your team (2024, 4 teams playoff)');
      expect(frameFits(frame).ok).toBe(true);
      // Sorted by prestige: the first row has the most dots.
      const firstRow = frame.split('\n').find((l) => l.startsWith('›'))!;
      expect(firstRow).toContain('●●●●●●●');

      await game.type('ohio');
      frame = await game.waitFor(/Filter: ohio/);
      const rows = frame.split('\n').filter((l) => /^[› ] +\d+ /.test(l));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => /ohio/i.test(r))).toBe(true);
      await game.type(' state');
      frame = await game.waitFor('1 of');
      expect(frame).toContain('Ohio State');

      await game.press(KEYS.enter);
      frame = await game.waitFor('non-conference schedule', 30_000);
      expect(frame).toContain('Ohio State 2024 non-conference schedule');
      expect(frame).toContain('Your Ohio State dynasty begins');
      expect(frameFits(frame).ok).toBe(true);
    } finally {
      game.close();
    }
    const save = await SaveFile.open(temp.path);
    const state = readState(save.db);
    const staffOn = staffRecruitsOn(save.db, programOf(save.db));
    const team = programOf(save.db).team;
    save.close();
    expect(state).toMatchObject({ year: 2024, stage: 'preseason', playoff: { teams: 4 } });
    expect(team).toBe('Ohio State');
    expect(staffOn).toBe(true);
  });

  it('starts the player as a coordinator when the role is chosen, as the web form does', async () => {
    const own = tempSavePath();
    const game = await openGame(own.path);
    try {
      await game.waitFor('Welcome to CFB Dynasty');
      await game.press(KEYS.enter);
      let frame = await game.waitFor('Your role');
      expect(frame).toContain('◀ head coach ▶');
      // One row up from "Choose your team" is the role; right switches it.
      await game.press(KEYS.up, KEYS.right);
      frame = await game.waitFor('◀ offensive coordinator');
      expect(frameFits(frame).ok).toBe(true);
      await game.press(KEYS.enter);
      await game.waitFor('choose your team');
      await game.type('oregon st');
      await game.press(KEYS.enter);
      frame = await game.waitFor('You are its offensive coordinator', 30_000);
    } finally {
      game.close();
    }
    const save = await SaveFile.open(own.path);
    const you = programCoordinator(save.db, programOf(save.db));
    const team = programOf(save.db).team;
    save.close();
    own.cleanup();
    expect(team).toBe('Oregon State');
    expect(you).toMatchObject({ team: 'Oregon State', role: 'OC' });
  });

  it('continues a saved dynasty, and asks before starting another', async () => {
    const game = await openGame(temp.path);
    try {
      let frame = await game.waitFor('Continue: 2024 Ohio State');
      expect(frame).toContain('Preseason');
      await game.press('n', KEYS.enter);
      await game.waitFor('choose your team');
      await game.type('michigan st');
      await game.press(KEYS.enter);
      frame = await game.waitFor('your 2024 Ohio State dynasty stays as it is');
      // n goes back: back to the list, nothing changed.
      await game.press('n');
      await game.waitFor('Filter: michigan st');
      await game.press(KEYS.escape, KEYS.escape, KEYS.escape);
      frame = await game.waitFor('Welcome to CFB Dynasty');
      await game.press('c');
      frame = await game.waitFor('Ohio State 2024 non-conference schedule');
    } finally {
      game.close();
    }
  });

  it('starts another dynasty in a save of its own, and the start screen picks between the saves', async () => {
    const before = saveBytes(temp.path);
    let game = await openGame(temp.path);
    try {
      await game.waitFor('Continue: 2024 Ohio State');
      await game.press('n', KEYS.enter);
      await game.waitFor('choose your team');
      await game.type('michigan st');
      await game.press(KEYS.enter);
      await game.waitFor('Start a new');
      await game.press('y');
      await game.waitFor(/Michigan State \d{4} non-conference schedule/, 30_000);
    } finally {
      game.close();
    }
    // The Ohio State dynasty is untouched; the new one is a save of its own, and current.
    expect(saveBytes(temp.path).equals(before)).toBe(true);
    const folder = dirname(temp.path);
    const current = readFileSync(join(folder, '.current'), 'utf8').trim();
    expect(current).toMatch(/^michigan-state-\d{4}\.db$/);
    expect(
      readdirSync(folder)
        .filter((n) => n.endsWith('.db'))
        .sort(),
    ).toEqual(['dynasty.db', current].sort());

    // The picker offers the other save; opening it plays it and makes it current.
    game = await openGame(join(folder, current));
    try {
      let frame = await game.waitFor('Open: 2024 Ohio State');
      expect(frame).toContain('Continue:');
      await game.press(KEYS.down);
      await game.press(KEYS.enter);
      frame = await game.waitFor('Ohio State 2024 non-conference schedule', 30_000);
    } finally {
      game.close();
    }
    expect(readFileSync(join(folder, '.current'), 'utf8').trim()).toBe('dynasty.db');

    // Deleting the save being played (after a confirmation) plays the most recently played one left.
    game = await openGame(temp.path);
    try {
      await game.waitFor('Continue: 2024 Ohio State');
      await game.press('d');
      await game.waitFor('Delete dynasty.db? It cannot be undone.');
      await game.press('n');
      expect(await game.waitFor('delete a save')).not.toContain('Delete dynasty.db?');
      await game.press('d');
      await game.waitFor('Delete dynasty.db?');
      await game.press('y');
      const frame = await game.waitFor(/Continue: \d{4} Michigan State/, 30_000);
      expect(frame).not.toContain('Ohio State');
    } finally {
      game.close();
    }
    expect(readdirSync(folder).filter((n) => n.endsWith('.db'))).toEqual([current]);
    expect(readFileSync(join(folder, '.current'), 'utf8').trim()).toBe(current);
  });
});
