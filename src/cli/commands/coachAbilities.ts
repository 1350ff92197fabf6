// dynasty coach abilities [--json] | coach spend ABILITY [POINTS] [--json] | coach buy ABILITY [--json]: the coach's
// experience points and the ratings they buy; his level and the archetype abilities its points buy.
import type { Command } from 'commander';
import type { CoachAbilitiesResponse } from '../../shared/training-types.js';
import { spendCoachXp } from '../../store/actions/coaches/abilities.js';
import { coachAbilitiesView } from '../../store/views/coachAbilities.js';
import { PageContext } from '../../store/views/context.js';
import { formatTable } from '../../shared/textTable.js';
import { tierNumeral } from '../../shared/coachArchetypes.js';
import { buyCoachAbility } from '../../store/actions/coaches/growth.js';
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
  printGrowth(io, view);
}

/** His level, its points and every archetype's tree, each tier's effect in numbers. */
function printGrowth(io: CliIo, view: CoachAbilitiesResponse): void {
  const level = view.level;
  if (!level) return;
  io.out('');
  io.out(
    `Level ${level.level} ${level.archetype_label} (${level.career_xp} career XP${level.next_level_xp === null ? ', the top level' : `; level ${level.level + 1} at ${level.next_level_xp}`}): ${level.points_left} of ${level.points} ability points to spend.`,
  );
  const rows: (string | number)[][] = [];
  for (const archetype of view.archetypes) {
    for (const [i, a] of archetype.abilities.entries()) {
      const next = a.tiers[a.tier];
      rows.push([
        i > 0 ? '' : `${archetype.label}${archetype.own ? ' (yours)' : ''}`,
        a.ability,
        a.tier === 0 ? '-' : tierNumeral(a.tier),
        a.effect ?? '-',
        next ? `${tierNumeral(next.tier)} for ${next.cost} pt: ${next.effect}` : 'top tier',
      ]);
    }
  }
  io.out(formatTable(['Archetype', 'Ability', 'Tier', 'Now (with your staff)', 'Next'], rows, []));
  io.out(
    "Your own archetype's tiers cost their number in points, another's one more. Buy with `dynasty coach buy ABILITY`.",
  );
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
  coach
    .command('buy')
    .description("buy the next tier of an archetype ability with your level's points")
    .argument('<ability>', 'an archetype ability: recruiting-grind, red-zone, skill-developer... (`coach abilities`)')
    .option('--json', 'print JSON')
    .action((ability: string, options: { json?: boolean }, command: Command) =>
      withProgramChange(command, (save, program) => {
        const bought = save.change(() => buyCoachAbility(save.db, program, ability));
        if (wantsJson(command, options)) {
          return printJson(io, {
            status: 'success',
            message: bought.message,
            abilities: coachAbilitiesView(new PageContext(save.db, program)),
          });
        }
        io.out(bought.message);
      }),
    );
}
