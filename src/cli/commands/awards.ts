// dynasty awards [--year Y]: a season's awards: the Heisman ceremony, the position awards, coach of the year,
// the All-America, freshman All-America and all-conference teams.
import type { Command } from 'commander';
import type { AwardEntry, SeasonAwards } from '../../shared/awards-types.js';
import { awardsView } from '../../store/views/awards.js';
import { formatTable } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { parseInteger, withContext } from '../options.js';

const teamRows = (entries: readonly AwardEntry[]) => entries.map((e) => [e.pos, e.name, e.team, e.line]);

/** The season's awards as text (also the season summary's ceremony). */
export function awardsText(awards: SeasonAwards, full: boolean): string {
  const out: string[] = [];
  const [winner, ...finalists] = awards.heisman;
  if (winner) {
    out.push(`Heisman Trophy: ${winner.name} (${winner.pos}, ${winner.team}) - ${winner.line}`);
    if (finalists.length > 0)
      out.push(`Finalists: ${finalists.map((f) => `${f.name} (${f.pos}, ${f.team})`).join('; ')}`);
  }
  out.push(
    '',
    formatTable(
      ['Award', 'Winner', 'Team', 'Season'],
      awards.individual.map((a) => [a.award_name, a.pos === 'HC' ? a.name : `${a.name} (${a.pos})`, a.team, a.line]),
    ),
  );
  if (!full) return out.join('\n');
  const section = (title: string, entries: readonly AwardEntry[]) =>
    out.push('', title, formatTable(['Pos', 'Player', 'Team', 'Season'], teamRows(entries)));
  section('All-America First Team', awards.all_america.first);
  section('All-America Second Team', awards.all_america.second);
  section('All-America Third Team', awards.all_america.third);
  section('Freshman All-America', awards.freshman_all_america);
  for (const [conference, teams] of Object.entries(awards.all_conference)) {
    section(`All-${conference} First Team`, teams.first);
    section(`All-${conference} Second Team`, teams.second);
  }
  return out.join('\n');
}

export function registerAwards(program: Command, io: CliIo): void {
  program
    .command('awards')
    .description(
      "a season's awards: Heisman Trophy, position awards, coach of the year, All-America and all-conference teams",
    )
    .option('--year <year>', 'the season (default: the latest with awards)')
    .option('--json', 'print JSON')
    .action((options: { year?: string; json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const view = awardsView(ctx, options.year === undefined ? undefined : parseInteger(options.year, 'Year'));
        if (options.json) return printJson(io, view);
        io.out(`${view.year} Awards\n`);
        if (!view.awards)
          return io.out(
            `No awards yet: the ${view.year} awards are given when the season ends (see \`dynasty heisman\` for the race).`,
          );
        io.out(awardsText(view.awards, true));
      }),
    );
}
