// dynasty coach [--json] | coach offers [--json] | coach accept TEAM [--json]: the player's coaching career.
// dynasty carousel [--year Y] [--json]: the coaching changes of an offseason. coach abilities|spend: coachAbilities.ts.
import type { Command } from 'commander';
import { acceptCoachOffer } from '../../store/actions/coaches/offers.js';
import { registerCoachAbilities } from './coachAbilities.js';
import { PageContext } from '../../store/views/context.js';
import { carouselView, coachView } from '../../store/views/coach.js';
import type { CarouselResponse, CoachResponse } from '../../shared/api-types.js';
import { formatTable } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { parseInteger, withContext, withProgramChange } from '../options.js';

const pct = (x: number) => `${Math.round(100 * x)}%`;

function printOffers(io: CliIo, view: CoachResponse): void {
  if (view.offers.length === 0) {
    io.out(view.fired ? 'You were fired and have no offers: start a new dynasty (`dynasty new`).' : 'No job offers.');
    return;
  }
  io.out(view.fired ? 'You were fired. Programs offering you their job:' : 'Job offers:');
  io.out(
    formatTable(
      ['Program', 'Prestige', 'Conference', 'Record'],
      view.offers.map((o) => [o.team, o.prestige, o.conference, o.record]),
      ['Prestige'],
    ),
  );
  io.out(view.can_accept ? '\nAccept one with `dynasty coach accept TEAM`; offers lapse when you advance.' : '');
}

export function printCoach(io: CliIo, view: CoachResponse): void {
  const c = view.coach;
  io.out(`${c.name}, head coach${c.team ? ` of ${c.team}` : ' (out of a job)'}, age ${c.age}`);
  io.out(
    `Career ${c.wins}-${c.losses}${c.titles ? `, ${c.titles} national title${c.titles > 1 ? 's' : ''}` : ''}; at ${c.team ?? view.team.name} since ${c.since}; contract through ${c.contract_until}`,
  );
  io.out(
    `Job security ${c.security}/100: ${c.hot_seat_label} (the program expects about ${pct(c.expected_win_pct)} wins${c.security_review ? `; ${c.security_review}` : ''})`,
  );
  io.out(`Offense ${c.scheme_label} (${c.tempo_label}), defense ${c.front}`);
  const r = c.ratings;
  io.out(
    formatTable(
      ['Offense', 'Defense', 'Recruiting', 'Development', 'Game mgmt', 'Overall'],
      [[r.offense, r.defense, r.recruiting, r.development, r.gameManagement, r.overall]],
      ['Offense', 'Defense', 'Recruiting', 'Development', 'Game mgmt', 'Overall'],
    ),
  );
  if (view.history.length > 0) {
    io.out('\nSeasons');
    io.out(
      formatTable(
        ['Year', 'Program', 'Record'],
        view.history.map((h) => [h.year, h.team, `${h.wins}-${h.losses}`]),
        ['Year'],
      ),
    );
  }
  io.out('');
  printOffers(io, view);
}

export function printCarousel(io: CliIo, view: CarouselResponse): void {
  io.out(`Coaching carousel after the ${view.year} season`);
  if (view.changes.length === 0) {
    io.out('No coaching changes.');
    return;
  }
  io.out(
    formatTable(
      ['Program', 'Out', 'Why', 'In', 'From', 'Offense'],
      view.changes.map((c) => [
        c.team,
        c.outgoing ? `${c.outgoing.name} (${c.outgoing.wins}-${c.outgoing.losses})` : '',
        c.reason_label,
        c.incoming ? `${c.incoming.name}${c.incoming.is_user ? ' (you)' : ''}` : '(open)',
        c.incoming ? (c.incoming.from ?? 'coordinator') : '',
        c.incoming?.scheme_label ?? '',
      ]),
    ),
  );
  if (view.coordinator_moves.length > 0) {
    io.out('\nCoordinator moves');
    for (const m of view.coordinator_moves) io.out(`  ${m.text}`);
  }
}

export function registerCoach(program: Command, io: CliIo): void {
  const coach = program
    .command('coach')
    .description('your coaching career: ratings, scheme, record, contract, hot seat and job offers')
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const view = coachView(ctx);
        if (options.json) return printJson(io, view);
        printCoach(io, view);
      }),
    );
  coach
    .command('offers')
    .description('job offers from other programs at the end of a season')
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const view = coachView(ctx);
        if (options.json || command.optsWithGlobals<{ json?: boolean }>().json)
          return printJson(io, { offers: view.offers, can_accept: view.can_accept, fired: view.fired });
        printOffers(io, view);
      }),
    );
  coach
    .command('accept')
    .description('accept a job offer: the dynasty goes on at the new program')
    .argument('<team>', 'the program whose offer you accept')
    .option('--json', 'print JSON')
    .action((team: string, options: { json?: boolean }, command: Command) =>
      withProgramChange(command, (save, program) => {
        const accepted = save.change(() => acceptCoachOffer(save.db, program, team));
        const ctx = new PageContext(save.db, program);
        if (options.json || command.optsWithGlobals<{ json?: boolean }>().json) {
          return printJson(io, { status: 'success', from: accepted.from, to: accepted.to, info: ctx.info() });
        }
        io.out(`You are the new head coach of ${accepted.to} (leaving ${accepted.from}). The dynasty goes on there.`);
      }),
    );
  registerCoachAbilities(coach, io);
  program
    .command('carousel')
    .description('the coaching carousel: programs that changed head coaches after a season')
    .option('--year <year>', 'the season the carousel followed (default: the latest)')
    .option('--json', 'print JSON')
    .action((options: { year?: string; json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const view = carouselView(ctx, options.year === undefined ? undefined : parseInteger(options.year, 'Year'));
        if (options.json) return printJson(io, view);
        printCarousel(io, view);
      }),
    );
}
