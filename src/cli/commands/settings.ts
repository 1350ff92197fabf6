// dynasty settings [--retention N|all] [--json]: the dynasty's settings, and changing how much game detail it keeps.
import type { Command } from 'commander';
import { changeRetention, parseRetention } from '../../store/actions/settings.js';
import { PageContext } from '../../store/views/context.js';
import { settingsView } from '../../store/views/settings.js';
import type { SettingsResponse } from '../../shared/api-types.js';
import { printJson, type CliIo } from '../io.js';
import { programOfCommand, withSave } from '../options.js';

export function retentionSentence(s: SettingsResponse): string {
  if (s.detail_seasons === null)
    return 'Game detail: every season keeps drives, player stats and play-by-play (keep everything).';
  const past = s.detail_seasons === 1 ? 'the last season' : `the last ${s.detail_seasons} seasons`;
  return `Game detail: the current season and ${s.detail_seasons === 0 ? 'no past season' : past} (from ${s.first_detail_year}), and every game of your team, keep drives, player stats and play-by-play; older games keep score, line score and team totals, older transfer portals your team's entrants and arrivals only.`;
}

export function registerSettings(program: Command, io: CliIo): void {
  program
    .command('settings')
    .description(
      'show the dynasty settings; --retention N keeps full game detail for N past seasons (default 3), --retention all keeps everything',
    )
    .option('--retention <seasons>', 'past seasons that keep full game detail: a number, or "all"')
    .option('--json', 'print JSON')
    .action((options: { retention?: string; json?: boolean }, command: Command) =>
      withSave(command, (save) => {
        if (options.retention !== undefined) {
          const retention = parseRetention(options.retention);
          save.change(() => changeRetention(save.db, retention));
        }
        const view = settingsView(new PageContext(save.db, programOfCommand(command, save.db)));
        if (options.json) return printJson(io, view);
        io.out(retentionSentence(view));
        io.out(
          `Change it with: dynasty settings --retention N (0-${view.max_detail_seasons}, default ${view.default_detail_seasons}) or --retention all`,
        );
      }),
    );
}
