// The terminal game: the screen router (a stack of routes), the one ink input handler that gives keys to the
// shown screen first and then applies the global ones, and the frame (header, screen, busy panel).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Box, Text, useApp, useInput, useStdin, useStdout } from 'ink';
import { Header } from './components/Header.js';
import { BusyPanel } from './components/BusyPanel.js';
import { dispatchKey, KeysContext, type Key, type KeyRouter } from './keys.js';
import { LayoutContext, MIN_COLUMNS, MIN_ROWS, type TerminalSize } from './layout.js';
import { NavigationContext, type Navigation } from './navigation.js';
import { stageHome, STAGE_SCREENS, type Route } from './routes.js';
import { ScreenFor } from './screens/index.js';
import type { PlaySession } from './session.js';
import { StoreProvider, useStore } from './store.js';
import { Question } from './components/Question.js';

export interface AppProps {
  session: PlaySession;
  /** Fixed terminal size (tests); default the terminal's, following resizes. */
  size?: TerminalSize;
}

export function App({ session, size }: AppProps) {
  return (
    <StoreProvider session={session}>
      <Shell size={size} />
    </StoreProvider>
  );
}

function useTerminal(fixed: TerminalSize | undefined): TerminalSize {
  const { stdout } = useStdout();
  const read = useCallback((): TerminalSize => ({ columns: stdout.columns || 80, rows: stdout.rows || 24 }), [stdout]);
  const [size, setSize] = useState(read);
  useEffect(() => {
    if (fixed) return undefined;
    const resized = (): void => setSize(read());
    stdout.on('resize', resized);
    return () => {
      stdout.off('resize', resized);
    };
  }, [stdout, read, fixed]);
  return fixed ?? size;
}

/** Views reachable from anywhere once a dynasty exists (letter -> screen). */
const VIEW_KEYS: Record<string, Route> = {
  d: { screen: 'dashboard' },
  s: { screen: 'schedule' },
  t: { screen: 'standings' },
  r: { screen: 'rankings' },
  p: { screen: 'playoff' },
  o: { screen: 'roster' },
  c: { screen: 'depth' },
  e: { screen: 'settings' },
  i: { screen: 'league_setup' },
  z: { screen: 'god_mode' },
  h: { screen: 'heisman' },
  w: { screen: 'awards' },
  k: { screen: 'records' },
  l: { screen: 'league_history' },
  y: { screen: 'team_history' },
  j: { screen: 'coach' },
  J: { screen: 'training' },
  K: { screen: 'retention' },
  S: { screen: 'staff' },
  B: { screen: 'budget' },
  f: { screen: 'draft' },
  x: { screen: 'portal' },
  b: { screen: 'recruit-board' },
  u: { screen: 'news' },
  m: { screen: 'coach_game' },
  M: { screen: 'programs' },
};

