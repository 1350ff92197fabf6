// dynasty draft [--year Y] [--json]: the NFL draft list after a season: every pick by round with his college, and
// early entrants nobody drafted. Read-only.
import type { Command } from 'commander';
import { draftView } from '../../store/views/draft.js';
import { formatTable } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { parseInteger, withContext } from '../options.js';

export function registerDraft(program: Command, io: CliIo): void {
  program
    .command('draft')
    .description('the NFL draft after a season: where every drafted player went, by round, with his college')
    .option('--year <season>', 'the college season the players left after (default: the latest draft)')
    .option('--json', 'print JSON')
    .action((options: { year?: string; json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const view = draftView(ctx, options.year === undefined ? undefined : parseInteger(options.year, 'Year'));
        if (options.json) return printJson(io, view);
        if (view.year === null)
          return io.out(
            'No NFL draft yet: the first is held after the first season, when the dynasty moves to Roster Progression.',
          );
        const s = view.summary;
        io.out(
          `${view.draft_year} NFL draft (players of the ${view.year} season): ${s.picks} picks in ${view.rounds.length} rounds`,
        );
        io.out(
          `Early entrants: ${s.early_entrants}, drafted ${s.early_drafted}. ${view.team.name}: ${s.team_picks} pick${s.team_picks === 1 ? '' : 's'}.`,
        );
        io.out(
          `Most picks: ${s.top_colleges
            .slice(0, 5)
            .map((c) => `${c.college} ${c.picks}`)
            .join(', ')}`,
        );
        for (const round of view.rounds) {
          io.out(`\nRound ${round.round}`);
          io.out(
            formatTable(
              ['Pick', 'No.', 'NFL team', 'Player', 'Pos', 'College', 'Class', 'Rtg'],
              round.picks.map((p) => [
                p.pick,
                p.round_pick,
                p.nfl_team,
                `${p.first} ${p.last}`,
                p.pos,
                p.college,
                `${p.year.toUpperCase()}${p.early ? ' (early)' : ''}`,
                p.rating,
              ]),
              ['Pick', 'No.', 'Rtg'],
            ),
          );
        }
        if (view.undrafted_early.length > 0) {
          io.out('\nEarly entrants not drafted');
          io.out(
            formatTable(
              ['Player', 'Pos', 'College', 'Class', 'Rtg'],
              view.undrafted_early.map((p) => [
                `${p.first} ${p.last}`,
                p.pos,
                p.college,
                p.year.toUpperCase(),
                p.rating,
              ]),
              ['Rtg'],
            ),
          );
        }
      }),
    );
}
