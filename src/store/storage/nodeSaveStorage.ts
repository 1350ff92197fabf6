// Saves as files. A change writes the pages it changed in place, behind a rollback journal beside the save
// (.NAME.journal); a new save, or a write that changes most of the file, is written whole to a temporary file beside
// it, fsynced and renamed over it. Either way a crash at any moment leaves the old save or the new one.
import {
  closeSync,
  existsSync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  futimesSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  readdirSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { acquireSaveLock, currentLockToken, isProcessAlive, waitSync, withSaveLockSync } from '../saveLockFile.js';
import { changedPages, decodeJournal, encodeJournal, pageSizeOf, type Journal } from './pageJournal.js';
import {
  checkedNoteOf,
  snapLogOf,
  changeLogOf,
  type SaveListing,
  type SaveStorage,
  type Stamp,
  type StoredSave,
  type WriteRefusal,
} from './saveStorage.js';

let tempCounter = 0;

/** When a save last changed: its file's time, or its change log's when a small change came since (changeLog.ts). */
function lastChanged(path: string, written: Date): Date {
  try {
    const logged = statSync(changeLogOf(path)).mtime;
    return logged > written ? logged : written;
  } catch {
    return written;
  }
}

/** The temporary files of a save's atomic writes: `.NAME.tmp-PID-N` beside it. */
function tempPrefix(path: string): string {
  return `.${basename(path)}.tmp-`;
}

/**
 * A file's identity: a whole write renames a new file over the old one (a new inode), and a write in place moves the
 * modification time forward (moveModifiedTime), so the stamp changes with every write.
 */
function stampOf(stat: { ino: bigint; size: bigint; mtimeNs: bigint }): Stamp {
  return `${stat.ino}:${stat.size}:${stat.mtimeNs}`;
}

/** The rollback journal of a save's write in place: `.NAME.journal` beside it. */
export function journalPathOf(path: string): string {
  return join(dirname(path), `.${basename(path)}.journal`);
}

function writeAll(fd: number, bytes: Uint8Array, position: number): void {
  let offset = 0;
  while (offset < bytes.length) offset += writeSync(fd, bytes, offset, bytes.length - offset, position + offset);
}

function fsyncFolder(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // some file systems do not allow fsync on a folder
  }
}

/**
 * Writes bytes to path so that a crash at any moment leaves either the old file or the new one. durable: false skips
 * the fsyncs, for a note that a power cut may lose or leave empty at no cost but a check made again.
 */
export function writeFileAtomic(path: string, bytes: Uint8Array, durable = true): void {
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true });
  const temp = join(dir, `${tempPrefix(path)}${process.pid}-${tempCounter++}`);
  try {
    const fd = openSync(temp, 'w');
    try {
      writeAll(fd, bytes, 0);
      if (durable) fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, path);
  } catch (error) {
    try {
      unlinkSync(temp);
    } catch {
      // the temporary file may not exist
    }
    throw error;
  }
  // Make the rename itself durable.
  if (durable) fsyncFolder(dir);
}

/** No write bit at all (checked by mode, so it holds for root too, who ignores permissions). */
function isReadOnly(path: string): boolean {
  try {
    return (statSync(path).mode & 0o222) === 0;
  } catch {
    return false;
  }
}

/** The file as it is now and the stamp it had when opened; a write in place may be under way meanwhile. */
function readOnce(path: string): StoredSave | null {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const stat = fstatSync(fd, { bigint: true });
    return { bytes: readAll(fd, Number(stat.size)), stamp: stampOf(stat) };
  } finally {
    closeSync(fd);
  }
}

function readAll(fd: number, size: number): Buffer {
  return readAt(fd, Buffer.allocUnsafe(size), size, 0);
}

/** length bytes of the file from position into buffer (fewer at its end): the part of buffer read. */
function readAt(fd: number, buffer: Buffer, length: number, position: number): Buffer {
  let done = 0;
  while (done < length) {
    const read = readSync(fd, buffer, done, length - done, position + done);
    if (read === 0) break;
    done += read;
  }
  return buffer.subarray(0, done);
}

function stampNow(path: string): Stamp | null {
  try {
    return stampOf(statSync(path, { bigint: true }));
  } catch {
    return null;
  }
}

