// The player's staff and money through the real use cases, CLI and server: he fires and hires coordinators in the
// offseason within his staff budget, starts a facilities project, offers NIL money from 2021; every refusal (wrong
// stage, unknown candidate, over budget, NIL before 2021) is one clear error that changes nothing.
import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BudgetResponse, StaffChangeResult, StaffResponse } from '../../src/shared/staff-types.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { offerNil, startFacilityProject } from '../../src/store/actions/staff/budgetActions.js';
import { fireCoordinator, hireCoordinator } from '../../src/store/actions/staff/staffActions.js';
import type { GameErrorKind } from '../../src/store/errors.js';
import { readState } from '../../src/store/queries/meta.js';
import { staffOf } from '../../src/store/queries/staff.js';
import type { SaveFile } from '../../src/store/saveFile.js';
import { PageContext } from '../../src/store/views/context.js';
import { budgetView } from '../../src/store/views/budget.js';
import { staffView } from '../../src/store/views/staff.js';
import { prospectSearchView } from '../../src/store/views/recruiting/search.js';
import { prospectPageView } from '../../src/store/views/recruiting/prospect.js';
import type { Db } from '../../src/store/database.js';
import { runCli } from '../helpers/cli.js';
import { expectGameError } from '../helpers/refusals.js';
import { Client, startServer, type Running } from '../server/helpers.js';
import { programOf } from '../../src/store/program.js';
import { saveBytes } from '../helpers/saveContents.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-staff-'));
const path = join(dir, 'staff.db');
let save: SaveFile;

/** The save's bytes, hashed: a refused move must leave them as they were. */
const bytes = (db: Db) => createHash('sha256').update(db.export()).digest('hex');

function refused(db: Db, action: () => unknown, kind: GameErrorKind, text: RegExp): void {
  expectGameError(action, kind, text, () => bytes(db));
}

