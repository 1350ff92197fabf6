// A folder of saves: many dynasties side by side, and which one is current. The terminal's saves/ folder, and
// in hosted mode each user's own folder. Starting a dynasty makes a new file; nothing is replaced by surprise.
import { existsSync, readFileSync, readdirSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { basename, join } from 'node:path';
import { GameError, isGameError } from './errors.js';
import { hasDynasty } from './queries/meta.js';
import { journalPathOf } from './pageJournal.js';
import { SaveFile, checkedRecordOf, writeFileAtomic } from './saveFile.js';
import { withSaveLock } from './saveLock.js';
import { PageContext } from './views/context.js';
import { findProgram } from '../core/data/league.js';
import type { Info, SaveEntry } from '../shared/api-types.js';

/** The file naming the folder's current save (hidden, beside the saves). */
export const CURRENT_POINTER = '.current';
const SAVE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,95}\.db$/;

/** A save as listed: the API's SaveEntry (name, info, problem, last played, size, current). */
export type SaveSummary = SaveEntry;

/** A save name as the player typed it (with or without .db), checked so it never leaves its folder. */
export function checkSaveName(name: string): string {
  const full = name.endsWith('.db') ? name : `${name}.db`;
  if (!SAVE_NAME.test(full) || full.includes('..')) {
    throw new GameError('bad_input', `"${name}" is not a save name: use letters, digits, dots, dashes and underscores (like ohio-state-2024).`);
  }
  return full;
}

/** The saves of a folder: visible *.db files. */
export function saveNamesIn(folder: string): string[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  return names.filter((name) => SAVE_NAME.test(name) && isFile(join(folder, name))).sort();
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The current save's name when the pointer names a save that exists. */
export function currentSaveName(folder: string): string | null {
  try {
    const name = readFileSync(join(folder, CURRENT_POINTER), 'utf8').trim();
    return SAVE_NAME.test(name) && isFile(join(folder, name)) ? name : null;
  } catch {
    return null;
  }
}

/** Makes a save the folder's current one (a file whose name the folder's list cannot show is left as it is). */
export function setCurrentSave(folder: string, name: string): void {
  if (!SAVE_NAME.test(name)) return;
  writeFileAtomic(join(folder, CURRENT_POINTER), new TextEncoder().encode(`${name}\n`));
}

/** A save of the folder that must exist. */
export function existingSave(folder: string, name: string): string {
  const file = checkSaveName(name);
  const path = join(folder, file);
  if (!isFile(path)) throw new GameError('not_found', `There is no save named ${file}.`);
  return path;
}

/** A file name for a new dynasty: team and year, never one that exists (ohio-state-2024.db, ohio-state-2024-2.db...). */
export function newSaveName(folder: string, team: string, year: number): string {
  const slug = team.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'dynasty';
  for (let n = 1; ; n++) {
    const name = `${slug}-${year}${n === 1 ? '' : `-${n}`}.db`;
    if (!existsSync(join(folder, name))) return name;
  }
}

/** Reads one save's summary (a damaged file is listed with its problem rather than hidden). */
async function summaryOf(folder: string, name: string, current: string | null, label: (name: string) => string): Promise<SaveSummary> {
  const path = join(folder, name);
  const stat = statSync(path);
  let info: Info | null = null;
  let problem: string | null = null;
  try {
    const save = await SaveFile.open(path, { label: label(name) });
    try {
      if (hasDynasty(save.db)) info = new PageContext(save.db).info();
      else problem = 'No dynasty has been started in this save.';
    } finally {
      save.close();
    }
  } catch (error) {
    if (!isGameError(error)) throw error;
    problem = error.message;
  }
  return { name, info, problem, lastPlayed: stat.mtime.toISOString(), size: stat.size, current: name === current };
}

/** Every save of the folder, the most recently played first. */
export async function listSaves(folder: string, label: (name: string) => string = (name) => name): Promise<SaveSummary[]> {
  const current = currentSaveName(folder);
  const saves: SaveSummary[] = [];
  for (const name of saveNamesIn(folder)) saves.push(await summaryOf(folder, name, current, label));
  return saves.sort((a, b) => b.lastPlayed.localeCompare(a.lastPlayed) || a.name.localeCompare(b.name));
}

/** Bytes the folder's saves take on disk (a hosted user's quota). */
export function folderSize(folder: string): number {
  return saveNamesIn(folder).reduce((sum, name) => sum + statSync(join(folder, name)).size, 0);
}

/** Deletes a save (waiting for a change in progress); the current pointer is cleared if it named it. */
export async function deleteSave(folder: string, name: string): Promise<void> {
  const path = existingSave(folder, name);
  await withSaveLock(path, () => {
    const save = statSync(path);
    if ((save.mode & 0o222) === 0) throw new GameError('bad_save', `${basename(path)} is read-only: it was not deleted.`);
    unlinkSync(path);
    rmSync(checkedRecordOf(path), { force: true });
    rmSync(journalPathOf(path), { force: true });
  });
}

/**
 * Imports a save's bytes as a new save of the folder: validated like any save (foreign, damaged or newer
 * files are refused and nothing is stored), migrated if older, named after its team and year.
 */
export async function importSave(folder: string, bytes: Uint8Array, label = 'The imported file'): Promise<{ name: string; info: Info }> {
  const imported = await SaveFile.fromBytes(join(folder, '.import'), bytes, label);
  try {
    if (!hasDynasty(imported.db)) throw new GameError('bad_save', `${label} is a CFB Dynasty save without a dynasty in it.`);
    const info = new PageContext(imported.db).info();
    const name = newSaveName(folder, info.team, info.currentYear);
    const path = join(folder, name);
    await withSaveLock(path, () => {
      if (existsSync(path)) throw new GameError('busy', 'Another save took that name meanwhile; try again.');
      writeFileAtomic(path, imported.db.export());
    });
    return { name, info };
  } finally {
    imported.close();
  }
}

/** The file name of a new dynasty of team (as the player typed it) in year. */
export function nameForNewDynasty(folder: string, team: string, year: number): string {
  return newSaveName(folder, findProgram(team)?.name ?? team, year);
}
