// dynasty play: i shows the staff (each coordinator's contract, level and ability; firing refused during the season), m the budget (P starts a
// facilities project; NIL in 2025 under the revenue-share cap); both fit 80x24.
import { describe, expect, it } from 'vitest';
import { programMoney, staffOf } from '../../src/store/queries/staff.js';
import { dashboardOfFile, frameFits } from './play-helpers.js';

const game = dashboardOfFile(4, 1);

describe('dynasty play: staff and budget', () => {
  it('S shows the coordinators; O refuses to fire during the season and changes nothing', async () => {
    const before = staffOf(game.session.context().db, 'Ohio State');
    await game.press('S');
    let frame = await game.waitFor('Ohio State staff, 2025');
    for (const c of before) {
      expect(frame).toContain(`${c.first} ${c.last}`.slice(0, 20));
      // Each contract's last season, marked when it ends after this one.
      expect(frame).toContain(c.contractUntil <= 2025 ? `to ${c.contractUntil} (ends)` : `to ${c.contractUntil}`);
    }
    // Each one's level and his role's ability, on a line of its own.
    expect(frame.match(/^ {4}level \d+: /gm)).toHaveLength(before.length);
    expect(frameFits(frame), frame).toMatchObject({ ok: true });
    await game.press('O');
    frame = await game.waitFor('offseason');
    expect(staffOf(game.session.context().db, 'Ohio State')).toEqual(before);
  });

  it('B shows the budget and NIL; P starts a facilities project', async () => {
    await game.press('B');
    let frame = await game.waitFor('Ohio State budget, 2025');
    expect(frame).toContain('Revenue sharing');
    expect(frameFits(frame), frame).toMatchObject({ ok: true });
    await game.press('P');
    frame = await game.waitFor('starts a facilities project');
    expect(programMoney(game.session.context().db, 'Ohio State')!.projectSeasons).toBe(3);
  });
});
