// The values a connection keeps between calls (views/sharedMemo.ts with each program's shelf, views/keptLeague.ts,
// actions/recruiting/keptCycle.ts, queries/portal.ts's archived sitters) against builds with nothing kept: each page
// a held connection builds for each program, after changes the kept values outlive (a depth move, an order) and
// changes that move them (a prestige changed, a week played), is the page a fresh connection builds of the same save.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { advanceStage } from '../../src/store/actions/advance.js';
import { setGodMode, setPrestige } from '../../src/store/actions/godMode.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { addToBoard, scoutProspect } from '../../src/store/actions/recruiting/actions.js';
import { RecruitingDesk } from '../../src/store/actions/recruiting/desk.js';
import { setDepthSlot } from '../../src/store/actions/roster/depthChart.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import type { Db } from '../../src/store/database.js';
import { decodePortalSeason } from '../../src/store/encoding/portalEntries.js';
import { memoryDb } from '../../src/store/memoryDb.js';
import { coachedPrograms, programOf } from '../../src/store/program.js';
import { teamRoster } from '../../src/store/queries/players.js';
import { archivePortalBefore, sittingOut, trimOldPortals } from '../../src/store/queries/portal.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { initializeSchema } from '../../src/store/schema.js';
import { PageContext } from '../../src/store/views/context.js';
import { dashboardView } from '../../src/store/views/dashboard.js';
import { depthChartView } from '../../src/store/views/depthChart.js';
import { recruitingBoardView } from '../../src/store/views/recruiting/board.js';
import { teamScheduleView } from '../../src/store/views/teamSchedule.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-kept-values-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The pages of a program that read the kept values (the season's data, its own, the cycle), and the league kept. */
function pagesOf(db: Db, team: string): unknown[] {
  const ctx = new PageContext(db, programOf(db, team));
  const pages = [dashboardView(ctx), depthChartView(ctx, team), teamScheduleView(ctx, team), recruitingBoardView(ctx)];
  return [...pages, ctx.league()];
}

describe('values kept between calls', () => {
  it('give each program the pages a fresh connection builds', async () => {
    const path = join(dir, 'kept.db');
    const made = await newDynasty(path, { year: 2022, team: 'Iowa State', moreTeams: ['Iowa'], seed: 21 });
    made.change(() => advanceStage(made.db));
    made.close();
    const save = await SaveFile.open(path, { hold: true });
    const db = save.db;
    const teams = coachedPrograms(db).map((p) => p.team);
    expect(teams).toEqual(['Iowa State', 'Iowa']);

    const expectAsFresh = async () => {
      const fresh = await SaveFile.open(path);
      try {
        for (const team of teams) expect(pagesOf(db, team)).toEqual(pagesOf(fresh.db, team));
      } finally {
        fresh.close();
      }
    };
    await expectAsFresh();
    // Kept across it: a depth move (the league, the cycle), an order (the league, the cycle written as it goes).
    const [, backup] = teamRoster(db, 'Iowa State').filter((p) => p.pos === 'QB');
    save.change(() => setDepthSlot(db, programOf(db, 'Iowa State'), 'QB', String(backup.id), 1));
    await expectAsFresh();
    const prospect = new RecruitingDesk(db, programOf(db, 'Iowa')).cycle!.state.prospects[0].id;
    save.change(() => addToBoard(db, programOf(db, 'Iowa'), prospect));
    save.change(() => scoutProspect(db, programOf(db, 'Iowa'), prospect));
    await expectAsFresh();
    // Moved by it: a program's prestige (the league's sources), a week played (everything).
    save.change(() => setGodMode(db, true));
    const prestige = new PageContext(db, programOf(db, 'Iowa')).team('Iowa').prestige;
    save.change(() => setPrestige(db, 'Iowa', prestige === 7 ? 6 : 7));
    await expectAsFresh();
    save.change(() => simulateTo(db, 2));
    await expectAsFresh();
    save.close();
  }, 300_000);

  it("give an archived portal season's sitters as its stored bytes give them, after they change", async () => {
    const db = await memoryDb();
    initializeSchema(db);
    db.transaction(() => {
      for (let n = 0; n < 300; n++)
        db.run(
          `INSERT INTO portal_entries (year, player_id, from_team, first, last, pos, class, rating, stars, reason, to_team, sits_out)
           VALUES (2030, ?, ?, 'Sam', ?, 'QB', 'JR', 60, 3, 'playing_time', ?, ?)`,
          [n + 1, n % 2 ? 'Texas A&M' : 'Baylor', `Player ${n}`, n % 3 ? 'Miami (FL)' : null, n % 4 === 0 ? 0 : 1],
        );
      archivePortalBefore(db, 2031);
    });
    const uncached = () => {
      const row = db.get<{ entries: Uint8Array }>('SELECT entries FROM portal_history WHERE year = 2030')!;
      const entries = decodePortalSeason(2030, row.entries);
      return new Set(entries.filter((e) => e.sits_out === 1 && e.to_team !== null).map((e) => e.player_id));
    };
    const before = uncached();
    expect(before.size).toBeGreaterThan(100);
    expect(sittingOut(db, 2031)).toEqual(before);
    expect(sittingOut(db, 2031)).toEqual(before);
    // The season trimmed to one program's transfers: the kept sitters follow the new bytes.
    db.transaction(() => trimOldPortals(db, 2031, ['Baylor']));
    const after = uncached();
    expect(after.size).toBeLessThan(before.size);
    expect(sittingOut(db, 2031)).toEqual(after);
  });
});
