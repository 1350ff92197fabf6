// The recruiting plan in the save: standing weekly orders that repeat every week the player plays until he
// changes them, within the week's hours (what does not fit is skipped and said), gone with the cycle.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_HOURS } from '../../src/core/recruiting/tuning.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { addToBoard, contactProspect, parsePitch } from '../../src/store/actions/recruiting/actions.js';
import { RecruitingDesk } from '../../src/store/actions/recruiting/desk.js';
import { changePlan, planBudget, planEntries } from '../../src/store/actions/recruiting/plan.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import type { Db } from '../../src/store/database.js';
import { loadCycle } from '../../src/store/queries/recruiting.js';
import type { SaveFile } from '../../src/store/saveFile.js';
import { programOf } from '../../src/store/program.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-plan-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TEAM = 'Kansas State';
let save: SaveFile;
let db: Db;
let targets: number[];

function effort(id: number): number {
  return loadCycle(db)!.state.status[id].suitors.find((s) => s.program === TEAM)?.effort ?? 0;
}

beforeAll(async () => {
  save = await newDynasty(join(dir, 'plan.db'), { year: 2024, team: TEAM, seed: 5 });
  db = save.db;
  save.change(() => advanceStage(db)); // the season starts: the spring and summer are played
  const desk = new RecruitingDesk(db, programOf(db));
  targets = desk
    .cycle!.state.prospects.filter((p) => p.stars === 3 && !desk.cycle!.state.status[p.id].committedTo)
    .slice(0, 18)
    .map((p) => p.id);
  save.change(() => {
    for (const id of targets) addToBoard(db, programOf(db), id);
  });
});
afterAll(() => save?.close());

describe('a recruiting plan', () => {
  it('refuses a bad change and changes nothing', () => {
    expect(() =>
      save.change(() => changePlan(db, programOf(db), { prospects: targets, kinds: ['wave'], on: true })),
    ).toThrow(/A standing order is one of scout, contact, offer, pitch, visit \(got "wave"\)/);
    expect(() =>
      save.change(() =>
        changePlan(db, programOf(db), { prospects: [...targets, 'Nobody Atall'], kinds: ['contact'], on: true }),
      ),
    ).toThrow(/No prospect named "Nobody Atall"/);
    expect(() =>
      save.change(() => changePlan(db, programOf(db), { prospects: [], kinds: ['contact'], on: true })),
    ).toThrow(/at least one prospect/);
    // A strength typed on the command line is read by its key or its label; the API's contract refuses others.
    expect(() => parsePitch('money')).toThrow(/Pitch one of the program's strengths/);
    expect(parsePitch(' scheme FIT ')).toBe('schemeFit');
    expect(parsePitch('Close to home')).toBe('proximity');
    expect(planEntries(new RecruitingDesk(db, programOf(db)))).toEqual([]);
  });

  it("sets standing orders for a whole list at once and says what the week's hours allow", () => {
    const result = save.change(() =>
      changePlan(db, programOf(db), {
        prospects: targets,
        kinds: ['call', 'pitch', 'scout'],
        on: true,
        strength: 'playingTime',
      }),
    );
    expect(result.message).toMatch(/^Every week until you change it: contact, pitch, scout for 18 prospects\./);
    const desk = new RecruitingDesk(db, programOf(db));
    const plan = planEntries(desk);
    expect(plan).toHaveLength(18);
    expect(plan[0].kinds).toEqual(['scout', 'contact', 'pitch']);
    expect(plan[0].pitch).toBe('playingTime');
    const budget = planBudget(desk);
    // 18 x (contact 1 + pitch 2 + scout 3) = 108 hours wanted: more than a week holds, so some are skipped.
    const wanted = 18 * (ACTION_HOURS.contact + ACTION_HOURS.pitch + ACTION_HOURS.scout);
    expect(budget.weekly).toBeLessThan(wanted);
    expect(budget.planned).toBeLessThanOrEqual(budget.weekly);
    expect(budget.planned + budget.left).toBe(budget.weekly);
    expect(budget.carried + budget.skipped.length + budget.done).toBe(54);
    expect(budget.skipped.length).toBeGreaterThan(0);
    expect(budget.skipped.every((s) => /Not enough recruiting hours/.test(s.reason))).toBe(true);
    // Contacts and pitches come before scouting: every contact is carried out.
    expect(budget.skipped.some((s) => s.kind === 'contact')).toBe(false);
    expect(budget.line).toMatch(
      /^Plan this week: \d+ of 54 standing orders, \d+ of \d+ hours; skips \d+ no hours left; \d+ hours left\.$/,
    );
  });

  it('carries the plan out every week the player plays, after his own orders, within the hours', () => {
    const weekly = new RecruitingDesk(db, programOf(db)).hours().weekly;
    const before = targets.map(effort);
    save.change(() => contactProspect(db, programOf(db), targets[0])); // queued by hand: the plan's contact for him is skipped
    save.change(() => simulateTo(db, 2)); // week 1 played
    const once = targets.map(effort);
    save.change(() => simulateTo(db, 3)); // week 2 played
    const twice = targets.map(effort);
    // Every target was contacted in both weeks (no orders were queued by hand for week 2).
    for (let i = 0; i < targets.length; i++) {
      expect(once[i]).toBeGreaterThanOrEqual(before[i] + ACTION_HOURS.contact);
      expect(twice[i]).toBeGreaterThanOrEqual(once[i] + ACTION_HOURS.contact);
    }
    const spent = (a: number[], b: number[]) => b.reduce((sum, x, i) => sum + x - a[i], 0);
    expect(spent(before, once)).toBeLessThanOrEqual(weekly);
    expect(spent(once, twice)).toBeLessThanOrEqual(weekly);
    expect(spent(once, twice)).toBeGreaterThan(weekly - ACTION_HOURS.scout);
    // The plan stays until changed.
    expect(planEntries(new RecruitingDesk(db, programOf(db)))).toHaveLength(18);
  });

  it('takes standing orders back for some prospects and keeps the rest', () => {
    save.change(() =>
      changePlan(db, programOf(db), { prospects: targets.slice(0, 6), kinds: ['scout', 'pitch'], on: false }),
    );
    const plan = planEntries(new RecruitingDesk(db, programOf(db)));
    expect(plan.slice(0, 6).every((e) => e.kinds.join() === 'contact')).toBe(true);
    expect(plan[6].kinds).toEqual(['scout', 'contact', 'pitch']);
  });
});