function Shell({ size }: { size?: TerminalSize }) {
  const store = useStore();
  const { session, busy } = store;
  const { exit } = useApp();
  const { isRawModeSupported } = useStdin();
  const terminal = useTerminal(size);
  const [stack, setStack] = useState<Route[]>([{ screen: 'start' }]);
  const router = useRef<KeyRouter>({ handlers: [] }).current;
  const route = stack[stack.length - 1];

  const homeRoutes = useCallback((): Route[] => {
    if (!session.hasDynasty) return [{ screen: 'start' }];
    return [{ screen: 'start' }, stageHome(session.context().state.stage)];
  }, [session]);

  const navigation = useMemo<Navigation>(
    () => ({
      route,
      navigate: (next) => setStack((s) => [...s, next]),
      back: () => setStack((s) => (s.length > 1 ? s.slice(0, -1) : s)),
      home: () => setStack(homeRoutes()),
      quit: () => exit(),
    }),
    [route, homeRoutes, exit],
  );

  // A stage screen left behind by a change of stage is replaced by the stage's home.
  const stage = store.ctx?.state.stage;
  useEffect(() => {
    if (!stage || !STAGE_SCREENS.includes(route.screen)) return;
    if (stageHome(stage).screen !== route.screen) navigation.home();
  }, [stage, route.screen, navigation]);

  const globalKey = (input: string, key: Key): void => {
    if (key.escape) {
      navigation.back();
      return;
    }
    if (input === 'q') {
      navigation.quit();
      return;
    }
    if (input === '?') {
      if (route.screen !== 'help') navigation.navigate({ screen: 'help' });
      return;
    }
    const view = VIEW_KEYS[input];
    if (view && session.hasDynasty && route.screen !== 'start' && route.screen !== 'new') {
      // Views open above the stage's home, so escape always leads back to it; d is the home itself.
      setStack(view.screen === 'dashboard' ? homeRoutes() : [...homeRoutes(), view]);
    }
  };

  // One key per render: keys that arrive together (a paste, "down, enter" from a fast typist or tmux) wait in a
  // queue, and each render's effect handles the first, so each key reaches a screen that has drawn the previous
  // key's effect and no handler sees stale state. The queue is state, so the effect runs only when it changed.
  const [keys, setKeys] = useState<readonly { input: string; key: Key }[]>([]);
  useInput(
    (input, key) => {
      if (store.isBusy()) {
        if (key.escape) store.requestStop();
        return;
      }
      setKeys((queue) => [...queue, { input, key }]);
    },
    { isActive: isRawModeSupported },
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a key is handled once, when it reaches the queue's head
  useEffect(() => {
    const next = keys[0];
    if (!next) return;
    setKeys((queue) => queue.slice(1));
    const { input, key } = next;
    if (busy) {
      if (key.escape && busy.stoppable) store.requestStop();
      return;
    }
    if (store.notice) store.setNotice(null);
    // Another coached program's business was named: y plays on for everyone, M shows the programs, else nothing.
    if (store.othersAsk) {
      store.answerOthers(input === 'y');
      if (input === 'M') navigation.navigate({ screen: 'programs' });
      return;
    }
    if (dispatchKey(router, input, key)) return;
    globalKey(input, key);
  }, [keys]);

  if (terminal.columns < MIN_COLUMNS || terminal.rows < MIN_ROWS) {
    return (
      <Text>{`CFB Dynasty needs a terminal of at least ${MIN_COLUMNS}x${MIN_ROWS} (this one is ${terminal.columns}x${terminal.rows}). Resize it, or press q to quit.`}</Text>
    );
  }
  // The question about other programs' business sits above the screen, which keeps the rows left under it.
  const ask = store.othersAsk
    ? {
        title: 'Other programs have not finished their turn:',
        body: `${store.othersAsk.text}. Moving on plays it for everyone (a coached game in progress is finished by its coordinator); M shows your programs.`,
      }
    : null;
  const askRows = ask ? wrappedRows(`${ask.title} ${ask.body} y: yes, any other key: no.`, terminal.columns) : 0;
  return (
    <LayoutContext.Provider value={terminal}>
      <NavigationContext.Provider value={navigation}>
        <KeysContext.Provider value={router}>
          <Box flexDirection="column" width={terminal.columns}>
            <Header />
            {ask && <Question question={ask} />}
            {busy && <BusyPanel busy={busy} />}
            <Box display={busy ? 'none' : 'flex'} flexDirection="column">
              <LayoutContext.Provider value={{ ...terminal, rows: terminal.rows - askRows }}>
                <ScreenFor key={stack.length + route.screen} route={route} />
              </LayoutContext.Provider>
            </Box>
          </Box>
        </KeysContext.Provider>
      </NavigationContext.Provider>
    </LayoutContext.Provider>
  );
}

/** The lines a text takes wrapped at word breaks to `width` columns, as ink wraps it. */
function wrappedRows(text: string, width: number): number {
  let rows = 1;
  let column = 0;
  for (const word of text.split(' ')) {
    if (column === 0) column = word.length;
    else if (column + 1 + word.length <= width) column += 1 + word.length;
    else {
      rows += 1;
      column = word.length;
    }
    for (; column > width; column -= width) rows += 1;
  }
  return rows;
}
