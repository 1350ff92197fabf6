// Recruiting in the terminal game (issue 13): the board from the views' keys, the prospect search with its
// filters, orders by key (scout, offer, contact, a pitch from its menu) with the week's hours dropping and a
// refused order shown as the error notice, a prospect's card, staff recruiting and the class rankings; the
// changes are in the save on disk, made through the same use cases as the CLI and the server.
import { describe, expect, it } from 'vitest';
import { ACTION_HOURS } from '../../src/core/recruiting/tuning.js';
import { setStaffRecruiting } from '../../src/store/actions/recruiting/actions.js';
import { PageContext } from '../../src/store/views/context.js';
import { recruitingBoardView } from '../../src/store/views/recruiting/board.js';
import { dashboardOfFile, expectFits, KEYS, withSave } from './play-helpers.js';
import { programOf } from '../../src/store/program.js';

// A new dynasty leaves recruiting to the player (the call is kept: it is what the player does).
const game = dashboardOfFile(12, 1, (save) =>
  save.change(() => setStaffRecruiting(save.db, programOf(save.db), false)),
);

function hoursLeft(frame: string): { left: number; weekly: number } {
  const match = frame.match(/Hours left (\d+)\/(\d+)/);
  expect(match, frame).not.toBeNull();
  return { left: Number(match![1]), weekly: Number(match![2]) };
}

let name = '';

