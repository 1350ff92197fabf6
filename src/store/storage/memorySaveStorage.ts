// Saves in memory: the storage of tests and of the static build's worker (which copies every change to the
// browser's storage). A write replaces a save's bytes at once (there is no half-written save to crash into).
import { folderOf, type SaveListing, type SaveStorage, type StoredSave } from './saveStorage.js';

/** A change of what is stored, for a listener that keeps a copy elsewhere (the browser's storage). */
export type StoredChange =
  | { kind: 'save'; location: string; bytes: Uint8Array }
  | { kind: 'remove'; location: string }
  | { kind: 'note'; location: string; text: string | null };

interface Entry {
  bytes: Uint8Array;
  stamp: string;
  modified: Date;
}

export class MemorySaveStorage implements SaveStorage {
  private readonly saves = new Map<string, Entry>();
  private readonly notes = new Map<string, string>();
  private writes = 0;
  readonly files = false;
  /** Locations that refuse writes (a read-only save), to test the store's refusals. */
  readonly readOnly = new Set<string>();
  /** The clock of writes; tests set it to order saves by when they were last played. */
  now: () => Date = () => new Date();
  /** Told of every write and removal, after it is made here. */
  onChange: ((change: StoredChange) => void) | null = null;

  /** Puts back a save kept elsewhere (no change is reported); its stamp is new to this storage. */
  restore(location: string, bytes: Uint8Array, modified: Date): void {
    this.saves.set(location, { bytes, stamp: `restored-${++this.writes}`, modified });
  }

  /** Puts back a note kept elsewhere (no change is reported). */
  restoreNote(location: string, text: string): void {
    this.notes.set(location, text);
  }

  locate(location: string): string {
    return location;
  }

  kind(location: string): 'save' | 'folder' | null {
    if (this.saves.has(location)) return 'save';
    const prefix = `${location.replace(/\/$/, '')}/`;
    return [...this.saves.keys()].some((key) => key.startsWith(prefix)) ? 'folder' : null;
  }

  read(location: string): StoredSave | null {
    const entry = this.saves.get(location);
    return entry ? { bytes: entry.bytes.slice(), stamp: entry.stamp } : null;
  }

  stamp(location: string): string | null {
    return this.saves.get(location)?.stamp ?? null;
  }

  head(location: string, length: number): Uint8Array {
    return this.saves.get(location)?.bytes.slice(0, length) ?? new Uint8Array();
  }

  write(location: string, bytes: Uint8Array): string {
    const stamp = `${++this.writes}`;
    const kept = bytes.slice();
    this.saves.set(location, { bytes: kept, stamp, modified: this.now() });
    this.onChange?.({ kind: 'save', location, bytes: kept });
    return stamp;
  }

  writeRefusal(location: string): 'save' | null {
    return this.readOnly.has(location) ? 'save' : null;
  }

  remove(location: string): void {
    this.saves.delete(location);
    this.onChange?.({ kind: 'remove', location });
  }

  list(folder: string, isSaveName: (name: string) => boolean): SaveListing[] {
    const listed: SaveListing[] = [];
    for (const [location, entry] of this.saves) {
      const name = location.slice(location.lastIndexOf('/') + 1);
      if (folderOf(location) === folder.replace(/\/$/, '') && isSaveName(name))
        listed.push({ name, size: entry.bytes.length, modified: entry.modified });
    }
    return listed.sort((a, b) => a.name.localeCompare(b.name));
  }

  readNote(location: string): string | null {
    return this.notes.get(location) ?? null;
  }

  writeNote(location: string, text: string): void {
    this.notes.set(location, text);
    this.onChange?.({ kind: 'note', location, text });
  }

  removeNote(location: string): void {
    if (!this.notes.delete(location)) return;
    this.onChange?.({ kind: 'note', location, text: null });
  }
}
