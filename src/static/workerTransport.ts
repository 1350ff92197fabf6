// The API's transport in the static build: each call is a message to the game's worker (worker/worker.ts), which
// answers it as the server would, with the same status and body.
import type { Answer, ApiTransport } from '../web/api';
import type { WorkerReply, WorkerRequest } from './protocol';

type Pending = (reply: WorkerReply) => void;

/** Calls without an id (distributive over the union, so each kind keeps its own fields). */
type Unnumbered<T> = T extends unknown ? Omit<T, 'id'> : never;

export function workerTransport(worker: Worker): ApiTransport & { ready: Promise<'opfs' | 'indexeddb'> } {
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let onReady: (storage: 'opfs' | 'indexeddb') => void = () => undefined;
  const ready = new Promise<'opfs' | 'indexeddb'>((resolve) => (onReady = resolve));

  worker.onmessage = (event: MessageEvent<WorkerReply>) => {
    const reply = event.data;
    if (reply.kind === 'ready') return onReady(reply.storage);
    pending.get(reply.id)?.(reply);
    pending.delete(reply.id);
  };

  const send = (message: Unnumbered<WorkerRequest>, transfer: Transferable[] = []): Promise<WorkerReply> => {
    const id = nextId++;
    return new Promise((resolve) => {
      pending.set(id, resolve);
      worker.postMessage({ ...message, id }, transfer);
    });
  };
  const answerOf = (reply: WorkerReply): Answer =>
    reply.kind === 'answer' ? { status: reply.status, body: reply.body } : { status: 500, body: { error: 'Unexpected answer from the game.' } };

  return {
    ready,
    async call(method, url, body) {
      return answerOf(await send({ kind: 'call', method, url, body }));
    },
    async download(name) {
      const reply = await send({ kind: 'export', name });
      if (reply.kind === 'file') return { file: new Blob([reply.bytes as BlobPart], { type: 'application/vnd.sqlite3' }) };
      return answerOf(reply);
    },
    async upload(file) {
      const bytes = new Uint8Array(await file.arrayBuffer());
      return answerOf(await send({ kind: 'call', method: 'POST', url: '/api/saves/import/', body: bytes }, [bytes.buffer]));
    },
  };
}
