// Recruiting from the command line:
//   dynasty recruits [--position QB] [--stars N] [--state TX] [--committed yes|no] [--interest N] [--board] [--page N] [--json]
//   dynasty recruit scout|contact|offer|visit NAME_OR_ID
//   dynasty recruit pitch NAME_OR_ID --pitch STRENGTH
//   dynasty recruit show NAME_OR_ID [--json]          (the prospect's page)
//   dynasty recruit board [--json]                    (targets, commitments, the week's hours and orders)
//   dynasty recruit add|remove NAME_OR_ID             (the board)
//   dynasty recruit cancel SEQ                        (an order queued for the coming week)
//   dynasty recruit auto on|off                       ("let my staff recruit")
//   dynasty recruit week [--json]                     (play a late week: after the season, before signing day)
//   dynasty recruit plan [add|remove ...]             (standing weekly orders: recruitPlan.ts)
//   dynasty recruit pipelines [TEAM] [--json]         (a program's pipelines by state: recruitPipelines.ts)
//   dynasty classes [--json]                          (class rankings, week by week)
// Orders are queued for the coming week and carried out when it is played (`dynasty sim`; after the season
// `dynasty recruit week`, or signing day).
import { recruitingClassName } from '../../shared/recruitingApi.js';
import type { Command } from 'commander';
import { formatMoney } from '../../core/money/budget.js';
import {
  addToBoard,
  cancelOrder,
  contactProspect,
  hostVisit,
  offerScholarship,
  parsePitch,
  pitchProspect,
  removeFromBoard,
  scoutProspect,
  setStaffRecruiting,
} from '../../store/actions/recruiting/actions.js';
import { playLateRecruitingWeek } from '../../store/actions/recruiting/lateWeek.js';
import { lateSigningsLine } from './lateSignings.js';
import { GameError } from '../../store/errors.js';
import type { PageContext } from '../../store/views/context.js';
import { recruitingBoardView } from '../../store/views/recruiting/board.js';
import { classRankingsView } from '../../store/views/recruiting/classes.js';
import { prospectPageView } from '../../store/views/recruiting/prospect.js';
import { prospectSearchView } from '../../store/views/recruiting/search.js';
import {
  PITCH_LABELS,
  PITCH_STRENGTHS,
  type ProspectSummary,
  type RecruitingBoardResponse,
} from '../../shared/recruitingApi.js';
import { formatTable } from '../../shared/textTable.js';
import { registerRecruitPlan } from './recruitPlan.js';
import { registerRecruitPipelines } from './recruitPipelines.js';
import { dealbreakersInWords } from '../../shared/pipelineApi.js';
import { printJson, type CliIo } from '../io.js';
import { parseInteger, wantsJson, withContext, withProgramChange } from '../options.js';
import type { Program } from '../../store/program.js';

function stars(n: number): string {
  return '*'.repeat(n);
}

function range([low, high]: [number, number]): string {
  return low === high ? String(low) : `${low}-${high}`;
}

function leadersText(p: ProspectSummary): string {
  const shares = p.leaders.map((l) => `${l.team} ${l.share}%`).join(', ');
  return p.committed_to || !shares ? p.lead : `${p.lead} (${shares})`;
}

function prospectTable(prospects: readonly ProspectSummary[]): string {
  return formatTable(
    [
      'Id',
      'Rank',
      'Name',
      'Pos',
      'Stars',
      'Home',
      'Rating',
      'Pot',
      'Interest',
      'Offer',
      'Committed',
      'Decides',
      'Leaders',
    ],
    prospects.map((p) => [
      p.id,
      p.rank,
      `${p.first} ${p.last}`,
      p.pos,
      stars(p.stars),
      `${p.town}, ${p.state}`,
      range(p.rating),
      range(p.potential),
      p.interest,
      p.offered ? 'yes' : p.offer_queued ? 'queued' : '',
      p.committed_to ? `${p.committed_to}${p.signed_early ? ' (signed)' : ''}` : '',
      p.committed_to ? '' : p.decides,
      leadersText(p),
    ]),
    ['Id', 'Rank', 'Interest'],
  );
}

