// Parsing command-line values into checked inputs.
import type { Command } from 'commander';
import { GameError } from '../store/errors.js';
import { SaveFile } from '../store/saveFile.js';
import { PageContext } from '../store/views/context.js';
import { resolveSavePath } from './savePath.js';
import type { Db } from '../store/database.js';
import { programOf, rememberProgram, type Program } from '../store/program.js';

/** A whole number JavaScript holds exactly (a longer run of digits would be silently rounded). */
export function parseInteger(value: string, what: string): number {
  const n = Number(value);
  if (!/^-?\d+$/.test(value.trim()) || !Number.isSafeInteger(n))
    throw new GameError('bad_input', `${what} must be a whole number, not "${value}".`);
  return n === 0 ? 0 : n;
}

export function parseYesNo(value: string, what: string): boolean {
  const v = value.trim().toLowerCase();
  if (['yes', 'y', 'true', '1'].includes(v)) return true;
  if (['no', 'n', 'false', '0'].includes(v)) return false;
  throw new GameError('bad_input', `${what} must be yes or no, not "${value}".`);
}

/** The save path chosen by the global --save option (or its defaults). */
export function savePathOf(command: Command): string {
  return resolveSavePath(command.optsWithGlobals<{ save?: string }>().save);
}

/** Opens the save, runs fn, closes it. */
export async function withSave<T>(command: Command, fn: (save: SaveFile) => T | Promise<T>): Promise<T> {
  const save = await SaveFile.open(savePathOf(command));
  try {
    return await fn(save);
  } finally {
    save.close();
  }
}

/**
 * Opens the save to change it: each change is one transaction of SQLite's, which waits for another process's change
 * (or is refused as busy) and sees every change confirmed before it.
 */
export function withChangingSave<T>(command: Command, fn: (save: SaveFile) => T | Promise<T>): Promise<T> {
  return withSave(command, fn);
}

/** The --team the command was given (a global option), or undefined. */
export function teamOption(command: Command): string | undefined {
  return command.optsWithGlobals<{ team?: string }>().team;
}

/**
 * The coached program a command acts for: the one --team names, else the one last acted for. A change made with
 * --team remembers it (actingProgram): the next command without --team acts for it too.
 */
export function programOfCommand(command: Command, db: Db): Program {
  return programOf(db, teamOption(command));
}

/** The program a changing command acts for, remembered as the last acted for when --team named it. */
export function actingProgram(command: Command, save: SaveFile): Program {
  const program = programOfCommand(command, save.db);
  if (teamOption(command) !== undefined && programOf(save.db).seat !== program.seat)
    save.change(() => rememberProgram(save.db, program));
  return program;
}

/** Opens the save for reading and builds the page context every view needs, for the program --team names. */
export function withContext<T>(command: Command, fn: (ctx: PageContext, save: SaveFile) => T | Promise<T>): Promise<T> {
  return withSave(command, (save) => fn(new PageContext(save.db, programOfCommand(command, save.db)), save));
}

/** How a refusal for another coached program's business (multi-team mode) says to go on. */
export const OTHERS_BUSINESS_HOW =
  'Act for them with --team TEAM (`dynasty team` lists what each has left), or add --yes to move on for everyone.';

/** Opens the save to change it (withChangingSave) for the program the command acts for. */
export function withProgramChange<T>(
  command: Command,
  fn: (save: SaveFile, program: Program) => T | Promise<T>,
): Promise<T> {
  return withChangingSave(command, (save) => fn(save, actingProgram(command, save)));
}

/** The global --json flag or the subcommand's own (commander gives it to whichever reads it first). */
export function wantsJson(command: Command, options: { json?: boolean }): boolean {
  return Boolean(options.json || command.optsWithGlobals<{ json?: boolean }>().json);
}
