// A player who is the offensive coordinator calls only the offense in a coached game: the game never waits on a
// defensive snap, a kick-off or a try (the staff calls them), and a call for the other side is refused with nothing
// changed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFENSE_CALLS, KICKOFF_CALLS } from '../../src/core/sim/calls.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { sendCoachedCall, startCoachedGame } from '../../src/store/actions/coach/coachGame.js';
import { readCoachedRecord } from '../../src/store/actions/coach/record.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { coachedGameView } from '../../src/store/views/coachedGame.js';
import { PageContext } from '../../src/store/views/context.js';
import { programOf } from '../../src/store/program.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-oc-calls-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a coordinator coaching his side of the ball', () => {
  it('calls only offensive snaps and is refused a call for the defense', async () => {
    const save = await newDynasty(join(dir, 'oc.db'), { year: 2024, team: 'Michigan', seed: 11, role: 'coordinator' });
    save.change(() => advanceStage(save.db));
    const record = save.change(() => startCoachedGame(save.db, programOf(save.db)));
    expect(record.callsOnly).toBe('offense');

    let view = coachedGameView(new PageContext(save.db));
    expect(view.you_call).toBe('offense');
    let snaps = 0;
    while (view.status === 'playing' && snaps < 40) {
      expect(view.pending!.kind).toBe('offense');
      expect(view.pending!.calls.some((c) => (DEFENSE_CALLS as readonly string[]).includes(c))).toBe(false);
      if (snaps === 3) {
        // The defense is the staff's call: a clear refusal, and the game stands as it was.
        const before = JSON.stringify(readCoachedRecord(save.db, programOf(save.db)));
        expect(() => save.change(() => sendCoachedCall(save.db, programOf(save.db), 'pass_blitz'))).toThrow(
          /you call the offense only; the defense is the staff's call/,
        );
        expect(() => save.change(() => sendCoachedCall(save.db, programOf(save.db), KICKOFF_CALLS[2]))).toThrow(
          /the kicking game is the staff's call/,
        );
        expect(JSON.stringify(readCoachedRecord(save.db, programOf(save.db)))).toBe(before);
      }
      const call = view.pending!.calls.includes('quick_pass') ? 'quick_pass' : view.pending!.calls[0];
      save.change(() => sendCoachedCall(save.db, programOf(save.db), call));
      view = coachedGameView(new PageContext(save.db));
      snaps += 1;
    }
    expect(snaps).toBeGreaterThan(3);
    // The staff's own calls (the defense, kick-offs and tries) were made between the player's snaps.
    const made = readCoachedRecord(save.db, programOf(save.db))!.calls;
    expect(made.filter((c) => c === 'coordinator').length).toBeGreaterThan(0);
    if (view.status === 'playing') save.change(() => sendCoachedCall(save.db, programOf(save.db), 'coordinator_rest'));
    expect(readCoachedRecord(save.db, programOf(save.db))!.finished).toBe(true);
    save.close();
  }, 240_000);
});
