// A page's event stream as a test reads it (GET /api/events, server-sent events): the events so far, a wait for
// the first one that matches (never a fixed sleep), and the heartbeat comments counted.
import { PROGRAM_HEADER } from '../../src/shared/programHeader.js';

export interface StreamEvent {
  type: string;
  [key: string]: unknown;
}

export interface EventStream {
  events: StreamEvent[];
  comments: number;
  /** The first event (so far, or to come) of the type that matches; fails when the stream ends first. */
  next(type: string, ok?: (event: StreamEvent) => boolean): Promise<StreamEvent>;
  close(): void;
}

/**
 * Opens a program's stream (named by its program header, or the headers given: an online league's coach's) and
 * waits until the server listens for it (its `ready` event). A refusal throws an error with its status and answer.
 */
export async function openStream(base: string, team: string | Record<string, string>): Promise<EventStream> {
  const abort = new AbortController();
  const response = await fetch(`${base}/api/events`, {
    headers: { Accept: 'text/event-stream', ...(typeof team === 'string' ? { [PROGRAM_HEADER]: team } : team) },
    signal: abort.signal,
  });
  if (response.status !== 200 || !response.body)
    throw Object.assign(new Error(`stream refused: ${response.status}`), {
      status: response.status,
      answer: await response.text(),
    });
  const events: StreamEvent[] = [];
  const waiters: Array<() => void> = [];
  let ended = false;
  const stream: EventStream = {
    events,
    comments: 0,
    next(type, ok = () => true) {
      return new Promise((resolve, reject) => {
        const check = (): boolean => {
          const found = events.find((e) => e.type === type && ok(e));
          if (found) resolve(found);
          else if (ended) reject(new Error(`the stream ended before a '${type}' event`));
          return found !== undefined || ended;
        };
        if (check()) return;
        const waiter = (): void => {
          if (check()) waiters.splice(waiters.indexOf(waiter), 1);
        };
        waiters.push(waiter);
      });
    },
    close: () => abort.abort(),
  };
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(':')) stream.comments += 1;
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) events.push(JSON.parse(data.slice('data: '.length)) as StreamEvent);
          end = buffer.indexOf('\n\n');
        }
        for (const waiter of [...waiters]) waiter();
      }
    } catch {
      // Closed by the test.
    }
    ended = true;
    for (const waiter of [...waiters]) waiter();
  })();
  await stream.next('ready');
  return stream;
}
