// The two calls of node:zlib the store's encodings use, in the browser: raw DEFLATE by fflate. The bytes may
// differ from zlib's, yet any inflater reads either, so saves move both ways between the browser and Node.
import { Buffer } from 'buffer';
import { deflateSync, inflateSync } from 'fflate';

interface DeflateOptions {
  level?: number;
  memLevel?: number;
}

type Level = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

export function deflateRawSync(data: Uint8Array, options: DeflateOptions = {}): Buffer {
  const level = Math.max(0, Math.min(9, options.level ?? 6)) as Level;
  return Buffer.from(deflateSync(data, { level, mem: options.memLevel as Level | undefined }));
}

export function inflateRawSync(data: Uint8Array): Buffer {
  return Buffer.from(inflateSync(data));
}
