// The two Node globals the store reads, for the static build's worker: Buffer (the encodings build byte blobs with
// it) and process.env (settings read from the environment: none in a browser). Imported before the store.
import { Buffer } from 'buffer';

const scope = globalThis as unknown as { Buffer?: unknown; process?: { env: Record<string, string | undefined> } };
scope.Buffer ??= Buffer;
scope.process ??= { env: {} };
