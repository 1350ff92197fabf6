// A snap of the coached game sent to a save: one small transaction (the calls so far and the ones it adds); the snap
// that ends the game plays its week. The web, the terminal and the CLI all send their snaps this way.
import type { SaveFile } from '../../saveFile.js';
import { coachSnap, type CoachedSnap } from './coachGame.js';
import type { Program } from '../../program.js';

export function sendSnap(save: SaveFile, program: Program, call: string | null, tempo?: string): CoachedSnap {
  return save.change(() => coachSnap(save.db, program, call, tempo));
}
