// A snap of the coached game sent to a save: while the game goes on, the calls it added are appended to the snap log
// beside the save (snapLog.ts) and the save is not written; the snap that ends the game writes it whole, its week
// played. The web, the terminal and the CLI all send their snaps this way.
import type { SaveFile } from '../../saveFile.js';
import { snapLine } from '../../snapLog.js';
import { coachSnap, type CoachedSnap } from './coachGame.js';

export function sendSnap(save: SaveFile, call: string | null, tempo?: string): CoachedSnap {
  return save.changeLogged(
    () => coachSnap(save.db, call, tempo),
    (snap) => (snap.entry ? snapLine(snap.entry) : null),
  );
}
