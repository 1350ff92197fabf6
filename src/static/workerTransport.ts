// The API's transport in the static build: each call is a message to the game's worker (worker/worker.ts), which
// answers it as the server would, with the same status and body.
import { chosenProgram, type Answer, type ApiTransport } from '../web/api';
import { reportProgress } from '../web/progress';
import { HELD_ELSEWHERE, pageLockName, type WorkerReply, type WorkerRequest } from './protocol';
import { showRecovered, showSaved, showSaving, showSavingTrouble } from './savingStatus';

type Pending = (reply: WorkerReply) => void;

/** Calls without an id (distributive over the union, so each kind keeps its own fields). */
type Unnumbered<T> = T extends { kind: 'open' } ? never : T extends unknown ? Omit<T, 'id'> : never;

/** Shown above the app while another tab holds the save this one asked for (gone once a call succeeds). */
function showHeldElsewhere(held: boolean): void {
  let banner = document.getElementById('held-elsewhere');
  if (!held) {
    banner?.remove();
    return;
  }
  if (banner) return;
  banner = document.createElement('div');
  banner.id = 'held-elsewhere';
  banner.setAttribute('role', 'alert');
  banner.className = 'alert alert-warning m-0 rounded-0 text-center';
  banner.textContent = HELD_ELSEWHERE;
  document.body.prepend(banner);
}

/** The save this page's worker holds (see worker/tabHold.ts), and the page's own locks to let go. */
let pagePlays: string | null = null;
const pageLocks = new Map<string, () => void>();

/**
 * Holds the page's lock for the save its worker holds: while the page lives, another tab asking for the save is
 * refused at once; once the page is gone (closed, reloaded), a tab asking waits for the worker left behind instead.
 */
function holdPageLock(name: string): void {
  if (pagePlays === name) return;
  pagePlays = name;
  for (const [other, release] of pageLocks) {
    if (other === name) continue;
    pageLocks.delete(other);
    release();
  }
  void navigator.locks?.request(pageLockName(name), { mode: 'shared' }, () => {
    return new Promise<void>((release) => {
      if (pagePlays === name) pageLocks.set(name, release);
      else release();
    });
  });
}

/** The tab's current save, kept across a reload of the tab (sessionStorage is the tab's own). */
const CURRENT_KEY = 'dynasty-current-save';

function tabCurrent(): string | null {
  try {
    return sessionStorage.getItem(CURRENT_KEY);
  } catch {
    return null;
  }
}

function keepTabCurrent(name: string): void {
  try {
    sessionStorage.setItem(CURRENT_KEY, name);
  } catch {
    // storage disabled: a reload opens the last game chosen
  }
}

export function workerTransport(
  worker: Worker,
  prefer: 'opfs' | 'indexeddb' = 'opfs',
  seed: number | null = null,
): ApiTransport & { ready: Promise<'opfs' | 'indexeddb'> } {
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let onReady: (storage: 'opfs' | 'indexeddb') => void = () => undefined;
  const ready = new Promise<'opfs' | 'indexeddb'>((resolve) => (onReady = resolve));

  worker.onmessage = (event: MessageEvent<WorkerReply>) => {
    const reply = event.data;
    if (reply.kind === 'ready') return onReady(reply.storage);
    if (reply.kind === 'current') return keepTabCurrent(reply.name);
    if (reply.kind === 'saving') return showSaving();
    if (reply.kind === 'held') return holdPageLock(reply.name);
    if (reply.kind === 'saving-trouble') return showSavingTrouble(reply);
    if (reply.kind === 'saved') return showSaved();
    if (reply.kind === 'recovered') return showRecovered(reply.name);
    if (reply.kind === 'progress')
      return reportProgress({
        done: reply.week,
        total: reply.lastWeek,
        label: `Week ${reply.week} of ${reply.lastWeek}`,
      });
    pending.get(reply.id)?.(reply);
    pending.delete(reply.id);
  };

  const opening: WorkerRequest = { id: 0, kind: 'open', prefer, current: tabCurrent(), seed };
  worker.postMessage(opening);

  const send = (message: Unnumbered<WorkerRequest>, transfer: Transferable[] = []): Promise<WorkerReply> => {
    const id = nextId++;
    return new Promise((resolve) => {
      pending.set(id, resolve);
      worker.postMessage({ ...message, id }, transfer);
    });
  };
  const answerOf = (reply: WorkerReply): Answer => {
    if (reply.kind !== 'answer') return { status: 500, body: { error: 'Unexpected answer from the game.' } };
    const refusal = reply.status >= 400 ? (reply.body as { error?: unknown } | null)?.error : undefined;
    if (refusal === HELD_ELSEWHERE) showHeldElsewhere(true);
    else if (reply.status < 400) showHeldElsewhere(false);
    return { status: reply.status, body: reply.body };
  };

  return {
    ready,
    async call(method, url, body) {
      try {
        const team = chosenProgram() ?? undefined;
        return answerOf(await send({ kind: 'call', method, url, body, ...(team ? { team } : {}) }));
      } finally {
        reportProgress(null);
      }
    },
    async download(name) {
      const reply = await send({ kind: 'export', name });
      if (reply.kind === 'file')
        return { file: new Blob([reply.bytes as BlobPart], { type: 'application/vnd.sqlite3' }) };
      return answerOf(reply);
    },
    async upload(file) {
      const bytes = new Uint8Array(await file.arrayBuffer());
      return answerOf(
        await send({ kind: 'call', method: 'POST', url: '/api/saves/import/', body: bytes }, [bytes.buffer]),
      );
    },
  };
}
