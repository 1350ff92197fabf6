// Rendering the terminal game in memory (ink-testing-library) over a real save in a temporary folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render } from 'ink-testing-library';
import { afterAll, beforeAll, expect } from 'vitest';
import { App } from '../../src/cli/play/App.js';
import { PlaySession } from '../../src/cli/play/session.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty, type NewDynastyOptions } from '../../src/store/actions/newDynasty.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { copyPreparedSave } from '../helpers/preparedSave.js';

export const SEED = 20240;

/** A route path or an HTTP verb: words for programmers, never shown to the player. */
export const DEVELOPER_TEXT = /\/api\/|\b(GET|POST|PUT|PATCH|DELETE) \//;

export const KEYS = {
  up: '\u001B[A',
  down: '\u001B[B',
  right: '\u001B[C',
  left: '\u001B[D',
  enter: '\r',
  escape: '\u001B',
  pageDown: '\u001B[6~',
  end: '\u001B[F',
  backspace: '\u007F',
} as const;

export function tempSavePath(): { path: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'dynasty-play-'));
  return { path: join(dir, 'dynasty.db'), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A save with a dynasty, prepared through the store (setup runs on it before it is closed). */
export async function prepareSave(
  path: string,
  options: Omit<NewDynastyOptions, 'seed' | 'force'>,
  setup?: (save: SaveFile) => void,
): Promise<void> {
  const save = await newDynasty(path, { ...options, seed: SEED, force: true });
  try {
    setup?.(save);
  } finally {
    save.close();
  }
}

/** Opens the save at path, runs use on it and closes it again (also when use throws). */
export async function withSave<T>(path: string, use: (save: SaveFile) => T): Promise<T> {
  const save = await SaveFile.open(path);
  try {
    return use(save);
  } finally {
    save.close();
  }
}

/**
 * The 2025 Ohio State season of the given playoff format, played up to (not including) week: a save prepared
 * once per code version and copied to path, for the tests that only look at a season under way.
 */
export async function seasonSave(path: string, playoffTeams: 4 | 12, week: number): Promise<void> {
  await copyPreparedSave(
    `ohio-state-2025-${playoffTeams}-teams-week-${week}`,
    (at) =>
      prepareSave(at, { year: 2025, team: 'Ohio State', playoffTeams }, (save) => {
        save.change(() => advanceStage(save.db));
        if (week > 1) save.change(() => simulateTo(save.db, week));
      }),
    path,
  );
}

export interface PlayScreen {
  session: PlaySession;
  frame(): string;
  frames: string[];
  /** Sends keys one write at a time, letting the app draw between them. */
  press(...keys: string[]): Promise<void>;
  type(text: string): Promise<void>;
  /** Waits until the frame contains text (or matches), failing with the last frame after timeoutMs. */
  waitFor(expected: string | RegExp, timeoutMs?: number): Promise<string>;
  close(): void;
}

const tick = (ms = 15): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export async function openGame(path: string, size = { columns: 80, rows: 24 }): Promise<PlayScreen> {
  const session = await PlaySession.open(path, { seed: SEED });
  const app = render(<App session={session} size={size} />);
  await tick();
  const frame = (): string => app.lastFrame() ?? '';
  const screen: PlayScreen = {
    session,
    frame,
    frames: app.frames,
    async press(...keys) {
      for (const key of keys) {
        app.stdin.write(key);
        // A lone escape is told from an escape sequence on the next turn of the event loop.
        await tick(key === KEYS.escape ? 30 : 15);
      }
    },
    async type(text) {
      app.stdin.write(text);
      await tick();
    },
    async waitFor(expected, timeoutMs = 60_000) {
      const matches = (text: string): boolean =>
        typeof expected === 'string' ? text.includes(expected) : expected.test(text);
      const until = Date.now() + timeoutMs;
      while (!matches(frame())) {
        if (Date.now() > until)
          throw new Error(`Timed out waiting for ${String(expected)}; the screen shows:\n${frame()}`);
        await tick(20);
      }
      return frame();
    },
    close() {
      app.unmount();
      session.close();
    },
  };
  return screen;
}

/** Opens the game on a save of the 2025 Ohio State dynasty and continues it to its dashboard. */
export async function openAtDashboard(path: string, size?: { columns: number; rows: number }): Promise<PlayScreen> {
  const game = await openGame(path, size);
  await game.waitFor('Continue: 2025 Ohio State');
  await game.press('c');
  await game.waitFor('Ohio State dashboard');
  return game;
}

/**
 * The screen a test file shares: beforeAll writes a save with prepare (at a path in a new temporary folder) and
 * opens the game on it with open; afterAll closes the game and removes the folder. The methods of the screen
 * returned reach the game opened; path is the save's.
 */
export function screenOfFile(
  prepare: (path: string) => Promise<void>,
  open: (path: string) => Promise<PlayScreen> = openGame,
): PlayScreen & { readonly path: string } {
  const temp = tempSavePath();
  let opened: PlayScreen | undefined;
  beforeAll(async () => {
    await prepare(temp.path);
    opened = await open(temp.path);
  });
  afterAll(() => {
    opened?.close();
    temp.cleanup();
  });
  const game = (): PlayScreen => {
    if (!opened) throw new Error('the screen is opened in beforeAll');
    return opened;
  };
  return {
    path: temp.path,
    get session() {
      return game().session;
    },
    get frames() {
      return game().frames;
    },
    frame: () => game().frame(),
    press: (...keys) => game().press(...keys),
    type: (text) => game().type(text),
    waitFor: (expected, timeoutMs) => game().waitFor(expected, timeoutMs),
    close: () => game().close(),
  };
}

/** The file's screen (screenOfFile) on the 2025 Ohio State season of seasonSave, at its dashboard. */
export const dashboardOfFile = (
  playoffTeams: 4 | 12,
  week: number,
  setup?: (save: SaveFile) => void,
): PlayScreen & { readonly path: string } =>
  screenOfFile(async (path) => {
    await seasonSave(path, playoffTeams, week);
    if (setup) await withSave(path, setup);
  }, openAtDashboard);

/** A frame fits a terminal: no line wider than columns, no more lines than rows - 1 (ink keeps the last free). */
export function frameFits(
  frame: string,
  size = { columns: 80, rows: 24 },
): { ok: boolean; widest: number; lines: number } {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's colour codes start with ESC
  const lines = frame.replace(/\u001B\[[0-9;]*m/g, '').split('\n');
  const widest = Math.max(...lines.map((l) => [...l].length));
  return { ok: widest <= size.columns && lines.length <= size.rows - 1, widest, lines: lines.length };
}

/** Expects the frame to fit an 80x24 terminal, showing the frame when it does not. */
export function expectFits(frame: string): void {
  const fit = frameFits(frame);
  expect(fit, `frame is ${fit.widest} wide and ${fit.lines} lines:\n${frame}`).toMatchObject({ ok: true });
}
