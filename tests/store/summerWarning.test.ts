// The preseason's warning that the summer would pass without recruiting is read from the rows that answer it (the
// cycle's year, the player's board, his queued and standing orders): it says what the recruiting desk says, which
// reads the whole cycle, as the player lets his staff recruit, queues an order or plans one, and takes them back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { cancelOrder, scoutProspect, setStaffRecruiting } from '../../src/store/actions/recruiting/actions.js';
import { changePlan, planEntries } from '../../src/store/actions/recruiting/plan.js';
import type { SaveFile } from '../../src/store/saveFile.js';
import { PageContext } from '../../src/store/views/context.js';
import { deskOf } from '../../src/store/views/recruiting/desk.js';
import { summerRecruitingWarning } from '../../src/store/views/recruiting/summerWarning.js';
import { programOf } from '../../src/store/program.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-summer-warning-'));
let save: SaveFile;
beforeAll(async () => {
  save = await newDynasty(join(dir, 'a.db'), { year: 2024, team: 'Ohio State', seed: 3 });
});
afterAll(() => {
  save?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Is there a warning, as the desk sees it: a cycle of this year, the board not the staff's, no order of any kind. */
function deskWarns(ctx: PageContext): boolean {
  const desk = deskOf(ctx);
  if (!desk.cycle || !desk.info().summer || desk.cycle.state.boards[desk.team]?.auto) return false;
  return desk.queued().length === 0 && planEntries(desk).length === 0;
}

function check(expected: boolean): void {
  const ctx = new PageContext(save.db);
  expect(deskWarns(ctx)).toBe(expected);
  const warning = summerRecruitingWarning(ctx);
  expect(warning !== null).toBe(expected);
  if (warning) expect(warning).toMatch(/^Recruiting: your staff does not recruit for you and you have given no orders/);
}

describe('the summer recruiting warning', () => {
  it('agrees with the recruiting desk through the staff, a queued order and a standing order', () => {
    const db = save.db;
    check(true);
    setStaffRecruiting(db, programOf(db), true);
    check(false);
    setStaffRecruiting(db, programOf(db), false);
    check(true);
    const prospect = deskOf(new PageContext(db)).cycle!.state.prospects[0].id;
    scoutProspect(db, programOf(db), prospect);
    check(false);
    const seq = db.get<{ seq: number }>('SELECT seq FROM recruiting_orders')!.seq;
    cancelOrder(db, programOf(db), seq);
    check(true);
    changePlan(db, programOf(db), { prospects: [prospect], kinds: ['contact'], on: true });
    check(false);
    changePlan(db, programOf(db), { prospects: [prospect], kinds: ['contact'], on: false });
    check(true);
  });
});
