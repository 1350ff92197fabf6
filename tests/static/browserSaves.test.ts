// The static build's writes to the browser's storage: the page hears "saving" when they start and "saved" only once
// every one is stored, whatever queued them; a write the storage refuses, or one that stops answering, is told and
// tried again until it is stored, and the writes after it wait for it (the storage never holds a later change
// without an earlier one). Loading keeps only whole records.
import fc from 'fast-check';
import initSqlJs from 'sql.js';
import { describe, expect, it, vi } from 'vitest';
import type { Attempt } from '../../src/static/worker/attempt.js';
import type { RecordBackend, StoredRecord } from '../../src/static/worker/backends.js';
import { BrowserSaves, SAVES_FOLDER, type WriteTiming } from '../../src/static/worker/browserSaves.js';
import { defaultSaveStorage } from '../../src/static/worker/defaultSaveStorage.js';
import { isIntact } from '../../src/static/worker/records.js';

/** Records in memory whose writes finish only when the test says (oldest first), fail, or never answer. */
class HeldBackend implements RecordBackend {
  readonly kind = 'indexeddb' as const;
  readonly records = new Map<string, StoredRecord>();
  /** Every write the queue started, in order (tried again ones included). */
  readonly started: string[] = [];
  private readonly waiting: { finish: () => void; fail: (error: Error) => void }[] = [];
  /** Writes after the first `held` ones finish at once. */
  constructor(private held = Number.POSITIVE_INFINITY) {}

  async loadAll(): Promise<StoredRecord[]> {
    return [...this.records.values()];
  }
  async load(key: string): Promise<StoredRecord | null> {
    return this.records.get(key) ?? null;
  }
  write(key: string, bytes: Uint8Array, attempt: Attempt): Promise<void> {
    this.started.push(`${key}=${bytes[0]}`);
    const stored = new Promise<void>((resolve, reject) => {
      this.waiting.push({
        finish: () => {
          // A try given up takes no further step: a late answer stores nothing.
          if (!attempt.givenUp) this.records.set(key, { key, bytes, modified: new Date() });
          resolve();
        },
        fail: reject,
      });
    });
    if (this.held-- <= 0) this.waiting.pop()!.finish();
    return attempt.step(stored);
  }
  async remove(key: string): Promise<void> {
    this.records.delete(key);
  }
  /** Lets the oldest write still held finish (or fail). */
  async release(error?: Error): Promise<void> {
    await vi.waitFor(() => expect(this.waiting.length).toBeGreaterThan(0));
    const next = this.waiting.shift()!;
    if (error) next.fail(error);
    else next.finish();
  }
  stored(key: string): number | undefined {
    return this.records.get(key)?.bytes[0];
  }
}

/** Short bounds: a held write is soon found stuck. */
const QUICK: WriteTiming = { stepBoundMs: 40, maxStepBoundMs: 160, retryDelaysMs: [5, 10] };
/** Refused writes tried again soon; a held one waits as long as the test holds it. */
const PATIENT: WriteTiming = { stepBoundMs: 600_000, maxStepBoundMs: 600_000, retryDelaysMs: [5, 10] };

async function opened(
  timing?: WriteTiming,
  held?: number,
): Promise<{ saves: BrowserSaves; backend: HeldBackend; reports: string[]; unstored: (string | null)[] }> {
  const backend = new HeldBackend(held);
  const saves = await BrowserSaves.open('indexeddb', backend, timing);
  const reports: string[] = [];
  /** The save each trouble names as not yet stored (the player may download it meanwhile). */
  const unstored: (string | null)[] = [];
  saves.report = {
    storing: () => reports.push('saving'),
    trouble: (trouble) => {
      reports.push(`${trouble.stuck ? 'stuck' : 'refused'}: ${trouble.reason}`);
      unstored.push(trouble.save);
    },
    stored: () => reports.push('saved'),
    recovered: (name) => reports.push(`recovered: ${name}`),
  };
  return { saves, backend, reports, unstored };
}

const save = (name: string, byte: number) =>
  defaultSaveStorage.write(`${SAVES_FOLDER}/${name}`, new Uint8Array([byte, byte, byte]));

