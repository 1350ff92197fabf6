// The save's compact encoding: integers as zigzag varints (most box-score numbers fit in one byte) and strings as
// length-prefixed UTF-8, one after the other in a fixed order. Ten times smaller than JSON and, unlike deflate,
// cheap to write: a season stores about 2,500 of these blobs.

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The first byte of every blob: the layout's version, so a later layout can still read this one. */
export const PACKED_FORMAT = 1;

/**
 * The buffer writers fill, handed from one to the next: a season writes about 3,000 blobs, and a new buffer each
 * (grown by copying for a game's players) kept the garbage collector busy. A writer takes it when it starts and
 * gives it back in finish(), which copies out the blob; a writer started while another holds it makes its own.
 */
let spare: Uint8Array | null = null;
const FINISHED = new Uint8Array(0);

export class PackedWriter {
  private bytes: Uint8Array;
  private length = 0;

  constructor() {
    this.bytes = spare ?? new Uint8Array(4096);
    spare = null;
    this.int(PACKED_FORMAT);
  }

  private room(n: number): void {
    if (this.length + n <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + n));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  /** A whole number (negative allowed); anything else is a bug in the caller, not data to round. */
  int(value: number): this {
    // Most box-score numbers: one byte, written at once.
    if (value >= 0 && value < 0x40 && (value | 0) === value) {
      if (this.length >= this.bytes.length) this.room(1);
      this.bytes[this.length++] = value * 2;
      return this;
    }
    if (!Number.isSafeInteger(value)) throw new Error(`packed encoding stores whole numbers only, got ${value}`);
    // Zigzag: 0, -1, 1, -2... become 0, 1, 2, 3... so small negatives stay one byte.
    let n = value >= 0 ? value * 2 : -value * 2 - 1;
    this.room(8);
    while (n >= 0x80) {
      this.bytes[this.length++] = (n % 0x80) | 0x80;
      n = Math.floor(n / 0x80);
    }
    this.bytes[this.length++] = n;
    return this;
  }

  /**
   * The first `count` numbers of `values` as writeFields writes a field list (count, a mask of the nonzero ones, then
   * those): the encoders fill a scratch array by name and write it here in one call, the varints written in place.
   */
  fieldValues(values: Float64Array, count: number): this {
    if (count > MAX_FIELDS) throw new Error(`packed field lists hold at most ${MAX_FIELDS} fields`);
    let mask = 0;
    let bit = 1;
    for (let i = 0; i < count; i++) {
      if (values[i] !== 0) mask += bit;
      bit *= 2;
    }
    this.int(count).int(mask);
    if (mask !== 0) this.put(values, count, true);
    return this;
  }

  /** The first `count` numbers of `values`, each as int() writes it. */
  intValues(values: Float64Array, count: number): this {
    this.put(values, count, false);
    return this;
  }

  /** int() of each of the first `count` values (of the nonzero ones only when skipZeros). */
  private put(values: Float64Array, count: number, skipZeros: boolean): void {
    // A safe integer takes at most 8 varint bytes.
    this.room(count * 8);
    const bytes = this.bytes;
    let length = this.length;
    for (let i = 0; i < count; i++) {
      const value = values[i];
      if (value === 0 && skipZeros) continue;
      if (value >= 0 && value < 0x40 && (value | 0) === value) {
        bytes[length++] = value * 2;
        continue;
      }
      if (!Number.isSafeInteger(value)) throw new Error(`packed encoding stores whole numbers only, got ${value}`);
      let n = value >= 0 ? value * 2 : -value * 2 - 1;
      while (n >= 0x80) {
        bytes[length++] = (n % 0x80) | 0x80;
        n = Math.floor(n / 0x80);
      }
      bytes[length++] = n;
    }
    this.length = length;
  }

  ints(values: readonly number[]): this {
    this.int(values.length);
    for (const v of values) this.int(v);
    return this;
  }