function printBoard(io: CliIo, view: RecruitingBoardResponse): void {
  io.out(`${view.team.name} recruiting, ${recruitingClassName(view.cycle.year)}: ${view.cycle.message}`);
  if (view.cycle.status === 'not_started' || view.cycle.status === 'none') return;
  const s = view.scholarships;
  io.out(
    `Hours this week: ${view.hours.left} of ${view.hours.weekly} left (${view.hours.queued} queued). Scholarships: ${s.committed} committed of ${s.total}, ${s.left} open; offers out ${s.open_offers} of ${s.offer_limit}.`,
  );
  const late = lateSigningsLine(view);
  if (late) io.out(late);
  if (view.staff_week) io.out(view.staff_week);
  if (view.class_week) io.out(view.class_week);
  if (view.class_warning) io.out(`Warning: ${view.class_warning}`);
  if (view.walk_ons?.line) io.out(view.walk_ons.line);
  io.out(`Let my staff recruit: ${view.auto ? 'on' : 'off'}.`);
  io.out(`${view.plan_budget.line} (\`dynasty recruit plan\` shows it)`);
  if (view.queued.length > 0) {
    io.out('\nOrders for the coming week');
    io.out(
      formatTable(
        ['#', 'Action', 'Prospect', 'Hours'],
        view.queued.map((o) => [
          o.seq,
          o.pitch ? `pitch (${PITCH_LABELS[o.pitch]})` : o.kind,
          o.prospect_name,
          o.hours,
        ]),
        ['#', 'Hours'],
      ),
    );
  }
  io.out(`\nBoard (${view.targets.length})`);
  io.out(
    view.targets.length > 0
      ? prospectTable(view.targets)
      : 'No targets yet: add prospects with `dynasty recruit add NAME_OR_ID`.',
  );
  io.out(`\nCommitments (${view.commits.length})`);
  if (view.commits.length > 0) io.out(prospectTable(view.commits));
}

export function registerRecruit(program: Command, io: CliIo): void {
  registerProspectSearch(program, io);
  const recruit = program
    .command('recruit')
    .description('recruit prospects: orders for the coming week, your board, your staff');
  registerOrders(recruit, io);
  registerProspectPage(recruit, io);
  registerBoard(recruit, io);
  registerLateWeek(recruit, io);
  registerRecruitPlan(recruit, io);
  registerRecruitPipelines(recruit, io);
  registerClassRankings(program, io);
}

/** dynasty recruits: the national class, filtered and paged. */
function registerProspectSearch(program: Command, io: CliIo): void {
  program
    .command('recruits')
    .description('search the national class of prospects (best national rank first)')
    .option('--position <pos>', 'a position (QB, RB, WR, TE, OL, DL, LB, CB, S, K, P)')
    .option('--stars <n>', 'public stars 1-5')
    .option('--state <code>', 'home state (two letters)')
    .option('--committed <yes|no>', 'committed somewhere or not')
    .option('--interest <n>', 'least interest in your program (0-100)')
    .option('--board', 'only prospects on your board')
    .option('--page <n>', 'page (50 a page)')
    .option('--per-page <n>', 'prospects a page (1-500)')
    .option('--json', 'print JSON')
    .action(
      (
        options: {
          position?: string;
          stars?: string;
          state?: string;
          committed?: string;
          interest?: string;
          board?: boolean;
          page?: string;
          perPage?: string;
          json?: boolean;
        },
        command: Command,
      ) =>
        withContext(command, (ctx) => {
          const view = prospectSearchView(ctx, {
            position: options.position,
            stars: options.stars,
            state: options.state,
            committed: options.committed,
            min_interest: options.interest,
            board: options.board,
            page: options.page,
            per_page: options.perPage,
          });
          if (options.json) return printJson(io, view);
          io.out(view.cycle.message);
          io.out(`${view.total} prospects match (page ${view.filters.page} of ${view.pages}).\n`);
          if (view.prospects.length > 0) io.out(prospectTable(view.prospects));
        }),
    );
}

