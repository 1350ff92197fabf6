// Who may enter the spring transfer window (2022-2024 offseasons), over a real save: a signee who has not enrolled
// cannot; an early enrollee or a January (winter window) transfer may, but rarely does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { earlyEnrollee } from '../../src/core/portal/entry.js';
import { lastWeekFor } from '../../src/core/season/calendar.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { readState } from '../../src/store/queries/meta.js';

const dir = mkdtempSync(join(tmpdir(), 'spring-window-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the spring window's entrants", () => {
  it('are never unenrolled signees, and rarely early enrollees or winter transfers', async () => {
    const save = await newDynasty(join(dir, 'spring.db'), { year: 2023, team: 'Kansas State', seed: 5 });
    const db = save.db;
    save.change(() => advanceStage(db)); // the season
    save.change(() => simulateTo(db, lastWeekFor(readState(db).playoff.teams) + 1));
    save.change(() => advanceStage(db)); // season summary
    save.change(() => advanceStage(db)); // roster progression: the winter window
    const winter = new Set(
      db.all<{ player_id: number }>('SELECT player_id FROM portal_entries WHERE year = 2023').map((r) => r.player_id),
    );
    expect(readState(db).stage).toBe('progression');
    save.change(() => advanceStage(db)); // signing day; the spring window opens
    expect(readState(db).stage).toBe('recruiting_summary');
    const spring = db
      .all<{ player_id: number }>('SELECT player_id FROM portal_entries WHERE year = 2023')
      .map((r) => r.player_id)
      .filter((id) => !winter.has(id));
    const signees = new Set(
      db
        .all<{ player_id: number }>("SELECT player_id FROM roster_changes WHERE year = 2023 AND kind = 'recruit'")
        .map((r) => r.player_id),
    );
    const winterTransfers = new Set(
      db
        .all<{ player_id: number }>('SELECT player_id FROM portal_entries WHERE year = 2023 AND to_team IS NOT NULL')
        .map((r) => r.player_id)
        .filter((id) => winter.has(id)),
    );
    const returning = db.get<{ n: number }>(
      "SELECT COUNT(*) AS n FROM players WHERE active = 1 AND NOT (class = 'fr' AND redshirted = 0)",
    )!.n;
    // Hundreds enter in the spring (about 30% of the offseason's entries) ...
    expect(spring.length).toBeGreaterThan(0.15 * (winter.size + spring.length));
    // ... no signee who has not enrolled, and few of the newcomers: a tenth of a returning player's chance.
    const signeesIn = spring.filter((id) => signees.has(id));
    expect(signeesIn.every((id) => earlyEnrollee(id, 2023))).toBe(true);
    const transfersIn = spring.filter((id) => winterTransfers.has(id));
    const newcomerRate = (signeesIn.length + transfersIn.length) / (signees.size / 2 + winterTransfers.size);
    const returningRate = (spring.length - signeesIn.length - transfersIn.length) / returning;
    expect(newcomerRate).toBeLessThan(returningRate / 3);
    save.close();
  }, 120_000);
});
