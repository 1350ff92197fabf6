// Coordinators' contracts over a real save: contracts ending with the season are renewed or end at the coaching
// carousel (a move the Staff page, the CLI and the news list), and the Staff page marks the contracts in their last season.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lastWeekFor } from '../../src/core/season/calendar.js';
import { contractText } from '../../src/shared/contractText.js';
import type { StaffResponse } from '../../src/shared/staff-types.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { readState } from '../../src/store/queries/meta.js';
import { staffView } from '../../src/store/views/staff.js';
import { runCli } from '../helpers/cli.js';
import { programOf } from '../../src/store/program.js';

const dir = mkdtempSync(join(tmpdir(), 'coordinator-contracts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("coordinators' contracts", () => {
  it('end after their last season: renewed for a new term or the coordinator leaves', async () => {
    const path = join(dir, 'contracts.db');
    const save = await newDynasty(path, { year: 2019, team: 'Iowa', seed: 7 });
    const db = save.db;
    type Row = { id: number; team: string; contract_until: number; salary: number };
    const ending = db.all<Row>(
      'SELECT id, team, contract_until, salary FROM coordinators WHERE team IS NOT NULL AND contract_until <= 2019 AND is_user = 0',
    );
    expect(ending.length).toBeGreaterThan(50);
    // The Staff page marks the player's contracts in their last season.
    const view = staffView(db, programOf(db));
    for (const c of view.coordinators) expect(c.contract_ends).toBe(c.contract_until <= 2019);
    const mine = view.coordinators.find((c) => c.contract_ends);
    if (mine) expect(contractText(mine)).toBe(`${mine.contract_until} (ends)`);
    save.change(() => advanceStage(db));
    save.change(() => simulateTo(db, lastWeekFor(readState(db).playoff.teams) + 1));
    save.change(() => advanceStage(db)); // season summary: the head coaches' carousel
    save.change(() => advanceStage(db)); // roster progression: the coordinators' offseason
    expect(readState(db).stage).toBe('progression');
    const expired = new Set(
      db
        .all<{ coordinator_id: number }>(
          "SELECT coordinator_id FROM staff_moves WHERE year = 2019 AND kind = 'expired'",
        )
        .map((r) => r.coordinator_id),
    );
    let renewed = 0;
    for (const before of ending) {
      const now = db.get<Row>('SELECT id, team, contract_until, salary FROM coordinators WHERE id = ?', [before.id]);
      if (now && now.contract_until > 2019) {
        renewed++;
        expect(now.contract_until).toBeLessThanOrEqual(2023);
        expect(now.salary).toBeGreaterThanOrEqual(before.salary);
      } else {
        // Not renewed: he left his program (or was let go, retired or promoted before his contract came up).
        expect(now?.team ?? null).not.toBe(before.team);
      }
    }
    expect(renewed).toBeGreaterThan(ending.length / 2);
    expect(expired.size).toBeGreaterThan(0);
    // Nobody still in a job holds a contract that ended.
    expect(
      db.get<{ n: number }>(
        'SELECT COUNT(*) AS n FROM coordinators WHERE team IS NOT NULL AND is_user = 0 AND contract_until <= 2019',
      )!.n,
    ).toBe(0);
    // The moves read as such on the Staff page and in the CLI.
    const lines = staffView(db, programOf(db)).moves.filter((m) => m.kind === 'expired');
    expect(lines.length).toBe(expired.size);
    expect(lines[0].text).toMatch(/did not renew .*'s contract\.$/);
    save.close();
    const cli = await runCli(['staff', '--json', '--save', path]);
    expect(cli.status, cli.stderr).toBe(0);
    expect((JSON.parse(cli.stdout) as StaffResponse).moves.filter((m) => m.kind === 'expired')).toEqual(lines);
  }, 120_000);
});
