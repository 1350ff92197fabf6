// The staff candidates from the command line: a head coach fired this offseason whom another program hired as a
// coordinator is listed once (as that program's coordinator, not also as a head coach out of work), `dynasty staff
// hire` finds him by name, and once hired he leaves the list.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffResponse } from '../../src/shared/staff-types.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { runCli } from '../helpers/cli.js';
import { texasSeason2024 } from '../helpers/preparedSave.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-staff-candidates-'));
const path = join(dir, 'dynasty.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const cli = (...args: string[]) => runCli(['--save', path, ...args]);
const staff = async () => JSON.parse((await cli('staff', '--json')).stdout) as StaffResponse;

/** Head coaches the 2024 carousel fired, by name. */
async function firedHeadCoaches(): Promise<string[]> {
  const save = await SaveFile.open(path);
  try {
    return save.db
      .all<{ name: string }>(
        `SELECT h.first || ' ' || h.last AS name FROM coaches h JOIN coaching_changes x ON x.old_coach_id = h.id
         WHERE x.year = 2024 AND x.reason = 'fired'`,
      )
      .map((r) => r.name);
  } finally {
    save.close();
  }
}

/**
 * The case the player met, whichever way the seed's carousel went: of the fired head coaches another program hired as
 * its coordinator, the best is made a caller good enough for Texas's list (a point over its last of his role), and
 * so is his head coach's record, so that listing him twice would show.
 */
async function oneOfThemOnTheList(): Promise<void> {
  const listed = (await staff()).candidates;
  const save = await SaveFile.open(path);
  try {
    const him = save.db.get<{ id: number; coach: number; role: string; calling: number; rest: number }>(
      `SELECT k.id, k.coach_id AS coach, k.role, k.calling, 0.2 * (k.recruiting + k.development) AS rest
       FROM coordinators k JOIN coaching_changes x ON x.old_coach_id = k.coach_id
       WHERE x.year = 2024 AND x.reason = 'fired' AND k.team IS NOT NULL
       ORDER BY k.calling + 0.2 * (k.recruiting + k.development) DESC, k.id LIMIT 1`,
    );
    if (!him) throw new Error('no fired head coach was hired as a coordinator in the 2024 carousel');
    const last = Math.min(
      ...listed.filter((c) => c.role === him.role).map((c) => c.calling + 0.2 * (c.recruiting + c.development)),
    );
    const calling = Math.max(him.calling, Math.ceil(last - him.rest) + 1);
    save.change(() => {
      save.db.run('UPDATE coordinators SET calling = ? WHERE id = ?', [calling, him.id]);
      const side = him.role === 'OC' ? 'offense' : 'defense';
      save.db.run(`UPDATE coaches SET ${side} = MAX(${side}, ?) WHERE id = ?`, [calling, him.coach]);
    });
  } finally {
    save.close();
  }
}

beforeAll(async () => {
  await texasSeason2024(path, 2); // roster progression: coordinators are hired and fired
  await oneOfThemOnTheList();
}, 600_000);

describe('the staff candidates', () => {
  it('lists every coach once, a fired head coach hired elsewhere as that coordinator', async () => {
    const view = await staff();
    const names = view.candidates.map((c) => c.name);
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    const fired = new Set(await firedHeadCoaches());
    // The case the player met: one of them already a coordinator elsewhere, listed as such alone.
    const hiredElsewhere = view.candidates.filter((c) => fired.has(c.name) && c.from !== null);
    expect(hiredElsewhere.length).toBeGreaterThan(0);
    expect(hiredElsewhere.every((c) => c.kind === 'coordinator')).toBe(true);
  });

  it('hires him by name, and he leaves the list', async () => {
    const fired = new Set(await firedHeadCoaches());
    const him = (await staff()).candidates.find((c) => fired.has(c.name) && c.from !== null)!;
    expect((await cli('staff', 'fire', him.role)).status).toBe(0);
    const hired = await cli('staff', 'hire', him.name);
    expect(hired.stderr).toBe('');
    expect(hired.stdout).toMatch(new RegExp(`^Texas hired ${him.name} as .* from ${him.from} for \\$`));
    const after = await staff();
    expect(after.coordinators.map((c) => c.name)).toContain(him.name);
    expect(after.candidates.map((c) => c.name)).not.toContain(him.name);
  });
});
