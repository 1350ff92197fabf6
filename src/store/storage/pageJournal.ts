// Writing a save in place, page by page: which pages of an SQLite image changed, and the rollback journal that keeps
// their old contents while the new ones are written over them. Pure (bytes in, bytes out); nodeSaveStorage.ts does
// the files and the fsyncs. The journal is whole or it is nothing: its last 32 bytes are the SHA-256 of the rest.
import { createHash } from 'node:crypto';

/** A journal: the old pages of a write in progress, and what the save was before it. */
export interface Journal {
  pageSize: number;
  /** The save's size before the write (a write may extend or truncate it). */
  oldSize: number;
  /** The file the journal belongs to (its inode): a journal beside another file is stale. */
  fileId: bigint;
  /** The token of the save's lock the write held ('' when unknown): while that lock is held, the write is under way. */
  lock: string;
  /** The old contents of each page the write overwrites or cuts off, by page number (from 0). */
  pages: { index: number; bytes: Uint8Array }[];
}

const MAGIC = 'CFBDJRN1';
const HEADER = 8 + 4 + 4 + 8 + 8 + 2;
const HASH = 32;

/** The page size an SQLite image declares in its header (bytes 16-17; 1 means 65536); null when it is no image. */
export function pageSizeOf(image: Uint8Array): number | null {
  if (image.length < 100) return null;
  const raw = (image[16] << 8) | image[17];
  const size = raw === 1 ? 65536 : raw;
  return size >= 512 && (size & (size - 1)) === 0 ? size : null;
}

/**
 * The pages of next that differ from old (new pages past old's end included), and the pages of old past next's
 * end (cut off): every page a write of next over old touches. Both sizes are whole pages. Compared a block of pages
 * at a time (memcmp), so a save of 5,000 pages with a few changed costs a few milliseconds.
 */
export function changedPages(old: Uint8Array, next: Uint8Array, pageSize: number): number[] {
  const a = Buffer.from(old.buffer, old.byteOffset, old.length);
  const b = Buffer.from(next.buffer, next.byteOffset, next.length);
  const block = pageSize * 16;
  const common = Math.min(a.length, b.length);
  const changed: number[] = [];
  for (let start = 0; start < common; start += block) {
    const end = Math.min(start + block, common);
    if (a.compare(b, start, end, start, end) === 0) continue;
    for (let page = start; page < end; page += pageSize) {
      if (a.compare(b, page, page + pageSize, page, page + pageSize) !== 0) changed.push(page / pageSize);
    }
  }
  for (let page = common; page < Math.max(a.length, b.length); page += pageSize) changed.push(page / pageSize);
  return changed;
}

/** The journal of a write of the given pages over old: the old contents of those that old has. */
export function journalOf(old: Uint8Array, changed: number[], pageSize: number, fileId: bigint, lock = ''): Journal {
  const pages = changed
    .filter((index) => (index + 1) * pageSize <= old.length)
    .map((index) => ({ index, bytes: old.subarray(index * pageSize, (index + 1) * pageSize) }));
  return { pageSize, oldSize: old.length, fileId, lock, pages };
}

export function encodeJournal(journal: Journal): Uint8Array {
  const lock = Buffer.from(journal.lock, 'utf8');
  const body = Buffer.alloc(HEADER + lock.length + journal.pages.length * (4 + journal.pageSize));
  body.write(MAGIC, 0, 'latin1');
  body.writeUInt32BE(journal.pageSize, 8);
  body.writeUInt32BE(journal.pages.length, 12);
  body.writeBigUInt64BE(BigInt(journal.oldSize), 16);
  body.writeBigUInt64BE(journal.fileId, 24);
  body.writeUInt16BE(lock.length, 32);
  body.set(lock, HEADER);
  let offset = HEADER + lock.length;
  for (const page of journal.pages) {
    body.writeUInt32BE(page.index, offset);
    body.set(page.bytes, offset + 4);
    offset += 4 + journal.pageSize;
  }
  return Buffer.concat([body, createHash('sha256').update(body).digest()]);
}

/**
 * The journal in bytes, or null when they are not a whole one (a write that died while writing its journal, before
 * it touched the save: the save is as it was).
 */
export function decodeJournal(bytes: Uint8Array): Journal | null {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  if (data.length < HEADER + HASH || data.toString('latin1', 0, 8) !== MAGIC) return null;
  const body = data.subarray(0, data.length - HASH);
  if (
    !createHash('sha256')
      .update(body)
      .digest()
      .equals(data.subarray(data.length - HASH))
  )
    return null;
  const pageSize = body.readUInt32BE(8);
  const count = body.readUInt32BE(12);
  const lockLength = body.readUInt16BE(32);
  if (body.length !== HEADER + lockLength + count * (4 + pageSize)) return null;
  const lock = body.toString('utf8', HEADER, HEADER + lockLength);
  const pages: Journal['pages'] = [];
  for (let k = 0, offset = HEADER + lockLength; k < count; k++, offset += 4 + pageSize) {
    pages.push({ index: body.readUInt32BE(offset), bytes: body.subarray(offset + 4, offset + 4 + pageSize) });
  }
  return { pageSize, oldSize: Number(body.readBigUInt64BE(16)), fileId: body.readBigUInt64BE(24), lock, pages };
}

/** The save as it was before the journal's write, from whatever part of the write reached it (for tests). */
export function rolledBack(current: Uint8Array, journal: Journal): Uint8Array {
  const image = new Uint8Array(journal.oldSize);
  image.set(current.subarray(0, Math.min(current.length, journal.oldSize)));
  for (const page of journal.pages) image.set(page.bytes, page.index * journal.pageSize);
  return image;
}
