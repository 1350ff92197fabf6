// dynasty saves [--json] | saves use NAME | saves delete NAME --yes | saves import FILE
// The saves folder: many dynasties side by side, one of them current (the default of every command).
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import type { Command } from 'commander';
import { STAGE_INFO } from '../../core/season/stages.js';
import { savedSeasonName } from '../../shared/seasonWeeks.js';
import { GameError } from '../../store/errors.js';
import {
  deleteSave,
  existingSave,
  importSave,
  listSaves,
  setCurrentSave,
  type SaveSummary,
} from '../../store/saveFolder.js';
import { formatTable } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { savesFolder } from '../savePath.js';
import { savedTeamsText } from '../../shared/teamName.js';

function stageOf(save: SaveSummary): string {
  if (!save.info) return '';
  // phase is the stage as the game keeps it (the wire's stage names differ).
  const { phase, currentWeek, lastWeek, playoffFormat } = save.info;
  return phase === 'season' || phase === 'playoff'
    ? savedSeasonName(currentWeek, { lastWeek, playoffTeams: playoffFormat.teams })
    : STAGE_INFO[phase].label;
}

function megabytes(size: number): string {
  return `${(size / 1_000_000).toFixed(1)} MB`;
}

async function printSaves(io: CliIo, json: boolean): Promise<void> {
  const folder = savesFolder();
  const saves = await listSaves(folder);
  if (json) return printJson(io, { folder, saves });
  if (saves.length === 0)
    return io.out(`No saves in ${folder}. Start one with: dynasty new --year 2024 --team "Ohio State"`);
  io.out(`Saves in ${folder} (* the current one):\n`);
  io.out(
    formatTable(
      ['', 'Save', 'Year', 'Stage', 'Team', 'Last played', 'Size'],
      saves.map((s) => [
        s.current ? '*' : '',
        s.name,
        s.info ? String(s.info.currentYear) : '',
        s.problem ?? stageOf(s),
        s.info ? savedTeamsText(s.info) : '',
        s.lastPlayed.slice(0, 16).replace('T', ' '),
        megabytes(s.size),
      ]),
      ['Year', 'Size'],
    ),
  );
}

export function registerSaves(program: Command, io: CliIo): void {
  const saves = program
    .command('saves')
    .description('the saves folder (DYNASTY_SAVES_DIR, default saves/): every dynasty, the current one marked')
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }) => printSaves(io, Boolean(options.json)));
  saves
    .command('use')
    .description('make a save the current one (the default of every command)')
    .argument('<name>', 'the save, e.g. ohio-state-2024')
    .action((name: string) => {
      const folder = savesFolder();
      const path = existingSave(folder, name);
      setCurrentSave(folder, basename(path));
      io.out(`Current save: ${basename(path)}`);
    });
  saves
    .command('delete')
    .description('delete a save (asks for --yes)')
    .argument('<name>', 'the save, e.g. ohio-state-2024')
    .option('--yes', 'yes, delete it: a deleted dynasty cannot be brought back')
    .action(async (name: string, options: { yes?: boolean }) => {
      const folder = savesFolder();
      const path = existingSave(folder, name);
      if (!options.yes)
        throw new GameError(
          'bad_input',
          `Deleting ${basename(path)} cannot be undone: run again with --yes to delete it.`,
        );
      await deleteSave(folder, basename(path));
      io.out(`Deleted ${basename(path)}.`);
    });
  saves
    .command('import')
    .description('copy a save file into the saves folder (checked, migrated if older) and make it current')
    .argument('<file>', 'a CFB Dynasty save (an exported .db file)')
    .action(async (file: string) => {
      let bytes: Uint8Array;
      try {
        if (statSync(file).isDirectory()) throw new GameError('bad_input', `${file} is a folder, not a save file.`);
        bytes = readFileSync(file);
      } catch (error) {
        if (error instanceof GameError) throw error;
        throw new GameError(
          'not_found',
          `Cannot read ${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : 'permission denied'}.`,
        );
      }
      const folder = savesFolder();
      const { name } = await importSave(folder, bytes, file);
      setCurrentSave(folder, name);
      io.out(`Imported ${file} as ${name} (now the current save).`);
    });
}
