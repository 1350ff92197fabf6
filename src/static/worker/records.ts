// A record of the static build's storage (a save, or a note of the saves folder) and what keeps one: the Origin
// Private File System (opfsBackend.ts) or IndexedDB (backends.ts).
import type { Attempt } from './attempt.js';

export interface StoredRecord {
  key: string;
  bytes: Uint8Array;
  modified: Date;
  /** Its newest version was not whole when read: this is the last good copy before it. */
  recovered?: boolean;
}

export interface RecordBackend {
  readonly kind: 'opfs' | 'indexeddb';
  /** Every record as last written whole. */
  loadAll(): Promise<StoredRecord[]>;
  load(key: string): Promise<StoredRecord | null>;
  /** Writes a record whole; each wait on the storage is bounded by the attempt (attempt.ts). */
  write(key: string, bytes: Uint8Array, attempt?: Attempt): Promise<void>;
  remove(key: string, attempt?: Attempt): Promise<void>;
}

const SQLITE_HEADER = 'SQLite format 3\u0000';

/**
 * Is a stored record whole? A save (a key without a leading dot) must be an SQLite file as sql.js writes it: the
 * header, and as many pages as its header counts. A note is any text.
 */
export function isIntact(key: string, bytes: Uint8Array): boolean {
  if (key.startsWith('.')) return true;
  if (bytes.length < 100 || String.fromCharCode(...bytes.subarray(0, 16)) !== SQLITE_HEADER) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const pageSize = view.getUint16(16) === 1 ? 65536 : view.getUint16(16);
  if (pageSize < 512 || bytes.length % pageSize !== 0) return false;
  // The header's page count holds only when its "valid for" stamp is the file's change counter (SQLite's rule).
  const counted = view.getUint32(92) === view.getUint32(24) ? view.getUint32(28) : 0;
  return counted === 0 || counted * pageSize === bytes.length;
}
