// dynasty watch GAME_ID [--json]: a played game's play-by-play with the down, distance, clock, score and the home
// team's win probability after every play, each drawn play's sets and result on the line below it, then the drive
// chart (the same game the week's simulation played: watching changes nothing). --json: the live game's answer, each
// play with its drawing (`art`) and the game's `drives`.
import type { Command } from 'commander';
import { snapSituation } from '../../shared/downText.js';
import { gameSettingLine } from '../../shared/gameDayText.js';
import { artLine, driveLine } from '../../shared/playArtText.js';
import { liveGameView } from '../../store/views/liveGame.js';
import { printJson, type CliIo } from '../io.js';
import { parseInteger, withContext } from '../options.js';

/** A drawn play's line starts under the play's text (past the clock, team, situation, score and probability). */
const DRAWN_INDENT = 52;

export function registerWatch(program: Command, io: CliIo): void {
  program
    .command('watch <gameId>')
    .description("a played game's play-by-play with the situation and the win probability after every play")
    .option('--json', 'print JSON')
    .action((gameId: string, options: { json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const view = liveGameView(ctx, parseInteger(gameId, 'Game id'));
        if (options.json) return printJson(io, view);
        io.out(
          `${view.away} at ${view.home}, week ${view.week} ${view.year} (${view.home} win probability before kickoff ${view.pregame_home_wp}%)`,
        );
        const setting = gameSettingLine(view.rivalry, view.day);
        if (setting) io.out(setting);
        for (const p of view.plays) {
          const situation = p.down > 0 ? snapSituation(p) : p.field;
          const offense = p.offense === 'home' ? view.home_abbreviation : view.away_abbreviation;
          io.out(
            `Q${p.quarter > 4 ? `OT${p.quarter - 4}` : p.quarter} ${p.clock.padStart(5)}  ${offense.padEnd(5)} ${situation.padEnd(20)} ${`${p.away_score}-${p.home_score}`.padStart(5)}  ${String(p.home_wp).padStart(5)}%  ${p.text}`,
          );
          if (p.art) io.out(`${' '.repeat(DRAWN_INDENT)}${artLine(p.art)}`);
        }
        io.out(
          `Final: ${view.away} ${view.away_points}, ${view.home} ${view.home_points}${view.overtimes > 0 ? ` (${view.overtimes} OT)` : ''}`,
        );
        if (view.drives.length > 0) {
          io.out('');
          io.out('Drive chart');
        }
        for (const d of view.drives)
          io.out(driveLine(d, d.offense === 'home' ? view.home_abbreviation : view.away_abbreviation));
      }),
    );
}
