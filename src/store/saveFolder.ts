// A folder of saves: many dynasties side by side, and which one is current. The terminal's saves/ folder, and
// in hosted mode each user's own folder. Starting a dynasty makes a new file; nothing is replaced by surprise.
// The folder's files are reached through a SaveStorage (storage/saveStorage.ts): files by default.
import { GameError, isGameError } from './errors.js';
import { hasDynasty } from './queries/meta.js';
import { SaveFile } from './saveFile.js';
import { defaultSaveStorage as storage } from './storage/defaultSaveStorage.js';
import { inFolder, type SaveListing } from './storage/saveStorage.js';
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
    throw new GameError(
      'bad_input',
      `"${name}" is not a save name: use letters, digits, dots, dashes and underscores (like ohio-state-2024).`,
    );
  }
  return full;
}

const isSaveName = (name: string): boolean => SAVE_NAME.test(name);

/** A file of the folder, by its name. */
const at = (folder: string, name: string): string => inFolder(storage.locate(folder), name);

/** The saves of a folder (visible *.db files), by name. */
function savesIn(folder: string): SaveListing[] {
  return storage.list(storage.locate(folder), isSaveName);
}

/** The saves of a folder: visible *.db files. */
export function saveNamesIn(folder: string): string[] {
  return savesIn(folder).map((save) => save.name);
}

/** The folder's most recently played save, if it has any. */
function mostRecentSave(folder: string): string | null {
  const saves = savesIn(folder).sort(
    (a, b) => b.modified.getTime() - a.modified.getTime() || a.name.localeCompare(b.name),
  );
  return saves[0]?.name ?? null;
}

/**
 * The current save's name: the one the pointer names, or, when there is no pointer or it names a save that is gone
 * (deleted by hand or by an older version), the most recently played save. Null when the folder has no save.
 */
export function currentSaveName(folder: string): string | null {
  return pointedSaveName(folder) ?? mostRecentSave(folder);
}

/** The save the folder's pointer names (the one last started or opened), null without one or when it is gone. */
export function pointedSaveName(folder: string): string | null {
  const pointed = storage.readNote(at(folder, CURRENT_POINTER))?.trim();
  return pointed !== undefined && SAVE_NAME.test(pointed) && storage.kind(at(folder, pointed)) === 'save'
    ? pointed
    : null;
}

/** Makes a save the folder's current one (a file whose name the folder's list cannot show is left as it is). */
export function setCurrentSave(folder: string, name: string): void {
  if (!SAVE_NAME.test(name)) return;
  storage.writeNote(at(folder, CURRENT_POINTER), `${name}\n`);
}

/** A save of the folder that must exist. */
export function existingSave(folder: string, name: string): string {
  const file = checkSaveName(name);
  const path = at(folder, file);
  if (storage.kind(path) !== 'save') throw new GameError('not_found', `There is no save named ${file}.`);
  return path;
}

/** A file name for a new dynasty: team and year, never one that exists (ohio-state-2024.db, ohio-state-2024-2.db...). */
export function newSaveName(folder: string, team: string, year: number): string {
  const slug =
    team
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'dynasty';
  for (let n = 1; ; n++) {
    const name = `${slug}-${year}${n === 1 ? '' : `-${n}`}.db`;
    if (storage.kind(at(folder, name)) === null) return name;
  }
}

/** Reads one save's summary (a damaged file is listed with its problem rather than hidden). */
async function summaryOf(
  folder: string,
  save: SaveListing,
  current: string | null,
  label: (name: string) => string,
): Promise<SaveSummary> {
  let info: Info | null = null;
  let problem: string | null = null;
  try {
    const opened = await SaveFile.open(inFolder(folder, save.name), { label: label(save.name) });
    try {
      if (hasDynasty(opened.db)) info = new PageContext(opened.db).info();
      else problem = 'No dynasty has been started in this save.';
    } finally {
      opened.close();
    }
  } catch (error) {
    if (!isGameError(error)) throw error;
    problem = error.message;
  }
  return {
    name: save.name,
    info,
    problem,
    lastPlayed: save.modified.toISOString(),
    size: save.size,
    current: save.name === current,
  };
}

/** Every save of the folder, the most recently played first. */
export async function listSaves(
  folder: string,
  label: (name: string) => string = (name) => name,
): Promise<SaveSummary[]> {
  const current = currentSaveName(folder);
  const saves: SaveSummary[] = [];
  for (const save of savesIn(folder)) saves.push(await summaryOf(storage.locate(folder), save, current, label));
  return saves.sort((a, b) => b.lastPlayed.localeCompare(a.lastPlayed) || a.name.localeCompare(b.name));
}

/** Bytes the folder's saves take (a hosted user's quota). */
export function folderSize(folder: string): number {
  return savesIn(folder).reduce((sum, save) => sum + save.size, 0);
}

/**
 * Deletes a save (a program that has it open keeps what it has open, and finds it gone). When it was the folder's current save, the most recently
 * played of the saves left becomes current (every front end reads the same pointer), or none when none is left.
 */
export async function deleteSave(folder: string, name: string): Promise<void> {
  const path = existingSave(folder, name);
  const wasCurrent = currentSaveName(folder) === checkSaveName(name);
  if (storage.writeRefusal(path) === 'save')
    throw new GameError('bad_save', `${checkSaveName(name)} is read-only: it was not deleted.`);
  storage.remove(path);
  if (!wasCurrent) return;
  const next = mostRecentSave(folder);
  if (next) setCurrentSave(folder, next);
  else storage.removeNote(at(folder, CURRENT_POINTER));
}

/**
 * Imports a save's bytes as a new save of the folder: validated like any save (foreign, damaged or newer
 * files are refused and nothing is stored), migrated if older, named after its team and year.
 */
export async function importSave(
  folder: string,
  bytes: Uint8Array,
  label = 'The imported file',
): Promise<{ name: string; info: Info }> {
  const imported = await SaveFile.fromBytes(at(folder, '.import'), bytes, label);
  try {
    if (!hasDynasty(imported.db))
      throw new GameError('bad_save', `${label} is a CFB Dynasty save without a dynasty in it.`);
    const info = new PageContext(imported.db).info();
    const name = newSaveName(folder, info.team, info.currentYear);
    const path = at(folder, name);
    if (storage.kind(path) !== null) throw new GameError('busy', 'Another save took that name meanwhile; try again.');
    await imported.copyTo(path);
    return { name, info };
  } finally {
    imported.close();
  }
}

/** The file name of a new dynasty of team (as the player typed it) in year. */
export function nameForNewDynasty(folder: string, team: string, year: number): string {
  return newSaveName(folder, findProgram(team)?.name ?? team, year);
}
