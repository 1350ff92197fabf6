// A recruiting order keeps the cycle it read for the next order on the same connection (keptCycle.ts): what the next
// order sees is what a fresh read of the save gives, order after order (the board's list and cancellations included),
// and a change made by another connection between two orders is read, not hidden by the kept copy; a depth chart move
// keeps it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import {
  addToBoard,
  cancelOrder,
  contactProspect,
  offerScholarship,
  removeFromBoard,
  scoutProspect,
} from '../../src/store/actions/recruiting/actions.js';
import { RecruitingDesk } from '../../src/store/actions/recruiting/desk.js';
import { besideKeptCycle, orderDesk } from '../../src/store/actions/recruiting/keptCycle.js';
import { setDepthSlot } from '../../src/store/actions/roster/depthChart.js';
import { programOf, rememberProgram } from '../../src/store/program.js';
import { teamRoster } from '../../src/store/queries/players.js';
import { setBoard } from '../../src/store/queries/recruitingWeek.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { betterSqliteEngine } from '../../src/store/sqlite/betterSqlite.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-kept-cycle-'));
const path = join(dir, 'kept.db');
let save: SaveFile;

beforeAll(async () => {
  const made = await newDynasty(path, {
    year: 2022,
    team: 'Iowa State',
    moreTeams: ['Iowa'],
    seed: 21,
    playoffTeams: 4,
  });
  made.change(() => advanceStage(made.db));
  made.close();
  // As the server holds it: on the file, in WAL mode, beside other connections.
  save = await SaveFile.open(path, { hold: true });
});
afterAll(() => {
  save?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The desk an order would use now beside one read fresh from the save: the same cycle, hours and orders. */
function expectAsFresh(team?: string): RecruitingDesk {
  const kept = orderDesk(save.db, programOf(save.db, team));
  const fresh = new RecruitingDesk(save.db, programOf(save.db, team));
  expect(kept.cycle).toEqual(fresh.cycle);
  expect(kept.programs()).toEqual(fresh.programs());
  expect(kept.hours()).toEqual(fresh.hours());
  expect(kept.queued()).toEqual(fresh.queued());
  return kept;
}

describe("a recruiting order's kept cycle", () => {
  it('is what a fresh read gives, order after order', () => {
    const db = save.db;
    const ids = new RecruitingDesk(db, programOf(db))
      .cycle!.state.prospects.filter((p) => p.stars === 3)
      .slice(0, 3)
      .map((p) => p.id);
    save.change(() => addToBoard(db, programOf(db), ids[0]));
    const first = expectAsFresh();
    for (const id of ids) {
      save.change(() => addToBoard(db, programOf(db), id));
      save.change(() => scoutProspect(db, programOf(db), id));
      save.change(() => contactProspect(db, programOf(db), id));
      expectAsFresh();
    }
    save.change(() => offerScholarship(db, programOf(db), ids[0]));
    save.change(() => removeFromBoard(db, programOf(db), ids[2]));
    // A cancelled order gives its hours back on the same copy.
    const queued = expectAsFresh().queued();
    save.change(() => cancelOrder(db, programOf(db), queued[queued.length - 1].seq));
    const last = expectAsFresh();
    expect(last.queued()).toEqual(queued.slice(0, -1));
    // The orders ran on the one copy read by the first (nothing else changed the save meanwhile).
    expect(last.cycle).toBe(first.cycle);
    expect(last.cycle!.state.boards['Iowa State'].targets).toEqual(ids.slice(0, 2));
  });

  it('is what a fresh read gives each program, two programs ordering in turn', () => {
    const db = save.db;
    const open = new RecruitingDesk(db, programOf(db))
      .cycle!.state.prospects.filter((p) => p.stars === 2)
      .slice(0, 4)
      .map((p) => p.id);
    const first = orderDesk(db, programOf(db, 'Iowa State'));
    for (const [i, id] of open.entries()) {
      const team = i % 2 === 0 ? 'Iowa State' : 'Iowa';
      save.change(() => addToBoard(db, programOf(db, team), id));
      save.change(() => scoutProspect(db, programOf(db, team), id));
      // Each program's desk on the one kept copy: its own board, hours and orders, as a fresh read gives them.
      for (const each of ['Iowa State', 'Iowa']) expect(expectAsFresh(each).team).toBe(each);
    }
    expect(orderDesk(db, programOf(db, 'Iowa')).cycle).toBe(first.cycle);
    expect(
      expectAsFresh('Iowa')
        .queued()
        .map((o) => o.prospect_id),
    ).toEqual([open[1], open[3]]);
  });

  it('reads the save again once another connection changed it', () => {
    const db = save.db;
    const before = orderDesk(db, programOf(db));
    const other = betterSqliteEngine.file!(path, { mustExist: true });
    const board = before.cycle!.state.boards['Iowa State'];
    const added = before.cycle!.state.prospects.find((p) => !board.targets.includes(p.id))!.id;
    other.transaction(() => setBoard(other, 'Iowa State', [...board.targets, added], board.auto));
    other.close();
    const after = expectAsFresh();
    expect(after.cycle).not.toBe(before.cycle);
    expect(after.cycle!.state.boards['Iowa State'].targets).toContain(added);
    // A refused order (rolled back) leaves nothing kept that a fresh read would not give.
    expect(() => save.change(() => addToBoard(db, programOf(db), -1))).toThrow();
    save.change(() => scoutProspect(db, programOf(db), added));
    expectAsFresh();
  });

  it('stays kept beside a write outside the cycle (the program last acted for)', () => {
    const db = save.db;
    const id = orderDesk(db, programOf(db)).cycle!.state.prospects[10].id;
    save.change(() => scoutProspect(db, programOf(db, 'Iowa State'), id));
    const before = orderDesk(db, programOf(db));
    save.change(() => besideKeptCycle(db, () => rememberProgram(db, programOf(db, 'Iowa'))));
    expect(programOf(db).team).toBe('Iowa');
    const after = expectAsFresh();
    expect(after.cycle).toBe(before.cycle);
  });

  it('stays kept beside a depth chart move, as a fresh read gives it', () => {
    const db = save.db;
    const id = orderDesk(db, programOf(db)).cycle!.state.prospects[11].id;
    save.change(() => scoutProspect(db, programOf(db, 'Iowa State'), id));
    const before = orderDesk(db, programOf(db));
    const program = programOf(db, 'Iowa State');
    const backup = teamRoster(db, program.team).find((p) => p.pos === 'QB' && p.depth === 2)!;
    const done = save.change(() =>
      besideKeptCycle(db, () => setDepthSlot(db, program, 'QB', String(backup.id), 1), true),
    );
    expect(done).toMatchObject({ slot: 1 });
    const after = expectAsFresh();
    expect(after.cycle).toBe(before.cycle);
  });
});
