// dynasty portal [--position P] [--min-rating N] [--json]: the transfer portal of the offseason;
// dynasty portal offer NAME: offer a portal player (in the Roster Progression stage);
// dynasty portal market NAME: his asks and who is after him; portal promise NAME: promise him a starting role;
// dynasty portal day: the window moves on a day (the players you offered decide on theirs).
import type { Command } from 'commander';
import type { PortalDayResponse, PortalMarketResponse, PortalResponse } from '../../shared/departures-types.js';
import { marketDayText, openOffersText, portalWindowDayText, yourOfferText } from '../../shared/portalOfferText.js';
import { offerPortalPlayer } from '../../store/actions/portal.js';
import { advancePortalDay, promiseStartingRole } from '../../store/actions/portalMarket.js';
import { portalDayAnswer, portalMarketView } from '../../store/views/portalMarket.js';
import { PageContext } from '../../store/views/context.js';
import { portalView, type PortalFilters } from '../../store/views/portal.js';
import { portalPlayerEntry } from '../../store/views/portalEntries.js';
import { formatTable } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { parseInteger, withContext, withProgramChange } from '../options.js';

/** How many players the text listing shows (the JSON has them all). */
const LISTED = 60;

/** The portal's first lines: who entered and is still unsigned, the player's room and offers, the window's day. */
export function portalHeadline(view: PortalResponse): string[] {
  const r = view.room;
  const day = portalWindowDayText(view);
  return [
    view.year === null
      ? 'Transfer portal: no portal yet (players enter after the first season).'
      : `Transfer portal after the ${view.year} season: ${view.total} players entered, ${view.available} still unsigned.`,
    view.open
      ? `Open for offers. ${view.team.name} for ${view.limit.season}: ${r.returning} returning, ${openOffersText(r.offers)}, ${r.signed} committed recruits, ${r.left} more under ${view.limit.label}.${r.offers === 0 ? ' Make no offers and your staff offers by need.' : ''}`
      : (view.closed_reason ?? ''),
    ...(day === null ? [] : [day]),
    ...(view.sit_out_rule ? ['Before 2021 most transfers sit out their first season at the new program.'] : []),
  ];
}

function printPortal(io: CliIo, view: PortalResponse): void {
  io.out(portalHeadline(view).join('\n'));
  const f = view.filters;
  if (f.position || f.min_rating !== null)
    io.out(
      `Filter: ${[f.position ?? 'all positions', f.min_rating !== null ? `rating ${f.min_rating}+` : ''].filter(Boolean).join(', ')} (${view.players.length} players)`,
    );
  io.out('');
  io.out(
    formatTable(
      ['Id', 'Name', 'Pos', 'Class', 'Rtg', 'Stars', 'From', 'Reason', 'Status'],
      view.players
        .slice(0, LISTED)
        .map((p) => [
          p.id,
          `${p.first} ${p.last}`,
          p.pos,
          p.year.toUpperCase(),
          p.rating,
          p.stars,
          p.from_team,
          p.reason_label,
          p.to_team
            ? `Signed: ${p.to_team}${p.sits_out ? ' (sits out)' : ''}`
            : p.offered
              ? 'Offered'
              : view.open
                ? ''
                : 'Unsigned',
        ]),
      ['Id', 'Rtg', 'Stars'],
    ),
  );
  if (view.players.length > LISTED)
    io.out(`... and ${view.players.length - LISTED} more (--position, --min-rating or --json).`);
}

