// Signing day's walk-ons in the terminal game: with a walk-on invited, the dashboard and the recruiting board (b) name
// him and the drawn walk-ons, as the web and `dynasty recruit board` do (the same view).
import { describe, expect, it } from 'vitest';
import { inviteWalkOn } from '../../src/store/actions/roster/walkOns.js';
import { PageContext } from '../../src/store/views/context.js';
import { walkOnsView } from '../../src/store/views/walkOns.js';
import { dashboardOfFile, expectFits } from './play-helpers.js';
import { programOf } from '../../src/store/program.js';

let name = '';
const game = dashboardOfFile(12, 1, (save) => {
  const kicker = walkOnsView(new PageContext(save.db), 'K').pool[0];
  save.change(() => inviteWalkOn(save.db, programOf(save.db), String(kicker.id)));
  name = `${kicker.first} ${kicker.last} (K)`;
});

describe('dynasty play: signing-day walk-ons', () => {
  it('names the invited walk-on on the dashboard and the recruiting board', async () => {
    let frame = await game.waitFor(`invited ${name}`);
    expect(frame).toMatch(/Signing day walk-ons for \d+ empty places: invited /);
    expectFits(frame);
    await game.press('b');
    frame = await game.waitFor('Ohio State recruiting board');
    frame = await game.waitFor(`invited ${name}`);
    expect(frame).toMatch(/Signing day walk-ons for \d+ empty places: invited /);
    expectFits(frame);
  });
});
