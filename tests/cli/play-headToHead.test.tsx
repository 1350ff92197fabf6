// dynasty play, a game against another coached program played head to head: the side the game does not wait for
// is told who has the call, and its screen follows the other coach's calls (made in his own process, `dynasty game
// coach --team Michigan`) by itself, no key pressed. A game on a neutral field is titled "Away vs. Home (neutral
// site)", as the web says it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kickOffHeadToHead } from '../../src/store/actions/coach/headToHead.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { programOf } from '../../src/store/program.js';
import { spawnSync } from 'node:child_process';
import { BIN } from '../helpers/cli.js';
import { KEYS, openGame, SEED, tempSavePath, type PlayScreen } from './play-helpers.js';

const SIZE = { columns: 100, rows: 30 };

describe('dynasty play: head to head', () => {
  const temp = tempSavePath();
  let game: PlayScreen;

  beforeAll(async () => {
    // Texas at Michigan in week 2, both coached; Texas kicks it off head to head (Michigan kicks off the game).
    const save = await newDynasty(temp.path, { year: 2024, team: 'Texas', moreTeams: ['Michigan'], seed: SEED });
    try {
      save.change(() => advanceStage(save.db));
      save.change(() => simulateTo(save.db, 2));
      save.change(() => kickOffHeadToHead(save.db, programOf(save.db, 'Texas'), programOf(save.db, 'Michigan')));
    } finally {
      save.close();
    }
    game = await openGame(temp.path, SIZE);
    // Texas's coach plays his program (`dynasty play --team Texas`), whatever the other terminal acts for.
    game.session.playProgram('Texas');
  }, 120_000);
  afterAll(() => {
    game?.close();
    temp.cleanup();
  });

  /** Michigan's coach calls from his own terminal (another process). */
  const michigan = (call: string) => {
    const r = spawnSync(BIN, ['game', 'coach', '--stdin', '--save', temp.path, '--team', 'Michigan'], {
      input: `"${call}"\n`,
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  };

  it("waits for the other side's call and shows it as it comes, no key pressed", async () => {
    await game.waitFor('Continue: 2024 Texas');
    await game.press('c');
    await game.waitFor('Texas dashboard');
    await game.press('m');
    const playsOf = (shown: string) => (shown.match(/Q1 +\d+:\d\d {2}/g) ?? []).length;
    let frame = await game.waitFor(/Michigan has the call\. The game shows here as it moves on\.|Your kick-off/);
    expect(frame).toContain('Texas at Michigan');
    if (frame.includes('Your kick-off')) {
      // The seeded toss gave Texas the kick-off: it kicks and calls its defense, and the snap waits for Michigan's
      // offense, called in his process; the Texas screen shows the snap by itself.
      await game.press('n');
      await game.waitFor('Your call on defense');
      await game.press('c');
      frame = await game.waitFor('Your call is in: the snap waits for Michigan.');
      const before = playsOf(frame);
      michigan('coordinator');
      frame = await game.waitFor(/Your call on|Michigan has the call/);
      expect(playsOf(frame)).toBeGreaterThan(before);
      return;
    }
    expect(frame).not.toContain('Your call on');

    // Michigan kicks off in his process: the Texas screen moves on to Texas's call by itself.
    michigan('normal');
    frame = await game.waitFor('Your call on offense');
    expect(frame).toMatch(/kickoff/);

    // Texas calls; the snap waits for Michigan's defense, then shows once Michigan calls.
    await game.press('i');
    frame = await game.waitFor('Your call is in: the snap waits for Michigan.');
    const plays = (frame.match(/Q1 +\d+:\d\d {2}/g) ?? []).length;
    michigan('zone');
    frame = await game.waitFor(/Your call on offense|Michigan has the call/);
    expect((frame.match(/Q1 +\d+:\d\d {2}/g) ?? []).length).toBeGreaterThan(plays);
  }, 180_000);
});

describe('dynasty play: a coached game on a neutral field', () => {
  const temp = tempSavePath();
  let game: PlayScreen;

  beforeAll(async () => {
    // Texas and Oklahoma play the Red River Rivalry in Dallas in week 6.
    const save = await newDynasty(temp.path, { year: 2024, team: 'Texas', seed: SEED });
    try {
      save.change(() => advanceStage(save.db));
      save.change(() => simulateTo(save.db, 6));
    } finally {
      save.close();
    }
    game = await openGame(temp.path, SIZE);
  }, 120_000);
  afterAll(() => {
    game?.close();
    temp.cleanup();
  });

  it('is titled "vs." with the site', async () => {
    await game.waitFor('Continue: 2024 Texas');
    await game.press('c');
    await game.waitFor('Texas dashboard');
    await game.press('m');
    const frame = await game.waitFor(/Your (call on offense|call on defense|kick-off)/);
    expect(frame).toMatch(/(Texas vs\. Oklahoma|Oklahoma vs\. Texas) \(neutral site\)/);
    expect(frame).not.toMatch(/(Texas|Oklahoma) at (Texas|Oklahoma)/);
    await game.press(KEYS.escape);
  }, 180_000);
});
