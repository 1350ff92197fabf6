// dynasty coach abilities [--json] | coach spend ABILITY [POINTS] [--json]: the coach's experience points and the
// abilities they buy.
import type { Command } from 'commander';
import type { CoachAbilitiesResponse } from '../../shared/training-types.js';
import { spendCoachXp } from '../../store/actions/coaches/abilities.js';
import { coachAbilitiesView } from '../../store/views/coachAbilities.js';
import { PageContext } from '../../store/views/context.js';
import { formatTable } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { wantsJson, withContext, withProgramChange } from '../options.js';

function printAbilities(io: CliIo, view: CoachAbilitiesResponse): void {
  io.out(`${view.coach}: ${view.xp} XP to spend`);
  io.out(
    formatTable(
      ['Ability', 'Rating', 'Next point', 'XP buys', 'What it does'],
      view.abilities.map((a) => [
        a.ability,
        a.rating,
        a.next_cost === null ? 'max' : `${a.next_cost} XP`,
        a.affordable,
        a.label,
      ]),
      ['Rating', 'XP buys'],
    ),
  );
  io.out(
    `A point costs ${view.costs.map((c, i) => `${c.cost} XP ${i === 0 ? `below ${c.below}` : `from ${view.costs[i - 1].below}`}`).join(', ')}.`,
  );
  const latest = view.earned[0]?.year;
  if (latest !== undefined) {
    const parts = view.earned.filter((e) => e.year === latest);
    io.out(
      `Earned after ${latest}: ${parts.reduce((n, e) => n + e.xp, 0)} XP (${parts.map((e) => `${e.label} ${e.xp}`).join(', ')}).`,
    );
  } else {
    io.out('XP comes at the end of each season: wins, bowls, titles, player development, the recruiting class.');
  }
  io.out('Spend it with `dynasty coach spend ABILITY [POINTS]`.');
}

export function registerCoachAbilities(coach: Command, io: CliIo): void {
  coach
    .command('abilities')
    .description(
      "your coach's experience points and the abilities they buy (offense, defense, recruiting, development, game-day)",
    )
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const view = coachAbilitiesView(ctx);
        if (wantsJson(command, options)) return printJson(io, view);
        printAbilities(io, view);
      }),
    );
  coach
    .command('spend')
    .description('spend experience points on an ability: POINTS rating points (default 1)')
    .argument('<ability>', 'offense, defense, recruiting, development or game-day')
    .argument('[points]', 'rating points to buy (default 1)')
    .option('--json', 'print JSON')
    .action((ability: string, points: string | undefined, options: { json?: boolean }, command: Command) =>
      withProgramChange(command, (save, program) => {
        const spent = save.change(() => spendCoachXp(save.db, program, ability, points));
        if (wantsJson(command, options)) {
          return printJson(io, {
            status: 'success',
            message: spent.message,
            abilities: coachAbilitiesView(new PageContext(save.db, program)),
          });
        }
        io.out(spent.message);
      }),
    );
}
