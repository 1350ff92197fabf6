// Writing a save in place, only the pages a change touched, behind a rollback journal: a 30-season save is 18 MiB
// and most changes (an offseason step, a scheduled game) touch a few dozen of its pages, so rewriting the whole
// file each time made every step cost more as a dynasty aged.
//
// The order makes a crash at any moment harmless, as SQLite's own rollback journal does:
//   1. the old contents of the pages about to change (and the old length) go to `.NAME.journal`, written under a
//      temporary name, fsynced and renamed, so a journal that exists is whole;
//   2. the new pages are written into the save, header page last, and the save is fsynced;
//   3. the journal is emptied (fsynced) and removed: from here the change is confirmed.
// A journal found later belongs to a writer that died between 1 and 3: its pages put back give the old save.
// Readers never see a half-written save: they wait while a live writer's journal exists, and check that the
// save's header (its change counter, see saveStamp) did not move while they read it.
import { closeSync, fstatSync, fsyncSync, ftruncateSync, openSync, readFileSync, readSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

const MAGIC = 'CFBDJRN1';
/** magic, writer's pid, the save's inode, old length, page size, page count. */
const HEADER_BYTES = 8 + 4 + 8 + 8 + 4 + 4;

/** The journal of a save: beside it, hidden, named after it. */
export function journalPathOf(path: string): string {
  return join(dirname(path), `.${basename(path)}.journal`);
}

/** SQLite's page size, from bytes 16-17 of the file's header (big-endian; 1 stands for 65536). */
export function pageSizeOf(file: Uint8Array): number {
  const size = (file[16] << 8) | file[17];
  return size === 1 ? 65536 : size;
}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * Pages (by index from 0) that differ between the file as last written and the database now, with every page
 * past the shorter of the two (pages added, or pages a shrink drops).
 */
export function changedPages(written: Uint8Array, now: Uint8Array, pageSize: number): number[] {
  const before = asBuffer(written);
  const after = asBuffer(now);
  const common = Math.min(before.length, after.length);
  const pages: number[] = [];
  for (let offset = 0; offset < common; offset += pageSize) {
    const end = Math.min(offset + pageSize, common);
    if (before.compare(after, offset, end, offset, end) !== 0) pages.push(offset / pageSize);
  }
  for (let offset = common; offset < Math.max(before.length, after.length); offset += pageSize) pages.push(offset / pageSize);
  return pages;
}

/** FNV-1a: enough to tell a damaged journal from a whole one (a journal appears whole by its rename). */
function checksum(bytes: Buffer, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < end; i++) hash = Math.imul(hash ^ bytes[i], 0x01000193);
  return hash >>> 0;
}

function writeAll(fd: number, bytes: Uint8Array, offset: number, length: number, position: number): void {
  let done = 0;
  while (done < length) done += writeSync(fd, bytes, offset + done, length - done, position + done);
}

