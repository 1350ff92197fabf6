// dynasty game coach [--stdin]: coach the player's team's next game (or resume the one in progress). Interactive:
// the situation, the plays since the last call and the calls that can be made (in words: "fire zone"), then one call
// per line (its number in the list, its words, or its name; "q" leaves: the game is kept and resumes next time).
// --stdin: one JSON call per line in
// ({"call":"deep_shot"}, "deep_shot", {"call":"quick_pass+sideline","tempo":"hurry"} or {"tempo":"milk"}),
// one JSON state per line out (the plays since the last call, not the whole list). Every line in gets one line out:
// a refused call is a JSON line {"error": "..."} on stdout (a program waiting for its answer reads it there), also
// said on stderr; it changes nothing, the next line is read, and the exit status ends up 2 (head to head, a line sent
// while the game does not wait for this side is told the same way and ignored: the exit status stays 0). --situations (and --sides)
// choose which decisions come to the coach; a line {"situations": [...], "sides": "..."} (interactive: "situations
// third,fourth") changes them mid-game. --head-to-head kicks off the next game against another coached program with
// both programs calling their own side (each in his terminal, `--team`): the terminal shows the other side's call
// and the snap it plays as they come, no key pressed (an empty line shows it again).
import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import {
  DECISION_HINTS,
  DECISION_TITLES,
  yourWinProbability,
  type CoachedGameResponse,
} from '../../shared/coached-types.js';
import { clockLine, gainsLine, tendencyLine } from '../../shared/coachedSnapText.js';
import { callLabel, callOfLabel } from '../../shared/callKeys.js';
import { snapSituation } from '../../shared/downText.js';
import { callInputOf, type CallBody, type CallInput } from '../../store/actions/coach/callInput.js';
import { partReader } from '../../shared/contract/check.js';
import type { BodyOf } from '../../shared/contract/entry.js';
import { ROUTES, type RouteMap } from '../../shared/contract/routes.js';
import type { SituationSet } from '../../core/sim/situations.js';
import { setCoachedSituations, startCoachedGame } from '../../store/actions/coach/coachGame.js';
import { headToHeadGameOf, kickOffHeadToHead } from '../../store/actions/coach/headToHead.js';
import { headToHeadWaitText, type HeadToHeadGame } from '../../shared/headToHead-types.js';
import { sendSnap } from '../../store/actions/coach/snap.js';
import { situationsOf, situationsOfList } from '../../store/actions/coach/situations.js';
import { GameError, isGameError } from '../../store/errors.js';
import { coachedGameView } from '../../store/views/coachedGame.js';
import { PageContext } from '../../store/views/context.js';
import type { SaveFile } from '../../store/saveFile.js';
import type { CliIo } from '../io.js';
import { withProgramChange } from '../options.js';
import type { Program } from '../../store/program.js';
import { gameSettingLine } from '../../shared/gameDayText.js';

const EXIT_BAD_INPUT = 2;

const quarterText = (q: number): string => (q > 4 ? `OT${q - 4}` : `Q${q}`);

/** The state without the plays before `from` (a program reads the new ones). */
function compact(
  view: CoachedGameResponse,
  from: number,
): Omit<CoachedGameResponse, 'plays' | 'info'> & { new_plays: CoachedGameResponse['plays'] } {
  const { plays, info: _info, ...rest } = view;
  return { ...rest, new_plays: plays.slice(from) };
}

function printSituation(io: CliIo, view: CoachedGameResponse, from: number): void {
  for (const p of view.plays.slice(from)) io.out(`  ${quarterText(p.quarter)} ${p.clock.padStart(5)}  ${p.text}`);
  const abbr = (side: 'home' | 'away') => (side === 'home' ? view.home_abbreviation : view.away_abbreviation);
  const you = abbr(view.coached);
  const wp = yourWinProbability(view);
  io.out(
    `${quarterText(view.quarter)} ${view.clock}  ${view.away_abbreviation} ${view.away_score} ${view.neutral ? 'vs.' : 'at'} ${view.home_abbreviation} ${view.home_score}  (you: ${you}, win probability ${wp}%)`,
  );
  if (view.status === 'final') {
    io.out(`Final: ${view.away} ${view.away_score}, ${view.home} ${view.home_score}`);
    if (view.grades) {
      io.out(`Call grades: ${view.grades.summary}`);
      for (const g of view.grades.grades)
        io.out(`  ${quarterText(g.quarter)} ${g.clock.padStart(5)}  ${g.situation}: ${g.text}`);
    }
    return;
  }
  const pending = view.pending;
  if (!pending) {
    // Head to head: the other side has the call (or this side has called and the snap waits for the other's).
    const h = 'head_to_head' in view ? (view as HeadToHeadGame).head_to_head : null;
    io.out(h ? headToHeadWaitText(h) : 'The other side has the call.');
    return;
  }
  const where = view.down > 0 ? snapSituation(view) : pending.kind === 'try' ? 'try after the touchdown' : 'kick-off';
  io.out(
    `${abbr(view.offense)} ball, ${where}. Timeouts ${view.away_abbreviation} ${view.away_timeouts}, ${view.home_abbreviation} ${view.home_timeouts}`,
  );
  io.out(`${clockLine(view)}`);
  io.out(tendencyLine(view));
  io.out(gainsLine(view));
  // Against a kick: what the other team lines up to do, and what each call does.
  const hint = DECISION_HINTS[pending.kind];
  if (hint) io.out(`${DECISION_TITLES[pending.kind]}. ${hint}`);
  io.out(
    `Your call (${pending.kind}): ${pending.calls.map((c, i) => `${i + 1} ${callLabel(c)}`).join(', ')}; q to leave`,
  );
  if (pending.sideline.length > 0)
    io.out(`To the sideline: ${pending.sideline.map((c) => callLabel(`${c}+sideline`)).join(', ')}`);
  if ('head_to_head' in view) return;
  io.out(
    `You call: ${view.situations.situations.join(', ')} (${view.situations.sides}); "situations third,fourth,..." changes them`,
  );
}

