// Standing orders end by themselves: an order for a prospect who signed (the early signing period from 2017) spends
// no more hours, one for a prospect who committed ends unless the player keeps him warm, and the plan's week report
// says which ended and why. Adding orders changes no order already in the plan.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_SIGNING_WEEK } from '../../src/core/recruiting/tuning.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { addToBoard, contactProspect } from '../../src/store/actions/recruiting/actions.js';
import { RecruitingDesk } from '../../src/store/actions/recruiting/desk.js';
import { changePlan, changePlanOrders, planBudget, planEntries } from '../../src/store/actions/recruiting/plan.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import type { Db } from '../../src/store/database.js';
import { loadCycle } from '../../src/store/queries/recruiting.js';
import type { SaveFile } from '../../src/store/saveFile.js';
import { PageContext } from '../../src/store/views/context.js';
import { recruitingBoardView } from '../../src/store/views/recruiting/board.js';
import { recruitingPlanView } from '../../src/store/views/recruiting/plan.js';
import { programOf } from '../../src/store/program.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-plan-ends-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TEAM = 'Iowa State';
let save: SaveFile;
let db: Db;
let targets: number[];

const status = (id: number) => loadCycle(db)!.state.status[id];
const effort = (id: number) => status(id).suitors.find((s) => s.program === TEAM)?.effort ?? 0;

beforeAll(async () => {
  save = await newDynasty(join(dir, 'plan.db'), { year: 2024, team: TEAM, seed: 11 });
  db = save.db;
  save.change(() => advanceStage(db)); // the season starts: the spring and summer are played
  const cycle = new RecruitingDesk(db, programOf(db)).cycle!.state;
  // Three-stars from the region, nobody's yet: a class Iowa State can land.
  targets = cycle.prospects
    .filter((p) => p.stars === 3 && ['IA', 'IL', 'MO', 'NE', 'MN'].includes(p.state) && !cycle.status[p.id].committedTo)
    .slice(0, 13)
    .map((p) => p.id);
  save.change(() => {
    for (const id of targets) addToBoard(db, programOf(db), id);
  });
}, 120_000);
afterAll(() => save?.close());

describe('standing orders that end by themselves', () => {
  it('adds orders without changing those already in the plan', () => {
    save.change(() =>
      changePlan(db, programOf(db), {
        prospects: targets.slice(0, 4),
        kinds: ['contact', 'pitch'],
        on: true,
        strength: 'proximity',
      }),
    );
    // The whole list again with another pitch, as the board's "Add to plan" does: the first four keep theirs.
    const added = save.change(() =>
      changePlan(db, programOf(db), {
        prospects: targets,
        kinds: ['contact', 'pitch', 'offer'],
        on: true,
        strength: 'prestige',
      }),
    );
    expect(added.message).toMatch(/8 already in the plan kept as they were/);
    const plan = planEntries(new RecruitingDesk(db, programOf(db)));
    expect(plan.slice(0, 4).map((e) => e.pitch)).toEqual(['proximity', 'proximity', 'proximity', 'proximity']);
    expect(plan.slice(4).every((e) => e.pitch === 'prestige')).toBe(true);
    // Re-aiming is its own change, for the prospects named only.
    save.change(() => changePlanOrders(db, programOf(db), { prospects: [targets[0]], strength: 'playingTime' }));
    expect(planEntries(new RecruitingDesk(db, programOf(db))).map((e) => e.pitch)).toEqual([
      'playingTime',
      'proximity',
      'proximity',
      'proximity',
      ...Array(9).fill('prestige'),
    ]);
    expect(() => save.change(() => changePlanOrders(db, programOf(db), { prospects: [targets[0]] }))).toThrow(
      /Say what to change/,
    );
  });

  it('keeps a prospect warm when asked, and ends the others when they commit, saying so', () => {
    save.change(() => changePlanOrders(db, programOf(db), { prospects: [targets[1]], warm: true }));
    expect(planEntries(new RecruitingDesk(db, programOf(db))).find((e) => e.prospect_id === targets[1])?.warm).toBe(
      true,
    );
    // Play until some of the class commit before the early signing period.
    for (let week = 2; week <= EARLY_SIGNING_WEEK; week++) {
      save.change(() => simulateTo(db, week));
      if (targets.some((id) => id !== targets[1] && status(id).committedTo)) break;
    }
    const committed = targets.filter((id) => id !== targets[1] && status(id).committedTo);
    expect(committed.length).toBeGreaterThan(0);
    const desk = new RecruitingDesk(db, programOf(db));
    const inPlan = new Set(planEntries(desk).map((e) => e.prospect_id));
    for (const id of committed) expect(inPlan.has(id)).toBe(false);
    const ended = recruitingPlanView(new PageContext(db)).ended;
    for (const id of committed) {
      const entry = ended.find((e) => e.prospect_id === id);
      expect(entry?.reason).toBe(`committed to ${status(id).committedTo}`);
    }
    const board = recruitingBoardView(new PageContext(db));
    expect(board.plan_week ?? '').toMatch(/^Plan: .*ended after week \d+ \(.*committed to /);
  });

  it('ends every order on a prospect who signed in the early signing period: no more hours go to him', () => {
    // Keep the rest of the class on the plan to the end of the early signing period.
    save.change(() => simulateTo(db, EARLY_SIGNING_WEEK + 1));
    const signed = targets.filter((id) => status(id).committedTo);
    expect(signed.length).toBeGreaterThan(0);
    const desk = new RecruitingDesk(db, programOf(db));
    const inPlan = new Set(planEntries(desk).map((e) => e.prospect_id));
    for (const id of signed) expect(inPlan.has(id)).toBe(false);
    // The warm one too, once he signed (if he committed).
    const ended = recruitingPlanView(new PageContext(db)).ended;
    for (const id of signed)
      expect(ended.find((e) => e.prospect_id === id)?.reason).toMatch(/^(signed early with|committed to) /);
    expect(ended.some((e) => e.week === EARLY_SIGNING_WEEK && /^signed early with /.test(e.reason))).toBe(true);
    // An order by hand for one who signed is refused; the plan's budget spends nothing on them.
    expect(() => save.change(() => contactProspect(db, programOf(db), signed[0]))).toThrow(
      /signed with .* in the early signing period/,
    );
    expect(() =>
      save.change(() => changePlan(db, programOf(db), { prospects: [signed[0]], kinds: ['contact'], on: true })),
    ).toThrow(/signed early with .*: no order can change that/);
    const budget = planBudget(new RecruitingDesk(db, programOf(db)));
    expect(budget.skipped.filter((s) => signed.includes(s.prospect_id))).toEqual([]);
    const before = signed.map(effort);
    save.change(() => simulateTo(db, EARLY_SIGNING_WEEK + 2));
    // Efforts fade week to week: none grew.
    for (const [i, id] of signed.entries()) expect(effort(id)).toBeLessThanOrEqual(before[i]);
  });
});
