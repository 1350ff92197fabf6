// Head to head in the store: two coached programs that play each other kick their game off together, each calls
// his own side (refused out of turn or twice a snap), a run-out play clock gives the late side's call to his
// coordinator, each side sees only his own calls, and the game's end plays its week with the result standing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceStage } from '../../src/store/actions/advance.js';
import { sendCoachedCall, startCoachedGame } from '../../src/store/actions/coach/coachGame.js';
import {
  callHeadToHead,
  expireHeadToHead,
  headToHeadGameOf,
  headToHeadOf,
  kickOffHeadToHead,
  replayHeadToHead,
} from '../../src/store/actions/coach/headToHead.js';
import { readCoachedRecord } from '../../src/store/actions/coach/record.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { setStaffRecruiting } from '../../src/store/actions/recruiting/actions.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { programOf, type Program } from '../../src/store/program.js';
import { gamesOfTeam } from '../../src/store/queries/games.js';
import { readState } from '../../src/store/queries/meta.js';
import type { SaveFile } from '../../src/store/saveFile.js';
import { PageContext } from '../../src/store/views/context.js';
import { coachedGameView } from '../../src/store/views/coachedGame.js';
import type { HeadToHeadGame } from '../../src/shared/headToHead-types.js';
import { yourWinProbability } from '../../src/shared/coached-types.js';
import { refusal } from '../helpers/refusals.js';

let dir: string;
let save: SaveFile;
let texas: Program;
let michigan: Program;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-h2h-'));
  save = await newDynasty(join(dir, 'two.db'), { year: 2024, team: 'Texas', moreTeams: ['michigan'], seed: 7 });
  texas = programOf(save.db, 'Texas');
  michigan = programOf(save.db, 'Michigan');
  save.change(() => setStaffRecruiting(save.db, michigan, true));
  save.change(() => setStaffRecruiting(save.db, texas, true));
  save.change(() => advanceStage(save.db));
  // Texas at Michigan is in week 2.
  save.change(() => simulateTo(save.db, 2));
}, 300_000);

afterAll(() => {
  save.close();
  rmSync(dir, { recursive: true, force: true });
});

const pairOf = (p: Program) => headToHeadOf(save.db, p)!;
const runOf = (p: Program) => replayHeadToHead(pairOf(p), readState(save.db).seed);
const viewOf = (p: Program) => coachedGameView(new PageContext(save.db, p)) as HeadToHeadGame;