/**
 * One whole version of the save, read without its lock: the read counts when no journal was there before or after it
 * and the stamp did not move (a write in place journals before it touches the save and moves the stamp before it drops
 * the journal). Otherwise a write is under way, or died half-way: wait for the lock, put back what a dead one left.
 */
function readStamped(path: string): StoredSave | null {
  const journal = journalPathOf(path);
  for (let attempt = 0; attempt < 3; attempt++) {
    const before = stampNow(path);
    if (before === null) return null;
    if (existsSync(journal)) break;
    const read = readOnce(path);
    if (read === null) return null;
    if (read.stamp === before && !existsSync(journal) && stampNow(path) === before) return read;
  }
  return withSaveLockSync(path, () => {
    // Holding the lock, a journal of that same lock is a worker thread's write under way: wait for it to end.
    waitSync(() => rollBack(path));
    return readOnce(path);
  });
}

/**
 * Puts back the pages a write in place that died had overwritten, from its journal (the caller holds the save's
 * lock). A journal that is not whole died before the save was touched; one of another file (a save replaced since)
 * is stale: both are only removed. False, touching nothing, when the journal's write is under way: it names the
 * lock held now, which a worker thread writes under for the thread that holds it.
 */
function rollBack(path: string, own = false): boolean {
  const journalPath = journalPathOf(path);
  let bytes: Buffer;
  try {
    bytes = readFileSync(journalPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
  const journal = decodeJournal(bytes);
  if (!own && journal !== null && journal.lock !== '' && journal.lock === currentLockToken(path)) return false;
  if (journal && existsSync(path)) {
    const fd = openSync(path, 'r+');
    try {
      if (fstatSync(fd, { bigint: true }).ino === journal.fileId) {
        for (const page of journal.pages) writeAll(fd, page.bytes, page.index * journal.pageSize);
        ftruncateSync(fd, journal.oldSize);
        fsyncSync(fd);
      }
    } finally {
      closeSync(fd);
    }
  }
  unlinkSync(journalPath);
  fsyncFolder(dirname(path));
  return true;
}

/**
 * Moves the file's modification time past what it was before a write in place, so the stamp changes even when the
 * clock's tick (a few milliseconds on some file systems) has not.
 */
function moveModifiedTime(fd: number, before: bigint): void {
  for (let step = 1n; step <= 3n; step++) {
    const stat = fstatSync(fd, { bigint: true });
    if (stat.mtimeNs > before) return;
    futimesSync(fd, Number(stat.atimeNs) / 1e9, Number(before + step * 1000n) / 1e9);
  }
}

/**
 * Writes only the pages of bytes that differ from the save (the caller holds its lock): their old contents to the
 * journal first, fsynced, then the new ones in place, fsynced, then the journal dropped. False when a whole write
 * fits better: no save yet, not the same page size, or most pages changed.
 */
function writeInPlace(path: string, bytes: Uint8Array): boolean {
  const pageSize = pageSizeOf(bytes);
  if (pageSize === null || bytes.length % pageSize !== 0) return false;
  let fd: number;
  try {
    fd = openSync(path, 'r+');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  try {
    const stat = fstatSync(fd, { bigint: true });
    const oldSize = Number(stat.size);
    if (oldSize % pageSize !== 0) return false;
    const { changed, oldPages } = changedAgainstFile(fd, oldSize, bytes, pageSize);
    if (changed.length === 0) return true;
    if (changed.length * pageSize * 2 > bytes.length) return false;
    const journalPath = journalPathOf(path);
    writeFileDurably(
      journalPath,
      encodeJournal({ pageSize, oldSize, fileId: stat.ino, lock: currentLockToken(path) ?? '', pages: oldPages }),
    );
    try {
      for (const index of changed) {
        if ((index + 1) * pageSize <= bytes.length)
          writeAll(fd, bytes.subarray(index * pageSize, (index + 1) * pageSize), index * pageSize);
      }
      if (bytes.length !== oldSize) ftruncateSync(fd, bytes.length);
      fsyncSync(fd);
      moveModifiedTime(fd, stat.mtimeNs);
    } catch (error) {
      try {
        rollBack(path, true);
      } catch {
        // the journal stays, and the next read or write of the save puts the old pages back
      }
      throw error;
    }
    unlinkSync(journalPath);
    // The journal's removal durable too: one found after a power cut would undo a confirmed change.
    fsyncFolder(dirname(path));
    return true;
  } finally {
    closeSync(fd);
  }
}

/** The file is read through one buffer of this size, kept for the next write. */
const CHUNK = 1 << 20;
let chunk: Buffer | null = null;

/**
 * The pages of next that differ from the open file (changedPages, a chunk of the file at a time, so no copy of a
 * whole save is made), and the old contents of those the file has, for the journal.
 */
function changedAgainstFile(
  fd: number,
  size: number,
  next: Uint8Array,
  pageSize: number,
): { changed: number[]; oldPages: Journal['pages'] } {
  chunk ??= Buffer.allocUnsafe(CHUNK);
  const changed: number[] = [];
  const oldPages: Journal['pages'] = [];
  for (let start = 0; start < size; start += CHUNK) {
    const old = readAt(fd, chunk, Math.min(CHUNK, size - start), start);
    for (const page of changedPages(old, next.subarray(start, start + old.length), pageSize)) {
      changed.push(start / pageSize + page);
      oldPages.push({
        index: start / pageSize + page,
        bytes: Buffer.from(old.subarray(page * pageSize, (page + 1) * pageSize)),
      });
    }
  }
  for (let page = size; page < next.length; page += pageSize) changed.push(page / pageSize);
  return { changed, oldPages };
}

/** A new file written and fsynced, its name in the folder made durable. */
function writeFileDurably(path: string, bytes: Uint8Array): void {
  const fd = openSync(path, 'w');
  try {
    writeAll(fd, bytes, 0);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  fsyncFolder(dirname(path));
}

export const nodeSaveStorage: SaveStorage = {
  locate: (path) => resolve(path),
  kind(path) {
    try {
      return statSync(path).isDirectory() ? 'folder' : 'save';
    } catch {
      return null;
    }
  },
  read: readStamped,
  stamp: stampNow,
  write(path, bytes) {
    // A journal left under the lock this write holds is of a write of this lock that failed and could not undo itself.
    rollBack(path, true);
    if (!writeInPlace(path, bytes)) writeFileAtomic(path, bytes);
    return stampNow(path);
  },
  writeRefusal(path): WriteRefusal {
    if (isReadOnly(path)) return 'save';
    // A write creates a temporary file or a journal beside the save.
    return isReadOnly(dirname(path)) ? 'folder' : null;
  },
  remove(path) {
    unlinkSync(path);
    this.removeNote(checkedNoteOf(path));
    this.removeNote(journalPathOf(path));
    this.removeNote(snapLogOf(path));
    this.removeNote(changeLogOf(path));
  },
  list(folder, isSaveName): SaveListing[] {
    let names: string[];
    try {
      names = readdirSync(folder);
    } catch {
      return [];
    }
    const saves: SaveListing[] = [];
    for (const name of names.filter(isSaveName).sort()) {
      try {
        const stat = statSync(join(folder, name));
        if (stat.isFile()) saves.push({ name, size: stat.size, modified: lastChanged(join(folder, name), stat.mtime) });
      } catch {
        // deleted meanwhile
      }
    }
    return saves;
  },
  cleanUp(path) {
    const prefix = tempPrefix(path);
    let names: string[];
    try {
      names = readdirSync(dirname(path));
    } catch {
      return;
    }
    for (const name of names) {
      if (!name.startsWith(prefix)) continue;
      const pid = Number(name.slice(prefix.length).split('-')[0]);
      // Those of live processes may be in use.
      if (pid === process.pid || isProcessAlive(pid)) continue;
      try {
        unlinkSync(join(dirname(path), name));
      } catch {
        // another process cleaned it first, or the folder is read-only: it stays harmless
      }
    }
  },
  readNote(path) {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return null;
    }
  },
  writeNote(path, text) {
    // A note is a hint (the folder's current save, a save's last checked stamp): atomic, not fsynced.
    writeFileAtomic(path, new TextEncoder().encode(text), false);
  },
  appendNote(path, text) {
    const made = !existsSync(path);
    const fd = openSync(path, 'a');
    try {
      writeAll(fd, Buffer.from(text, 'utf8'), fstatSync(fd).size);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    if (made) fsyncFolder(dirname(path));
  },
  removeNote(path) {
    try {
      unlinkSync(path);
    } catch {
      // no note to remove
    }
  },
  withLockSync: withSaveLockSync,
  lock: acquireSaveLock,
};
