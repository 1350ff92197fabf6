// The open save of a terminal game: what the screens read (a PageContext of the current data) and the only
// way they change the game (the store's actions, each written to disk by SaveFile.change).
import { existsSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import type { Db } from '../../store/database.js';
import { newDynasty, type NewDynastyOptions } from '../../store/actions/newDynasty.js';
import { hasDynasty } from '../../store/queries/meta.js';
import { SaveFile } from '../../store/saveFile.js';
import { PageContext } from '../../store/views/context.js';
import { GameError } from '../../store/errors.js';

export type NewGameChoice = Pick<NewDynastyOptions, 'year' | 'team' | 'playoffTeams' | 'autobids' | 'confChampTop4'>;

export class PlaySession {
  private constructor(
    readonly path: string,
    private current: SaveFile | null,
    /** Seed of each new dynasty: fixed in tests, fresh otherwise (like the web's new game). */
    private readonly nextSeed: () => number,
  ) {}

  /** Opens the save at path when there is one; a file that is not a save is an error, not a fresh start. */
  static async open(path: string, options: { seed?: number } = {}): Promise<PlaySession> {
    const save = existsSync(path) ? await SaveFile.open(path) : null;
    const seed = options.seed;
    return new PlaySession(path, save, () => seed ?? randomInt(1, 2 ** 31 - 1));
  }

  get hasDynasty(): boolean {
    return this.current !== null && hasDynasty(this.current.db);
  }

  /** A fresh view context of the save as it is now (views memoize per data version). */
  context(): PageContext {
    if (!this.current) throw new GameError('no_game', 'No dynasty has been started yet.');
    return new PageContext(this.current.db);
  }

  /** Runs one action in a transaction and writes the save. */
  change<T>(action: (db: Db) => T): T {
    const save = this.current;
    if (!save) throw new GameError('no_game', 'No dynasty has been started yet.');
    return save.change(() => action(save.db));
  }

  /** Replaces the saved dynasty (if any) with a new one. */
  async startNew(choice: NewGameChoice): Promise<void> {
    const save = await newDynasty(this.path, { ...choice, seed: this.nextSeed(), force: true });
    this.current?.close();
    this.current = save;
  }

  close(): void {
    this.current?.close();
    this.current = null;
  }
}
