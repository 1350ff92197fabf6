// Passwords kept as scrypt hashes (node:crypto): memory-hard, so guessing costs an attacker memory as well as time.
// A hash names its own cost ("scrypt$N$r$p$salt$hash"), so a later cost reads older hashes as they were made.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost: 2^15 blocks of 1 KiB (32 MiB of memory a hash), about 0.1 s of one core. */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const HASH_BYTES = 32;
/** Node refuses scrypt above its memory cap (32 MiB by default): the cap a hash of a given cost needs. */
const maxmemFor = (N: number, r: number): number => 256 * N * r;

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

/** Whether the password is the one hashed (compared in constant time); false for a hash it cannot read. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  const N = Number(n),
    R = Number(r),
    P = Number(p);
  if (kind !== 'scrypt' || !salt || !hash || ![N, R, P].every((x) => Number.isInteger(x) && x > 0)) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64'),
    { N, r: R, p: P, maxmem: maxmemFor(N, R) },
    expected.length,
  );
  return timingSafeEqual(key, expected);
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
