// A hosted server's limits per player and per client address: saves kept, new games per hour, disk used. A
// player's id is whatever the client sends, so the address counts too: a client that hands itself a fresh id for
// every game is held at its address's limits. A refusal is a 'limit' GameError (HTTP 429) whose message says what
// to do. Local mode has no limits.
import { GameError } from '../store/errors.js';
import { folderSize, saveNamesIn } from '../store/saveFolder.js';
import {
  DEFAULT_ADDRESS_MAX_SAVES,
  DEFAULT_ADDRESS_NEW_GAMES_PER_HOUR,
  DEFAULT_ADDRESS_QUOTA_MB,
  DEFAULT_CHANGES_AT_ONCE,
  DEFAULT_CHANGES_PER_MINUTE,
  DEFAULT_IMPORT_MAX_MB,
  DEFAULT_MAX_SAVES,
  DEFAULT_NEW_GAMES_PER_HOUR,
  DEFAULT_QUOTA_MB,
  DEFAULT_READS_AT_ONCE,
  DEFAULT_READS_PER_MINUTE,
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
  readsPerMinute: number;
  /** Pages one client address may have built or waiting at once. */
  readsAtOnce: number;
  /** Changes one client address may have running or queued at once. */
  changesAtOnce: number;
  addressMaxSaves: number;
  addressNewGamesPerHour: number;
  addressQuotaBytes: number;
}

export const DEFAULT_HOSTED_LIMITS: HostedLimitSettings = {
  maxSaves: DEFAULT_MAX_SAVES,
  newGamesPerHour: DEFAULT_NEW_GAMES_PER_HOUR,
  quotaBytes: DEFAULT_QUOTA_MB * MB,
  importMaxBytes: DEFAULT_IMPORT_MAX_MB * MB,
  changesPerMinute: DEFAULT_CHANGES_PER_MINUTE,
  readsPerMinute: DEFAULT_READS_PER_MINUTE,
  readsAtOnce: DEFAULT_READS_AT_ONCE,
  changesAtOnce: DEFAULT_CHANGES_AT_ONCE,
  addressMaxSaves: DEFAULT_ADDRESS_MAX_SAVES,
  addressNewGamesPerHour: DEFAULT_ADDRESS_NEW_GAMES_PER_HOUR,
  addressQuotaBytes: DEFAULT_ADDRESS_QUOTA_MB * MB,
};

/** Who asks: the player (their id and folder) and the client address the request came from. */
export interface Requester {
  player: Player;
  /** The client's address (a trusted proxy's forwarded one when the server trusts it). */
  address: string;
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / MB)} MB`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Keys remembered up to a count, least recently used forgotten first. */
class Memory<T> {
  private readonly entries = new Map<string, T>();
  constructor(private readonly capacity: number) {}

  get(key: string): T | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}

export class Limits {
  /** Start times of recent new games, per player id ("user:") and per address ("address:"). */
  private readonly newGames = new Memory<number[]>(NEW_GAME_MEMORY);
  /** The folders an address started games in (its saves and disk are theirs together). */
  private readonly foldersOfAddress = new Memory<Set<string>>(NEW_GAME_MEMORY);

  constructor(
    readonly settings: HostedLimitSettings | null,
    private readonly now: () => number = Date.now,
  ) {}

  /** Before a new game or an import of size bytes: room for one more save, within the hour's count and the quota. */
  beforeNewSave({ player, address }: Requester, size = NEW_SAVE_BYTES): void {
    const limits = this.settings;
    if (!limits) return;
    if (saveNamesIn(player.folder).length >= limits.maxSaves) {
      throw new GameError(
        'limit',
        `You have ${limits.maxSaves} saves, the most this server keeps per player: delete one under Load Game first.`,
      );
    }
    this.checkHour(
      this.recent(`user:${player.userId ?? ''}`),
      limits.newGamesPerHour,
      'new games per hour on this server',
    );
    this.checkQuota(limits, player, size);
    const folders = [...new Set([...(this.foldersOfAddress.get(address) ?? []), player.folder])];
    const saves = folders.reduce((sum, folder) => sum + saveNamesIn(folder).length, 0);
    if (saves >= limits.addressMaxSaves) {
      throw new GameError(
        'limit',
        `Your address keeps ${limits.addressMaxSaves} saves, the most this server keeps per address: delete one under Load Game first.`,
      );
    }
    this.checkHour(
      this.recent(`address:${address}`),
      limits.addressNewGamesPerHour,
      'new games per hour from one address on this server',
    );
    const used = folders.reduce((sum, folder) => sum + folderSize(folder), 0);
    if (used + size > limits.addressQuotaBytes) {
      throw new GameError(
        'limit',
        `Saves made from your address take ${megabytes(used)} of the ${megabytes(limits.addressQuotaBytes)} this server keeps per address: delete a save under Load Game first.`,
      );
    }
  }

  /** Before a change: a player over their disk quota may only delete saves. */
  beforeChange(player: Player): void {
    if (this.settings) this.checkQuota(this.settings, player, 0);
  }

  /** Before an import: the file's own size cap. */
  beforeImport(requester: Requester, size: number): void {
    const limits = this.settings;
    if (limits && size > limits.importMaxBytes) {
      throw new GameError(
        'limit',
        `That file is ${megabytes(size)}; this server imports saves of up to ${megabytes(limits.importMaxBytes)}.`,
      );
    }
    this.beforeNewSave(requester, size);
  }

  /** Counts a new game (or import) that was made, for its player and its address. */
  recordNewSave({ player, address }: Requester): void {
    if (!this.settings || !player.userId) return;
    const now = this.now();
    for (const key of [`user:${player.userId}`, `address:${address}`])
      this.newGames.set(key, [...this.recent(key), now]);
    this.foldersOfAddress.set(address, new Set([...(this.foldersOfAddress.get(address) ?? []), player.folder]));
  }

  private recent(key: string): number[] {
    const since = this.now() - HOUR_MS;
    return (this.newGames.get(key) ?? []).filter((t) => t > since);
  }

  private checkHour(recent: number[], max: number, what: string): void {
    if (recent.length < max) return;
    const wait = Math.max(1, Math.ceil((recent[recent.length - max] + HOUR_MS - this.now()) / 60_000));
    throw new GameError('limit', `At most ${max} ${what}: try again in ${plural(wait, 'minute')}.`);
  }

  private checkQuota(limits: HostedLimitSettings, player: Player, extra: number): void {
    const used = folderSize(player.folder);
    if (used + extra > limits.quotaBytes) {
      throw new GameError(
        'limit',
        `Your saves take ${megabytes(used)} of the ${megabytes(limits.quotaBytes)} this server keeps per player: delete a save under Load Game first.`,
      );
    }
  }
}
