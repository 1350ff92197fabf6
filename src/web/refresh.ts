// The global refresh event (spec 4 "Refresh"): after a simulation or stage change the current page re-fetches.
const bus = new EventTarget();
const EVENT = 'cfb:refresh';

export function emitRefresh(): void {
  bus.dispatchEvent(new Event(EVENT));
}

/** Subscribes; returns the unsubscribe function (fits useEffect). */
export function onRefresh(listener: () => void): () => void {
  bus.addEventListener(EVENT, listener);
  return () => bus.removeEventListener(EVENT, listener);
}
