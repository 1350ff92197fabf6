// The two logs beside a save that hold confirmed changes its file does not have yet: the change log of small changes
// (changeLog.ts) and a coached game's snap log (snapLog.ts), as one open copy of the save (SaveFile) has taken them in.
// A copy applies the lines it lacks when it opens or refreshes the save, appends its own, and forgets both once the
// save is written whole.
import { applyChangeEntries, changeEntries } from './changeLog.js';
import type { Db } from './database.js';
import { GameError } from './errors.js';
import { applySnapLog } from './snapLog.js';
import { changeLogOf, snapLogOf, type SaveStorage } from './storage/saveStorage.js';

/** A line appended after a torn one (a crash while appending) starts a line of its own. */
const onItsOwnLine = (log: string, line: string): string => (log !== '' && !log.endsWith('\n') ? `\n${line}` : line);

export class SaveLogs {
  /** The change log as this copy last read or wrote it; '' when there is none. */
  private changes = '';
  /** How much of `changes` this copy has applied: its whole lines (a torn or unfinished last line waits). */
  private changesTaken = 0;
  /** The snap log as this copy last applied or wrote it; null when there was none. */
  private snaps: string | null = null;

  constructor(
    private readonly storage: SaveStorage,
    /** The save's location. */
    private readonly path: string,
    private readonly label: string,
  ) {}

  /** Is anything logged beside the save at location (a download must take it in)? */
  static exist(storage: SaveStorage, location: string): boolean {
    return (storage.readNote(changeLogOf(location)) ?? '') !== '' || storage.readNote(snapLogOf(location)) !== null;
  }

  /** Nothing waits in the logs as this copy knows them. */
  get empty(): boolean {
    return this.changes === '' && this.snaps === null;
  }

  /** The change log's size: the next change writes the save whole rather than grow it past its bound. */
  get changesSize(): number {
    return this.changes.length;
  }

  /** Are the logs beside the save the ones this copy took in (another process appended none)? */
  areCurrent(): boolean {
    return (
      (this.storage.readNote(changeLogOf(this.path)) ?? '') === this.changes
      && this.storage.readNote(snapLogOf(this.path)) === this.snaps
    );
  }

  /**
   * Puts the logged changes and snaps that db lacks into it (in memory): true when there were any; 'stale' when the
   * change log is no longer the one this copy took in, so the save must be read again.
   */
  catchUp(db: Db): boolean | 'stale' {
    const changed = this.catchUpChanges(db);
    if (changed === 'stale') return changed;
    const text = this.storage.readNote(snapLogOf(this.path));
    if (text === this.snaps) return changed;
    this.snaps = text;
    const snapped = text !== null && db.transaction(() => applySnapLog(db, text));
    return changed || snapped;
  }

  private catchUpChanges(db: Db): boolean | 'stale' {
    const text = this.storage.readNote(changeLogOf(this.path)) ?? '';
    if (text === this.changes) return false;
    if (text.slice(0, this.changesTaken) !== this.changes.slice(0, this.changesTaken)) return 'stale';
    const end = Math.max(text.lastIndexOf('\n') + 1, this.changesTaken);
    const lines = text.slice(this.changesTaken, end);
    let applied: boolean;
    try {
      applied = lines !== '' && db.transaction(() => applyChangeEntries(db, changeEntries(lines)));
    } catch (error) {
      throw new GameError(
        'bad_save',
        `The change log beside ${this.label} does not fit the save (${(error as Error).message}): move it away to open the save as last written.`,
      );
    }
    this.changes = text;
    this.changesTaken = end;
    return applied;
  }

  /** A small change's line, durable before the change is answered. */
  appendChange(line: string): void {
    const text = onItsOwnLine(this.changes, line);
    this.storage.appendNote(changeLogOf(this.path), text);
    this.changes += text;
    this.changesTaken = this.changes.length;
  }

  /** A coached game's snap, durable before the snap is answered. */
  appendSnap(line: string): void {
    const text = onItsOwnLine(this.snaps ?? '', line);
    this.storage.appendNote(snapLogOf(this.path), text);
    this.snaps = (this.snaps ?? '') + text;
  }

  /** The save was read afresh: nothing of the logs is in it yet. */
  forget(): void {
    this.changes = '';
    this.changesTaken = 0;
    this.snaps = null;
  }

  /**
   * The save was written whole: it holds every change and call of the logs (this copy took them in before), and a
   * save written over another has none of them, so the logs are done with either way.
   */
  remove(): void {
    this.storage.removeNote(changeLogOf(this.path));
    this.storage.removeNote(snapLogOf(this.path));
    this.forget();
  }
}
