// Texas's 2024 offseason at roster progression (texasSeason2024(path, 2): the winter portal open), copied for each
// dynasty seed it is played with, and the contested portal players of a copy: the portal market's tests and its
// calibration share them.
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstRoundOffers } from '../../src/core/portal/signing.js';
import { createRng } from '../../src/core/random.js';
import { portalInputs } from '../../src/store/actions/offseason/portalInputs.js';
import { nilPulls } from '../../src/store/actions/staff/nilPulls.js';
import { programOf } from '../../src/store/program.js';
import { readState } from '../../src/store/queries/meta.js';
import { SaveFile } from '../../src/store/saveFile.js';

/** A copy of the offseason at `base` whose draws (wants, decision days, decisions) are those of dynasty seed `seed`. */
export async function offseasonWithSeed(base: string, seed: number, name: string): Promise<SaveFile> {
  const path = join(base, '..', `${name}.db`);
  copyFileSync(base, path);
  const save = await SaveFile.open(path);
  save.change(() => save.db.run("UPDATE meta SET value = ? WHERE key = 'seed'", [String(seed)]));
  return save;
}

/** The window's programs with their NIL pulls, as the first round of offers sees them. */
export function portalPrograms(save: SaveFile) {
  const state = readState(save.db);
  const inputs = portalInputs(save.db, state, 'winter')!;
  const nil = nilPulls(save.db, state.year, 'transfer');
  const programs = inputs.built.map((p) => (nil.has(p.name) ? { ...p, nil: nil.get(p.name) } : p));
  return { inputs, programs };
}

/** Ten portal players other programs want too (the player's program would not be the only offer), at random. */
export function contestedPlayers(save: SaveFile, seed: number): number[] {
  const { inputs, programs } = portalPrograms(save);
  const rng = createRng(`portal-calibration:${seed}`);
  const pool = inputs.players.filter((p) => p.fromTeam !== programOf(save.db).team && p.player.rating >= 60);
  const round = firstRoundOffers(inputs.players, programs);
  const picks: number[] = [];
  while (picks.length < 10 && pool.length > 0) {
    const p = pool.splice(rng.int(0, pool.length - 1), 1)[0];
    if ((round.get(p.player.id) ?? []).length > 0) picks.push(p.player.id);
  }
  return picks;
}
