// Passwords kept as scrypt hashes (node:crypto): memory-hard, so guessing costs an attacker memory as well as time.
// A hash names its own cost ("scrypt$N$r$p$salt$hash"), so a later cost reads older hashes as they were made, and a
// sign-in with an older hash stores it again at today's cost (needsRehash).
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { FairQueue } from '../fairQueue.js';

/**
 * scrypt's cost, OWASP's first choice: 2^17 blocks of 1 KiB (128 MiB of memory a hash), about half a second of one
 * core. Hashes run a few at a time (Hashing), so a flood of sign-ins waits rather than taking the server's memory.
 */
const COST = { N: 2 ** 17, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const HASH_BYTES = 32;
/**
 * Node refuses scrypt above its memory cap (32 MiB by default): the cap a hash of a given cost needs (scrypt takes
 * 128·r·(N + p + 2) bytes; this leaves room above it, and is a cap, not what is taken).
 */
const maxmemFor = (N: number, r: number): number => 256 * N * r;
/** The dearest cost a stored hash may name (a damaged or planted hash asking for gigabytes is not computed). */
const MAX_N = 2 ** 20;

/** The longest password taken (scrypt hashes any length, but a megabyte of text is no password). */
export const MAX_PASSWORD_LENGTH = 256;
export const MIN_PASSWORD_LENGTH = 8;

function derive(password: string, salt: Buffer, options: ScryptOptions, bytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, bytes, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** The hash to keep for a password (on libuv's threads: the server keeps answering meanwhile). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const { N, r, p } = COST;
  const key = await derive(password, salt, { N, r, p, maxmem: maxmemFor(N, r) }, HASH_BYTES);
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** A stored hash's parts, or null for one this code cannot read. */
function partsOf(stored: string): { N: number; r: number; p: number; salt: string; hash: string } | null {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  if (kind !== 'scrypt' || !salt || !hash || ![N, R, P].every((x) => Number.isInteger(x) && x > 0)) return null;
  if (N > MAX_N || R > 64 || P > 64) return null;
  return { N, r: R, p: P, salt, hash };
}

/** Whether the password is the one hashed (compared in constant time); false for a hash it cannot read. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = partsOf(stored);
  if (!parts) return false;
  const { N, r, p } = parts;
  const expected = Buffer.from(parts.hash, 'base64');
  const key = await derive(
    password,
    Buffer.from(parts.salt, 'base64'),
    { N, r, p, maxmem: maxmemFor(N, r) },
    expected.length,
  );
  return timingSafeEqual(key, expected);
}

/** Whether a stored hash was made at another cost than today's (it is stored again at the next right sign-in). */
export function needsRehash(stored: string): boolean {
  const parts = partsOf(stored);
  return !parts || parts.N !== COST.N || parts.r !== COST.r || parts.p !== COST.p;
}

/**
 * A hash of no password, checked when a sign-in names no account: the answer then takes as long as for a wrong
 * password, so its time does not tell which names have accounts.
 */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(18).toString('base64'));
  return decoy;
}

/**
 * The server's password hashing: at most `atOnce` hashes at a time (each takes COST's memory while it runs), the
 * others waiting their turn fairly between client addresses (fairQueue.ts), so an address sending many sign-ins at
 * once waits behind its own, not the owner signing in from another.
 */
export class Hashing {
  private running = 0;
  private readonly waiting = new FairQueue<() => void>();

  constructor(private readonly atOnce: number) {}

  run<T>(address: string, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push(address, () => {
        work()
          .then(resolve, reject)
          .finally(() => {
            // Every hash costs about the same: each is charged one turn.
            this.waiting.charge(address, 1);
            this.running -= 1;
            this.next();
          });
      });
      this.next();
    });
  }

  private next(): void {
    while (this.running < this.atOnce) {
      const turn = this.waiting.shift();
      if (!turn) return;
      this.running += 1;
      turn.item();
    }
  }
}
