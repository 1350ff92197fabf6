// dynasty roster [TEAM], dynasty roster limits, dynasty roster release NAME; walk-ons: walkOns.ts
import type { Command } from 'commander';
import type { RosterLimitsResponse } from '../../shared/roster-types.js';
import { releasePlayer } from '../../store/actions/roster/release.js';
import { PageContext } from '../../store/views/context.js';
import { rosterView } from '../../store/views/roster.js';
import { rosterLimitsView } from '../../store/views/rosterLimits.js';
import { formatTable } from '../../shared/textTable.js';
import { registerWalkOns } from './walkOns.js';
import { printJson, type CliIo } from '../io.js';
import { wantsJson, withContext, withProgramChange } from '../options.js';

function printLimits(io: CliIo, view: RosterLimitsResponse): void {
  io.out(
    `${view.team} for ${view.limit.season}: ${view.players} players, ${view.committed} committed recruits, ${view.open} open under ${view.limit.label}.`,
  );
  if (view.portal_offers > 0) io.out(`${view.portal_offers} portal offers out.`);
  if (view.walk_on_invites.length > 0) {
    io.out(
      `Invited walk-ons who take places on signing day: ${view.walk_on_invites.map((w) => `${w.first} ${w.last} (${w.pos})`).join(', ')}.`,
    );
  }
  if (Math.max(0, view.walk_ons_if_unfilled - view.walk_on_invites.length) > 0) {
    io.out(
      `Signing day fills ${Math.max(0, view.walk_ons_if_unfilled - view.walk_on_invites.length)} places with walk-ons unless recruits or transfers take them: ${view.walk_on_positions.map((w) => `${w.pos} ${w.count}`).join(', ')}.`,
    );
  }
  io.out(`Roster minimum: ${view.minimum.map((m) => `${m.pos} ${m.have}/${m.least}`).join(', ')}`);
  io.out(view.release.open ? 'Players can be released now (dynasty roster release NAME).' : view.release.reason!);
}

export function registerRoster(program: Command, io: CliIo): void {
  const roster = program
    .command('roster [team]')
    .description("a team's roster by position (default: your team)")
    .option('--json', 'print JSON')
    .action((team: string | undefined, options: { json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const view = rosterView(ctx, team ?? ctx.program.team);
        if (options.json) return printJson(io, view);
        io.out(
          `${view.team.name} ${view.team.mascot} (${view.team.conference}), rating ${view.team.rating} (offense ${view.team.offense}, defense ${view.team.defense})\n`,
        );
        io.out(
          formatTable(
            ['Pos', 'Name', 'Rating', 'Year', 'Status', 'Id'],
            view.roster.map((p) => [
              p.pos,
              `${p.first} ${p.last}`,
              p.rating,
              p.class_label ?? p.year.toUpperCase(),
              p.injury ? `Out: ${p.injury}` : p.starter ? 'Starter' : p.redshirting ? 'Redshirting' : 'Backup',
              p.id,
            ]),
            ['Rating', 'Id'],
          ),
        );
        io.out('\nInjury report');
        io.out(
          view.injuries.length === 0
            ? 'Nobody is hurt.'
            : formatTable(
                ['Pos', 'Name', 'Injury', 'Back'],
                view.injuries.map((i) => [
                  i.pos,
                  `${i.first} ${i.last}`,
                  i.injury,
                  i.out_for_season ? 'Out for season' : `Week ${i.return_week}`,
                ]),
              ),
        );
      }),
    );
  roster
    .command('limits')
    .description(
      "your roster against next season's limit: players, committed recruits, open places, walk-ons, the roster minimum",
    )
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const view = rosterLimitsView(ctx);
        if (wantsJson(command, options)) return printJson(io, view);
        printLimits(io, view);
      }),
    );
  roster
    .command('release <name>')
    .description(
      'release one of your players (name or id) in the Roster Progression stage: he enters the transfer portal (from 2018) or leaves',
    )
    .option('--json', 'print JSON')
    .action((name: string, options: { json?: boolean }, command: Command) =>
      withProgramChange(command, (save, program) => {
        const result = save.change(() => releasePlayer(save.db, program, name));
        if (wantsJson(command, options)) {
          const p = result.player;
          return printJson(io, {
            status: 'success',
            released: { id: p.id, first: p.first, last: p.last, pos: p.pos, rating: p.rating },
            portal: result.portal,
            message: result.message,
            limits: rosterLimitsView(new PageContext(save.db, program)),
          });
        }
        io.out(result.message);
      }),
    );
  registerWalkOns(roster, io);
}
