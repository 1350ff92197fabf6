// The change log beside a save: a small change kept open by a host is a line of the log, not a write of the save, and
// any copy that opens or refreshes the save holds exactly the rows the changing copy holds. Changes the log cannot
// say (a WITHOUT ROWID table, a table emptied, a schema change, too many rows) write the save whole and end the log.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import initSqlJs from 'sql.js';
import { afterAll, describe, expect, it } from 'vitest';
import {
  applyChangeEntries,
  changeEntries,
  changeLine,
  changeLogOf,
  MAX_LOGGED_ROWS,
  saveBase,
  type RowRef,
} from '../../src/store/changeLog.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { runRecruitingCommand } from '../../src/store/actions/recruiting/commands.js';
import { setDepthSlot } from '../../src/store/actions/roster/depthChart.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { readState } from '../../src/store/queries/meta.js';
import { readSaveBytes, SaveFile } from '../../src/store/saveFile.js';
import { MemorySaveStorage } from '../../src/store/storage/memorySaveStorage.js';
import { PageContext } from '../../src/store/views/context.js';
import { prospectSearchView } from '../../src/store/views/recruiting/search.js';
import { contentHash } from '../helpers/saveContents.js';

/** One statement of a generated change, on tables every save has. */
type Step =
  | { kind: 'put'; key: number; value: string | number | null }
  | { kind: 'drop'; key: number }
  | { kind: 'order'; prospect: number }
  | { kind: 'cancel'; nth: number }
  | { kind: 'money'; team: number; facilities: number }
  | { kind: 'empty' }
  | { kind: 'many' };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('put' as const),
      key: fc.nat(12),
      value: fc.oneof(fc.string({ maxLength: 12 }), fc.double({ noNaN: true }), fc.integer(), fc.constant(null)),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop' as const), key: fc.nat(12) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('order' as const), prospect: fc.nat(1_000_000) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), nth: fc.nat(20) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('money' as const), team: fc.nat(3), facilities: fc.nat(100) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('empty' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('many' as const) }) },
);

function runStep(save: SaveFile, s: Step): void {
  const db = save.db;
  switch (s.kind) {
    case 'put':
      // INSERT OR REPLACE deletes the row it replaces without telling the hook.
      db.run('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)', [`k${s.key}`, s.value ?? 'none']);
      return;
    case 'drop':
      db.run('DELETE FROM meta WHERE key = ?', [`k${s.key}`]);
      return;
    case 'order':
      db.run("INSERT INTO recruiting_orders (team, kind, prospect_id) VALUES ('Utah', 'scout', ?)", [s.prospect]);
      return;
    case 'cancel':
      db.run('DELETE FROM recruiting_orders WHERE seq = (SELECT seq FROM recruiting_orders LIMIT 1 OFFSET ?)', [s.nth]);
      return;
    case 'money':
      // A WITHOUT ROWID table: the hook does not see it, so the save is written whole.
      db.run('INSERT OR REPLACE INTO program_money (team, facilities) VALUES (?, ?)', [`Team ${s.team}`, s.facilities]);
      return;
    case 'empty':
      // Emptying a table whole (SQLite's truncation) is not told to the hook either.
      db.run("INSERT INTO recruiting_orders (team, kind, prospect_id) VALUES ('Utah', 'visit', 1)");
      db.run('DELETE FROM recruiting_orders');
      return;
    case 'many':
      for (let i = 0; i <= MAX_LOGGED_ROWS; i++)
        db.run("INSERT INTO recruiting_orders (team, kind, prospect_id) VALUES ('Many', 'contact', ?)", [i]);
  }
}

/** Whether a change of these steps can be said by the log (else it is written whole). */
const loggable = (steps: Step[]) => steps.every((s) => s.kind !== 'money' && s.kind !== 'empty' && s.kind !== 'many');

/** An empty save written at path, then opened as a host keeps it: small changes go to its change log. */
async function loggedSave(path: string, storage?: MemorySaveStorage): Promise<SaveFile> {
  const made = await SaveFile.create(path, { storage });
  made.save();
  made.close();
  return SaveFile.open(path, { storage, logChanges: true });
}

