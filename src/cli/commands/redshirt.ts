// dynasty redshirt NAME [on|off]
import type { Command } from 'commander';
import { setRedshirt } from '../../store/actions/roster/redshirts.js';
import { GameError } from '../../store/errors.js';
import { classWithRedshirt } from '../../store/views/playerStatus.js';
import { printJson, type CliIo } from '../io.js';
import { withProgramChange } from '../options.js';

export function registerRedshirt(program: Command, io: CliIo): void {
  program
    .command('redshirt <name> [setting]')
    .description('redshirt one of your players (name or id) this season: on (default) or off')
    .option('--json', 'print JSON')
    .action((name: string, setting: string | undefined, options: { json?: boolean }, command: Command) =>
      withProgramChange(command, (save, program) => {
        const value = (setting ?? 'on').toLowerCase();
        if (value !== 'on' && value !== 'off')
          throw new GameError('bad_input', `Redshirt setting must be on or off, not "${setting}".`);
        const result = save.change(() => setRedshirt(save.db, program, name, value === 'on'));
        const p = result.player;
        if (options.json) {
          return printJson(io, {
            id: p.id,
            first: p.first,
            last: p.last,
            redshirting: result.redshirting,
            games_played: result.gamesPlayed,
          });
        }
        io.out(
          `${p.first} ${p.last} (${p.pos}, ${classWithRedshirt(p.year, p.redshirted || result.redshirting)}) ${result.redshirting ? 'is redshirting' : 'is not redshirting'} this season; ${result.gamesPlayed} games played.`,
        );
      }),
    );
}
