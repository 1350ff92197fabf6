// dynasty progression: how your returning players developed over the offseason, and the seniors who leave.
// Read-only: it shows the save as it stands and never advances the dynasty.
import type { Command } from 'commander';
import { STAGE_INFO } from '../../core/season/stages.js';
import { rosterProgressionView } from '../../store/views/rosterProgression.js';
import { formatTable } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { withContext } from '../options.js';

function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

export function registerProgression(program: Command, io: CliIo): void {
  program
    .command('progression')
    .description("your team's roster progression from this season to the next (progressed players, leaving seniors)")
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const view = rosterProgressionView(ctx);
        if (options.json) return printJson(io, view);
        const { progressed, leaving } = view;
        io.out(`${ctx.program.team} roster progression, ${ctx.year} to ${ctx.year + 1}\n`);
        if (progressed.length === 0 && leaving.length === 0) {
          return io.out(
            `No progression yet: it happens when the dynasty advances from the season summary (now: ${STAGE_INFO[ctx.state.stage].label}).`,
          );
        }
        const totalChange = progressed.reduce((sum, p) => sum + p.change, 0);
        const average = progressed.length > 0 ? totalChange / progressed.length : 0;
        io.out(
          [
            `Progressed players: ${progressed.length} (average ${signed(Math.round(average * 10) / 10)})`,
            `Improved: ${progressed.filter((p) => p.change > 0).length}, declined: ${progressed.filter((p) => p.change < 0).length}`,
            `Leaving seniors: ${leaving.length}, early entrants: ${view.early_entrants?.length ?? 0}, portal departures: ${view.portal_departures?.length ?? 0}`,
          ].join('\n'),
        );
        io.out('\nProgressed');
        io.out(
          formatTable(
            ['Name', 'Pos', 'Class', 'Rating', 'Change'],
            progressed.map((p) => [`${p.first} ${p.last}`, p.pos, p.year.toUpperCase(), p.rating, signed(p.change)]),
            ['Rating', 'Change'],
          ),
        );
        io.out('\nLeaving');
        io.out(
          formatTable(
            ['Name', 'Pos', 'Rating', 'Status'],
            leaving.map((p) => [`${p.first} ${p.last}`, p.pos, p.rating, p.starter ? 'Starter' : 'Backup']),
            ['Rating'],
          ),
        );
        const early = view.early_entrants ?? [];
        io.out(`\nEarly entrants to the NFL draft (${early.length})`);
        if (early.length > 0) {
          io.out(
            formatTable(
              ['Name', 'Pos', 'Class', 'Rating', 'Draft'],
              early.map((p) => [
                `${p.first} ${p.last}`,
                p.pos,
                p.year.toUpperCase(),
                p.rating,
                p.pick === null ? 'Undrafted' : `Round ${p.round}, pick ${p.pick} (${p.nfl_team})`,
              ]),
              ['Rating'],
            ),
          );
        }
        const portal = view.portal_departures ?? [];
        io.out(`\nTransfer portal departures (${portal.length})`);
        if (portal.length > 0) {
          io.out(
            formatTable(
              ['Name', 'Pos', 'Class', 'Rating', 'Reason', 'Signed'],
              portal.map((p) => [
                `${p.first} ${p.last}`,
                p.pos,
                p.year.toUpperCase(),
                p.rating,
                p.reason_label,
                p.to_team ?? '',
              ]),
              ['Rating'],
            ),
          );
        }
      }),
    );
}
