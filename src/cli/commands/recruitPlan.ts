// The recruiting plan from the command line: standing weekly orders that repeat until changed.
//   dynasty recruit plan [--json]                                       (the plan and what it spends this week)
//   dynasty recruit plan add NAME_OR_ID... --orders contact,pitch [--pitch STRENGTH] [--warm]
//   dynasty recruit plan add --board [--position QB] [--stars N] [--committed no] --orders contact
//   dynasty recruit plan remove NAME_OR_ID...|--board [filters] [--orders KINDS]   (every kind when not given)
//   dynasty recruit plan set NAME_OR_ID...|--board [filters] [--pitch STRENGTH] [--warm | --no-warm]
// Adding changes no order already in the plan; `set` re-aims a standing pitch or keeps prospects warm (their orders go
// on while they are committed; otherwise an order ends by itself when its prospect commits or signs).
import type { Command } from 'commander';
import { RECRUITING_ACTIONS, PITCH_LABELS, type RecruitingPlanResponse } from '../../shared/recruitingApi.js';
import { parsePitch } from '../../store/actions/recruiting/actions.js';
import { changePlan, changePlanOrders, MAX_PLAN_PROSPECTS } from '../../store/actions/recruiting/plan.js';
import { GameError } from '../../store/errors.js';
import { PageContext } from '../../store/views/context.js';
import { recruitingPlanView } from '../../store/views/recruiting/plan.js';
import { prospectSearchView } from '../../store/views/recruiting/search.js';
import { formatTable } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { wantsJson, withContext, withProgramChange } from '../options.js';

interface PlanOptions {
  orders?: string;
  pitch?: string;
  board?: boolean;
  position?: string;
  stars?: string;
  committed?: string;
  warm?: boolean;
  json?: boolean;
}

export function printPlan(io: CliIo, view: RecruitingPlanResponse): void {
  io.out(view.budget.line);
  if (view.plan.length === 0) return;
  io.out(
    formatTable(
      ['Id', 'Prospect', 'Every week'],
      view.plan.map((e) => [
        e.prospect_id,
        e.prospect_name,
        `${e.kinds.map((k) => (k === 'pitch' && e.pitch ? `pitch (${PITCH_LABELS[e.pitch]})` : k)).join(', ')}${e.warm ? '; kept warm' : ''}`,
      ]),
      ['Id'],
    ),
  );
  for (const s of view.budget.skipped) io.out(`Skipped this week: ${s.kind} ${s.prospect_name}: ${s.reason}.`);
}

/** The orders that ended by themselves this cycle, a line each. */
export function printEnded(io: CliIo, view: RecruitingPlanResponse): void {
  for (const e of view.ended)
    io.out(
      `Ended after ${e.week === 0 ? 'the summer' : `week ${e.week}`}: ${e.kinds.join(', ')} for ${e.prospect_name} (${e.reason}).`,
    );
}

/** The prospects a change names: those given, or the board's targets that pass the filters. */
function prospectsOf(ctx: PageContext, refs: readonly string[], options: PlanOptions): (string | number)[] {
  const filtered = options.board || options.position || options.stars || options.committed;
  if (refs.length > 0 && filtered)
    throw new GameError('bad_input', 'Name prospects or filter the board (--board, --position, ...), not both.');
  if (refs.length > 0) return [...refs];
  if (!filtered) throw new GameError('bad_input', "Name prospects, or --board (with filters) for the board's targets.");
  const view = prospectSearchView(ctx, {
    board: true,
    position: options.position,
    stars: options.stars,
    committed: options.committed,
    per_page: MAX_PLAN_PROSPECTS,
  });
  if (view.prospects.length === 0) throw new GameError('bad_input', 'No prospect on your board matches those filters.');
  return view.prospects.map((p) => p.id);
}

function kindsOf(options: PlanOptions, all: boolean): string[] {
  if (options.orders === undefined) {
    if (all) return [...RECRUITING_ACTIONS];
    throw new GameError(
      'bad_input',
      `Say which standing orders: --orders with some of ${RECRUITING_ACTIONS.join(', ')}.`,
    );
  }
  return options.orders.split(',').filter((k) => k.trim() !== '');
}

/** The strength named on the command line (its key or its label, any case), when one is. */
const pitchOf = (text: string | undefined) => (text === undefined ? undefined : parsePitch(text));

export function registerRecruitPlan(recruit: Command, io: CliIo): void {
  const plan = recruit
    .command('plan')
    .description('your recruiting plan: standing weekly orders, carried out every week within its hours')
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const view = recruitingPlanView(ctx);
        if (wantsJson(command, options)) return printJson(io, view);
        printPlan(io, view);
        printEnded(io, view);
      }),
    );
  for (const [name, on] of [
    ['add', true],
    ['remove', false],
  ] as const) {
    const sub = plan
      .command(`${name} [prospects...]`)
      .description(
        on
          ? 'add standing orders for prospects (ids or full names) or the filtered board'
          : 'take standing orders back (every kind unless --orders)',
      )
      .option('--orders <kinds>', `comma-separated: ${RECRUITING_ACTIONS.join(', ')}`)
      .option('--pitch <strength>', 'what a new standing pitch sells (prestige when not given)');
    if (on) sub.option('--warm', 'keep them warm: their orders go on while they are committed');
    withFilters(sub).action((refs: string[], options: PlanOptions, command: Command) =>
      withProgramChange(command, (save, program) => {
        const kinds = kindsOf(options, !on);
        const prospects = prospectsOf(new PageContext(save.db, program), refs, options);
        const result = save.change(() =>
          changePlan(save.db, program, { prospects, kinds, on, strength: pitchOf(options.pitch), warm: options.warm }),
        );
        if (wantsJson(command, options))
          return printJson(io, { ...result, ...recruitingPlanView(new PageContext(save.db, program)) });
        io.out(result.message);
      }),
    );
  }
  const set = plan
    .command('set [prospects...]')
    .description('change the orders already in the plan: re-aim the standing pitch, keep prospects warm or not')
    .option('--pitch <strength>', 'what their standing pitch sells from now on')
    .option('--warm', 'keep them warm: their orders go on while they are committed')
    .option('--no-warm', 'let their orders end when they commit');
  withFilters(set).action((refs: string[], options: PlanOptions, command: Command) =>
    withProgramChange(command, (save, program) => {
      const prospects = prospectsOf(new PageContext(save.db, program), refs, options);
      const result = save.change(() =>
        changePlanOrders(save.db, program, { prospects, strength: pitchOf(options.pitch), warm: options.warm }),
      );
      if (wantsJson(command, options))
        return printJson(io, { ...result, ...recruitingPlanView(new PageContext(save.db, program)) });
      io.out(result.message);
    }),
  );
}

/** The options that name the board's targets instead of prospects, and --json. */
function withFilters(command: Command): Command {
  return command
    .option('--board', 'every target on your board that passes the filters')
    .option('--position <pos>', 'only board targets at a position')
    .option('--stars <n>', 'only board targets with these stars')
    .option('--committed <yes|no>', 'only board targets committed somewhere or not')
    .option('--json', 'print JSON');
}
