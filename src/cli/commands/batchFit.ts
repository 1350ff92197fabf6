// dynasty batch fit: fits named tuning constants to the realism report's judgement over chosen seasons, and confirms
// the best candidate on seeds the search never played (docs/batch.md, "Fitting constants"). The search itself loads
// when the command runs (src/cli/commands/fitCommand.ts).
import type { Command } from 'commander';
import { GameError } from '../../store/errors.js';
import type { FitCliOptions } from './fitCommand.js';
import type { CliIo } from '../io.js';

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

export function registerBatchFit(batch: Command, io: CliIo): void {
  batch
    .command('fit')
    .description(
      'search the values of named tuning constants that bring the most judged realism figures into their bands over chosen seasons, and confirm the best on seeds the search never played',
    )
    .option('--years <list>', 'the seasons to judge, e.g. 2005,2014,2024 (required)')
    .option(
      '--vary <name[=low..high]>',
      'a constant the fit may move, within its catalogued range: by default a quarter of its value either way (repeatable, up to 8)',
      collect,
      [],
    )
    .option('--seasons <n>', 'seasons of each year at each seed (default 2)')
    .option('--seeds <list>', 'the tuning seeds every candidate plays, e.g. 1-8 (default 1-8)')
    .option('--confirm-seeds <list>', 'the confirming seeds, never played in the search (default 101-108)')
    .option(
      '--weight <name=w>',
      "how much a figure counts (1 by default): all, a section (per-game, line, endings, teams, kicking, leaders) or a figure as the batch's --json names it, e.g. endings=2 (repeatable; later ones win)",
      collect,
      [],
    )
    .option('--generations <g>', "the search's generations (default 5; a fit read back goes on to this many)")
    .option('--workers <k>', 'worker processes to play each candidate over', '1')
    .option('--state <file>', "the fit's state: written after each candidate, read back to go on (required)")
    .option('--tuning-out <file>', 'the fitted constants, YAML or .json (default: beside the state, NAME.tuning.yaml)')
    .option('--set <name=value>', 'play the whole fit with a tuning constant set (repeatable)', collect, [])
    .option('--tuning <file>', 'play the whole fit with the overrides of a tuning file')
    .option(
      '--shard <k/n>',
      "play part K of N of the next generation's runs and write them to --out (dynasty batch merge --state joins them)",
    )
    .option('--out <file>', "with --shard: the part's result file")
    .option('--json', 'print the report as JSON')
    .option(
      '--html <file>',
      "also write the report as one offline HTML page: the search's path and the figures before and after",
    )
    .action(async (_options: FitCliOptions, command: Command) => {
      // Commander hands an option the batch command has too (--seeds, --workers, --json...) to the batch command:
      // each is read from wherever it was given. The batch's other options mean nothing to a fit.
      const parent = command.parent!;
      const fromCli = (c: Command, name: string) => c.getOptionValueSource(name) === 'cli';
      const own = new Set(command.options.map((o) => o.attributeName()));
      const misplaced = parent.options.filter((o) => fromCli(parent, o.attributeName()) && !own.has(o.attributeName()));
      if (misplaced.length > 0)
        throw new GameError('bad_input', `batch fit does not take ${misplaced.map((o) => o.long).join(', ')}.`);
      const options = Object.fromEntries(
        command.options.map((o) => {
          const name = o.attributeName();
          const from = !fromCli(command, name) && fromCli(parent, name) ? parent : command;
          return [name, from.getOptionValue(name)];
        }),
      ) as FitCliOptions;
      const { runFit } = await import('./fitCommand.js');
      await runFit(io, options);
    });
}