/** The week's orders to a prospect: scout, contact, offer, visit and pitch. */
function registerOrders(recruit: Command, io: CliIo): void {
  const order = (
    kind: 'scout' | 'contact' | 'offer' | 'visit',
    description: string,
    use: (db: PageContext['db'], program: Program, ref: string) => { message: string },
  ) =>
    recruit
      .command(`${kind} <prospect>`)
      .description(`${description} (NAME_OR_ID: his id or full name)`)
      .option('--json', 'print JSON')
      .action((ref: string, options: { json?: boolean }, command: Command) =>
        withProgramChange(command, (save, program) => {
          const result = save.change(() => use(save.db, program, ref));
          if (wantsJson(command, options)) return printJson(io, result);
          io.out(result.message);
        }),
      );
  order('scout', 'scout a prospect: reveals his true ratings step by step (3 hours)', scoutProspect);
  order('contact', 'contact a prospect (1 hour, once a week)', contactProspect);
  order('offer', 'offer a scholarship (1 hour; limited by the scholarships that will open)', offerScholarship);
  order('visit', 'host an official visit on a home game week (5 hours)', hostVisit);
  recruit
    .command('pitch <prospect>')
    .description('pitch a strength of your program (2 hours, once a week)')
    .requiredOption('--pitch <strength>', `one of ${PITCH_STRENGTHS.join(', ')}`)
    .option('--json', 'print JSON')
    .action((ref: string, options: { pitch: string; json?: boolean }, command: Command) =>
      withProgramChange(command, (save, program) => {
        const result = save.change(() => pitchProspect(save.db, program, ref, parsePitch(options.pitch)));
        if (wantsJson(command, options)) return printJson(io, result);
        io.out(result.message);
      }),
    );
}

function registerProspectPage(recruit: Command, io: CliIo): void {
  recruit
    .command('show <prospect>')
    .description("a prospect's page: scouting, what he wants, every program recruiting him")
    .option('--json', 'print JSON')
    .action((ref: string, options: { json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const view = prospectPageView(ctx, ref);
        if (wantsJson(command, options)) return printJson(io, view);
        const p = view.prospect;
        io.out(
          `${p.first} ${p.last} (id ${p.id}), ${p.pos}, ${stars(p.stars)} #${p.rank} nationally, ${p.town}, ${p.state}, ${Math.floor(p.height / 12)}'${p.height % 12}" ${p.weight} lb`,
        );
        io.out(`Scouted ${p.scouting}/3: rating ${range(p.rating)}, potential ${range(p.potential)}`);
        io.out(
          `Wants: ${view.preferences.length > 0 ? view.preferences.map((x) => (x.share === null ? x.label : `${x.label} ${x.share}%`)).join(', ') : 'unknown (scout him to level 2)'}`,
        );
        io.out(`Dealbreakers: ${dealbreakersInWords(p.dealbreakers)}`);
        io.out(`Your pipeline in ${p.state}: ${p.pipeline}`);
        io.out(`Your program offers: ${view.program_offers.map((o) => `${o.label} ${o.value}`).join(', ')}`);
        io.out(`Lead: ${p.lead}`);
        if (view.nil)
          io.out(
            view.nil.agreed !== null
              ? `NIL: he agreed to ${formatMoney(view.nil.agreed)} from you.`
              : `NIL: he asks ${formatMoney(view.nil.asking)} of you (\`dynasty nil offer\`: ${view.nil.rounds_left} more ${view.nil.rounds_left === 1 ? 'offer' : 'offers'} before he stops listening).`,
          );
        io.out(
          `Committed: ${p.committed_to ? `${p.committed_to} (${p.committed_week === 0 ? 'spring and summer' : `week ${p.committed_week}`})${p.signed_early ? ', signed in December' : ''}` : `no, ${p.decides}`}`,
        );
        if (view.suitors.length > 0) {
          io.out(
            formatTable(
              ['Program', 'Interest', 'Share', 'Offer', 'Visit', 'Pipeline'],
              view.suitors.map((s) => [
                s.team,
                s.interest,
                s.share > 0 ? `${s.share}%` : '',
                s.offered ? 'yes' : '',
                s.visited ? 'yes' : '',
                s.pipeline ?? '',
              ]),
              ['Interest', 'Share'],
            ),
          );
        }
        for (const [kind, why] of Object.entries(view.can)) io.out(`${kind}: ${why ?? 'can be queued'}`);
      }),
    );
}