  text(value: string): this {
    // Names, teams and codes are short and ASCII: their characters are their UTF-8 bytes, written without an encoder
    // call and a buffer per text (the same bytes).
    const length = value.length;
    if (length < 0x40) {
      let ascii = true;
      for (let i = 0; i < length; i++) {
        if (value.charCodeAt(i) >= 0x80) {
          ascii = false;
          break;
        }
      }
      if (ascii) {
        this.room(length + 1);
        this.bytes[this.length++] = length * 2;
        for (let i = 0; i < length; i++) this.bytes[this.length++] = value.charCodeAt(i);
        return this;
      }
    }
    const utf8 = encoder.encode(value);
    this.int(utf8.length);
    this.room(utf8.length);
    this.bytes.set(utf8, this.length);
    this.length += utf8.length;
    return this;
  }

  /** The blob written; the writer is done (its buffer goes to the next writer). */
  finish(): Uint8Array {
    const blob = this.bytes.slice(0, this.length);
    if (this.bytes !== FINISHED) spare = this.bytes;
    this.bytes = FINISHED;
    this.length = 0;
    return blob;
  }
}

export class PackedReader {
  private offset = 0;

  constructor(private readonly bytes: Uint8Array) {
    const format = this.int();
    if (format !== PACKED_FORMAT) throw new Error(`unknown packed format ${format}`);
  }

  int(): number {
    let n = 0;
    let scale = 1;
    for (;;) {
      if (this.offset >= this.bytes.length) throw new Error('packed data ends too soon');
      const byte = this.bytes[this.offset++];
      n += (byte & 0x7f) * scale;
      if (byte < 0x80) break;
      scale *= 0x80;
    }
    return n % 2 === 0 ? n / 2 : -(n + 1) / 2;
  }

  ints(): number[] {
    const count = this.int();
    const values: number[] = new Array(count);
    for (let i = 0; i < count; i++) values[i] = this.int();
    return values;
  }

  text(): string {
    const length = this.int();
    // A short ASCII text (most of them) read byte by byte: a decoder call costs more than the text.
    if (length <= 32 && this.offset + length <= this.bytes.length) {
      let value = '';
      const end = this.offset + length;
      for (let i = this.offset; i < end; i++) {
        const byte = this.bytes[i];
        if (byte >= 0x80) {
          value = decoder.decode(this.bytes.subarray(this.offset, end));
          break;
        }
        value += String.fromCharCode(byte);
      }
      this.offset = end;
      return value;
    }
    const value = decoder.decode(this.bytes.subarray(this.offset, this.offset + length));
    this.offset += length;
    return value;
  }

  get done(): boolean {
    return this.offset >= this.bytes.length;
  }
}

/** More fields than a mask of nonzero fields can cover with whole numbers JavaScript holds exactly. */
const MAX_FIELDS = 52;

/**
 * Writes the named fields of an object in the given order: their count, a mask of the nonzero ones, then only
 * those (most box-score fields are 0: a defensive line is usually just tackles). A field list that later grows
 * at its end still reads older blobs (missing fields read as 0).
 */
export function writeFields<T extends object>(out: PackedWriter, value: T, keys: readonly (keyof T)[]): void {
  if (keys.length > MAX_FIELDS) throw new Error(`packed field lists hold at most ${MAX_FIELDS} fields`);
  let mask = 0;
  let bit = 1;
  for (let i = 0; i < keys.length; i++) {
    if ((value[keys[i]] as number) !== 0) mask += bit;
    bit *= 2;
  }
  out.int(keys.length).int(mask);
  if (mask === 0) return;
  for (let i = 0; i < keys.length; i++) {
    const v = value[keys[i]] as number;
    if (v !== 0) out.int(v);
  }
}

/** Reads fields written by writeFields with the same (or a longer) list of keys. */
export function readFields<T extends object>(input: PackedReader, keys: readonly (keyof T)[]): T {
  const count = input.int();
  let mask = input.int();
  const value: Record<string, number> = {};
  for (let i = 0; i < count; i++) {
    const nonzero = mask % 2 === 1;
    mask = Math.floor(mask / 2);
    const v = nonzero ? input.int() : 0;
    if (i < keys.length) value[keys[i] as string] = v;
  }
  for (let i = count; i < keys.length; i++) value[keys[i] as string] = 0;
  return value as T;
}

/** Compile-time proof that a field list names every key of T: `const ok: AllKeys<T, typeof LIST> = true`. */
export type AllKeys<T, L extends readonly (keyof T)[]> = Exclude<keyof T, L[number]> extends never ? true : false;
