// Saves in the static build: the store works on a copy in memory (synchronous, as SaveStorage is), which the
// worker loads from the browser's storage when it starts and writes back after every change (browserSaves.ts).
import { MemorySaveStorage } from '../../store/storage/memorySaveStorage.js';

export const defaultSaveStorage = new MemorySaveStorage();
