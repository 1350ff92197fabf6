// dynasty sim --to N | --end [--finish-coached] ; dynasty advance
import type { Command } from 'commander';
import { STAGE_INFO } from '../../core/season/stages.js';
import { advanceStage } from '../../store/actions/advance.js';
import { refuseToFinishCoachedGame } from '../../store/actions/coach/inProgress.js';
import { simulateTo } from '../../store/actions/season/simulate.js';
import { GameError } from '../../store/errors.js';
import { lateSigningsLine } from './lateSignings.js';
import { PageContext } from '../../store/views/context.js';
import { recruitingBoardView } from '../../store/views/recruiting/board.js';
import { simulatedWeeksLines } from '../../store/views/recruiting/weekLines.js';
import { cycleWeekPlayed } from '../../store/queries/recruiting.js';
import { printJson, type CliIo } from '../io.js';
import { parseInteger, withProgramChange } from '../options.js';
import { progressBar } from '../progress.js';
import { printStatus } from './status.js';
import { ADVANCE_BUSINESS, refuseOthersBusiness } from '../../store/views/programs.js';

/** How a refusal for another program's business says to go on. */
const OTHERS_HOW =
  'Act for them with --team TEAM (`dynasty team` lists what each has left), or add --yes to move on for everyone.';

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
          if (!options.yes) refuseOthersBusiness(save.db, program, ['recruiting'], OTHERS_HOW);
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
  program
    .command('advance')
    .description('move to the next stage (season, summary, progression, recruiting, next preseason)')
    .option('--yes', 'multi-team mode: move on even though another coached program has business left')
    .option('--json', 'print JSON')
    .action((options: { yes?: boolean; json?: boolean }, command: Command) =>
      withProgramChange(command, (save, program) => {
        if (!options.yes) refuseOthersBusiness(save.db, program, ADVANCE_BUSINESS, OTHERS_HOW);
        const state = save.change(() => advanceStage(save.db));
        if (options.json) return printJson(io, new PageContext(save.db, program).info());
        io.out(`Now: ${state.year} ${STAGE_INFO[state.stage].label}.`);
        printStatus(io, new PageContext(save.db, program), save.path, false);
        // The season starts after the spring and summer: what they did for the player's class.
        if (state.stage === 'season') {
          const board = recruitingBoardView(new PageContext(save.db, program));
          if (board.class_week) io.out(board.class_week);
          if (board.plan_week) io.out(board.plan_week);
        }
        // After the season: the late weeks before signing day, and how to play them.
        if (state.stage === 'summary') {
          const late = lateSigningsLine(recruitingBoardView(new PageContext(save.db, program)));
          if (late) io.out(late);
        }
      }),
    );
}
