// Who is playing: in local mode the one player of the saves folder the terminal uses; in hosted mode every
// browser is its own player, known by the X-User-ID header, with its own folder of saves DIR/{userId}/.
// Each folder has a current save (the one the game's pages show); a new game adds a save and makes it current.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { BadUserIdError, isUserId, type Player, type Purpose, type ServerMode } from './player.js';
import { currentSaveName, pointedSaveName, setCurrentSave } from '../store/saveFolder.js';

export { BadUserIdError, isUserId, type Player, type Purpose, type ServerMode } from './player.js';

/** 128 random bits as 32 lower-case hex digits: unguessable, and safe as a file name on any file system. */
export function newUserId(): string {
  return randomBytes(16).toString('hex');
}

/** How many handed-out ids without a save yet are remembered (a new game is usually started within minutes). */
const ISSUED_MEMORY = 10_000;

/** The save a folder without a current one starts from (and the single save of earlier versions). */
const DEFAULT_SAVE_NAME = 'dynasty.db';

export class Players {
  private readonly issued = new Set<string>();
  /**
   * Local mode: the save the server plays: the one it was started on, until the player starts or opens another
   * (New Game or Continue here, or `dynasty new`, `saves use` or `dynasty play` in the terminal).
   */
  private localCurrent: string | null = null;
  /** Local mode: the save the folder's pointer named when last looked at (a change is the player's choice elsewhere). */
  private localPointed: string | null;

  constructor(readonly mode: ServerMode) {
    this.localPointed = mode.kind === 'local' ? pointedSaveName(dirname(resolve(mode.savePath))) : null;
  }

  /** The folder of a user id (only ever called with a checked id, so the id never escapes the users folder). */
  private folderOf(userId: string): string {
    if (this.mode.kind !== 'hosted' || !isUserId(userId))
      throw new Error('folderOf needs a hosted mode and a checked id');
    return join(resolve(this.mode.usersDir), userId);
  }

  /** Earlier versions kept one save per user as DIR/{userId}.db: it moves into the user's folder. */
  private adoptSingleSave(userId: string): void {
    if (this.mode.kind !== 'hosted') return;
    const single = join(resolve(this.mode.usersDir), `${userId}.db`);
    const folder = this.folderOf(userId);
    if (!existsSync(single) || existsSync(join(folder, DEFAULT_SAVE_NAME))) return;
    mkdirSync(folder, { recursive: true });
    renameSync(single, join(folder, DEFAULT_SAVE_NAME));
    setCurrentSave(folder, DEFAULT_SAVE_NAME);
  }

  private playerOf(userId: string): Player {
    const folder = this.folderOf(userId);
    return { savePath: join(folder, currentSaveName(folder) ?? DEFAULT_SAVE_NAME), folder, userId };
  }

  private issue(): Player {
    return this.playerOf(this.issueId());
  }

  /** A fresh id, remembered as one this server handed out. */
  private issueId(): string {
    const userId = newUserId();
    this.issued.add(userId);
    if (this.issued.size > ISSUED_MEMORY) {
      const oldest = this.issued.values().next().value;
      if (oldest !== undefined) this.issued.delete(oldest);
    }
    return userId;
  }

  /** Known ids: handed out by this server, or owning saves. Others may not name a new save. */
  private isKnown(userId: string): boolean {
    return (
      this.issued.has(userId)
      || existsSync(this.folderOf(userId))
      || existsSync(join(resolve((this.mode as { usersDir: string }).usersDir), `${userId}.db`))
    );
  }

  /**
   * After a save of the player's folder was deleted: in local mode, a server playing that save moves to the folder's
   * current save (the most recently played one left, see deleteSave). Hosted players read their folder's pointer.
   */
  afterDelete(player: Player, name: string): void {
    if (
      this.mode.kind !== 'local'
      || basename(player.savePath) !== name
      || dirname(player.savePath) !== resolve(player.folder)
    )
      return;
    const next = currentSaveName(player.folder);
    this.localCurrent = next === null ? null : join(player.folder, next);
    this.localPointed = pointedSaveName(player.folder);
  }

  /** Makes a save of the player's folder their current one (New Game, Continue, import). */
  setCurrent(player: Player, name: string): void {
    if (this.mode.kind === 'local') this.localCurrent = join(player.folder, name);
    // The terminal commands follow the browser's choice (in local mode the folder is theirs too).
    setCurrentSave(player.folder, name);
    if (this.mode.kind === 'local') this.localPointed = pointedSaveName(player.folder);
  }

  /**
   * Local mode: the save the server plays, following the player's choice in the terminal: when the saves folder's
   * pointer has changed since the server last looked, the save it now names (a save started or opened there).
   */
  private localSave(savePath: string): string {
    const folder = dirname(this.localCurrent ?? savePath);
    const pointed = pointedSaveName(folder);
    if (pointed !== null && pointed !== this.localPointed) this.localCurrent = join(folder, pointed);
    this.localPointed = pointed;
    return this.localCurrent ?? savePath;
  }

  /**
   * The player behind a request's X-User-ID header. Without one (or, for home and a new game, with one this
   * server does not know) the player gets a fresh id: only ids the server made ever name a save file.
   */
  identify(header: unknown, purpose: Purpose): Player {
    if (this.mode.kind === 'local') {
      const savePath = this.localSave(resolve(this.mode.savePath));
      return { savePath, folder: dirname(savePath), userId: null };
    }
    const value = Array.isArray(header) ? header[0] : header;
    // Home and a new game treat a malformed id like a missing one (wire format section 0: a browser holding an
    // id of another format, e.g. the original's UUID4, must not stay stuck); other calls refuse it.
    if (value === undefined || value === '' || (purpose !== 'play' && !isUserId(value))) return this.issue();
    if (!isUserId(value)) throw new BadUserIdError(this.issueId());
    if (purpose !== 'play' && !this.isKnown(value)) return this.issue();
    this.adoptSingleSave(value);
    return this.playerOf(value);
  }
}
