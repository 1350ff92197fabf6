// The long changes of a save (a stretch of the season simulated, a stage advanced, a new dynasty) described as
// plain data, so they can cross to a worker thread (changeWorker.ts) and run there on its own connection to the save.
// Each runs through the same use case as the CLI and the terminal game, as one transaction.
import type { Stage } from '../core/season/stages.js';
import type { LeagueSetup } from '../core/league/types.js';
import type { LeagueChange } from '../shared/api-types.js';
import { advanceStage } from '../store/actions/advance.js';
import { applyLeagueChange } from '../store/actions/leagueChange.js';
import { checkSetup, readLeagueFileOrThrow } from '../store/actions/leagueSetup.js';
import { newDynasty, type NewDynastyOptions } from '../store/actions/newDynasty.js';
import { runRecruitingCommand, type RecruitingCommand } from '../store/actions/recruiting/commands.js';
import { runDepthCommand, type DepthCommand } from '../store/actions/roster/depthChart.js';
import { simulateTo, type SimulationProgress } from '../store/actions/season/simulate.js';
import { GameError, isGameError, type GameErrorKind } from '../store/errors.js';
import { recordLeagueTurn } from '../store/queries/leagueTurn.js';
import { hasDynasty, readState } from '../store/queries/meta.js';
import { SaveFile } from '../store/saveFile.js';
import { importSave } from '../store/saveFolder.js';
import { PageContext } from '../store/views/context.js';
import type { StagePage } from '../store/views/stagePages.js';
import { STAGE_PAGE_VIEWS } from './stagePageViews.js';
import { programOf, rememberProgram } from '../store/program.js';
import type { Player } from './player.js';
import type { SaveChangeName } from './saveChanges.js';
import type { LeagueSeat } from './session.js';
import { besideKeptCycle } from '../store/actions/recruiting/keptCycle.js';

/**
 * A job and the coached program it is run for (its use case's program, and whose page it answers). leagueTurn: the
 * online league's turn a move of its game (a week played, a stage advanced) makes, recorded in the save in the
 * same transaction as the move.
 */
export type ChangeJob = ChangeJobKind & { team?: string; leagueTurn?: number };

export type ChangeJobKind =
  | { kind: 'simulate'; week: number }
  /**
   * from: advance only out of this stage. A page that advances when opened decides on the save as it was; if
   * anything (another tab, a terminal command) moved the game on before the job ran, the job does nothing
   * rather than advance a second time.
   */
  | { kind: 'advance'; from?: Stage }
  | { kind: 'new_dynasty'; options: NewDynastyOptions }
  /** A recruiting action (an order for the coming week, the board, "let my staff recruit"). */
  | { kind: 'recruit'; command: RecruitingCommand }
  /** A depth chart change (a player moved to a slot, positions back to the automatic chart). */
  | { kind: 'depth'; command: DepthCommand }
  /** Several players' small changes (recruiting actions, depth chart changes) queued on one save, run together. */
  | { kind: 'together'; jobs: TogetherJob[] }
  /** A change of the league's setup (realignment, playoff, rules), tried on the scheduler before it is kept. */
  | { kind: 'league_change'; change: LeagueChange }
  /**
   * A league file checked, the scheduler tried on its league (in `year`, else the file's own), and no save
   * touched: answers the file's season and setup (LeagueFileChecked).
   */
  | { kind: 'league_file'; text: string; year?: number }
  /** A save file uploaded: checked and migrated, stored as a new save of the folder (saveFolder.ts importSave). */
  | { kind: 'import'; folder: string; bytes: Uint8Array }
  /** The save opened and held (WAL) by the thread, checked and migrated there, before the server reads it. */
  | { kind: 'hold' }
  /** A change the server's own code makes (an online league's seat, a head-to-head move): SAVE_CHANGES. */
  | { kind: 'named'; name: SaveChangeName; args: unknown[] }
  /** A call of the game's routes that changes the save (session.ts changeGame), answered by the thread. */
  | { kind: 'call'; call: ForwardedCall };

/** A change's call as it crosses to a worker thread: the request as its contract entry read it, and its player. */
export interface ForwardedCall {
  /** The call's entry: `${method} ${path}` (ROUTES). */
  entry: string;
  params: unknown;
  query: unknown;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
  leagueSeat?: LeagueSeat | null;
  player: Player;
}

/** Sent instead of a job when the server stops: the thread closes its connection and ends. */
export const CLOSE = 'close';

/** A small change that runs together with the others queued on its save (runTogether). */
export type TogetherJob = Extract<ChangeJobKind, { kind: 'recruit' | 'depth' }> & { team?: string };

/** What one job of a `together` job did: its use case's answer, or the player's mistake that refused it. */
export type JobOutcome = { ok: true; result: unknown } | { ok: false; error: JobError };

/**
 * Small changes of several players (recruiting actions, depth chart changes), queued on one save while it was busy,
 * as one transaction (one commit instead of one each; the cycle read once, see keptCycle.ts). Each is its own
 * savepoint: one refused changes nothing and the others stand. Anything but a player's mistake fails them all
 * (nothing written).
 */
function runTogether(save: SaveFile, jobs: readonly TogetherJob[]): JobOutcome[] {
  return save.change(() =>
    jobs.map((job): JobOutcome => {
      try {
        const result = save.db.savepoint(() => {
          const program = programOf(save.db, job.team);
          if (job.team !== undefined && programOf(save.db).seat !== program.seat)
            besideKeptCycle(save.db, () => rememberProgram(save.db, program));
          if (job.kind === 'depth')
            return besideKeptCycle(save.db, () => runDepthCommand(save.db, program, job.command), true);
          return runRecruitingCommand(save.db, program, job.command);
        });
        return { ok: true, result };
      } catch (error) {
        if (!isGameError(error)) throw error;
        return { ok: false, error: jobError(error) };
      }
    }),
  );
}

