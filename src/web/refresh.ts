// The global refresh event (spec 4 "Refresh"): after a simulation or stage change the current page re-fetches.
// A second event announces that a stage change has begun, so pages cancel their own pending re-fetches (the
// game leaves their stage and the server would refuse them).
const bus = new EventTarget();
const EVENT = 'cfb:refresh';
const STAGE_CHANGE_EVENT = 'cfb:stage-change';

export function emitRefresh(): void {
  bus.dispatchEvent(new Event(EVENT));
}

/** Subscribes; returns the unsubscribe function (fits useEffect). */
export function onRefresh(listener: () => void): () => void {
  bus.addEventListener(EVENT, listener);
  return () => bus.removeEventListener(EVENT, listener);
}

export function emitStageChange(): void {
  bus.dispatchEvent(new Event(STAGE_CHANGE_EVENT));
}

export function onStageChange(listener: () => void): () => void {
  bus.addEventListener(STAGE_CHANGE_EVENT, listener);
  return () => bus.removeEventListener(STAGE_CHANGE_EVENT, listener);
}
