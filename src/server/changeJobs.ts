// What a save's worker runs, as plain data so it can cross to a worker thread (changeWorker.ts) or the static
// build's Web Worker (src/static/worker/changeWorker.ts), and the code both run it with. Every change of a dynasty is
// one kind of job, `use`: use cases named in store/useCases.ts with their inputs, one transaction. The rest is the
// life of a save around its dynasty: a new dynasty made, an uploaded save imported, a save opened and held, and a
// league file checked without touching any save.
import type { LeagueSetup } from '../core/league/types.js';
import { checkSetup, readLeagueFileOrThrow } from '../store/actions/leagueSetup.js';
import { newDynasty, type NewDynastyOptions } from '../store/actions/newDynasty.js';
import { besideKeptCycle } from '../store/actions/recruiting/keptCycle.js';
import { GameError, isGameError, type GameErrorKind } from '../store/errors.js';
import { coachedPrograms, programOf, rememberProgram, type Program } from '../store/program.js';
import { recordLeagueTurn } from '../store/queries/leagueTurn.js';
import { hasDynasty } from '../store/queries/meta.js';
import { SaveFile } from '../store/saveFile.js';
import { importSave } from '../store/saveFolder.js';
import { PLAYS_ON, useCaseOf, type UseCall, type WeekHooks } from '../store/useCases.js';
import { PageContext } from '../store/views/context.js';
import type { StagePage } from '../store/views/stagePages.js';
import { STAGE_PAGE_VIEWS } from './stagePageViews.js';

/** A change of a dynasty: its use cases in one transaction (several: those queued together, each its savepoint). */
export interface UseJob {
  kind: 'use';
  calls: UseCall[];
  /** The stage page to build from the changed save and send back (a page that advances when opened). */
  answer?: StagePage;
}

export type ChangeJob =
  | UseJob
  /** A new dynasty (replacing the file); leagueTurn: a league's game, whose weeks only the league's turns play. */
  | { kind: 'new_dynasty'; options: NewDynastyOptions; leagueTurn?: number; answer?: StagePage }
  /**
   * A league file checked, the scheduler tried on its league (in `year`, else the file's own), and no save
   * touched: answers the file's season and setup (LeagueFileChecked).
   */
  | { kind: 'league_file'; text: string; year?: number }
  /** A save file uploaded: checked and migrated, stored as a new save of the folder (saveFolder.ts importSave). */
  | { kind: 'import'; folder: string; bytes: Uint8Array }
  /** The save opened and held (WAL) by the thread, checked and migrated there, before the server reads it. */
  | { kind: 'hold' };

/** Sent instead of a job when the server stops: the thread closes its connection and ends. */
export const CLOSE = 'close';

/**
 * What one use case of a job did: what it returned and the program it acted for as the change left it (a coach who
 * moved, his new program; a program dropped, the one acted for now), with the stage page asked for; or the player's
 * mistake that refused it (nothing of it written).
 */
export type UseOutcome =
  | { ok: true; result: unknown; program: Program; page?: object }
  | { ok: false; error: JobError };

export interface JobDone {
  /** A check's or a new dynasty's answer. */
  body?: object;
  /** What each use case of a `use` job did, in order. */
  outcomes?: UseOutcome[];
  /**
   * A simulation that yielded its thread to another player's job (a week is always played whole): the same job
   * run again plays on from where it stopped.
   */
  more?: boolean;
}

/** The jobs whose work a stranger's input decides: run under a time limit (changeWorker.ts), refused past it. */
export function isUntrustedJob(job: ChangeJob): boolean {
  return job.kind === 'league_file' || (job.kind === 'use' && job.calls.some((call) => useCaseOf(call).untrusted));
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

/**
 * Runs a job that needs no save held open: a check, an import, a new dynasty (its stage page built from it), or a
 * change of a save opened here for it.
 */
export async function runJobAnswering(
  path: string,
  job: Exclude<ChangeJob, { kind: 'hold' }>,
  label: string,
  hooks: WeekHooks = {},
): Promise<JobDone> {
  if (job.kind === 'league_file') return { body: checkLeagueFile(job.text, job.year) };
  if (job.kind === 'import') return { body: await importSave(job.folder, job.bytes) };
  if (job.kind === 'new_dynasty') {
    const created = await newDynasty(path, { ...job.options, label });
    const turn = job.leagueTurn;
    if (turn !== undefined) created.change(() => recordLeagueTurn(created.db, turn));
    const body = job.answer === undefined ? undefined : answerPage(created, job.answer, programOf(created.db));
    created.close();
    return { body };
  }
  const save = await SaveFile.open(path, { label });
  try {
    return runUseJob(save, job, hooks);
  } finally {
    save.close();
  }
}

/**
 * Runs a job's use cases on a save open in this thread (a worker's held connection, the static build's copy), so
 * what a simulation keeps in memory for the next one is kept too: one transaction, each use case its own savepoint
 * (one refused changes nothing and the others stand; anything but a player's mistake fails them all, nothing
 * written). Each acts for the program its call names (remembered as the one last acted for, but by a change of the
 * whole save: a command without --team then acts for it), else the one last acted for.
 */
export function runUseJob(save: SaveFile, job: UseJob, hooks: WeekHooks = {}): JobDone {
  if (!hasDynasty(save.db)) throw new GameError('no_game', 'No dynasty has been started yet: start a new game.', '/');
  const db = save.db;
  let more = false;
  const outcomes = save.change(() =>
    job.calls.map((call): UseOutcome => {
      const useCase = useCaseOf(call);
      try {
        const program = programOf(db, call.team);
        if (call.team !== undefined && !useCase.wholeSave && programOf(db).seat !== program.seat)
          besideKeptCycle(db, () => rememberProgram(db, program));
        const result = db.savepoint(() => useCase.run(db, program, call.input, hooks));
        if (result === PLAYS_ON) more = true;
        const after = coachedPrograms(db).find((p) => p.seat === program.seat) ?? programOf(db);
        return { ok: true, result, program: after };
      } catch (error) {
        if (!isGameError(error)) throw error;
        return { ok: false, error: jobError(error) };
      }
    }),
  );
  if (more) return { more: true };
  const first = outcomes[0];
  if (job.answer !== undefined && first?.ok) first.page = answerPage(save, job.answer, first.program);
  return { outcomes };
}

/** The page, or undefined when building it fails: the server's own thread then builds it and reports the error. */
function answerPage(save: SaveFile, page: StagePage, program: Program): object | undefined {
  try {
    return STAGE_PAGE_VIEWS[page](new PageContext(save.db, program));
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
