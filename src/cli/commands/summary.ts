// dynasty summary: the season summary (national champion, conference realignment for next season). Read-only:
// it shows the page as the save stands and never advances the dynasty.
import type { Command } from 'commander';
import { STAGE_INFO } from '../../core/season/stages.js';
import { summaryView } from '../../store/views/summary.js';
import { formatTable } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { withContext } from '../options.js';
import { awardsText } from './awards.js';
import { rankedName } from './rankings.js';

export function registerSummary(program: Command, io: CliIo): void {
  program
    .command('summary')
    .description('the season summary: national champion and conference realignment')
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const view = summaryView(ctx);
        if (options.json) return printJson(io, view);
        const year = ctx.year;
        io.out(`${year} Season Summary\n`);
        io.out(
          view.champion
            ? `National Champion: ${rankedName(view.champion.name, view.champion.ranking)} (${view.champion.record})`
            : `No national champion yet: the ${year} season is not over (${STAGE_INFO[ctx.state.stage].label}, week ${ctx.state.currentWeek}).`,
        );
        if (view.awards)
          io.out(
            `\n${year} Awards\n${awardsText(view.awards, false)}\n(All-America and all-conference teams: \`dynasty awards --year ${year}\`)`,
          );
        const moves = Object.entries(view.realignment);
        io.out(`\nConference realignment for ${year + 1}`);
        io.out(
          moves.length === 0
            ? 'No Conference Changes'
            : formatTable(
                ['Team', 'Old', 'New'],
                moves.map(([team, m]) => [team, m.old, m.new]),
              ),
        );
        const changes = view.coaching_changes ?? [];
        io.out(
          `\nCoaching carousel: ${changes.length === 0 ? 'no coaching changes' : `${changes.length} program${changes.length === 1 ? '' : 's'} changed head coaches`}`,
        );
        for (const c of changes) {
          io.out(
            `  ${c.team}: ${c.outgoing ? `${c.outgoing.name} ${c.reason_label.toLowerCase()}` : c.reason_label}; ${c.incoming ? `${c.incoming.name}${c.incoming.is_user ? ' (you)' : ''} from ${c.incoming.from ?? 'the coordinator ranks'}` : 'still hiring'}`,
          );
        }
        if (view.coach_offers && view.coach_offers.length > 0) {
          io.out(
            `\n${view.coach_fired ? 'You were fired. ' : ''}Job offers: ${view.coach_offers.map((o) => o.team).join(', ')} (\`dynasty coach offers\`).`,
          );
        } else if (view.coach_fired) io.out('\nYou were fired and have no offers: start a new dynasty.');
        if (ctx.state.stage === 'summary')
          io.out(`\nWhat's next: \`dynasty advance\` moves on to roster progression for ${year + 1}.`);
      }),
    );
}