const dir = mkdtempSync(join(tmpdir(), 'dynasty-change-log-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the change log', () => {
  it('reads its lines back, and any cut of it reads back a prefix of them', async () => {
    const save = await SaveFile.create('cut.db', { storage: new MemorySaveStorage() });
    const db = save.db;
    fc.assert(
      fc.property(fc.array(fc.array(fc.nat(12), { maxLength: 4 }), { maxLength: 6 }), fc.nat(), (changes, cutAt) => {
        const lines = changes.map((keys) => {
          const rows: RowRef[] = keys.map((k) => ['meta', k + 1]);
          return changeLine(db, saveBase(db), rows);
        });
        const text = lines.join('');
        const entries = changeEntries(text);
        expect(entries).toHaveLength(lines.length);
        const cut = text.slice(0, cutAt % (text.length + 1));
        const read = changeEntries(cut);
        expect(read).toEqual(entries.slice(0, read.length));
        // A line appended after the torn one, on a line of its own, still counts.
        const after = `${cut}${cut === '' || cut.endsWith('\n') ? '' : '\n'}${lines[0] ?? ''}`;
        expect(changeEntries(after)).toHaveLength(read.length + (lines.length > 0 ? 1 : 0));
      }),
      { seed: 20_261, numRuns: 150 },
    );
    save.close();
  });

  it('keeps every copy of the save equal to the one that changed it, written whole or logged', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(step, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 8 }),
        async (changes) => {
          const storage = new MemorySaveStorage();
          const path = 'saves/log.db';
          const writer = await loggedSave(path, storage);
          const follower = await SaveFile.open(path, { storage });
          for (const steps of changes) {
            const stamp = storage.stamp(path);
            writer.change(() => {
              for (const s of steps) runStep(writer, s);
            });
            const logged = storage.stamp(path) === stamp;
            if (loggable(steps)) expect(logged).toBe(true);
            else expect(logged).toBe(false);
            if (!logged) expect(storage.readNote(changeLogOf(path))).toBeNull();
            follower.refresh();
            expect(contentHash(follower.db)).toBe(contentHash(writer.db));
            const fresh = await SaveFile.open(path, { storage });
            expect(contentHash(fresh.db)).toBe(contentHash(writer.db));
            fresh.close();
          }
          // Written in whole: the file alone holds every change, and the log is gone.
          writer.flushLogs();
          expect(storage.readNote(changeLogOf(path))).toBeNull();
          const alone = await SaveFile.open(path, { storage });
          expect(contentHash(alone.db)).toBe(contentHash(writer.db));
          for (const copy of [alone, follower, writer]) copy.close();
        },
      ),
      { seed: 20_262, numRuns: 40 },
    );
  });

  it('skips the lines a whole write already holds, and refuses lines that are not the save', async () => {
    const storage = new MemorySaveStorage();
    const path = 'saves/stale.db';
    const save = await loggedSave(path, storage);
    save.change(() => save.db.run("INSERT INTO meta (key, value) VALUES ('a', 'logged')"));
    const log = storage.readNote(changeLogOf(path))!;
    expect(changeEntries(log)).toHaveLength(1);
    // A whole write, then a crash before the log went: the old line must not undo a later change.
    save.change(() => save.db.run('DELETE FROM recruiting_orders'));
    save.change(() => save.db.run("UPDATE meta SET value = 'after' WHERE key = 'a'"));
    expect(storage.readNote(changeLogOf(path))).not.toBeNull();
    storage.writeNote(changeLogOf(path), log + storage.readNote(changeLogOf(path))!);
    const reopened = await SaveFile.open(path, { storage });
    expect(reopened.db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'a'")?.value).toBe('after');
    reopened.close();

    // A line of the save's base naming a table the save lacks is not this save's log: refused, nothing applied.
    const base = saveBase(save.db);
    expect(() =>
      save.db.transaction(() =>
        applyChangeEntries(save.db, [{ base, columns: { nowhere: ['x'] }, rows: [['nowhere', 1, ['1']]] }]),
      ),
    ).toThrow(/no table nowhere/);
    expect(() =>
      save.db.transaction(() =>
        applyChangeEntries(save.db, [
          { base, columns: { meta: ['key', 'value'] }, rows: [['meta', 1, ["'a'", "'x'); DROP TABLE meta; --"]]] },
        ]),
      ),
    ).toThrow(/a bad value/);
    expect(save.db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'a'")?.value).toBe('after');
    save.close();
  });

  it('logs a player’s recruiting orders and depth moves, and writes the save whole for a week played', async () => {
    const storage = new MemorySaveStorage();
    const path = 'saves/dynasty.db';
    const made = await newDynasty(path, { year: 2024, team: 'Michigan', seed: 7, storage });
    made.change(() => advanceStage(made.db));
    made.close();
    const save = await SaveFile.open(path, { storage, logChanges: true });
    const stamp = storage.stamp(path);
    const prospect = prospectSearchView(new PageContext(save.db), { per_page: '1' }).prospects[0].id;
    const order = save.change(() => runRecruitingCommand(save.db, { action: 'scout', prospect }));
    expect(order.message).toMatch(/^Scouting/);
    const team = readState(save.db).userTeam;
    const [starter, backup] = save.db
      .all<{ id: number }>("SELECT id FROM players WHERE team = ? AND pos = 'QB' AND active = 1 ORDER BY depth", [team])
      .map((p) => p.id);
    save.change(() => setDepthSlot(save.db, 'QB', String(backup), 1));
    expect(storage.stamp(path)).toBe(stamp);
    expect(changeEntries(storage.readNote(changeLogOf(path))!)).toHaveLength(2);

    const other = await SaveFile.open(path, { storage });
    expect(contentHash(other.db)).toBe(contentHash(save.db));
    expect(other.db.get<{ depth: number }>('SELECT depth FROM players WHERE id = ?', [backup])?.depth).toBe(1);
    expect(other.db.get<{ depth: number }>('SELECT depth FROM players WHERE id = ?', [starter])?.depth).toBe(2);
    other.close();

    const week = readState(save.db).currentWeek;
    save.change(() => simulateTo(save.db, week + 1));
    expect(readState(save.db).currentWeek).toBe(week + 1);
    expect(storage.stamp(path)).not.toBe(stamp);
    expect(storage.readNote(changeLogOf(path))).toBeNull();
    const after = await SaveFile.open(path, { storage });
    expect(contentHash(after.db)).toBe(contentHash(save.db));
    after.close();
    save.close();
  }, 120_000);

  it('is in a download of the save', async () => {
    const path = join(dir, 'download.db');
    const save = await loggedSave(path);
    save.change(() => save.db.run("INSERT INTO meta (key, value) VALUES ('kept', 'in the log')"));
    save.close();
    const SQL = await initSqlJs();
    const downloaded = new SQL.Database(await readSaveBytes(path));
    expect(downloaded.exec("SELECT value FROM meta WHERE key = 'kept'")[0]?.values).toEqual([['in the log']]);
    downloaded.close();
  });
});
