// Which save file a command uses: --save, then DYNASTY_SAVE, then saves/dynasty.db in the game's folder.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEFAULT_SAVE = join(PROJECT_ROOT, 'saves', 'dynasty.db');

export function resolveSavePath(option: string | undefined): string {
  return resolve(option ?? process.env.DYNASTY_SAVE ?? DEFAULT_SAVE);
}
