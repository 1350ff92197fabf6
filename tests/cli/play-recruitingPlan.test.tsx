// The recruiting plan in the terminal game: adding orders for the whole board changes no order already in the plan
// (a standing pitch keeps its strength), a prospect's pitch is re-aimed for him alone, he is kept warm from the menu,
// and the board says which orders ended by themselves (a prospect committed, not kept warm).
import { describe, expect, it } from 'vitest';
import { addToBoard, setStaffRecruiting } from '../../src/store/actions/recruiting/actions.js';
import { RecruitingDesk } from '../../src/store/actions/recruiting/desk.js';
import { changePlan, changePlanOrders } from '../../src/store/actions/recruiting/plan.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { PageContext } from '../../src/store/views/context.js';
import { recruitingBoardView } from '../../src/store/views/recruiting/board.js';
import { dashboardOfFile, expectFits, KEYS, withSave } from './play-helpers.js';
import { programOf } from '../../src/store/program.js';

let targets: number[] = [];
let committed = 0;

// Three uncommitted targets with a standing pitch of "Close to home", and one committed elsewhere whose orders are
// then no longer kept warm: they end when week 1 is played.
const game = dashboardOfFile(12, 1, (save) => {
  const db = save.db;
  save.change(() => setStaffRecruiting(db, programOf(db), false));
  const cycle = new RecruitingDesk(db, programOf(db)).cycle!.state;
  const open = cycle.prospects.filter((p) => p.stars === 3 && !cycle.status[p.id].committedTo);
  targets = open.slice(0, 3).map((p) => p.id);
  committed = cycle.prospects.find(
    (p) => cycle.status[p.id].committedTo && cycle.status[p.id].committedTo !== 'Ohio State',
  )!.id;
  save.change(() => {
    for (const id of [...targets, committed]) addToBoard(db, programOf(db), id);
    changePlan(db, programOf(db), { prospects: targets, kinds: ['pitch'], on: true, strength: 'proximity' });
    changePlan(db, programOf(db), { prospects: [committed], kinds: ['contact'], on: true });
    changePlanOrders(db, programOf(db), { prospects: [committed], warm: false });
  });
  save.change(() => simulateTo(db, 2));
});

const planOf = () => withSave(game.path, (save) => recruitingBoardView(new PageContext(save.db)).plan);

describe('dynasty play: the recruiting plan', () => {
  it('says on the board which orders ended by themselves', async () => {
    await game.press('b');
    const frame = await game.waitFor(/Plan: [A-Z][\w'.-]+ [A-Z][\w'.-]+'s orders ended after week 1 \(committed to /);
    expectFits(frame);
  });

  it("adds a kind for the whole board without changing a standing pitch's strength", async () => {
    await game.press('W');
    let frame = await game.waitFor(/Every week for all 4 targets/);
    // The board's pitch for new orders starts at the plan's own.
    expect(frame).toContain('pitch (Close to home ←/→)');
    expect(frame).toMatch(/Ended by themselves: 1 \(/);
    expectFits(frame);
    await game.press(KEYS.down, KEYS.enter); // contact for all
    frame = await game.waitFor(/Every week until you change it: contact for /);
    expect((await planOf()).filter((e) => targets.includes(e.prospect_id)).map((e) => e.pitch)).toEqual([
      'proximity',
      'proximity',
      'proximity',
    ]);
    // The menu stays open after an add: closed and opened again, its cursor starts at the top.
    await game.press(KEYS.escape, 'W');
    await game.waitFor(/Every week for all 4 targets/);
    await game.press(KEYS.down, KEYS.down, KEYS.down, KEYS.left, KEYS.enter); // pitch, another strength
    frame = await game.waitFor(/Every week until you change it: pitch for 4 prospects \(3 already/);
    const plan = await planOf();
    expect(plan.filter((e) => targets.includes(e.prospect_id)).map((e) => e.pitch)).toEqual([
      'proximity',
      'proximity',
      'proximity',
    ]);
  });

  it("re-aims one prospect's pitch and keeps him warm from his menu", async () => {
    await game.press(KEYS.escape); // the board's menu, still open after its last add
    await game.waitFor('Targets (');
    const first = (await planOf()).find((e) => e.prospect_id === targets[0])!;
    // Find him on the board: the cursor goes down until his row is selected.
    let frame = game.frame();
    for (let i = 0; i < 4 && !new RegExp(`›[^\\n]*${first.prospect_name}`).test(frame); i++) {
      await game.press(KEYS.down);
      frame = game.frame();
    }
    await game.press('w');
    frame = await game.waitFor(`Every week for ${first.prospect_name}`);
    expect(frame).toContain('[x] pitch (Close to home ←/→)');
    await game.press(KEYS.down, KEYS.down, KEYS.down, KEYS.left);
    frame = await game.waitFor(/Plan changed: the standing pitch is playing time for /);
    let plan = await planOf();
    expect(plan.find((e) => e.prospect_id === targets[0])?.pitch).toBe('playingTime');
    expect(plan.filter((e) => targets.slice(1).includes(e.prospect_id)).map((e) => e.pitch)).toEqual([
      'proximity',
      'proximity',
    ]);
    await game.press(KEYS.down, KEYS.down, KEYS.enter); // keep warm
    frame = await game.waitFor(/kept warm \(the orders go on while committed\)/);
    plan = await planOf();
    expect(plan.find((e) => e.prospect_id === targets[0])?.warm).toBe(true);
    expect(plan.find((e) => e.prospect_id === targets[1])?.warm).toBe(false);
  });
});
