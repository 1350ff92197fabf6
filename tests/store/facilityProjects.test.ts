// Every program can build: a facilities project is sized to what its facilities budget pays (a full one where the
// budget holds it), so no program's project costs more than its budget, and each adds to its facilities every season
// it runs. The player's (Iowa State 2024: a full project cost $6.0M, the budget $5.5M) starts from the CLI.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BudgetResponse } from '../../src/shared/staff-types.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { programFinances } from '../../src/store/actions/staff/money.js';
import { staffPreseason } from '../../src/store/actions/staff/preseason.js';
import { readState } from '../../src/store/queries/meta.js';
import { allProgramMoney } from '../../src/store/queries/staff.js';
import { programOf } from '../../src/store/program.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { budgetView, newProject, projectRefusal } from '../../src/store/views/budget.js';
import { runCli } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-facilities-'));
const path = join(dir, 'dynasty.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(async () => {
  (await newDynasty(path, { year: 2024, team: 'Iowa State', seed: 4 })).close();
}, 120_000);

describe('facilities projects', () => {
  it('lets every program build, within its facilities budget', async () => {
    const save = await SaveFile.open(path);
    try {
      const teams = [...allProgramMoney(save.db).keys()];
      expect(teams.length).toBeGreaterThan(120);
      for (const year of [2000, 2024]) {
        for (const team of teams) {
          const f = programFinances(save.db, team, year);
          if (f.money.facilities >= 95) continue;
          const project = newProject(f);
          expect(projectRefusal(f), team).toBeNull();
          expect(project.yearlyCost, `${team} ${year}`).toBeLessThanOrEqual(Math.round(0.12 * f.budget));
          expect(project.gain, `${team} ${year}`).toBeGreaterThanOrEqual(1);
        }
      }
    } finally {
      save.close();
    }
  });

  it("starts the player's sized project from the CLI, and it raises the facilities each season", async () => {
    const cli = (...args: string[]) => runCli(['--save', path, ...args]);
    const view = JSON.parse((await cli('budget', '--json')).stdout) as BudgetResponse;
    const f = view.facilities;
    expect(f.new_project_refused).toBeNull();
    expect(f.new_project_cost).toBeLessThanOrEqual(f.facilities_budget);
    expect(f.full_project_cost).toBeGreaterThan(f.facilities_budget); // Iowa State: a full one is more than it has
    expect(f.new_project_line).toMatch(
      /^\$5\.\dM a year for 3 seasons, \+0\.\d of a level a season \(your whole facilities budget; a full project costs \$6\.0M a year\)$/,
    );
    const started = await cli('budget', 'facility', 'start');
    expect(started.stderr).toBe('');
    expect(started.stdout).toMatch(/^Iowa State starts a facilities project: \$5\.\dM a year for 3 seasons/);

    const save = await SaveFile.open(path);
    try {
      const level = () => budgetView(save.db, programOf(save.db)).facilities;
      const before = level();
      expect(before.project_seasons_left).toBe(3);
      // The money's side of three preseasons: the project adds its gain each one, then it is done.
      const state = readState(save.db);
      for (let season = 1; season <= 3; season++) {
        save.change(() => staffPreseason(save.db, { ...state, year: 2024 + season - 1 }, 2024 + season));
        expect(level().level).toBeCloseTo(before.level + season * f.new_project_gain, 5);
      }
      expect(level().project_seasons_left).toBe(0);
    } finally {
      save.close();
    }
  });
});