export function registerPortal(program: Command, io: CliIo): void {
  const portal = program
    .command('portal')
    .description(
      'the transfer portal of the offseason: search by position and rating; `portal offer NAME` to offer a player',
    )
    .option('--position <pos>', 'only this position (QB, RB, WR, TE, OL, DL, LB, CB, S, K, P)')
    .option('--min-rating <n>', 'only players rated at least this')
    .option('--json', 'print JSON')
    .action((options: { position?: string; minRating?: string; json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const filters: PortalFilters = {
          position: options.position,
          minRating: options.minRating === undefined ? undefined : parseInteger(options.minRating, 'Minimum rating'),
        };
        const view = portalView(ctx, filters);
        if (options.json) return printJson(io, view);
        printPortal(io, view);
      }),
    );
  portal
    .command('offer <player...>')
    .description('offer a portal player (his name, or his id) in the Roster Progression stage')
    .option('--json', 'print JSON')
    .action((words: string[], options: { json?: boolean }, command: Command) =>
      withProgramChange(command, (save, program) => {
        options.json ||= Boolean(command.optsWithGlobals<{ json?: boolean }>().json);
        const { entry, room } = save.change(() => offerPortalPlayer(save.db, program, words.join(' ')));
        if (options.json)
          return printJson(io, {
            status: 'success',
            offered: portalPlayerEntry(entry, new Set([entry.player_id])),
            ...portalView(new PageContext(save.db, program)),
          });
        io.out(
          `Offered ${entry.first} ${entry.last} (${entry.pos}, ${entry.rating}, from ${entry.from_team}). ${room.left} more offer${room.left === 1 ? ' fits' : 's fit'} under the limit.`,
        );
        io.out(
          'He decides on his day of the window (dynasty portal market NAME; dynasty portal day moves the window on), or when the dynasty moves on.',
        );
      }),
    );
  portal
    .command('market <player...>')
    .description("a portal player's market: what he asks for, who is after him, the day he decides")
    .option('--json', 'print JSON')
    .action((words: string[], options: { json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const answer = portalMarketView(ctx, words.join(' '));
        if (options.json || command.optsWithGlobals<{ json?: boolean }>().json) return printJson(io, answer);
        io.out(marketLines(answer).join('\n'));
      }),
    );
  portal
    .command('promise <player...>')
    .description('promise a portal player you offered a starting role (he counts it full playing time)')
    .option('--json', 'print JSON')
    .action((words: string[], options: { json?: boolean }, command: Command) =>
      withProgramChange(command, (save, program) => {
        const who = words.join(' ');
        save.change(() => promiseStartingRole(save.db, program, who));
        const answer = portalMarketView(new PageContext(save.db, program), who);
        if (options.json || command.optsWithGlobals<{ json?: boolean }>().json) return printJson(io, answer);
        io.out(`Promised ${answer.player.first} ${answer.player.last} a starting role.`);
        io.out(marketLines(answer).join('\n'));
      }),
    );
  portal
    .command('day')
    .description('move the portal window on a day: the players you offered whose day came decide')
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }, command: Command) =>
      withProgramChange(command, (save, program) => {
        const answer = save.change(() => portalDayAnswer(program, advancePortalDay(save.db, program)));
        if (options.json || command.optsWithGlobals<{ json?: boolean }>().json) return printJson(io, answer);
        io.out(dayLines(answer).join('\n'));
      }),
    );
}

/** One portal player's market in lines (the CLI and the terminal's portal screen). */
export function marketLines(m: PortalMarketResponse): string[] {
  const p = m.player;
  const asks = [
    m.asks.starting_role ? 'a starting role' : '',
    m.asks.nil > 0 ? `$${Math.round(m.asks.nil / 1000)}K in NIL` : '',
  ].filter(Boolean);
  const others = m.suitors.filter((s) => !s.yours).map((s) => s.team);
  return [
    `${p.first} ${p.last} (${p.pos}, ${p.rating}, ${p.stars}*, from ${p.from_team}): ${m.words}.`,
    `Asks for ${asks.length > 0 ? asks.join(' and ') : 'nothing in particular'}.`,
    yourOfferText(m),
    `Other offers: ${others.length > 0 ? `${others.join(', ')}${m.other_offers > others.length ? ` and ${m.other_offers - others.length} more` : ''}` : 'none yet'}.`,
    marketDayText(m),
  ];
}

export function dayLines(d: PortalDayResponse): string[] {
  return [
    `Portal window: day ${d.day} of ${d.last_day}${d.day >= d.last_day ? ', the last: the players still unsigned sign when the dynasty moves on (dynasty advance)' : ''}.`,
    ...(d.decisions.length === 0
      ? ['Nobody you offered decided today.']
      : d.decisions.map((x) => `${x.first} ${x.last} (${x.pos}) ${x.yours ? 'signed with you' : `chose ${x.team}`}.`)),
  ];
}
