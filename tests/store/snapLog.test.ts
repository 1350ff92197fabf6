// The snap log beside a save: its lines read back as written, a torn line (a crash while appending) is left out with
// nothing after it lost, the calls apply to the save's coached game by its contents (twice is once), and a save
// that keeps snaps in the log is not written until a change that is not a snap.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advanceStage } from '../../src/store/actions/advance.js';
import { startCoachedGame } from '../../src/store/actions/coach/coachGame.js';
import { readCoachedRecord } from '../../src/store/actions/coach/record.js';
import { sendSnap } from '../../src/store/actions/coach/snap.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { readState } from '../../src/store/queries/meta.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { applySnapLog, snapEntries, snapLine, snapLogOf, type SnapEntry } from '../../src/store/snapLog.js';
import { MemorySaveStorage } from '../../src/store/storage/memorySaveStorage.js';

const entry = fc.record({
  seed: fc.integer(),
  game: fc.nat(),
  at: fc.nat(500),
  calls: fc.array(fc.string({ maxLength: 30 }), { maxLength: 5 }),
});

describe('the snap log', () => {
  it('reads its lines back, and any cut of it reads back a prefix of them', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 8 }), fc.nat(), (entries: SnapEntry[], cutAt) => {
        const text = entries.map(snapLine).join('');
        expect(snapEntries(text)).toEqual(entries);
        const cut = text.slice(0, cutAt % (text.length + 1));
        const read = snapEntries(cut);
        expect(read).toEqual(entries.slice(0, read.length));
        // A line appended after the torn one, on a line of its own, still counts.
        const more: SnapEntry = { seed: 1, game: 2, at: 3, calls: ['punt'] };
        const after = `${cut}${cut === '' || cut.endsWith('\n') ? '' : '\n'}${snapLine(more)}`;
        expect(snapEntries(after)).toEqual([...read, more]);
      }),
      { seed: 20_241, numRuns: 200 },
    );
  });

  it('keeps snaps out of the save until a change that is not one, and applies them by content', async () => {
    const storage = new MemorySaveStorage();
    const path = 'saves/log.db';
    const save = await newDynasty(path, { year: 2024, team: 'Michigan', seed: 11, storage });
    save.change(() => advanceStage(save.db));
    save.change(() => startCoachedGame(save.db));
    const stamp = storage.stamp(path);
    const first = readCoachedRecord(save.db)!;
    for (let k = 0; k < 4; k++) sendSnap(save, 'coordinator');
    const made = readCoachedRecord(save.db)!.calls;
    expect(made.length).toBeGreaterThanOrEqual(4);
    // Four snaps: the save as it was, the calls in the log.
    expect(storage.stamp(path)).toBe(stamp);
    const log = storage.readNote(snapLogOf(path))!;
    expect(snapEntries(log)).toHaveLength(4);

    // Another copy opened now has the calls; the log applied again, or another game's or dynasty's, adds nothing.
    const other = await SaveFile.open(path, { storage });
    expect(readCoachedRecord(other.db)!.calls).toEqual(made);
    const seed = readState(other.db).seed;
    const foreign =
      snapLine({ seed: seed + 1, game: first.gameId, at: made.length, calls: ['punt'] })
      + snapLine({ seed, game: first.gameId + 1, at: made.length, calls: ['punt'] });
    expect(other.db.transaction(() => applySnapLog(other.db, log + foreign))).toBe(false);
    other.close();

    // A change that is not a snap writes the save whole, calls included, and the log is done with.
    save.change(() => save.db.run("INSERT OR REPLACE INTO meta (key, value) VALUES ('note', 'x')"));
    expect(storage.stamp(path)).not.toBe(stamp);
    expect(storage.readNote(snapLogOf(path))).toBeNull();
    const reopened = await SaveFile.open(path, { storage });
    expect(readCoachedRecord(reopened.db)!.calls).toEqual(made);
    reopened.close();
    save.close();
  }, 120_000);
});
