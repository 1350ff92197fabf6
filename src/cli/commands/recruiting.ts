// dynasty recruiting: the freshman class every program signed for next season. Read-only: it shows the save as
// it stands and never advances the dynasty.
import { recruitingClassName } from '../../shared/recruitingApi.js';
import type { Command } from 'commander';
import { STAGE_INFO } from '../../core/season/stages.js';
import { recruitingSummaryView } from '../../store/views/recruitingSummary.js';
import { formatTable } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { withContext } from '../options.js';

/** Spec (Recruiting summary): the Top Recruits table shows at most 50 rows. */
const TOP_RECRUITS = 50;

export function registerRecruiting(program: Command, io: CliIo): void {
  program
    .command('recruiting')
    .description("the recruiting summary: top recruits of the freshman class and every team's class")
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const view = recruitingSummaryView(ctx);
        if (options.json) return printJson(io, view);
        const s = view.summary_stats;
        io.out(`Recruiting summary: the freshmen, ${recruitingClassName(ctx.year)}\n`);
        if (s.total_freshmen === 0) {
          return io.out(
            `No recruits signed yet: they sign when the dynasty advances from roster progression (now: ${STAGE_INFO[ctx.state.stage].label}).`,
          );
        }
        io.out(
          `Freshmen: ${s.total_freshmen}, average rating ${s.avg_rating}, best ${s.max_rating}, lowest ${s.min_rating}`,
        );
        const everyone = view.team_rankings
          .flatMap((t) => t.players.map((p) => ({ ...p, team: t.team_name })))
          .sort((a, b) => b.rating - a.rating || b.stars - a.stars || a.id - b.id);
        io.out('\nTop recruits');
        io.out(
          formatTable(
            ['#', 'Name', 'Pos', 'Team', 'Rating', 'Stars'],
            everyone
              .slice(0, TOP_RECRUITS)
              .map((p, i) => [i + 1, `${p.first} ${p.last}`, p.pos, p.team, p.rating, p.stars]),
            ['#', 'Rating', 'Stars'],
          ),
        );
        io.out('\nClasses by average stars and size');
        io.out(
          formatTable(
            ['#', 'Team', 'Prestige', 'Recruits', 'Average', 'Best', '5*', '4*'],
            view.team_rankings.map((t, i) => {
              const ratings = t.players.map((p) => p.rating);
              const average = ratings.reduce((sum, r) => sum + r, 0) / Math.max(1, ratings.length);
              return [
                i + 1,
                t.team.name,
                t.team.prestige,
                t.players.length,
                average.toFixed(1),
                Math.max(...ratings),
                t.players.filter((p) => p.stars === 5).length,
                t.players.filter((p) => p.stars === 4).length,
              ];
            }),
            ['#', 'Prestige', 'Recruits', 'Average', 'Best', '5*', '4*'],
          ),
        );
        // Transfers out of the portal, beside the freshman class.
        const arrivals = view.portal_arrivals ?? [];
        const mine = arrivals.filter((p) => p.to_team === ctx.program.team);
        io.out(`\nPortal arrivals: ${arrivals.length} transfers signed; ${ctx.program.team} ${mine.length}`);
        if (mine.length > 0) {
          io.out(
            formatTable(
              ['Name', 'Pos', 'Rating', 'From', 'Eligible'],
              mine.map((p) => [
                `${p.first} ${p.last}`,
                p.pos,
                p.rating,
                p.from_team,
                p.sits_out ? 'sits out a year' : 'at once',
              ]),
              ['Rating'],
            ),
          );
        }
      }),
    );
}
