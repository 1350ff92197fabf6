// A simulation keeps the season's teams, statuses, team totals and record book for the same save's next one
// (season/seasonCache.ts). Played a week a call on one open save, with a depth chart edit between two weeks and a
// change rolled back, the game must be exactly the game of the same calls each made on the save read again from its
// file (where nothing can be kept).
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { setDepthSlot } from '../../src/store/actions/roster/depthChart.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { prepareSeason } from '../../src/store/actions/season/seasonLoad.js';
import type { Db } from '../../src/store/database.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { PageContext } from '../../src/store/views/context.js';
import { depthChartView } from '../../src/store/views/depthChart.js';
import { contentHash } from '../helpers/saveContents.js';
import { programOf } from '../../src/store/program.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-season-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TEAM = 'Ohio State';

/** The player's two quarterbacks, starter first. */
function quarterbacks(db: Db): number[] {
  return depthChartView(new PageContext(db), TEAM, 'QB')
    .positions[0].players.slice(0, 2)
    .map((p) => p.id);
}

/** The calls a player makes, each on the save `saveOf` gives: a week a call, an edit between two, a change undone. */
async function play(saveOf: () => Promise<SaveFile>, editDepthChart: boolean): Promise<string> {
  const week = async (n: number) => {
    const save = await saveOf();
    save.change(() => simulateTo(save.db, n));
  };
  await week(2);
  await week(3);
  if (editDepthChart) {
    const save = await saveOf();
    const [starter, backup] = quarterbacks(save.db);
    save.change(() => setDepthSlot(save.db, programOf(save.db), 'QB', String(backup), 1));
    expect(quarterbacks(save.db)).toEqual([backup, starter]);
  }
  await week(4);
  await week(5);
  // A change that fails after simulating is rolled back whole: the next week is played from the save as it was.
  const failing = await saveOf();
  const [starter, backup] = quarterbacks(failing.db);
  // (The team plays that week: an edit of its depth chart would show in the game.)
  expect(failing.db.get('SELECT id FROM games WHERE week = 5 AND (home = ? OR away = ?)', [TEAM, TEAM])).toBeDefined();
  expect(() =>
    failing.change(() => {
      setDepthSlot(failing.db, programOf(failing.db), 'QB', String(backup), 1);
      simulateTo(failing.db, 6);
      throw new Error('the change fails');
    }),
  ).toThrow('the change fails');
  expect(quarterbacks(failing.db)).toEqual([starter, backup]);
  await week(6);
  const save = await saveOf();
  expect(new PageContext(save.db).state.currentWeek).toBe(6);
  return contentHash(save.db);
}

describe('the season kept between simulations', () => {
  it('plays the same game as the season read again for every call, depth chart edits and rollbacks included', async () => {
    const start = join(dir, 'start.db');
    const created = await newDynasty(start, { year: 2024, team: TEAM, seed: 7 });
    created.change(() => advanceStage(created.db));
    created.close();
    const copy = (name: string) => {
      const path = join(dir, name);
      copyFileSync(start, path);
      return path;
    };

    // One save held open for every call (as the static build's worker and the terminal game hold it).
    const heldPath = copy('held.db');
    const held = await SaveFile.open(heldPath);
    const kept = await play(async () => held, true);
    held.close();

    // The same calls, the save read again from its file for each.
    const readPath = copy('read.db');
    const opened: SaveFile[] = [];
    const reread = await play(async () => {
      opened.at(-1)?.close();
      opened.push(await SaveFile.open(readPath));
      return opened.at(-1)!;
    }, true);
    opened.at(-1)?.close();
    expect(kept).toBe(reread);

    // And the edit matters: without it the game is another.
    const uneditedPath = copy('unedited.db');
    const unedited = await SaveFile.open(uneditedPath);
    expect(await play(async () => unedited, false)).not.toBe(kept);
    unedited.close();
  }, 240_000);

  it('plays a whole season week by week as on the save read again for every week', async () => {
    const start = join(dir, 'season.db');
    const created = await newDynasty(start, { year: 2024, team: 'Texas', seed: 42 });
    created.change(() => advanceStage(created.db));
    const lastWeek = new PageContext(created.db).lastWeek;
    created.close();
    const held = await SaveFile.open(start);
    copyFileSync(start, join(dir, 'season-read.db'));
    for (let week = 2; week <= lastWeek + 1; week++) held.change(() => simulateTo(held.db, week));
    for (let week = 2; week <= lastWeek + 1; week++) {
      const save = await SaveFile.open(join(dir, 'season-read.db'));
      save.change(() => simulateTo(save.db, week));
      save.close();
    }
    const reread = await SaveFile.open(join(dir, 'season-read.db'));
    expect(new PageContext(held.db).state.stage).toBe('playoff');
    expect(contentHash(held.db)).toBe(contentHash(reread.db));
    held.close();
    reread.close();
  }, 240_000);
  it('reads the season ahead as the simulation would, and reads it again after a change', async () => {
    const start = join(dir, 'ahead.db');
    const created = await newDynasty(start, { year: 2024, team: TEAM, seed: 11 });
    // Nothing to read ahead before the season.
    expect(prepareSeason(created.db)).toBe(false);
    created.change(() => advanceStage(created.db));
    created.close();
    copyFileSync(start, join(dir, 'ahead-read.db'));
    const swapQuarterbacks = (save: SaveFile) => {
      const [, backup] = quarterbacks(save.db);
      save.change(() => setDepthSlot(save.db, programOf(save.db), 'QB', String(backup), 1));
    };
    // The worker reads ahead after each page: before a week, after a week, before and after an edit.
    let held = await SaveFile.open(start);
    expect(prepareSeason(held.db)).toBe(true);
    expect(prepareSeason(held.db)).toBe(false);
    held.change(() => simulateTo(held.db, 2));
    expect(prepareSeason(held.db)).toBe(false);
    swapQuarterbacks(held);
    expect(prepareSeason(held.db)).toBe(true);
    held.change(() => simulateTo(held.db, 3));
    held.close();
    // Read ahead, then changed before the week: the week reads everything again.
    held = await SaveFile.open(start);
    expect(prepareSeason(held.db)).toBe(true);
    swapQuarterbacks(held);
    held.change(() => simulateTo(held.db, 4));
    const ahead = contentHash(held.db);
    held.close();

    // The same calls, the save read again from its file for each and nothing read ahead.
    const readPath = join(dir, 'ahead-read.db');
    const calls: ((save: SaveFile) => void)[] = [
      (save) => save.change(() => simulateTo(save.db, 2)),
      swapQuarterbacks,
      (save) => save.change(() => simulateTo(save.db, 3)),
      swapQuarterbacks,
      (save) => save.change(() => simulateTo(save.db, 4)),
    ];
    for (const call of calls) {
      const save = await SaveFile.open(readPath);
      call(save);
      save.close();
    }
    const reread = await SaveFile.open(readPath);
    expect(ahead).toBe(contentHash(reread.db));
    reread.close();
  }, 240_000);
});
