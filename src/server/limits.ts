// A hosted server's limits per player: saves kept, new games per hour, disk used. A refusal is a 'limit'
// GameError (HTTP 429) whose message says what to do. Local mode has no limits.
import { GameError } from '../store/errors.js';
import { folderSize, saveNamesIn } from '../store/saveFolder.js';
import {
  DEFAULT_CHANGES_PER_MINUTE,
  DEFAULT_IMPORT_MAX_MB,
  DEFAULT_MAX_SAVES,
  DEFAULT_NEW_GAMES_PER_HOUR,
  DEFAULT_QUOTA_MB,
  HOUR_MS,
  MB,
  NEW_GAME_MEMORY,
  NEW_SAVE_BYTES,
} from './limitsTuning.js';
import type { Player } from './users.js';

export interface HostedLimitSettings {
  maxSaves: number;
  newGamesPerHour: number;
  quotaBytes: number;
  importMaxBytes: number;
  changesPerMinute: number;
}

export const DEFAULT_HOSTED_LIMITS: HostedLimitSettings = {
  maxSaves: DEFAULT_MAX_SAVES,
  newGamesPerHour: DEFAULT_NEW_GAMES_PER_HOUR,
  quotaBytes: DEFAULT_QUOTA_MB * MB,
  importMaxBytes: DEFAULT_IMPORT_MAX_MB * MB,
  changesPerMinute: DEFAULT_CHANGES_PER_MINUTE,
};

function megabytes(bytes: number): string {
  return `${Math.round(bytes / MB)} MB`;
}

export class Limits {
  /** Start times of each player's recent new games (least recently started player first). */
  private readonly newGames = new Map<string, number[]>();

  constructor(
    readonly settings: HostedLimitSettings | null,
    private readonly now: () => number = Date.now,
  ) {}

  /** Before a new game or an import of size bytes: room for one more save, within the hour's count and the quota. */
  beforeNewSave(player: Player, size = NEW_SAVE_BYTES): void {
    const limits = this.settings;
    if (!limits) return;
    if (saveNamesIn(player.folder).length >= limits.maxSaves) {
      throw new GameError('limit', `You have ${limits.maxSaves} saves, the most this server keeps per player: delete one under Load Game first.`);
    }
    const recent = this.recentNewGames(player);
    if (recent.length >= limits.newGamesPerHour) {
      const wait = Math.ceil((recent[0] + HOUR_MS - this.now()) / 60_000);
      throw new GameError('limit', `At most ${limits.newGamesPerHour} new games per hour on this server: try again in ${wait} minute${wait === 1 ? '' : 's'}.`);
    }
    this.checkQuota(player, size);
  }

  /** Before a change: a player over their disk quota may only delete saves. */
  beforeChange(player: Player): void {
    if (this.settings) this.checkQuota(player, 0);
  }

  /** Before an import: the file's own size cap. */
  beforeImport(player: Player, size: number): void {
    const limits = this.settings;
    if (limits && size > limits.importMaxBytes) {
      throw new GameError('limit', `That file is ${megabytes(size)}; this server imports saves of up to ${megabytes(limits.importMaxBytes)}.`);
    }
    this.beforeNewSave(player, size);
  }

  /** Counts a new game (or import) that was made. */
  recordNewSave(player: Player): void {
    if (!this.settings || !player.userId) return;
    const recent = this.recentNewGames(player);
    recent.push(this.now());
    this.newGames.delete(player.userId);
    this.newGames.set(player.userId, recent);
    if (this.newGames.size > NEW_GAME_MEMORY) {
      const oldest = this.newGames.keys().next().value;
      if (oldest !== undefined) this.newGames.delete(oldest);
    }
  }

  private recentNewGames(player: Player): number[] {
    const since = this.now() - HOUR_MS;
    return (player.userId ? (this.newGames.get(player.userId) ?? []) : []).filter((t) => t > since);
  }

  private checkQuota(player: Player, extra: number): void {
    const limits = this.settings!;
    const used = folderSize(player.folder);
    if (used + extra > limits.quotaBytes) {
      throw new GameError('limit', `Your saves take ${megabytes(used)} of the ${megabytes(limits.quotaBytes)} this server keeps per player: delete a save under Load Game first.`);
    }
  }
}