describe('the static build reports its writes', () => {
  it('says saved only once every write is stored, one queued late included', async () => {
    const { backend, reports } = await opened();
    save('a.db', 1);
    expect(reports).toEqual(['saving']);
    // A second write while the first is on its way, with no call to report it: still saving.
    save('b.db', 2);
    await backend.release();
    expect(reports).toEqual(['saving']);
    await backend.release();
    await vi.waitFor(() => expect(reports).toEqual(['saving', 'saved']));
    expect([backend.stored('a.db'), backend.stored('b.db')]).toEqual([1, 2]);
    // The next change starts the round again.
    save('b.db', 3);
    await backend.release();
    await vi.waitFor(() => expect(reports).toEqual(['saving', 'saved', 'saving', 'saved']));
  });

  it('tries a refused write again until it is stored, the later writes waiting for it', async () => {
    const { backend, reports, unstored } = await opened(PATIENT);
    save('c.db', 4);
    defaultSaveStorage.writeNote(`${SAVES_FOLDER}/.current`, 'c.db\n');
    await backend.release(new Error('quota exceeded'));
    // Told, and tried again without another change; the note behind it is not written before it.
    await vi.waitFor(() => expect(backend.started).toEqual(['c.db=4', 'c.db=4']));
    expect(reports).toEqual(['saving', 'refused: quota exceeded']);
    // A full quota is said plainly, whatever the browser's message (IndexedDB gives none, OPFS names its call).
    await backend.release(
      Object.assign(new Error("Failed to execute 'write' on 'FileSystemSyncAccessHandle'"), {
        name: 'QuotaExceededError',
      }),
    );
    await vi.waitFor(() => expect(backend.started).toHaveLength(3));
    expect(backend.records.has('.current')).toBe(false);
    await backend.release();
    await backend.release();
    await vi.waitFor(() => expect(reports.at(-1)).toBe('saved'));
    // Once the refused write is stored, the page says "Saving…" again (no trouble) until the note behind it is.
    expect(reports).toEqual([
      'saving',
      'refused: quota exceeded',
      "refused: the browser's storage quota is full",
      'saving',
      'saved',
    ]);
    expect(unstored).toEqual(['c.db', 'c.db']);
    expect(backend.stored('c.db')).toBe(4);
    expect(backend.records.has('.current')).toBe(true);
  });

  it('gives up a write that stops answering, says so, and stores it on a new try', async () => {
    // The first try never answers; the next ones are stored at once.
    const { saves, backend, reports } = await opened(QUICK, 1);
    save('d.db', 5);
    await vi.waitFor(() => expect(reports.at(-1)).toBe('saved'));
    expect(backend.started).toEqual(['d.db=5', 'd.db=5']);
    expect(reports).toHaveLength(3);
    expect(reports[1]).toMatch(/^stuck: the browser's storage did not answer within/);
    await saves.settled('d.db');
    expect(backend.stored('d.db')).toBe(5);
    // The try given up answers at last: it stores nothing over the newer write.
    save('d.db', 6);
    await vi.waitFor(() => expect(backend.stored('d.db')).toBe(6));
    await backend.release();
    expect(backend.stored('d.db')).toBe(6);
  });

  it('writes only the last of the writes of one record queued in a row', async () => {
    const { backend, reports } = await opened();
    save('e.db', 6);
    save('e.db', 7);
    save('e.db', 8);
    save('f.db', 9);
    await backend.release();
    await backend.release();
    await backend.release();
    await vi.waitFor(() => expect(reports).toEqual(['saving', 'saved']));
    expect(backend.started).toEqual(['e.db=6', 'e.db=8', 'f.db=9']);
    expect(backend.stored('e.db')).toBe(8);
  });
});

describe('a stored save is kept only whole', () => {
  it('takes a save sql.js wrote, and no cut, empty or other bytes', async () => {
    const SQL = await initSqlJs();
    const db = new SQL.Database();
    db.run('CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT)');
    for (let i = 0; i < 200; i++) db.run('INSERT INTO meta VALUES (?, ?)', [`k${i}`, 'x'.repeat(100)]);
    const bytes = db.export();
    expect(bytes.length).toBeGreaterThan(8192);
    expect(isIntact('a.db', bytes)).toBe(true);
    expect(isIntact('a.db', new Uint8Array())).toBe(false);
    // Notes are text: any text is whole.
    expect(isIntact('.current', new Uint8Array())).toBe(true);
    // Cut at a page's end, it still looks like pages of a database: its header's page count tells.
    const pageSize = (bytes[16] << 8) | bytes[17];
    for (let end = pageSize; end < bytes.length; end += pageSize)
      expect(isIntact('a.db', bytes.subarray(0, end))).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: bytes.length - 1 }), (cut) => !isIntact('a.db', bytes.subarray(0, cut))),
      { seed: 75, numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 4096 }), (other) => !isIntact('a.db', other)),
      { seed: 75, numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 255 }), (at, flip) => {
        const changed = bytes.slice();
        changed[at] ^= flip;
        return !isIntact('a.db', changed);
      }),
      { seed: 75, numRuns: 200 },
    );
  });
});
