// dynasty staff [--json] | staff hire NAME | staff fire OC|DC|ST | staff join TEAM: the player's coordinators.
// dynasty budget [--json] | budget facility start: the program's money and facilities.
// dynasty nil offer NAME AMOUNT: NIL money to a recruit or a transfer (from 2021).
import { roleAbilityText } from '../../shared/coachArchetypes.js';
import { contractText } from '../../shared/contractText.js';
import type { Command } from 'commander';
import { offerNil, startFacilityProject } from '../../store/actions/staff/budgetActions.js';
import { fireCoordinator, hireCoordinator, joinAsCoordinator } from '../../store/actions/staff/staffActions.js';
import { budgetView } from '../../store/views/budget.js';
import { staffView } from '../../store/views/staff.js';
import { formatMoney } from '../../core/money/budget.js';
import type { BudgetResponse, StaffResponse } from '../../shared/staff-types.js';
import { GameError } from '../../store/errors.js';
import { formatTable } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { programOfCommand, wantsJson, withProgramChange, withSave } from '../options.js';

export function printStaff(io: CliIo, view: StaffResponse): void {
  io.out(`${view.team} staff, ${view.year}: ${view.change_message}`);
  if (view.user_role === 'coordinator') {
    io.out(
      view.offers.length === 0
        ? 'You are a coordinator: head coaching offers come after good seasons.'
        : `Head coaching offers: ${view.offers.join(', ')}${view.can_accept ? ' (take one with `dynasty coach accept TEAM`)' : ''}.`,
    );
  }
  io.out(
    formatTable(
      ['Role', 'Name', 'Age', 'Calling', 'Recruiting', 'Development', 'Style', 'Salary', 'Contract', 'Level'],
      view.coordinators.map((c) => [
        c.role,
        `${c.name}${c.is_user ? ' (you)' : ''}`,
        c.age,
        c.calling,
        c.recruiting,
        c.development,
        c.style ?? '',
        formatMoney(c.salary),
        contractText(c),
        c.level,
      ]),
      ['Age', 'Calling', 'Recruiting', 'Development', 'Level'],
    ),
  );
  for (const c of view.coordinators)
    io.out(`  ${c.role} ${c.name}: level ${c.level} (${c.career_xp} career XP), ${roleAbilityText(c.role_ability)}.`);
  if (view.openings.length > 0) io.out(`Open: ${view.openings.join(', ')}.`);
  if (view.candidates.length > 0) {
    io.out('\nCandidates (hire with `dynasty staff hire NAME`)');
    io.out(
      formatTable(
        ['Key', 'Role', 'Name', 'Now', 'Age', 'Calling', 'Rec', 'Dev', 'Asks', ''],
        view.candidates.map((c) => [
          c.key,
          c.role,
          c.name,
          c.from ?? c.kind.replace('_', ' '),
          c.age,
          c.calling,
          c.recruiting,
          c.development,
          formatMoney(c.asking),
          c.affordable ? '' : 'over budget',
        ]),
        ['Age', 'Calling', 'Rec', 'Dev'],
      ),
    );
  }
  if (view.moves.length > 0) {
    io.out('\nCoordinator moves this offseason');
    for (const m of view.moves.slice(0, 40)) io.out(`  ${m.text}`);
    if (view.moves.length > 40) io.out(`  ... and ${view.moves.length - 40} more (--json lists them all).`);
  }
}

export function printBudget(io: CliIo, view: BudgetResponse): void {
  io.out(`${view.team} budget, ${view.year}: ${formatMoney(view.budget)} a year`);
  io.out(`Staff: ${formatMoney(view.payroll)} of ${formatMoney(view.staff_budget)}`);
  const f = view.facilities;
  io.out(
    `Facilities: level ${f.level.toFixed(1)} of 10${f.project_seasons_left > 0 ? `, project under way (${f.project_seasons_left} more, ${formatMoney(f.project_yearly_cost)} a year, +${f.project_gain.toFixed(1)} a season)` : ''}`,
  );
  io.out(
    f.new_project_refused
      ? `  New project: ${f.new_project_refused}`
      : `  New project: ${f.new_project_line} (\`dynasty budget facility start\`).`,
  );
  io.out(`NIL: ${view.nil.message}`);
  if (view.nil.era) {
    io.out(`  Offered ${formatMoney(view.nil.offered)}, ${formatMoney(view.nil.left)} left.`);
    for (const o of view.nil.offers) io.out(`  ${o.name} (${o.kind}, ${o.stars}*): ${formatMoney(o.amount)}`);
  }
}

