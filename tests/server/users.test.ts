import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BadUserIdError, Players, isUserId, newUserId } from '../../src/server/users.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-users-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('user ids', () => {
  it('are 128 random bits in hex, different every time', () => {
    const ids = new Set(Array.from({ length: 1000 }, newUserId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(isUserId(id)).toBe(true);
  });

  it('refuses anything else, so no id can name a path outside the folder', () => {
    for (const bad of [
      '',
      '../../etc/passwd',
      'a'.repeat(31),
      'A'.repeat(32),
      `${'a'.repeat(31)}/`,
      `${'a'.repeat(32)}.db`,
      '..',
      42,
      null,
    ]) {
      expect(isUserId(bad)).toBe(false);
    }
  });
});

describe('hosted players', () => {
  it('hands a fresh id to a browser without one, and keeps it once handed out', () => {
    const players = new Players({ kind: 'hosted', usersDir: dir });
    const first = players.identify(undefined, 'home');
    expect(first.userId).toMatch(/^[0-9a-f]{32}$/);
    expect(first.savePath).toBe(join(dir, first.userId!, 'dynasty.db'));
    expect(players.identify(first.userId, 'home').userId).toBe(first.userId);
    expect(players.identify(first.userId, 'new_game').userId).toBe(first.userId);
  });

  it('replaces an id it never handed out on home and new games, but not elsewhere', () => {
    const players = new Players({ kind: 'hosted', usersDir: dir });
    const stranger = newUserId();
    expect(players.identify(stranger, 'home').userId).not.toBe(stranger);
    expect(players.identify(stranger, 'new_game').userId).not.toBe(stranger);
    // Elsewhere it simply has no game.
    expect(players.identify(stranger, 'play').userId).toBe(stranger);
  });

  it('knows ids that own saves (after a restart), and moves a single save of earlier versions into their folder', () => {
    const id = newUserId();
    writeFileSync(join(dir, `${id}.db`), 'x');
    const players = new Players({ kind: 'hosted', usersDir: dir });
    const player = players.identify(id, 'home');
    expect(player.userId).toBe(id);
    expect(player.savePath).toBe(join(dir, id, 'dynasty.db'));
    expect(readFileSync(player.savePath, 'utf8')).toBe('x');
    expect(players.identify(id, 'home').savePath).toBe(join(dir, id, 'dynasty.db'));
  });

  it('refuses malformed ids, offering a fresh one', () => {
    const players = new Players({ kind: 'hosted', usersDir: dir });
    for (const bad of ['../../etc/passwd', `${'a'.repeat(32)}/../x`, 'ZZZ', 'a'.repeat(33)]) {
      let error: unknown;
      try {
        players.identify(bad, 'play');
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(BadUserIdError);
      expect(isUserId((error as BadUserIdError).freshUserId)).toBe(true);
    }
  });

  it('hands home and a new game a fresh id instead of refusing a malformed one', () => {
    const players = new Players({ kind: 'hosted', usersDir: dir });
    for (const purpose of ['home', 'new_game'] as const) {
      for (const bad of ['../../etc/passwd', '5b0c2f8e-3c1d-4e6a-9f2b-7d8e9a0b1c2d', 'ZZZ']) {
        const player = players.identify(bad, purpose);
        expect(isUserId(player.userId)).toBe(true);
        expect(dirname(dirname(player.savePath))).toBe(dir);
      }
    }
  });

  it('keeps every save inside the folder', () => {
    const players = new Players({ kind: 'hosted', usersDir: dir });
    for (let i = 0; i < 50; i++) expect(dirname(dirname(players.identify(undefined, 'home').savePath))).toBe(dir);
  });
});

describe('local player', () => {
  it('is the one save, whatever the header says', () => {
    const path = join(dir, 'dynasty.db');
    const players = new Players({ kind: 'local', savePath: path });
    expect(players.identify(undefined, 'home')).toEqual({ savePath: path, folder: dir, userId: null });
    expect(players.identify('../../etc', 'play')).toEqual({ savePath: path, folder: dir, userId: null });
  });
});
