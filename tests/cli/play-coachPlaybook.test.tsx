// dynasty play: the playbook in the coached game. F picks the formation (on defense the front), P the personnel; the
// pick is shown above the calls, stays from snap to snap, and goes with the call made.
import { describe, expect, it } from 'vitest';
import { DECISION_TITLES } from '../../src/shared/coached-types.js';
import { readCoachedRecord } from '../../src/store/actions/coach/record.js';
import { dashboardOfFile } from './play-helpers.js';
import { programOf } from '../../src/store/program.js';

const game = dashboardOfFile(4, 1);

/** Presses the call's key and waits until the screen's count of calls has moved on from the one it showed. */
async function call(key: string): Promise<void> {
  const shown = /(\d+) calls/.exec(game.frame())![1];
  await game.press(key);
  await game.waitFor(new RegExp(`(?<!\\d)(?!${shown} calls)\\d+ calls`));
}

/** Any decision's title: the coach may be asked about a kick-off, a try, their punt or their field goal on the way. */
const ASKED = new RegExp(Object.values(DECISION_TITLES).join('|'));

/** Answers "coordinator: this snap" to every decision until one on `kind` is asked; the screen then. */
async function until(kind: 'offense' | 'defense'): Promise<string> {
  for (;;) {
    const frame = await game.waitFor(ASKED);
    if (frame.includes(DECISION_TITLES[kind])) return frame;
    const before = /(\d+) calls/.exec(frame)![1];
    await game.press('c');
    await game.waitFor(new RegExp(`(?<!\\d)(?!${before} calls)\\d+ calls`));
  }
}

describe('dynasty play: calls from the playbook', () => {
  it('F and P pick the formation and personnel, F the front, and the call is made from them', async () => {
    await game.press('m');
    let frame = await until('offense');
    expect(frame).toContain("from: staff's formation");
    await game.press('F');
    await game.waitFor(/from: (?!staff)/);
    await game.press('F', 'P');
    frame = await game.waitFor(/from: [a-z ]+ \d\d/);
    const [, formation, personnel] = /from: ([a-z ]+) (\d\d)/.exec(frame)!;
    const db = game.session.context().db;
    const made = readCoachedRecord(db, programOf(db))!.calls.length;
    await call('w');
    expect(
      readCoachedRecord(game.session.context().db, programOf(game.session.context().db))!.calls.slice(made),
    ).toContain(`quick_pass@${formation.replace(/ /g, '_')}/${personnel}`);
    // The pick stays for the next snap on offense; on defense F picks the front.
    frame = await until('offense');
    expect(frame).toContain(`from: ${formation} ${personnel}`);
    frame = await until('defense');
    expect(frame).toContain("from: staff's front");
    await game.press('F');
    frame = await game.waitFor(/from: [a-z0-9 -]+ front/);
    const front = /from: ([a-z0-9 -]+) front/.exec(frame)![1];
    const before = readCoachedRecord(game.session.context().db, programOf(game.session.context().db))!.calls.length;
    await call('3');
    expect(
      readCoachedRecord(game.session.context().db, programOf(game.session.context().db))!.calls.slice(before),
    ).toContain(`cover3@${front.replace(/ /g, '_')}`);
  }, 120_000);
});
