// The authored tables (programs, conferences, rivalries) are shared by every caller and never edited: frozen in the
// tests, which run the game's code in-process, so any code that edits history by accident throws. A command does not
// pay for the freeze at start (some 5 ms of a cold `dynasty status`, docs/cli.md).
import { CONFERENCES } from '../../src/core/data/conferences.js';
import { PROGRAMS } from '../../src/core/data/programs/index.js';
import { RIVALRIES } from '../../src/core/data/rivalries.js';

function deepFreeze(value: unknown): void {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
}

deepFreeze(PROGRAMS);
deepFreeze(CONFERENCES);
deepFreeze(RIVALRIES);