describe('dynasty play: recruiting', () => {
  it('opens the board with b: the week, the hours, the scholarships and staff recruiting', async () => {
    await game.press('b');
    const frame = await game.waitFor('Ohio State recruiting board');
    expect(frame).toContain('recruiting week 1 of');
    expect(frame).toMatch(/scholarships open \d+\/\d+/);
    expect(frame).toContain('staff recruiting off');
    const hours = hoursLeft(frame);
    expect(hours.left).toBe(hours.weekly);
    expectFits(frame);
  });

  it('finds uncommitted quarterbacks and adds one to the board', async () => {
    await game.press('f');
    let frame = await game.waitFor(/Prospects: \d+ found/);
    expectFits(frame);
    await game.press(KEYS.right);
    frame = await game.waitFor('pos QB');
    await game.press('m');
    frame = await game.waitFor('committed no');
    const rows = frame.split('\n').filter((l) => /^\s*[›]?\s+\d+ .+ QB /.test(l));
    expect(rows.length).toBeGreaterThan(5);
    await game.press('a');
    frame = await game.waitFor(/added to your board\./);
    name = frame.match(/([A-Z][\w'.-]+(?: [A-Z][\w'.-]+)+) added to your board\./)![1];
    expect(frame).toContain('[B]');
  });

  it('scouts and offers him: the hours drop by each order; a second contact is refused and costs nothing', async () => {
    await game.press(KEYS.escape);
    // The board comes back, then its rows: wait for him on it.
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    let frame = await game.waitFor(new RegExp(`Ohio State recruiting board[\\s\\S]*${escaped}`));
    const start = hoursLeft(frame).left;
    await game.press('s');
    frame = await game.waitFor(`Scouting ${name}`);
    expect(hoursLeft(frame).left).toBe(start - ACTION_HOURS.scout);
    await game.press('o');
    frame = await game.waitFor(`Offering a scholarship to ${name}`);
    expect(hoursLeft(frame).left).toBe(start - ACTION_HOURS.scout - ACTION_HOURS.offer);
    await game.press('c');
    frame = await game.waitFor(`Contacting ${name}`);
    const afterContact = start - ACTION_HOURS.scout - ACTION_HOURS.offer - ACTION_HOURS.contact;
    expect(hoursLeft(frame).left).toBe(afterContact);
    await game.press('c');
    frame = await game.waitFor(`already made a contact to ${name} this week`);
    expect(hoursLeft(frame).left).toBe(afterContact);
    await game.press(KEYS.right);
    // The tab bar names "Orders (3)" on every tab: wait for the orders themselves.
    frame = await game.waitFor(/offer +.*\d/);
    expect(frame).toContain('Orders (3)');
    await game.press(KEYS.right, KEYS.right);
    frame = await game.waitFor(/No commitment news yet\.|Wk +Rk/);
    expectFits(frame);
    // The pipelines: Ohio State's states, strongest first, its home state's gold at the top.
    await game.press(KEYS.right);
    frame = await game.waitFor(/State +Strength +Tier/);
    expect(frame).toMatch(/› +OH +\d+\.\d +gold/);
    expectFits(frame);
    // Round to the targets again: he is on them (the news tab's rows also start "›  0", so wait for him).
    await game.press(KEYS.right);
    frame = await game.waitFor(new RegExp(`Targets \\(\\d+\\)[\\s\\S]*› +\\d+ [\\s\\S]*${escaped}`));
    expect(frame).not.toMatch(/Wk +Rk/);
  });

  it('opens his card and pitches a strength from the menu', async () => {
    await game.press(KEYS.enter);
    let frame = await game.waitFor(`Prospect: ${name}`);
    expect(frame).toMatch(/Scouting .* · rating \d+(-\d+)? · potential/);
    expect(frame).toContain('Queued: scout');
    // His dealbreakers are learned when the scouting is carried out; the program's pipeline in his state is known.
    expect(frame).toContain('Dealbreakers: unknown (scout him once)');
    expect(frame).toMatch(/Ohio State pipeline in [A-Z]{2}: (none|bronze|silver|gold)/);
    expect(frame).toMatch(/contact: .*already made a contact/);
    expectFits(frame);
    await game.press('p');
    frame = await game.waitFor('Pitch which strength?');
    await game.press(KEYS.down, KEYS.enter);
    frame = await game.waitFor(`Pitching ${name} (close to home)`);
    expect(frame).toContain('pitch (Close to home)');
  });

  it('puts him in the plan with w and the whole board with W: the budget line says what it spends', async () => {
    await game.press(KEYS.escape);
    await game.waitFor('Ohio State recruiting board');
    await game.press('w');
    let frame = await game.waitFor(`Every week for ${name}`);
    expect(frame).toContain('[ ] contact');
    await game.press(KEYS.down, KEYS.enter);
    frame = await game.waitFor(`Every week until you change it: contact for ${name}.`);
    // The menu stays open after a change (it shows his orders as they now are): esc closes it.
    expect(frame).toContain('[x] contact');
    await game.press(KEYS.escape, 'W');
    frame = await game.waitFor(/Every week for all \d+ targets/);
    await game.press(KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
    frame = await game.waitFor(/Every week until you change it: pitch for /);
    frame = await game.waitFor(/Plan this week: \d+ of 2 standing orders/);
    expectFits(frame);
    const board = await withSave(game.path, (save) => recruitingBoardView(new PageContext(save.db)));
    expect(board.plan.find((e) => e.prospect_name === name)?.kinds).toEqual(['contact', 'pitch']);
    // Back on his card, as the next step expects (the board's menu closed first).
    await game.press(KEYS.escape, KEYS.enter);
    await game.waitFor(`Prospect: ${name}`);
  });

  it('lets the staff recruit, shows the class rankings, and the save holds it all', async () => {
    await game.press(KEYS.escape);
    await game.waitFor('Ohio State recruiting board');
    await game.press('a');
    await game.waitFor('staff recruiting on');
    await game.press('k');
    const frame = await game.waitFor('Recruiting class rankings');
    expect(frame).toMatch(/ 1 +\S/);
    expectFits(frame);

    const board = await withSave(game.path, (save) => recruitingBoardView(new PageContext(save.db)));
    expect(board.auto).toBe(true);
    expect(board.targets.map((p) => `${p.first} ${p.last}`)).toContain(name);
    expect(board.queued.map((o) => o.kind).sort()).toEqual(['contact', 'offer', 'pitch', 'scout']);
  });
});