function fsyncFolder(path: string): void {
  try {
    const fd = openSync(dirname(path), 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // some file systems do not allow fsync on a folder
  }
}

interface Journal {
  pid: number;
  /** The file it was written for: a save replaced or deleted since is not rolled back with another's pages. */
  inode: number;
  oldLength: number;
  pageSize: number;
  pages: { index: number; bytes: Buffer }[];
}

function encodeJournal(inode: number, written: Uint8Array, pages: number[], pageSize: number): Buffer {
  const kept = pages.filter((index) => (index + 1) * pageSize <= written.length);
  const out = Buffer.alloc(HEADER_BYTES + kept.length * (4 + pageSize) + 4);
  out.write(MAGIC, 0, 'latin1');
  out.writeUInt32LE(process.pid, 8);
  out.writeDoubleLE(inode, 12);
  out.writeDoubleLE(written.length, 20);
  out.writeUInt32LE(pageSize, 28);
  out.writeUInt32LE(kept.length, 32);
  let at = HEADER_BYTES;
  for (const index of kept) {
    out.writeUInt32LE(index, at);
    out.set(written.subarray(index * pageSize, (index + 1) * pageSize), at + 4);
    at += 4 + pageSize;
  }
  out.writeUInt32LE(checksum(out, at), at);
  return out;
}

function decodeJournal(bytes: Buffer): Journal | null {
  if (bytes.length < HEADER_BYTES + 4 || bytes.toString('latin1', 0, 8) !== MAGIC) return null;
  const pageSize = bytes.readUInt32LE(28);
  const count = bytes.readUInt32LE(32);
  const end = HEADER_BYTES + count * (4 + pageSize);
  if (pageSize === 0 || bytes.length !== end + 4 || bytes.readUInt32LE(end) !== checksum(bytes, end)) return null;
  const pages: Journal['pages'] = [];
  for (let at = HEADER_BYTES; at < end; at += 4 + pageSize) {
    pages.push({ index: bytes.readUInt32LE(at), bytes: bytes.subarray(at + 4, at + 4 + pageSize) });
  }
  return { pid: bytes.readUInt32LE(8), inode: bytes.readDoubleLE(12), oldLength: bytes.readDoubleLE(20), pageSize, pages };
}

function readJournal(path: string): Buffer | null {
  try {
    return readFileSync(journalPathOf(path));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The pid of the process whose write is under way (or died under way), or null when no journal exists. */
export function journalWriter(path: string): number | null {
  const bytes = readJournal(path);
  if (bytes === null || bytes.length === 0) return null;
  return decodeJournal(bytes)?.pid ?? 0;
}

/** Empties the journal durably, then removes it: an empty or missing journal rolls nothing back. */
function dropJournal(path: string): void {
  const journal = journalPathOf(path);
  try {
    const fd = openSync(journal, 'r+');
    try {
      ftruncateSync(fd, 0);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    unlinkSync(journal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Puts back what a journal holds (the save as before the interrupted write); true when it rolled anything back. */
export function rollBackJournal(path: string): boolean {
  const bytes = readJournal(path);
  if (bytes === null) return false;
  const journal = bytes.length > 0 ? decodeJournal(bytes) : null;
  if (journal && inodeOf(path) === journal.inode) {
    const fd = openSync(path, 'r+');
    try {
      for (const page of journal.pages) writeAll(fd, page.bytes, 0, page.bytes.length, page.index * journal.pageSize);
      ftruncateSync(fd, journal.oldLength);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }
  // A damaged journal was never complete (it appears by rename once whole), so the save was not touched yet.
  dropJournal(path);
  return journal !== null;
}

function inodeOf(path: string): number | null {
  try {
    return Number(statSync(path).ino);
  } catch {
    return null;
  }
}

/** Step 1: the journal of the pages about to change, whole on disk before the save is touched. */
export function writeJournal(path: string, written: Uint8Array, pages: number[], pageSize: number): void {
  const journal = journalPathOf(path);
  const temp = `${journal}-${process.pid}`;
  try {
    const fd = openSync(temp, 'w');
    try {
      const encoded = encodeJournal(Number(statSync(path).ino), written, pages, pageSize);
      writeAll(fd, encoded, 0, encoded.length, 0);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, journal);
  } catch (error) {
    try {
      unlinkSync(temp);
    } catch {
      // not made
    }
    throw error;
  }
  fsyncFolder(path);
}

/**
 * Step 2: the new pages into the save, runs of neighbouring pages in one write each and the header page (0) last,
 * so a reader that finds the old change counter after reading everything read no new page; then the fsync.
 */
export function writePages(path: string, now: Uint8Array, pages: number[], pageSize: number, oldLength: number): void {
  const save = openSync(path, 'r+');
  try {
    const ordered = pages.filter((index) => index > 0 && index * pageSize < now.length);
    for (let i = 0; i < ordered.length; ) {
      let j = i + 1;
      while (j < ordered.length && ordered[j] === ordered[j - 1] + 1) j++;
      const start = ordered[i] * pageSize;
      const end = Math.min((ordered[j - 1] + 1) * pageSize, now.length);
      writeAll(save, now, start, end - start, start);
      i = j;
    }
    if (now.length !== oldLength) ftruncateSync(save, now.length);
    if (pages[0] === 0) writeAll(save, now, 0, Math.min(pageSize, now.length), 0);
    fsyncSync(save);
  } finally {
    closeSync(save);
  }
}

/**
 * Brings the save at path from `written` (its bytes on disk) to `now` by writing the given pages (ascending) in
 * place behind the journal. On an error the save is rolled back to `written` and the error rethrown.
 */
export function writePagesInPlace(path: string, written: Uint8Array, now: Uint8Array, pages: number[], pageSize: number): void {
  writeJournal(path, written, pages, pageSize);
  try {
    writePages(path, now, pages, pageSize, written.length);
  } catch (error) {
    rollBackJournal(path);
    throw error;
  }
  dropJournal(path);
}

/** The room an image keeps beyond the file's length, as a share of it. */
const ROOM = 0.25;

/**
 * The bytes of a save as they are on disk, kept by its writer to compare the next write with. It keeps room to
 * grow: most changes add a few pages at the end, and copying an 18 MiB file for each would cost more than the
 * write itself.
 */
export class FileImage {
  private constructor(
    private buffer: Buffer,
    private length: number,
  ) {}

  /**
   * The file read into an image with its room (the first write after a load: a command's only one). Read into a
   * buffer of exactly the file's length, the image copied all of it to a larger one as soon as the change added a
   * page, which most do: about 10 ms of a 30-season save's first write.
   */
  static read(path: string): FileImage {
    const fd = openSync(path, 'r');
    try {
      const size = fstatSync(fd).size;
      const buffer = Buffer.allocUnsafe(Math.ceil(size * (1 + ROOM)));
      let length = 0;
      while (length < size) {
        const read = readSync(fd, buffer, length, size - length, length);
        if (read === 0) break;
        length += read;
      }
      return new FileImage(buffer, length);
    } finally {
      closeSync(fd);
    }
  }

  /** A copy of bytes, with room to grow. */
  static copyOf(bytes: Uint8Array): FileImage {
    const image = new FileImage(Buffer.allocUnsafe(0), 0);
    image.update(bytes, null, 1);
    return image;
  }

  get bytes(): Buffer {
    return this.buffer.subarray(0, this.length);
  }

  /** Takes the file's new length and the given pages of now (all of it when pages is null). */
  update(now: Uint8Array, pages: readonly number[] | null, pageSize: number): void {
    if (now.length > this.buffer.length) {
      const grown = Buffer.allocUnsafe(Math.ceil(now.length * (1 + ROOM)));
      if (pages !== null) this.buffer.copy(grown, 0, 0, Math.min(this.length, now.length));
      this.buffer = grown;
    }
    if (pages === null) this.buffer.set(now, 0);
    else {
      for (const index of pages) {
        const start = index * pageSize;
        if (start < now.length) this.buffer.set(now.subarray(start, Math.min(start + pageSize, now.length)), start);
      }
    }
    this.length = now.length;
  }
}
