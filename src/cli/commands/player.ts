// dynasty player ID [--season Y] [--json]
import type { Command } from 'commander';
import { heightLabel } from '../../core/players/body.js';
import { resultWithScore } from '../../shared/forcedResult.js';
import { opponentPhrase } from '../../shared/gameSite.js';
import { teamNameText } from '../../shared/teamName.js';
import { playerView } from '../../store/views/player.js';
import { formatTable } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { parseInteger, withContext } from '../options.js';

export function registerPlayer(program: Command, io: CliIo): void {
  program
    .command('player <id>')
    .description(
      "a player's page: attributes, class, injury, overall by season, career totals, awards and position changes",
    )
    .option('--season <year>', 'the season whose game log is shown (default: the newest with games)')
    .option('--json', 'print JSON')
    .action((id: string, options: { season?: string; json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const season = options.season === undefined ? undefined : parseInteger(options.season, 'Season');
        const view = playerView(ctx, parseInteger(id, 'Player id'), season);
        if (options.json) return printJson(io, view);
        const p = view.player;
        const f = view.profile;
        io.out(
          `${p.first} ${p.last}, ${p.pos}, ${view.team.name}: ${f.class_label}, ${heightLabel(f.height)} ${f.weight} lb, overall ${p.rating}, potential ${f.potential}, ${p.stars} stars`,
        );
        if (f.injury)
          io.out(`Injured: ${f.injury} (${f.out_for_season ? 'out for the season' : `back week ${f.return_week}`})`);
        if (f.redshirting) io.out(`Redshirting this season (${f.games_played} games played)`);
        const attrs = Object.entries(f.attributes);
        if (attrs.length > 0)
          io.out(
            `\n${formatTable(
              ['Attribute', 'Value'],
              attrs.map(([k, v]) => [k, v]),
              ['Value'],
            )}`,
          );
        io.out(`\nOverall by season: ${view.ratings_by_season.map((r) => `${r.year} ${r.rating}`).join(', ')}`);
        const rows = Object.entries(view.yearly_cumulative_stats).map(([year, s]) => {
          const { class: cls, rating, games, ...stats } = s;
          return [
            year,
            cls.toUpperCase(),
            rating,
            games,
            Object.entries(stats)
              .map(([k, v]) => `${k} ${v}`)
              .join(', '),
          ];
        });
        const { seasons, games, ...career } = view.career_totals;
        rows.push([
          'Career',
          `${seasons} seasons`,
          '',
          games,
          Object.entries(career)
            .map(([k, v]) => `${k} ${v}`)
            .join(', '),
        ]);
        io.out(`\n${formatTable(['Year', 'Class', 'Ovr', 'G', 'Statistics'], rows, ['Ovr', 'G'])}`);
        io.out(
          `\nGame log, ${view.year}${view.years.length > 1 ? ` (seasons: ${view.years.join(', ')}; --season Y)` : ''}`,
        );
        if (view.game_logs.length === 0) io.out('No games played that season.');
        else {
          io.out(
            formatTable(
              ['Wk', 'Opponent', 'Result', 'Statistics'],
              view.game_logs.map(({ game: g, ...stats }) => [
                g.weekPlayed,
                opponentPhrase(g.site, teamNameText(g.opponent)),
                resultWithScore(g),
                Object.entries(stats)
                  .map(([k, v]) => `${k} ${v}`)
                  .join(', '),
              ]),
              ['Wk'],
            ),
          );
        }
        if (view.awards.length > 0) {
          // As the web and the terminal player pages list them: Heisman finalists by name, conference teams with their conference.
          const name = (a: (typeof view.awards)[number]): string =>
            a.award === 'heisman' && a.slot > 1
              ? 'Heisman Trophy finalist'
              : a.conference
                ? `${a.award_name} (${a.conference})`
                : a.award_name;
          io.out(
            `\nAwards\n${formatTable(
              ['Year', 'Award'],
              view.awards.map((a) => [a.year, name(a)]),
              ['Year'],
            )}`,
          );
        }
        if (view.position_changes.length > 0) {
          io.out(
            `\nPosition changes\n${formatTable(
              ['Year', 'Team', 'From', 'To', 'Ovr before', 'Ovr after'],
              view.position_changes.map((m) => [m.year, m.team, m.from, m.to, m.rating_before, m.rating_after]),
              ['Year', 'Ovr before', 'Ovr after'],
            )}`,
          );
        }
      }),
    );
}
