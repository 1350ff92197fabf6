// A database in memory with the platform's engine (sqlite/engine.ts): empty, or a copy of a save's bytes. Its own
// module, not database.ts's: the engines' modules import database.ts, which would have to import them back (the
// static build warned of such a dynamic import, which bundles nothing apart).
import type { Db } from './database.js';
import { loadEngine } from './sqlite/engine.js';

export async function memoryDb(bytes?: Uint8Array): Promise<Db> {
  return (await loadEngine()).memory(bytes);
}
