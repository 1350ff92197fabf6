// A program's recruiting pipelines from the command line:
//   dynasty recruit pipelines [TEAM] [--json]   (your program's without a team)
// Each state where it has one: strength, tier, its players from there and the class being recruited there.
import type { Command } from 'commander';
import type { PipelinesResponse } from '../../shared/pipelineApi.js';
import { pipelinesView } from '../../store/views/recruiting/pipelines.js';
import { formatTable } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { wantsJson, withContext } from '../options.js';

function printPipelines(io: CliIo, view: PipelinesResponse): void {
  const tiers = view.tiers
    .filter((t) => t.tier !== 'none')
    .map((t) => `${t.tier} from ${t.least} (+${t.gain}% interest)`)
    .join(', ');
  io.out(`${view.team.name} pipelines (campus: ${view.home_state || 'unknown'}). Tiers: ${tiers}.`);
  if (view.states.length === 0) {
    io.out('No pipeline in any state.');
    return;
  }
  io.out(
    formatTable(
      ['State', 'Strength', 'Tier', 'Players', 'Committed', 'Prospects'],
      view.states.map((s) => [s.state, s.strength, s.tier, s.players, s.committed, s.prospects]),
      ['Strength', 'Players', 'Committed', 'Prospects'],
    ),
  );
}

export function registerRecruitPipelines(recruit: Command, io: CliIo): void {
  recruit
    .command('pipelines [team]')
    .description("a program's recruiting pipelines by state (yours without TEAM): strength, tier, players from there")
    .option('--json', 'print JSON')
    .action((team: string | undefined, options: { json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const view = pipelinesView(ctx, team);
        if (wantsJson(command, options)) return printJson(io, view);
        printPipelines(io, view);
      }),
    );
}
