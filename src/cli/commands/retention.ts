// dynasty retention [--all] [--json] | retention talk NAME | retention promise NAME starter|position [POS]|nil AMOUNT |
// retention auto: keeping players after the season, before the portal opens.
import type { Command } from 'commander';
import { formatMoney } from '../../core/money/budget.js';
import type { RetentionPlayer, RetentionResponse } from '../../shared/retention-types.js';
import { promiseTo, staffKeeps, talkTo, type KeepingChange } from '../../store/actions/retention/keeping.js';
import { PageContext } from '../../store/views/context.js';
import { retentionView } from '../../store/views/retention.js';
import type { SaveFile } from '../../store/saveFile.js';
import type { Program } from '../../store/program.js';
import { formatTable } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { wantsJson, withContext, withProgramChange } from '../options.js';

/** Players shown without --all: those at least this likely to leave, or already talked to or promised. */
const AT_RISK = 0.1;

const pct = (x: number | null) => (x === null ? '-' : `${Math.round(100 * x)}%`);

function promisedText(p: RetentionPlayer): string {
  const parts = p.promised.map((a) =>
    a.kind === 'nil'
      ? `NIL ${formatMoney(a.amount ?? 0)}`
      : a.kind === 'position'
        ? `plays ${a.position} (${a.status})`
        : `starts (${a.status})`,
  );
  if (p.talked) parts.unshift('talked');
  return parts.join(', ');
}

function printRetention(io: CliIo, view: RetentionResponse, all: boolean): void {
  io.out(`${view.team} after the ${view.season} season: who may leave. ${view.window}`);
  io.out(
    `Meetings: ${view.meetings.left} of ${view.meetings.total} left. Recruiting trust ${Math.round(100 * view.trust)}% (prospects' pull x${view.trust_effect.toFixed(2)}).${view.broken_this_season > 0 ? ` ${view.broken_this_season} promise${view.broken_this_season === 1 ? '' : 's'} broken this season: the whole roster is warier.` : ''}${view.nil.era ? ` NIL left: ${formatMoney(view.nil.left)}.` : ''}`,
  );
  const shown = view.players.filter(
    (p) => all || Math.max(p.portal_risk, p.draft_risk ?? 0) >= AT_RISK || p.talked || p.promised.length > 0,
  );
  io.out(
    shown.length === 0
      ? '\nNobody is likely to leave.'
      : `\n${formatTable(
          ['Name', 'Pos', 'Class', 'Rating', 'Depth', 'Portal', 'Draft', 'Wants most', 'Concerns', 'Done', 'Id'],
          shown.map((p) => [
            `${p.first} ${p.last}`,
            p.pos,
            p.year,
            p.rating,
            p.depth,
            pct(p.portal_risk),
            pct(p.draft_risk),
            p.motives[0]?.label ?? '',
            p.concerns.slice(0, 2).join('; '),
            promisedText(p),
            p.id,
          ]),
          ['Rating', 'Depth', 'Portal', 'Draft', 'Id'],
        )}`,
  );
  if (!all && shown.length < view.players.length)
    io.out(`\n${view.players.length - shown.length} more below ${pct(AT_RISK)}: --all lists them.`);
  const recent = view.promises.slice(0, 8);
  if (recent.length > 0) {
    io.out('\nYour promises:');
    io.out(
      formatTable(
        ['Season', 'Player', 'Promise', 'Status'],
        recent.map((r) => [
          r.year,
          r.name,
          r.kind === 'nil'
            ? `NIL ${formatMoney(r.amount ?? 0)}`
            : r.kind === 'position'
              ? `plays ${r.position}`
              : 'starts',
          r.status,
        ]),
        ['Season'],
      ),
    );
  }
  io.out(
    '\n`dynasty retention talk NAME`, `dynasty retention promise NAME starter|position [POS]|nil AMOUNT`, `dynasty retention auto` (your staff uses the meetings left).',
  );
}

function change(
  io: CliIo,
  command: Command,
  options: { json?: boolean },
  run: (save: SaveFile, program: Program) => KeepingChange,
) {
  return withProgramChange(command, (save, program) => {
    const result = save.change(() => run(save, program));
    if (wantsJson(command, options))
      return printJson(io, {
        status: 'success',
        message: result.message,
        ...(result.negotiation ? { negotiation: result.negotiation } : {}),
        retention: retentionView(new PageContext(save.db, program)),
      });
    io.out(result.message);
  });
}

export function registerRetention(program: Command, io: CliIo): void {
  const retention = program
    .command('retention')
    .description('keeping players: who may leave after the season, what each wants, talks and promises')
    .option('--all', 'every player who may leave, not only those at risk')
    .option('--json', 'print JSON')
    .action((options: { json?: boolean; all?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const view = retentionView(ctx);
        if (wantsJson(command, options)) return printJson(io, view);
        printRetention(io, view, Boolean(options.all));
      }),
    );
  retention
    .command('talk')
    .description('sit down with a player (Season Summary): his risk of leaving falls')
    .argument('<name>', 'the player: id, "First Last" or last name')
    .option('--json', 'print JSON')
    .action((name: string, options: { json?: boolean }, command: Command) =>
      change(io, command, options, (save, p) => talkTo(save.db, p, name)),
    );
  retention
    .command('promise')
    .description('promise a player a starting role, a position or NIL money (Season Summary); the season judges it')
    .argument('<name>', 'the player: id, "First Last" or last name')
    .argument('<kind>', 'starter, position or nil')
    .argument('[value]', 'the position (position), or the amount (nil: 250000, 250k, 1.5m)')
    .option('--json', 'print JSON')
    .action((name: string, kind: string, value: string | undefined, options: { json?: boolean }, command: Command) =>
      change(io, command, options, (save, p) => promiseTo(save.db, p, name, kind, value)),
    );
  retention
    .command('auto')
    .description('your staff uses the meetings left, by the rule every staff follows')
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }, command: Command) =>
      change(io, command, options, (save, p) => staffKeeps(save.db, p)),
    );
}
