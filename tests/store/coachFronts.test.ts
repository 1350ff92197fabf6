// A defensive scheme's book offers its own fronts in the coached game: a 3-3-5 coach calls his 3-3-5 (not "nickel"),
// with its heavier 3-4, the dime and the goal line; a call or a saved game naming the nickel plays the 3-3-5.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { advanceStage } from '../../src/store/actions/advance.js';
import { sendCoachedCall, startCoachedGame } from '../../src/store/actions/coach/coachGame.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { coachedGameView } from '../../src/store/views/coachedGame.js';
import { PageContext } from '../../src/store/views/context.js';
import { programOf } from '../../src/store/program.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-coach-fronts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a 3-3-5 coach's book", () => {
  it('offers the 3-3-5 front first, never a nickel beside it, and plays a nickel call as the 3-3-5', async () => {
    const save = await newDynasty(join(dir, 'odd-stack.db'), {
      year: 2024,
      team: 'West Virginia',
      seed: 4,
      coach: { name: 'Rich Rodriguez', offense: 'spread', defense: '3-3-5' },
    });
    save.change(() => advanceStage(save.db));
    save.change(() => startCoachedGame(save.db, programOf(save.db), { situations: ['every'], sides: 'defense' }));
    let view = coachedGameView(new PageContext(save.db));
    for (let i = 0; i < 40 && view.pending?.kind !== 'defense'; i++) {
      save.change(() => sendCoachedCall(save.db, programOf(save.db), 'coordinator'));
      view = coachedGameView(new PageContext(save.db));
    }
    expect(view.pending?.kind).toBe('defense');
    expect(view.pending!.fronts).toEqual(['3-3-5', '3-4', 'dime', 'goal_line']);
    // The generic name of his five-back front is his own front, as calls saved before it had its name still read.
    const before = view.calls_made;
    save.change(() => sendCoachedCall(save.db, programOf(save.db), 'cover3@nickel'));
    expect(coachedGameView(new PageContext(save.db)).calls_made).toBeGreaterThan(before);
    expect(() => save.change(() => sendCoachedCall(save.db, programOf(save.db), 'cover3@4-3'))).toThrow(
      /no 4-3 front: one of 3-3-5, 3-4, dime, goal_line/,
    );
    save.close();
  }, 120_000);
});
