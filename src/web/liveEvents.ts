// The tab's event stream from `dynasty serve` (GET /api/events, server-sent events), read with fetch so that it
// carries the same headers as every call (the player's id, the program acted for). A `changed` event refreshes the
// page shown (the global refresh: a week played by another coach, a result, a commitment); every event goes to the
// pages that listen (the head-to-head page). The tab names its stream and every call names it: the changes it makes
// itself are not told back to it (it has their answers, and a refresh then could ask a page of a stage just left).
// The stream reopens when it drops, and for the new program when the tab acts for another. The online page opens one
// of the league it shows (watchLeague). The static build has no server: no stream.
import type { LiveEvent } from '../shared/headToHead-types';
import { STREAM_HEADER } from '../shared/programHeader.js';
import {
  apiTransport,
  httpTransport,
  idHeader,
  leagueHeader,
  onProgramChange,
  playedLeague,
  TAB_STREAM_ID,
} from './api';
import { emitRefresh } from './refresh';

type Listener = (event: LiveEvent) => void;
const listeners = new Set<Listener>();

/** Hears every event of the stream; returns the unsubscribe function (fits useEffect). */
export function onLiveEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reopening waits this long after a drop, doubling up to the most. */
const RETRY_MS = 2_000;
const MAX_RETRY_MS = 30_000;

/** Parses the stream's blocks ("event: x\ndata: {...}") as they come, handing each event on. */
async function read(response: Response, signal: AbortSignal, onEvent: Listener): Promise<void> {
  if (!response.body) return;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  while (!signal.aborted) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const data = buffer
        .slice(0, end)
        .split('\n')
        .find((line) => line.startsWith('data: '));
      buffer = buffer.slice(end + 2);
      if (data) onEvent(JSON.parse(data.slice('data: '.length)) as LiveEvent);
    }
  }
}

/**
 * Opens an event stream with the headers given (asked again at each reopening), handing each event to `onEvent`; it
 * reopens when it drops. The function returned closes it.
 */
function openStream(headers: () => Record<string, string>, onEvent: Listener): () => void {
  const controller = new AbortController();
  let wait = RETRY_MS;
  const loop = async (): Promise<void> => {
    while (!controller.signal.aborted) {
      try {
        const response = await fetch('/api/events/', {
          headers: { Accept: 'text/event-stream', ...headers() },
          credentials: 'include',
          signal: controller.signal,
        });
        if (response.ok) {
          wait = RETRY_MS;
          await read(response, controller.signal, onEvent);
        }
      } catch {
        // Dropped or closed: tried again below unless closed.
      }
      if (controller.signal.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait = Math.min(MAX_RETRY_MS, wait * 2);
    }
  };
  void loop();
  return () => controller.abort();
}

/** Hands a tab's event on: in an online league a `changed` refreshes the page shown, then every listener hears it. */
function dispatch(event: LiveEvent): void {
  // In an online league other coaches move the week: the page shown follows. Alone (or several programs at one
  // screen) only this player moves the game, and a page of a stage just left must not be asked again.
  if (event.type === 'changed' && playedLeague()) emitRefresh();
  for (const listener of listeners) listener(event);
}

let closeRunning: (() => void) | null = null;

/** Opens the tab's stream (once; again for a new program); the function returned closes it. */
export function startLiveEvents(): () => void {
  if (apiTransport() !== httpTransport) return () => {};
  const open = (): void => {
    closeRunning?.();
    closeRunning = openStream(() => ({ ...idHeader(), [STREAM_HEADER]: TAB_STREAM_ID }), dispatch);
  };
  onProgramChange(open);
  open();
  return () => {
    onProgramChange(() => {});
    closeRunning?.();
    closeRunning = null;
  };
}

/**
 * The online page's stream of one league it shows (its log's entries as they are written), apart from the tab's own:
 * that page plays no game. Only a coach of a started league has one (the stream is his program's).
 */
export function watchLeague(leagueId: string, onEntry: () => void): () => void {
  if (apiTransport() !== httpTransport) return () => {};
  return openStream(
    () => leagueHeader(leagueId),
    (event) => {
      // Its opening (or reopening) too: entries written before it listened.
      if (event.type === 'ready' || (event.type === 'league' && event.league === leagueId)) onEntry();
    },
  );
}
