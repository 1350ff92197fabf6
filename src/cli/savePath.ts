// Which save file a command uses: --save, then DYNASTY_SAVE, then the saves folder's current save, then
// saves/dynasty.db. The saves folder is DYNASTY_SAVES_DIR, else saves/ in the game's folder.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { currentSaveName } from '../store/saveFolder.js';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEFAULT_SAVES_DIR = join(PROJECT_ROOT, 'saves');

export function savesFolder(): string {
  return resolve(process.env.DYNASTY_SAVES_DIR || DEFAULT_SAVES_DIR);
}

/** The save named by --save or DYNASTY_SAVE, or null when the saves folder decides. */
export function chosenSavePath(option: string | undefined): string | null {
  const chosen = option ?? process.env.DYNASTY_SAVE;
  return chosen ? resolve(chosen) : null;
}

export function resolveSavePath(option: string | undefined): string {
  const chosen = chosenSavePath(option);
  if (chosen) return chosen;
  const folder = savesFolder();
  const current = currentSaveName(folder);
  return current ? join(folder, current) : join(folder, 'dynasty.db');
}
