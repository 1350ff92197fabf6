// The open save as React state: screens read views of the current data through useView and change the game
// through the store's actions; every change bumps `version`, which rebuilds the views.
import {
  createContext,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { Db } from '../../store/database.js';
import type { PageContext } from '../../store/views/context.js';
import type { PlaySession } from './session.js';
import { simulateWeekByWeek, type SimulationResult, type WeekProgress } from './simulation.js';
import type { Program } from '../../store/program.js';
import type { ProgramBusiness } from '../../shared/programs-types.js';
import { othersBusiness, othersBusinessText } from '../../store/views/programs.js';

export interface Busy {
  label: string;
  progress?: WeekProgress;
  /** Escape asks the task to stop at the next safe point (between weeks). */
  stoppable?: boolean;
  stopping?: boolean;
}

export interface Notice {
  text: string;
  kind: 'info' | 'error';
}

export interface Store {
  session: PlaySession;
  /** Changes with every change of the game. */
  version: number;
  /** The current data, or null before a dynasty exists. */
  ctx: PageContext | null;
  busy: Busy | null;
  /** Busy right now (a ref, current even between renders): keys that arrive meanwhile are dropped. */
  isBusy(): boolean;
  notice: Notice | null;
  setNotice(notice: Notice | null): void;
  /** A quick change (scheduling a game) for the program being played: errors become the notice. Returns whether it succeeded. */
  act<T>(action: (db: Db, program: Program) => T, done?: string | ((result: T) => string)): boolean;
  /** Multi-team mode's switcher: plays `team` from now on (the views rebuilt for it); errors become the notice. */
  playProgram(team: string): boolean;
  /** A change that takes a while: the busy panel shows label until it ends. Returns whether it succeeded. */
  runLong(label: string, task: () => unknown): Promise<boolean>;
  /** Plays the weeks before targetWeek one by one with a progress bar; Escape stops after the current week. */
  simulate(targetWeek: number): Promise<SimulationResult | null>;
  requestStop(): void;
  /**
   * Multi-team mode: before the week or the stage moves on for everyone, asks (the frame shows the question, y goes
   * on) when another coached program has business of `kinds` left; else goes on at once.
   */
  askOthers(kinds: readonly ProgramBusiness['kind'][], go: () => void): void;
  /** The question askOthers is asking, or null. */
  othersAsk: OthersAsk | null;
  /** The player's answer: true goes on, false keeps things as they are. */
  answerOthers(yes: boolean): void;
}

export interface OthersAsk {
  text: string;
  go: () => void;
}

const StoreContext = createContext<Store | null>(null);

/** How often the shown save's file is looked at for another program's changes. */
const DISK_WATCH_MS = 500;

/** Long enough for ink to draw a frame (it draws at most every 1000/maxFps ms) before a blocking task. */
const FRAME_MS = 20;
const nextFrame = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, FRAME_MS));

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function StoreProvider({ session, children }: { session: PlaySession; children: ReactNode }) {
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { busy, busyNow, setBusy, isBusy } = useBusy();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version means the save changed
  const ctx = useMemo(() => (session.hasDynasty ? session.context() : null), [session, version]);
  const bump = useCallback(() => setVersion((v) => v + 1), []);
  useDiskWatch(session, busyNow, bump);
  const quickSteps = useQuickSteps(session, setNotice, bump);
  const longTasks = useLongTasks(session, setBusy, setNotice, bump);
  const others = useOthersAsk(session);

  const store = useMemo<Store>(
    () => ({ session, version, ctx, busy, isBusy, notice, setNotice, ...quickSteps, ...longTasks, ...others }),
    [session, version, ctx, busy, isBusy, notice, quickSteps, longTasks, others],
  );
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

type SetBusy = (next: Busy | null | ((b: Busy | null) => Busy | null)) => void;

/** The busy panel's task, as state (to draw) and as a ref (current even between renders). */
function useBusy() {
  const [busy, setBusyState] = useState<Busy | null>(null);
  const busyNow = useRef<Busy | null>(null);
  const setBusy = useCallback<SetBusy>((next) => {
    busyNow.current = typeof next === 'function' ? next(busyNow.current) : next;
    setBusyState(busyNow.current);
  }, []);
  const isBusy = useCallback(() => busyNow.current !== null, []);
  return { busy, busyNow, setBusy, isBusy };
}

/**
 * Another program (a terminal command, the browser) may change the save while this screen shows it: look at the
 * file now and then, and rebuild the views from it when it changed (not while a task of ours runs).
 */
function useDiskWatch(session: PlaySession, busyNow: RefObject<Busy | null>, bump: () => void): void {
  useEffect(() => {
    const timer = setInterval(() => {
      if (busyNow.current === null && session.changedOnDisk()) bump();
    }, DISK_WATCH_MS);
    timer.unref?.();
    return () => clearInterval(timer);
  }, [session, busyNow, bump]);
}

/** The player's quick steps: a change for the program played, and multi-team mode's switch of program. */
function useQuickSteps(session: PlaySession, setNotice: (notice: Notice | null) => void, bump: () => void) {
  /** Runs a quick step of the player's, says what it did (its text) or why it was refused, and redraws. */
  const attempt = useCallback(
    (step: () => string | undefined): boolean => {
      try {
        const text = step();
        setNotice(text ? { text, kind: 'info' } : null);
        return true;
      } catch (error) {
        setNotice({ text: messageOf(error), kind: 'error' });
        return false;
      } finally {
        bump();
      }
    },
    [bump, setNotice],
  );

  const act = useCallback(
    <T,>(action: (db: Db, program: Program) => T, done?: string | ((result: T) => string)): boolean =>
      attempt(() => {
        const result = session.change(action);
        return typeof done === 'function' ? done(result) : done;
      }),
    [session, attempt],
  );

  const playProgram = useCallback(
    (team: string): boolean =>
      attempt(() => {
        session.playProgram(team);
        return `You are playing ${team}.`;
      }),
    [session, attempt],
  );
  return useMemo(() => ({ act, playProgram }), [act, playProgram]);
}

/** The changes that take a while (the busy panel shows them), and the week-by-week simulation Escape stops. */
function useLongTasks(
  session: PlaySession,
  setBusy: SetBusy,
  setNotice: (notice: Notice | null) => void,
  bump: () => void,
) {
  const stop = useRef(false);
  /** Shows `busy` while `task` runs (a frame drawn first); a failure becomes the notice and answers `failed`. */
  const whileBusy = useCallback(
    async <T,>(busy: Busy, task: () => T | Promise<T>, failed: T): Promise<T> => {
      setBusy(busy);
      setNotice(null);
      await nextFrame();
      try {
        return await task();
      } catch (error) {
        setNotice({ text: messageOf(error), kind: 'error' });
        return failed;
      } finally {
        // Keys typed while the task blocked the event loop arrive now, and are dropped as busy.
        await nextFrame();
        setBusy(null);
        bump();
      }
    },
    [bump, setBusy, setNotice],
  );

  const runLong = useCallback(
    (label: string, task: () => unknown): Promise<boolean> =>
      whileBusy(
        { label },
        async () => {
          await task();
          return true;
        },
        false,
      ),
    [whileBusy],
  );

  const simulate = useCallback(
    (targetWeek: number): Promise<SimulationResult | null> => {
      stop.current = false;
      const label = 'Simulating games';
      return whileBusy(
        { label, stoppable: true },
        () =>
          simulateWeekByWeek(session, targetWeek, {
            onWeek: (progress) => setBusy({ label, progress, stoppable: true, stopping: stop.current }),
            stopRequested: () => stop.current,
            pause: nextFrame,
          }),
        null,
      );
    },
    [session, whileBusy, setBusy],
  );

  const requestStop = useCallback(() => {
    stop.current = true;
    setBusy((b) => (b?.stoppable ? { ...b, stopping: true } : b));
  }, [setBusy]);
  return useMemo(() => ({ runLong, simulate, requestStop }), [runLong, simulate, requestStop]);
}

/** Multi-team mode's question before the week or stage moves on while another coached program has business. */
function useOthersAsk(session: PlaySession) {
  const [othersAsk, setOthersAsk] = useState<OthersAsk | null>(null);
  const askOthers = useCallback(
    (kinds: readonly ProgramBusiness['kind'][], go: () => void) => {
      let text = '';
      try {
        const ctx = session.context();
        const others = othersBusiness(ctx.db, ctx.program)
          .map((o) => ({ ...o, business: o.business.filter((b) => kinds.includes(b.kind)) }))
          .filter((o) => o.business.length > 0);
        text = others.length > 0 ? othersBusinessText(others) : '';
      } catch {
        text = '';
      }
      if (text === '') go();
      else setOthersAsk({ text, go });
    },
    [session],
  );
  const answerOthers = useCallback(
    (yes: boolean) => {
      const go = othersAsk?.go;
      setOthersAsk(null);
      if (yes) go?.();
    },
    [othersAsk],
  );
  return useMemo(() => ({ askOthers, othersAsk, answerOthers }), [askOthers, othersAsk, answerOthers]);
}

export function useStore(): Store {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStore outside StoreProvider');
  return store;
}

export type ViewResult<T> = { data: T; error: null } | { data: null; error: string };

/**
 * A page view of the current data, rebuilt when the game changes or deps change. A view error (an unknown
 * team, a page of another stage) is shown on the screen rather than ending the game.
 */
export function useView<T>(build: (ctx: PageContext) => T, deps: readonly unknown[]): ViewResult<T> {
  const { ctx, version } = useStore();
  // biome-ignore lint/correctness/useExhaustiveDependencies: build is a fresh closure each render: deps say when it changes
  return useMemo((): ViewResult<T> => {
    if (!ctx) return { data: null, error: 'No dynasty has been started yet.' };
    try {
      return { data: build(ctx), error: null };
    } catch (error) {
      return { data: null, error: messageOf(error) };
    }
  }, [ctx, version, ...deps]);
}
