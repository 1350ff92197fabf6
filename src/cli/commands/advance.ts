// dynasty advance: the next stage (its own module: `dynasty sim` loads none of the offseason's code)
import type { Command } from 'commander';
import { STAGE_INFO } from '../../core/season/stages.js';
import { advanceStage } from '../../store/actions/advance.js';
import { lateSigningsLine } from './lateSignings.js';
import { PageContext } from '../../store/views/context.js';
import { recruitingBoardView } from '../../store/views/recruiting/board.js';
import { printJson, type CliIo } from '../io.js';
import { OTHERS_BUSINESS_HOW, withProgramChange } from '../options.js';
import { printStatus } from './status.js';
import { ADVANCE_BUSINESS, refuseOthersBusiness } from '../../store/views/programs.js';

export function registerAdvance(program: Command, io: CliIo): void {
  program
    .command('advance')
    .description('move to the next stage (season, summary, progression, recruiting, next preseason)')
    .option('--yes', 'multi-team mode: move on even though another coached program has business left')
    .option('--json', 'print JSON')
    .action((options: { yes?: boolean; json?: boolean }, command: Command) =>
      withProgramChange(command, (save, program) => {
        if (!options.yes) refuseOthersBusiness(save.db, program, ADVANCE_BUSINESS, OTHERS_BUSINESS_HOW);
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