beforeAll(async () => {
  save = await newDynasty(path, { year: 2022, team: 'Iowa', seed: 11 });
});
afterAll(() => {
  save?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the player's staff and money", () => {
  it('refuses staff moves during the season and NIL before 2021, changing nothing', async () => {
    refused(save.db, () => fireCoordinator(save.db, programOf(save.db), 'OC'), 'wrong_stage', /offseason/);
    refused(save.db, () => fireCoordinator(save.db, programOf(save.db), 'QB'), 'bad_input', /OC, DC or ST/);
    const old = await newDynasty(join(dir, 'old.db'), { year: 2019, team: 'Iowa', seed: 2 });
    old.change(() => advanceStage(old.db));
    refused(
      old.db,
      () => offerNil(old.db, programOf(old.db), 'Anyone Atall', '100k'),
      'conflict',
      /no NIL in 2019.*July 2021/,
    );
    expect(budgetView(old.db, programOf(old.db)).nil.era).toBe(false);
    old.close();
  }, 60_000);

  it('offers NIL to a recruit within the pool, and refuses more than the pool or an unknown recruit', () => {
    save.change(() => advanceStage(save.db));
    const view = budgetView(save.db, programOf(save.db));
    expect(view.nil.era).toBe(true);
    expect(view.nil.pool).toBeGreaterThan(0);
    const prospect = prospectSearchView(new PageContext(save.db)).prospects[0];
    const name = `${prospect.first} ${prospect.last}`;
    // He accepts his ask (his page shows it).
    const asking = prospectPageView(new PageContext(save.db), prospect.id).nil!.asking;
    const offered = save.change(() => offerNil(save.db, programOf(save.db), name, `${asking}k`));
    expect(offered.negotiation?.answer).toBe('accepted');
    expect(offered.budget.nil.offered).toBe(asking);
    expect(offered.budget.nil.offers).toEqual([
      { kind: 'recruit', id: prospect.id, name, stars: prospect.stars, amount: asking },
    ]);
    refused(
      save.db,
      () => offerNil(save.db, programOf(save.db), name, `${view.nil.pool + 1}k`),
      'conflict',
      /Over budget/,
    );
    refused(
      save.db,
      () => offerNil(save.db, programOf(save.db), 'Nobody Atall', '10k'),
      'not_found',
      /No prospect named/,
    );
    refused(save.db, () => offerNil(save.db, programOf(save.db), 'Nobody Atall', 'lots'), 'bad_input', /not an amount/);
  });

  it('starts one facilities project at a time', () => {
    const before = budgetView(save.db, programOf(save.db)).facilities;
    expect(before.new_project_refused).toBeNull();
    const result = save.change(() => startFacilityProject(save.db, programOf(save.db)));
    expect(result.budget.facilities.project_seasons_left).toBe(3);
    refused(save.db, () => startFacilityProject(save.db, programOf(save.db)), 'conflict', /under way/);
  });

  it('fires and hires coordinators in the offseason within the staff budget', async () => {
    save.change(() => simulateTo(save.db, new PageContext(save.db).lastWeek + 1));
    while (readState(save.db).stage !== 'progression') save.change(() => advanceStage(save.db));
    refused(
      save.db,
      () => hireCoordinator(save.db, programOf(save.db), 'Nobody Atall'),
      'not_found',
      /No candidate named/,
    );
    const fired = save.change(() => fireCoordinator(save.db, programOf(save.db), 'OC'));
    expect(fired.staff.openings).toEqual(['OC']);
    refused(save.db, () => fireCoordinator(save.db, programOf(save.db), 'OC'), 'conflict', /no offensive coordinator/);
    const view = staffView(save.db, programOf(save.db));
    expect(view.candidates.length).toBeGreaterThan(0);
    expect(view.candidates.every((c) => c.role === 'OC')).toBe(true);
    expect(view.moves.length).toBeGreaterThan(20);
    // Over budget: with the payroll raised to the staff budget no candidate is affordable.
    save.db.run('UPDATE coordinators SET salary = ? WHERE team = ? AND role = ?', [view.staff_budget, 'Iowa', 'DC']);
    refused(
      save.db,
      () => hireCoordinator(save.db, programOf(save.db), view.candidates[0].name),
      'conflict',
      /Over budget/,
    );
    save.db.run('UPDATE coordinators SET salary = ? WHERE team = ? AND role = ?', [500, 'Iowa', 'DC']);
    const pick = staffView(save.db, programOf(save.db)).candidates.find((c) => c.affordable)!;
    const hired: StaffChangeResult = save.change(() => hireCoordinator(save.db, programOf(save.db), pick.key));
    expect(hired.message).toContain(pick.name);
    const oc = staffOf(save.db, 'Iowa').find((c) => c.role === 'OC')!;
    expect(`${oc.first} ${oc.last}`).toBe(pick.name);
    expect(hired.staff.payroll).toBeLessThanOrEqual(hired.staff.staff_budget);
    if (pick.from) {
      // The program he left filled his job by the same rules.
      expect(staffOf(save.db, pick.from).some((c) => c.role === 'OC')).toBe(true);
    }
    await save.save();
  }, 240_000);

  it('shows the staff and budget and refuses bad input in the CLI (exit 2, one line) and the API (4xx), changing nothing', async () => {
    const cliPath = join(dir, 'cli.db');
    copyFileSync(path, cliPath);
    const env = { DYNASTY_SAVE: cliPath };
    const staff = await runCli(['staff', '--json'], env);
    expect(staff.status).toBe(0);
    expect((JSON.parse(staff.stdout) as StaffResponse).coordinators).toHaveLength(3);
    expect((await runCli(['budget'], env)).stdout).toMatch(/Iowa budget, 2022/);
    const before = saveBytes(cliPath);
    for (const args of [
      ['staff', 'hire', 'Nobody Atall'],
      ['staff', 'fire', 'XX'],
      ['budget', 'facility', 'start'],
      ['nil', 'offer', 'Nobody Atall', '10k'],
    ]) {
      const r = await runCli(args, env);
      expect(r.status).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
    expect(saveBytes(cliPath).equals(before)).toBe(true);
    const fired = await runCli(['staff', 'fire', 'DC'], env);
    expect(fired.status).toBe(0);
    expect(fired.stdout).toMatch(/let defensive coordinator .* go/);

    const apiPath = join(dir, 'api.db');
    copyFileSync(path, apiPath);
    let server: Running | null = null;
    try {
      server = await startServer({ mode: { kind: 'local', savePath: apiPath } });
      const client = new Client(server.base);
      const apiBefore = saveBytes(apiPath);
      for (const [route, body] of [
        ['/api/staff/hire/', { name: 'Nobody Atall' }],
        ['/api/staff/fire/', { role: 'XX' }],
        ['/api/staff/hire/', 7],
        ['/api/budget/facility/', {}],
        ['/api/nil/offer/', { name: 'Nobody Atall', amount: '10k' }],
      ] as const) {
        const answer = await client.post(route, body);
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
      }
      expect(saveBytes(apiPath).equals(apiBefore)).toBe(true);
      expect((await client.ok<BudgetResponse>('/api/budget/')).team).toBe('Iowa');
      const view = await client.ok<StaffResponse>('/api/staff/');
      const fire = await client.post<StaffChangeResult>('/api/staff/fire/', { role: 'ST' });
      expect(fire.status).toBe(200);
      expect(fire.body.staff.openings).toContain('ST');
      expect(view.coordinators).toHaveLength(3);
    } finally {
      await server?.close();
    }
  }, 120_000);
});
