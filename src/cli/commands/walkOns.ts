// dynasty roster walkons [--position P] [--json] | roster walkon invite NAME | roster walkon cancel NAME: walk-ons
// invited from the prospects nobody recruited.
import type { Command } from 'commander';
import type { WalkOnsResponse } from '../../shared/roster-types.js';
import { inviteWalkOn } from '../../store/actions/roster/walkOns.js';
import { PageContext } from '../../store/views/context.js';
import { walkOnsView } from '../../store/views/walkOns.js';
import { formatTable } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { wantsJson, withContext, withProgramChange } from '../options.js';

function printWalkOns(io: CliIo, view: WalkOnsResponse): void {
  if (!view.open) {
    io.out(view.reason!);
    return;
  }
  io.out(`${view.team}: ${view.places} walk-on places on signing day; ${view.invited.length} invited.`);
  const rows = (list: WalkOnsResponse['pool']) =>
    list.map((p) => [`${p.first} ${p.last}`, p.pos, `${p.stars}*`, p.rank, p.state, p.id]);
  if (view.invited.length > 0)
    io.out(
      `Invited (they take the first places unless they sign elsewhere):\n${formatTable(['Name', 'Pos', 'Stars', 'Rank', 'From', 'Id'], rows(view.invited), ['Rank', 'Id'])}`,
    );
  io.out(`\nUnrecruited prospects${view.position ? ` at ${view.position}` : ''}, best ranked first:`);
  io.out(
    view.pool.length === 0
      ? 'None.'
      : formatTable(['Name', 'Pos', 'Stars', 'Rank', 'From', 'Id'], rows(view.pool), ['Rank', 'Id']),
  );
  io.out('\nInvite one with `dynasty roster walkon invite NAME` (or an id); `cancel` takes it back.');
}

export function registerWalkOns(roster: Command, io: CliIo): void {
  roster
    .command('walkons')
    .description('walk-on places, the walk-ons you invited and the prospects nobody recruited (two stars or fewer)')
    .option('--position <pos>', 'one position (QB ... P)')
    .option('--json', 'print JSON')
    .action((options: { position?: string; json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const view = walkOnsView(ctx, options.position);
        if (wantsJson(command, options)) return printJson(io, view);
        printWalkOns(io, view);
      }),
    );
  const walkOn = roster.command('walkon').description('invite a prospect nobody recruited to walk on, or take it back');
  for (const [verb, invite] of [
    ['invite', true],
    ['cancel', false],
  ] as const) {
    walkOn
      .command(verb)
      .description(
        invite
          ? 'invite a prospect (name or id) to walk on: he joins on signing day unless he signs elsewhere'
          : 'take an invitation back',
      )
      .argument('<name>', 'the prospect: id or "First Last"')
      .option('--json', 'print JSON')
      .action((name: string, options: { json?: boolean }, command: Command) =>
        withProgramChange(command, (save, program) => {
          const result = save.change(() => inviteWalkOn(save.db, program, name, invite));
          if (wantsJson(command, options))
            return printJson(io, {
              status: 'success',
              message: result.message,
              walk_ons: walkOnsView(new PageContext(save.db, program)),
            });
          io.out(result.message);
        }),
      );
  }
}
