// The storage of saves named by a path alone (no storage passed): files. The static build's worker replaces this
// module (vite.static.config.ts) with saves kept in the browser (src/static/worker/defaultSaveStorage.ts).
export { nodeSaveStorage as defaultSaveStorage } from './nodeSaveStorage.js';
