// dynasty play asks before the player loses something: firing a coordinator (y fires, any other key keeps him) and
// releasing a player, whose roster minimum is checked before the question (taking a job: tests/store/coachCareer).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffOf } from '../../src/store/queries/staff.js';
import { teamRoster } from '../../src/store/queries/players.js';
import { texasSeason2024 } from '../helpers/preparedSave.js';
import { expectFits, KEYS, openGame, tempSavePath, type PlayScreen } from './play-helpers.js';

const temp = tempSavePath();
let game: PlayScreen;

beforeAll(async () => {
  await texasSeason2024(temp.path, 2);
  game = await openGame(temp.path);
  await game.waitFor('Continue: 2024 Texas');
  await game.press('c');
}, 240_000);

afterAll(() => {
  game?.close();
  temp.cleanup();
});

describe('dynasty play: questions before a loss', () => {
  it('O asks before firing the offensive coordinator: n keeps him, y fires him', async () => {
    const db = () => game.session.context().db;
    const oc = staffOf(db(), 'Texas').find((c) => c.role === 'OC' && !c.isUser)!;
    const name = `${oc.first} ${oc.last}`;
    await game.press('S');
    await game.waitFor('Texas staff, 2024');
    await game.press('O');
    expectFits(await game.waitFor(`Fire ${name}?`));
    await game.press('n');
    await game.waitFor('fire OC DC ST');
    expect(staffOf(db(), 'Texas').some((c) => c.id === oc.id)).toBe(true);
    await game.press('O');
    await game.waitFor(`Fire ${name}?`);
    await game.press('y');
    await game.waitFor(`let offensive coordinator ${name} go`);
    expect(staffOf(db(), 'Texas').some((c) => c.id === oc.id)).toBe(false);
  }, 120_000);

  it('R on the only kicker is refused before any question', async () => {
    const kickers = teamRoster(game.session.context().db, 'Texas').filter((p) => p.pos === 'K');
    expect(kickers).toHaveLength(1);
    await game.press('o');
    await game.waitFor('Texas roster');
    // → one position at a time, each step seen on the screen, until the kickers.
    for (let i = 0; i < 30; i++) {
      const shown = /Position: {2}(\S+) /.exec(game.frame())?.[1];
      if (shown === 'K') break;
      await game.press(KEYS.right);
      await game.waitFor(new RegExp(`Position: {2}(?!${shown} )\\S+ `));
    }
    await game.press('R');
    const frame = await game.waitFor(
      `${kickers[0].first} ${kickers[0].last} is the only K: a roster needs at least 1.`,
    );
    expect(frame).not.toContain('y to release');
    expect(teamRoster(game.session.context().db, 'Texas').filter((p) => p.pos === 'K')).toHaveLength(1);
  }, 120_000);
});
