// dynasty depth [POSITION] [--team NAME] [--json]; dynasty depth set POSITION NAME SLOT; dynasty depth auto [POSITION]
import type { Command } from 'commander';
import type { DepthChartResponse } from '../../shared/api-types.js';
import { autoDepth, setDepthSlot } from '../../store/actions/roster/depthChart.js';
import { PageContext } from '../../store/views/context.js';
import { depthChartView } from '../../store/views/depthChart.js';
import { formatTable } from '../format.js';
import { printJson, type CliIo } from '../io.js';
import { withChangingSave, withContext } from '../options.js';

/** "Out: ankle sprain (back week 7)", "Sits out (transfer)", "Redshirting", "" */
export function statusNote(p: {
  injury: string | null;
  return_week: number | null;
  out_for_season: boolean;
  redshirting: boolean;
  out: boolean;
  sitting_out?: boolean;
}): string {
  if (p.sitting_out) return 'Sits out (transfer)';
  if (p.injury) return `Out: ${p.injury} (${p.out_for_season ? 'season' : `back week ${p.return_week}`})`;
  if (p.redshirting) return p.out ? 'Redshirting (held out)' : 'Redshirting';
  return '';
}

export function printDepthChart(io: CliIo, view: DepthChartResponse): void {
  io.out(`${view.team.name} depth chart${view.editable ? '' : ' (its staff sets it)'}, week ${view.week}\n`);
  for (const pos of view.positions) {
    io.out(`${pos.pos} (${pos.edited ? 'your order' : 'automatic'}, ${pos.starters} starting)`);
    io.out(
      `${formatTable(
        ['Slot', 'Name', 'Ovr', 'Class', 'G', 'Status', 'Id'],
        pos.players.map((p) => [
          p.slot,
          `${p.first} ${p.last}`,
          p.rating,
          p.class_label,
          p.games_played,
          statusNote(p),
          p.id,
        ]),
        ['Slot', 'Ovr', 'G', 'Id'],
      )}\n`,
    );
  }
}

export function registerDepth(program: Command, io: CliIo): void {
  const depth = program
    .command('depth [position]')
    .description("a team's depth chart, one position or all (default: your team); set and auto change yours")
    .option('--team <name>', 'another team (read only)')
    .option('--json', 'print JSON')
    .action((position: string | undefined, options: { team?: string; json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const view = depthChartView(ctx, options.team ?? ctx.state.userTeam, position);
        if (options.json) return printJson(io, view);
        printDepthChart(io, view);
      }),
    );
  depth
    .command('set <position> <name> <slot>')
    .description(
      'put one of your players (name or id) at a slot of a position (1: first string); another position moves him there',
    )
    .option('--json', 'print JSON')
    .action((position: string, name: string, slot: string, options: { json?: boolean }, command: Command) =>
      withChangingSave(command, (save) => {
        options.json ||= Boolean(command.optsWithGlobals<{ json?: boolean }>().json);
        const change = save.change(() => setDepthSlot(save.db, position, name, slot));
        const ctx = new PageContext(save.db);
        const view = depthChartView(ctx, ctx.state.userTeam, change.pos);
        if (options.json) return printJson(io, view);
        const moved = change.movedFrom
          ? ` (moved from ${change.movedFrom}, overall ${change.player.rating} at ${change.pos})`
          : '';
        io.out(`${change.player.first} ${change.player.last} is number ${change.slot} at ${change.pos}${moved}.\n`);
        printDepthChart(io, view);
      }),
    );
  depth
    .command('auto [position]')
    .description('the automatic depth chart again (best fit first) at one position or every position')
    .action((position: string | undefined, _options: unknown, command: Command) =>
      withChangingSave(command, (save) => {
        const positions = save.change(() => autoDepth(save.db, position));
        io.out(`Automatic depth chart at ${positions.length === 1 ? positions[0] : 'every position'}.`);
      }),
    );
}