/** The jobs whose work a stranger's input decides: run under a time limit (changeWorker.ts), refused past it. */
export function isUntrustedJob(job: ChangeJob): boolean {
  return job.kind === 'league_change' || job.kind === 'league_file';
}

export interface LeagueFileChecked {
  year: number;
  setup: LeagueSetup;
}

/** A league file's check: its shape and league (readLeagueFileOrThrow), then a season scheduled in it. */
export function checkLeagueFile(text: string, year?: number): LeagueFileChecked {
  const file = readLeagueFileOrThrow(text);
  checkSetup(file.setup, year ?? file.year);
  return file;
}

export interface JobDone {
  /** The page asked for, built from the changed save; undefined when none was asked for or it could not be built. */
  body?: object;
  /** What the job's use case says it did (a recruiting order: the order queued and the hours left), as plain data. */
  result?: unknown;
  /**
   * A simulation that yielded its thread to another player's job (a week is always played whole): the same job
   * run again plays on from where it stopped. No page was built.
   */
  more?: boolean;
}

/**
 * Runs the job against the save at path, then (answer) builds the stage page from the save as the job left it
 * (stagePageViews.ts). onWeek hears of each simulated week (the static build shows it while a season plays).
 */
export async function runChangeJobAnswering(
  path: string,
  job: ChangeJob,
  label: string,
  answer?: StagePage,
  onWeek?: (progress: SimulationProgress) => void,
): Promise<JobDone> {
  // A check reads no save.
  if (job.kind === 'league_file') return { body: checkLeagueFile(job.text, job.year) };
  if (job.kind === 'import') return { body: await importSave(job.folder, job.bytes) };
  if (job.kind === 'new_dynasty') {
    const created = await newDynasty(path, { ...job.options, label });
    const turn = job.leagueTurn;
    // A league's game is one from its start: its weeks are played by the league's turns alone.
    if (turn !== undefined) created.change(() => recordLeagueTurn(created.db, turn));
    const body = answer === undefined ? undefined : answerPage(created, answer, job.team);
    created.close();
    return { body };
  }
  const save = await SaveFile.open(path, { label });
  try {
    return runChangeJobOn(save, job, answer, onWeek);
  } finally {
    save.close();
  }
}

/**
 * Runs a job (not a new dynasty) on a save already open in this thread (a worker's held connection, the static
 * build's copy), so what a simulation keeps in memory for the next one is kept too. yieldNow, asked after each
 * simulated week, may end a simulation early (the answer then says `more`).
 */
export function runChangeJobOn(
  save: SaveFile,
  job: Exclude<ChangeJob, { kind: 'new_dynasty' | 'league_file' }>,
  answer?: StagePage,
  onWeek?: (progress: SimulationProgress) => void,
  yieldNow?: () => boolean,
): JobDone {
  if (job.kind === 'hold' || job.kind === 'call' || job.kind === 'named' || job.kind === 'import')
    throw new Error(`a ${job.kind} job is the worker thread's own`);
  if (!hasDynasty(save.db)) throw new GameError('no_game', 'No dynasty has been started yet: start a new game.', '/');
  if (job.kind === 'together') return { result: runTogether(save, job.jobs) };
  // A job run for a program named by its player remembers it as the one last acted for (changeGame does the same).
  const program = programOf(save.db, job.team);
  if (job.team !== undefined && programOf(save.db).seat !== program.seat)
    save.change(() => rememberProgram(save.db, program));
  let result: unknown;
  const moved = () => {
    if (job.leagueTurn !== undefined) recordLeagueTurn(save.db, job.leagueTurn);
  };
  if (job.kind === 'simulate') {
    const state = save.change(() => {
      const played = simulateTo(save.db, job.week, onWeek, undefined, yieldNow);
      if (played.currentWeek >= job.week) moved();
      return played;
    });
    if (state.currentWeek < job.week) return { more: true };
  } else if (job.kind === 'recruit') result = save.change(() => runRecruitingCommand(save.db, program, job.command));
  else if (job.kind === 'depth') result = save.change(() => runDepthCommand(save.db, program, job.command));
  else if (job.kind === 'league_change') save.change(() => applyLeagueChange(save.db, job.change));
  // Decided inside the change (the save as it is under the lock): a game already moved on is left alone.
  else
    save.change(() => {
      if (job.from !== undefined && readState(save.db).stage !== job.from) return;
      advanceStage(save.db);
      moved();
    });
  return { body: answer === undefined ? undefined : answerPage(save, answer, job.team), result };
}

/** The page, or undefined when building it fails: the server's own thread then builds it and reports the error. */
function answerPage(save: SaveFile, page: StagePage, team?: string): object | undefined {
  try {
    return STAGE_PAGE_VIEWS[page](new PageContext(save.db, programOf(save.db, team)));
  } catch {
    return undefined;
  }
}

/** An error as it crosses the thread boundary: a player's mistake keeps its kind, anything else is a bug. */
export type JobError =
  | { game: true; kind: GameErrorKind; message: string; redirect?: string }
  | { game: false; message: string; stack?: string };

export function jobError(error: unknown): JobError {
  if (isGameError(error)) return { game: true, kind: error.kind, message: error.message, redirect: error.redirect };
  const e = error instanceof Error ? error : new Error(String(error));
  return { game: false, message: e.message, stack: e.stack };
}

export function errorOfJob(error: JobError): Error {
  if (error.game) return new GameError(error.kind, error.message, error.redirect);
  const e = new Error(`change worker: ${error.message}`);
  if (error.stack) e.stack = error.stack;
  return e;
}
