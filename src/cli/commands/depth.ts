// dynasty depth [POSITION] [--team NAME] [--json]; dynasty depth set POSITION NAME SLOT; dynasty depth auto [POSITION];
// dynasty depth position NAME [POSITION] (where he can move, or the move itself: the offseason)
import type { Command } from 'commander';
import type { DepthChartResponse } from '../../shared/api-types.js';
import { autoDepth, setDepthSlot } from '../../store/actions/roster/depthChart.js';
import { PageContext } from '../../store/views/context.js';
import { depthChartView } from '../../store/views/depthChart.js';
import { formatTable } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { withContext, withProgramChange, withSave } from '../options.js';
import { changePosition } from '../../store/actions/roster/positionChange.js';
import { positionOptionsView } from '../../store/views/positionOptions.js';
import type { PositionChangeResponse, PositionOptionsResponse } from '../../shared/roster-types.js';
import { coachedProgramOf, programOf } from '../../store/program.js';
import { dynastyLeague, resolveTeam } from '../../store/league.js';
import { readState } from '../../store/queries/meta.js';
import type { SaveFile } from '../../store/saveFile.js';

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
  if (view.editable && view.position_change.open)
    io.out('Players can change positions now: `dynasty depth position NAME [POSITION]`.\n');
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
          [p.moved_from ? `From ${p.moved_from}` : '', statusNote(p)].filter(Boolean).join('; '),
          p.id,
        ]),
        ['Slot', 'Ovr', 'G', 'Id'],
      )}\n`,
    );
  }
}

/** The league's spelling of a team named on the command line (an unknown name: its not-found error). */
function resolveTeamIn(save: SaveFile, name: string): string {
  return resolveTeam(dynastyLeague(save.db, readState(save.db).year), name);
}

export function registerDepth(program: Command, io: CliIo): void {
  const depth = program
    .command('depth [position]')
    .description("a team's depth chart, one position or all (default: your team); set and auto change yours")
    .option('--team <name>', 'a program you coach (its chart, to edit), or another team (read only)')
    .option('--json', 'print JSON')
    .action((position: string | undefined, options: { team?: string; json?: boolean }, command: Command) =>
      withSave(command, (save) => {
        // --team names a program coached here (it acts for it) or another team, whose chart is only read.
        const named = options.team === undefined ? null : coachedProgramOf(save.db, resolveTeamIn(save, options.team));
        const ctx = new PageContext(save.db, named ?? programOf(save.db));
        const view = depthChartView(ctx, options.team ?? ctx.program.team, position);
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
      withProgramChange(command, (save, program) => {
        options.json ||= Boolean(command.optsWithGlobals<{ json?: boolean }>().json);
        const change = save.change(() => setDepthSlot(save.db, program, position, name, slot));
        const ctx = new PageContext(save.db, program);
        const view = depthChartView(ctx, ctx.program.team, change.pos);
        if (options.json) return printJson(io, view);
        const moved = change.movedFrom
          ? ` (moved from ${change.movedFrom}, overall ${change.player.rating} at ${change.pos})`
          : '';
        io.out(`${change.player.first} ${change.player.last} is number ${change.slot} at ${change.pos}${moved}.\n`);
        printDepthChart(io, view);
      }),
    );
  depth
    .command('position <name> [position]')
    .description(
      'where one of your players (name or id) can move and his overall there; with a position, move him there (the offseason)',
    )
    .option('--json', 'print JSON')
    .action((name: string, position: string | undefined, options: { json?: boolean }, command: Command) => {
      options.json ||= Boolean(command.optsWithGlobals<{ json?: boolean }>().json);
      if (position === undefined)
        return withContext(command, (ctx) => {
          const view = positionOptionsView(ctx, name);
          if (options.json) return printJson(io, view);
          printPositionOptions(io, view);
        });
      return withProgramChange(command, (save, program) => {
        const move = save.change(() => changePosition(save.db, program, name, position));
        const p = move.player;
        const answer: PositionChangeResponse = {
          status: 'success',
          message: move.message,
          change: {
            id: p.id,
            first: p.first,
            last: p.last,
            from: move.from,
            to: move.to,
            rating_before: move.ratingBefore,
            rating_after: p.rating,
            potential: p.potential,
            back: move.back,
          },
          ...depthChartView(new PageContext(save.db, program), program.team, move.to),
        };
        if (options.json) return printJson(io, answer);
        io.out(`${move.message}\n`);
        printDepthChart(io, answer);
      });
    });
  depth
    .command('auto [position]')
    .description('the automatic depth chart again (best fit first) at one position or every position')
    .action((position: string | undefined, _options: unknown, command: Command) =>
      withProgramChange(command, (save, program) => {
        const positions = save.change(() => autoDepth(save.db, program, position));
        io.out(`Automatic depth chart at ${positions.length === 1 ? positions[0] : 'every position'}.`);
      }),
    );
}

/** A player's overall and potential at each other position, closest first. */
function printPositionOptions(io: CliIo, view: PositionOptionsResponse): void {
  const p = view.player;
  io.out(`${p.first} ${p.last}, ${p.pos}: overall ${p.rating}, potential ${p.potential}`);
  io.out(view.open ? 'He can move now (the offseason).\n' : `${view.reason}\n`);
  io.out(
    formatTable(
      ['Pos', 'Closeness', 'Ovr', 'Pot', ''],
      view.options.map((o) => [o.pos, o.closeness, o.rating, o.potential, o.back ? 'back as he was' : '']),
      ['Ovr', 'Pot'],
    ),
  );
}
