// dynasty team list | add TEAM | drop TEAM | use TEAM: multi-team mode, the programs the players of a save coach.
// Every command that acts for a program takes --team (the default: the program last acted for).
import type { Command } from 'commander';
import type { ProgramsResponse } from '../../shared/programs-types.js';
import { addCoachedProgram, dropCoachedProgram } from '../../store/actions/programs.js';
import { programOf, rememberProgram } from '../../store/program.js';
import { PageContext } from '../../store/views/context.js';
import { programsView } from '../../store/views/programs.js';
import { formatTable } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { wantsJson, withChangingSave, withContext } from '../options.js';

const ROLE = { head_coach: 'head coach', coordinator: 'coordinator', fired: 'fired' } as const;

export function printPrograms(io: CliIo, view: ProgramsResponse): void {
  io.out(
    formatTable(
      ['', 'Program', 'Coach', 'Role', 'Record', 'Left this week'],
      view.programs.map((p) => [
        p.last_used ? '*' : '',
        p.team,
        p.coach,
        ROLE[p.role],
        p.record,
        p.business.length > 0 ? p.business.map((b) => b.text).join('; ') : 'done',
      ]),
    ),
  );
  io.out(
    view.waiting_on.length > 0
      ? `Waiting on: ${view.waiting_on.join(', ')}. * acts when a command names no --team.`
      : 'Every program has taken its turn. * acts when a command names no --team.',
  );
}

export function registerTeam(program: Command, io: CliIo): void {
  const team = program
    .command('team')
    .description('multi-team mode: the programs you coach in this dynasty (list, add, drop, use)');
  team
    .command('list', { isDefault: true })
    .description('the coached programs, whose turn it is and what each has left this week')
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const view = programsView(ctx);
        if (wantsJson(command, options)) return printJson(io, view);
        printPrograms(io, view);
      }),
    );
  team
    .command('add <team>')
    .description('coach another program too: its head coach becomes yours (act for it with --team, or team use)')
    .option('--json', 'print JSON')
    .action((name: string, options: { json?: boolean }, command: Command) =>
      withChangingSave(command, (save) => {
        const change = save.change(() => addCoachedProgram(save.db, name));
        const view = programsView(new PageContext(save.db, change.program));
        if (wantsJson(command, options)) return printJson(io, { status: 'success', message: change.message, ...view });
        io.out(change.message);
        printPrograms(io, view);
      }),
    );
  team
    .command('drop <team>')
    .description('give a coached program back to the computer (its coach stays, its staff runs it)')
    .option('--json', 'print JSON')
    .action((name: string, options: { json?: boolean }, command: Command) =>
      withChangingSave(command, (save) => {
        const change = save.change(() => dropCoachedProgram(save.db, name));
        const view = programsView(new PageContext(save.db));
        if (wantsJson(command, options)) return printJson(io, { status: 'success', message: change.message, ...view });
        io.out(change.message);
        printPrograms(io, view);
      }),
    );
  team
    .command('use <team>')
    .description('act for this coached program when a command names no --team')
    .action((name: string, _options: unknown, command: Command) =>
      withChangingSave(command, (save) => {
        const chosen = programOf(save.db, name);
        save.change(() => rememberProgram(save.db, chosen));
        io.out(`Commands act for ${chosen.team} now (--team names another).`);
      }),
    );
}
