// dynasty play in the 2019 offseason: the roster progression screen's early entrants and portal tabs, the
// transfer portal screen (search, an offer with enter, a refused second offer, his market, a day of the window) and
// the NFL draft screen.
import { describe, expect, it } from 'vitest';
import { lastWeekFor } from '../../src/core/season/calendar.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { readState } from '../../src/store/queries/meta.js';
import { expectFits, KEYS, prepareSave, screenOfFile } from './play-helpers.js';

const game = screenOfFile((path) =>
  prepareSave(path, { year: 2019, team: 'Alabama', playoffTeams: 4 }, (save) =>
    save.change(() => {
      advanceStage(save.db);
      simulateTo(save.db, lastWeekFor(readState(save.db).playoff.teams) + 1);
      advanceStage(save.db); // summary
      advanceStage(save.db); // progression
    }),
  ),
);

describe('dynasty play: departures and the portal', () => {
  it('lists early entrants and portal departures on the roster progression screen', async () => {
    await game.waitFor('Continue: 2019 Alabama');
    await game.press('c');
    let frame = await game.waitFor('Roster progression 2019 → 2020');
    expect(frame).toMatch(/Early \(\d+\) +Portal \(\d+\)/);
    expect(frame).toContain('x transfer portal (offers open)');
    expectFits(frame);
    await game.press(KEYS.right, KEYS.right);
    frame = await game.waitFor('Draft');
    expect(frame).toMatch(/Rd \d, pick \d+|Undrafted|No underclassmen declared/);
    expectFits(frame);
    await game.press(KEYS.right);
    frame = await game.waitFor('Reason');
    expect(frame).toMatch(/Lack of playing time|Behind better players|Program declined|Fresh start/);
    expectFits(frame);
  });

  it('offers a portal player from the portal screen and refuses the same offer again', async () => {
    await game.press('x');
    let frame = await game.waitFor(/Transfer portal +after 2019: (\d+) entered, \1 still unsigned/);
    expect(frame).toContain('Open for offers');
    expect(frame).toContain('0 open offers');
    await game.press(KEYS.right); // QB
    frame = await game.waitFor('Position:  QB ');
    await game.press(KEYS.enter);
    frame = await game.waitFor(/Offered .+: he decides on his day of the window/);
    expect(frame).toContain('Offered');
    expect(frame).toContain('1 open offer,');
    expectFits(frame);
    await game.press(KEYS.enter);
    frame = await game.waitFor(/has already offered/);
    expectFits(frame);
    // His market under the list, then the window's first day.
    await game.press('m');
    frame = await game.waitFor(/Day 0 of 5: he decides on day [1-5]\./);
    expect(frame).toMatch(/Your offer: a \d+% chance he picks you/);
    expectFits(frame);
    await game.press('d');
    frame = await game.waitFor(/Portal window: day 1 of 5/);
    expectFits(frame);
  });

  it('moves the window to its last day, then says what comes next and offers no next day', async () => {
    for (let day = 2; day <= 5; day++) {
      await game.press('d');
      await game.waitFor(`Portal window: day ${day} of 5`);
    }
    // The line wraps at 80 columns: its words, whatever the breaks between them.
    const lastDay = new RegExp(
      "Day 5 of 5, the window's last: the players still unsigned sign when the dynasty moves on to the Recruiting Summary\\."
        .split(' ')
        .join('\\s+'),
    );
    let frame = await game.waitFor(lastDay);
    expect(frame).not.toContain('d next day');
    expectFits(frame);
    // d is no next day now (nor the dashboard): it says the same.
    await game.press('d');
    frame = await game.waitFor(/Day 5 of 5, the window's last: the players still unsigned sign when the dynasty…/);
    expect(frame).toContain('Transfer portal');
    expect(frame).toMatch(lastDay);
    // A player not offered, whose own day has passed, signs when the window closes.
    await game.press(KEYS.down, 'm');
    frame = await game.waitFor(/Day 5 of 5: he (signs|decides) when the window closes, as the dynasty moves on\./);
    expect(frame).not.toMatch(/he decides on day \d/);
  });

  it('shows the 2020 NFL draft by round', async () => {
    await game.press('f');
    let frame = await game.waitFor('2020 NFL draft (2019 season)');
    expect(frame).toMatch(/255 picks · \d+ early entrants, \d+ drafted/);
    expect(frame).toMatch(/ +1 +1 +\S/);
    await game.press(KEYS.right);
    frame = await game.waitFor(' Round 1 ');
    expect(frame).toContain('32 picks');
    expectFits(frame);
  });

  it('shows the roster against its limits and releases a player after a confirmation', async () => {
    await game.press('o');
    let frame = await game.waitFor(/2020: \d+ players, \d+ committed, \d+ open under 85 scholarships/);
    expectFits(frame);
    const players = Number(/2020: (\d+) players/.exec(frame)![1]);
    // The fourth row: past the quarterbacks, whom the roster minimum may keep.
    await game.press(KEYS.down, KEYS.down, KEYS.down, 'R');
    frame = await game.waitFor(/Release .+\? He leaves Alabama for the transfer portal/);
    expectFits(frame);
    // Any other key keeps him.
    await game.press('n');
    frame = await game.waitFor(`2020: ${players} players`);
    await game.press('R');
    await game.waitFor(/Release .+\?/);
    await game.press('y');
    frame = await game.waitFor(`2020: ${players - 1} players`);
    expect(frame).toMatch(/Released .+\./);
    expectFits(frame);
  });
});