/** The board: shown, added to and taken from; a queued order cancelled; the staff on or off. */
function registerBoard(recruit: Command, io: CliIo): void {
  recruit
    .command('board')
    .description("your board: targets, commitments, the week's hours and queued orders")
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const view = recruitingBoardView(ctx);
        if (wantsJson(command, options)) return printJson(io, view);
        printBoard(io, view);
      }),
    );
  for (const [name, use, description] of [
    ['add', addToBoard, 'put a prospect on your board'],
    ['remove', removeFromBoard, 'take a prospect off your board'],
  ] as const) {
    recruit
      .command(`${name} <prospect>`)
      .description(description)
      .action((ref: string, _options: unknown, command: Command) =>
        withProgramChange(command, (save, program) => io.out(save.change(() => use(save.db, program, ref)).message)),
      );
  }
  recruit
    .command('cancel <seq>')
    .description('take back an order queued for the coming week (its number on the board)')
    .action((seq: string, _options: unknown, command: Command) =>
      withProgramChange(command, (save, program) =>
        io.out(save.change(() => cancelOrder(save.db, program, parseInteger(seq, 'Order'))).message),
      ),
    );
  recruit
    .command('auto <onOff>')
    .description('"let my staff recruit": on or off, any week')
    .action((value: string, _options: unknown, command: Command) => {
      const v = value.trim().toLowerCase();
      if (v !== 'on' && v !== 'off') throw new GameError('bad_input', `Staff recruiting is on or off, not "${value}".`);
      return withProgramChange(command, (save, program) =>
        io.out(save.change(() => setStaffRecruiting(save.db, program, v === 'on')).message),
      );
    });
}

function registerLateWeek(recruit: Command, io: CliIo): void {
  recruit
    .command('week')
    .description(
      'play the next late recruiting week (the January contact period): after the season, before signing day',
    )
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }, command: Command) =>
      withProgramChange(command, (save, program) => {
        const result = save.change(() => playLateRecruitingWeek(save.db, program));
        if (wantsJson(command, options)) return printJson(io, result);
        io.out(result.message);
      }),
    );
}

function registerClassRankings(program: Command, io: CliIo): void {
  program
    .command('classes')
    .description("recruiting class rankings: every program's commitments (its signed class after signing day)")
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }, command: Command) =>
      withContext(command, (ctx) => {
        const view = classRankingsView(ctx);
        if (options.json) return printJson(io, view);
        io.out(view.cycle.message);
        if (view.classes.length === 0) return;
        io.out(
          formatTable(
            ['#', 'Team', 'Size', '5*', '4*', '3*', 'Avg', 'Score', 'Points'],
            view.classes.map((c) => [
              c.rank,
              c.user ? `${c.team} (you)` : c.team,
              c.size,
              c.five_stars,
              c.four_stars,
              c.three_stars,
              c.avg_stars.toFixed(2),
              c.weighted_score.toFixed(2),
              c.points,
            ]),
            ['#', 'Size', '5*', '4*', '3*', 'Avg', 'Score', 'Points'],
          ),
        );
      }),
    );
}
