// Rows of a history table (whole numbers, text, nulls) in one deflated blob: column by column, every text once in
// a dictionary and then by its index, so deflate sees runs of like values. For lists written once and read whole
// (a finished season's NFL draft): a row each costs its column names' worth of text again and again.
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { PackedReader, PackedWriter } from './packedInts.js';
import { storedDecoder } from '../storedContent.js';

export type Cell = number | string | null;

// A cell as one whole number: 0 null, 3n + 1 the zigzagged integer n, 3i + 2 the dictionary's text i.
const zigzag = (v: number): number => (v >= 0 ? v * 2 : -v * 2 - 1);
const unzigzag = (n: number): number => (n % 2 === 0 ? n / 2 : -(n + 1) / 2);

export function encodeRows<K extends string>(columns: readonly K[], rows: readonly Record<K, Cell>[]): Uint8Array {
  const dictionary: string[] = [];
  const index = new Map<string, number>();
  const code = (cell: Cell): number => {
    if (cell === null) return 0;
    if (typeof cell === 'number') {
      if (!Number.isSafeInteger(cell)) throw new Error(`packed rows store whole numbers only, got ${cell}`);
      return 3 * zigzag(cell) + 1;
    }
    let i = index.get(cell);
    if (i === undefined) {
      i = dictionary.push(cell) - 1;
      index.set(cell, i);
    }
    return 3 * i + 2;
  };
  const codes = columns.map((c) => rows.map((r) => code(r[c])));
  const out = new PackedWriter().int(rows.length).int(columns.length);
  for (const c of columns) out.text(c);
  out.int(dictionary.length);
  for (const text of dictionary) out.text(text);
  for (const column of codes) for (const v of column) out.int(v);
  return deflateRawSync(out.finish(), { level: 6 });
}

/** The rows back, with the columns they were written with (a column this reader does not know is kept too). */
export function decodeRows<K extends string>(bytes: Uint8Array): Record<K, Cell>[] {
  return decodeStoredRows(bytes) as Record<K, Cell>[];
}

const decodeStoredRows = storedDecoder('a stored table', (bytes: Uint8Array): Record<string, Cell>[] => {
  const input = new PackedReader(inflateRawSync(bytes));
  const count = input.int();
  const columns = Array.from({ length: input.int() }, () => input.text());
  const dictionary = Array.from({ length: input.int() }, () => input.text());
  const rows = Array.from({ length: count }, () => ({}) as Record<string, Cell>);
  for (const c of columns) {
    for (const row of rows) {
      const v = input.int();
      row[c] = v === 0 ? null : v % 3 === 1 ? unzigzag((v - 1) / 3) : dictionary[(v - 2) / 3];
    }
  }
  return rows;
});