describe('a head-to-head game', () => {
  it("kicks off the two programs' game with each side its own", () => {
    const next = headToHeadGameOf(save.db, texas)!;
    expect(next.opponent).toEqual(michigan);
    expect(next.game.week).toBe(2);
    const pair = save.change(() => kickOffHeadToHead(save.db, texas, michigan));
    expect(pair.mine.headToHead).toBe('Michigan');
    expect(readCoachedRecord(save.db, michigan)?.headToHead).toBe('Texas');
    expect(readCoachedRecord(save.db, michigan)?.side).not.toBe(pair.mine.side);
    // Neither coaches it alone now: starting resumes it, its page is the head-to-head one, the rest of the game is
    // not the coordinator's.
    expect(save.change(() => startCoachedGame(save.db, michigan)).headToHead).toBe('Texas');
    expect(viewOf(michigan).head_to_head?.opponent).toBe('Texas');
    const alone = refusal(() => save.change(() => sendCoachedCall(save.db, michigan, 'coordinator_rest')));
    expect(alone.message).toContain('one call at a time');
  });

  it('gives both sides one win probability before the kick-off: each reads it or its complement', () => {
    const [t, m] = [viewOf(texas), viewOf(michigan)];
    // Only the kicker is asked at the kick-off; the other side sees the game where it stands all the same.
    expect([t.pending, m.pending].filter((p) => p !== null)).toHaveLength(1);
    expect(t.home_wp).toBe(m.home_wp);
    expect(yourWinProbability(t) + yourWinProbability(m)).toBe(100);
    expect([t.offense, t.down, t.field]).toEqual([m.offense, m.down, m.field]);
  });

  it("takes each side's call in turn, the defense's unseen until the snap", () => {
    // The opening kick-off: only the kicker is asked.
    let run = runOf(texas);
    const kicker = run.waiting[0].side === pairOf(texas).side ? texas : michigan;
    const receiver = kicker === texas ? michigan : texas;
    expect(refusal(() => save.change(() => callHeadToHead(save.db, receiver, 'coordinator'))).kind).toBe('conflict');
    save.change(() => callHeadToHead(save.db, kicker, 'coordinator'));
    run = runOf(texas);
    expect(run.waiting.map((w) => w.kind)).toEqual(['offense', 'defense']);
    const offense = run.state.offense === pairOf(texas).side ? texas : michigan;
    const defense = offense === texas ? michigan : texas;
    expect(viewOf(defense).head_to_head).toMatchObject({ you: 'waiting', them: 'waiting' });
    save.change(() => callHeadToHead(save.db, defense, 'pass_blitz'));
    const twice = refusal(() => save.change(() => callHeadToHead(save.db, defense, 'zone')));
    expect(twice.message).toContain('You have called this snap');
    expect(viewOf(defense).head_to_head).toMatchObject({ you: 'called', them: 'waiting' });
    const offenseView = viewOf(offense);
    expect(offenseView.head_to_head).toMatchObject({ you: 'waiting', them: 'called' });
    expect(offenseView.pending?.kind).toBe('offense');
    expect(offenseView.pending?.calls).not.toContain('coordinator_rest');
    expect(offenseView.calls_made).toBe(0);
    const bad = refusal(() => save.change(() => callHeadToHead(save.db, offense, 'pass_blitz')));
    expect(bad.kind).toBe('bad_input');
    save.change(() => callHeadToHead(save.db, offense, 'inside_run'));
    run = runOf(texas);
    expect(run.made[pairOf(defense).side].at(-1)?.call).toBe('pass_blitz');
    expect(viewOf(offense).plays.length).toBeGreaterThan(0);
  });

  it("gives a late side's call to his coordinator when the play clock runs out", () => {
    const run = runOf(texas);
    const calledBefore = run.made[0].length + run.made[1].length;
    expect(save.change(() => expireHeadToHead(save.db, texas, run.point - 1))).toBe(false);
    expect(save.change(() => expireHeadToHead(save.db, michigan, run.point))).toBe(true);
    const after = runOf(texas);
    expect(after.point).toBeGreaterThan(run.point);
    expect(after.made[0].length + after.made[1].length).toBeGreaterThan(calledBefore);
    for (const w of run.waiting) expect(after.made[w.side][run.made[w.side].length].call).toBe('coordinator');
  });

  it('plays to the final, the result standing and the week played', () => {
    let guard = 0;
    for (;;) {
      const pair = headToHeadOf(save.db, texas);
      if (!pair || pair.mine.finished) break;
      const run = replayHeadToHead(pair, readState(save.db).seed);
      const next = run.waiting[run.waiting.length - 1];
      const program = next.side === pair.side ? texas : michigan;
      const call =
        next.kind === 'offense' && run.state.down < 4 ? 'quick_pass' : next.kind === 'defense' ? 'zone' : 'coordinator';
      save.change(() => callHeadToHead(save.db, program, call));
      guard += 1;
      // Now and then on the way: both sides read the same win probability.
      if (guard % 25 === 0 && !headToHeadOf(save.db, texas)?.mine.finished) {
        const [t, m] = [viewOf(texas), viewOf(michigan)];
        expect(yourWinProbability(t) + yourWinProbability(m), `decision ${guard}`).toBe(100);
      }
      expect(guard).toBeLessThan(1000);
    }
    expect(guard).toBeGreaterThan(100);
    expect(readState(save.db).currentWeek).toBe(3);
    const game = gamesOfTeam(save.db, 2024, 'Texas').find((g) => g.week === 2)!;
    expect(game.home_points).not.toBeNull();
    const texasView = viewOf(texas);
    expect(texasView.status).toBe('final');
    const final = [texasView.home_score, texasView.away_score];
    expect(final).toEqual([game.home_points, game.away_points]);
    expect(viewOf(michigan).head_to_head).toMatchObject({ you: 'none', them: 'none' });
  });
});