export function registerStaff(program: Command, io: CliIo): void {
  const staff = program
    .command('staff')
    .description("your coordinators, the candidates you may hire and the league's coordinator moves")
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }, command: Command) =>
      withSave(command, (save) => {
        const view = staffView(save.db, programOfCommand(command, save.db));
        if (wantsJson(command, options)) return printJson(io, view);
        printStaff(io, view);
      }),
    );
  staff
    .command('hire')
    .description("hire a candidate into his role's opening (offseason, within the staff budget)")
    .argument('<name>', "the candidate's name or key (see `dynasty staff`)")
    .option('--json', 'print JSON')
    .action((name: string, options: { json?: boolean }, command: Command) =>
      withProgramChange(command, (save, program) => {
        const result = save.change(() => hireCoordinator(save.db, program, name));
        if (wantsJson(command, options)) return printJson(io, { status: 'success', ...result });
        io.out(result.message);
      }),
    );
  staff
    .command('fire')
    .description('let a coordinator go: his job opens (offseason)')
    .argument('<role>', 'OC, DC or ST')
    .option('--json', 'print JSON')
    .action((role: string, options: { json?: boolean }, command: Command) =>
      withProgramChange(command, (save, program) => {
        const result = save.change(() => fireCoordinator(save.db, program, role));
        if (wantsJson(command, options)) return printJson(io, { status: 'success', ...result });
        io.out(result.message);
      }),
    );
  staff
    .command('join')
    .description(
      'fired as head coach: take the offensive coordinator job at a program no bigger instead (season summary)',
    )
    .argument('<team>', 'the program')
    .option('--json', 'print JSON')
    .action((team: string, options: { json?: boolean }, command: Command) =>
      withProgramChange(command, (save, program) => {
        const result = save.change(() => joinAsCoordinator(save.db, program, team));
        if (wantsJson(command, options)) return printJson(io, { status: 'success', ...result });
        io.out(result.message);
      }),
    );
  const budget = program
    .command('budget')
    .description("your program's budget: staff, facilities and (from 2021) NIL money")
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }, command: Command) =>
      withSave(command, (save) => {
        const view = budgetView(save.db, programOfCommand(command, save.db));
        if (wantsJson(command, options)) return printJson(io, view);
        printBudget(io, view);
      }),
    );
  budget
    .command('facility')
    .description('start a facilities project: 3 seasons, better recruiting and development each season')
    .argument('<action>', 'start')
    .option('--json', 'print JSON')
    .action((action: string, options: { json?: boolean }, command: Command) =>
      withProgramChange(command, (save, program) => {
        if (action !== 'start')
          throw new GameError(
            'bad_input',
            `Unknown facility action "${action.slice(0, 20)}": use \`dynasty budget facility start\`.`,
          );
        const result = save.change(() => startFacilityProject(save.db, program));
        if (wantsJson(command, options)) return printJson(io, { status: 'success', ...result });
        io.out(result.message);
      }),
    );
  const nil = program.command('nil').description('NIL money (from July 2021)');
  nil
    .command('offer')
    .description('offer NIL money to a recruit (during the recruiting cycle) or a transfer (in the portal window)')
    .argument('<name>', "the recruit's or portal player's name or id")
    .argument('<amount>', 'dollars: 250000, 250k, 1.5m')
    .option('--json', 'print JSON')
    .action((name: string, amount: string, options: { json?: boolean }, command: Command) =>
      withProgramChange(command, (save, program) => {
        const result = save.change(() => offerNil(save.db, program, name, amount));
        if (wantsJson(command, options)) return printJson(io, { status: 'success', ...result });
        io.out(result.message);
      }),
    );
}
