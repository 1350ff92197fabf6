// The static build tells the page "saving" when writes to the browser's storage start and "saved" when every one is
// stored, whatever queued them. When only a call's own flush reported, a write queued after that flush began by
// anything but a later call went unreported, and the page could stay at "Saving…" for good.
import { describe, expect, it } from 'vitest';
import type { RecordBackend, StoredRecord } from '../../src/static/worker/backends.js';
import { BrowserSaves, SAVES_FOLDER } from '../../src/static/worker/browserSaves.js';
import { defaultSaveStorage } from '../../src/static/worker/defaultSaveStorage.js';

/** Records in memory whose writes finish only when the test lets them (in order), or fail when told. */
class HeldBackend implements RecordBackend {
  readonly kind = 'indexeddb' as const;
  readonly records = new Map<string, StoredRecord>();
  private readonly waiting: { finish: () => void; fail: (error: Error) => void }[] = [];

  async loadAll(): Promise<StoredRecord[]> {
    return [...this.records.values()];
  }
  async load(key: string): Promise<StoredRecord | null> {
    return this.records.get(key) ?? null;
  }
  write(key: string, bytes: Uint8Array): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({
        finish: () => {
          this.records.set(key, { key, bytes, modified: new Date() });
          resolve();
        },
        fail: reject,
      });
    });
  }
  async remove(key: string): Promise<void> {
    this.records.delete(key);
  }
  get held(): number {
    return this.waiting.length;
  }
  /** Lets the oldest held write finish (or fail) and the promise chains behind it run. */
  async release(error?: Error): Promise<void> {
    // The queue hands a write to the backend a few promise steps after it is made.
    for (let i = 0; i < 10 && this.waiting.length === 0; i++) await Promise.resolve();
    const next = this.waiting.shift()!;
    if (error) next.fail(error);
    else next.finish();
    for (let i = 0; i < 10; i++) await Promise.resolve();
  }
}

async function opened(): Promise<{ backend: HeldBackend; reports: string[] }> {
  const backend = new HeldBackend();
  const saves = await BrowserSaves.open('indexeddb', backend);
  const reports: string[] = [];
  saves.report = {
    storing: () => reports.push('saving'),
    stored: (error) => reports.push(error === null ? 'saved' : `failed: ${(error as Error).message}`),
  };
  return { backend, reports };
}

const save = (name: string, byte: number) =>
  defaultSaveStorage.write(`${SAVES_FOLDER}/${name}`, new Uint8Array([byte, byte, byte]));

describe('the static build reports its writes', () => {
  it('says saved only once every write is stored, one queued late included', async () => {
    const { backend, reports } = await opened();
    save('a.db', 1);
    expect(reports).toEqual(['saving']);
    // A second write while the first is on its way, with no call to report it: still saving.
    save('a.db', 2);
    await backend.release();
    expect(reports).toEqual(['saving']);
    await backend.release();
    expect(reports).toEqual(['saving', 'saved']);
    expect([...backend.records.get('a.db')!.bytes]).toEqual([2, 2, 2]);
    // The next change starts the round again.
    save('b.db', 3);
    await backend.release();
    expect(reports).toEqual(['saving', 'saved', 'saving', 'saved']);
    expect(backend.held).toBe(0);
  });

  it('says which write failed, and saved again once a later one is stored', async () => {
    const { backend, reports } = await opened();
    save('c.db', 4);
    await backend.release(new Error('quota exceeded'));
    expect(reports).toEqual(['saving', 'failed: quota exceeded']);
    save('c.db', 5);
    await backend.release();
    expect(reports).toEqual(['saving', 'failed: quota exceeded', 'saving', 'saved']);
  });
});
