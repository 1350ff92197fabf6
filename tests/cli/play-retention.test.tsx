// Keeping players in `dynasty play` (K) after the 2024 season (seed 5's Texas, in Season Summary): who may leave with
// his chances and wants, and a talk (t), by the same use case as `dynasty retention talk`.
import { describe, expect, it } from 'vitest';
import { SaveFile } from '../../src/store/saveFile.js';
import { texasSeason2024 } from '../helpers/preparedSave.js';
import { expectFits, KEYS, screenOfFile } from './play-helpers.js';

const game = screenOfFile((path) => texasSeason2024(path, 1));

describe('dynasty play: keeping players', () => {
  it('lists who may leave, and talks with the one most at risk', async () => {
    await game.waitFor('Continue: 2024 Texas');
    await game.press(KEYS.enter);
    await game.waitFor('2024 season summary');
    await game.press('K');
    let frame = await game.waitFor('Keep players: Texas after 2024');
    expect(frame).toMatch(/8 of 8 meetings left/);
    expect(frame).toMatch(/Portal/);
    expect(frame).toMatch(/\d+%/);
    expectFits(frame);
    await game.press('t');
    frame = await game.waitFor('You sat down with');
    expectFits(frame);
    await game.waitFor('7 of 8 meetings left');
    game.close();
    const save = await SaveFile.open(game.path);
    const rows = save.db.all<{ kind: string }>("SELECT kind FROM retention_actions WHERE team = 'Texas'");
    save.close();
    expect(rows.map((r) => r.kind)).toEqual(['talk']);
  });
});
