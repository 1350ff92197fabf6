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

/** The last week of the simulation under way stored in the browser's storage (the busy overlay says it). */
let savedWeek: number | null = null;

/** A week played, or stored: the overlay says which week is played and which are saved. */
function weekProgress({ week, lastWeek, saved }: Extract<WorkerReply, { kind: 'progress' }>): void {
  if (saved) savedWeek = week;
  const played = `Week ${week} of ${lastWeek}`;
  reportProgress({
    done: week,
    total: lastWeek,
    label: savedWeek === null ? `${played}; saving…` : `${played}; saved through week ${savedWeek}`,
    saved: savedWeek,
  });
}

export function workerTransport(
  worker: Worker,
  prefer: 'opfs' | 'indexeddb' = 'opfs',
  seed: number | null = null,
): ApiTransport & { ready: Promise<'opfs' | 'indexeddb'> } {
  const pending = new Map<number, Pending>();
  /**
   * Calls that change the game sent and not yet answered, and whether the worker has writes not yet stored: the page
   * says "Saving…" from the click (a reload then would lose what the call plays) until both are done.
   */
  let changing = 0;
  let storing = false;
  const savedIfDone = () => {
    if (changing === 0 && !storing) showSaved();
  };
  let nextId = 1;
  let onReady: (storage: 'opfs' | 'indexeddb') => void = () => undefined;
  const ready = new Promise<'opfs' | 'indexeddb'>((resolve) => (onReady = resolve));

  worker.onmessage = (event: MessageEvent<WorkerReply>) => {
    const reply = event.data;
    if (reply.kind === 'ready') return onReady(reply.storage);
    if (reply.kind === 'current') return keepTabCurrent(reply.name);
    if (reply.kind === 'saving') {
      storing = true;
      return showSaving();
    }
    if (reply.kind === 'held') return holdPageLock(reply.name);
    if (reply.kind === 'saving-trouble') {
      storing = true;
      return showSavingTrouble(reply);
    }
    if (reply.kind === 'saved') {
      storing = false;
      return savedIfDone();
    }
    if (reply.kind === 'recovered') return showRecovered(reply.name);
    if (reply.kind === 'progress') return weekProgress(reply);
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
    async call(method, url, body, changes) {
      if (changes) {
        // A write in trouble keeps saying so.
        if (changing++ === 0 && !storing) showSaving();
      }
      try {
        const team = chosenProgram() ?? undefined;
        return answerOf(await send({ kind: 'call', method, url, body, ...(team ? { team } : {}) }));
      } finally {
        savedWeek = null;
        reportProgress(null);
        if (changes) {
          changing--;
          savedIfDone();
        }
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