/** An interactive line: a call, its number in the list shown, or its name as shown ("fire zone"). */
function numbered(line: string, view: CoachedGameResponse): string {
  const calls = view.pending?.calls ?? [];
  if (/^\d+$/.test(line) && Number(line) >= 1 && Number(line) <= calls.length) return calls[Number(line) - 1];
  const sideline = view.pending?.sideline ?? [];
  return callOfLabel(line, [...calls, ...sideline.map((c) => `${c}+sideline`)]) ?? line;
}

type CoachedSituationsBody = BodyOf<RouteMap['POST /api/coached_game/situations']>;

/** A player's line: a call (with the offense's tempo), or a change of the situations that come to him. */
type Line = { input: CallInput } | { situations: SituationSet };

/** An interactive line: "situations third,fourth", a call, or its number in the list shown. */
function lineOf(line: string, view: CoachedGameResponse): Line {
  const change = /^situations\s+(\S+)(?:\s+(\S+))?$/.exec(line);
  if (change) return { situations: situationsOfList(change[1], change[2] ?? view.situations.sides) };
  return { input: { call: numbered(line, view) } };
}

const callReader = partReader(ROUTES['POST /api/coached_game/call'].body, 'body');
const situationsReader = partReader(ROUTES['POST /api/coached_game/situations'].body, 'body');

/**
 * A line of --stdin, read as the API contract reads the server's bodies: {"call": "...", "tempo": "..."} (either or
 * both), a bare JSON string, or {"situations": [...], "sides": "..."}.
 */
function stdinLineOf(line: string, view: CoachedGameResponse): Line {
  if (line === '') throw new GameError('bad_input', 'An empty line: one call per line ({"call":"inside_run"}).');
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new GameError('bad_input', `Not JSON: ${line.slice(0, 60)} (one call per line: {"call":"inside_run"}).`);
  }
  const isSituations = typeof value === 'object' && value !== null && ('situations' in value || 'sides' in value);
  const reading = (isSituations ? situationsReader : callReader)(value);
  if ('error' in reading) throw new GameError('bad_input', reading.error.message);
  if (isSituations)
    return { situations: situationsOf(reading.value as CoachedSituationsBody, view.situations as SituationSet) };
  return { input: callInputOf(reading.value as CallBody) };
}

/**
 * A head-to-head line sent while the game does not wait for this side: the other side has the call, this side has
 * called the snap already, or the other side has just played the last snap.
 */
function isNotAsked(error: GameError, view: CoachedGameResponse): boolean {
  return 'head_to_head' in view && (error.kind === 'conflict' || error.kind === 'not_found');
}

/** A head-to-head game whose screen, as last shown, asks this side for no call (the other side's, or his is in). */
function notAskedOnScreen(view: CoachedGameResponse): boolean {
  return 'head_to_head' in view && (view.pending === null || (view as HeadToHeadGame).head_to_head.you !== 'waiting');
}

/** How often a head-to-head terminal looks whether the other side's process has called (a look is one query). */
const LOOK_MS = 500;

/** What a head-to-head terminal shows of a game: when it moves, the other side has called or a snap was played. */
function shownKey(view: CoachedGameResponse): string {
  const h = 'head_to_head' in view ? (view as HeadToHeadGame).head_to_head : null;
  return `${view.status} ${view.plays.length} ${view.pending?.kind ?? '-'} ${h?.you ?? ''} ${h?.them ?? ''}`;
}

/**
 * Calls `moved` when another process has changed the save (SQLite's mark of others' commits, one query a look),
 * until the function returned is called.
 */
