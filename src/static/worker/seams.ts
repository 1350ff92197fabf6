// The type checker holds each of the worker's stand-ins to the Node module it replaces in the static build
// (BROWSER_SEAMS in vite.static.config.ts): every export of the original, of a type its callers can use.
// A class is held to its public side (its private fields are its own).
import type * as NodeChangeWorker from '../../server/changeWorker.js';
import type * as NodeEngine from '../../store/sqlite/engine.js';
import type * as NodeSaveStorage from '../../store/storage/defaultSaveStorage.js';
import type * as BrowserChangeWorker from './changeWorker.js';
import type * as BrowserEngine from './sqliteEngine.js';
import type * as BrowserSaveStorage from './defaultSaveStorage.js';

type PublicSide<T> = { [K in keyof T]: T[K] };
type Surface<M> = {
  [K in keyof M]: M[K] extends abstract new (...args: infer A) => infer I ? new (...args: A) => PublicSide<I> : M[K];
};
/** Compiles only when the stand-in `S` gives everything the original module `O` exports. */
type StandsIn<O, S extends Surface<O>> = S;

export type CheckedSeams = [
  StandsIn<typeof NodeSaveStorage, Surface<typeof BrowserSaveStorage>>,
  StandsIn<typeof NodeEngine, Surface<typeof BrowserEngine>>,
  StandsIn<typeof NodeChangeWorker, Surface<typeof BrowserChangeWorker>>,
];
