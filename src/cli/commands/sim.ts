// dynasty sim --to N | --end [--finish-coached]
import type { Command } from 'commander';
import { refuseToFinishCoachedGame } from '../../store/actions/coach/inProgress.js';
import { simulateTo } from '../../store/actions/season/simulate.js';
import { GameError } from '../../store/errors.js';
import { PageContext } from '../../store/views/context.js';
import { simulatedWeeksLines } from '../../store/views/recruiting/weekLines.js';
import { cycleWeekPlayed } from '../../store/queries/recruiting.js';
import type { CliIo } from '../io.js';
import { OTHERS_BUSINESS_HOW, parseInteger, withProgramChange } from '../options.js';
import { progressBar } from '../progress.js';
import { printStatus } from './status.js';
import { refuseOthersBusiness } from '../../store/views/programs.js';

export function registerSim(program: Command, io: CliIo): void {
  program
    .command('sim')
    .description('play games: --to N plays every game up to and including week N; --end plays to the end of the season')
    .option('--to <week>', 'last week to play')
    .option('--end', 'play to the end of the season')
    .option('--finish-coached', 'let the coordinator finish the coached game in progress')
    .option('--yes', 'multi-team mode: play on even though another coached program has business left this week')
    .option('--json', 'print JSON')
    .action(
      (
        options: { to?: string; end?: boolean; finishCoached?: boolean; yes?: boolean; json?: boolean },
        command: Command,
      ) =>
        withProgramChange(command, (save, program) => {
          if ((options.to === undefined) === !options.end)
            throw new GameError('bad_input', 'Give either --to WEEK or --end.');
          const ctx = new PageContext(save.db, program);
          const target = options.end ? ctx.lastWeek + 1 : parseInteger(options.to!, 'Week') + 1;
          if (!options.end && (target - 1 < 1 || target - 1 > ctx.lastWeek)) {
            throw new GameError(
              'not_found',
              `Week ${target - 1} is not in the ${ctx.year} season (weeks 1-${ctx.lastWeek}).`,
            );
          }
          // Nothing left to play before the target: a refusal, not a silent success.
          const now = ctx.state.currentWeek;
          const inSeason = ctx.state.stage === 'season' || ctx.state.stage === 'playoff';
          if (inSeason && target <= now) {
            throw new GameError(
              'conflict',
              now > ctx.lastWeek
                ? `The ${ctx.year} season is over: every game has been played (\`dynasty advance\` moves on).`
                : `Week ${target - 1} has already been played: the ${ctx.year} season is at week ${now} (\`dynasty sim --to ${now}\` plays it).`,
            );
          }
          if (!options.finishCoached) {
            refuseToFinishCoachedGame(
              save.db,
              program,
              target,
              'resume it with `dynasty game coach`, or add --finish-coached to let the coordinator finish it',
              (team) =>
                `resume it with \`dynasty game coach --team "${team}"\`, or add --finish-coached to let the coordinator finish it`,
            );
          }
          if (!options.yes) refuseOthersBusiness(save.db, program, ['recruiting'], OTHERS_BUSINESS_HOW);
          const bar = progressBar(io, !options.json);
          const first = ctx.state.currentWeek;
          const recruitingFrom = (cycleWeekPlayed(save.db) ?? 0) + 1;
          save.change(() =>
            simulateTo(save.db, target, ({ week, lastWeek }) =>
              bar.update(week - first + 1, Math.min(target, lastWeek + 1) - first, `week ${week}`),
            ),
          );
          bar.finish();
          const after = new PageContext(save.db, program);
          printStatus(io, after, save.path, Boolean(options.json));
          // What the player's staff did on his board (with "let my staff recruit" on), and a class going empty.
          if (!options.json) for (const line of simulatedWeeksLines(after, recruitingFrom)) io.out(line);
        }),
    );
}
