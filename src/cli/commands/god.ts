// dynasty god: God Mode (off by default, recorded in the save): on|off, and while on edit a player, move a
// player, edit a coach, set a program's prestige, force the winner of an unplayed game.
import type { Command } from 'commander';
import type { GodModeChange } from '../../shared/api-types.js';
import { applyGodModeChange } from '../../store/actions/godMode.js';
import { GameError } from '../../store/errors.js';
import { PageContext } from '../../store/views/context.js';
import { forcibleGameBetween, forcibleGames } from '../../store/views/forcibleGames.js';
import { godModeView } from '../../store/views/godMode.js';
import type { Db } from '../../store/database.js';
import { printJson, type CliIo } from '../io.js';
import { parseInteger, programOfCommand, wantsJson, withChangingSave, withSave } from '../options.js';

/** "speed=90" -> ['speed', 90]. */
function pairs(list: string[] | undefined, what: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of list ?? []) {
    const [name, value] = item.split('=');
    if (!name || value === undefined) throw new GameError('bad_input', `${what} are NAME=VALUE, not "${item}".`);
    out[name.trim()] = parseInteger(value, name.trim());
  }
  return out;
}

function show(io: CliIo, command: Command, options: { json?: boolean }) {
  return withSave(command, (save) => {
    const view = godModeView(new PageContext(save.db, programOfCommand(command, save.db)));
    if (wantsJson(command, options)) return printJson(io, view);
    io.out(`God Mode: ${view.on ? 'ON (edits are marked in history)' : 'off'}`);
    if (view.seasons.length > 0) io.out(`Seasons marked as played under God Mode: ${view.seasons.join(', ')}`);
    for (const entry of view.log) io.out(`  ${entry.year} week ${entry.week}: ${entry.what}`);
  });
}

function change(io: CliIo, command: Command, options: { json?: boolean }, make: (db: Db) => GodModeChange) {
  return withChangingSave(command, (save) => {
    const done = save.change(() => applyGodModeChange(save.db, make(save.db)));
    if (wantsJson(command, options))
      return printJson(io, { ...godModeView(new PageContext(save.db, programOfCommand(command, save.db))), done });
    io.out(/[.!?]$/.test(done) ? done : `${done}.`);
  });
}

export function registerGod(program: Command, io: CliIo): void {
  const god = program
    .command('god [on|off]')
    .description('God Mode (off by default, recorded in the save): on|off, or show it and what was done under it')
    .option('--json', 'print JSON')
    .action((onOff: string | undefined, options: { json?: boolean }, command: Command) => {
      if (onOff === undefined) return show(io, command, options);
      const v = onOff.toLowerCase();
      if (v !== 'on' && v !== 'off') throw new GameError('bad_input', `dynasty god takes on or off, not "${onOff}".`);
      return change(io, command, options, () => ({ action: 'switch', on: v === 'on' }));
    });
  god
    .command('player <id>')
    .description('edit a player: ratings (speed=90 throwPower=85 ...), class, position')
    .option('--rating <name=value...>', 'ratings to set (1-99)')
    .option('--class <fr|so|jr|sr>', 'his class')
    .option('--pos <position>', 'his position')
    .option('--json', 'print JSON')
    .action(
      (id: string, options: { rating?: string[]; class?: string; pos?: string; json?: boolean }, command: Command) =>
        change(io, command, options, () => ({
          action: 'player',
          id: parseInteger(id, 'Player id'),
          ratings: pairs(options.rating, 'Ratings'),
          ...(options.class === undefined ? {} : { year: options.class }),
          ...(options.pos === undefined ? {} : { pos: options.pos }),
        })),
    );
  god
    .command('move-player <id>')
    .description('move a player to another program')
    .requiredOption('--to <team>', 'the program')
    .option('--json', 'print JSON')
    .action((id: string, options: { to: string; json?: boolean }, command: Command) =>
      change(io, command, options, () => ({
        action: 'move_player',
        id: parseInteger(id, 'Player id'),
        team: options.to,
      })),
    );
  god
    .command('coach <team>')
    .description("edit a program's head coach: offense=80 defense=75 recruiting=90 development=70 game_management=85")
    .argument('<skills...>', 'skills to set (1-99)')
    .option('--json', 'print JSON')
    .action((team: string, skills: string[], options: { json?: boolean }, command: Command) =>
      change(io, command, options, () => ({ action: 'coach', team, skills: pairs(skills, 'Skills') })),
    );
  god
    .command('prestige <team> <prestige>')
    .description("set a program's prestige (1-7)")
    .option('--json', 'print JSON')
    .action((team: string, prestige: string, options: { json?: boolean }, command: Command) =>
      change(io, command, options, () => ({ action: 'prestige', team, prestige: parseInteger(prestige, 'Prestige') })),
    );
  god
    .command('force [game...]')
    .description(
      "force the winner of an unplayed game, named by its id or its two teams (it is played until that team wins); without a game, list the week's games",
    )
    .option('--winner <team>', 'the team that wins')
    .option('--json', 'print JSON')
    .action((game: string[], options: { winner?: string; json?: boolean }, command: Command) => {
      if (game.length === 0) return listForcible(io, command, options);
      const winner = options.winner;
      if (winner === undefined) throw new GameError('bad_input', 'Name the team that wins: --winner TEAM.');
      if (game.length > 2)
        throw new GameError('bad_input', 'A game is its id, or its two teams: dynasty god force "Ohio State" Akron.');
      return change(io, command, options, (db) => ({
        action: 'force',
        game: game.length === 1 ? parseInteger(game[0], 'Game id') : forcibleGameBetween(db, game[0], game[1]),
        winner,
      }));
    });
}

/** The week's games a result may be forced on, with their ids. */
function listForcible(io: CliIo, command: Command, options: { json?: boolean }) {
  return withSave(command, (save) => {
    const forcible = forcibleGames(save.db);
    if (wantsJson(command, options)) return printJson(io, forcible);
    if (forcible.games.length === 0) {
      io.out('No game to force a result on now: only the unplayed games of the week to come.');
      return;
    }
    io.out(`${forcible.year} week ${forcible.week}: the unplayed games (dynasty god force ID --winner TEAM)`);
    for (const g of forcible.games) io.out(`  ${String(g.id).padStart(6)}  ${g.away} at ${g.home}`);
  });
}
