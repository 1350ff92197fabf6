// dynasty training [--json] | training set GROUP FOCUS | training player NAME FOCUS: the offseason's training plan.
import type { Command } from 'commander';
import type { TrainingResponse } from '../../shared/training-types.js';
import { setGroupFocus, setPlayerFocus } from '../../store/actions/training.js';
import { PageContext } from '../../store/views/context.js';
import { trainingView } from '../../store/views/training.js';
import { formatTable } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { wantsJson, withContext, withProgramChange } from '../options.js';

const signed = (x: number) => (x > 0 ? `+${x}` : `${x}`);

function printTraining(io: CliIo, view: TrainingResponse): void {
  io.out(
    `${view.team}'s training plan: players develop after the ${view.applies_after_season} season (Roster Progression).`,
  );
  io.out(
    formatTable(
      ['Group', 'Positions', 'Focus', 'Players', 'Growth'],
      view.groups.map((g) => [g.group, g.positions.join(' '), g.focus, g.players, signed(g.shift)]),
      ['Players', 'Growth'],
    ),
  );
  io.out(`\nSingled out (${view.players.length} of ${view.max_players}):`);
  io.out(
    view.players.length === 0
      ? 'Nobody.'
      : formatTable(
          ['Name', 'Pos', 'Rating', 'Potential', 'Growth', 'Id'],
          view.players.map((p) => [`${p.first} ${p.last}`, p.pos, p.rating, p.potential, signed(p.shift), p.id]),
          ['Rating', 'Potential', 'Growth', 'Id'],
        ),
  );
  io.out(`\nGrowth: expected overall points the plan adds or takes this offseason; the roster's total stays the same.`);
  io.out(
    `Set with \`dynasty training set GROUP ${view.group_focuses.join('|')}\` and \`dynasty training player NAME ${view.player_focuses.join('|')}\`.`,
  );
}

export function registerTraining(program: Command, io: CliIo): void {
  const training = program
    .command('training')
    .description(
      'the training plan: a focus for each position group and a few players singled out (growth moves, never grows)',
    )
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const view = trainingView(ctx);
        if (wantsJson(command, options)) return printJson(io, view);
        printTraining(io, view);
      }),
    );
  training
    .command('set')
    .description("set a position group's focus: emphasis, normal or light")
    .argument('<group>', 'QB, RB, WR/TE, OL, DL, LB, DB or K/P')
    .argument('<focus>', 'emphasis, normal or light')
    .option('--json', 'print JSON')
    .action((group: string, focus: string, options: { json?: boolean }, command: Command) =>
      withProgramChange(command, (save, program) => {
        const result = save.change(() => setGroupFocus(save.db, program, group, focus));
        if (wantsJson(command, options))
          return printJson(io, {
            status: 'success',
            message: result.message,
            training: trainingView(new PageContext(save.db, program)),
          });
        io.out(result.message);
      }),
    );
  training
    .command('player')
    .description('single out a player for extra work (emphasis) or return him to his group (normal)')
    .argument('<name>', 'the player: id, "First Last" or last name')
    .argument('<focus>', 'emphasis or normal')
    .option('--json', 'print JSON')
    .action((name: string, focus: string, options: { json?: boolean }, command: Command) =>
      withProgramChange(command, (save, program) => {
        const result = save.change(() => setPlayerFocus(save.db, program, name, focus));
        if (wantsJson(command, options))
          return printJson(io, {
            status: 'success',
            message: result.message,
            training: trainingView(new PageContext(save.db, program)),
          });
        io.out(result.message);
      }),
    );
}