function watchSave(save: SaveFile, moved: () => void): () => void {
  let mark = save.db.changeMark();
  const timer = setInterval(() => {
    const now = save.db.changeMark();
    if (now === mark) return;
    mark = now;
    moved();
  }, LOOK_MS);
  return () => clearInterval(timer);
}

async function coach(
  save: SaveFile,
  program: Program,
  io: CliIo,
  stdin: boolean,
  situations: SituationSet | undefined,
  headToHead = false,
): Promise<number> {
  if (headToHead) {
    const found = headToHeadGameOf(save.db, program);
    if (!found) throw new GameError('not_found', `${program.team}'s next game is not against another coached program.`);
    save.change(() => kickOffHeadToHead(save.db, program, found.opponent));
  }
  save.change(() => startCoachedGame(save.db, program, situations));
  let view = coachedGameView(new PageContext(save.db, program));
  let shown = 0;
  const setting = gameSettingLine(view.rivalry, view.day);
  if (!stdin && setting) io.out(setting);
  let key = '';
  const show = () => {
    if (stdin) io.out(JSON.stringify(compact(view, shown)));
    else printSituation(io, view, shown);
    shown = view.plays.length;
    key = shownKey(view);
  };
  show();
  let status = 0;
  const lines = createInterface({ input: process.stdin, terminal: false });
  // Head to head in a terminal: the other side's call (in his own process) shows without a key pressed.
  const stopWatching =
    'head_to_head' in view && !stdin
      ? watchSave(save, () => {
          view = coachedGameView(new PageContext(save.db, program));
          if (shownKey(view) === key) return;
          show();
          if (view.status === 'final') lines.close();
        })
      : () => {};
  for await (const raw of lines) {
    const line = raw.trim();
    if (line === '' && !stdin) {
      // Head to head: an empty line shows the game again (the other side may have called).
      if ('head_to_head' in view) {
        view = coachedGameView(new PageContext(save.db, program));
        show();
        if (view.status === 'final') break;
      }
      continue;
    }
    if (!stdin && (line === 'q' || line === 'quit')) break;
    // Head to head in a terminal, a line typed while the screen asks this side nothing answers nothing: told, ignored.
    if (!stdin && notAskedOnScreen(view)) {
      io.err('The game is not waiting for your call: the other side has the call, or your call is in.');
      continue;
    }
    try {
      const said = stdin ? stdinLineOf(line, view) : lineOf(line, view);
      if ('input' in said) sendSnap(save, program, said.input.call, said.input.tempo);
      else save.change(() => setCoachedSituations(save.db, program, said.situations));
    } catch (error) {
      if (!isGameError(error)) throw error;
      io.err(error.message);
      if (stdin) io.out(JSON.stringify({ error: error.message }));
      // Head to head, the game may have moved on since the screen asked (the play clock ran out, the coordinator
      // called): a line meant for the question shown is not a mistake either.
      const now = coachedGameView(new PageContext(save.db, program));
      if (!isNotAsked(error, view) && !('head_to_head' in view && shownKey(now) !== key)) {
        status = EXIT_BAD_INPUT;
        continue;
      }
      // Head to head, a line sent while the game does not wait for this side is told and ignored (not a mistake):
      // the game as it stands now (the other side may have called, or played the last snap).
      view = now;
      if (!stdin && shownKey(view) !== key) show();
      if (view.status === 'final') break;
      continue;
    }
    view = coachedGameView(new PageContext(save.db, program));
    show();
    if (view.status === 'final') break;
  }
  stopWatching();
  lines.close();
  if (!stdin && view.status !== 'final') io.out('The game is kept: `dynasty game coach` resumes it.');
  return status;
}

export function registerGameCoach(game: Command, io: CliIo): void {
  game
    .command('coach')
    .description(
      "coach your team's next game snap by snap (or resume the one in progress); --stdin: JSON calls in, JSON states out",
    )
    .option('--stdin', 'read one JSON call per line, write one JSON state per line')
    .option(
      '--situations <list>',
      'the situations you call (the coordinator calls the rest): third, fourth, redzone, late, two_minute, kicks, every',
    )
    .option('--sides <side>', 'whose snaps the situations ask about: offense, defense, both')
    .option(
      '--head-to-head',
      'kick off the next game against another coached program head to head: each program calls its own side',
    )
    .action(
      (options: { stdin?: boolean; situations?: string; sides?: string; headToHead?: boolean }, command: Command) => {
        // Checked before the save is opened: a bad name changes nothing.
        const chosen =
          options.situations !== undefined ? situationsOfList(options.situations, options.sides) : undefined;
        if (!chosen && options.sides !== undefined)
          throw new GameError(
            'bad_input',
            '--sides goes with --situations (e.g. --situations third,fourth --sides offense).',
          );
        return withProgramChange(command, async (save, program) => {
          const status = await coach(save, program, io, Boolean(options.stdin), chosen, Boolean(options.headToHead));
          if (status !== 0) process.exitCode = status;
        });
      },
    );
}
