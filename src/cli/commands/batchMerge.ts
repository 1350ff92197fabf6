// dynasty batch merge FILES...: the report of a batch played in shards (--shard K/N --out FILE), computed from the
// union of the shards' figures: the same report, centres and SDs a single run of the batch prints.
import type { Command } from 'commander';
import { GameError } from '../../store/errors.js';
import { checkHtmlPath, finishUnitsReport } from './batchReports.js';
import { mergeShards } from '../../workbench/shard.js';
import type { CliIo } from '../io.js';

export function registerBatchMerge(batch: Command, io: CliIo): void {
  batch
    .command('merge')
    .description(
      "print the report of a batch from its shards' result files (dynasty batch ... --shard K/N --out FILE), as one run of it prints it",
    )
    .argument('<files...>', 'the result files of every shard of the batch, in any order')
    .option('--json', 'print JSON')
    .option('--html <file>', 'also write the report as one offline HTML page with charts')
    .option(
      '--state <file>',
      "with the parts of a fit's generation (dynasty batch fit --shard): the fit's state to add it to",
    )
    .action(async (files: string[], options: { json?: boolean; html?: string; state?: string }, command: Command) => {
      // The batch's options belong to the shards' runs: the files say how the batch was played.
      const parent = command.parent!;
      const given = parent.options
        .map((o) => o.attributeName())
        .filter((name) => name !== 'json' && name !== 'html' && parent.getOptionValueSource(name) === 'cli');
      if (given.length > 0) {
        const flags = parent.options
          .filter((o) => given.includes(o.attributeName()))
          .map((o) => o.long)
          .join(', ');
        throw new GameError('bad_input', `batch merge takes the batch's options from its files: leave out ${flags}.`);
      }
      const json = Boolean(options.json ?? command.optsWithGlobals<{ json?: boolean }>().json);
      // Commander hands --json and --html to the batch command when it has them too: read them from either.
      const html = options.html ?? command.optsWithGlobals<{ html?: string }>().html;
      checkHtmlPath(html);
      const { config, units } = mergeShards(files);
      if (config.mode === 'fit') {
        if (options.state === undefined)
          throw new GameError(
            'bad_input',
            "These are parts of a fit's generation: give --state FILE, the fit's state to add them to.",
          );
        const { mergeFitGeneration } = await import('./fitCommand.js');
        return mergeFitGeneration(io, json, options.state, config, units);
      }
      if (options.state !== undefined)
        throw new GameError('bad_input', "--state is for the parts of a fit's generation (dynasty batch fit --shard).");
      finishUnitsReport(io, { json, html }, config, units, [
        `\nMerged from ${files.length} shard${files.length === 1 ? '' : 's'}.`,
      ]);
    });
}
