// What a new player met in the terminal game (Ohio State's 2025 season at week 1, 80x24): the coach's job security
// says when it is reviewed; the prospect search takes a state pasted in one piece; the board's "every week" menu
// stays open for one kind after another; and the keys' hints fit the terminal whole, at 80 and at 100 columns.
import { describe, expect, it } from 'vitest';
import { addToBoard, setStaffRecruiting } from '../../src/store/actions/recruiting/actions.js';
import { RecruitingDesk } from '../../src/store/actions/recruiting/desk.js';
import { programOf } from '../../src/store/program.js';
import { PageContext } from '../../src/store/views/context.js';
import { recruitingBoardView } from '../../src/store/views/recruiting/board.js';
import {
  dashboardOfFile,
  expectFits,
  frameFits,
  KEYS,
  openAtDashboard,
  screenOfFile,
  seasonSave,
  withSave,
} from './play-helpers.js';

let targets: number[] = [];

// Recruiting left to the player, three uncommitted prospects on the board.
const game = dashboardOfFile(12, 1, (save) => {
  const db = save.db;
  save.change(() => setStaffRecruiting(db, programOf(db), false));
  const cycle = new RecruitingDesk(db, programOf(db)).cycle!.state;
  targets = cycle.prospects
    .filter((p) => p.stars === 3 && !cycle.status[p.id].committedTo)
    .slice(0, 3)
    .map((p) => p.id);
  save.change(() => {
    for (const id of targets) addToBoard(db, programOf(db), id);
  });
});

const planOf = () => withSave(game.path, (save) => recruitingBoardView(new PageContext(save.db)).plan);

/** The frame's last line: the keys' hints. */
function hintLine(frame: string): string {
  const lines = frame.trimEnd().split('\n');
  return lines[lines.length - 1];
}

/** The hints are whole: none cut off at the terminal's edge ("…"). */
function expectWholeHints(frame: string): void {
  expect(hintLine(frame), frame).not.toContain('…');
}

describe('dynasty play: a new player', () => {
  it("says when the coach's job security is reviewed", async () => {
    await game.press('j');
    const frame = await game.waitFor(/Job security 70\/100 Secure/);
    expect(frame).toContain('Job security next reviewed when the 2025 season ends.');
    expectFits(frame);
  });

  it('takes a state pasted in one piece in the prospect search', async () => {
    await game.press('b');
    await game.waitFor('Ohio State recruiting board');
    await game.press('f');
    const all = await game.waitFor(/Prospects: \d+ found/);
    const everyone = all.match(/Prospects: (\d+) found/)![1];
    await game.press('/');
    await game.waitFor('state _');
    // A paste reaches the game as one input: here a state with the spaces around it of a copied word.
    await game.type(' oh ');
    await game.waitFor('state OH_');
    await game.press(KEYS.enter);
    let frame = await game.waitFor('state OH ·');
    const ohio = frame.match(/Prospects: (\d+) found/)![1];
    expect(ohio).not.toBe(everyone);
    // A line copied whole ends with its line break: the paste is the state and its Enter.
    await game.press('/');
    await game.waitFor('state _');
    await game.type('NE\n');
    frame = await game.waitFor('state NE ·');
    expect(frame).toMatch(/Prospects: \d+ found/);
    expect(frame).not.toContain(`Prospects: ${ohio} found`);
  });

  it('shows whole hints in the prospect search at 80 columns', async () => {
    const frame = game.frame();
    expectWholeHints(frame);
    expect(hintLine(frame)).toMatch(/^←→ position {2}0-5 stars {2}\/ state {2}.*\? all keys$/);
    expectFits(frame);
  });

  it('keeps the board\'s "every week" menu open for one kind after another', async () => {
    await game.press(KEYS.escape);
    await game.waitFor('Ohio State recruiting board');
    await game.press('W');
    let frame = await game.waitFor(/Every week for all 3 targets \(⏎ add, - take back, esc close\)/);
    await game.press(KEYS.enter); // scout for all
    frame = await game.waitFor(/Every week until you change it: scout for /);
    expect(frame).toMatch(/Every week for all 3 targets/);
    await game.press(KEYS.down, KEYS.enter); // contact for all, the menu still open
    frame = await game.waitFor(/Every week until you change it: contact for /);
    expect(frame).toMatch(/Every week for all 3 targets/);
    const plan = (await planOf()).filter((e) => targets.includes(e.prospect_id));
    expect(plan.map((e) => [...e.kinds].sort())).toEqual([
      ['contact', 'scout'],
      ['contact', 'scout'],
      ['contact', 'scout'],
    ]);
    await game.press(KEYS.escape);
    // Esc closes it: the board's targets come back, and its hints whole.
    frame = await game.waitFor('Targets (');
    expect(frame).not.toMatch(/Every week for all/);
    expectWholeHints(frame);
  });
});

describe('dynasty play at 100 columns: the hints', () => {
  const wide = screenOfFile(
    (path) => seasonSave(path, 12, 1),
    (path) => openAtDashboard(path, { columns: 100, rows: 30 }),
  );

  it('shows whole hints on the board and in the prospect search', async () => {
    await wide.press('b');
    let frame = await wide.waitFor('Ohio State recruiting board');
    expectWholeHints(frame);
    await wide.press('f');
    frame = await wide.waitFor(/Prospects: \d+ found/);
    expectWholeHints(frame);
    expect(hintLine(frame)).toMatch(/^←→ position {2}0-5 stars {2}\/ state {2}.*\? all keys$/);
    expect(frameFits(frame, { columns: 100, rows: 30 }).ok).toBe(true);
  });
});
