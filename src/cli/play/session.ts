// The open save of a terminal game: what the screens read (a PageContext of the current data) and the only
// way they change the game (the store's actions, each written to disk by SaveFile.change).
import { existsSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import { basename, dirname, join, resolve } from 'node:path';
import type { Db } from '../../store/database.js';
import { newDynasty, type NewDynastyOptions } from '../../store/actions/newDynasty.js';
import { hasDynasty } from '../../store/queries/meta.js';
import { SaveFile } from '../../store/saveFile.js';
import { PageContext } from '../../store/views/context.js';
import { GameError } from '../../store/errors.js';
import {
  currentSaveName,
  deleteSave,
  existingSave,
  listSaves,
  nameForNewDynasty,
  setCurrentSave,
  type SaveSummary,
} from '../../store/saveFolder.js';
import { coachedPrograms, programOf, rememberProgram, type Program } from '../../store/program.js';

/** The terminal game holds its save open (in WAL mode, so the other commands read it while it plays). */
const PLAYED = { hold: true };

function closePlayed(save: SaveFile | null): void {
  save?.close();
}

export type NewGameChoice = Pick<
  NewDynastyOptions,
  'year' | 'team' | 'playoffTeams' | 'autobids' | 'confChampTop4' | 'staffRecruiting' | 'role' | 'setup' | 'coach'
>;

export class PlaySession {
  /** The seat of the coached program played (multi-team mode's switcher); null: the one last acted for. */
  private seat: number | null = null;

  private constructor(
    /** The save being played (a new dynasty or another save chosen on the start screen changes it). */
    public path: string,
    private current: SaveFile | null,
    /** Seed of each new dynasty: fixed in tests, fresh otherwise (like the web's new game). */
    private readonly nextSeed: () => number,
  ) {}

  /** Opens the save at path when there is one; a file that is not a save is an error, not a fresh start. */
  static async open(path: string, options: { seed?: number; team?: string } = {}): Promise<PlaySession> {
    const save = existsSync(path) ? await SaveFile.open(path, PLAYED) : null;
    const seed = options.seed;
    const session = new PlaySession(path, save, () => seed ?? randomInt(1, 2 ** 31 - 1));
    if (options.team !== undefined) {
      if (!session.hasDynasty) throw new GameError('no_game', 'No dynasty has been started yet: --team names none.');
      session.playProgram(options.team);
    }
    return session;
  }

  /**
   * The coached program played: the one chosen with the switcher (or --team), as its coach's seat is now (he may
   * have changed jobs), else the one last acted for.
   */
  program(): Program {
    if (!this.current) throw new GameError('no_game', 'No dynasty has been started yet.');
    const db = this.current.db;
    const chosen = this.seat === null ? null : coachedPrograms(db).find((p) => p.seat === this.seat);
    return chosen ?? programOf(db);
  }

  /** Plays another coached program of the save from now on (remembered as the one last acted for). */
  playProgram(team: string): Program {
    const save = this.current;
    if (!save) throw new GameError('no_game', 'No dynasty has been started yet.');
    const program = programOf(save.db, team);
    this.seat = program.seat;
    if (programOf(save.db).seat !== program.seat) save.change(() => rememberProgram(save.db, program));
    return program;
  }

  get hasDynasty(): boolean {
    return this.current !== null && hasDynasty(this.current.db);
  }

  /** The folder of saves the start screen picks from: the save's own folder. */
  get folder(): string {
    return dirname(this.path);
  }

  /** Every save of the folder (the start screen's picker). */
  saves(): Promise<SaveSummary[]> {
    return listSaves(this.folder);
  }

  /** Plays another save of the folder, which becomes the current one for the other commands too. */
  async switchTo(name: string): Promise<void> {
    const path = existingSave(this.folder, name);
    const save = await SaveFile.open(path, PLAYED);
    closePlayed(this.current);
    this.current = save;
    this.seat = null;
    this.path = path;
    setCurrentSave(this.folder, basename(path));
  }

  /**
   * Deletes a save of the folder. When it is the one being played, the folder's current save is played instead
   * (deleting the current save makes the most recently played one left current), or none when none is left.
   */
  async deleteSave(name: string): Promise<void> {
    const path = existingSave(this.folder, name);
    await deleteSave(this.folder, basename(path));
    if (path !== resolve(this.path)) return;
    this.current?.close();
    this.current = null;
    this.seat = null;
    const next = currentSaveName(this.folder);
    if (next === null) return;
    this.path = join(this.folder, next);
    this.current = await SaveFile.open(this.path, PLAYED);
  }

  /** Has another program written the save since this session read or wrote it? */
  changedOnDisk(): boolean {
    return this.current !== null && !this.current.isCurrent();
  }

  /** A fresh view context of the save as it is now (reloaded first if another program changed it). */
  context(): PageContext {
    if (!this.current) throw new GameError('no_game', 'No dynasty has been started yet.');
    this.current.refresh();
    return new PageContext(this.current.db, this.program());
  }

  /** Runs one action, for the program being played, in one transaction of the save. */
  change<T>(action: (db: Db, program: Program) => T): T {
    const save = this.current;
    if (!save) throw new GameError('no_game', 'No dynasty has been started yet.');
    const program = this.program();
    return save.change(() => action(save.db, program));
  }

  /**
   * Starts a new dynasty: into the save file when there is none yet, else into a new file of the folder named
   * after team and year (never replacing a dynasty), which becomes the current save.
   */
  async startNew(choice: NewGameChoice): Promise<void> {
    const path = existsSync(this.path)
      ? join(this.folder, nameForNewDynasty(this.folder, choice.team, choice.year))
      : this.path;
    (await newDynasty(path, { ...choice, seed: this.nextSeed() })).close();
    const save = await SaveFile.open(path, PLAYED);
    closePlayed(this.current);
    this.current = save;
    this.seat = null;
    this.path = path;
    setCurrentSave(this.folder, basename(path));
  }

  close(): void {
    closePlayed(this.current);
    this.current = null;
  }
}
